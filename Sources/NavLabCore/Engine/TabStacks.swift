import ScreenModel

/// The tabs of a root screen with a tab bar (SwiftUI `TabView` of `NavigationStack`s, UIKit
/// `UITabBarController`): each tab keeps its own navigation stack, scroll position and chrome
/// while another tab shows, as a tab bar controller keeps its view controllers.
///
/// The shown tab's stack is ``Engine/stack``; the others wait here, made when first shown.
struct TabStacks: Sendable {
  /// The screen the tab bar came with (a scene file's root, a live program's latest answer):
  /// each tab's root screen is made from it (``ScreenSpec/tabRoot(_:)``).
  var container: ScreenSpec
  /// The tab shown.
  var selected: Int
  /// Every tab's stack while another shows (empty: never shown yet, or the shown one).
  var parked: [[ScreenState]]
  /// Tabs whose root screen changed while they were parked (a live program's new scene):
  /// remade from ``container`` when shown again, keeping what the user did.
  var stale: [Bool]
  /// The selection the last container asked for (a live program's `TabView(selection:)`): a
  /// new answer that asks for another tab switches to it.
  var requested: Int

  init?(_ container: ScreenSpec) {
    guard let bar = container.tabBar else { return nil }
    self.container = container
    selected = bar.selected
    requested = bar.selected
    parked = Array(repeating: [], count: bar.items.count)
    stale = Array(repeating: false, count: bar.items.count)
  }

  /// How many tabs there are.
  var count: Int { parked.count }
}
