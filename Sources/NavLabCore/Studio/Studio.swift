import NavGeometry
import ScreenModel

/// The window around the phones: one ``Engine``, or two side by side (the tuning studio,
/// `--compare B.json`), and what only the window has: HUD, tuning panel, help, toast, banner and
/// slow motion.
///
/// Every input reaches each engine with the same phone coordinates and the same time, and each
/// engine keeps its own options and tuning: B's tuning never reaches A. Time is injected, as for
/// the engine, so a script replays to the same frames.
///
/// ```swift
/// var b = Tuning()
/// b.decelerationRate = 0.99
/// var studio = Studio(options: EngineOptions(screen: "settings"), compare: b)
/// studio.handle(.fling(velocity: 2000), at: 0)
/// studio.advance(to: 3)
/// studio.a.top.offset  // ≈ 999 pt (0.998)
/// studio.b?.top.offset  // ≈ 199 pt (0.99)
/// ```
public struct Studio: Sendable {
  /// The phone on the left: stock, or `--tuning A.json`. The only one outside the studio.
  public var a: Engine
  /// The phone on the right when comparing (`--compare B.json`). Changed in place (`b?.x = y`)
  /// through `_modify`, so whether there is one is kept beside it without reading it: an
  /// engine is tens of kilobytes, and reading `b` to compare it with nil copied it (twice in
  /// every painted frame, a quarter of the frame's instructions, issue 38).
  public var b: Engine? {
    get { second }
    set {
      second = newValue
      isComparing = second != nil
    }
    _modify { yield &second }
  }
  private var second: Engine?
  /// Whether two phones are shown.
  public private(set) var isComparing = false
  /// What the captions under the phones call A and B ("stock", a file's name).
  public var names: (a: String, b: String)
  public var hudVisible = false
  /// The tuning panel (P): arrows select and adjust instead of scrolling. It tunes B when
  /// comparing, else A.
  public var tuningPanelVisible = false
  public internal(set) var tuningSelection = 0
  /// The key help (?), over everything else.
  public internal(set) var helpVisible = false
  /// A short message after a mode change; cleared when its time is up.
  public internal(set) var toast: Toast?
  /// The red banner: a heading and a message, shown until replaced, cleared or clicked away.
  public var bannerNotice: Banner?
  /// The banner's message (e.g. a broken scene file on reload); set alone, it takes the scene
  /// file's heading (``Banner/sceneNotReloaded``): ``showBanner(_:heading:)`` says another.
  public var banner: String? {
    get { bannerNotice?.message }
    set { bannerNotice = newValue.map { Banner(heading: Banner.sceneNotReloaded, message: $0) } }
  }
  /// Ctrl+T: everything runs ten times slower, like the Simulator's slow animations.
  public internal(set) var slowMotion = false
  /// Whether the live program's failure has been put in the banner.
  var liveFailureShown = false
  /// Work for the app around the studio (screenshot, quit, window resize, tuning export);
  /// clear after reading.
  public var requests: EngineRequests = []
  /// Studio time in seconds: the caller's clock, monotonic, in bounded steps, slowed in slow
  /// motion. Both engines run on it.
  public var time: Double { clockState.time }
  private var clockState = SteppedClock()

  static let slowMotionFactor = 0.1
  /// Points between the two phones, and the height of the captions' strip under them.
  public static let gap = 24.0
  public static let captionHeight = 30.0

  /// One phone, as the window always was.
  public init(_ engine: Engine) {
    a = engine
    names = ("stock", "B")
  }

  /// One phone, or two when `compare` is given: B runs the same options with that tuning. A
  /// live program holds one set of state, so phone B runs the same code in a program of its
  /// own, `programB` (without one it shows the first scene).
  public init(
    options: EngineOptions, compare: Tuning? = nil, names: (a: String, b: String) = ("stock", "B"),
    programB: (any LiveProgram)? = nil
  ) {
    a = Engine(options: options)
    if let compare {
      var optionsB = options
      optionsB.tuning = compare
      optionsB.liveProgram = programB
      second = Engine(options: optionsB)
      isComparing = true
    }
    self.names = names
  }

  /// The engine the tuning panel edits and Ctrl+E saves: B when comparing.
  public var tuned: Engine { b ?? a }

  /// The device both phones show (keys change both alike).
  public var device: Device { a.device }

  /// The window's size in points: one phone, or two with a gap and captions under them.
  public var size: Size {
    let phone = a.device.size
    guard isComparing else { return phone }
    return Size(width: 2 * phone.width + Studio.gap, height: phone.height + Studio.captionHeight)
  }

  /// Where phone `index` (0: A, 1: B) sits in the window, in points.
  public func origin(ofPhone index: Int) -> Point {
    Point(x: index == 0 ? 0 : a.device.size.width + Studio.gap, y: 0)
  }

  /// A window point in the phone's own coordinates: a point over B counts as the same point
  /// over A, so one pointer drives both phones. Scripts and recordings use these.
  public func phonePoint(_ point: Point) -> Point {
    guard isComparing else { return point }
    let right = origin(ofPhone: 1).x
    return point.x >= right - Studio.gap / 2 ? Point(x: point.x - right, y: point.y) : point
  }

