import ScreenModel
import SwiftSyntax

/// What the screens of one import are pushed in, as SwiftUI decides what a pushed screen's
/// modifiers do: the navigation container, the container's own status-bar modifier, the
/// `navigationDestination(for:)` closures seen, and how many destinations were read.
struct NavigationContext {
  /// A `navigationDestination(for: T.self) { value in … }` closure and where it was written.
  struct ValueDestination {
    var type: String
    var closure: ClosureExprSyntax
    var bindings: Bindings
    var file: Int
  }

  /// `NavigationView`, `NavigationStack` or `NavigationSplitView` (nil: none seen yet).
  var container: String?
  /// `.statusBarHidden(x)` written on the container itself: it holds for every screen.
  var containerStatusBarHidden: Bool?
  var valueDestinations: [ValueDestination] = []
  /// Destinations read so far (the scene format takes at most 64 inline scenes a file).
  var destinationCount = 0
  /// Destinations being read inside one another (a view that links to itself is cut off).
  var depth = 0
  /// The pushed screens read for each screen being read, innermost last: a screen takes the
  /// destinations its links push (`ScreenSpec.destinations`, by `screenID`).
  var destinations: [[String: ScreenSpec]] = [[:]]

  static let maximumDestinations = 64
  static let maximumDepth = 6
}
