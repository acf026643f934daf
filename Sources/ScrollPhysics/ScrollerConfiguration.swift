import RealModule

/// Tunable constants of a `Scroller`; the defaults reproduce UIScrollView as documented in
/// docs/references.md ("Momentum scrolling", "Velocity at release", "Desktop input").
public struct ScrollerConfiguration: Sendable, Equatable {
  /// Momentum decay per millisecond (docs/references.md: normal 0.998, fast 0.99).
  public var decelerationRate = DecelerationRate.normal
  /// Rubber-band constant c (docs/references.md "Rubber banding": 0.55).
  public var rubberBandConstant = RubberBand.defaultConstant
  /// Bounce spring stiffness. Compose Multiplatform's iOS overscroll (`CupertinoOverscrollEffect`,
  /// tuned against UIScrollView) springs content released past an edge back with stiffness 300 and
  /// damping ratio 1; with mass 1 that is ω = √300 ≈ 17.3 /s. A 51 pt pull then returns within 1 pt
  /// in 338 ms and a 1382 pt/s fling overshoots the edge by v/(ωe) ≈ 29 pt, inside the 220–490 ms
  /// and 25–34 pt that iOS-tuned references show (ScrollMechanics' stiffness 100,
  /// docs/references.md "Bounce back", took 583 ms and overshot 51 pt).
  public var springStiffness = 300.0
  /// Stiffness of the spring that momentum runs into at an edge (`Scroller.startImpact`):
  /// e²·`springStiffness`. Its outbound half is nearly undamped and overshoots by ≈ v/ω_impact,
  /// which with ω_impact = e·ω is the v/(ωe) that the critically damped bounce spring above
  /// gives and the iOS-tuned references it cites show (29 pt at 1382 pt/s).
  public var impactStiffness: Double { springStiffness * Double.exp(2) }
  /// Bounce spring damping ratio: 1, critically damped, so a bounce never crosses back over the
  /// edge (docs/references.md "Bounce back"; Compose's `Spring.DampingRatioNoBouncy`).
  public var springDampingRatio = 1.0
  /// Bounce spring mass (docs/references.md "Bounce back": 1).
  public var springMass = 1.0
  /// Physical pixels per point; a bounce is done within half a pixel (docs/references.md "Bounce
  /// back").
  public var screenScale = 3.0
  /// Deceleration ends when the remaining distance is below this, in points (docs/references.md:
  /// ScrollMechanics 0.5 pt).
  public var stopDistance = 0.5
  /// Slower releases do not fling. Apple publishes no number; side-by-side measurements of native
  /// scroll views for issue #10 put iOS's floor at about 100 pt/s. Flutter's 50
  /// (docs/references.md) left 60–100 pt/s releases gliding for 2 s.
  public var minFlingVelocity = 100.0
  /// Fling velocities are clamped to this (docs/references.md: Flutter 8000 pt/s).
  public var maxFlingVelocity = 8000.0
  /// Above this speed into an edge the bounce spring stiffens, ω ∝ speed, so the overshoot stays
  /// what this speed gives (docs/references.md: Flutter's BouncingScrollSimulation caps the
  /// velocity carried into its spring at 5000; stiffening instead of capping keeps the velocity
  /// continuous where the content crosses the edge).
  public var maxBounceVelocity = 5000.0
  /// A press becomes a drag once the pointer moved more than this, in points (docs/references.md:
  /// Flutter's mouse pan slop 2).
  public var panSlop = 2.0
  /// Duration of animated programmatic scrolls (`scroll_to`, arrow keys), in seconds.
  public var animationDuration = 0.3
  /// Scroll to top (a status-bar tap, Home, End) takes `scrollToTopDuration(distance:)`: from
  /// this many seconds for a short distance…
  public var scrollToTopMinDuration = 0.5
  /// …growing towards this many for a long one (native iOS takes about 0.5–1 s, issue #10).
  public var scrollToTopMaxDuration = 1.0
  /// Distance (points) over which the scroll-to-top duration covers 63 % of its range.
  public var scrollToTopDistanceScale = 2000.0
  /// Duration of the snap to the nearer end of `Scroller.snapZone` (docs/references.md: Flutter
  /// PR#156381, 300 ms).
  public var snapDuration = 0.3
  /// The longest glide of a fling that would come to rest inside the snap zone, in seconds: it
  /// heads straight for the zone's end instead of crawling into it and snapping.
  public var snapGlideMaxDuration = 1.0
  /// Points per unit of a precise (trackpad) wheel delta. SDL reports macOS trackpad pixel
  /// deltas scaled to "lines" (our reading of its Cocoa backend: ÷10, the 10 px per line that
  /// CGEventSource uses), so 10 pt per unit gives roughly 1:1 finger-to-content motion. Tune.
  public var pointsPerPreciseUnit = 10.0
  /// Points per wheel notch, by the host's convention (see `WheelConvention`).
  public var pointsPerNotch = WheelConvention.host.pointsPerNotch
  /// Duration of the glide for one wheel notch, in seconds. Short enough that notches at a
  /// brisk 10 per second chain into one smooth glide instead of a stutter of separate steps.
  public var notchAnimationDuration = 0.15
  /// The longest interval a precise wheel delta is spread over, how long a stream's first event
  /// waits for the next one, and the longest pause after which an event still continues the stream
  /// it follows (from its coast), in seconds. SDL gives no "fingers lifted" event
  /// (docs/references.md "Desktop input"): the content coasts as soon as the last delta's glide
  /// arrives.
  public var wheelCoastMaximumDelay = 0.06
  /// How fast a trackpad coast dies out. macOS momentum travels about 16.7 × the first momentum
  /// delta (WebKit `ScrollingMomentumCalculator`, `inertialScrollPredictionFactor`, measured on
  /// AppKit); at its 60 Hz events that is 16.7/60 ≈ 0.28 s × the lift-off speed. A decay travels
  /// −v/dC, so dC = −3.59 /s and r = e^(dC/1000) ≈ 0.99641 per ms (UIKit's 0.998 travels 0.5 s·v).
  public var wheelCoastDecelerationRate = DecelerationRate(perMillisecond: 0.99641)
  /// Wheel deltas are clamped to ± this many units per event so absurd values stay bounded.
  public var maxWheelUnitsPerEvent = 1000.0

  /// Creates the default (UIScrollView-like) configuration.
  public init() {}

  /// How long an animated scroll to the top over `distance` points takes: an ease-out of
  /// `scrollToTopMinDuration + (max − min)(1 − e^(−distance/scale))` seconds, so a few rows take
  /// half a second and thousands of points approach the maximum.
  public func scrollToTopDuration(distance: Double) -> Double {
    let low = Swift.max(0, scrollToTopMinDuration)
    let high = Swift.max(low, scrollToTopMaxDuration)
    guard distance.isFinite, scrollToTopDistanceScale > 0 else { return high }
    let grown = 1 - Double.exp(-abs(distance) / scrollToTopDistanceScale)
    return low + (high - low) * grown
  }

  /// A bounce has settled when its displacement is below half a physical pixel,
  /// `0.5 / screenScale` pt (docs/references.md "Bounce back").
  public var settleTolerance: Double {
    0.5 / (screenScale > 0 && screenScale.isFinite ? screenScale : 1)
  }

  /// A bounce has settled only when its speed is below this (pt/s): the distance tolerance per 50
  /// ms, Flutter's ratio of velocity to distance tolerance (docs/references.md "Stop thresholds").
  public var settleVelocityTolerance: Double { settleTolerance / 0.05 }
}
