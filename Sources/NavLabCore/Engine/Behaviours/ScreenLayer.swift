/// Where a behaviour paints, back to front. A screen is painted layer by layer; within a layer,
/// behaviours paint in their registration order (``ScreenBehaviours``).
///
/// The layers follow a navigation screen's views: what stands behind the scroll view, the
/// scroll view's content, what covers the content, the bar at the top, what the bar grows into
/// as the content is pulled down, the bar at the bottom, and what covers the bars.
enum ScreenLayer: Int, Sendable {
  /// Behind the scroll view: pinned views (a `VStack`'s views before its `ScrollView`).
  case underContent
  /// The scroll view's content: the title card, the free content, the list. Clipped at the
  /// chrome's bottom when a behaviour says the scroll view starts below it
  /// (``ChromeState/clipsContent``).
  case content
  /// Over the content, under the bars: the results veil of a bottom search, the sticky header.
  case overContent
  /// The bar at the top: a collapsing top bar, or the navigation bar (material, inline title,
  /// back button, items).
  case topBars
  /// What the top bar grows into below its compact height: the refresh spinner, the large
  /// title, the search strip.
  case barExtensions
  /// The bar at the bottom: the tab bar.
  case bottomBars
  /// Over every bar: iOS 26's bottom search (the keyboard's area and the focused field).
  case overBars

  /// Every layer, back to front (a stored array: iterating it allocates nothing, where
  /// `allCases` would build one per call).
  static let paintOrder: [ScreenLayer] = [
    .underContent, .content, .overContent, .topBars, .barExtensions, .bottomBars, .overBars,
  ]
}
