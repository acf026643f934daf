/// Tunable constants of a `Scroller`; the defaults reproduce UIScrollView as documented in
/// REFERENCE.md ("Momentum scrolling", "Velocity at release", "Desktop input").
public struct ScrollerConfiguration: Sendable, Equatable {
  /// Momentum decay per millisecond (REFERENCE: normal 0.998, fast 0.99).
  public var decelerationRate = DecelerationRate.normal
  /// Rubber-band constant c (REFERENCE "Rubber banding": 0.55).
  public var rubberBandConstant = RubberBand.defaultConstant
  /// Bounce spring stiffness (REFERENCE "Bounce back": ScrollMechanics 100).
  public var springStiffness = 100.0
  /// Bounce spring damping ratio (REFERENCE "Bounce back": 1, critically damped).
  public var springDampingRatio = 1.0
  /// Bounce spring mass (REFERENCE "Bounce back": 1).
  public var springMass = 1.0
  /// Physical pixels per point; a bounce is done within half a pixel (REFERENCE "Bounce back").
  public var screenScale = 3.0
  /// Deceleration ends when the remaining distance is below this, in points (REFERENCE:
  /// ScrollMechanics 0.5 pt).
  public var stopDistance = 0.5
  /// Slower releases do not fling (REFERENCE: Flutter 50 pt/s).
  public var minFlingVelocity = 50.0
  /// Fling velocities are clamped to this (REFERENCE: Flutter 8000 pt/s).
  public var maxFlingVelocity = 8000.0
  /// Velocity carried into a bounce spring is clamped to this (REFERENCE: Flutter
  /// BouncingScrollSimulation caps it at 5000).
  public var maxBounceVelocity = 5000.0
  /// A press becomes a drag once the pointer moved more than this, in points (REFERENCE:
  /// Flutter's mouse pan slop 2).
  public var panSlop = 2.0
  /// Duration of animated programmatic scrolls such as scroll-to-top, in seconds.
  public var animationDuration = 0.3
  /// Duration of the snap to the nearer end of `Scroller.snapZone` (REFERENCE: Flutter
  /// PR#156381, 300 ms).
  public var snapDuration = 0.3
  /// Points per unit of a precise (trackpad) wheel delta. SDL reports macOS trackpad pixel
  /// deltas scaled to "lines" (our reading of its Cocoa backend: ÷10, the 10 px per line that
  /// CGEventSource uses), so 10 pt per unit gives roughly 1:1 finger-to-content motion. Tune.
  public var pointsPerPreciseUnit = 10.0
  /// Points per wheel notch: about three 17 pt lines, the usual desktop default of 3 lines.
  public var pointsPerNotch = 50.0
  /// Duration of the glide for one wheel notch, in seconds. Short enough that notches at a
  /// brisk 10 per second chain into one smooth glide instead of a stutter of separate steps.
  public var notchAnimationDuration = 0.15
  /// Coasting starts this long after the last precise wheel event, in seconds. Longer than the
  /// 40 ms gap an input stream may have between events (REFERENCE "Velocity at release") so a
  /// hiccup in the stream does not start a coast, and short enough (≈ 4 frames) to feel
  /// immediate. SDL gives no "fingers lifted" event (REFERENCE "Desktop input").
  public var wheelCoastDelay = 0.06
  /// Wheel deltas are clamped to ± this many units per event so absurd values stay bounded.
  public var maxWheelUnitsPerEvent = 1000.0

  /// Creates the default (UIScrollView-like) configuration.
  public init() {}

  /// A bounce has settled when its displacement is below half a physical pixel,
  /// `0.5 / screenScale` pt (REFERENCE "Bounce back").
  public var settleTolerance: Double {
    0.5 / (screenScale > 0 && screenScale.isFinite ? screenScale : 1)
  }

  /// A bounce has settled only when its speed is below this (pt/s): the distance tolerance per
  /// 50 ms, Flutter's ratio of velocity to distance tolerance (REFERENCE "Stop thresholds").
  public var settleVelocityTolerance: Double { settleTolerance / 0.05 }
}
