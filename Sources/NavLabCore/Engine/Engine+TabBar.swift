import NavGeometry

extension Engine {
  /// A tap on the top screen's tab bar: another tab becomes selected; the selected tab scrolls
  /// its list to the top (UIKit `UITabBarController`). Returns whether the tap hit the bar.
  mutating func tapTabBar(x: Double, y: Double, time: Double) -> Bool {
    let top = stack.count - 1
    guard let bar = stack[top].tabBar(device: device), let item = bar.item(atX: x, y: y) else {
      return false
    }
    if item == stack[top].selectedTab {
      stack[top].scroller.scrollToTop(time: time)
    } else {
      stack[top].selectedTab = item
    }
    return true
  }
}
