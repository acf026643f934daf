import ScrollPhysics
import Testing

@testable import NavLabCore

/// Issue 33: content that bounces at an edge comes to rest on that edge, for every tuning the
/// tuning panel can reach. Before, an under-damped return spring (damping ratio 0.7, rate 0.995)
/// handed over to deceleration where it swung back across the edge, and the content stopped
/// 25 pt short of the end.
@Suite("A bounce at an edge rests on the edge, for any panel tuning")
struct BounceRestTests {
  /// The panel's physics knobs, by name, so the ranges tested are the ones the panel allows.
  static func knob(_ name: String) -> TuningKnob {
    TuningKnob.all.first { $0.name == name }!
  }

  /// A value the panel can reach: the knob's range, on its step grid.
  static func panelValue(_ name: String, _ rng: inout SeededGenerator) -> Double {
    let knob = knob(name)
    let steps = ((knob.range.upperBound - knob.range.lowerBound) / knob.step).rounded(.down)
    let n = Double(Int.random(in: 0...Int(steps), using: &rng))
    return knob.range.lowerBound + n * knob.step
  }

  static func scroller(_ tuning: Tuning, content: Double = 1815) -> Scroller {
    var configuration = ScrollerConfiguration()
    tuning.apply(to: &configuration)
    // 852 pt viewport, 1815 pt content: the end is at 963 pt, as on Settings (issue 33).
    return Scroller(configuration: configuration, viewportHeight: 852, contentHeight: content)
  }

  /// Advances at 60 fps until idle (at most 300 s of motion); returns whether it came to rest.
  static func runToRest(_ s: inout Scroller, from start: Double) -> Bool {
    var t = start
    while t < start + 300 {
      t += 1.0 / 60
      s.advance(to: t)
      if s.phase == .idle { return true }
    }
    return false
  }

  @Test("issue 33's repro: damping ratio 0.7, rate 0.995, a fling into the end rests on it")
  func repro() {
    var tuning = Tuning()
    tuning.springDampingRatio = 0.7
    tuning.decelerationRate = 0.995
    var s = Self.scroller(tuning)
    s.scroll(to: 500, animated: false, time: 0)
    s.fling(velocity: 3000, time: 0)
    var peak = 0.0
    var t = 0.0
    while t < 30, s.phase != .idle || t == 0 {
      t += 1.0 / 60
      s.advance(to: t)
      peak = max(peak, s.offset)
    }
    #expect(peak > s.maxOffset + 10, "it bounced (peak \(peak))")
    #expect(s.phase == .idle)
    #expect(s.offset == s.maxOffset, "rests at \(s.offset), the end is \(s.maxOffset)")
  }

  @Test("random panel tunings: flings into either edge and releases past it rest on the edge")
  func panelTunings() {
    var rng = SeededGenerator(state: 33)
    var failures: [String] = []
    for trial in 0..<150 {
      var tuning = Tuning()
      tuning.decelerationRate = Self.panelValue("deceleration rate", &rng)
      tuning.rubberBandConstant = Self.panelValue("rubber band c", &rng)
      tuning.springStiffness = Self.panelValue("spring stiffness", &rng)
      tuning.springDampingRatio = Self.panelValue("spring damping ratio", &rng)
      // Every fourth trial takes the bounciest corner the panel allows.
      if trial % 4 == 0 {
        tuning.springDampingRatio = Self.knob("spring damping ratio").range.lowerBound
        tuning.springStiffness = Self.knob("spring stiffness").range.lowerBound
      }
      let speed = Double.random(in: 300...8000, using: &rng)
      // Started half the fling's travel from the edge, so it arrives there still moving.
      let travel = DecayCurve(
        position: 0, velocity: speed,
        rate: DecelerationRate(perMillisecond: tuning.decelerationRate), startTime: 0
      ).restingPosition
      let described =
        "rate \(tuning.decelerationRate), c \(tuning.rubberBandConstant), k \(tuning.springStiffness), ζ \(tuning.springDampingRatio), v \(Int(speed))"
      // A fling into the end, and one into the top.
      for direction in [1.0, -1.0] {
        var s = Self.scroller(tuning)
        let start = direction > 0 ? s.maxOffset - travel / 2 : travel / 2
        s.scroll(to: min(max(start, 0), s.maxOffset), animated: false, time: 0)
        s.fling(velocity: direction * speed, time: 0)
        let edge = direction > 0 ? s.maxOffset : 0
        if !Self.runToRest(&s, from: 0) || s.offset != edge {
          failures.append(
            "fling \(direction > 0 ? "down" : "up"): \(s.offset) ≠ \(edge), \(described)")
        }
      }
      // A drag 300 pt past the end, held still, released: the spring starts from rest.
      var s = Self.scroller(tuning)
      s.scroll(to: s.maxOffset, animated: false, time: 0)
      s.touchDown(y: 600, time: 0)
      for i in 1...30 { s.touchMove(y: 600 - Double(i) * 10, time: Double(i) / 60) }
      s.touchMove(y: 300, time: 1)
      s.touchUp(time: 1.2)
      if !Self.runToRest(&s, from: 1.2) || s.offset != s.maxOffset {
        failures.append("release past the end: \(s.offset) ≠ \(s.maxOffset), \(described)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count) did not rest on the edge: \(failures.prefix(5))")
  }

  @Test("a strong throw back into the list still keeps going as a fling (stock feel)")
  func throwInwards() {
    var s = Self.scroller(Tuning())
    s.scroll(to: 0, animated: false, time: 0)
    // Pull down 200 pt, then throw upwards fast: the content flies into the list.
    s.touchDown(y: 100, time: 0)
    for i in 1...20 { s.touchMove(y: 100 + Double(i) * 10, time: Double(i) / 60) }
    for i in 1...6 { s.touchMove(y: 300 - Double(i) * 40, time: (20 + Double(i)) / 60) }
    s.touchUp(time: 26.5 / 60)
    #expect(Self.runToRest(&s, from: 26.5 / 60))
    #expect(s.offset > 100, "thrown into the list, rests at \(s.offset)")
  }
}
