/// The weights NavLab draws text in (San Francisco's roles, rendered with Inter).
public enum FontWeight: UInt8, Sendable, Hashable, CaseIterable {
  case regular, medium, semibold, bold
}

/// A font size in points and a weight; the renderer rasterises it at the output pixel size.
public struct Font: Sendable, Hashable {
  public var size: Double
  public var weight: FontWeight

  public init(size: Double, weight: FontWeight = .regular) {
    self.size = size
    self.weight = weight
  }

  // iOS Dynamic Type roles at the default ("Large") size, from Apple's HIG typography table.
  public static let largeTitle = Font(size: 34, weight: .bold)
  public static let title = Font(size: 28, weight: .bold)
  public static let title2 = Font(size: 22, weight: .bold)
  public static let headline = Font(size: 17, weight: .semibold)
  public static let body = Font(size: 17)
  public static let callout = Font(size: 16)
  public static let subheadline = Font(size: 15)
  public static let footnote = Font(size: 13)
  public static let caption = Font(size: 12)
  public static let statusBarTime = Font(size: 17, weight: .semibold)
}

/// Where a text run's `x` sits relative to the text.
public enum TextAlignment: UInt8, Sendable {
  case leading, center, trailing
}
