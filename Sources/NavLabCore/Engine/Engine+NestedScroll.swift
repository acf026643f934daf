import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel
import ScrollPhysics

/// Nested scroll views and the finger, the wheel and taps (issue 37, docs/scrolling.md): which
/// scroll view is under a point, the coordinator's decision carried out on the scrollers, and
/// the wheel routed by the pointer's position and the delta's axis.
extension ScreenState {
  /// Calls `body` with each laid-out block with scroll views that the screen's behaviours
  /// show, which block it is, its top-left corner on screen (`dx`: the screen's shift plus the
  /// side inset) and whether it scrolls with the screen (its scroll views sit in the screen's
  /// own: the card's, the free content's, the visible rows'; not the chrome's: the header's,
  /// the pinned views'), in the behaviours' order; `body` returns true to stop.
  func forEachScrollBlock(
    device: Device, dx: Double, rows: inout [ListRowPlacement],
    _ body: (ContentBlockID, LaidOutContent, Point, _ scrollsWithScreen: Bool) -> Bool
  ) {
    let context = behaviourContext(device: device)
    rows.removeAll(keepingCapacity: true)
    if rowLayoutsHaveScrollViews {
      let origin = context.contentOrigin
      list.visibleRows(minY: -origin, maxY: device.size.height - origin, into: &rows)
    }
    _ = behaviours.forEachContent(context, dx: dx, rows: rows) {
      block, content, corner, isChrome in
      guard !content.scrollViews.isEmpty else { return false }
      return body(block, content, corner, !isChrome)
    }
  }

  /// Whether any row's content has a scroll view (rows share a layout per row of the pattern).
  var rowLayoutsHaveScrollViews: Bool {
    spec.rows.indices.contains { rowLayout($0)?.scrollViews.isEmpty == false }
  }

  /// The laid-out content of `block` (nil: the screen has no such block).
  package func layout(of block: ContentBlockID) -> LaidOutContent? {
    switch block {
    case .content: contentBlock
    case .pinned: pinnedContent
    case .header: headerContent
    case .card: cardContent
    case .principal: principalContent
    case .bottomInset: behaviours.bottomInset?.content
    case .row(let index): index >= 0 && index < list.totalRows ? rowLayout(index) : nil
    }
  }

  /// The offsets of `block`'s scroll views (each one's state, or its resting offset). Content
  /// without scroll views gets a closure that captures nothing (so nothing is allocated).
  func scrollOffsets(_ block: ContentBlockID, _ content: LaidOutContent) -> (Int) -> Point {
    guard !content.scrollViews.isEmpty else { return { _ in .zero } }
    let nested = self.nested
    return { index in nested.offset(ScrollViewKey(block, index), content.scrollViews[index]) }
  }

  /// The scroll views under screen point (`x`, `y`), innermost first, and whether the screen's
  /// own scroll view is behind them. Content under the bars is covered by them.
  func scrollChain(atX x: Double, y: Double, device: Device, chromeBottom: Double)
    -> (links: [Gesture.NestedLink], scrollsWithScreen: Bool)
  {
    var rows: [ListRowPlacement] = []
    var found: (links: [Gesture.NestedLink], scrollsWithScreen: Bool) = ([], false)
    forEachScrollBlock(device: device, dx: device.sideSafeArea, rows: &rows) {
      block, content, corner, withScreen in
      if withScreen && y < chromeBottom { return false }
      let point = Point(x: x - corner.x, y: y - corner.y)
      let chain = content.scrollViewChain(at: point, scrollOffsets(block, content))
      guard !chain.isEmpty else { return false }
      found = (
        chain.map {
          Gesture.NestedLink(key: ScrollViewKey(block, $0), view: content.scrollViews[$0])
        },
        withScreen
      )
      return true
    }
    return found
  }

  /// Carries `old`'s nested scroll views over to this new layout of the same screen, each
  /// where this layout still has it.
  mutating func keepNestedScrolls(from old: ScreenState) {
    var kept = old.nested
    kept.adapt { self.layout(of: $0) }
    nested = kept
  }

