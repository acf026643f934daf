import DisplayList

/// A font as SwiftUI content asks for it: a Dynamic Type text style (sized by the environment's
/// ``DynamicTypeSize``), or a fixed system size; either with an optional weight and a design.
///
/// ```swift
/// ContentFont.headline                                   // .font(.headline)
/// ContentFont.style(.title, weight: .bold)               // .font(.title.bold())
/// ContentFont.system(size: 20, weight: .semibold)        // .font(.system(size: 20, weight: .semibold))
/// ```
public enum ContentFont: Sendable, Equatable, Hashable {
  /// A text style; `weight` nil takes the style's own (semibold for headline, regular otherwise).
  case style(TextStyle, weight: FontWeight? = nil, design: FontDesign = .standard)
  /// A fixed size in points, not scaled by Dynamic Type.
  case system(size: Double, weight: FontWeight = .regular, design: FontDesign = .standard)

  public static let largeTitle = ContentFont.style(.largeTitle)
  public static let title = ContentFont.style(.title)
  public static let title2 = ContentFont.style(.title2)
  public static let title3 = ContentFont.style(.title3)
  public static let headline = ContentFont.style(.headline)
  public static let body = ContentFont.style(.body)
  public static let callout = ContentFont.style(.callout)
  public static let subheadline = ContentFont.style(.subheadline)
  public static let footnote = ContentFont.style(.footnote)
  public static let caption = ContentFont.style(.caption)
  public static let caption2 = ContentFont.style(.caption2)

  /// The same font with `weight` (SwiftUI's `.weight(_:)`, `.bold()`).
  public func weight(_ weight: FontWeight) -> ContentFont {
    switch self {
    case .style(let style, _, let design): .style(style, weight: weight, design: design)
    case .system(let size, _, let design): .system(size: size, weight: weight, design: design)
    }
  }

  /// The same font in `design` (SwiftUI's `.fontDesign(_:)`).
  public func design(_ design: FontDesign) -> ContentFont {
    switch self {
    case .style(let style, let weight, _): .style(style, weight: weight, design: design)
    case .system(let size, let weight, _): .system(size: size, weight: weight, design: design)
    }
  }
}
