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

@Suite("VelocityTracker: REFERENCE 'Velocity at release'")
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
    "accelerating flick: the release velocity follows the finger, not the window average",
    arguments: [60.0, 125])
  func accelerating(hz: Double) {
    // a = 15000 pt/s², 150 ms: the finger ends at 2250 pt/s; the 100 ms window averages
    // 1500 pt/s less 750 — a line through it would report ~1500.
    var tracker = VelocityTracker()
    let drag = SyntheticDrag(hz: hz, duration: 0.15, seed: 7) { 0.5 * 15000 * $0 * $0 }
    let last = drag.feed(&tracker)
    let v = tracker.velocity(atReleaseTime: last)
    #expect(abs(v - 2250) < 0.08 * 2250, "hz \(hz): got \(v)")
  }

  @Test(
    "stopping drag: finger slows to a halt and holds still before release: no fling either way",
    arguments: [60.0, 125], [0.02, 0.04, 0.08])
  func stopping(hz: Double, hold: Double) {
    // 1000 pt/s for 0.2 s, slows to 0 over 50 ms (25 pt), then holds still for `hold`.
    var tracker = VelocityTracker()
    let drag = SyntheticDrag(hz: hz, duration: 0.25 + hold, seed: 9) { t in
      if t < 0.2 { return 1000 * t }
      if t < 0.25 {
        let s = t - 0.2
        return 200 + 1000 * s - 10_000 * s * s
      }
      return 225
    }
    let last = drag.feed(&tracker)
    let v = tracker.velocity(atReleaseTime: last + 0.005)
    #expect(abs(v) < 50, "below Flutter's min fling velocity; got \(v)")
  }

  @Test("a quick reversal just before release flings the new way", arguments: [60.0, 125])
  func reversal(hz: Double) {
    // Up at 1000 pt/s for 0.2 s, then down at 1500 pt/s for the last 50 ms.
    var tracker = VelocityTracker()
    let drag = SyntheticDrag(hz: hz, duration: 0.25, seed: 5) { t in
      t < 0.2 ? 1000 * t : 200 - 1500 * (t - 0.2)
    }
    let last = drag.feed(&tracker)
    let v = tracker.velocity(atReleaseTime: last)
    #expect(v < -1000, "got \(v)")
  }

  @Test("a stale release (last sample over 40 ms old) gives 0, a fresh one does not")
  func staleRelease() {
    var tracker = VelocityTracker()
    for i in 0..<8 { tracker.add(position: 1000 * Double(i) / 125, time: Double(i) / 125) }
    let last = 7.0 / 125
    #expect(isClose(tracker.velocity(atReleaseTime: last + 0.039), 1000, within: 1e-6))
    #expect(tracker.velocity(atReleaseTime: last + 0.041) == 0)
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
    for i in 0..<3 {
      tracker.add(position: 300 + 200 * Double(i) / 125, time: t0 + Double(i) / 125)
    }
    let v = tracker.velocity(atReleaseTime: t0 + 2 / 125)
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
    tracker.add(position: 500, time: 0.5)  // out of order: ignored
    tracker.add(position: .nan, time: 1.02)
    tracker.add(position: 20, time: .infinity)
    #expect(tracker.sampleCount == 2)
    #expect(isClose(tracker.velocity(atReleaseTime: .infinity), 0, within: 0))
    #expect(tracker.velocity(atReleaseTime: .nan) == 0)
    tracker.reset()
    #expect(tracker.sampleCount == 0 && tracker.newestTime == nil)
    #expect(tracker == VelocityTracker())
  }

  @Test("the ring keeps its 20 samples inline: no heap storage behind add()")
  func inlineStorage() {
    // Two inline arrays of 20 Doubles: the value itself is at least 320 bytes. A heap-backed
    // array would make it a few words.
    #expect(MemoryLayout<VelocityTracker>.size >= 2 * 20 * MemoryLayout<Double>.size)
    #expect(MemoryLayout<WheelVelocityTracker>.size >= 2 * 32 * MemoryLayout<Double>.size)
    var tracker = VelocityTracker()
    for i in 0..<100 { tracker.add(position: Double(i), time: Double(i) * 0.01) }
    #expect(tracker.sampleCount == VelocityTracker.capacity)
  }
}