  /// The configuration nested scrollers are made with: the screen's own, so they feel the same.
  var nestedConfiguration: ScrollerConfiguration { scroller.configuration }
}

extension Engine {
  // MARK: - The finger

  /// A finger down on nested scroll views: the coordinator starts, and every scroller in the
  /// chain that moves is caught where it is (a touch stops a fling at once). Returns false when
  /// there are none under the finger (the screen's own scroll view takes it, as before).
  mutating func pointerDownNested(x: Double, y: Double, time: Double) -> Bool {
    let top = stack.count - 1
    let found = stack[top].scrollChain(
      atX: x, y: y, device: device, chromeBottom: chromeBottom)
    // A list row with swipe actions is a horizontal candidate too (issue 41), inside the list.
    let swipeRow = found.links.isEmpty || found.scrollsWithScreen ? swipeableRow(atX: x, y: y) : nil
    guard !found.links.isEmpty || swipeRow != nil else { return false }
    gesture.target = .nested
    gesture.nested = found.links
    gesture.rootInChain = found.scrollsWithScreen || swipeRow != nil
    gesture.swipeRow = swipeRow
    let configuration = stack[top].nestedConfiguration
    var moving = false
    for index in gesture.nested.indices {
      let link = gesture.nested[index]
      guard let state = stack[top].nested.states[link.key], !state.isAtRest else { continue }
      moving = true
      stack[top].nested.update(link.key, link.view, configuration: configuration) { state in
        state.x?.touchDown(y: x, time: time)
        state.y?.touchDown(y: y, time: time)
      }
      gesture.nested[index].caughtX = link.view.axes.contains(.horizontal)
      gesture.nested[index].caughtY = link.view.axes.contains(.vertical)
    }
    if let swipeRow, let slot = stack[top].swipes.index(swipeRow.index),
      stack[top].swipes.rows[slot].scroller.phase != .idle
    {
      moving = true
      gesture.swipeCaught = true
      stack[top].swipes.rows[slot].withFinger { scroller, finger in
        scroller.touchDown(y: finger(x), time: time)
      }
    }
    if gesture.rootInChain, stack[top].scroller.phase != .idle {
      moving = true
      gesture.rootCaught = true
      stack[top].scroller.touchDown(y: y, time: time)
    }
    gesture.caughtMotion = moving
    var candidates = gesture.nested.enumerated().map { index, link in
      ScrollCoordinator.Candidate(
        id: index, horizontal: link.view.moves(along: .horizontal),
        vertical: link.view.moves(along: .vertical))
    }
    if swipeRow != nil {
      candidates.append(
        ScrollCoordinator.Candidate(id: Gesture.rowSwipeID, horizontal: true, vertical: false))
    }
    if gesture.rootInChain {
      candidates.append(ScrollCoordinator.Candidate(id: -1, horizontal: false, vertical: true))
    }
    gesture.coordinator.begin(candidates, x: x, y: y, time: time)
    return true
  }

  /// The finger moved over nested scroll views: before the decision, the coordinator watches;
  /// at it, the owner is given the gesture from the down on and the others are let go; after
  /// it, the owner follows the finger.
  mutating func pointerMoveNested(x: Double, y: Double, time: Double) {
    let top = stack.count - 1
    if let owner = gesture.owner {
      let link = gesture.nested[owner.link]
      stack[top].nested.update(link.key, link.view, configuration: stack[top].nestedConfiguration) {
        state in
        if owner.axes.contains(.horizontal) { state.x?.touchMove(y: x, time: time) }
        if owner.axes.contains(.vertical) { state.y?.touchMove(y: y, time: time) }
      }
      return
    }
    guard case .owner(let id, let axes) = gesture.coordinator.move(x: x, y: y, time: time) else {
      return
    }
    hand(to: id, axes: axes, time: time)
  }

