// Coming to rest on a target (pages, view-aligned positions): issue 37.

extension Scroller {
  /// The target a release at `t` with velocity `v` settles on, when the scroller has
  /// ``targets``: the projected resting point is where a decay from the current offset with `v`
  /// would stop (none below `minFlingVelocity`: a slow drag ends where it is), limited by where
  /// the gesture began.
  func restingTarget(velocity v: Double, rate: DecelerationRate? = nil) -> Double? {
    let moving = abs(v) >= configuration.minFlingVelocity ? clampedVelocity(v) : 0
    let coefficient = (rate ?? configuration.decelerationRate).decayCoefficient
    let projected = coefficient < 0 ? offset - moving / coefficient : offset
    return targets.target(projected: projected, start: gestureStart ?? offset, maxOffset: maxOffset)
  }

  /// Springs from the current offset to `target` at `t`, carrying the release velocity `v`: a
  /// critically damped spring (ζ = 1, the bounce's stiffness: it never swings back across its
  /// target, docs/references.md "Bounce back"; Flutter's page physics springs to its page the same
  /// way), stiffened when the velocity towards the target is more than ω × the distance, so the
  /// content does not run past its page: `ω = max(ω₀, |v| / |x|)`, at most 8 ω₀.
  mutating func startSettle(to target: Double, velocity v: Double, at t: Double) {
    let v = clampedVelocity(v)
    let config = configuration
    let displacement = offset - target
    let omega = (config.springStiffness / config.springMass).squareRoot()
    var stiffness = config.springStiffness
    if displacement * v < 0, abs(displacement) > 0 {
      let wanted = Swift.min(abs(v) / abs(displacement), 8 * omega)
      if wanted > omega { stiffness = wanted * wanted * config.springMass }
    }
    let spring = BounceSpring(
      displacement: displacement, velocity: v, startTime: t, stiffness: stiffness,
      dampingRatio: 1, mass: config.springMass)
    let settle = spring.settleTime(
      tolerance: config.settleTolerance, velocityTolerance: config.settleVelocityTolerance)
    motion = .bouncing(
      EdgeBounce(
        edge: target, spring: spring, crossingTime: nil, settleTime: t + settle,
        settlesOnTarget: true))
    velocity = v
  }
}

extension Scroller {
  /// Springs from where the content is at `time` to `target` (within the bounds), carrying
  /// its velocity: the same critically damped settle a release on ``targets`` starts (a swiped
  /// row that a tap elsewhere closes, or whose action slides it away; issue 41). A drag in
  /// progress is left alone.
  public mutating func settle(to target: Double, time: Double) {
    guard target.isFinite, let t = acceptInputTime(time) else { return }
    switch motion {
    case .pressed, .dragging: return
    default: break
    }
    let target = Swift.min(Swift.max(target, leadingEdge), maxOffset)
    guard abs(offset - target) > 1e-9 || velocity != 0 else {
      motion = .idle
      velocity = 0
      return
    }
    startSettle(to: target, velocity: velocity, at: t)
  }
}
