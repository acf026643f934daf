/// The 1-D scroll state machine: drags with rubber banding, momentum, bounces at the edges,
/// wheel input and timed animations, all evaluated in closed form from injected timestamps.
///
/// Coordinates: `offset` in points, positive when the content moved up, 0 at the resting top;
/// the valid range is `0...maxOffset` with `maxOffset = max(0, contentHeight − viewportHeight)`.
/// Every input carries the event's own time in seconds; `advance(to:)` evaluates the current
/// trajectory at a frame time. Because every segment (decay, spring, animation) is a closed
/// form and every hand-over between segments happens at an analytically computed instant, the
/// state at a given time does not depend on how often or when `advance` was called.
public struct Scroller: Sendable, Equatable {
  /// Tunables; changes apply to the next motion that starts (e.g. the next fling).
  public var configuration: ScrollerConfiguration
  /// When motion comes to rest strictly inside this range (deceleration end, a release or coast
  /// without a fling, the end of a wheel-notch glide), the scroller animates to the nearer end
  /// (ties go to the lower end), as a half-collapsed large title snaps (docs/references.md
  /// "Navigation bar": Flutter PR#156381).
  public var snapZone: ClosedRange<Double>? {
    get { snapZones.first }
    set { snapZones = newValue.map { [$0] } ?? [] }
  }
  /// Several adjacent snap zones, each snapping to its own nearer end: a search field that
  /// collapses before the large title snaps open or closed on its own (`0...52`, then
  /// `52...104`). `snapZone` is the first.
  public var snapZones: [ClosedRange<Double>] = []

  /// Visible height; also the rubber band's dimension d (docs/references.md "Rubber banding").
  public internal(set) var viewportHeight: Double
  /// Height of the scrolled content.
  public internal(set) var contentHeight: Double
  /// The smallest resting offset: 0, or negative while something holds the content down, like a
  /// refresh control's spinner (UIKit's content inset growing during a refresh). Set it with
  /// `setLeadingEdge(_:time:)`.
  public internal(set) var leadingEdge: Double = 0
  /// Current offset in points (may lie outside `0...maxOffset` while rubber banding/bouncing).
  public internal(set) var offset: Double = 0
  /// Current velocity in points per second, positive when the offset increases.
  public internal(set) var velocity: Double = 0
  /// The release velocity of the last drag (finger velocity in offset direction, before any
  /// clamping), set on the call that released it; read and clear it with
  /// `takeReleaseVelocity()`.
  public internal(set) var lastReleaseVelocity: Double?
  /// Time of the latest accepted input or `advance`, in seconds (−∞ before the first).
  public internal(set) var time: Double = -.infinity

  /// Where gestures come to rest (pages, view-aligned positions); ``ScrollTargets/none`` for
  /// anywhere. Takes effect at the next release.
  public var targets = ScrollTargets.none
  /// The offset where the current gesture began (a press, a wheel stream, a fling): a target
  /// is at most a page from it.
  var gestureStart: Double?

  var motion: ScrollerMotion = .idle
  var pointerTracker = VelocityTracker()
  var wheelTracker = WheelVelocityTracker()
  var momentum = CarriedMomentum()

  /// Creates a scroller at offset 0, idle.
  public init(
    configuration: ScrollerConfiguration = ScrollerConfiguration(),
    viewportHeight: Double, contentHeight: Double
  ) {
    self.configuration = configuration
    self.viewportHeight = Self.sanitizedLength(viewportHeight)
    self.contentHeight = Self.sanitizedLength(contentHeight)
  }

  /// What the scroller is doing.
  public var phase: ScrollPhase { motion.phase }

  /// The largest in-bounds offset, `max(0, contentHeight − viewportHeight)`.
  public var maxOffset: Double { Swift.max(0, contentHeight - viewportHeight) }

  /// Changes the content height. Motion in progress adapts at its next evaluation; resting
  /// content left out of bounds is clamped (there is no time here to animate from).
  public mutating func setContentHeight(_ height: Double) {
    guard height.isFinite else { return }
    contentHeight = Self.sanitizedLength(height)
    clampIfResting()
  }

  /// Changes the viewport height (also the rubber band's dimension), like `setContentHeight`.
  public mutating func setViewportHeight(_ height: Double) {
    guard height.isFinite else { return }
    viewportHeight = Self.sanitizedLength(height)
    clampIfResting()
  }

