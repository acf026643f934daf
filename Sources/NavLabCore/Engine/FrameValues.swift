import NavGeometry
import ScrollPhysics

/// What one frame shows, as numbers: the row of the trace. Nil where the screen has no such
/// element.
public struct FrameValues: Sendable, Equatable {
  public var offset: Double = 0
  public var velocity: Double = 0
  public var phase: ScrollPhase = .idle
  public var largeTitleScale: Double?
  public var largeTitleAlpha: Double?
  public var inlineTitleAlpha: Double?
  public var navBackgroundAlpha: Double?
  public var cardTitleAlpha: Double?
  public var headerHeight: Double?
  public var headerVisibleRatio: Double?
  public var topBarHeight: Double?
  public var topBarCornerRadius: Double?
  public var statusBarHidden: Bool = false
  public var statusBarStyle: StatusBarStyle = .darkContent
  /// The release velocity, on the frame where a drag was released.
  public var flingVelocity: Double?
  /// The navigation bar's search field: its height and background opacity.
  public var searchFieldHeight: Double?
  public var searchFieldAlpha: Double?
  /// Pull to refresh: `idle`, `pulling`, `refreshing` or `done`, and the pull's progress to
  /// the 100 pt trigger.
  public var refreshState: String?
  public var refreshProgress: Double?
  /// Opacity of the tab bar's material (0: its scroll-edge appearance, transparent).
  public var tabBarAlpha: Double?
  /// iOS 26's floating tab bar: 0 expanded, 1 minimized.
  public var tabBarMinimized: Double?
  /// The search field's focus animation, eased: 0 at rest, 1 focused (either placement).
  public var searchFocus: Double?
  /// iOS 26's bottom search: the top edge of its glass field, rising above the keyboard.
  public var bottomSearchY: Double?
  /// The selected tab's index (issue 41), nil without a tab bar. Not a trace column yet: a
  /// new column changes every trace golden, so it waits for the lead's word.
  public var selectedTab: Int?
  /// What is typed into the search field (issue 41), nil without one; not in the trace yet.
  public var searchText: String?
  /// The selected search scope while the scope bar shows, else nil; not in the trace yet.
  public var searchScope: Int?

  public init() {}
}
