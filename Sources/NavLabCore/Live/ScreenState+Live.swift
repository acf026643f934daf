extension ScreenState {
  /// Carries what the user did on `old` over to this new layout of the same screen (a live
  /// program's new scene): the scroller with its offset and momentum (under this layout's
  /// content height and snap zones), the title fade, the top bar's animation, refresh, search,
  /// tab, switches and checkmarks.
  mutating func takeOver(from old: ScreenState) {
    var scroller = old.scroller
    scroller.snapZones = self.scroller.snapZones
    scroller.setContentHeight(self.scroller.contentHeight)
    scroller.setViewportHeight(self.scroller.viewportHeight)
    self.scroller = scroller
    // Each behaviour carries its own state over (the title fade, the top bar's animation,
    // refresh, search, tab).
    behaviours.takeOver(from: old.behaviours)
    highlightedRow = old.highlightedRow
    toggles = old.toggles
    checkedRows = old.checkedRows
    keepNestedScrolls(from: old)
    // A swiped row stays moved while the rows are the same ones (a removed row ends it).
    if old.spec.rowCount == spec.rowCount { swipes = old.swipes }
  }
}