  /// Returns `lastReleaseVelocity` and clears it.
  public mutating func takeReleaseVelocity() -> Double? {
    defer { lastReleaseVelocity = nil }
    return lastReleaseVelocity
  }

  /// Evaluates the current trajectory at `time` (seconds), crossing into the next segment
  /// (edge bounce, hand-over, rest, snap) at the instants the closed forms give. Times earlier
  /// than the latest one seen, and non-finite times, are ignored.
  public mutating func advance(to time: Double) {
    guard time.isFinite, time >= self.time else { return }
    self.time = time
    evaluate(at: time)
  }

  // MARK: - Internals shared by the input extensions

  private static func sanitizedLength(_ value: Double) -> Double {
    value.isFinite ? Swift.max(0, value) : 0
  }

  private mutating func clampIfResting() {
    switch motion {
    case .idle, .pressed:
      offset = Swift.min(Swift.max(offset, leadingEdge), maxOffset)
    default:
      break
    }
  }

  /// Accepts an input event's time: non-finite times drop the event (nil); times earlier than
  /// the latest seen are treated as that latest time (events are ordered; a late timestamp
  /// must not rewind the trajectory). The trajectory is evaluated up to the event first.
  mutating func acceptInputTime(_ time: Double) -> Double? {
    guard time.isFinite else { return nil }
    let t = Swift.max(time, self.time)
    self.time = t
    evaluate(at: t)
    return t
  }

  /// When the content coasts after the precise wheel glide `glide`: as soon as the glide has
  /// arrived, so the content never stands still between the last event and the coast (SDL
  /// reports no lift-off, docs/references.md "Desktop input"). The first event of a stream has no
  /// interval to glide over and no velocity to coast with: it waits `wheelCoastMaximumDelay` for
  /// the stream's next event instead.
  func coastStart(after glide: WheelGlide) -> Double {
    glide.duration > 0
      ? glide.endTime : glide.startTime + Swift.max(0, configuration.wheelCoastMaximumDelay)
  }

  /// `v` within ±`maxFlingVelocity`, 0 when not finite: every velocity the scroller moves with,
  /// from a drag, a wheel, a script's fling or a spring, stays within the documented maximum.
  func clampedVelocity(_ v: Double) -> Double {
    guard v.isFinite else { return 0 }
    let limit = Swift.max(0, configuration.maxFlingVelocity)
    return Swift.min(Swift.max(v, -limit), limit)
  }

  /// The edge that `x` lies beyond, or nil when it is inside `leadingEdge...maxOffset`.
  func violatedEdge(_ x: Double) -> Double? {
    if x < leadingEdge { return leadingEdge }
    let top = maxOffset
    return x > top ? top : nil
  }

  /// Visible offset for an unbanded (finger-space) offset: 1:1 inside the bounds, rubber band
  /// past them (docs/references.md "Rubber banding", d = viewport height).
  func banded(_ unbanded: Double) -> Double {
    let c = configuration.rubberBandConstant
    if unbanded < leadingEdge {
      return leadingEdge
        + RubberBand.offset(
          forOverscroll: unbanded - leadingEdge, dimension: viewportHeight, constant: c)
    }
    let top = maxOffset
    if unbanded > top {
      return top
        + RubberBand.offset(forOverscroll: unbanded - top, dimension: viewportHeight, constant: c)
    }
    return unbanded
  }

  /// The band's slope at an unbanded offset: content speed per finger speed.
  func bandSlope(_ unbanded: Double) -> Double {
    let c = configuration.rubberBandConstant
    let top = maxOffset
    if unbanded < leadingEdge {
      return RubberBand.slope(
        atOverscroll: unbanded - leadingEdge, dimension: viewportHeight, constant: c)
    }
    if unbanded > top {
      return RubberBand.slope(atOverscroll: unbanded - top, dimension: viewportHeight, constant: c)
    }
    return 1
  }

  /// Unbanded offset for a visible one (the exact inverse of `banded`), so catching content
  /// that is already overscrolled does not make it jump. An overscroll the band can never
  /// produce (|b| ≥ 0.9 d, only after extreme spring tuning) is first limited to 0.9 d.
  func unbanded(_ visible: Double) -> Double {
    let c = configuration.rubberBandConstant
    let limit = 0.9 * viewportHeight
    if visible < leadingEdge {
      let b = Swift.max(visible - leadingEdge, -limit)
      return leadingEdge
        + RubberBand.overscroll(forOffset: b, dimension: viewportHeight, constant: c)
    }
    let top = maxOffset
    if visible > top {
      let b = Swift.min(visible - top, limit)
      return top + RubberBand.overscroll(forOffset: b, dimension: viewportHeight, constant: c)
    }
    return visible
  }

