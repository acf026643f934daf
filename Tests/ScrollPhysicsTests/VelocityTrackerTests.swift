import Foundation
import ScrollPhysics
import Testing

/// Synthetic drags: the finger follows `path` (offset direction, points); the device samples it
/// at `hz`, reports timestamps with ± `timeJitter` s of noise and positions rounded to physical
/// pixels at @3x, as real input does.
private struct SyntheticDrag {
  var hz: Double
  var duration: Double
  var timeJitter = 0.001
  var seed: UInt64 = 42
  var path: (Double) -> Double

  /// Feeds the tracker; returns the last reported timestamp.
  func feed(_ tracker: inout VelocityTracker) -> Double {
    var rng = SplitMix64(seed: seed)
    var lastTime = -Double.infinity
    var k = 0.0
    while k / hz <= duration + 1e-9 {
      let trueTime = k / hz
      let reported = max(trueTime + rng.jitter(timeJitter), lastTime + 0.0005)
      let position = (path(trueTime) * 3).rounded() / 3
      tracker.add(position: position, time: reported)
      lastTime = reported
      k += 1
    }
    return lastTime
  }
}

@Suite("VelocityTracker: docs/references.md 'Velocity at release'")
struct VelocityTrackerTests {
  @Test("constant-velocity drag, noisy 60 and 125 Hz input", arguments: [60.0, 125])
  func constantVelocity(hz: Double) {
    for (seed, speed) in [(1 as UInt64, 1000.0), (2, -2500), (3, 300)] {
      var tracker = VelocityTracker()
      let drag = SyntheticDrag(hz: hz, duration: 0.3, seed: seed) { speed * $0 }
      let last = drag.feed(&tracker)
      let v = tracker.velocity(atReleaseTime: last + 0.004)
      #expect(abs(v - speed) < 0.06 * abs(speed), "hz \(hz) speed \(speed): got \(v)")
    }
  }

  @Test("exact samples at exact times give the exact velocity")
  func exactLine() {
    var tracker = VelocityTracker()
    for i in 0..<10 { tracker.add(position: 5 + 800 * Double(i) / 60, time: Double(i) / 60) }
    #expect(isClose(tracker.velocity(atReleaseTime: 9 / 60), 800, within: 1e-6))
  }

  @Test(
    "accelerating flick: iOS weighting (0.6, 0.35, 0.05 oldest to newest) lags the finger",
    arguments: [60.0, 125, 1000])
  func accelerating(hz: Double) {
    // a = 15000 pt/s² for 150 ms: the finger reaches 2250 pt/s (2160 at 125 Hz's last sample,
    // 144 ms). The three averaged velocities are those at the midpoints of their 1/120 s
    // segments, whatever the input rate, so their weighted mean age is 2.05 segments ≈ 17 ms and
    // iOS reads about 2250 − 15000 · 0.017 ≈ 1994: below the finger's speed, never above it.
    var tracker = VelocityTracker()
    let drag = SyntheticDrag(hz: hz, duration: 0.15, seed: 7) { 0.5 * 15000 * $0 * $0 }
    let last = drag.feed(&tracker)
    let v = tracker.velocity(atReleaseTime: last)
    let segment = VelocityTracker.segmentSpan
    let meanAge = 0.05 * 0.5 * segment + 0.35 * 1.5 * segment + 0.6 * 2.5 * segment
    let lastSample = (0.15 * hz + 1e-9).rounded(.down) / hz
    let expected = 15000 * (lastSample - meanAge)
    #expect(abs(v - expected) < 0.03 * expected, "hz \(hz): got \(v), expected \(expected)")
    #expect(v < 15000 * lastSample)
  }

  @Test(
    "release velocity never exceeds the finger's highest recent speed",
    arguments: [60.0, 120, 125])
  func neverFasterThanTheFinger(hz: Double) {
    // Bell-shaped flick peaking at 2000 pt/s, released after the peak; accelerate-then-hold;
    // and a finger that stops dead: the estimate stays within the peak (2 % for pixel rounding
    // and timestamp jitter). The old degree-2 fit read 2447 and 1.13–1.17× for the first two.
    func bell(_ t: Double) -> Double {
      // ∫ 2000 sin²(πt/0.15) dt
      let w = 2 * Double.pi / 0.15
      return 1000 * t - 1000 / w * sin(w * t)
    }
    func accelerateHold(_ t: Double) -> Double {
      t < 0.1 ? 10_000 * t * t : 100 + 2000 * (t - 0.1)
    }
    let shapes: [(String, Double, (Double) -> Double)] = [
      ("bell", 0.1, bell), ("accelerate-hold", 0.15, accelerateHold),
    ]
    for (name, duration, path) in shapes {
      for seed in UInt64(1)...20 {
        var tracker = VelocityTracker()
        // Exact timestamps: with jitter the reported samples themselves move faster than the
        // finger (see the jitter test for that).
        let drag = SyntheticDrag(hz: hz, duration: duration, timeJitter: 0, seed: seed, path: path)
        let last = drag.feed(&tracker)
        let v = tracker.velocity(atReleaseTime: last)
        #expect(v <= 2000 * 1.02 && v > 1000, "\(name) hz \(hz) seed \(seed): got \(v)")
      }
    }
  }

