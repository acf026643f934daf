import RealModule
import ScrollPhysics
import Testing

@Suite("BounceSpring: docs/references.md 'Bounce back'")
struct BounceSpringTests {
  /// 0.5 / screenScale 3 (docs/references.md) and the matching Flutter-ratio velocity tolerance.
  let tolerance = 0.5 / 3
  var velocityTolerance: Double { tolerance / 0.05 }

  @Test("critically damped closed form x(t) = e^(−βt)(c1 + c2 t), β = 10, c2 = v0 + β x0")
  func criticalClosedForm() {
    let spring = BounceSpring(displacement: -50, velocity: 300, startTime: 4)
    #expect(spring.stiffness == 100 && spring.dampingRatio == 1 && spring.mass == 1)
    // c1 = −50, c2 = 300 − 500 = −200.
    for tau in [0.0, 0.05, 0.1, 0.3, 1] {
      let expected = Double.exp(-10 * tau) * (-50 - 200 * tau)
      #expect(isClose(spring.displacement(at: 4 + tau), expected, within: 1e-9))
    }
    // Hand-computed: τ = 0.1 → e^(−1)·(−70) = −25.7516.
    #expect(isClose(spring.displacement(at: 4.1), -25.7516, within: 1e-4))
    #expect(spring.displacement(at: 3) == -50)  // before the start: start state
    #expect(isClose(spring.velocity(at: 4), 300, within: 1e-9))
  }

  @Test("velocity is the derivative of displacement, for all three damping regimes")
  func velocityIsDerivative() {
    for zeta in [0.3, 1, 2.5] {
      let spring = BounceSpring(displacement: 40, velocity: -900, dampingRatio: zeta)
      #expect(isClose(spring.displacement(at: 0), 40, within: 1e-9))
      #expect(isClose(spring.velocity(at: 0), -900, within: 1e-9))
      for t in [0.01, 0.07, 0.2, 0.5, 1.3] {
        let h = 1e-6
        let numeric = (spring.displacement(at: t + h) - spring.displacement(at: t - h)) / (2 * h)
        #expect(isClose(spring.velocity(at: t), numeric, within: 1e-3))
        // And it solves m x'' + 2ζ√(km) x' + k x = 0 (m = 1, k = 100).
        let accel = (spring.velocity(at: t + h) - spring.velocity(at: t - h)) / (2 * h)
        let residual =
          accel + 2 * zeta * 10 * spring.velocity(at: t) + 100 * spring.displacement(at: t)
        #expect(abs(residual) < 0.05)
      }
    }
  }

  @Test("outward velocity from the edge: critically damped never crosses 0, settles at 0.855 s")
  func criticalOutwardDoesNotCross() {
    let spring = BounceSpring(displacement: 0, velocity: 1000)
    #expect(spring.zeroCrossingTime() == nil)
    var peak = 0.0
    for i in 1...3000 {
      let x = spring.displacement(at: Double(i) * 0.001)
      #expect(x > 0)
      peak = max(peak, x)
    }
    // Peak of v0·t·e^(−10t) at t = 0.1: 100/e = 36.79 pt.
    #expect(isClose(peak, 36.79, within: 0.01))
    // 1 ms grid: the last sample outside the tolerances is at 0.854 s.
    let settle = spring.settleTime(tolerance: tolerance, velocityTolerance: velocityTolerance)
    #expect(isClose(settle, 0.855, within: 1e-9))
    // Default velocity tolerance is tolerance / 0.05.
    #expect(spring.settleTime(tolerance: tolerance) == settle)
  }

  @Test(
    "settle time: inside both tolerances from then on, not 2 ms earlier", arguments: [0.25, 1, 3])
  func settleTimeIsFirstTimeForGood(zeta: Double) {
    let spring = BounceSpring(displacement: -120, velocity: -2500, startTime: 1, dampingRatio: zeta)
    let settle = spring.settleTime(tolerance: tolerance, velocityTolerance: velocityTolerance)
    #expect(settle > 0)
    // Check on a finer grid than the 1 ms the search uses.
    var t = 1 + settle
    while t < 1 + settle + 5 {
      #expect(abs(spring.displacement(at: t)) < tolerance)
      #expect(abs(spring.velocity(at: t)) < velocityTolerance)
      t += 0.0001
    }
    let before = 1 + settle - 0.002
    let outside =
      abs(spring.displacement(at: before)) >= tolerance
      || abs(spring.velocity(at: before)) >= velocityTolerance
    #expect(outside)
  }

  @Test("a spring already within tolerance has settled at once")
  func alreadySettled() {
    #expect(BounceSpring(displacement: 0.01, velocity: 0).settleTime(tolerance: tolerance) == 0)
    #expect(BounceSpring(displacement: 0, velocity: 0).settleTime(tolerance: tolerance) == 0)
  }

  @Test("pulled and released at rest: critically damped returns monotonically")
  func pulledReturnsMonotonically() {
    let spring = BounceSpring(displacement: -50, velocity: 0)
    #expect(spring.zeroCrossingTime() == nil)
    var previous = -50.0
    for i in 1...1500 {
      let x = spring.displacement(at: Double(i) * 0.001)
      #expect(x >= previous && x < 0)
      previous = x
    }
    #expect(isClose(spring.settleTime(tolerance: tolerance), 0.789, within: 1e-9))
  }

  @Test("zero crossing: inward flick (critical), any under-damped spring, over-damped")
  func zeroCrossings() {
    // Critical: c1 + c2 τ = 0 with c1 = −50, c2 = 2000 − 500 → τ = 1/30.
    let critical = BounceSpring(displacement: -50, velocity: 2000, startTime: 2)
    let tc = critical.zeroCrossingTime()
    #expect(tc != nil)
    if let tc {
      #expect(isClose(tc, 2 + 1 / 30, within: 1e-12))
      #expect(isClose(critical.displacement(at: tc), 0, within: 1e-9))
      #expect(critical.velocity(at: tc) > 0)
    }
    for (x0, v0) in [(-50.0, 0.0), (0, 800), (30, 100), (-10, -400)] {
      let under = BounceSpring(displacement: x0, velocity: v0, dampingRatio: 0.4)
      let t = under.zeroCrossingTime()
      #expect(t != nil)
      guard let t else { continue }
      #expect(isClose(under.displacement(at: t), 0, within: 1e-9))
      // No earlier crossing: the sign before t matches the start side.
      let side = x0 != 0 ? x0 : v0
      for i in 1..<100 {
        #expect(under.displacement(at: t * Double(i) / 100) * side > 0)
      }
    }
    let over = BounceSpring(displacement: -50, velocity: 3000, dampingRatio: 2)
    let to = over.zeroCrossingTime()
    #expect(to != nil)
    if let to { #expect(isClose(over.displacement(at: to), 0, within: 1e-9)) }
    #expect(BounceSpring(displacement: -50, velocity: 0, dampingRatio: 2).zeroCrossingTime() == nil)
  }

  @Test("absurd parameters are sanitised and stay finite")
  func sanitisedParameters() {
    let spring = BounceSpring(
      displacement: .nan, velocity: .infinity, stiffness: -1, dampingRatio: .nan, mass: 0)
    #expect(spring.displacement(at: 0.3).isFinite)
    #expect(spring.settleTime(tolerance: tolerance).isFinite)
    let soft = BounceSpring(displacement: -100, velocity: 0, stiffness: 1, dampingRatio: 0)
    #expect(soft.dampingRatio == 0.02)
    #expect(soft.settleTime(tolerance: tolerance).isFinite)
  }
}
