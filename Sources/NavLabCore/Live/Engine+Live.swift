import ContentLayout
import NavGeometry
import ScreenModel

extension Engine {
  /// At most this many requests a frame: a scene that comes back is laid out and reported
  /// again for the same time, so a geometry reader's content settles within the frame (as
  /// SwiftUI lays out again after a preference or geometry change), with a bound.
  public static let liveRoundsPerFrame = 3

  /// The live program's state, queue and failure (empty without a program).
  public var liveSession: LiveSession { live }

  /// Why the live program stopped, one line; nil while it runs (or without one).
  public var liveFailure: String? { live.failure }

  /// Warnings the program sent since the last call, oldest first (the app prints them).
  public mutating func takeLiveWarnings() -> [String] {
    guard !live.warnings.isEmpty else { return [] }
    defer { live.warnings.removeAll() }
    return live.warnings
  }

  /// Takes a response the program gave before the engine existed (the first scene's, at
  /// time 0): its state, warnings and animation flag. The scene is the options' own.
  public mutating func startLive(with response: LiveResponse) {
    live.take(response)
  }

  /// Runs `program` from now on in place of the current one (the file was saved and the
  /// importer started again): `scene`, its first answer's, is swapped in keeping the scroll
  /// position and the stack; the state keeps its names' order (the trace's columns), and the
  /// next frame tells the new program everything.
  public mutating func restartLive(
    with program: any LiveProgram, scene: ScreenSpec, response: LiveResponse
  ) {
    options.liveProgram = program
    live.failure = nil
    live.lastRequest = nil
    live.inFlight = nil
    live.waitingSince = nil
    live.restarting = false
    live.unknownNodes.removeAll()
    live.take(response)
    replaceLiveRoot(with: scene)
  }

  /// Moves the blocks an answer animates to `now`, then asks the live program about this
  /// frame and takes what it answers (see ``LiveProgram``): an answer that moves a block again
  /// starts from what shows at `now`. Called by `advance` once the screens have moved to `now`.
  mutating func runLiveProgram(at now: Double) {
    for index in stack.indices where stack[index].isAnimatingBlocks {
      stack[index].advanceBlockAnimations(to: now)
    }
    exchangeWithLiveProgram(at: now)
  }

  /// This frame's requests and answers: at most ``liveRoundsPerFrame``, and another only
  /// when an answer changed the layout.
  private mutating func exchangeWithLiveProgram(at now: Double) {
    guard let program = options.liveProgramReference?.program, live.failure == nil else { return }
    if let wait = live.answerWait, let program = program as? any AsynchronousLiveProgram {
      return runLiveProgramAsynchronously(program, at: now, wait: wait)
    }
    for round in 0..<Engine.liveRoundsPerFrame {
      var request = liveRequest(time: now)
      if round == 0 {
        request.events = live.pendingEvents
        live.pendingEvents.removeAll()
      }
      // Nothing new to say: no request, unless an animation runs (its next step is due) in
      // the frame's first round. This depends only on the engine's state, never on the wall.
      if live.isRedundant(request), round > 0 || !live.animating {
        live.recycle(&request)
        return
      }
      live.sent(request)
      let response: LiveResponse
      do {
        response = try program.frame(request)
      } catch {
        live.failure = error.message
        return
      }
      // An answer that changes nothing ends the frame's exchange.
      guard takeLiveResponse(response, at: now) else { return }
    }
  }

  /// Takes one answer at `now`: its state, warnings and flags, then its scene and its patches
  /// (issue 38). Returns whether what is laid out changed (the frame reports it again); an
  /// answer with nothing new costs nothing more than reading it.
  mutating func takeLiveResponse(_ response: LiveResponse, at now: Double) -> Bool {
    live.take(response)
    var changed = false
    if let scene = response.scene {
      replaceLiveRoot(with: scene, at: now, changes: .scene(response.transaction))
      changed = true
    }
    if !response.patches.isEmpty, applyLivePatches(response, at: now) {
      live.patchedCount += 1
      changed = true
    }
    // `scrollTo`s move the new layout's scroll views (issue 37): reported in the next round.
    if !response.scrollTo.isEmpty, scrollLive(response.scrollTo, at: now) { changed = true }
    return changed
  }

