import NavGeometry
import ScreenModel

/// A tab bar at the bottom: the content ends above it; a tap selects a tab, or scrolls the
/// content to the top when the tab is already selected (UIKit `UITabBarController`). On iOS 26
/// it floats, and minimizes after 10 pt (the scene's or the tuning's threshold) of scrolling
/// down, expanding after as much up.
struct TabBarBehaviour: ScreenBehaviour {
  let spec: TabBarSpec
  let design: Design
  /// The selected tab.
  var selected: Int
  /// iOS 26's floating tab bar minimizing (1) or expanding (0), over 0.3 s.
  var minimize = AnimatedValue(value: 0)
  /// Offset where the current scroll direction began (the minimize trigger counts from it).
  var anchor = 0.0
  /// Whether a focused search at the bottom held the bar collapsed at the last update.
  var wasHeld = false

  init?(_ setup: BehaviourSetup) {
    guard let tabBar = setup.spec.tabBar else { return nil }
    spec = tabBar
    design = setup.spec.design ?? .ios18
    selected = tabBar.selected
  }

  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.bottomBar = TabBarLayout.barHeight
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
      itemCount: spec.items.count, trailingSpace: context.insets.bottomBarTrailing)
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

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    if let floating = floatingBar(context) {
      // The glass capsule is always there; the column says how minimized it is.
      values.tabBarAlpha = 1
      values.tabBarMinimized = floating.minimized
    } else {
      values.tabBarAlpha = edgeBar(context).backgroundAlpha
    }
  }

  mutating func tap(
    at point: Point, _ context: BehaviourContext, _ effects: inout BehaviourEffects
  ) {
    if let floating = floatingBar(context) {
      guard let item = floating.item(atX: point.x, y: point.y, selected: selected) else {
        return
      }
      effects.tapTaken = true
      if floating.minimized > 0.5 {
        // A tap on the minimized bar brings it back.
        minimize.setTarget(0, duration: FloatingTabBarLayout.minimizeDuration, time: context.time)
        anchor = context.offset
        return
      }
      select(item, &effects)
      return
    }
    guard let item = edgeBar(context).item(atX: point.x, y: point.y) else { return }
    effects.tapTaken = true
    select(item, &effects)
  }

  /// Selects tab `item`, or scrolls to the top when it is already selected.
  private mutating func select(_ item: Int, _ effects: inout BehaviourEffects) {
    if item == selected {
      effects.scrollsToTop = true
    } else {
      selected = item
    }
  }

  mutating func takeOver(from old: TabBarBehaviour) {
    if old.selected < spec.items.count { selected = old.selected }
    minimize = old.minimize
    anchor = old.anchor
    wasHeld = old.wasHeld
  }
}
