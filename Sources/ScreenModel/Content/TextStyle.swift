/// SwiftUI's text styles (`Font.TextStyle`), which Dynamic Type sizes per user setting.
public enum TextStyle: String, Sendable, Equatable, Hashable, CaseIterable {
  case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption,
    caption2
}

/// The user's Dynamic Type size (SwiftUI's `DynamicTypeSize`), from extra small to the fifth
/// accessibility size; `large` is iOS's default.
public enum DynamicTypeSize: String, Sendable, Equatable, Hashable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether this is one of the five accessibility sizes.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool {
    allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
  }
}
