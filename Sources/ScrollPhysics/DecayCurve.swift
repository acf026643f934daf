import RealModule

/// Closed-form momentum: exponential decay of velocity, as UIScrollView decelerates.
///
/// From docs/references.md "Momentum scrolling", with `dC = 1000 · ln(r)`:
/// `v(t) = v0 · r^(1000 t)`, `x(t) = x0 + v0 · (r^(1000 t) − 1) / dC`, resting point `x0 − v0/dC`.
/// Because the trajectory is a closed form in time it does not depend on the frame rate.
/// All times are absolute seconds on the caller's clock; times before `startTime` evaluate to
/// the start state.
public struct DecayCurve: Sendable, Equatable {
  /// Position at `startTime`, in points.
  public var startPosition: Double
  /// Velocity at `startTime`, in points per second.
  public var startVelocity: Double
  /// How fast the velocity decays.
  public var rate: DecelerationRate
  /// When the motion starts, in seconds.
  public var startTime: Double

  /// Creates a decay starting at `position` with `velocity` (pt/s) at `startTime` (s).
  public init(
    position: Double, velocity: Double, rate: DecelerationRate = .normal, startTime: Double = 0
  ) {
    self.startPosition = position
    self.startVelocity = velocity
    self.rate = rate
    self.startTime = startTime
  }

  /// `r^(1000·elapsed) = e^(dC·elapsed)`, the fraction of the start velocity left at `t`.
  private func remainingFraction(at t: Double) -> Double {
    let elapsed = Swift.max(0, t - startTime)
    return Double.exp(rate.decayCoefficient * elapsed)
  }

  /// Position at time `t`: `x0 + v0 · (r^(1000 t) − 1) / dC` (docs/references.md "Momentum
  /// scrolling").
  public func position(at t: Double) -> Double {
    startPosition + startVelocity * (remainingFraction(at: t) - 1) / rate.decayCoefficient
  }

  /// Velocity at time `t`: `v0 · r^(1000 t)` (docs/references.md "Momentum scrolling").
  public func velocity(at t: Double) -> Double {
    startVelocity * remainingFraction(at: t)
  }

  /// Where the motion would come to rest after infinite time: `x0 − v0 / dC` (docs/references.md).
  public var restingPosition: Double {
    startPosition - startVelocity / rate.decayCoefficient
  }

  /// Seconds after `startTime` until the remaining distance to `restingPosition` is `threshold`:
  /// `ln(−dC · thr / |v0|) / dC` (docs/references.md; ScrollMechanics stops at 0.5 pt).
  ///
  /// 0 when the remaining distance is already below the threshold; infinity for a moving curve
  /// with a non-positive threshold.
  public func duration(threshold: Double = 0.5) -> Double {
    let speed = abs(startVelocity)
    guard speed > 0 else { return 0 }
    guard threshold > 0 else { return .infinity }
    let dC = rate.decayCoefficient
    // The remaining distance at elapsed τ is |v0| · e^(dC·τ) / (−dC); solve it equal to thr.
    let fraction = -dC * threshold / speed
    guard fraction < 1 else { return 0 }
    return Double.log(fraction) / dC
  }

  /// Absolute time at which the remaining distance drops to `threshold`.
  public func endTime(threshold: Double = 0.5) -> Double {
    startTime + duration(threshold: threshold)
  }

  /// Absolute time at which the curve passes `position`, or nil if it never does (the position
  /// is behind the start, at or beyond the resting point, or the curve does not move).
  ///
  /// Solves `x(t) = p` in closed form: `e^(dC·τ) = 1 + (p − x0) · dC / v0`.
  public func time(toReach position: Double) -> Double? {
    guard position.isFinite else { return nil }
    guard startVelocity != 0 else { return position == startPosition ? startTime : nil }
    let dC = rate.decayCoefficient
    let fraction = 1 + (position - startPosition) * dC / startVelocity
    // fraction ≤ 0: at or past the resting point, reached only after infinite time, or never.
    // fraction > 1: the position lies behind the start.
    guard fraction > 0, fraction <= 1 else { return nil }
    return startTime + Double.log(fraction) / dC
  }
}
