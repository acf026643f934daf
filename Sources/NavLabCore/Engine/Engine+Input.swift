import DisplayList
import NavGeometry
import NavInput
import ScreenModel
import ScrollPhysics

extension Engine {
  /// Applies one input event that happened at `wallTime` (its own timestamp, so velocities
  /// come from the events, never from the frame clock).
  public mutating func handle(_ event: InputEvent, at wallTime: Double) {
    let now = clock(wallTime)
    let top = stack.count - 1
    defer { settleChrome(at: now) }
    switch event {
    case .pointerDown(let x, let y):
      guard x.isFinite, y.isFinite else { return }
      pointerDown(x: Engine.sane(x), y: Engine.sane(y), time: now)
    case .pointerMove(let x, let y):
      guard x.isFinite, y.isFinite else { return }
      pointerMove(x: Engine.sane(x), y: Engine.sane(y), time: now)
    case .pointerUp(let x, let y):
      pointerUp(
        x: x.isFinite ? Engine.sane(x) : gesture.lastX,
        y: y.isFinite ? Engine.sane(y) : gesture.lastY, time: now)
    case .pointerCancel:
      pointerCancel(time: now)
    case .wheel(let dx, let dy, let precise, let flipped, let position):
      guard transition == nil else { return }
      if sheet != nil {
        // A presented sheet takes the wheel: its list scrolls.
        sheet?.screen.scroller.wheel(deltaY: dy, precise: precise, flipped: flipped, time: now)
        return
      }
      wheel(dx: dx, dy: dy, precise: precise, flipped: flipped, at: position, time: now)
    case .key(let chord):
      key(chord, time: now)
    case .fling(let velocity):
      guard velocity.isFinite else { return }
      stack[top].scroller.fling(velocity: velocity, time: now)
    case .scrollTo(let offset, let animated):
      guard offset.isFinite else { return }
      stack[top].scroller.scroll(to: offset, animated: animated, time: now)
    }
  }

  /// Pointer coordinates are kept within ±1,000,000 pt: far beyond any window, and small enough
  /// that differences and velocities of scripted extremes stay finite.
  static func sane(_ coordinate: Double) -> Double {
    min(max(coordinate, -1_000_000), 1_000_000)
  }

  // MARK: - Pointer

  private mutating func pointerDown(x: Double, y: Double, time: Double) {
    if gesture.target != .none { pointerCancel(time: time) }
    gesture = Gesture()
    gesture.startX = x
    gesture.startY = y
    gesture.lastX = x
    gesture.lastY = y
    gesture.sheetLastY = y
    if transition != nil {
      gesture.target = .ignored
      return
    }
    if sheetPointerDown(x: x, y: y, time: time) { return }
    // A touch away from an open row closes it (issue 41).
    swipePointerDown(x: x, y: y, time: time)
    if stack.count > 1 && x < Gesture.edgeWidth {
      gesture.target = .edgeSwipe
      gesture.horizontal.add(position: x, time: time)
      return
    }
    gesture.target = .scroll
    let top = stack.count - 1
    // On nested scroll views, the coordinator decides who takes it (issue 37); elsewhere the
    // screen's own scroll view takes it at once, as it always has.
    if pointerDownNested(x: x, y: y, time: time) { return }
    gesture.caughtMotion = stack[top].scroller.phase != .idle
    stack[top].scroller.touchDown(y: y, time: time)
  }

  private mutating func pointerMove(x: Double, y: Double, time: Double) {
    notePointer(x: x, y: y)
    switch gesture.target {
    case .scroll:
      stack[stack.count - 1].scroller.touchMove(y: y, time: time)
    case .nested:
      pointerMoveNested(x: x, y: y, time: time)
      if gesture.owner != nil || gesture.target != .nested { gesture.moved = true }
    case .sheet:
      sheetPointerMove(y: y, time: time)
    case .rowSwipe:
      swipePointerMove(x: x, time: time)
    case .edgeSwipe:
      gesture.horizontal.add(position: x, time: time)
      let width = device.size.width
      let progress = clamp(1 - (x - gesture.startX) / width, 0, 1)
      if transition == nil, x - gesture.startX > 2 {
        transition = NavigationTransitionState(
          from: 1, to: 0, startTime: time, duration: 0, interactive: true)
      }
      transition?.interactiveProgress = progress
    case .none, .ignored:
      break
    }
  }

  /// Records where the pointer is; past the tap slop the gesture is no longer a tap.
  private mutating func notePointer(x: Double, y: Double) {
    gesture.lastX = x
    gesture.lastY = y
    let distance = max(abs(x - gesture.startX), abs(y - gesture.startY))
    if distance > Gesture.tapSlop { gesture.moved = true }
  }

