/// Decides, screen by screen, whether the navigation bar shows a large or an inline title.
///
/// Follows the UIKit documentation quoted in seed 001: `.automatic` "causes the title to use
/// the same styling as the previously displayed navigation item", and when `prefersLargeTitles`
/// is false "the navigation item's title is always displayed as a small title".
public enum TitleDisplayResolver {
  /// Whether a screen with `mode` shows a large title.
  ///
  /// - Parameters:
  ///   - mode: the screen's display mode.
  ///   - previousIsLarge: the resolved style of the screen below it, `nil` for the root.
  ///   - environment: decides whether large titles are available at all.
  /// - Returns: `false` whenever large titles are unavailable; `.automatic` copies the previous
  ///   screen, and a root `.automatic` screen is large.
  public static func isLarge(
    mode: LargeTitleDisplayMode, previousIsLarge: Bool?, environment: LargeTitleEnvironment
  ) -> Bool {
    guard environment.largeTitlesAvailable else { return false }
    switch mode {
    case .always: return true
    case .never: return false
    // A root item has nothing to copy; UIKit shows it large when large titles are on.
    case .automatic: return previousIsLarge ?? true
    }
  }

  /// Resolves a whole stack, root first; element `i` is whether screen `i` shows a large title.
  /// Allocates its result, so call it when the stack changes, not per frame.
  public static func resolveStack(
    _ modes: [LargeTitleDisplayMode], environment: LargeTitleEnvironment
  ) -> [Bool] {
    var result: [Bool] = []
    result.reserveCapacity(modes.count)
    var previous: Bool? = nil
    for mode in modes {
      let large = isLarge(mode: mode, previousIsLarge: previous, environment: environment)
      result.append(large)
      previous = large
    }
    return result
  }
}
