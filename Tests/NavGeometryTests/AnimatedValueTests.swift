import Testing

@testable import NavGeometry

@Suite("AnimatedValue and curves")
struct AnimatedValueTests {
  @Test("Half-way through the 150 ms cross-fade the value is half-way")
  func halfway() {
    var alpha = AnimatedValue(value: 0)
    #expect(!alpha.isAnimating)
    alpha.setTarget(1, duration: NavigationBarMetrics.titleCrossFadeDuration, time: 10)
    #expect(alpha.isAnimating && alpha.target == 1 && alpha.value == 0)
    alpha.update(time: 10.075)
    #expect(close(alpha.value, 0.5))
    alpha.update(time: 10.1125)
    #expect(close(alpha.value, 0.75))
    alpha.update(time: 10.15)
    #expect(alpha.value == 1 && !alpha.isAnimating)
    alpha.update(time: 11)
    #expect(alpha.value == 1)
  }

  @Test("Retargeting mid-flight restarts from the current value")
  func retarget() {
    var value = AnimatedValue(value: 0)
    value.setTarget(1, duration: 0.2, time: 0)
    value.setTarget(0, duration: 0.1, time: 0.1)  // value is 0.5 now
    #expect(close(value.value, 0.5))
    value.update(time: 0.15)
    #expect(close(value.value, 0.25))
  }

  @Test("Setting the same target again does not restart the animation")
  func sameTarget() {
    var value = AnimatedValue(value: 0)
    value.setTarget(10, duration: 1, time: 0)
    value.setTarget(10, duration: 1, time: 0.5)
    value.update(time: 0.5)
    #expect(close(value.value, 5))
    #expect(value.startTime == 0)
  }

  @Test("Time going backwards stays within start...target; NaN time is ignored")
  func badTime() {
    var value = AnimatedValue(value: 2)
    value.setTarget(4, duration: 1, time: 5)
    value.update(time: 5.5)
    #expect(close(value.value, 3))
    value.update(time: 1)
    #expect(value.value == 2)
    value.update(time: .nan)
    #expect(value.value == 2 && value.isAnimating)
    value.update(time: -.infinity)
    #expect(value.value == 2)
    value.update(time: .infinity)
    #expect(value.value == 4 && !value.isAnimating)
  }

  @Test("A zero duration, NaN duration or NaN time jumps to the target")
  func jumps() {
    var a = AnimatedValue(value: 0)
    a.setTarget(1, duration: 0, time: 0)
    #expect(a.value == 1 && !a.isAnimating)
    var b = AnimatedValue(value: 0)
    b.setTarget(1, duration: .nan, time: 0)
    #expect(b.value == 1)
    var c = AnimatedValue(value: 0)
    c.setTarget(1, duration: 0.3, time: .nan)
    #expect(c.value == 1)
    var d = AnimatedValue(value: 3)
    d.setTarget(.nan, duration: 1, time: 0)
    #expect(d.target == 3 && !d.isAnimating)
  }

  @Test("progress(at:) reports the linear fraction")
  func progress() {
    var value = AnimatedValue(value: 0)
    #expect(value.progress(at: 3) == 1)
    value.setTarget(1, duration: 0.25, time: 1)
    #expect(close(value.progress(at: 1.125), 0.5))
  }

  @Test("Cubic Bézier: identity, CSS ease, end points")
  func bezier() {
    let identity = CubicBezier(0, 0, 1, 1)
    #expect(close(identity(0.3), 0.3, 1e-7))
    let ease = CubicBezier(0.25, 0.1, 0.25, 1)
    #expect(close(ease(0.5), 0.802403387584857, 1e-6))
    #expect(ease(0) == 0 && ease(1) == 1 && ease(-2) == 0 && ease(3) == 1 && ease(.nan) == 0)
  }
}