  private mutating func pointerUp(x: Double, y: Double, time: Double) {
    defer { gesture.target = .none }
    // A lift away from the last move counts as one more move.
    notePointer(x: x, y: y)
    switch gesture.target {
    case .scroll:
      let top = stack.count - 1
      stack[top].scroller.touchUp(y: y, time: time)
      pendingReleaseVelocity = stack[top].scroller.takeReleaseVelocity()
      // A touch that caught moving content only stops it, except on the status bar, whose tap
      // scrolls to the top from wherever a fling has got to.
      let onStatusBar = gesture.startY < device.statusBarHeight && y < device.statusBarHeight
      if !gesture.moved && (!gesture.caughtMotion || onStatusBar) { tap(x: x, y: y, time: time) }
    case .nested:
      pointerUpNested(x: x, y: y, time: time)
      if !gesture.moved && !gesture.caughtMotion { tap(x: x, y: y, time: time) }
    case .sheet:
      sheetPointerUp(x: x, y: y, time: time)
    case .rowSwipe:
      swipePointerUp(x: x, time: time)
    case .edgeSwipe:
      guard var swipe = transition, swipe.interactive else {
        // A touch at the edge that never moved is an ordinary tap.
        if !gesture.moved { tap(x: x, y: y, time: time) }
        return
      }
      let progress = swipe.interactiveProgress
      let velocity = gesture.horizontal.velocity(atReleaseTime: time)
      let completes = NavigationTransition.shouldCompleteInteractivePop(
        progress: 1 - progress, velocity: velocity)
      swipe.interactive = false
      swipe.from = progress
      swipe.to = completes ? 0 : 1
      swipe.startTime = time
      swipe.duration = NavigationTransition.duration * abs(swipe.to - progress)
      transition = swipe
    case .none, .ignored:
      break
    }
  }

  /// Ends a gesture without a fling or a tap (focus lost, window hidden).
  mutating func pointerCancel(time: Double) {
    switch gesture.target {
    case .scroll:
      stack[stack.count - 1].scroller.touchCancel(time: time)
    case .nested:
      pointerCancelNested(time: time)
    case .sheet:
      sheet?.cancelDrag(time: time)
    case .rowSwipe:
      swipePointerCancel(time: time)
    case .edgeSwipe:
      if var swipe = transition, swipe.interactive {
        swipe.interactive = false
        swipe.from = swipe.interactiveProgress
        swipe.to = 1
        swipe.startTime = time
        swipe.duration = NavigationTransition.duration * (1 - swipe.from)
        transition = swipe
      }
    case .none, .ignored:
      break
    }
    gesture.target = .none
  }

  // MARK: - Taps

  private mutating func tap(x: Double, y: Double, time: Double) {
    // An open menu takes the tap (its item's action, or closing it); bar items and content
    // menus open theirs (issue 41).
    if tapOpenMenu(x: x, y: y) || tapBarItem(x: x, y: y) { return }
    let top = stack.count - 1
    if y < device.statusBarHeight {
      // Tapping the status bar scrolls to the top, as on iOS.
      stack[top].scroller.scrollToTop(time: time)
      return
    }
    if stack.count > 1, x < 120, y >= device.navigationBarTop,
      y < device.navigationBarTop + NavigationBarMetrics.barHeight
    {
      pop(time: time)
      return
    }
    // The behaviours' own controls: the search field, the tab bar.
    let search = searchState
    let effects = stack[top].tapBehaviours(x: x, y: y, device: device, time: time)
    // A scope, a suggestion or Cancel changed the search: the code hears it, the rows follow.
    searchChanged(from: search, time: time)
    if let tab = effects.selectsTab { selectTab(tab, time: time) }
    if effects.tapTaken { return }
    // A swiped row's buttons, or a tap that closed or closes one (issue 41).
    if tapSwipe(x: x, y: y, time: time) { return }
    if tapContentMenu(x: x, y: y) { return }
    // A live program's Button or Toggle in the content acts in place of the row under it.
    if tapLiveAction(x: x, y: y) { return }
    // A NavigationLink in the screen's content pushes its destination.
    if tapContentLink(x: x, y: y, time: time) { return }
    if let row = row(atViewportY: y) {
      // Switches, checkmarks, buttons and text fields act in place; other rows push (or
      // present, issue 40: a button that sets `showing = true` for a `.sheet`).
      if stack[top].spec.row(row).present == nil, stack[top].tapControl(row: row, time: time) {
        stack[top].highlightedRow = nil
        return
      }
      push(fromRow: row, time: time)
    }
  }

