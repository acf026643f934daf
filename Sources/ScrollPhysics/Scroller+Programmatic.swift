// Scrolls requested by the app rather than by a pointer: flings, scroll-to, scroll-to-top.

extension Scroller {
  /// Starts decelerating at `velocity` (pt/s, offset direction, clamped to
  /// ±`maxFlingVelocity`) from the current offset at `time`, even from rest. Out of bounds it
  /// bounces instead, with the velocity capped at `maxBounceVelocity`. Ends any drag.
  public mutating func fling(velocity v: Double, time: Double) {
    guard v.isFinite, let t = acceptInputTime(time) else { return }
    pointerTracker.reset()
    wheelTracker.reset()
    let config = configuration
    if let edge = violatedEdge(offset) {
      let capped = Swift.min(Swift.max(v, -config.maxBounceVelocity), config.maxBounceVelocity)
      startBounce(toward: edge, velocity: capped, at: t)
    } else if v == 0 {
      comeToRest(at: t, allowSnap: true)
    } else {
      let clamped = Swift.min(Swift.max(v, -config.maxFlingVelocity), config.maxFlingVelocity)
      startDeceleration(velocity: clamped, at: t)
    }
    evaluate(at: t)
  }

  /// Scrolls to `target`, clamped to `0...maxOffset`, at `time`. Not animated: jumps there and
  /// rests. Animated: a cubic ease-out over `animationDuration` (see `ScrollAnimation`). Ends
  /// any drag or other motion; a non-finite target is ignored.
  public mutating func scroll(to target: Double, animated: Bool, time: Double) {
    guard target.isFinite, let t = acceptInputTime(time) else { return }
    pointerTracker.reset()
    wheelTracker.reset()
    let clamped = Swift.min(Swift.max(target, 0), maxOffset)
    if animated {
      startAnimation(to: clamped, duration: configuration.animationDuration, at: t)
    } else {
      offset = clamped
      velocity = 0
      motion = .idle
    }
  }

  /// Animated scroll to the top, as a tap on the status bar does (REFERENCE "Status bar").
  public mutating func scrollToTop(time: Double) {
    scroll(to: 0, animated: true, time: time)
  }

  /// Switches between the normal and fast deceleration rates (the F key); the next fling uses
  /// the new rate.
  public mutating func toggleDecelerationRate() {
    configuration.decelerationRate =
      configuration.decelerationRate == .normal ? .fast : .normal
  }
}
