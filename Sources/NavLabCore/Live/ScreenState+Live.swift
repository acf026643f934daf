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
    if isLarge == old.isLarge {
      largeTitleAlpha = old.largeTitleAlpha
      inlineTitleAlpha = old.inlineTitleAlpha
    }
    if spec.topBar != nil, old.spec.topBar != nil {
      topBarHeight = old.topBarHeight
      topBarRadius = old.topBarRadius
    }
    if refresh != nil, old.refresh != nil { refresh = old.refresh }
    if let items = spec.tabBar?.items, old.selectedTab < items.count {
      selectedTab = old.selectedTab
    }
    searchFocus = old.searchFocus
    if old.searchText != searchText { searchText = old.searchText }
    tabBarMinimize = old.tabBarMinimize
    tabBarAnchor = old.tabBarAnchor
    highlightedRow = old.highlightedRow
    toggles = old.toggles
    checkedRows = old.checkedRows
    lastChromeSample = old.lastChromeSample
    keepNestedScrolls(from: old)
  }
}