  /// Ends a drag or a wheel stream at `t` with finger velocity `v` (offset direction): bounce
  /// if out of bounds, fling if fast enough, else rest.
  ///
  /// Out of bounds the spring starts from the content's own velocity, the finger's scaled by the
  /// band's slope, so content released while still being pulled outwards continues smoothly
  /// instead of kicking outwards at the finger's speed.
  mutating func release(velocity v: Double, at t: Double, rate: DecelerationRate? = nil) {
    if let target = restingTarget(velocity: v, rate: rate) {
      startSettle(to: target, velocity: v * bandSlope(unbanded(offset)), at: t)
    } else if let edge = violatedEdge(offset) {
      startBounce(toward: edge, velocity: clampedVelocity(v) * bandSlope(unbanded(offset)), at: t)
    } else if abs(v) >= configuration.minFlingVelocity {
      startFling(velocity: v, at: t, rate: rate ?? configuration.decelerationRate)
    } else {
      comeToRest(at: t, allowSnap: true)
    }
  }

  /// Momentum from inside the bounds at `t`, `v` clamped to ±`maxFlingVelocity`. When the
  /// content would come to rest inside `snapZone`, it glides straight to the zone's nearer end
  /// instead of crawling there (2–3 s for slow flings) and then snapping: a cubic ease-out whose
  /// duration 3Δ/v would start it at the release speed, held within
  /// `snapDuration...snapGlideMaxDuration`. A decay covers 0.5 s × v, so 3Δ/v is about 1.5 s and
  /// the glide usually takes 1 s, starting up to 1.5× faster than the release.
  mutating func startFling(velocity v: Double, at t: Double, rate: DecelerationRate) {
    if let target = restingTarget(velocity: v, rate: rate) {
      startSettle(to: target, velocity: v, at: t)
      return
    }
    let clamped = clampedVelocity(v)
    let curve = DecayCurve(position: offset, velocity: clamped, rate: rate, startTime: t)
    // A resting point inside the zone and below maxOffset is reached without crossing an edge.
    if let target = snapTarget(restingAt: curve.restingPosition), curve.restingPosition < maxOffset,
      (target - offset) * clamped > 0
    {
      let distance = abs(target - offset)
      let duration = Swift.min(
        Swift.max(3 * distance / abs(clamped), configuration.snapDuration),
        Swift.max(configuration.snapDuration, configuration.snapGlideMaxDuration))
      startAnimation(to: target, duration: duration, at: t)
      return
    }
    startDeceleration(velocity: clamped, at: t, rate: rate)
  }

  /// Starts momentum from the current offset at `t`.
  mutating func startDeceleration(velocity v: Double, at t: Double, rate: DecelerationRate? = nil) {
    let v = clampedVelocity(v)
    let curve = DecayCurve(
      position: offset, velocity: v, rate: rate ?? configuration.decelerationRate, startTime: t)
    motion = .decelerating(curve)
    velocity = v
  }

  /// Starts a spring from the current offset towards `edge` at `t`.
  ///
  /// Above `maxBounceVelocity` the spring stiffens in proportion to the speed (k ∝ v²), which
  /// keeps the overshoot v/(ωe) at what `maxBounceVelocity` gives while the velocity stays
  /// continuous: Flutter clamps the velocity instead, which kinks the motion at the edge.
  mutating func startBounce(toward edge: Double, velocity v: Double, at t: Double) {
    let v = clampedVelocity(v)
    let config = configuration
    let cap = config.maxBounceVelocity
    let stiffening = cap > 0 && abs(v) > cap ? (abs(v) / cap) * (abs(v) / cap) : 1
    let spring = BounceSpring(
      displacement: offset - edge, velocity: v, startTime: t,
      stiffness: config.springStiffness * stiffening, dampingRatio: config.springDampingRatio,
      mass: config.springMass)
    let settle = spring.settleTime(
      tolerance: config.settleTolerance, velocityTolerance: config.settleVelocityTolerance)
    motion = .bouncing(
      EdgeBounce(
        edge: edge, spring: spring,
        crossingTime: Self.isThrownAcross(spring) ? spring.zeroCrossingTime() : nil,
        settleTime: t + settle))
    velocity = v
  }

