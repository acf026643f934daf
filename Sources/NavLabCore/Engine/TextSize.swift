import ScreenModel

/// The Dynamic Type size the screens are drawn at (A cycles through them).
///
/// Body text sizes from Apple's HIG typography table ("Dynamic Type sizes", iOS): Large
/// (the default) 17 pt, AX1 28 pt, AX3 40 pt, AX5 53 pt. Every text style of the list is scaled
/// by the body's ratio (iOS scales each style by its own table; body is the list's main text),
/// and rows grow by the extra line height, as self-sizing cells do: SF Pro body's line height is
/// 22 pt at 17 pt, so a row gains 22/17 pt per point of text.
public enum TextSize: String, Sendable, CaseIterable {
  case large
  case accessibility1 = "AX1"
  case accessibility3 = "AX3"
  case accessibility5 = "AX5"

  /// Body text size in points.
  public var bodySize: Double {
    switch self {
    case .large: 17
    case .accessibility1: 28
    case .accessibility3: 40
    case .accessibility5: 53
    }
  }

  /// The same size as content trees name it (SwiftUI's `DynamicTypeSize`).
  public var dynamicTypeSize: DynamicTypeSize {
    switch self {
    case .large: .large
    case .accessibility1: .accessibility1
    case .accessibility3: .accessibility3
    case .accessibility5: .accessibility5
    }
  }

  /// The accessibility sizes turn large titles off (seed 001).
  public var isAccessibility: Bool { self != .large }

  /// How much larger list text is drawn than at the default size.
  public var textScale: Double { bodySize / TextSize.large.bodySize }

  /// A row's height at this size, from its height at the default size.
  public func rowHeight(_ base: Double) -> Double {
    base + (bodySize - TextSize.large.bodySize) * 22 / 17
  }

  /// The next size of the A key's cycle.
  public var next: TextSize {
    let all = TextSize.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }

  /// "Large (17 pt)", "AX3 (40 pt)".
  public var label: String {
    let name = self == .large ? "Large" : rawValue
    return "\(name) (\(Int(bodySize)) pt)"
  }
}