  @Test(
    "jittery timestamps: ±1 ms at 60 to 1000 Hz reads within 8 % of the speed",
    arguments: [60.0, 120, 1000])
  func jitter(hz: Double) {
    // ±1 ms is the input model (SDL timestamps are whole milliseconds). A regular stream
    // has its jitter removed; without that, 1 ms moves an 8 ms segment's velocity by 12 %.
    var total = 0.0
    for seed in UInt64(1)...200 {
      var tracker = VelocityTracker()
      let drag = SyntheticDrag(hz: hz, duration: 0.15, timeJitter: 0.001, seed: seed) {
        1500 * $0
      }
      let last = drag.feed(&tracker)
      let v = tracker.velocity(atReleaseTime: last)
      #expect(abs(v - 1500) < 0.08 * 1500, "seed \(seed): got \(v)")
      total += v
    }
    #expect(abs(total / 200 - 1500) < 0.02 * 1500)
  }

  @Test("an irregular stream (a dropped event) keeps its own timestamps")
  func droppedEvent() {
    // 120 Hz at 1500 pt/s with exact times but the fourth-last event missing: snapping the times
    // to a line over the index would squeeze 16.7 ms into 8.3 ms and read far too fast.
    var tracker = VelocityTracker()
    for k in 0..<20 where k != 16 {
      let t = Double(k) / 120
      tracker.add(position: 1500 * t, time: t)
    }
    #expect(isClose(tracker.velocity(atReleaseTime: 19 / 120), 1500, within: 1e-6))
  }

  @Test(
    "holding still before release fades the velocity smoothly: all of it up to 20 ms, none at 60",
    arguments: [60.0, 125])
  func holdFade(hz: Double) {
    // 1500 pt/s, then the finger rests; released `hold` after it arrived at its final place.
    var previous = Double.infinity
    for hold in stride(from: 0.0, through: 0.07, by: 0.005) {
      var tracker = VelocityTracker()
      let drag = SyntheticDrag(hz: hz, duration: 0.1, timeJitter: 0, seed: 3) { 1500 * $0 }
      let last = drag.feed(&tracker)
      let v = tracker.velocity(atReleaseTime: last + hold)
      let expected = 1500 * VelocityTracker.holdFactor(hold)
      #expect(isClose(v, expected, within: 0.01 * 1500), "hold \(hold): got \(v)")
      #expect(v <= previous + 1e-9)
      previous = v
    }
    // The factor: 1 up to 20 ms, smoothstep to 0 at 60 ms, ½ half-way (40 ms, Flutter's cliff).
    #expect(VelocityTracker.holdFactor(0.02) == 1 && VelocityTracker.holdFactor(0.06) == 0)
    #expect(isClose(VelocityTracker.holdFactor(0.04), 0.5, within: 1e-12))
    #expect(isClose(VelocityTracker.holdFactor(0.03), 1 - 0.15625, within: 1e-12))
    // No step anywhere: 1 ms apart never differ by more than 1.5 × 1/40 (smoothstep's peak slope).
    for ms in 0..<80 {
      let a = VelocityTracker.holdFactor(Double(ms) / 1000)
      let b = VelocityTracker.holdFactor(Double(ms + 1) / 1000)
      #expect(abs(a - b) <= 1.5 / 40 + 1e-12)
    }
  }

  @Test(
    "a quick reversal just before release flings the new way, no faster than the finger",
    arguments: [60.0, 125])
  func reversal(hz: Double) {
    // Up at 1000 pt/s for 0.2 s, then down at 1500 pt/s for the last 50 ms.
    var tracker = VelocityTracker()
    let drag = SyntheticDrag(hz: hz, duration: 0.25, seed: 5) { t in
      t < 0.2 ? 1000 * t : 200 - 1500 * (t - 0.2)
    }
    let last = drag.feed(&tracker)
    let v = tracker.velocity(atReleaseTime: last)
    #expect(v < -1000 && v >= -1500 * 1.06, "got \(v)")
  }

