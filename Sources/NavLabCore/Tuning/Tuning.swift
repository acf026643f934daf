import NavGeometry
import ScreenModel
import ScrollPhysics

/// The feel and the thresholds people tune live (tuning panel, `--tuning FILE`).
///
/// Physics values always apply; the header and top-bar values are overrides of the scene's own
/// (nil: as the scene says).
public struct Tuning: Sendable, Equatable {
  /// UIScrollView's deceleration rate per millisecond (0.998 normal, 0.99 fast).
  public var decelerationRate = DecelerationRate.normal.perMillisecond
  /// Rubber-band constant c (UIKit 0.55).
  public var rubberBandConstant = RubberBand.defaultConstant
  /// Bounce spring stiffness (the scroller's default: Compose's iOS overscroll, 300).
  public var springStiffness = ScrollerConfiguration().springStiffness
  /// 1 is critically damped: the bounce never overshoots the edge.
  public var springDampingRatio = ScrollerConfiguration().springDampingRatio
  /// Whether a half-collapsed large title snaps to the nearer end.
  public var snapsLargeTitle = true
  public var headerHeight: Double?
  public var headerMinHeight: Double?
  public var topBarThreshold: Double?
  public var statusBarThresholds = StatusBarPolicy.Thresholds.seed
  /// Pull that starts a refresh (Flutter's 100 pt).
  public var refreshTrigger = RefreshControl.triggerDistance
  /// How far a refreshing list stays pulled (Flutter's 60 pt; at most the trigger).
  public var refreshHold = RefreshControl.indicatorExtent
  /// Scrolling one way before iOS 26's tab bar minimizes or expands (10 pt, an estimate).
  public var tabBarMinimizeThreshold = FloatingTabBarLayout.directionThreshold

  public init() {}

  /// The scroller configuration these values make.
  public func apply(to configuration: inout ScrollerConfiguration) {
    configuration.decelerationRate = DecelerationRate(perMillisecond: decelerationRate)
    configuration.rubberBandConstant = rubberBandConstant
    configuration.springStiffness = springStiffness
    configuration.springDampingRatio = springDampingRatio
  }

  /// `spec` with this tuning's overrides.
  public func apply(to spec: ScreenSpec) -> ScreenSpec {
    var spec = spec
    if let headerHeight { spec.header?.height = headerHeight }
    if let headerMinHeight, let height = spec.header?.height {
      spec.header?.minHeight = min(headerMinHeight, height)
    }
    if let topBarThreshold { spec.topBar?.parameters.threshold = topBarThreshold }
    spec.refresh?.trigger = refreshTrigger
    spec.refresh?.hold = refreshHold
    spec.tabBar?.minimizeThreshold = tabBarMinimizeThreshold
    return spec
  }
}
