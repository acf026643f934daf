import NavGeometry

extension Engine {
  /// A tap on the top screen's tab bar: another tab becomes selected; the selected tab scrolls
  /// its list to the top (UIKit `UITabBarController`). Returns whether the tap hit the bar.
  mutating func tapTabBar(x: Double, y: Double, time: Double) -> Bool {
    let top = stack.count - 1
    if let floating = stack[top].floatingTabBar(device: device) {
      guard let item = floating.item(atX: x, y: y, selected: stack[top].selectedTab) else {
        return false
      }
      if floating.minimized > 0.5 {
        // A tap on the minimized bar brings it back.
        stack[top].tabBarMinimize.setTarget(
          0, duration: FloatingTabBarLayout.minimizeDuration, time: time)
        stack[top].tabBarAnchor = stack[top].offset
        return true
      }
      selectTab(item, time: time)
      return true
    }
    guard let bar = stack[top].tabBar(device: device), let item = bar.item(atX: x, y: y) else {
      return false
    }
    selectTab(item, time: time)
    return true
  }

  /// Selects tab `item`, or scrolls to the top when it is already selected.
  private mutating func selectTab(_ item: Int, time: Double) {
    let top = stack.count - 1
    if item == stack[top].selectedTab {
      stack[top].scroller.scrollToTop(time: time)
    } else {
      stack[top].selectedTab = item
    }
  }
}