  // MARK: - Time

  /// Maps the caller's clock to studio time: monotonic, bounded steps, slowed in slow motion.
  mutating func clock(_ wallTime: Double) -> Double {
    clockState.advance(to: wallTime, rate: slowMotion ? Studio.slowMotionFactor : 1)
  }

  /// Runs both phones and the toast forward to `wallTime`.
  public mutating func advance(to wallTime: Double) {
    let now = clock(wallTime)
    a.advance(to: now)
    if b != nil { b!.advance(to: now) }
    if !liveFailureShown, let failure = a.liveFailure {
      // The program stopped: say why once; its last scene stays and the window runs on.
      showBanner(failure, heading: Banner.codeStopped)
      liveFailureShown = true
    }
    if let toast, now >= toast.until { self.toast = nil }
  }

  /// Whether nothing moves by itself in either phone, and no toast is showing.
  public var isAtRest: Bool {
    toast == nil && a.isAtRest && (b?.isAtRest ?? true)
  }

  /// Shows `message` in the red banner under `heading` (one of ``Banner``'s).
  public mutating func showBanner(_ message: String, heading: String) {
    bannerNotice = Banner(heading: heading, message: message)
  }

  /// A click on the banner (`point` in phone coordinates) puts it away; returns whether it was
  /// on it. The window's own input, like its keys: never recorded, so a replay is unchanged.
  public mutating func dismissBanner(at point: Point) -> Bool {
    guard let notice = bannerNotice,
      FramePainter.bannerFrame(message: notice.message, device: device).contains(point)
    else { return false }
    bannerNotice = nil
    return true
  }

  /// Shows `text` in a toast from now for `Toast.duration` (a mode change, a file saved).
  public mutating func showToast(_ text: String, detail: String? = nil) {
    toast = Toast(text: text, detail: detail, until: time + Toast.duration)
  }

  /// A's trace row for this frame (consumes its release velocity).
  public mutating func takeFrameValues() -> FrameValues { a.takeFrameValues() }

  /// B's trace row for this frame, when comparing.
  public mutating func takeFrameValuesB() -> FrameValues? {
    b != nil ? b!.takeFrameValues() : nil
  }

  /// The same frame without what only the window shows: HUD, tuning panel, help, toast, the red
  /// banner and the reference overlay (screenshots show the phones, as a real screenshot
  /// would). `notices` and `overlay` keep the toast and banner, or the overlay, as
  /// `captured(notices:overlay:)` does (the window's `--screenshot` and script screenshots).
  public func withoutOverlays(notices: Bool = false, overlay: Bool = false) -> Studio {
    var copy = captured(notices: notices, overlay: overlay)
    copy.hudVisible = false
    copy.tuningPanelVisible = false
    copy.helpVisible = false
    return copy
  }

  /// The frame a `--screenshot`, a script's screenshot or a video shows (issue 33): the
  /// window's notices — the toast a key press shows for 1.5 s and the red banner — only when
  /// `notices` (`--notices-in-screenshot`), and the reference overlay only when `overlay`
  /// (`--overlay-in-screenshot`), as O last left it. The HUD, tuning panel and help stay as the
  /// script left them: a script that presses H asks for the HUD.
  public func captured(notices: Bool, overlay: Bool) -> Studio {
    var copy = self
    if !notices {
      copy.toast = nil
      copy.banner = nil
    }
    if !overlay {
      copy.a.overlay.isVisible = false
      copy.b?.overlay.isVisible = false
    }
    return copy
  }

  // MARK: - Files

  /// Shows `spec` as the root screen of both phones (a reloaded scene file).
  public mutating func replaceRoot(with spec: ScreenSpec) {
    a.replaceRoot(with: spec)
    b?.replaceRoot(with: spec)
  }

  /// A new live program for phone A (its file was saved): see ``Engine/restartLive(with:scene:response:)``.
  /// A later failure of the new program shows in the banner again.
  public mutating func restartLive(
    with program: any LiveProgram, scene: ScreenSpec, response: LiveResponse,
    b programB: (program: any LiveProgram, scene: ScreenSpec, response: LiveResponse)? = nil
  ) {
    a.restartLive(with: program, scene: scene, response: response)
    if let programB {
      b?.restartLive(with: programB.program, scene: programB.scene, response: programB.response)
    }
    liveFailureShown = false
    banner = nil
  }

  /// The window calls both phones' programs without waiting for them longer than `wait` an
  /// answer (see ``Engine/answerLiveAsynchronously(waitingAtMost:)``).
  public mutating func answerLiveAsynchronously(waitingAtMost wait: Double?) {
    a.answerLiveAsynchronously(waitingAtMost: wait)
    b?.answerLiveAsynchronously(waitingAtMost: wait)
  }

  /// New versions of the scenes rows push (hot reload), for both phones.
  public mutating func replacePushedScenes(_ scenes: [String: ScreenSpec]) {
    a.replacePushedScenes(scenes)
    b?.replacePushedScenes(scenes)
  }
}