  /// The list row under a viewport point, if the point is not covered by chrome.
  func row(atViewportY y: Double) -> Int? {
    let screen = top
    guard y >= chromeBottom else { return nil }
    let contentY = y - screen.contentOrigin
    var found: [ListRowPlacement] = []
    screen.list.visibleRows(minY: contentY, maxY: contentY + 0.001, into: &found)
    return found.first(where: { $0.frame.minY <= contentY && contentY < $0.frame.maxY })?.index
  }

  /// The first row mostly clear of the bars (Return pushes it). Below the bars there may be
  /// a section gap, a title card or the album's text, so rows are searched, not a point.
  var firstVisibleRow: Int? {
    let screen = top
    let contentTop = chromeBottom - screen.contentOrigin
    var found: [ListRowPlacement] = []
    screen.list.visibleRows(
      minY: contentTop, maxY: contentTop + device.size.height, into: &found)
    return found.first { $0.frame.maxY - contentTop >= $0.frame.height / 2 }?.index
  }

  /// The viewport y below which content is not covered by the top screen's bars.
  var chromeBottom: Double { top.chromeBottom(device: device) }

  // MARK: - Navigation

  /// Pushes the detail screen of row `index` of the top screen.
  public mutating func push(fromRow index: Int, time: Double? = nil) {
    let now = time ?? self.time
    guard transition == nil else { return }
    let from = stack.count - 1
    let row = stack[from].spec.row(index)
    // A row that presents a sheet or a cover (issue 40) presents it instead of pushing.
    if let id = row.present, let presented = stack[from].spec.destinations[id] {
      present(presented, time: now)
      return
    }
    stack[from].highlightedRow = index
    let spec =
      row.destination.flatMap { stack[from].spec.destinations[$0] }
      ?? row.push.flatMap { options.pushedScenes[$0] }
      ?? ScreenCatalog.detail(title: row.label, rowIndex: index, rows: nil)
    pushScreen(spec, time: now)
  }

  /// Pushes `spec` over the top screen with the standard animation.
  mutating func pushScreen(_ spec: ScreenSpec, time now: Double) {
    let from = stack.count - 1
    var spec = spec
    // A pushed screen without a design of its own keeps the look of the one it came from.
    if spec.design == nil { spec.design = stack[from].spec.design }
    // Inside a tab the tab bar stays (SwiftUI's TabView; UIKit's `hidesBottomBarWhenPushed`
    // is false by default).
    spec = inTab(spec, below: stack[from].spec)
    stack.append(makeState(spec, previousIsLarge: stack[from].isLarge))
    transition = NavigationTransitionState(
      from: 0, to: 1, startTime: now, duration: NavigationTransition.duration, interactive: false,
      isPush: true)
  }

  /// Pops the top screen with the standard animation.
  public mutating func pop(time: Double? = nil) {
    let now = time ?? self.time
    guard stack.count > 1, transition == nil else { return }
    transition = NavigationTransitionState(
      from: 1, to: 0, startTime: now, duration: NavigationTransition.duration, interactive: false)
  }

  /// Replaces the whole stack with the built-in screen `name` (keys 1–4).
  public mutating func switchScreen(to name: String) {
    guard let spec = ScreenCatalog.screen(named: name, rows: options.rows) else { return }
    options.screen = name
    transition = nil
    sheet = nil
    gesture = Gesture()
    tabs = TabStacks(spec)
    stack = [makeState(shownRoot(of: spec), previousIsLarge: nil)]
    statusBar.jump(hidden: statusBarHiddenTarget, style: statusBarStyle)
  }

  /// Re-lays out every screen (device or title settings changed), keeping their offsets.
  mutating func rebuildStack() {
    stack = rebuilt(stack)
    // Tabs not shown are laid out for the new device too, so they come back right.
    if var tabs {
      for index in tabs.parked.indices where !tabs.parked[index].isEmpty {
        tabs.parked[index] = rebuilt(tabs.parked[index])
      }
      self.tabs = tabs
    }
    rebuildSheet()
  }

  /// `screens` laid out again with the current options, keeping their offsets.
  private func rebuilt(_ screens: [ScreenState]) -> [ScreenState] {
    var previousIsLarge: Bool?
    var result = screens
    for index in screens.indices {
      let old = screens[index]
      // A filtered search's list comes back whole: the search does not survive a new layout.
      var state = makeState(old.searchSource ?? old.spec, previousIsLarge: previousIsLarge)
      state.scroller.scroll(to: old.offset, animated: false, time: time)
      state.keepNestedScrolls(from: old)
      result[index] = state
      previousIsLarge = state.isLarge
    }
    return result
  }

  // MARK: - Keys

