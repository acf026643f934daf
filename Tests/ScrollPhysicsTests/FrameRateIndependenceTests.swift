import ScrollPhysics
import Testing

/// docs/references.md "Momentum scrolling": being closed-form, a fling's trajectory does not depend
/// on the frame rate. Each scenario is advanced frame by frame at 30, 60, 120 and 144 fps; every
/// frame is compared with one jump straight from the start to that time, and the rates are compared
/// with each other at times all of them sample (multiples of 1/6 s).
@Suite("Frame-rate independence")
struct FrameRateIndependenceTests {
  static let rates = [30, 60, 120, 144]

  /// Runs `start` (whose inputs all happened at or before time 0) at `fps` until `until`;
  /// returns (offset, phase) at every 1/6 s.
  private func run(_ start: Scroller, fps: Int, until: Double) -> [(Double, ScrollPhase)] {
    var s = start
    var checkpoints = [(s.offset, s.phase)]
    let framesPerCheckpoint = fps / 6
    for k in 1...Int(until * Double(fps)) {
      let t = Double(k) / Double(fps)
      s.advance(to: t)
      var jump = start
      jump.advance(to: t)
      #expect(abs(jump.offset - s.offset) < 0.01, "fps \(fps) t \(t)")
      #expect(jump.phase == s.phase, "fps \(fps) t \(t)")
      if k % framesPerCheckpoint == 0 { checkpoints.append((s.offset, s.phase)) }
    }
    return checkpoints
  }

  private func compareRates(_ start: Scroller, until: Double) -> [(Double, ScrollPhase)] {
    let reference = run(start, fps: 60, until: until)
    for fps in Self.rates where fps != 60 {
      let other = run(start, fps: fps, until: until)
      #expect(other.count == reference.count)
      for (a, b) in zip(other, reference) {
        #expect(abs(a.0 - b.0) < 0.01 && a.1 == b.1, "fps \(fps)")
      }
    }
    return reference
  }

  @Test("a fling in the middle of long content")
  func flingMidContent() {
    var s = makeScroller(viewport: 800, content: 100_000)
    s.scroll(to: 50_000, animated: false, time: 0)
    s.fling(velocity: 6000, time: 0)
    // Decelerates for ln(2.002·0.5/6000)/−2.002 = 4.35 s: compare the first 4.
    let samples = compareRates(s, until: 4)
    let curve = DecayCurve(position: 50_000, velocity: 6000, rate: .normal, startTime: 0)
    for (j, sample) in samples.enumerated() {
      #expect(isClose(sample.0, curve.position(at: Double(j) / 6), within: 1e-6))
    }
    #expect(samples.last?.1 == .decelerating)
  }

  @Test("a fling into an edge: same crossing, same bounce, same rest at the edge")
  func flingIntoEdge() {
    var s = makeScroller(viewport: 800, content: 2000)
    s.scroll(to: 900, animated: false, time: 0)
    s.fling(velocity: 5000, time: 0)
    let samples = compareRates(s, until: 3)
    #expect(samples.contains { $0.1 == .bouncing })
    #expect(samples.last?.0 == 1200 && samples.last?.1 == .idle)
  }

  @Test("an inward flick while pulled: same spring-to-deceleration hand-over at every rate")
  func handOver() {
    var s = makeScroller(viewport: 800, content: 100_000)
    s.touchDown(y: 100, time: -0.4)
    s.touchMove(y: 103, time: -0.39)
    s.touchMove(y: 303, time: -0.2)
    for i in 1...5 { s.touchMove(y: 303 - 30 * Double(i), time: -0.04 + 0.008 * Double(i)) }
    s.touchUp(time: 0)
    #expect(s.phase == .bouncing)
    let samples = compareRates(s, until: 3)
    #expect(samples.contains { $0.1 == .decelerating })
  }

  @Test("an under-damped spring (tuning panel) chains the same way at every rate")
  func underDamped() {
    var config = ScrollerConfiguration()
    config.springDampingRatio = 0.4
    config.springStiffness = 100
    var s = makeScroller(viewport: 800, content: 2000, configuration: config)
    s.scroll(to: 1100, animated: false, time: 0)
    s.fling(velocity: 4000, time: 0)
    let samples = compareRates(s, until: 4)
    #expect(samples.last?.1 == .idle)
    // Into the edge at v ≈ 3800 pt/s, the impact spring (ω = e·10 ≈ 27.2/s) overshoots by at
    // most v/ω ≈ 140 pt; its under-damped return (ζ 0.4) swings back over the edge into the
    // content and settles on the edge (issue 33: it used to hand over to deceleration inside
    // the content there, and could rest short of the edge).
    var fine = s
    var phases: [ScrollPhase] = []
    var highest = -Double.infinity
    for k in 1...4000 {
      fine.advance(to: Double(k) / 1000)
      highest = max(highest, fine.offset)
      if phases.last != fine.phase { phases.append(fine.phase) }
    }
    #expect(highest > 1200 + 100 && highest <= 1200 + 3800 / (2.718_281_828 * 10))
    #expect(phases == [.decelerating, .bouncing, .idle], "\(phases)")
    #expect(fine.offset == 1200)
  }
}
