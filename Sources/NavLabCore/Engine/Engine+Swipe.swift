import NavGeometry
import ScreenModel
import ScrollPhysics

/// Swipe actions (issue 41; docs/chrome.md "Swipe actions"): a list row with actions is a
/// horizontal candidate of the scroll coordinator, between the row's own scroll views and the
/// list, so the coordinator's slop and axis lock decide between a row swipe and scrolling the
/// list; a tap on a revealed button runs it; a touch elsewhere closes the open row.
extension Engine {
  /// The top screen's list row under screen point (`x`, `y`) that has swipe actions, and its
  /// frame on screen; nil when there is none (or chrome covers the point).
  func swipeableRow(atX x: Double, y: Double) -> (index: Int, frame: Rect)? {
    let screen = top
    guard let index = row(atViewportY: y), !screen.spec.row(index).swipeActions.isEmpty,
      let frame = rowFrame(index)
    else { return nil }
    // A row sliding away for its destructive action is no longer the finger's.
    if let swipe = screen.swipes.swipe(index), swipe.ending != .none { return nil }
    return frame.minX <= x && x < frame.maxX ? (index, frame) : nil
  }

  /// Row `index` of the top screen on screen now, if it is laid out near the viewport.
  func rowFrame(_ index: Int) -> Rect? {
    let screen = top
    let origin = screen.contentOrigin
    var found: [ListRowPlacement] = []
    screen.list.visibleRows(minY: -origin, maxY: device.size.height - origin, into: &found)
    guard let placement = found.first(where: { $0.index == index }) else { return nil }
    return placement.frame.offsetBy(dx: device.sideSafeArea, dy: origin)
  }

  /// A finger down: every moved row but the one under it closes (only one row is open at a
  /// time, and a touch elsewhere closes it); its lift is then no tap.
  mutating func swipePointerDown(x: Double, y: Double, time: Double) {
    let topIndex = stack.count - 1
    guard !stack[topIndex].swipes.rows.isEmpty else { return }
    let under = swipeableRow(atX: x, y: y)?.index
    if stack[topIndex].swipes.rows.contains(where: { $0.row != under && !$0.isClosed }) {
      gesture.closedSwipe = true
    }
    stack[topIndex].swipes.closeAll(except: under, time: time)
  }

  /// The coordinator gave the gesture to the row: its swipe starts from the down, moving away
  /// from the edge the drag heads for (or the one it already shows), and takes every move so
  /// far. A row without actions on that side does not move.
  mutating func handToRowSwipe(time: Double) {
    let topIndex = stack.count - 1
    guard let (index, frame) = gesture.swipeRow, let down = gesture.coordinator.samples.first,
      let last = gesture.coordinator.samples.last
    else {
      gesture.target = .ignored
      return
    }
    let row = stack[topIndex].spec.row(index)
    let existing = stack[topIndex].swipes.swipe(index)
    let edge: SwipeEdge =
      existing.map { $0.edge } ?? (last.x - down.x < 0 ? .trailing : .leading)
    guard let actions = row.swipeActions(edge) else {
      gesture.target = .ignored
      return
    }
    // Another row open closes as this one opens.
    stack[topIndex].swipes.closeAll(except: index, time: time)
    if existing == nil {
      stack[topIndex].swipes.rows.append(
        RowSwipe(
          row: index, edge: edge, actions: actions, width: frame.width,
          configuration: stack[topIndex].scroller.configuration))
    }
    guard let slot = stack[topIndex].swipes.index(index) else { return }
    stack[topIndex].swipes.rows[slot].restOpenOrClosed()
    let samples = gesture.coordinator.samples
    let caught = gesture.swipeCaught
    stack[topIndex].swipes.rows[slot].withFinger { scroller, finger in
      if !caught { scroller.touchDown(y: finger(down.x), time: down.time) }
      for sample in samples.dropFirst() {
        scroller.touchMove(y: finger(sample.x), time: sample.time)
      }
    }
    gesture.target = .rowSwipe
    noteFullSwipe(x: last.x)
  }