  /// The phone's keys; the window's own (help, HUD, tuning panel, slow motion, screenshot,
  /// quit) are the studio's. Both look keys up in `KeyBindings`.
  private mutating func key(_ chord: KeyChord, time: Double) {
    if searchKey(chord, time: time) { return }
    // Unknown keys do nothing, like on a phone.
    guard let action = KeyBindings.action(for: chord) else { return }
    let top = stack.count - 1
    let scroller = stack[top].scroller
    let page = device.size.height - chromeBottom - 44
    switch action {
    case .toggleAppearance:
      appearance = appearance.toggled
      announce(appearance == .dark ? "Dark" : "Light")
    case .nextStatusBarMode:
      statusBarOverride = statusBarMode.next()
      announce(
        "Status bar: \(statusBarMode.rawValue.split(separator: "-").joined(separator: " "))")
    case .toggleDeceleration:
      let normal = DecelerationRate.normal.perMillisecond
      var tuning = options.tuning
      tuning.decelerationRate =
        tuning.decelerationRate == normal ? DecelerationRate.fast.perMillisecond : normal
      applyTuning(tuning)
      announce(
        tuning.decelerationRate == normal
          ? "Deceleration: normal (0.998)" : "Deceleration: fast (0.99)")
    case .screen(let index):
      switchScreen(to: ScreenCatalog.names[index])
    case .nextDevice:
      options.device = device.next()
      rebuildStack()
      requests.insert(.deviceChanged)
      announce(options.device.name)
    case .toggleTopBarStyle:
      options.topBarStyle = options.topBarStyle == .seed ? .continuous : .seed
      announce(options.topBarStyle == .seed ? "Top bar: seed (animated)" : "Top bar: continuous")
    case .rotate:
      options.landscape.toggle()
      rebuildStack()
      requests.insert(.deviceChanged)
      announce(options.landscape ? "Landscape" : "Portrait")
    case .toggleOverlay, .nextOverlayMode:
      overlayKey(action)
    case .toggleDesign:
      // iOS 18 ↔ iOS 26 (Liquid Glass).
      options.design = stack[top].design.toggled
      rebuildStack()
      announce(stack[top].design == .ios26 ? "iOS 26 (Liquid Glass)" : "iOS 18")
    case .toggleLargeTitles:
      options.prefersLargeTitles.toggle()
      rebuildStack()
      announce(options.prefersLargeTitles ? "Large titles on" : "Large titles off")
    case .nextTextSize:
      // Accessibility text sizes turn large titles off (seed 001).
      options.textSize = options.textSize.next
      rebuildStack()
      announce("Text size: \(options.textSize.label)")
    // Steps add onto a running step's target, so auto-repeat covers its full distance.
    case .lineUp: stack[top].scroller.scroll(by: -40, time: time)
    case .lineDown: stack[top].scroller.scroll(by: 40, time: time)
    case .pageUp: stack[top].scroller.scroll(by: -page, time: time)
    case .pageDown: stack[top].scroller.scroll(by: page, time: time)
    case .scrollToTop: stack[top].scroller.scroll(toEdge: 0, time: time)
    case .scrollToBottom: stack[top].scroller.scroll(toEdge: scroller.maxOffset, time: time)
    case .pushFirstRow:
      if let row = firstVisibleRow { push(fromRow: row, time: time) }
    case .pop:
      if sheet != nil {
        dismissSheet(time: time)
      } else {
        pop(time: time)
      }
    case .help, .screenshot, .saveSession, .quit, .slowMotion, .toggleHUD, .toggleTuningPanel,
      .previousKnob, .nextKnob, .decreaseKnob, .increaseKnob, .exportTuning, .closeTuningPanel:
      break  // The window's keys: the studio's (Studio+Input.swift) and the window's own.
    }
  }

  /// Puts new tuning into effect on every screen, keeping where each one is scrolled.
  public mutating func applyTuning(_ tuning: Tuning) {
    options.tuning = tuning
    rebuildStack()
  }

  /// New versions of the scenes rows push (hot reload); screens already pushed stay.
  public mutating func replacePushedScenes(_ scenes: [String: ScreenSpec]) {
    options.pushedScenes = scenes
  }

  /// Shows `spec` as the root screen (a reloaded scene file), keeping the scroll offset.
  public mutating func replaceRoot(with spec: ScreenSpec) {
    let old = stack[0]
    transition = nil
    sheet = nil
    gesture = Gesture()
    // The tab shown stays shown when the new scene has it.
    let shown = tabs?.selected
    tabs = TabStacks(spec)
    if let shown, var fresh = tabs, shown < fresh.count {
      fresh.selected = shown
      tabs = fresh
    }
    stack = [makeState(shownRoot(of: spec), previousIsLarge: nil)]
    stack[0].scroller.scroll(to: old.offset, animated: false, time: time)
    stack[0].keepNestedScrolls(from: old)
  }
}
