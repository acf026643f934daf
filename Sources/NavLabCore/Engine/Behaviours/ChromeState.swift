import DisplayList

/// What a screen's behaviours make of its chrome at one instant: folded over the behaviours in
/// registration order (``ScreenBehaviour/compose(_:_:)``), each reading what those before it
/// set. Painting, the trace, hit tests and live programs read the same fold.
struct ChromeState: Sendable {
  /// The viewport y below which content is not covered by the bars. A later behaviour
  /// replaces an earlier one's (a sticky header extends the bar's; a top bar sets its own).
  var chromeBottom = 0.0
  /// Whether the scroll view starts at `chromeBottom` and clips there (a collapsing top bar,
  /// pinned views: the ScrollView sits under them in a `VStack`), rather than running under
  /// the bars.
  var clipsContent = false
  /// Content above this viewport y is covered by opaque chrome (a sticky header), so the list
  /// need not be drawn there.
  var coveredAbove = 0.0
  /// The inline title's opacity, claimed by the first behaviour that hands the title over (a
  /// title card, then the large title's cross-fade, then a header's collapse); 1 unclaimed.
  var inlineTitleOpacity: Double?
  /// The navigation bar's background opacity; nil where no bar material is drawn (no
  /// navigation bar, or a sticky header that forms its backdrop).
  var barBackgroundAlpha: Double?
  /// The bar's titles' colour when a behaviour sets one (white over a header).
  var barTitleColor: Color?
  /// The inline title's font (a title card hands over its rounded title).
  var barTitleFont = Font.headline
  /// The compact navigation bar's bottom edge, when there is a navigation bar: the refresh
  /// spinner hangs from it and the search strip sits under it.
  var compactBarBottom: Double?
  /// The focused search field's progress (0…1): the bar's titles fade while it takes the bar.
  var barFocus = 0.0
  /// How far the focused search field lifts the bar's large title.
  var barShift = 0.0
  /// The colour right under the status bar, claimed by the first behaviour that paints there
  /// (a header's or a top bar's top colour); nil: the screen's background under the bar's
  /// material.
  var statusBarBackdrop: Color?
}