  /// Carries out the coordinator's decision: every caught scroller that is not the owner's is
  /// let go (it rests or springs back where it is); the owner gets the down and every move
  /// since, so its velocity counts from the down.
  private mutating func hand(to id: Int?, axes: ScrollAxes, time: Double) {
    let top = stack.count - 1
    let configuration = stack[top].nestedConfiguration
    let samples = gesture.coordinator.samples
    for index in gesture.nested.indices {
      let link = gesture.nested[index]
      let owns = id == index
      let releaseX = link.caughtX && !(owns && axes.contains(.horizontal))
      let releaseY = link.caughtY && !(owns && axes.contains(.vertical))
      guard releaseX || releaseY else { continue }
      stack[top].nested.update(link.key, link.view, configuration: configuration) { state in
        if releaseX { state.x?.touchCancel(time: time) }
        if releaseY { state.y?.touchCancel(time: time) }
      }
    }
    if gesture.rootCaught, id != -1 { stack[top].scroller.touchCancel(time: time) }
    if gesture.swipeCaught, id != Gesture.rowSwipeID { releaseCaughtSwipe(time: time) }
    if id != Gesture.rowSwipeID {
      // Scrolling (or another scroll view) closes an open row, as a table's pan does.
      stack[top].swipes.closeAll(time: time)
    }
    if id == Gesture.rowSwipeID {
      handToRowSwipe(time: time)
      return
    }
    guard let id, let down = samples.first else {
      // Nothing moves that way: the rest of the gesture moves nothing.
      gesture.target = .ignored
      return
    }
    if id == -1 {
      // The screen's own scroll view: from here on the gesture is an ordinary one.
      if !gesture.rootCaught { stack[top].scroller.touchDown(y: down.y, time: down.time) }
      for sample in samples.dropFirst() {
        stack[top].scroller.touchMove(y: sample.y, time: sample.time)
      }
      gesture.target = .scroll
      return
    }
    let link = gesture.nested[id]
    gesture.owner = (id, axes)
    stack[top].nested.update(link.key, link.view, configuration: configuration) { state in
      if axes.contains(.horizontal) {
        if !link.caughtX { state.x?.touchDown(y: down.x, time: down.time) }
        for sample in samples.dropFirst() { state.x?.touchMove(y: sample.x, time: sample.time) }
      }
      if axes.contains(.vertical) {
        if !link.caughtY { state.y?.touchDown(y: down.y, time: down.time) }
        for sample in samples.dropFirst() { state.y?.touchMove(y: sample.y, time: sample.time) }
      }
    }
  }

  /// The finger lifted from nested scroll views: the owner is released (its momentum,
  /// target or bounce), or, undecided, the caught scrollers are let go; returns whether the
  /// lift may be a tap (nothing was decided and nothing was caught moving).
  mutating func pointerUpNested(x: Double, y: Double, time: Double) {
    let top = stack.count - 1
    let configuration = stack[top].nestedConfiguration
    if let owner = gesture.owner {
      let link = gesture.nested[owner.link]
      stack[top].nested.update(link.key, link.view, configuration: configuration) { state in
        if owner.axes.contains(.horizontal) { state.x?.touchUp(y: x, time: time) }
        if owner.axes.contains(.vertical) { state.y?.touchUp(y: y, time: time) }
      }
    } else {
      // Undecided: the caught ones rest where the touch stopped them.
      for link in gesture.nested where link.caughtX || link.caughtY {
        stack[top].nested.update(link.key, link.view, configuration: configuration) { state in
          if link.caughtX { state.x?.touchUp(y: x, time: time) }
          if link.caughtY { state.y?.touchUp(y: y, time: time) }
        }
      }
      if gesture.rootCaught {
        stack[top].scroller.touchUp(y: y, time: time)
        pendingReleaseVelocity = stack[top].scroller.takeReleaseVelocity()
      }
      if gesture.swipeCaught { releaseCaughtSwipe(time: time) }
    }
  }

