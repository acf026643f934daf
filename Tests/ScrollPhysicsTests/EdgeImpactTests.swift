import Foundation
import ScrollPhysics
import Testing

/// Issue 18 item 4: momentum that reaches an edge runs into the rubber band and turns around
/// smoothly, instead of stopping dead ~100 pt past it within ~33 ms.
@Suite("Edge impact: momentum into an edge")
struct EdgeImpactTests {
  /// Flings towards the top from 40 pt down so that the content crosses the edge (offset 0) at
  /// `speed`, sampled every `step` seconds from 50 ms before the crossing. (Flings are capped at
  /// 8000 pt/s, so 7900 is about the fastest arrival there is.)
  struct Impact {
    var crossing: Double
    var samples: [(t: Double, offset: Double, velocity: Double)] = []
    var peak: Double { -(samples.map(\.offset).min() ?? 0) }
    var peakTime: Double { samples.min { $0.offset < $1.offset }!.t - crossing }
    var settleTime: Double
  }

  static func impact(speed: Double, step: Double = 1.0 / 1000) -> Impact {
    var s = makeScroller(viewport: 852, content: 10_000)
    s.scroll(to: 40, animated: false, time: 0)
    // The fling that arrives at the edge with `speed`: the decay's closed form backwards.
    let dC = s.configuration.decelerationRate.decayCoefficient
    let launch = -(speed - dC * 40)
    s.fling(velocity: launch, time: 0)
    let crossing = log(speed / -launch) / dC
    var impact = Impact(crossing: crossing, settleTime: .nan)
    var t = 0.0
    while t < crossing + 2 {
      t += step
      s.advance(to: t)
      if t >= crossing - 0.05 { impact.samples.append((t, s.offset, s.velocity)) }
      if t > crossing, s.phase == .idle, impact.settleTime.isNaN {
        impact.settleTime = t - crossing
      }
    }
    return impact
  }

  @Test(
    "the deceleration is continuous where the content crosses the edge",
    arguments: [1000.0, 3000, 7900])
  func continuousDeceleration(speed: Double) {
    // Accelerations from velocities 10 µs apart, just before and just after the crossing.
    let h = 1e-5
    let impact = Self.impact(speed: speed, step: 0.001)
    func velocity(at t: Double) -> Double {
      var s = makeScroller(viewport: 852, content: 10_000)
      s.scroll(to: 40, animated: false, time: 0)
      let dC = s.configuration.decelerationRate.decayCoefficient
      s.fling(velocity: -(speed - dC * 40), time: 0)
      s.advance(to: t)
      return s.velocity
    }
    let c = impact.crossing
    let before = (velocity(at: c - h) - velocity(at: c - 2 * h)) / h
    let after = (velocity(at: c + 2 * h) - velocity(at: c + h)) / h
    // The decay decelerates at dC·v ≈ 2v; so does the impact spring at the edge (one that
    // started with its own damping would jump to 2ωv ≈ 35v).
    #expect(abs(after - before) < 0.1 * abs(before), "before \(before) after \(after)")
  }

  @Test(
    "no frame's velocity step exceeds what the spring's acceleration gives in a frame",
    arguments: [60.0, 120])
  func noVelocityStep(fps: Double) {
    for speed in [1000.0, 3000, 7900] {
      let fine = Self.impact(speed: speed, step: 1.0 / 1000)
      let frames = Self.impact(speed: speed, step: 1 / fps)
      // The spring's largest acceleration: stiffness × overshoot at the turn.
      let k = ScrollerConfiguration().impactStiffness
      let limit = k * fine.peak / fps * 1.05 + speed * 2 / fps
      for (a, b) in zip(frames.samples, frames.samples.dropFirst()) {
        #expect(
          abs(b.velocity - a.velocity) <= limit,
          "\(speed) pt/s at \(b.t): \(a.velocity) → \(b.velocity)")
      }
    }
  }

  @Test(
    "peak about v/(ωe), settled within 0.5 s, never past the edge on the way back",
    arguments: [1000.0, 3000, 7900])
  func peakAndSettle(speed: Double) {
    let impact = Self.impact(speed: speed)
    let omega = ScrollerConfiguration().springStiffness.squareRoot()
    #expect(
      abs(impact.peak - speed / (omega * M_E)) < 0.05 * speed / (omega * M_E), "peak \(impact.peak)"
    )
    #expect(impact.settleTime <= 0.5, "settle \(impact.settleTime)")
    let after = impact.samples.filter { $0.t > impact.crossing + impact.peakTime }
    #expect(after.allSatisfy { $0.offset <= 1e-9 }, "crossed back over the edge")
    // Comes back monotonically: never heads out again.
    #expect(zip(after, after.dropFirst()).allSatisfy { $1.offset >= $0.offset - 1e-9 })
  }
}