  /// The finger moved with the row.
  mutating func swipePointerMove(x: Double, time: Double) {
    let topIndex = stack.count - 1
    guard let (index, _) = gesture.swipeRow, let slot = stack[topIndex].swipes.index(index) else {
      return
    }
    stack[topIndex].swipes.rows[slot].withFinger { scroller, finger in
      scroller.touchMove(y: finger(x), time: time)
    }
    noteFullSwipe(x: x)
  }

  /// Whether the swipe is now a full one (past W − 30 pt, or the finger past 80 % of the row;
  /// `SwipeActionsLayout`), when the row's actions allow it.
  private mutating func noteFullSwipe(x: Double) {
    let topIndex = stack.count - 1
    guard let (index, frame) = gesture.swipeRow, let slot = stack[topIndex].swipes.index(index)
    else { return }
    let swipe = stack[topIndex].swipes.rows[slot]
    guard stack[topIndex].spec.row(index).swipeActions(swipe.edge)?.allowsFullSwipe == true else {
      return
    }
    let fromEdge = swipe.edge == .trailing ? frame.maxX - x : x - frame.minX
    stack[topIndex].swipes.rows[slot].isFullSwipe = swipe.layout.isFullSwipe(
      revealed: swipe.revealed, fingerFromEdge: fromEdge)
  }

  /// The finger lifted from the row: a full swipe runs the first action; any other release
  /// comes to rest open or closed, whichever its projected rest point is nearer (the scroll
  /// targets' rule), with the critically damped settle.
  mutating func swipePointerUp(x: Double, time: Double) {
    let topIndex = stack.count - 1
    guard let (index, _) = gesture.swipeRow, let slot = stack[topIndex].swipes.index(index) else {
      return
    }
    if stack[topIndex].swipes.rows[slot].isFullSwipe {
      runSwipeAction(row: index, action: 0, lift: x, time: time)
      return
    }
    stack[topIndex].swipes.rows[slot].withFinger { scroller, finger in
      scroller.touchUp(y: finger(x), time: time)
    }
  }

  /// The system took the pointer: the row rests where its release without velocity takes it.
  mutating func swipePointerCancel(time: Double) {
    let topIndex = stack.count - 1
    guard let (index, _) = gesture.swipeRow, let slot = stack[topIndex].swipes.index(index) else {
      return
    }
    stack[topIndex].swipes.rows[slot].isFullSwipe = false
    stack[topIndex].swipes.rows[slot].scroller.touchCancel(time: time)
  }

  /// A tap at (`x`, `y`) on a moved row: on a revealed button it runs that action, elsewhere
  /// on the row it closes it; a tap whose down closed a row elsewhere does nothing more.
  /// Returns whether the tap was taken.
  mutating func tapSwipe(x: Double, y: Double, time: Double) -> Bool {
    let topIndex = stack.count - 1
    guard let (index, frame) = swipeableRow(atX: x, y: y),
      let slot = stack[topIndex].swipes.index(index), !stack[topIndex].swipes.rows[slot].isClosed
    else { return gesture.closedSwipe && row(atViewportY: y) != nil }
    let swipe = stack[topIndex].swipes.rows[slot]
    let fromEdge = swipe.edge == .trailing ? frame.maxX - x : x - frame.minX
    for action in 0..<swipe.layout.count {
      let place = swipe.layout.slot(action, revealed: swipe.revealed, fullSwipe: false)
      if fromEdge >= place.start, fromEdge < place.start + place.width {
        runSwipeAction(row: index, action: action, lift: nil, time: time)
        return true
      }
    }
    stack[topIndex].swipes.closeAll(time: time)
    return true
  }