  /// A row's swipe caught at the down that did not take the gesture rests where its release
  /// without velocity takes it.
  private mutating func releaseCaughtSwipe(time: Double) {
    let top = stack.count - 1
    guard let row = gesture.swipeRow?.index, let slot = stack[top].swipes.index(row) else {
      return
    }
    stack[top].swipes.rows[slot].scroller.touchCancel(time: time)
  }

  /// The system took the pointer away: every scroller the gesture holds is let go.
  mutating func pointerCancelNested(time: Double) {
    let top = stack.count - 1
    let configuration = stack[top].nestedConfiguration
    for (index, link) in gesture.nested.enumerated() {
      let owns = gesture.owner?.link == index
      let x = link.caughtX || (owns && gesture.owner!.axes.contains(.horizontal))
      let y = link.caughtY || (owns && gesture.owner!.axes.contains(.vertical))
      guard x || y else { continue }
      stack[top].nested.update(link.key, link.view, configuration: configuration) { state in
        if x { state.x?.touchCancel(time: time) }
        if y { state.y?.touchCancel(time: time) }
      }
    }
    if gesture.rootCaught { stack[top].scroller.touchCancel(time: time) }
    if gesture.swipeCaught { releaseCaughtSwipe(time: time) }
  }

  // MARK: - The wheel

  /// A wheel or trackpad event: at a position over nested scroll views, the innermost that
  /// moves along the delta's main axis takes it (a stream of precise deltas stays with the
  /// scroll view it began on); elsewhere, or without a position, the screen's own takes `dy`.
  mutating func wheel(
    dx: Double, dy: Double, precise: Bool, flipped: Bool, at position: Point?, time: Double
  ) {
    let top = stack.count - 1
    guard dx.isFinite, dy.isFinite else { return }
    var target: (key: ScrollViewKey, view: LaidOutScrollView, axis: Axis)?
    if let lock = gesture.wheelLock, precise,
      time - lock.time <= stack[top].scroller.configuration.wheelCoastMaximumDelay
    {
      target = lock.target
    } else if let position, position.x.isFinite, position.y.isFinite, dx != 0 || dy != 0 {
      let found = stack[top].scrollChain(
        atX: position.x, y: position.y, device: device, chromeBottom: chromeBottom)
      var candidates = found.links.enumerated().map { index, link in
        ScrollCoordinator.Candidate(
          id: index, horizontal: link.view.moves(along: .horizontal),
          vertical: link.view.moves(along: .vertical))
      }
      if found.scrollsWithScreen || found.links.isEmpty {
        candidates.append(ScrollCoordinator.Candidate(id: -1, horizontal: false, vertical: true))
      }
      if case .owner(let id?, let axes) = ScrollCoordinator.decide(candidates, dx: dx, dy: dy),
        id >= 0
      {
        let link = found.links[id]
        target = (link.key, link.view, axes == .horizontal ? .horizontal : .vertical)
      }
    }
    gesture.wheelLock = precise ? (target, time) : nil
    guard let target else {
      stack[top].scroller.wheel(deltaY: dy, precise: precise, flipped: flipped, time: time)
      return
    }
    stack[top].nested.update(
      target.key, target.view, configuration: stack[top].nestedConfiguration
    ) { state in
      // The scroller's wheel moves the content down for positive units: dy as it is, dx
      // (positive: towards the trailing end) turned round.
      let delta = target.axis == .horizontal ? -dx : dy
      state.withScroller(target.axis) {
        $0.wheel(deltaY: delta, precise: precise, flipped: flipped, time: time)
      }
    }
  }

  // MARK: - Reading

  /// The nested scroll view the finger drives, for the HUD: its key and axes; nil when none.
  public var fingerScrollView: (key: ScrollViewKey, axes: ScrollAxes)? {
    guard gesture.target == .nested, let owner = gesture.owner else { return nil }
    return (gesture.nested[owner.link].key, owner.axes)
  }

  /// Whether the finger is down on nested scroll views and the coordinator has not decided.
  public var fingerUndecided: Bool { gesture.target == .nested && gesture.owner == nil }

