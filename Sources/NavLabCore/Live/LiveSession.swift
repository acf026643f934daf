import NavGeometry
import ScreenModel

/// The engine's side of a live program between frames: what is queued for it, what it last
/// said, and why it stopped. Empty (and never touched per frame) without a program.
public struct LiveSession: Sendable {
  /// Taps, toggles and screens since the last request, in order.
  var pendingEvents: [LiveEvent] = []
  /// The state's names, in the order of the first response that had any; later new names
  /// are appended, so a name's index never changes (the trace's columns rely on it).
  public private(set) var stateNames: [String] = []
  /// The latest value of each name in ``stateNames`` (nil: not in the latest response).
  public private(set) var stateValues: [LiveValue?] = []
  /// Warnings not yet taken by the app (``Engine/takeLiveWarnings()``).
  var warnings: [String] = []
  /// The last response said an animation is running.
  public private(set) var animating = false
  /// The last response said the code reads geometry (``LiveResponse/watchesGeometry``).
  public private(set) var watchesGeometry = true
  /// The last response said the code reads the scroll view's geometry, not only frames
  /// (``LiveResponse/watchesScroll``).
  public private(set) var watchesScroll = true
  /// Why the program stopped (one line); nil while it runs.
  public internal(set) var failure: String?
  /// Requests sent so far (each round of each frame counts).
  public private(set) var requestCount = 0
  /// Responses that carried a scene (each one swapped in).
  public private(set) var sceneCount = 0
  /// Responses whose patches changed what is shown (patches equal to it do not count).
  public internal(set) var patchedCount = 0
  /// The root screen's scene as the program last gave it (its first scene, then each new
  /// one, with the patches since applied); nil until the first is swapped in (the engine's
  /// options hold it).
  var scene: ScreenSpec?
  /// The node names in each content tree of ``scene`` (of the root screen's own slots), so a
  /// patch searches only the trees that have its node (issue 38: seed 003's bar is patched
  /// every frame or two, and its name was searched for in the whole screen's tree). Made at
  /// the first patch of a scene; a patch adds its content's names to the trees it changes
  /// (and leaves those it took away: a tree searched in vain costs time, never a patch).
  var slotNames: [ContentSlot: Set<String>]?
  /// Node names patches gave that no screen has (each warned about once).
  var unknownNodes: Set<String> = []
  /// The last request sent, to leave out one that would say nothing new.
  var lastRequest: LiveRequest?
  /// Rows on screen, reused between frames.
  var rowBuffer: [ListRowPlacement] = []
  /// The frames of a request no longer needed, reused for the next one.
  var spareFrames: [LiveFrame] = []

  // MARK: The window's asynchronous calls (``AsynchronousLiveProgram``)

  /// How long a frame waits for each answer before drawing without it; nil: every answer is
  /// waited for (headless runs, tests: the same script gives the same trace).
  var answerWait: Double?
  /// The request the program is still answering (asynchronous calls only).
  var inFlight: LiveRequest?
  /// When the request still out was sent, on the engine's clock; nil when none is out.
  public internal(set) var waitingSince: Double?
  /// Frames that would have asked the program something while it was still answering: the
  /// program's own updates it dropped (the window's frames were drawn).
  public internal(set) var droppedUpdates = 0
  /// The app is starting the code again (a saved file) and waits for its first answer; the
  /// program running now keeps the screen until then.
  public var restarting = false

  /// Whether `request` tells the program nothing it has not heard: no events, and the same
  /// geometry as the last request (the time aside).
  func isRedundant(_ request: LiveRequest) -> Bool {
    // A named scroll view that moved or changed phase is news to code that watches (issue 37).
    if watchesGeometry, lastRequest?.scrollViews != request.scrollViews { return false }
    guard request.events.isEmpty, let last = lastRequest else { return false }
    return !watchesGeometry
      || ((!watchesScroll || last.scroll == request.scroll) && last.frames == request.frames)
  }

  mutating func sent(_ request: LiveRequest) {
    // The request before it is done with: its frames' buffer makes the next request's.
    if lastRequest != nil { swap(&spareFrames, &lastRequest!.frames) }
    lastRequest = request
    requestCount += 1
  }

  /// Keeps a request that was not sent for its frames' buffer.
  mutating func recycle(_ request: inout LiveRequest) {
    swap(&spareFrames, &request.frames)
  }

  /// Takes a response's state, warnings and animation flag.
  mutating func take(_ response: LiveResponse) {
    animating = response.animating
    watchesGeometry = response.watchesGeometry
    watchesScroll = response.watchesScroll
    warnings += response.warnings
    if response.scene != nil { sceneCount += 1 }
    for index in stateValues.indices { stateValues[index] = nil }
    for item in response.state {
      if let index = stateNames.firstIndex(of: item.name) {
        stateValues[index] = item.value
      } else {
        stateNames.append(item.name)
        stateValues.append(item.value)
      }
    }
  }

  /// The HUD's line about a slow program at `time` (the engine's clock), nil when there is
  /// nothing to say: "code: starting again after a save…", "code: answering for 1.4 s, 37
  /// updates dropped", or the drops alone once answers come again.
  public func statusLine(at time: Double) -> String? {
    if restarting { return "code: starting again after a save…" }
    let dropped = droppedUpdates == 1 ? "1 update dropped" : "\(droppedUpdates) updates dropped"
    if let since = waitingSince, time - since >= Self.slowAnswer {
      return "code: answering for \(NumberFormat.fixed(time - since, 1)) s, \(dropped)"
    }
    return droppedUpdates > 0 ? "code: slow, \(dropped)" : nil
  }

  /// An answer out longer than this is slow enough to show in the HUD (a few frames).
  static let slowAnswer = 0.1

  /// The value of `name` now, if the program reported it last time.
  public func value(of name: String) -> LiveValue? {
    stateNames.firstIndex(of: name).flatMap { stateValues[$0] }
  }
}