  /// Applies `response`'s patches to the root's scene (and its inline scenes), then shows the
  /// screens whose trees changed; returns false when every patch equals what is shown (then
  /// nothing was copied or laid out).
  private mutating func applyLivePatches(_ response: LiveResponse, at now: Double) -> Bool {
    var scene = live.scene ?? options.scene ?? stack[0].spec
    var changes: [(slot: ScreenSpec.PatchedSlot, transaction: LiveTransaction?)] = []
    if live.slotNames == nil { live.slotNames = scene.nodeNamesBySlot() }
    for patch in response.patches {
      let names = live.slotNames ?? [:]
      let result = scene.apply(patch) { names[$0]?.contains(patch.node) ?? false }
      if case .changed(let slots) = result {
        // The patched trees now hold the names the patch's content has too (names it took
        // away are kept: a tree is then searched in vain, never skipped wrongly).
        let added = patch.content.nodeNames()
        if !added.isEmpty {
          for slot in slots where slot.screen == nil {
            live.slotNames?[slot.slot, default: []].formUnion(added)
          }
        }
      }
      switch result {
      case .unchanged:
        continue
      case .notFound:
        // Once per name: a program that keeps sending it is not a line a frame.
        guard live.unknownNodes.insert(patch.node).inserted else { continue }
        live.warnings.append(
          "navlab: the live program's answer patches the node \"\(Quoted.cut(patch.node))\", which no screen shown has; it is left out (name the view with \"node\" in a scene first)"
        )
      case .changed(let slots):
        for slot in slots where !changes.contains(where: { $0.slot == slot }) {
          changes.append((slot, patch.transaction ?? response.transaction))
        }
      }
    }
    guard !changes.isEmpty else { return false }
    replaceLiveRoot(with: scene, at: now, changes: .slots(changes))
    return true
  }

  /// Shows `spec` as the root screen without losing anything the user did: the scroller
  /// (offset and momentum) carries on under the new content height, the chrome's animations,
  /// refresh, search, tab and switch states stay, and screens pushed above it stay.
  public mutating func replaceLiveRoot(with spec: ScreenSpec, at now: Double? = nil) {
    replaceLiveRoot(with: spec, at: now ?? time, changes: .scene(nil))
  }

  /// What changed in a live answer, and how it animates.
  enum LiveChanges {
    /// A whole scene: every block may have changed, each moves under this transaction.
    case scene(LiveTransaction?)
    /// Patches: only these blocks (of the root, `screen` nil, or of the pushed screen with
    /// that `screenID`) changed.
    case slots([(slot: ScreenSpec.PatchedSlot, transaction: LiveTransaction?)])

    func touches(screen: String?) -> Bool {
      switch self {
      case .scene: true
      case .slots(let slots): slots.contains { $0.slot.screen == screen }
      }
    }

    func transaction(screen: String?, slot: ContentSlot) -> LiveTransaction? {
      switch self {
      case .scene(let transaction): transaction
      case .slots(let slots):
        slots.first { $0.slot == ScreenSpec.PatchedSlot(screen: screen, slot: slot) }?.transaction
          ?? nil
      }
    }
  }

  /// Shows `spec` as the root (see the public variant); screens `changes` does not touch stay
  /// as they are, and of the others only the blocks whose trees changed are laid out again.
  mutating func replaceLiveRoot(with spec: ScreenSpec, at now: Double, changes: LiveChanges) {
    live.scene = spec
    // Patches keep the names of the trees they change; a whole scene's are read again.
    if case .scene = changes { live.slotNames = nil }
    // A tab bar's answer reaches every tab (the shown one now, the others when they show), and
    // a new selection asked by the code is followed.
    if tabs != nil || spec.tabBar != nil { takeTabContainer(spec, at: now) }
    let root = shownRoot(of: spec)
    if changes.touches(screen: nil) {
      let old = stack[0]
      var state = makeState(root, previousIsLarge: nil, reusing: old)
      state.takeOver(from: old)
      state.animateBlocks(from: old, at: now) { changes.transaction(screen: nil, slot: $0) }
      stack[0] = state
      // A scene file's search filters the new rows too (the code's own search filters itself).
      if stack[0].behaviours.search?.text.isEmpty == false {
        filterRows(of: 0, time: now, scrollsToTop: false)
      }
    } else {
      // Only an inline scene changed: the root keeps its layout, and pushes it again later.
      stack[0].spec.destinations = root.destinations
    }
    // Pushed screens the answer also carries (its inline destinations, by `screenID`) follow
    // it too: state a pushed view changes shows there (seed 002's status bar).
    for index in stack.indices.dropFirst() {
      guard let id = stack[index].spec.screenID, let pushed = root.destination(id) else {
        continue
      }
      guard changes.touches(screen: id) else {
        stack[index].spec.destinations = pushed.destinations
        continue
      }
      let old = stack[index]
      var next = makeState(
        inTab(pushed, below: stack[index - 1].spec), previousIsLarge: stack[index - 1].isLarge,
        reusing: old)
      next.takeOver(from: old)
      next.animateBlocks(from: old, at: now) { changes.transaction(screen: id, slot: $0) }
      stack[index] = next
    }
    // The sheet the answer presents (a `.sheet` whose state is true), or none.
    followPresented(spec, time: now)
    // The chrome follows the new layout at once (a taller header, a new title), as the next
    // frame would, but within this one.
    if stack.count == 1 || (stack.count == 2 && transition != nil) {
      stack[0].updateChrome(device: device, topBarStyle: options.topBarStyle, time: now)
    }
  }

