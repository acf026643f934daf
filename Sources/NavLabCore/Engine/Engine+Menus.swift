import DisplayList
import NavGeometry
import ScreenModel

/// A pull-down menu open over the screen (issue 41): a tap on a toolbar `Menu` or on a content
/// `Menu`'s label opens it beside the label (``MenuLayout``); a tap on an item runs the item's
/// action (a live program hears `{"tap": action}`) and closes it; a tap anywhere else only
/// closes it, as on iOS.
public struct OpenMenu: Sendable, Equatable {
  /// What the menu lists.
  public let spec: MenuSpec
  /// Where it is, in screen points.
  public let layout: MenuLayout
  /// What opened it: the bar item's scene field (`barItems.trailing[0]`), or `content`.
  public let source: String

  init(_ spec: MenuSpec, from anchor: Rect, source: String, device: Device) {
    self.spec = spec
    self.source = source
    layout = MenuLayout(
      anchor: anchor, dividers: spec.items.map(\.isDivider), screen: device.size,
      safeTop: device.topSafeArea, safeBottom: device.bottomSafeArea)
  }
}

extension Engine {
  /// A tap while a menu is open: an item runs its action; any tap closes the menu. Returns
  /// whether a menu was open (the tap was the menu's).
  mutating func tapOpenMenu(x: Double, y: Double) -> Bool {
    guard let menu = openMenu else { return false }
    openMenu = nil
    if let index = menu.layout.item(at: Point(x: x, y: y)),
      let action = menu.spec.items[index].action, !menu.spec.items[index].isDivider
    {
      noteLive(.tap(action))
    }
    return true
  }

  /// A tap on the top screen's bar items: a menu opens, a live action is heard. Returns
  /// whether an item took the tap. Each item answers within 44 pt around its centre (Apple's
  /// smallest hit target, Human Interface Guidelines), clear of the other items.
  mutating func tapBarItem(x: Double, y: Double) -> Bool {
    // A focused search field has taken the bar; a sliding screen's items are not pressed.
    guard transition == nil, top.behaviours.search?.isSearching != true else { return false }
    let device = self.device
    let bar = device.navigationBarTop
    guard y >= bar - 6, y < bar + NavigationBarMetrics.barHeight + 6 else { return false }
    let spec = top.spec
    for leading in [true, false] {
      let items = leading ? spec.leadingItems : spec.trailingItems
      // The back button takes the leading side of a pushed screen.
      if leading, stack.count > 1 { continue }
      let frames = FramePainter.barItemFrames(
        items, leading: leading, midY: bar + NavigationBarMetrics.barHeight / 2,
        width: device.size.width, design: top.design)
      for (index, frame) in frames.enumerated() {
        let hit = Rect(
          x: frame.midX - max(frame.width, 44) / 2, y: frame.midY - 22,
          width: max(frame.width, 44), height: 44)
        guard hit.contains(Point(x: x, y: y)) else { continue }
        let item = items[index]
        if let menu = item.menu {
          openMenu = OpenMenu(
            menu, from: frame, source: FramePainter.barItemSource(leading: leading, index),
            device: device)
          return true
        }
        if let action = item.action {
          noteLive(.tap(action))
          return true
        }
      }
    }
    return false
  }

  /// A tap on a content `Menu`'s label opens its menu. Returns whether one opened.
  mutating func tapContentMenu(x: Double, y: Double) -> Bool {
    let found = liveElement(atX: x, y: y) {
      if case .menu = $0.drawing { return true }
      return false
    }
    guard let found, case .menu(let menu) = found.element.drawing else { return false }
    openMenu = OpenMenu(menu, from: found.frame, source: "content", device: device)
    return true
  }
}
