/// Which way a stack lays out its children.
public enum StackAxis: String, Sendable, Equatable, Hashable, CaseIterable {
  /// `VStack`.
  case vertical
  /// `HStack`.
  case horizontal
  /// `ZStack`: children on top of one another, later ones in front.
  case overlay
}

/// A `VStack`, `HStack` or `ZStack`.
public struct StackContent: Sendable, Equatable, Hashable {
  public var axis: StackAxis
  /// For a `VStack` only `horizontal` is used, for an `HStack` only `vertical`.
  public var alignment: Alignment
  /// Space between neighbours; nil for SwiftUI's default (8 pt, or what the neighbours ask).
  public var spacing: Double?
  public var children: [ContentNode]

  public init(
    _ axis: StackAxis, alignment: Alignment = .center, spacing: Double? = nil,
    children: [ContentNode]
  ) {
    self.axis = axis
    self.alignment = alignment
    self.spacing = spacing
    self.children = children
  }
}
