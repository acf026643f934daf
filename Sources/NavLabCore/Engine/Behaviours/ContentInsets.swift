/// Where a screen's content rests and how far it scrolls, as its behaviours arrange it once
/// when the screen is made (``ScreenBehaviour/arrange(_:device:isLarge:)``, in registration
/// order: a later behaviour may replace what an earlier one set, as a stretchy header puts the
/// content's top under the status bar).
struct ContentInsets: Sendable, Equatable {
  /// Viewport y of content y = 0 at offset 0 (UIKit's adjusted top content inset).
  var top = 0.0
  /// Chrome under the compact bar that scrolls away first: the search strip (52 pt).
  var barExtension = 0.0
  /// Chrome above the content that the content moves with, at its smallest: a collapsing top
  /// bar's collapsed height (the end of the list is reached with the bar collapsed).
  var collapsedTop = 0.0
  /// Bars at the bottom that the content ends above: the tab bar's 49 pt.
  var bottomBar = 0.0
  /// Views fixed above the bottom bars that the content also ends above (`safeAreaInset`).
  var bottomInset = 0.0
  /// Room a bottom bar leaves at its trailing end (iOS 26's search circle beside the tab bar).
  var bottomBarTrailing = 0.0
  /// The height of what stands above the free content inside the content (the header's
  /// space, the title card): the largest claim (the card sits under the header's space).
  var contentHead = 0.0
  /// The offset the screen appears at (a search strip that starts scrolled away).
  var initialOffset: Double?
}
