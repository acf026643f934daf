import RealModule

/// The momentum a drag inherits from the fling it caught, so that repeated flicks in one
/// direction build speed as they do on iOS.
///
/// Rules from Flutter's iOS physics, fitted to native UIScrollView (docs/references.md "Other
/// systems with this job"):
/// - `BouncingScrollPhysics.carriedMomentum`: a caught fling moving at v carries
///   `sign(v) · min(0.000816 · |v|^1.967, 40000)` pt/s (about 2540 from a 2000 pt/s fling, 165
///   from a 500 pt/s one: a fling that has slowed down carries next to nothing). Flutter calls it
///   an approximation; it is the documented fit.
/// - `ScrollDragController`: the carried velocity is added at release only if the release goes
///   the same way and is faster than half of it (`momentumRetainVelocityThresholdFactor` 0.5),
///   and it is lost if the pointer stays still for more than 20 ms during the drag
///   (`momentumRetainStationaryDurationThreshold`).
public struct CarriedMomentum: Sendable, Equatable {
  /// A still pointer loses the momentum after this long (seconds).
  public static let stationaryLimit = 0.02
  /// A release must be faster than this fraction of the carried velocity to keep it.
  public static let retainFactor = 0.5
  /// The carried velocity's ceiling (pt/s).
  public static let ceiling = 40_000.0

  /// Velocity carried into the current drag (pt/s, offset direction); 0 when none.
  public private(set) var velocity = 0.0
  private var lastPosition = 0.0
  private var lastMovingTime = -Double.infinity

  /// No momentum.
  public init() {}

  /// Flutter's fit: the velocity a fling moving at `flingVelocity` hands to the drag that
  /// catches it.
  public static func carried(fromFlingVelocity flingVelocity: Double) -> Double {
    guard flingVelocity.isFinite, flingVelocity != 0 else { return 0 }
    let magnitude = Swift.min(0.000_816 * Double.pow(abs(flingVelocity), 1.967), ceiling)
    return flingVelocity < 0 ? -magnitude : magnitude
  }

  /// A drag starts at `position` and `time`, catching a fling moving at `flingVelocity` (0 when
  /// the content was not flinging).
  public mutating func start(flingVelocity: Double, position: Double, time: Double) {
    velocity = Self.carried(fromFlingVelocity: flingVelocity)
    lastPosition = position
    lastMovingTime = time
  }

  /// The pointer is at `position` at `time`; staying still too long drops the momentum.
  public mutating func pointer(at position: Double, time: Double) {
    if position != lastPosition {
      lastPosition = position
      lastMovingTime = time
    } else if time - lastMovingTime > Self.stationaryLimit {
      velocity = 0
    }
  }

  /// The velocity to launch with for a release at `releaseVelocity` at `time`.
  public func launchVelocity(forRelease releaseVelocity: Double, at time: Double) -> Double {
    guard velocity != 0, time - lastMovingTime <= Self.stationaryLimit,
      (releaseVelocity > 0) == (velocity > 0),
      abs(releaseVelocity) > abs(velocity) * Self.retainFactor
    else { return releaseVelocity }
    return releaseVelocity + velocity
  }
}
