import RealModule
import ScrollPhysics
import Testing

@Suite("DecayCurve: docs/references.md 'Momentum scrolling' closed form")
struct DecayCurveTests {
  @Test("decay coefficients dC = 1000 ln r")
  func coefficients() {
    #expect(isClose(DecelerationRate.normal.decayCoefficient, -2.002_002_67, within: 1e-6))
    #expect(isClose(DecelerationRate.fast.decayCoefficient, -10.050_335_85, within: 1e-6))
    #expect(DecelerationRate.normal.perMillisecond == 0.998)
    #expect(DecelerationRate.fast.perMillisecond == 0.99)
  }

  @Test(
    "resting point −v0/dC matches docs/references.md 0.4995·v0 (normal) and 0.0995·v0 (fast)",
    arguments: [100.0, 1000, 2000, 8000])
  func restingPoint(v0: Double) {
    let normal = DecayCurve(position: 0, velocity: v0, rate: .normal)
    let fast = DecayCurve(position: 0, velocity: v0, rate: .fast)
    // Exact formula, computed independently with pow instead of log.
    #expect(isClose(normal.restingPosition, -v0 / (1000 * Double.log(0.998)), within: 1e-9 * v0))
    // docs/references.md rounds the factors to 4 digits: allow the rounding (≤ 1e-4 relative).
    #expect(isClose(normal.restingPosition, 0.4995 * v0, within: 1e-4 * v0))
    #expect(isClose(fast.restingPosition, 0.0995 * v0, within: 1e-4 * v0))
    // Negative velocities rest symmetrically, from any start.
    let down = DecayCurve(position: 500, velocity: -v0, rate: .normal)
    #expect(isClose(down.restingPosition, 500 - normal.restingPosition, within: 1e-9 * v0))
  }

  @Test("WWDC 2018 projection (v/1000)·r/(1−r) is a close approximation of the resting point")
  func projection() {
    let v0 = 2000.0
    let r = 0.998
    let projected = (v0 / 1000) * r / (1 - r)
    let curve = DecayCurve(position: 0, velocity: v0, rate: .normal)
    #expect(abs(curve.restingPosition - projected) / projected < 0.002)
  }

  @Test("x(t) and v(t) at several t against v0·r^(1000t) computed with pow")
  func positionsAndVelocities() {
    let x0 = 120.0
    let v0 = 1500.0
    let start = 2.0
    for rate in [DecelerationRate.normal, .fast] {
      let curve = DecayCurve(position: x0, velocity: v0, rate: rate, startTime: start)
      let dC = 1000 * Double.log(rate.perMillisecond)
      for elapsed in [0.0, 0.016, 0.1, 0.5, 1, 2.5] {
        let fraction = Double.pow(rate.perMillisecond, 1000 * elapsed)
        #expect(isClose(curve.velocity(at: start + elapsed), v0 * fraction, within: 1e-9 * v0))
        let expected = x0 + v0 * (fraction - 1) / dC
        #expect(isClose(curve.position(at: start + elapsed), expected, within: 1e-7))
      }
    }
    // "0.998^1000 ≈ 0.135" (docs/references.md, Flutter comment): one second keeps 13.5 % of v0.
    let curve = DecayCurve(position: 0, velocity: 1000, rate: .normal, startTime: 0)
    #expect(isClose(curve.velocity(at: 1), 135.1, within: 0.1))
    // Concrete numbers: after 1 s a 1000 pt/s fling has travelled 432.0 pt of its 499.5.
    #expect(isClose(curve.position(at: 1), 432.0, within: 0.1))
    // Before the start the curve holds its start state.
    #expect(curve.position(at: -1) == 0)
    #expect(curve.velocity(at: -1) == 1000)
  }

  @Test("duration to rest for threshold 0.5: ln(−dC·thr/|v0|)/dC")
  func durationToRest() {
    let curve = DecayCurve(position: 0, velocity: 1000, rate: .normal, startTime: 10)
    let duration = curve.duration(threshold: 0.5)
    // ln(2.002·0.5/1000)/(−2.002) = 3.4499 s.
    #expect(isClose(duration, 3.4499, within: 0.001))
    // The remaining distance at that instant is exactly the threshold.
    let remaining = curve.restingPosition - curve.position(at: 10 + duration)
    #expect(isClose(remaining, 0.5, within: 1e-9))
    #expect(curve.endTime(threshold: 0.5) == 10 + duration)
    // Default threshold is 0.5; fast rate stops much sooner; sign does not matter.
    #expect(curve.duration() == duration)
    let fast = DecayCurve(position: 0, velocity: -1000, rate: .fast)
    #expect(isClose(fast.duration(threshold: 0.5), 0.5267, within: 0.001))
    // Already within the threshold (resting distance 0.4995 · 0.5 ≈ 0.25 pt): 0.
    #expect(DecayCurve(position: 0, velocity: 0.5, rate: .normal).duration(threshold: 0.5) == 0)
    #expect(DecayCurve(position: 0, velocity: 0, rate: .normal).duration() == 0)
  }

  @Test("time(toReach:) solves the closed form and says nil when never reached")
  func timeToReach() {
    let curve = DecayCurve(position: 100, velocity: 2000, rate: .normal, startTime: 1)
    let resting = curve.restingPosition  // ≈ 1099
    for target in [100.0, 150, 600, 1000, resting - 0.01] {
      let t = curve.time(toReach: target)
      #expect(t != nil)
      if let t { #expect(isClose(curve.position(at: t), target, within: 1e-6)) }
    }
    #expect(curve.time(toReach: 100) == 1)
    #expect(curve.time(toReach: resting + 1) == nil)  // beyond the resting point
    #expect(curve.time(toReach: resting) == nil)  // only after infinite time
    #expect(curve.time(toReach: 50) == nil)  // behind the start
    #expect(curve.time(toReach: .nan) == nil)
    let backwards = DecayCurve(position: 100, velocity: -2000, rate: .normal)
    let t0 = backwards.time(toReach: 0)
    #expect(t0 != nil)
    if let t0 { #expect(isClose(backwards.position(at: t0), 0, within: 1e-9)) }
    #expect(DecayCurve(position: 3, velocity: 0).time(toReach: 4) == nil)
  }

  @Test("a rate outside (0, 1) is clamped so the closed form stays finite")
  func degenerateRates() {
    for r in [1.0, 1.5, 0, -1, .nan, .infinity] {
      let curve = DecayCurve(position: 0, velocity: 1000, rate: DecelerationRate(perMillisecond: r))
      #expect(curve.restingPosition.isFinite)
      #expect(curve.duration().isFinite)
      #expect(curve.position(at: 1).isFinite)
    }
  }
}