  /// Whether `spring` was released moving inwards faster than a critically damped spring of
  /// its stiffness returns on its own (|v0| > ω0·|x0|, ω0 = √(k/m)): the content was thrown back
  /// into the list, and deceleration inside the content takes over where it crosses the edge.
  /// Any other release settles on the edge, even when an under-damped spring swings across it
  /// (issue 33: with ζ 0.7, a hand-over there left the content resting 25 pt short of the end).
  /// For ζ ≥ 1 a spring crosses only when this holds, so stock iOS feel is unchanged.
  static func isThrownAcross(_ spring: BounceSpring) -> Bool {
    let x0 = spring.initialDisplacement
    let v0 = spring.initialVelocity
    let omega0 = (spring.stiffness / spring.mass).squareRoot()
    return x0 * v0 < 0 && abs(v0) > omega0 * abs(x0)
  }

  /// Momentum crossing `edge` at `t` with velocity `v` (outwards) runs into the rubber band: an
  /// outbound spring whose damping is the decay's own friction (c/m = −dC), so the deceleration
  /// is continuous where the content crosses the edge (dC·v on both sides, where a spring
  /// starting at the edge with its own damping would jump to 2ωv), and whose stiffness is
  /// `impactStiffness`, which keeps the overshoot the tuned spring gives: ≈ v/(ωe) with
  /// ω = √(k/m). Where it turns around, a return spring of the same stiffness and the tuned
  /// damping ratio takes over from rest, so the acceleration (−k·overshoot) is continuous there
  /// too, and a critically damped return never crosses back over the edge.
  mutating func startImpact(toward edge: Double, velocity v: Double, at t: Double) {
    let v = clampedVelocity(v)
    let config = configuration
    let mass = config.springMass
    let stiffness = config.impactStiffness
    let friction = -config.decelerationRate.decayCoefficient * mass
    let zeta = friction / (2 * (stiffness * mass).squareRoot())
    let spring = BounceSpring(
      displacement: offset - edge, velocity: v, startTime: t, stiffness: stiffness,
      dampingRatio: zeta, mass: mass)
    guard let turn = spring.firstStopTime() else {
      startBounce(toward: edge, velocity: v, at: t)
      return
    }
    motion = .bouncing(
      EdgeBounce(
        edge: edge, spring: spring, crossingTime: nil, settleTime: .infinity, turnTime: turn)
    )
    velocity = v
  }

  /// The return from an impact's turning point at `t`, from rest `offset − edge` past the edge.
  private mutating func startImpactReturn(toward edge: Double, at t: Double) {
    let config = configuration
    let spring = BounceSpring(
      displacement: offset - edge, velocity: 0, startTime: t, stiffness: config.impactStiffness,
      dampingRatio: config.springDampingRatio, mass: config.springMass)
    let settle = spring.settleTime(
      tolerance: config.settleTolerance, velocityTolerance: config.settleVelocityTolerance)
    // Released from rest: it settles on the edge, swinging across it when under-damped.
    motion = .bouncing(
      EdgeBounce(edge: edge, spring: spring, crossingTime: nil, settleTime: t + settle))
    velocity = 0
  }

  /// Starts an eased animation from the current offset to `target` at `t`.
  mutating func startAnimation(
    to target: Double, duration: Double, at t: Double, snapsWhenDone: Bool = false
  ) {
    guard duration > 0, target != offset else {
      offset = target
      comeToRest(at: t, allowSnap: snapsWhenDone)
      return
    }
    let animation = ScrollAnimation(from: offset, to: target, startTime: t, duration: duration)
    motion = .animating(animation, snapsWhenDone: snapsWhenDone)
    velocity = animation.velocity(at: t)
  }

  /// Motion stopped at `t`: bounce back if out of bounds, snap out of `snapZone` if allowed,
  /// else idle.
  mutating func comeToRest(at t: Double, allowSnap: Bool) {
    velocity = 0
    if allowSnap, let target = restingTarget(velocity: 0), abs(target - offset) > 1e-9 {
      startSettle(to: target, velocity: 0, at: t)
      return
    }
    if let edge = violatedEdge(offset) {
      startBounce(toward: edge, velocity: 0, at: t)
      return
    }
    motion = .idle
    guard allowSnap, let target = snapTarget(restingAt: offset) else { return }
    startAnimation(to: target, duration: configuration.snapDuration, at: t)
  }

