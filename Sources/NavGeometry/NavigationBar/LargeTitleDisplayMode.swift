/// How a screen wants its title shown, mirroring UIKit's
/// `UINavigationItem.LargeTitleDisplayMode` (quoted in seed 001).
public enum LargeTitleDisplayMode: String, Sendable, CaseIterable {
  /// Large whenever large titles are available.
  case always
  /// Always the small inline title.
  case never
  /// Same style as the previous item in the stack (UIKit's default).
  case automatic
}
