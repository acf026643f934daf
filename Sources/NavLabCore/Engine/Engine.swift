import DisplayList
import NavGeometry
import ScreenModel
import ScrollPhysics

/// One phone: its one-directional update, input → scroller → layout.
///
/// What only the window has (HUD, tuning panel, help, toast, banner, slow motion) lives in the
/// ``Studio`` around one engine, or two side by side. Time is injected: every call takes the
/// caller's clock in seconds, so a script replays to the same frames at any frame rate. Nothing
/// here touches SDL.
///
/// ```swift
/// var engine = Engine(options: EngineOptions(screen: "settings"))
/// engine.handle(.fling(velocity: 2000), at: 0)
/// engine.advance(to: 0.5)
/// engine.frameValues().offset  // ≈ 631 pt
/// ```
public struct Engine: Sendable {
  public internal(set) var options: EngineOptions
  public internal(set) var appearance: Appearance
  public internal(set) var statusBarOverride: StatusBarMode?
  public internal(set) var stack: [ScreenState] = []
  var transition: NavigationTransitionState?
  /// A sheet or full-screen cover presented over the top screen (issue 40), or nil.
  public internal(set) var sheet: SheetPresentation?
  var gesture = Gesture()
  /// What a key just changed, for the window to show as a toast ("Dark", "iPhone SE"); the
  /// `Studio` around the engine takes it after each key.
  public internal(set) var notice: String?
  /// The reference screenshot's visibility and blend (shown only when there is an image).
  public var overlay = ReferenceOverlay()
  /// Work for the app around the engine (the window resizes when the device changed); clear
  /// after reading.
  public var requests: EngineRequests = []
  /// Engine time in seconds (the caller's clock, monotonic, in bounded steps).
  public var time: Double { clockState.time }
  private var clockState = SteppedClock()
  /// The phone's status bar: its fades, aimed at the screens' wishes every frame.
  var statusBar = StatusBarBehaviour(hidden: false, style: .darkContent)
  var pendingReleaseVelocity: Double?
  /// The live program's queue, state and failure (issue 30; untouched without a program).
  var live = LiveSession()
  /// The tabs' stacks when the root screen has a tab bar (issue 41); nil otherwise.
  var tabs: TabStacks?
  /// The pull-down menu open over the screen (issue 41), or nil.
  public internal(set) var openMenu: OpenMenu?

  /// The longest step the engine takes at once (`SteppedClock.maximumStep`).
  static let maximumTimeStep = SteppedClock.maximumStep

  public init(options: EngineOptions) {
    self.options = options
    appearance = options.appearance
    statusBarOverride = options.statusBarMode
    let spec =
      options.scene ?? ScreenCatalog.screen(named: options.screen, rows: options.rows)
      ?? ScreenCatalog.settings(rows: options.rows)
    tabs = TabStacks(spec)
    stack = [makeState(shownRoot(of: spec), previousIsLarge: nil)]
    statusBar = StatusBarBehaviour(hidden: statusBarHiddenTarget, style: statusBarStyle)
    // A scene that opens with a sheet presented (`"presented"`, issue 40).
    followPresented(spec, time: 0)
  }

  /// The device as shown: the preset, turned when `options.landscape`, its bars placed as the
  /// top screen's design places them (iOS 26 lowers the navigation bar).
  public var device: Device {
    let device = options.landscape ? options.device.rotated() : options.device
    return device.laidOut(for: stack.last?.design ?? options.design ?? .ios18)
  }
  public var top: ScreenState { stack[stack.count - 1] }

  /// The appearance the top screen is drawn in (the album page is always dark).
  public var effectiveAppearance: Appearance {
    stack[stack.count - 1].spec.forcedAppearance ?? appearance
  }

  public var statusBarMode: StatusBarMode {
    statusBarOverride ?? stack[statusBarScreenIndex].spec.statusBarMode
  }

  /// The index of the screen whose status bar shows: the top one, or during a pop the one it
  /// uncovers (UIKit animates the incoming screen's status bar alongside the pop, not after
  /// it). An index, so reading it copies no screen.
  var statusBarScreenIndex: Int {
    if let transition, !transition.interactive, transition.popsOnFinish, stack.count > 1 {
      return stack.count - 2
    }
    return stack.count - 1
  }

  var largeTitleEnvironment: LargeTitleEnvironment {
    LargeTitleEnvironment(
      prefersLargeTitles: options.prefersLargeTitles, screenHeight: device.size.height,
      isLandscape: device.isLandscape, accessibilityTextSize: options.accessibilityTextSize)
  }

  /// A screen for `spec` laid out on the phone, or on `device` (a sheet's own); `previous`:
  /// this screen's state before a live answer changed its scene (its blocks whose trees did not
  /// change are kept).
  func makeState(
    _ spec: ScreenSpec, previousIsLarge: Bool?, device: Device? = nil,
    reusing previous: ScreenState? = nil
  )
    -> ScreenState
  {
    let large =
      spec.allowsLargeTitle
      && TitleDisplayResolver.isLarge(
        mode: spec.largeTitleMode, previousIsLarge: previousIsLarge,
        environment: largeTitleEnvironment)
    var tuned = options.tuning.apply(to: spec)
    // `--design` and the G key override the scene's design; the layout depends on it (iOS 26
    // can move the search field to the bottom).
    if let design = options.design { tuned.design = design }
    var state = ScreenState(
      spec: tuned, device: (device ?? self.device).laidOut(for: tuned.design ?? .ios18),
      isLarge: large,
      configuration: options.scrollerConfiguration, textSize: options.textSize,
      textMeasure: options.textMeasure.measuring, reusing: previous)
    if !options.tuning.snapsLargeTitle { state.scroller.snapZone = nil }
    return state
  }

