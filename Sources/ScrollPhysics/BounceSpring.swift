import RealModule

/// A damped spring pulling a displacement back to 0, solved in closed form.
///
/// docs/references.md "Bounce back": ScrollMechanics uses mass 1, stiffness 100, damping ratio 1
/// and, for ζ = 1 with β = damping/(2m), `x(t) = e^(−βt) (c1 + c2 t)`, c1 = x0, c2 = v0 + β x0.
/// Under-damped (ζ < 1) and over-damped (ζ > 1) springs use the textbook solutions of
/// `m x'' + 2ζ√(km) x' + k x = 0`, so a tuning panel can try them. Times are absolute seconds;
/// times before `startTime` evaluate to the start state.
public struct BounceSpring: Sendable, Equatable {
  /// Displacement from rest at `startTime`, in points.
  public let initialDisplacement: Double
  /// Velocity at `startTime`, in points per second.
  public let initialVelocity: Double
  /// When the motion starts, in seconds.
  public let startTime: Double
  /// Spring stiffness k (sanitised to a positive value).
  public let stiffness: Double
  /// Damping ratio ζ: 1 critically damped, < 1 under-damped, > 1 over-damped.
  /// Clamped into [0.02, 50] so the spring always settles in a bounded time.
  public let dampingRatio: Double
  /// Mass m (sanitised to a positive value).
  public let mass: Double

  private let form: Form

  /// The solution's shape and constants, fixed at creation so evaluation is O(1).
  private enum Form: Sendable, Equatable {
    /// `x = e^(−βτ)(c1 + c2 τ)`.
    case critical(beta: Double, c1: Double, c2: Double)
    /// `x = e^(−βτ)(a cos ωd τ + b sin ωd τ)`.
    case under(beta: Double, omegaD: Double, a: Double, b: Double)
    /// `x = c1 e^(r1 τ) + c2 e^(r2 τ)`, r2 < r1 < 0.
    case over(r1: Double, r2: Double, c1: Double, c2: Double)
  }

  /// Creates a spring released at `displacement` (rest is 0) with `velocity` at `startTime`.
  ///
  /// Defaults are ScrollMechanics' critically damped spring (docs/references.md "Bounce back").
  public init(
    displacement: Double, velocity: Double, startTime: Double = 0,
    stiffness: Double = 100, dampingRatio: Double = 1, mass: Double = 1
  ) {
    let x0 = displacement.isFinite ? displacement : 0
    let v0 = velocity.isFinite ? velocity : 0
    let k = stiffness.isFinite && stiffness > 0 ? Swift.max(stiffness, 1e-6) : 100
    let m = mass.isFinite && mass > 0 ? Swift.max(mass, 1e-6) : 1
    let zeta = dampingRatio.isNaN ? 1 : Swift.min(Swift.max(dampingRatio, 0.02), 50)
    initialDisplacement = x0
    initialVelocity = v0
    self.startTime = startTime
    self.stiffness = k
    self.mass = m
    self.dampingRatio = zeta

    let omega0 = (k / m).squareRoot()
    // β = damping / (2m) with damping = 2ζ√(km), i.e. β = ζ·ω0 (docs/references.md "Bounce back").
    let beta = zeta * omega0
    if abs(zeta - 1) < 1e-6 {
      // Near ζ = 1 the other two forms divide by ≈ 0; the critical form is exact there.
      form = .critical(beta: omega0, c1: x0, c2: v0 + omega0 * x0)
    } else if zeta < 1 {
      let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
      form = .under(beta: beta, omegaD: omegaD, a: x0, b: (v0 + beta * x0) / omegaD)
    } else {
      let gamma = omega0 * (zeta * zeta - 1).squareRoot()
      let r1 = -beta + gamma
      let r2 = -beta - gamma
      // c1 + c2 = x0 and r1 c1 + r2 c2 = v0.
      let c1 = (v0 - r2 * x0) / (r1 - r2)
      form = .over(r1: r1, r2: r2, c1: c1, c2: x0 - c1)
    }
  }

  private func elapsed(_ t: Double) -> Double { Swift.max(0, t - startTime) }

  /// Displacement from rest at absolute time `t`.
  public func displacement(at t: Double) -> Double {
    displacement(afterElapsed: elapsed(t))
  }

  /// Velocity at absolute time `t`.
  public func velocity(at t: Double) -> Double {
    velocity(afterElapsed: elapsed(t))
  }