  /// The end of the snap zone holding `position` nearer to it (ties go to the lower end), inside
  /// the bounds, when `position` lies strictly inside the zone.
  func snapTarget(restingAt position: Double) -> Double? {
    guard
      let zone = snapZones.first(where: { $0.lowerBound < position && position < $0.upperBound })
    else { return nil }
    let nearer =
      position - zone.lowerBound <= zone.upperBound - position ? zone.lowerBound : zone.upperBound
    return Swift.min(Swift.max(nearer, 0), maxOffset)
  }

  /// The edge a decay heads for and the absolute time it reaches it, if it does so before it
  /// stops (docs/references.md "Bounce back": a fling that reaches an edge keeps going past it).
  private func edgeCrossing(of curve: DecayCurve) -> (edge: Double, time: Double)? {
    let v = curve.startVelocity
    guard v != 0 else { return nil }
    let edge = v > 0 ? maxOffset : leadingEdge
    // Already at or past the edge it moves towards (it started there, or content shrank).
    if (v > 0 && curve.startPosition >= edge) || (v < 0 && curve.startPosition <= edge) {
      return (edge, curve.startTime)
    }
    guard let crossing = curve.time(toReach: edge) else { return nil }
    return (edge, crossing)
  }

  /// Evaluates the motion at `t`, stepping through every segment transition up to `t`.
  mutating func evaluate(at t: Double) {
    // Each pass either returns or moves to a later segment; the bound only guards against an
    // endless chain of hand-overs from pathological tuning (each one loses energy).
    for _ in 0..<1000 {
      switch motion {
      case .idle, .pressed, .dragging:
        return

      case .wheeling(let glide):
        let coast = coastStart(after: glide)
        guard t >= coast else {
          offset = banded(glide.position(at: t))
          velocity = clampedVelocity(glide.velocity(at: t) * bandSlope(glide.position(at: t)))
          return
        }
        // Coast with GTK's velocity of the stream. The tracker keeps the stream's events, so an
        // event that comes a little late continues the stream from the coast.
        offset = banded(glide.target)
        release(
          velocity: wheelTracker.velocity, at: coast,
          rate: configuration.wheelCoastDecelerationRate)

      case .decelerating(let curve):
        let end = curve.endTime(threshold: configuration.stopDistance)
        if let crossing = edgeCrossing(of: curve), crossing.time < end, crossing.time <= t {
          // Into the rubber band with the velocity and deceleration the curve has at the edge.
          offset = crossing.edge
          startImpact(
            toward: crossing.edge, velocity: curve.velocity(at: crossing.time), at: crossing.time)
        } else if end <= t {
          offset = curve.position(at: end)
          comeToRest(at: end, allowSnap: true)
        } else {
          offset = curve.position(at: t)
          velocity = curve.velocity(at: t)
          return
        }

      case .bouncing(let bounce):
        if let turn = bounce.turnTime, turn <= t {
          offset = bounce.edge + bounce.spring.displacement(at: turn)
          startImpactReturn(toward: bounce.edge, at: turn)
        } else if bounce.handsOverToDeceleration, let crossing = bounce.crossingTime, crossing <= t
        {
          offset = bounce.edge
          startDeceleration(velocity: bounce.spring.velocity(at: crossing), at: crossing)
        } else if bounce.settleTime <= t {
          offset = bounce.edge
          comeToRest(at: bounce.settleTime, allowSnap: false)
        } else {
          offset = bounce.edge + bounce.spring.displacement(at: t)
          velocity = bounce.spring.velocity(at: t)
          return
        }

      case .animating(let animation, let snapsWhenDone):
        if animation.endTime <= t {
          offset = animation.to
          comeToRest(at: animation.endTime, allowSnap: snapsWhenDone)
        } else {
          offset = animation.position(at: t)
          velocity = animation.velocity(at: t)
          return
        }
      }
    }
    // Safety net: stop where we are, inside the bounds.
    offset = Swift.min(Swift.max(offset, leadingEdge), maxOffset)
    velocity = 0
    motion = .idle
  }
}