  // MARK: - Time

  /// Maps the caller's clock to engine time: monotonic, in bounded steps.
  mutating func clock(_ wallTime: Double) -> Double {
    clockState.advance(to: wallTime)
  }

  // MARK: - Frames

  /// Runs every animation and the scroller forward to `wallTime`.
  public mutating func advance(to wallTime: Double) {
    let now = clock(wallTime)
    let topIndex = stack.count - 1
    let device = self.device
    for index in stack.indices {
      // Only the visible screens move; a screen below keeps its state for when it returns.
      guard index == topIndex || (transition != nil && index == topIndex - 1) else { continue }
      stack[index].advanceScroller(to: now, device: device)
      stack[index].updateChrome(device: device, topBarStyle: options.topBarStyle, time: now)
    }
    if sheet != nil { advanceSheet(to: now) }
    if let transition, transition.isFinished(at: now) {
      self.transition = nil
      if transition.popsOnFinish {
        noteLiveScreen(stack[stack.count - 1].spec, appeared: false)
        stack.removeLast()
      } else if transition.isPush {
        noteLiveScreen(stack[stack.count - 1].spec, appeared: true)
      }
      stack[stack.count - 1].highlightedRow = nil
    }
    // A row slid away by its destructive action: the action runs (issue 41).
    if stack[stack.count - 1].swipes.rows.contains(where: { $0.ending != .none }) {
      finishSwipes()
    }
    // The live program sees this frame's layout and may swap the scene (and its status bar
    // mode, which the fade below then follows).
    if options.liveProgramReference != nil { runLiveProgram(at: now) }
    statusBar.aim(hidden: statusBarHiddenTarget, style: statusBarStyle)
    var effects = BehaviourEffects()
    statusBar.update(
      stack[stack.count - 1].behaviourContext(device: self.device, time: now), &effects)
  }

  /// Brings the top screen's chrome up to an input event at `now`, so a title switch caused by
  /// a drag starts at the event that caused it, not at the next frame.
  mutating func settleChrome(at now: Double) {
    guard !stack.isEmpty else { return }
    let top = stack.count - 1
    stack[top].advanceScroller(to: now, device: device)
    stack[top].updateChrome(device: device, topBarStyle: options.topBarStyle, time: now)
  }

  /// How much of the top screen shows during a push or pop (1 when none runs).
  public var transitionProgress: Double {
    transition?.progress(at: time) ?? 1
  }

  var statusBarHiddenTarget: Bool {
    StatusBarPolicy.isHidden(
      mode: statusBarMode, scrolled: stack[statusBarScreenIndex].offset,
      thresholds: options.tuning.statusBarThresholds)
  }

  /// Status bar opacity (1 shown, 0 hidden), animated.
  public var statusBarAlpha: Double { statusBar.visibility.value }

  /// The status bar's content colour, between black (dark content) and white (light), animated.
  public var statusBarContentColor: Color {
    statusBar.contentColor
  }

  /// The colour right under the status bar, from which its content style follows.
  public func statusBarBackdrop(theme: Theme) -> Color {
    // The top screen is read in place (`top` would copy it).
    let device = self.device
    let (chrome, grouped) = inPlace(stack.count - 1) {
      ($0.chrome(device: device), $0.spec.listStyle == .insetGrouped)
    }
    if let backdrop = chrome.statusBarBackdrop { return backdrop }
    let base = grouped ? theme.groupedBackground : theme.background
    return base.mixed(with: theme.barBackground.withOpacity(1), chrome.barBackgroundAlpha ?? 0)
  }

  public var statusBarStyle: StatusBarStyle {
    // A screen designed for one appearance sets the bars' colour scheme itself (seed 002's
    // album: `.toolbarColorScheme(.dark, for: .navigationBar)`, light text even over its brown
    // header, whose luminance alone would ask for dark text).
    // The screen recedes behind a large sheet under a light status bar (iOS 18).
    if let sheet, !sheet.isCover, sheet.largeness > 0.5 { return .lightContent }
    if let forced = stack[stack.count - 1].spec.forcedAppearance {
      return forced == .dark ? .lightContent : .darkContent
    }
    let components = statusBarBackdrop(theme: Theme.for(effectiveAppearance)).unitComponents
    return StatusBarPolicy.style(
      backgroundLuminance: StatusBarPolicy.relativeLuminance(
        red: components.red, green: components.green, blue: components.blue))
  }

  /// The navigation bar's background opacity; nil where no bar material is drawn (a
  /// collapsing top bar, or a sticky header that forms the bar's backdrop).
  var navBackgroundAlpha: Double? {
    stack[stack.count - 1].chrome(device: device).barBackgroundAlpha
  }

  /// The trace row for the current frame. Consumes the release velocity of this frame.
  public mutating func takeFrameValues() -> FrameValues {
    var values = frameValues()
    values.flingVelocity = pendingReleaseVelocity
    pendingReleaseVelocity = nil
    return values
  }

  /// The numbers the current frame shows: the scroller's, the status bar's, and each
  /// behaviour's columns.
  public func frameValues() -> FrameValues {
    let screen = top
    let context = screen.behaviourContext(device: device)
    let chrome = screen.behaviours.chrome(context)
    var values = FrameValues()
    values.offset = screen.offset
    values.velocity = screen.scroller.velocity
    values.phase = screen.scroller.phase
    // Aimed now, not at the last frame: a scroll since then may have changed its wish.
    var bar = statusBar
    bar.aim(hidden: statusBarHiddenTarget, style: statusBarStyle)
    bar.report(&values, context, chrome)
    values.navBackgroundAlpha = chrome.barBackgroundAlpha
    screen.behaviours.report(&values, context, chrome)
    return values
  }
}
