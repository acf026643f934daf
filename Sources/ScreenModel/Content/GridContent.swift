/// How wide a grid column is (SwiftUI's `GridItem.Size`).
public enum GridItemSize: Sendable, Equatable, Hashable {
  /// Exactly this wide.
  case fixed(Double)
  /// Shares the room left by fixed columns, within `minimum`...`maximum`.
  case flexible(minimum: Double = 10, maximum: Double = .infinity)
  /// As many columns as fit at `minimum` each, then widened up to `maximum`.
  case adaptive(minimum: Double, maximum: Double = .infinity)
}

/// One column description of a `LazyVGrid` (SwiftUI's `GridItem`).
public struct GridItem: Sendable, Equatable, Hashable {
  public var size: GridItemSize
  /// Space after this column; nil for the default (8 pt).
  public var spacing: Double?
  /// Where cells sit in this column.
  public var alignment: Alignment?

  public init(
    _ size: GridItemSize = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// A `LazyVGrid`: children laid out row by row in `columns`.
public struct GridContent: Sendable, Equatable, Hashable {
  public var columns: [GridItem]
  /// Space between rows; nil for the default (8 pt).
  public var spacing: Double?
  public var alignment: HorizontalAlignment
  public var children: [ContentNode]

  public init(
    columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: Double? = nil,
    children: [ContentNode]
  ) {
    self.columns = columns
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
  }
}