  /// Queues a tap on a live action under (`x`, `y`), if there is one; returns whether the tap
  /// was taken (a control in the content acts in place, as a `Button` does).
  mutating func tapLiveAction(x: Double, y: Double) -> Bool {
    guard options.liveProgramReference != nil, live.failure == nil else { return false }
    guard let event = liveAction(atX: x, y: y) else { return false }
    live.pendingEvents.append(event)
    return true
  }

  /// Queues `appear`/`disappear` for a screen with a `screenID` (a push or pop finished).
  mutating func noteLiveScreen(_ spec: ScreenSpec, appeared: Bool) {
    guard options.liveProgramReference != nil, let id = spec.screenID else { return }
    live.pendingEvents.append(appeared ? .appear(id) : .disappear(id))
  }

  // MARK: - The request

  /// This frame's request (without events): the top screen's scroll view and the frames of
  /// the named nodes on the screens shown.
  mutating func liveRequest(time: Double) -> LiveRequest {
    var request = LiveRequest(time: time, scroll: liveScrollGeometry())
    request.scrollViews = liveScrollViews()
    // The row and frame buffers are moved out and back, not copied (a copy would be copied on
    // write): a request costs no allocation once they have grown.
    var rows: [ListRowPlacement] = []
    swap(&rows, &live.rowBuffer)
    var frames: [LiveFrame] = []
    swap(&frames, &live.spareFrames)
    frames.removeAll(keepingCapacity: true)
    forEachLiveContent(rows: &rows) { screen, block, content, origin, _ in
      // Inside nested scroll views, frames are where their scroll views have moved them.
      content.forEachAnchor(.id, screen.scrollOffsets(block, content)) { anchor, frame in
        guard !frames.contains(where: { $0.id == anchor.name }) else { return }
        frames.append(
          LiveFrame(id: anchor.name, frame: frame.offsetBy(dx: origin.x, dy: origin.y)))
      }
      return false
    }
    swap(&rows, &live.rowBuffer)
    request.frames = frames
    let device = self.device
    inPlace(stack.count - 1) {
      $0.behaviours.reportLive(&request, $0.behaviourContext(device: device, time: time))
    }
    return request
  }

  /// The top screen's scroll view as UIKit names it: it fills the screen under the bars
  /// (under a collapsing top bar it starts at the bar's bottom, as seed 003's ScrollView sits
  /// below its top view in a VStack); content y = 0 rests at the top inset.
  func liveScrollGeometry() -> LiveScrollGeometry {
    let device = self.device
    return inPlace(stack.count - 1) { screen in screen.liveScrollGeometry(device: device) }
  }
}

extension ScreenState {
  /// This screen's scroll view as ``Engine/liveScrollGeometry()`` reports it on `device`.
  fileprivate func liveScrollGeometry(device: Device) -> LiveScrollGeometry {
    let screen = self
    let chrome = screen.chrome(device: device)
    let containerTop = chrome.clipsContent ? chrome.chromeBottom : 0
    let topInset = screen.contentOrigin + screen.offset - containerTop
    let bottomInset = device.bottomSafeArea + screen.insets.bottomBar
    let side = device.sideSafeArea
    return LiveScrollGeometry(
      contentOffset: Point(x: 0, y: screen.offset - topInset),
      contentInsets: EdgeInsets(top: topInset, leading: side, bottom: bottomInset, trailing: side),
      contentSize: Size(width: device.size.width - 2 * side, height: screen.list.contentHeight),
      containerSize: Size(width: device.size.width, height: device.size.height - containerTop))
  }
}