  private func displacement(afterElapsed tau: Double) -> Double {
    switch form {
    case .critical(let beta, let c1, let c2):
      return Double.exp(-beta * tau) * (c1 + c2 * tau)
    case .under(let beta, let omegaD, let a, let b):
      let phase = omegaD * tau
      return Double.exp(-beta * tau) * (a * Double.cos(phase) + b * Double.sin(phase))
    case .over(let r1, let r2, let c1, let c2):
      return c1 * Double.exp(r1 * tau) + c2 * Double.exp(r2 * tau)
    }
  }

  private func velocity(afterElapsed tau: Double) -> Double {
    switch form {
    case .critical(let beta, let c1, let c2):
      return Double.exp(-beta * tau) * (c2 - beta * (c1 + c2 * tau))
    case .under(let beta, let omegaD, let a, let b):
      let phase = omegaD * tau
      let cosine = (b * omegaD - beta * a) * Double.cos(phase)
      let sine = (a * omegaD + beta * b) * Double.sin(phase)
      return Double.exp(-beta * tau) * (cosine - sine)
    case .over(let r1, let r2, let c1, let c2):
      return r1 * c1 * Double.exp(r1 * tau) + r2 * c2 * Double.exp(r2 * tau)
    }
  }

  /// The first absolute time strictly after `startTime` at which the displacement crosses 0, or
  /// nil if it never does (a critically or over-damped spring crosses at most once).
  ///
  /// A spring released outside an edge first crosses it moving inwards. When the content was
  /// thrown inwards, `Scroller` hands over to deceleration inside the content there; otherwise
  /// the spring goes on and settles on the edge.
  public func zeroCrossingTime() -> Double? {
    let tau: Double?
    switch form {
    case .critical(_, let c1, let c2):
      // c1 + c2 τ = 0.
      tau = c2 != 0 ? -c1 / c2 : nil
    case .under(_, let omegaD, let a, let b):
      if a == 0 {
        // Starts at rest position: sin(ωd τ) = 0 next at ωd τ = π.
        tau = b != 0 ? Double.pi / omegaD : nil
      } else {
        // a cos θ + b sin θ = 0 ⇔ tan θ = −a/b; the first positive root lies in (0, π).
        var theta = Double.atan2(y: -a, x: b)
        if theta <= 0 { theta += Double.pi }
        tau = theta / omegaD
      }
    case .over(let r1, let r2, let c1, let c2):
      // c1 e^(r1 τ) = −c2 e^(r2 τ) ⇔ e^((r1 − r2) τ) = −c2/c1.
      let ratio = c1 != 0 ? -c2 / c1 : 0
      tau = ratio > 0 ? Double.log(ratio) / (r1 - r2) : nil
    }
    guard let tau, tau > 0, tau.isFinite else { return nil }
    return startTime + tau
  }

  /// The first absolute time strictly after `startTime` at which the velocity is 0 (the
  /// turning point of a spring that starts moving away from rest), or nil if it never is.
  public func firstStopTime() -> Double? {
    let tau: Double?
    switch form {
    case .critical(let beta, let c1, let c2):
      // c2 − β(c1 + c2 τ) = 0.
      tau = c2 != 0 ? (c2 - beta * c1) / (beta * c2) : nil
    case .under(let beta, let omegaD, let a, let b):
      // p cos θ − q sin θ = 0 ⇔ tan θ = p/q; the first positive root lies in (0, π].
      let p = b * omegaD - beta * a
      let q = a * omegaD + beta * b
      var theta = Double.atan2(y: p, x: q)
      if theta <= 0 { theta += Double.pi }
      tau = theta / omegaD
    case .over(let r1, let r2, let c1, let c2):
      // r1 c1 e^(r1 τ) = −r2 c2 e^(r2 τ).
      let ratio = r1 * c1 != 0 ? -(r2 * c2) / (r1 * c1) : 0
      tau = ratio > 0 ? Double.log(ratio) / (r1 - r2) : nil
    }
    guard let tau, tau > 0, tau.isFinite else { return nil }
    return startTime + tau
  }