  /// What the finger drives, as the HUD says it: `list` (the screen's own scroll view), a
  /// nested scroll view's name or key and axis (`shelf1 x`), `deciding` within the slop,
  /// `back swipe`; nil when no finger is down.
  public var fingerLabel: String? {
    switch gesture.target {
    case .none: return nil
    case .scroll: return "list y"
    case .edgeSwipe: return "back swipe"
    case .rowSwipe: return "row\(gesture.swipeRow?.index ?? 0) swipe"
    case .ignored: return "nothing"
    case .sheet:
      if gesture.sheetOutside { return "outside sheet" }
      return gesture.sheetListLast ? "sheet list y" : "sheet"
    case .nested:
      guard let owner = gesture.owner else { return "deciding" }
      let link = gesture.nested[owner.link]
      let axis = owner.axes == .both ? "xy" : owner.axes == .horizontal ? "x" : "y"
      return (link.view.name ?? link.key.description) + " " + axis
    }
  }
}

extension FramePainter {
  /// Paints `content`, block `block` of a screen whose nested scroll views are `scrolls`, with
  /// its scroll views at their offsets, culled to the screen (`place`'s bounds); transitions
  /// outside any scroll view take their phase from the region the screen's own scroll view
  /// shows (below `chromeBottom`).
  static func paintBlock(
    _ content: LaidOutContent, _ block: ContentBlockID, scrolls: NestedScrolls,
    chromeBottom: Double, at origin: Point, opacity: Double, _ place: Placement,
    into list: inout DisplayList
  ) {
    let bounds = place.device.bounds.offsetBy(dx: place.dx)
    guard !content.scrollViews.isEmpty || !content.transitions.isEmpty else {
      paintContent(content, at: origin, opacity: opacity, theme: place.theme, into: &list)
      return
    }
    let shown = Rect(
      x: bounds.minX, y: chromeBottom, width: bounds.width,
      height: max(0, bounds.maxY - chromeBottom))
    paintContent(
      content, at: origin, opacity: opacity, theme: place.theme, visible: bounds,
      rootVisible: shown,
      scroll: BlockScrollViews(scrolls: scrolls, block: block, content: content),
      into: &list)
  }
}

extension Engine {
  /// The top screen's named nested scroll views for a live program: geometry as SwiftUI's
  /// `ScrollGeometry` has it, the viewport on screen, and the phase (`tracking` while the
  /// finger is down on it undecided).
  func liveScrollViews() -> [LiveScrollView] {
    let device = self.device
    let touched = gesture.target == .nested && gesture.owner == nil ? gesture.nested : []
    return inPlace(stack.count - 1) { $0.liveScrollViews(device: device, touched: touched) }
  }
}

extension ScreenState {
  /// This screen's named nested scroll views (``Engine/liveScrollViews()``); `touched`: the
  /// scroll views under a finger that has not decided yet.
  fileprivate func liveScrollViews(device: Device, touched: [Gesture.NestedLink])
    -> [LiveScrollView]
  {
    let screen = self
    var rows: [ListRowPlacement] = []
    var found: [LiveScrollView] = []
    screen.forEachScrollBlock(device: device, dx: device.sideSafeArea, rows: &rows) {
      block, content, corner, _ in
      let offsets = screen.scrollOffsets(block, content)
      for (index, view) in content.scrollViews.enumerated() {
        guard let name = view.name, !found.contains(where: { $0.name == name }) else { continue }
        let key = ScrollViewKey(block, index)
        let offset = offsets(index)
        let margins = view.margins
        let phase: LiveScrollPhase
        switch screen.nested.states[key]?.phase ?? .idle {
        case .idle: phase = touched.contains { $0.key == key } ? .tracking : .idle
        case .dragging: phase = .interacting
        case .decelerating, .bouncing: phase = .decelerating
        case .animating: phase = .animating
        }
        found.append(
          LiveScrollView(
            name: name,
            geometry: LiveScrollGeometry(
              contentOffset: Point(x: offset.x - margins.leading, y: offset.y - margins.top),
              contentInsets: margins,
              contentSize: Size(
                width: view.contentSize.width - margins.leading - margins.trailing,
                height: view.contentSize.height - margins.top - margins.bottom),
              containerSize: view.frame.size),
            frame: content.viewport(of: index, offsets).offsetBy(dx: corner.x, dy: corner.y),
            phase: phase))
      }
      return false
    }
    return found
  }
}