extension Engine {

  /// The action under a screen point: the last drawn (innermost, frontmost) action anchor
  /// whose frame holds it. Content under the bars is covered by them; the header's content
  /// is the chrome itself.
  func liveAction(atX x: Double, y: Double) -> LiveEvent? {
    let hit = liveElement(atX: x, y: y) {
      if case .anchor(let anchor) = $0.drawing { return anchor.kind == .action }
      return false
    }
    guard case .anchor(let anchor)? = hit?.element.drawing else { return nil }
    return anchor.isOn.map { .toggle(anchor.name, isOn: !$0) } ?? .tap(anchor.name)
  }

  /// The frontmost element of the shown content at (`x`, `y`) that `matches`, with its frame
  /// on screen. Content under the bars is covered by them; the header's content is the chrome
  /// itself. Inside scroll views, elements are where their scroll views have moved them.
  func liveElement(atX x: Double, y: Double, where matches: (PlacedElement) -> Bool)
    -> (element: PlacedElement, frame: Rect)?
  {
    var found: (element: PlacedElement, frame: Rect)?
    var rows: [ListRowPlacement] = []
    let covered = chromeBottom
    forEachLiveContent(rows: &rows) { screen, block, content, origin, isChrome in
      guard isChrome || y >= covered else { return false }
      guard
        let hit = content.element(
          at: Point(x: x - origin.x, y: y - origin.y), screen.scrollOffsets(block, content),
          where: matches)
      else { return false }
      found = (hit.element, hit.frame.offsetBy(dx: origin.x, dy: origin.y))
      return true
    }
    return found
  }

  /// Calls `body` with each laid-out content of the screens shown and its top-left corner on
  /// screen, frontmost last: for each screen (the one below first during a push or pop) what
  /// its behaviours show, in their registration order (the card's, the free content's, the
  /// visible rows', then the chrome's: the header's, the pinned views'; `isChrome`). `body`
  /// returns true to stop.
  func forEachLiveContent(
    rows: inout [ListRowPlacement],
    _ body: (ScreenState, ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) {
    let device = self.device
    let width = device.size.width
    let topIndex = stack.count - 1
    let progress = transitionProgress
    if progress < 1, topIndex >= 1 {
      let stopped = inPlace(topIndex - 1) {
        forEachContent(of: $0, dx: -0.3 * width * progress, device: device, rows: &rows, body)
      }
      if stopped { return }
    }
    _ = inPlace(topIndex) {
      forEachContent(
        of: $0, dx: progress < 1 ? width * (1 - progress) : 0, device: device, rows: &rows, body)
    }
  }

  /// One screen's laid-out contents, shifted by `dx`, as laid out (where an animation in the
  /// engine is going: a SwiftUI geometry reader sees the layout, not the animation); returns
  /// true when `body` stopped.
  private func forEachContent(
    of shown: ScreenState, dx: Double, device: Device, rows: inout [ListRowPlacement],
    _ body: (ScreenState, ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool {
    // A screen without animated blocks is read as it is (a copy costs a retain a field).
    guard shown.isAnimatingBlocks else {
      return forEachLaidOutContent(of: shown, dx: dx, device: device, rows: &rows, body)
    }
    return forEachLaidOutContent(
      of: shown.withLayoutTargets(), dx: dx, device: device, rows: &rows, body)
  }

  /// ``forEachContent(of:dx:device:rows:_:)`` of a screen whose blocks show their layout.
  private func forEachLaidOutContent(
    of screen: ScreenState, dx: Double, device: Device, rows: inout [ListRowPlacement],
    _ body: (ScreenState, ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool {
    let context = screen.behaviourContext(device: device)
    let origin = context.contentOrigin
    screen.list.visibleRows(minY: -origin, maxY: device.size.height - origin, into: &rows)
    return screen.behaviours.forEachContent(context, dx: dx + device.sideSafeArea, rows: rows) {
      block, content, corner, isChrome in body(screen, block, content, corner, isChrome)
    }
  }
}
