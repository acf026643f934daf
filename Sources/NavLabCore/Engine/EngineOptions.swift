import DisplayList
import NavGeometry
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
  public var accessibilityTextSize: Bool
  public var scroller: ScrollerConfiguration

  public init(
    device: Device = .iPhone15Pro, screen: String = "settings", appearance: Appearance = .light,
    statusBarMode: StatusBarMode? = nil, rows: Int? = nil,
    topBarStyle: CollapsingTopBarLayout.Style = .seed, prefersLargeTitles: Bool = true,
    accessibilityTextSize: Bool = false, scroller: ScrollerConfiguration = ScrollerConfiguration()
  ) {
    self.device = device
    self.screen = screen
    self.appearance = appearance
    self.statusBarMode = statusBarMode
    self.rows = rows
    self.topBarStyle = topBarStyle
    self.prefersLargeTitles = prefersLargeTitles
    self.accessibilityTextSize = accessibilityTextSize
    self.scroller = scroller
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
}