  /// Runs action `action` of the swiped row `row` (a full swipe's release at `lift`, or a tap
  /// on its button): a destructive one slides the row away first and runs when it is gone
  /// (SwipeCellKit's fill, `destructiveAfterFill`); any other runs now and the row closes.
  private mutating func runSwipeAction(row: Int, action: Int, lift: Double?, time: Double) {
    let topIndex = stack.count - 1
    guard let slot = stack[topIndex].swipes.index(row),
      let actions = stack[topIndex].spec.row(row).swipeActions(
        stack[topIndex].swipes.rows[slot].edge),
      action < actions.actions.count
    else { return }
    let destructive = actions.actions[action].role == .destructive
    let width = stack[topIndex].swipes.rows[slot].layout.rowWidth
    if destructive {
      stack[topIndex].swipes.rows[slot].ending = .runAfterSlide(action)
    } else {
      fireSwipeAction(actions.actions[action], row: row)
    }
    guard let slot = stack[topIndex].swipes.index(row) else { return }
    let target = destructive ? width : 0
    stack[topIndex].swipes.rows[slot].withFinger { scroller, finger in
      // Room to slide the whole row away, then the release (or the tap) settles there.
      scroller.setContentHeight(2 * width)
      scroller.targets = .positions([target], pageLimit: nil)
      if let lift {
        scroller.touchUp(y: finger(lift), time: time)
      } else {
        scroller.settle(to: target, time: time)
      }
    }
  }

  /// What an action does: the live program's `Button` action when it has one (the code
  /// removes the row itself: `messages.remove(at:)`), else a destructive action removes the
  /// row in the engine (a scene file's rows have no code).
  private mutating func fireSwipeAction(_ action: SwipeAction, row: Int) {
    if let name = action.action, options.liveProgramReference != nil {
      noteLive(.tap(name))
      return
    }
    if action.role == .destructive { removeRow(row) }
  }

  /// Runs the actions of rows that have slid away (called each frame, before the live program
  /// hears of the frame): a live program's action is told, and the row closes again unless its
  /// answer removes it; a scene file's row is removed.
  mutating func finishSwipes() {
    let topIndex = stack.count - 1
    guard
      let slot = stack[topIndex].swipes.rows.firstIndex(where: {
        $0.ending != .none && $0.scroller.phase == .idle
      })
    else { return }
    let swipe = stack[topIndex].swipes.rows[slot]
    guard case .runAfterSlide(let index) = swipe.ending,
      let actions = stack[topIndex].spec.row(swipe.row).swipeActions(swipe.edge),
      index < actions.actions.count
    else {
      stack[topIndex].swipes.rows[slot].ending = .none
      return
    }
    stack[topIndex].swipes.rows[slot].ending = .none
    stack[topIndex].swipes.rows[slot].isFullSwipe = false
    stack[topIndex].swipes.rows[slot].restOpenOrClosed()
    stack[topIndex].swipes.rows[slot].scroller.settle(to: 0, time: time)
    fireSwipeAction(actions.actions[index], row: swipe.row)
  }

  /// Removes row `index` from the top screen's list (a scene file's destructive swipe
  /// action): laid out again without it, keeping the scroll position and what the user did.
  mutating func removeRow(_ index: Int) {
    let topIndex = stack.count - 1
    let old = stack[topIndex]
    guard let spec = old.spec.removingRow(index) else {
      announce("A list of \(old.spec.rowCount) repeated rows keeps its rows")
      return
    }
    var state = makeState(spec, previousIsLarge: topIndex > 0 ? stack[topIndex - 1].isLarge : nil)
    state.takeOver(from: old)
    state.toggles = [:]
    for (row, toggle) in old.toggles where row != index {
      state.toggles[row > index ? row - 1 : row] = toggle
    }
    state.highlightedRow = nil
    stack[topIndex] = state
  }
}

extension RowSwipe {
  /// Gives `body` the row's scroller and the finger's coordinate along it: its x for trailing
  /// actions (the content moves left as x falls), −x for leading ones.
  mutating func withFinger(_ body: (inout Scroller, (Double) -> Double) -> Void) {
    let sign = edge == .trailing ? 1.0 : -1.0
    body(&scroller) { sign * $0 }
  }
}
