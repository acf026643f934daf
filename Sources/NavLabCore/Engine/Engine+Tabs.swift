import NavGeometry
import ScreenModel

extension Engine {
  /// The tab shown, when the root screen has a tab bar.
  public var selectedTab: Int? { tabs?.selected }

  /// Shows tab `index` (a tap on it, a script's `tab` event, a live program's selection): its
  /// own stack as it was left, or its root screen the first time. On the tab already shown, a
  /// pushed screen pops to the root (all at once, one pop's animation); at the root the content
  /// scrolls to the top, as iOS does: a tap on the selected tab of a `UITabBarController` pops
  /// its navigation controller to the root, and a tap on a tab whose root shows scrolls it to
  /// the top.
  public mutating func selectTab(_ index: Int, time: Double? = nil) {
    let now = time ?? self.time
    guard var tabs, (0..<tabs.count).contains(index), transition == nil else { return }
    gesture = Gesture()
    if index == tabs.selected {
      if stack.count > 1 {
        popToRoot(time: now)
      } else {
        stack[0].scroller.scrollToTop(time: now)
      }
      return
    }
    let previous = tabs.selected
    // What moves stops where it is: the tab comes back as it was left.
    for screen in stack.indices {
      stack[screen].scroller.advance(to: now)
      stack[screen].scroller.scroll(to: stack[screen].offset, animated: false, time: now)
      stack[screen].highlightedRow = nil
    }
    tabs.parked[previous] = stack
    tabs.selected = index
    var next = tabs.parked[index]
    tabs.parked[index] = []
    if next.isEmpty, let root = tabs.container.tabRoot(index) {
      next = [makeState(root, previousIsLarge: nil)]
    } else if tabs.stale[index], let root = tabs.container.tabRoot(index) {
      var fresh = makeState(root, previousIsLarge: nil)
      fresh.takeOver(from: next[0])
      next[0] = fresh
    }
    tabs.stale[index] = false
    self.tabs = tabs
    stack = next
    if stack[0].behaviours.tabBar?.searchTab == index {
      // iOS 26's search tab: the capsule keeps the tab left, and the field activates
      // (`UISearchTab.automaticallyActivatesSearch`).
      stack[0].behaviours.tabBar?.capsuleSelected = previous
      if stack.count == 1, stack[0].behaviours.search?.isSearching == false {
        stack[0].behaviours.search?.setSearching(true, time: now)
      }
    }
    noteLive(.tab(index))
    settleChrome(at: now)
  }

  /// Pops every pushed screen of the shown stack at once: the top one slides away to uncover
  /// the root, as `popToRootViewController(animated:)` does.
  public mutating func popToRoot(time: Double? = nil) {
    // Screens are not taken from under a running push or pop.
    guard transition == nil else { return }
    guard stack.count > 2 else {
      pop(time: time)
      return
    }
    for screen in stack[1..<(stack.count - 1)] { noteLiveScreen(screen.spec, appeared: false) }
    stack.removeSubrange(1..<(stack.count - 1))
    pop(time: time)
  }

  /// Every tab's root remade from a new container (a live program's answer): the shown one at
  /// once (by the caller), the parked ones when they show again; a new selection is followed.
  mutating func takeTabContainer(_ spec: ScreenSpec, at now: Double) {
    guard var tabs, let bar = spec.tabBar, bar.items.count == tabs.count else {
      tabs = TabStacks(spec)
      return
    }
    tabs.container = spec
    for index in tabs.stale.indices where index != tabs.selected {
      tabs.stale[index] = !tabs.parked[index].isEmpty
    }
    let asked = bar.selected
    let switches = asked != tabs.requested && asked != tabs.selected
    tabs.requested = asked
    self.tabs = tabs
    if switches { selectTab(asked, time: now) }
  }

  /// Queues an event for the live program, if one runs.
  mutating func noteLive(_ event: LiveEvent) {
    guard options.liveProgramReference != nil else { return }
    live.pendingEvents.append(event)
  }

  /// `spec` pushed inside a tab: it shows the tab bar of the screen it is pushed from, unless
  /// it has a tab bar of its own.
  func inTab(_ spec: ScreenSpec, below: ScreenSpec) -> ScreenSpec {
    guard tabs != nil, spec.tabBar == nil, let bar = below.tabBar else { return spec }
    var spec = spec
    spec.tabBar = bar
    return spec
  }

  /// The root spec of the shown tab made from `spec` (a scene with a tab bar), or `spec`.
  func shownRoot(of spec: ScreenSpec) -> ScreenSpec {
    guard let tabs, let root = spec.tabRoot(tabs.selected) else { return spec }
    return root
  }
}
