// Scrolls requested by the app rather than by a pointer: flings, scroll-to, scroll-to-top.

extension Scroller {
  /// Starts decelerating at `velocity` (pt/s, offset direction, clamped to
  /// ±`maxFlingVelocity`) from the current offset at `time`, even from rest, gliding straight
  /// to the snap zone's end when it would rest inside the zone. Out of bounds it bounces
  /// instead. Ends any drag.
  public mutating func fling(velocity v: Double, time: Double) {
    guard v.isFinite, let t = acceptInputTime(time) else { return }
    let v = clampedVelocity(v)
    pointerTracker.reset()
    wheelTracker.reset()
    gestureStart = offset
    if let edge = violatedEdge(offset) {
      startBounce(toward: edge, velocity: v, at: t)
    } else if v == 0 {
      comeToRest(at: t, allowSnap: true)
    } else {
      startFling(velocity: v, at: t, rate: configuration.decelerationRate)
    }
    evaluate(at: t)
  }

  /// Scrolls to `target`, clamped to `0...maxOffset`, at `time`. Not animated: jumps there and
  /// rests. Animated: a cubic ease-out (see `ScrollAnimation`) over `duration`, by default
  /// `animationDuration`. Ends any drag or other motion; a non-finite target is ignored.
  public mutating func scroll(
    to target: Double, animated: Bool, time: Double, duration: Double? = nil
  ) {
    guard target.isFinite, let t = acceptInputTime(time) else { return }
    pointerTracker.reset()
    wheelTracker.reset()
    let clamped = Swift.min(Swift.max(target, leadingEdge), maxOffset)
    if animated {
      startAnimation(to: clamped, duration: duration ?? configuration.animationDuration, at: t)
    } else {
      offset = clamped
      velocity = 0
      motion = .idle
    }
  }

  /// Animated scroll by `delta` points from where a running animated scroll is heading (or from
  /// the current offset), so that repeated steps, such as a held arrow key's auto-repeat, add
  /// up to their full distance like wheel notches do.
  public mutating func scroll(by delta: Double, time: Double) {
    guard delta.isFinite else { return }
    var base = offset
    if case .animating(let animation, _) = motion { base = animation.to }
    scroll(to: base + delta, animated: true, time: time)
  }

  /// Animated scroll to the top, as a tap on the status bar does (docs/references.md "Status bar"):
  /// an ease-out over `scrollToTopDuration(distance:)`, 0.5–1 s, from wherever the content is,
  /// catching a fling on the way.
  public mutating func scrollToTop(time: Double) {
    scroll(toEdge: 0, time: time)
  }

  /// Animated scroll to the top (`0`) or bottom (`maxOffset`) edge, timed like scroll to top.
  public mutating func scroll(toEdge target: Double, time: Double) {
    guard target.isFinite, time.isFinite else { return }
    // Evaluate first so the distance is measured from where the content is at `time`.
    advance(to: time)
    let clamped = Swift.min(Swift.max(target, leadingEdge), maxOffset)
    scroll(
      to: clamped, animated: true, time: time,
      duration: configuration.scrollToTopDuration(distance: clamped - offset))
  }

  /// Switches between the normal and fast deceleration rates (the F key); the next fling uses
  /// the new rate.
  public mutating func toggleDecelerationRate() {
    configuration.decelerationRate =
      configuration.decelerationRate == .normal ? .fast : .normal
  }
}