  @Test("a release or duplicate sample repeating the last one does not distort the estimate")
  func duplicateSample() {
    var tracker = VelocityTracker()
    let drag = SyntheticDrag(hz: 60, duration: 0.2, seed: 11) { 1200 * $0 }
    let last = drag.feed(&tracker)
    let before = tracker.velocity(atReleaseTime: last)
    var duplicated = tracker
    // SDL delivers the button-up at the same place and time as the last motion event.
    duplicated.add(position: (1200 * 0.2 * 3).rounded() / 3, time: last)
    duplicated.add(position: (1200 * 0.2 * 3).rounded() / 3, time: last)
    #expect(duplicated.velocity(atReleaseTime: last) == before)
    #expect(duplicated.sampleCount == tracker.sampleCount)
    #expect(abs(before - 1200) < 0.06 * 1200)
  }

  @Test("a gap over 40 ms cuts the older history")
  func gapCutsHistory() {
    var tracker = VelocityTracker()
    // Fast samples, then a 60 ms pause, then three slow ones.
    for i in 0..<10 { tracker.add(position: 3000 * Double(i) / 125, time: Double(i) / 125) }
    let t0 = 9.0 / 125 + 0.06
    for i in 0..<4 {
      tracker.add(position: 300 + 200 * Double(i) / 125, time: t0 + Double(i) / 125)
    }
    let v = tracker.velocity(atReleaseTime: t0 + 3 / 125)
    #expect(isClose(v, 200, within: 1e-6))
  }

  @Test("samples older than 100 ms are ignored")
  func horizon() {
    var tracker = VelocityTracker()
    // Slow for 0.5 s then fast for the last 96 ms at 125 Hz: only the fast part counts.
    var t = 0.0
    var x = 0.0
    while t < 0.5 {
      tracker.add(position: x, time: t)
      t += 0.008
      x += 0.8
    }
    for _ in 0..<13 {
      tracker.add(position: x, time: t)
      t += 0.008
      x += 16
    }
    #expect(isClose(tracker.velocity(atReleaseTime: t - 0.008), 2000, within: 1e-6))
  }

  @Test("too few samples, reset, bad and out-of-order input")
  func edgeCases() {
    var tracker = VelocityTracker()
    #expect(tracker.velocity(atReleaseTime: 0) == 0)
    tracker.add(position: 0, time: 1)
    #expect(tracker.velocity(atReleaseTime: 1) == 0)
    tracker.add(position: 10, time: 1.01)
    #expect(isClose(tracker.velocity(atReleaseTime: 1.01), 1000, within: 1e-6))
    // Huge positions: the estimate stays finite.
    var huge = VelocityTracker()
    huge.add(position: -1e308, time: 0)
    huge.add(position: 1e308, time: 0.01)
    #expect(huge.velocity(atReleaseTime: 0.01).isFinite)
    tracker.add(position: 500, time: 0.5)  // half a second out of order: ignored
    tracker.add(position: .nan, time: 1.02)
    tracker.add(position: 20, time: .infinity)
    #expect(tracker.sampleCount == 2)
    // 1 ms behind the newest: timestamp jitter of a later event, kept at the newest time.
    var late = tracker
    late.add(position: 12, time: 1.009)
    #expect(late.sampleCount == 3 && late.newestTime == 1.01)
    #expect(isClose(tracker.velocity(atReleaseTime: .infinity), 0, within: 0))
    #expect(tracker.velocity(atReleaseTime: .nan) == 0)
    tracker.reset()
    #expect(tracker.sampleCount == 0 && tracker.newestTime == nil)
    #expect(tracker == VelocityTracker())
  }

  @Test("the ring keeps its samples inline: no heap storage behind add()")
  func inlineStorage() {
    // Two inline arrays of 48 Doubles: the value itself is at least 768 bytes. A heap-backed
    // array would make it a few words.
    #expect(MemoryLayout<VelocityTracker>.size >= 2 * 48 * MemoryLayout<Double>.size)
    #expect(MemoryLayout<WheelVelocityTracker>.size >= 2 * 32 * MemoryLayout<Double>.size)
    var tracker = VelocityTracker()
    for i in 0..<100 { tracker.add(position: Double(i), time: Double(i) * 0.01) }
    #expect(tracker.sampleCount == VelocityTracker.capacity)
  }
}
