import ScrollPhysics
import Testing

/// Issue 18 items 5 and 6: trackpad (precise wheel) streams move the content at an even speed
/// from frame to frame, through lift-off into the coast.
@Suite("Trackpad streams: even frames and a seamless lift-off")
struct TrackpadSmoothnessTests {
  /// A steady trackpad stream: `events` deltas of −1.5 units (15 pt up) at `hz` from t = 1, then
  /// the fingers lift. Returns each frame's (time, speed from the offset change, phase) at `fps`.
  static func frames(hz: Double, fps: Double, events: Int = 24) -> (
    samples: [(t: Double, speed: Double, phase: ScrollPhase, offset: Double)], lastEvent: Double
  ) {
    var s = makeScroller()
    s.scroll(to: 1000, animated: false, time: 0)
    let eventTimes = (0..<events).map { 1 + Double($0) / hz }
    var next = 0
    var frame = (1 * fps).rounded(.up)
    var previous = s.offset
    var samples: [(t: Double, speed: Double, phase: ScrollPhase, offset: Double)] = []
    while frame / fps < 2 {
      let t = frame / fps
      while next < eventTimes.count, eventTimes[next] <= t {
        s.wheel(deltaY: -1.5, precise: true, flipped: false, time: eventTimes[next])
        next += 1
      }
      s.advance(to: t)
      samples.append((t, (s.offset - previous) * fps, s.phase, s.offset))
      previous = s.offset
      frame += 1
    }
    return (samples, eventTimes.last!)
  }

  @Test(
    "60 Hz events on a 120 Hz display: each frame's speed within 20 % of its neighbours'",
    arguments: [(60.0, 120.0), (60, 144), (120, 120), (60, 60)])
  func evenFrames(hz: Double, fps: Double) {
    let (samples, last) = Self.frames(hz: hz, fps: fps)
    // Steady motion: from the third event to the last one.
    let steady = samples.filter { $0.t > 1 + 3 / hz && $0.t <= last }
    #expect(steady.count > 10)
    for (a, b) in zip(steady, steady.dropFirst()) {
      #expect(abs(b.speed - a.speed) <= 0.2 * max(a.speed, b.speed), "\(a) \(b)")
    }
    // The stream's speed is 15 pt per event: 900 pt/s at 60 Hz.
    let mean = steady.map(\.speed).reduce(0, +) / Double(steady.count)
    #expect(abs(mean - 15 * hz) < 0.03 * 15 * hz)
  }

  @Test("lift-off: no frame dips more than 10 % below its neighbours", arguments: [60.0, 120])
  func liftOff(fps: Double) {
    for hz in [60.0, 120] {
      let (samples, last) = Self.frames(hz: hz, fps: fps)
      // From three frames before the last event until the coast is well under way.
      let window = samples.filter { $0.t > last - 3 / fps && $0.t < last + 0.15 }
      #expect(window.contains { $0.phase == .decelerating })
      for i in 1..<(window.count - 1) {
        let floor = 0.9 * min(window[i - 1].speed, window[i + 1].speed)
        #expect(
          window[i].speed >= floor,
          "\(hz) Hz at \(fps) fps, t \(window[i].t): \(window.map(\.speed))")
      }
    }
  }

  @Test("latency: the content follows the finger's path exactly one event interval late")
  func latency() {
    // The finger's path through the events: 15 pt per 1/60 s from 1000 at t = 1. Deltas applied
    // as they arrive trail it by half an interval on average (a staircase); the glide trails it
    // by one interval, 16.7 ms: half an interval (8.3 ms, one 120 Hz frame) added.
    let (samples, last) = Self.frames(hz: 60, fps: 120)
    for sample in samples where sample.t > 1 + 2 / 60.0 && sample.t <= last {
      let finger = 1000 + 15 + 15 * 60 * (sample.t - 1 - 1 / 60.0)
      #expect(abs(sample.offset - finger) < 1e-6, "t \(sample.t): \(sample.offset) vs \(finger)")
    }
  }
}
