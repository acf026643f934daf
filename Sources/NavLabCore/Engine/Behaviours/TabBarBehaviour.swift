import NavGeometry
import ScreenModel

/// A tab bar at the bottom: the content ends above it; a tap on a tab asks the engine to show
/// that tab's stack, or, on the selected tab, to pop to its root and then scroll to the top
/// (UIKit `UITabBarController`). On iOS 26 it floats, and minimizes after 10 pt (the scene's or
/// the tuning's threshold) of scrolling down, expanding after as much up; a search tab
/// (`Tab(role: .search)`) sits apart from the capsule, at the trailing end of its row.
struct TabBarBehaviour: ScreenBehaviour {
  let spec: TabBarSpec
  let design: Design
  /// The tab showing this screen.
  var selected: Int
  /// The tab the capsule highlights: the selected one, or, on the search tab's screen, the tab
  /// that was selected before it (the engine sets it when it switches).
  var capsuleSelected: Int
  /// iOS 26's floating tab bar minimizing (1) or expanding (0), over 0.3 s.
  var minimize = AnimatedValue(value: 0)
  /// Offset where the current scroll direction began (the minimize trigger counts from it).
  var anchor = 0.0
  /// Whether a focused search at the bottom held the bar collapsed at the last update.
  var wasHeld = false
  /// iOS 26's search tab, drawn apart (nil: none, or iOS 18, where it is an ordinary tab).
  let searchTab: Int?

  init?(_ setup: BehaviourSetup) {
    guard let tabBar = setup.spec.tabBar else { return nil }
    spec = tabBar
    design = setup.spec.design ?? .ios18
    selected = tabBar.selected
    searchTab = design == .ios26 ? tabBar.searchTab : nil
    capsuleSelected = selected == searchTab ? 0 : selected
  }

  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.bottomBar = TabBarLayout.barHeight
    if searchTab != nil { insets.bottomBarTrailing = BottomSearchLayout.besideTabBarSpace }
  }

  /// The tabs the bar's row shows in order (iOS 26 leaves the search tab out of its capsule).
  var rowCount: Int { spec.items.count - (searchTab == nil ? 0 : 1) }

  /// Tab `index`'s place in the row (the search tab has none on iOS 26).
  func rowIndex(ofTab index: Int) -> Int? {
    guard let searchTab else { return index }
    if index == searchTab { return nil }
    return index > searchTab ? index - 1 : index
  }

  /// The tab at place `slot` of the row.
  func tab(atRow slot: Int) -> Int {
    guard let searchTab, slot >= searchTab else { return slot }
    return slot + 1
  }

  /// The bar at the screen's bottom edge (iOS 18).
  func edgeBar(_ context: BehaviourContext) -> TabBarLayout {
    let device = context.device
    return TabBarLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, offset: context.offset,
      maxOffset: context.maxOffset, itemCount: spec.items.count)
  }

  /// iOS 26's floating bar.
  func floatingBar(_ context: BehaviourContext) -> FloatingTabBarLayout? {
    guard design == .ios26 else { return nil }
    let device = context.device
    return FloatingTabBarLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, minimized: minimize.value,
      itemCount: rowCount, trailingSpace: context.insets.bottomBarTrailing)
  }

  /// iOS 26's search tab beside the capsule, drawn by the tab bar on the other tabs' screens
  /// (on its own screen the search field grows out of it).
  func searchCircle(_ context: BehaviourContext) -> BottomSearchLayout? {
    guard searchTab != nil, selected != searchTab else { return nil }
    let device = context.device
    return BottomSearchLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, besideTabBar: true)
  }

  mutating func update(_ context: BehaviourContext, _ effects: inout BehaviourEffects) {
    guard design == .ios26 else { return }
    let time = context.time
    let offset = context.offset
    let duration = FloatingTabBarLayout.minimizeDuration
    if wasHeld, !effects.holdsBottomBar {
      // The search that held it ended (this update runs at that event's instant): it comes
      // back, and the next minimize counts from here.
      minimize.setTarget(0, duration: duration, time: time)
      anchor = offset
    }
    wasHeld = effects.holdsBottomBar
    if effects.holdsBottomBar {
      minimize.setTarget(1, duration: duration, time: time)
      anchor = offset
    } else if let target = FloatingTabBarLayout.target(
      offset: offset, anchor: anchor, threshold: spec.minimizeThreshold)
    {
      minimize.setTarget(target, duration: duration, time: time)
      anchor = offset
    } else if minimize.target == 1 ? offset > anchor : offset < anchor {
      // Still going the same way: the turn back is measured from the furthest point.
      anchor = offset
    }
    minimize.update(time: time)
  }

  var isAtRest: Bool { !minimize.isAnimating }

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    if let floating = floatingBar(context) {
      // The glass capsule is always there; the column says how minimized it is.
      values.tabBarAlpha = 1
      values.tabBarMinimized = floating.minimized
    } else {
      values.tabBarAlpha = edgeBar(context).backgroundAlpha
    }
    values.selectedTab = selected
  }

  mutating func tap(
    at point: Point, _ context: BehaviourContext, _ effects: inout BehaviourEffects
  ) {
    if let floating = floatingBar(context) {
      if let circle = searchCircle(context), circle.frame.contains(point), let searchTab {
        effects.tapTaken = true
        effects.selectsTab = searchTab
        return
      }
      guard let slot = floating.item(atX: point.x, y: point.y, selected: capsuleSlot) else {
        return
      }
      effects.tapTaken = true
      if floating.minimized > 0.5 {
        // A tap on the minimized bar brings it back.
        minimize.setTarget(0, duration: FloatingTabBarLayout.minimizeDuration, time: context.time)
        anchor = context.offset
        return
      }
      effects.selectsTab = tab(atRow: slot)
      return
    }
    guard let item = edgeBar(context).item(atX: point.x, y: point.y) else { return }
    effects.tapTaken = true
    effects.selectsTab = item
  }

  /// The capsule's highlighted place in the row.
  var capsuleSlot: Int { rowIndex(ofTab: capsuleSelected) ?? 0 }

  mutating func takeOver(from old: TabBarBehaviour) {
    if old.selected < spec.items.count { selected = old.selected }
    if old.capsuleSelected < spec.items.count { capsuleSelected = old.capsuleSelected }
    minimize = old.minimize
    anchor = old.anchor
    wasHeld = old.wasHeld
  }
}
