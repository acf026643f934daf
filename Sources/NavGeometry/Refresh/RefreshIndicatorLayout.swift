import RealModule

/// Where and how the refresh control's spinner is drawn for one pull.
///
/// The spinner (an activity indicator of 8 ticks, radius 14 pt) sits 16 pt below the top of the
/// gap the pull opens above the large title (Flutter `refresh.dart` `_kActivityIndicatorRadius`,
/// `_kActivityIndicatorMargin`). While pulling, its ticks appear one by one with the pull and
/// it fades in over the first 35 % (Flutter's `Interval(0.0, 0.35, easeInOut)`, "derived using
/// Xcode through inspecting a native app running on iOS 13.5"); refreshing, it spins once a
/// second (Flutter `CupertinoActivityIndicator`); done, it shrinks with the pull.
public struct RefreshIndicatorLayout: Sendable, Equatable {
  /// Spinner radius, points.
  public static let radius = 14.0
  /// Gap between the top of the pulled-open area and the spinner, points.
  public static let topMargin = 16.0
  /// Number of ticks.
  public static let tickCount = 8
  /// One turn of the spinning indicator, seconds.
  public static let period = 1.0
  /// Inner end of a tick as a fraction of the radius (Flutter: ticks run from r/3 to r).
  public static let tickInnerFraction = 1.0 / 3
  /// Tick width as a fraction of the radius (Flutter: 2r/10).
  public static let tickWidthFraction = 0.2
  /// Opacity of each tick behind the leading one, leading tick last (Flutter
  /// `activity_indicator.dart` `_kAlphaValuesLight` 47…147 of 255); a pulled tick is drawn at
  /// the leading tick's 147.
  public static let tickAlphas: [Double] = [47, 47, 47, 47, 72, 97, 122, 147].map { $0 / 255 }

  /// Centre of the spinner in viewport coordinates.
  public let center: Point
  /// Current radius (shrinks once done).
  public let radius: Double
  /// Overall opacity.
  public let opacity: Double
  /// How many ticks are showing, fractional while pulling (8 once refreshing).
  public let visibleTicks: Double
  /// The tick drawn brightest, turning clockwise while refreshing (0 is straight up).
  public let leadingTick: Int

  /// The spinner for `control` under a compact bar ending at `top`, centred on `midX`, at the
  /// control's last update.
  public init(control: RefreshControl, top: Double, midX: Double) {
    center = Point(x: midX, y: top + Self.topMargin + Self.radius)
    let progress = control.progress
    switch control.phase {
    case .idle:
      radius = Self.radius
      opacity = 0
      visibleTicks = 0
      leadingTick = 0
    case .pulling:
      radius = Self.radius
      opacity = Self.easeInOut(clamp(progress / 0.35, 0, 1))
      visibleTicks = progress * Double(Self.tickCount)
      leadingTick = 0
    case .refreshing:
      radius = Self.radius
      opacity = 1
      visibleTicks = Double(Self.tickCount)
      let elapsed = max(0, control.time - (control.startTime ?? control.time))
      leadingTick =
        Int((elapsed / Self.period * Double(Self.tickCount)).rounded(.down)) % Self.tickCount
    case .done:
      radius = Self.radius * progress
      opacity = 1
      visibleTicks = Double(Self.tickCount)
      leadingTick = 0
    }
  }

  /// The end points of tick `index` (0 straight up, clockwise), inner end first.
  public func tick(_ index: Int) -> (inner: Point, outer: Point) {
    let angle = Double(index) * 2 * Double.pi / Double(Self.tickCount)
    let dx = Double.sin(angle)
    let dy = -Double.cos(angle)
    let inner = radius * Self.tickInnerFraction
    return (
      Point(x: center.x + dx * inner, y: center.y + dy * inner),
      Point(x: center.x + dx * radius, y: center.y + dy * radius)
    )
  }

  /// Opacity of tick `index` (before ``opacity``): pulled ticks appear one by one at the
  /// leading tick's opacity; a spinning indicator fades the ticks behind the leading one.
  public func tickAlpha(_ index: Int) -> Double {
    let alphas = Self.tickAlphas
    if visibleTicks < Double(Self.tickCount) {
      return alphas[alphas.count - 1] * clamp(visibleTicks - Double(index), 0, 1)
    }
    let behind = (leadingTick - index + Self.tickCount) % Self.tickCount
    return alphas[alphas.count - 1 - behind]
  }

  /// Flutter's `Curves.easeInOut`, cubic-bezier (0.42, 0, 0.58, 1).
  static func easeInOut(_ x: Double) -> Double {
    CubicBezier(0.42, 0, 0.58, 1)(x)
  }
}
