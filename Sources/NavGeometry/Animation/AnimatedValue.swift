/// A number that moves linearly to a target over a fixed duration, driven by injected time.
///
/// Used for the 150 ms large/inline title cross-fade, seed 003's `.animation(.linear)`
/// (0.35 s) and status-bar fades. Time is whatever clock the caller uses, in seconds; the value
/// only changes in ``setTarget(_:duration:time:)`` and ``update(time:)``.
///
/// ```swift
/// var alpha = AnimatedValue(value: 0)
/// alpha.setTarget(1, duration: 0.15, time: 10)
/// alpha.update(time: 10.075)
/// alpha.value  // 0.5
/// ```
public struct AnimatedValue: Sendable, Equatable {
  /// The current value, as of the last ``update(time:)`` or ``setTarget(_:duration:time:)``.
  public private(set) var value: Double
  /// Where the value is heading (equal to ``value`` when at rest).
  public private(set) var target: Double
  /// Whether the value is still moving towards ``target``.
  public private(set) var isAnimating: Bool
  /// Value when the current animation started.
  public private(set) var start: Double
  /// Time the current animation started, seconds.
  public private(set) var startTime: Double
  /// Length of the current animation, seconds.
  public private(set) var duration: Double

  /// A value at rest at `value`.
  public init(value: Double) {
    self.value = value
    target = value
    isAnimating = false
    start = value
    startTime = 0
    duration = 0
  }

  /// Starts moving from the current value towards `target`, arriving `duration` seconds after
  /// `time`. Does nothing when `target` is already the target (or NaN); a non-positive or NaN duration
  /// (or a NaN time) jumps straight to `target`.
  public mutating func setTarget(_ target: Double, duration: Double, time: Double) {
    guard target != self.target, !target.isNaN else { return }
    // Bring the value up to date first, so a retarget mid-flight starts where the value is
    // now rather than where it was at the last update.
    update(time: time)
    guard duration > 0, !time.isNaN, time.isFinite else {
      jump(to: target)
      return
    }
    start = value
    self.target = target
    startTime = time
    self.duration = duration
    isAnimating = true
  }

  /// Advances the animation to `time`. Time going backwards clamps to the start (never
  /// outside `start...target`); a NaN time is ignored.
  public mutating func update(time: Double) {
    guard isAnimating, !time.isNaN else { return }
    let progress = clamp((time - startTime) / duration, 0, 1)
    if progress >= 1 {
      value = target
      isAnimating = false
    } else {
      value = start + (target - start) * progress
    }
  }

  /// Stops any animation and sets both value and target to `value`.
  public mutating func jump(to value: Double) {
    self.value = value
    target = value
    start = value
    isAnimating = false
  }

  /// Linear progress of the current animation at `time`, 0...1 (1 when at rest).
  public func progress(at time: Double) -> Double {
    guard isAnimating else { return 1 }
    guard !time.isNaN else { return 0 }
    return clamp((time - startTime) / duration, 0, 1)
  }
}