  /// Seconds after `startTime` from which on |displacement| stays below `tolerance` and
  /// |velocity| below `velocityTolerance` for good.
  ///
  /// docs/references.md "Bounce back": done when within 0.5/screenScale pt. The default velocity
  /// tolerance, `tolerance / 0.05 s`, is Flutter's ratio of its velocity to its distance tolerance
  /// (docs/references.md "Stop thresholds"). The answer is found by checking the closed form on a
  /// fixed 1 ms grid from the start until an analytic envelope proves the spring can no longer
  /// leave the tolerances, so it does not depend on how callers sample frames.
  public func settleTime(tolerance: Double, velocityTolerance: Double? = nil) -> Double {
    let tol = tolerance > 0 ? tolerance : 1e-9
    let vtol = velocityTolerance.flatMap { $0 > 0 ? $0 : nil } ?? tol / 0.05
    let envelope = Envelope(form: form)

    // Grid: 1 ms, widened only for extreme tuning so the scan stays under ~200k evaluations.
    let estimate = envelope.roughDecayTime(to: Swift.min(tol, vtol))
    let step = Swift.max(0.001, estimate / 200_000)
    var lastViolation = -1
    var index = 0
    while true {
      let tau = Double(index) * step
      if abs(displacement(afterElapsed: tau)) >= tol || abs(velocity(afterElapsed: tau)) >= vtol {
        lastViolation = index
      } else if tau >= envelope.monotoneAfter,
        envelope.displacementBound(tau) < tol, envelope.velocityBound(tau) < vtol
      {
        // From here on the (decreasing) envelopes keep both values inside the tolerances.
        break
      }
      index += 1
      if index > 2_000_000 { break }  // Unreachable with sanitised parameters; a hard stop.
    }
    return Double(lastViolation + 1) * step
  }

  /// Upper bounds of |x| and |v| of the form Σ (a + b τ) e^(−λ τ), decreasing after
  /// `monotoneAfter`. Two fixed terms (the second unused except when over-damped): no heap.
  private struct Envelope {
    struct Term {
      var rate: Double
      var xa: Double
      var xb: Double
      var va: Double
      var vb: Double

      func x(_ tau: Double) -> Double { (xa + xb * tau) * Double.exp(-rate * tau) }
      func v(_ tau: Double) -> Double { (va + vb * tau) * Double.exp(-rate * tau) }
    }

    var first: Term
    var second = Term(rate: 1, xa: 0, xb: 0, va: 0, vb: 0)
    var monotoneAfter = 0.0

    init(form: Form) {
      switch form {
      case .critical(let beta, let c1, let c2):
        // |x| ≤ e^(−βτ)(|c1| + |c2|τ); |v| ≤ e^(−βτ)(|c2| + β|c1| + β|c2|τ).
        // e^(−βτ)(a + bτ) with a, b ≥ 0 is decreasing for τ ≥ 1/β.
        first = Term(
          rate: beta, xa: abs(c1), xb: abs(c2), va: abs(c2) + beta * abs(c1), vb: beta * abs(c2))
        monotoneAfter = 1 / beta
      case .under(let beta, let omegaD, let a, let b):
        // x = e^(−βτ)(a cos + b sin), v = e^(−βτ)(p cos − q sin): amplitudes √(a²+b²), √(p²+q²).
        let p = b * omegaD - beta * a
        let q = a * omegaD + beta * b
        first = Term(
          rate: beta, xa: (a * a + b * b).squareRoot(), xb: 0, va: (p * p + q * q).squareRoot(),
          vb: 0)
      case .over(let r1, let r2, let c1, let c2):
        first = Term(rate: -r1, xa: abs(c1), xb: 0, va: abs(r1 * c1), vb: 0)
        second = Term(rate: -r2, xa: abs(c2), xb: 0, va: abs(r2 * c2), vb: 0)
      }
    }

    func displacementBound(_ tau: Double) -> Double { first.x(tau) + second.x(tau) }

    func velocityBound(_ tau: Double) -> Double { first.v(tau) + second.v(tau) }

    /// A generous guess of how long the slowest term takes to shrink to `tol`, to size the grid.
    func roughDecayTime(to tol: Double) -> Double {
      func time(_ term: Term) -> Double {
        guard term.rate > 0, term.xa + term.xb + term.va + term.vb > 0 else { return 0 }
        let scale = term.xa + term.va + (term.xb + term.vb) / term.rate + tol
        return (Double.log(scale / tol) + 5) / term.rate
      }
      return Swift.max(time(first), time(second))
    }
  }
}
