import DisplayList
import NavGeometry
import ScreenModel
import ScrollPhysics

/// How a run starts: device, screen, appearance and the switches a user can set.
public struct EngineOptions: Sendable, Equatable {
  public var device: Device
  public var screen: String
  public var appearance: Appearance
  /// Overrides every screen's own status-bar mode when set.
  public var statusBarMode: StatusBarMode?
  /// List length of every screen (nil: each screen's natural length).
  public var rows: Int?
  public var topBarStyle: CollapsingTopBarLayout.Style
  public var prefersLargeTitles: Bool
  /// Dynamic Type (A): list text and rows grow; accessibility sizes turn large titles off.
  public var textSize: TextSize
  /// Whether the text size is one of the accessibility sizes.
  public var accessibilityTextSize: Bool { textSize.isAccessibility }
  /// The phone on its side: no status bar, large titles off (seed 001).
  public var landscape = false
  /// The scroller's base configuration; `tuning` is applied on top of it.
  public var scroller: ScrollerConfiguration
  /// Live-tunable feel and thresholds (tuning panel, `--tuning`).
  public var tuning: Tuning
  /// A user's scene (`--scene FILE`) shown instead of the built-in `screen`.
  public var scene: ScreenSpec?
  /// Overrides every screen's own design when set (`--design`, the G key).
  public var design: Design?
  /// The scenes its rows push (`"push": "detail.json"`), by resolved path, loaded with it.
  public var pushedScenes: [String: ScreenSpec] = [:]
  /// A device screenshot drawn over the phone (`--overlay`), or nil.
  public var overlay: ImageID?
  /// What measures content trees' text (the app sets the real font's).
  public var textMeasure = ContentTextMeasure.estimated
  /// The fonts text is drawn in, as the HUD says: "Inter", or the user's SF families
  /// (`--fonts`).
  public var fontName = "Inter"
  /// Code run every frame beside the engine (issue 30): the seeds' own SwiftUI through the
  /// importer, or a test's program. Nil: none (the frame path is as without it).
  public var liveProgram: (any LiveProgram)? {
    get { liveProgramReference?.program }
    set { liveProgramReference = newValue.map(LiveProgramReference.init) }
  }
  var liveProgramReference: LiveProgramReference?

  public init(
    device: Device = .iPhone15Pro, screen: String = "settings", appearance: Appearance = .light,
    statusBarMode: StatusBarMode? = nil, rows: Int? = nil,
    topBarStyle: CollapsingTopBarLayout.Style = .seed, prefersLargeTitles: Bool = true,
    accessibilityTextSize: Bool = false, scroller: ScrollerConfiguration = ScrollerConfiguration(),
    tuning: Tuning = Tuning(), scene: ScreenSpec? = nil, landscape: Bool = false
  ) {
    self.device = device
    self.screen = screen
    self.appearance = appearance
    self.statusBarMode = statusBarMode
    self.rows = rows
    self.topBarStyle = topBarStyle
    self.prefersLargeTitles = prefersLargeTitles
    textSize = accessibilityTextSize ? .accessibility1 : .large
    self.scroller = scroller
    self.tuning = tuning
    self.scene = scene
    self.landscape = landscape
  }

  /// The scroller configuration with the tuning applied.
  public var scrollerConfiguration: ScrollerConfiguration {
    var configuration = scroller
    tuning.apply(to: &configuration)
    return configuration
  }
}

/// Things the engine asks of the app around it (they need a window or a file).
public struct EngineRequests: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let screenshot = EngineRequests(rawValue: 1)
  public static let quit = EngineRequests(rawValue: 2)
  /// The device changed: the window should resize.
  public static let deviceChanged = EngineRequests(rawValue: 4)
  /// Ctrl+E in the tuning panel: write the current tuning to a file.
  public static let exportTuning = EngineRequests(rawValue: 8)
}