extension Engine {
  /// Scrolls the top screen's nested scroll view named `name` so the view named `id` (an
  /// `"id"` modifier inside it) shows (`ScrollViewReader.scrollTo(_:anchor:)`,
  /// `.scrollPosition(id:)`): with an `anchor`, that point of the view goes to the same point
  /// of the viewport; without one, the least scroll that shows the view whole (Apple docs).
  /// Returns false when there is no such scroll view or view on screen.
  @discardableResult
  public mutating func scroll(
    named name: String, toID id: String, anchor: Alignment? = nil, animated: Bool,
    time: Double? = nil
  ) -> Bool {
    let now = time ?? self.time
    let top = stack.count - 1
    let screen = stack[top]
    var rows: [ListRowPlacement] = []
    var found: (key: ScrollViewKey, view: LaidOutScrollView, target: Point)?
    screen.forEachScrollBlock(device: device, dx: device.sideSafeArea, rows: &rows) {
      block, content, _, _ in
      guard let index = content.scrollViews.firstIndex(where: { $0.name == name }) else {
        return false
      }
      let view = content.scrollViews[index]
      let element = content.elements[view.elements].first {
        if case .anchor(let anchor) = $0.drawing { return anchor.kind == .id && anchor.name == id }
        return false
      }
      guard let frame = element?.frame else { return false }
      // The view's frame and the viewport are both laid out at offset 0 (the scroll views
      // around this one move both alike).
      let moved = frame
      let current = screen.scrollOffsets(block, content)(index)
      func target(
        _ start: Double, _ length: Double, _ viewStart: Double, _ viewLength: Double,
        _ offset: Double, _ unit: Double?
      ) -> Double {
        if let unit { return start + length * unit - (viewStart + viewLength * unit) }
        // The least scroll that shows it whole.
        if start - offset < viewStart { return start - viewStart }
        if start + length - offset > viewStart + viewLength {
          return start + length - (viewStart + viewLength)
        }
        return offset
      }
      let point = Point(
        x: target(
          moved.minX, moved.width, view.frame.minX, view.frame.width, current.x,
          anchor?.horizontal.fraction),
        y: target(
          moved.minY, moved.height, view.frame.minY, view.frame.height, current.y,
          anchor?.vertical.fraction))
      found = (ScrollViewKey(block, index), view, point)
      return true
    }
    guard let found else { return false }
    stack[top].nested.update(
      found.key, found.view, configuration: stack[top].nestedConfiguration
    ) { state in
      state.x?.scroll(to: found.target.x, animated: animated, time: now)
      state.y?.scroll(to: found.target.y, animated: animated, time: now)
    }
    return true
  }
}

extension Engine {
  /// Carries out a live answer's `scrollTo`s on the top screen (`proxy.scrollTo`,
  /// `.scrollPosition(id:)`), in order; one naming a scroll view or view that is not on screen
  /// is left out with a warning. Returns whether any moved or started moving.
  mutating func scrollLive(_ scrolls: [LiveScrollTo], at now: Double) -> Bool {
    var moved = false
    for item in scrolls {
      if scroll(
        named: item.scrollView, toID: item.id, anchor: item.anchor, animated: item.animated,
        time: now)
      {
        moved = true
      } else {
        live.warnings.append(
          "navlab: the live program scrolls \"\(Quoted.cut(item.scrollView))\" to \"\(Quoted.cut(item.id))\", which the screen does not show; nothing moved"
        )
      }
    }
    return moved
  }
}
