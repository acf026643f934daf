import Foundation
import ScrollPhysics
import Testing

/// Flutter's `IOSScrollViewFlingVelocityTracker`, written from its description (docs/references.md
/// "Velocity at release"): the velocities between the last four samples, weighted 0.6, 0.35 and
/// 0.05 from oldest to newest. The reference the recorded flicks are checked against.
private func iosTrackerVelocity(_ samples: [(time: Double, y: Double)]) -> Double {
  let n = samples.count
  func pair(_ a: Int, _ b: Int) -> Double {
    let dt = samples[b].time - samples[a].time
    return dt > 0 ? (samples[b].y - samples[a].y) / dt : 0
  }
  return 0.6 * pair(n - 4, n - 3) + 0.35 * pair(n - 3, n - 2) + 0.05 * pair(n - 2, n - 1)
}

/// The release velocity a scroller reports for `events` (finger y in points, downwards;
/// seconds), in offset direction. Tall content, started mid-way: no edge is near.
private func releaseVelocity(_ events: [(kind: RecordedFlick.Kind, time: Double, y: Double)])
  -> Double
{
  var scroller = makeScroller(viewport: 800, content: 100_000)
  scroller.scroll(to: 50_000, animated: false, time: 0)
  for event in events {
    switch event.kind {
    case .down: scroller.touchDown(y: event.y, time: event.time)
    case .move: scroller.touchMove(y: event.y, time: event.time)
    case .up: scroller.touchUp(time: event.time)
    }
  }
  return scroller.lastReleaseVelocity ?? .nan
}

/// Relative error with a 300 pt/s floor on the denominator (issue 18's measure).
private func relativeError(_ value: Double, _ reference: Double) -> Double {
  abs(value - reference) / max(abs(reference), 300)
}

@Suite("Release velocity on real and rate-varied input (issue 18, items 1 and 2)")
struct RealInputVelocityTests {
  @Test("the reference reads what Flutter's iOS tracker reads on the recording")
  func referenceMatchesFlutter() {
    // Spot checks of the reference itself, by hand from the data: flick 5's last moves are
    // 7, 8 and 8 ms apart over −10.29, −15.14, −18, −21.43, −23.71 px.
    let flicks = RecordedFlick.all
    #expect(flicks.count == 14)
    #expect(isClose(iosTrackerVelocity(flicks[4].samples), -2569.6, within: 0.1))
    #expect(isClose(iosTrackerVelocity(flicks[1].samples), 1033.9, within: 0.1))
  }

  @Test("every recorded flick within 25 % of the iOS tracker, median error at most 10 %")
  func recordedFlicks() {
    var errors: [Double] = []
    for (index, flick) in RecordedFlick.all.enumerated() {
      // Finger y downwards → offset direction is −y.
      let reference = -iosTrackerVelocity(flick.samples)
      let measured = releaseVelocity(flick.events)
      let error = relativeError(measured, reference)
      errors.append(error)
      #expect(error <= 0.25, "flick \(index + 1): \(measured) vs iOS \(reference)")
    }
    let median = errors.sorted()[errors.count / 2]
    #expect(median <= 0.10, "median error \(median)")
  }

  /// The finger's path for the rate tests (offset direction, points over seconds).
  private static let shapes:
    [(name: String, duration: Double, path: @Sendable (Double) -> Double)] =
      [
        ("constant 1500 pt/s", 0.15, { 1500 * $0 }),
        // 3000 pt/s slowing at 8000 pt/s²: 1800 pt/s at release.
        ("decelerating", 0.15, { 3000 * $0 - 4000 * $0 * $0 }),
        // ∫ 2000 sin²(πt/0.15) dt, released two-thirds of the way.
        (
          "bell", 0.1,
          { t in
            let w = 2 * Double.pi / 0.15
            return 1000 * t - 1000 / w * sin(w * t)
          }
        ),
      ]

  /// Release velocities of `shape` at `rates`, 20 seeds each, with ±1 ms uniform timestamp
  /// jitter. `inOrder`: stamps are kept increasing (at least 0.5 ms apart), as the first version
  /// of this test did; otherwise they are as jittered, so at 1 kHz a stamp often lies behind the
  /// previous one although the event came after it.
  private static func jitteredVelocities(
    _ shape: (name: String, duration: Double, path: @Sendable (Double) -> Double),
    rates: [Double], inOrder: Bool
  ) -> (lowest: Double, highest: Double) {
    var lowest = Double.infinity
    var highest = -Double.infinity
    for hz in rates {
      for seed in UInt64(1)...20 {
        var rng = SplitMix64(seed: seed &* 7919 &+ UInt64(hz))
        var events: [(kind: RecordedFlick.Kind, time: Double, y: Double)] = []
        var last = -Double.infinity
        var k = 0.0
        while k / hz <= shape.duration + 1e-9 {
          let trueTime = k / hz
          var reported = trueTime + rng.jitter(0.001)
          if inOrder { reported = max(reported, last + 0.0005) }
          // Finger y downwards, rounded to @2x pixels as a mouse in a 1× window reports it.
          let y = 600 - (shape.path(trueTime) * 2).rounded() / 2
          events.append((k == 0 ? .down : .move, 1 + reported, y))
          last = max(last, reported)
          k += 1
        }
        events.append((.up, 1 + last + 0.001, events.last!.y))
        let v = releaseVelocity(events)
        lowest = min(lowest, v)
        highest = max(highest, v)
      }
    }
    return (lowest, highest)
  }

  @Test("the same motion reads the same at 60, 120, 125, 500 and 1000 Hz with ±1 ms jitter")
  func anyInputRate() {
    for shape in Self.shapes {
      let (lowest, highest) = Self.jitteredVelocities(
        shape, rates: [60, 120, 125, 500, 1000], inOrder: true)
      #expect(highest / lowest <= 1.10, "\(shape.name): \(lowest)…\(highest)")
    }
  }

  /// Issue 33: with the stamps as jittered (out of order at 1 kHz) the tracker dropped or
  /// merged the late ones, and the decelerating flick spread 20.7 % across rates (22.7 % in the
  /// issue's own measurement), 1724…2081 pt/s at 1 kHz alone. Now 5.3 %, as with ordered stamps.
  @Test("±1 ms jitter that puts stamps out of order reads the same at 60…1000 Hz")
  func outOfOrderStamps() {
    for shape in Self.shapes {
      let (lowest, highest) = Self.jitteredVelocities(
        shape, rates: [60, 120, 125, 250, 500, 1000], inOrder: false)
      #expect(highest / lowest <= 1.10, "\(shape.name): \(lowest)…\(highest)")
    }
  }
}
