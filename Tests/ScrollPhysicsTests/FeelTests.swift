import Foundation
import ScrollPhysics
import Testing

/// Issue #10: the measured gaps to UIScrollView, each with numbers.
@Suite("Feel: momentum, fling floor, snap glide, trackpad coast")
struct FeelTests {
  /// A flick at `speed` pt/s for 50 ms (120 Hz moves) starting at `start`, finger going up.
  private func flick(
    _ s: inout Scroller, at start: Double, speed: Double = 2000, y: Double = 700
  ) -> Double {
    s.touchDown(y: y, time: start)
    var finger = y
    for k in 1...6 {
      finger -= speed / 120
      s.touchMove(y: finger, time: start + Double(k) / 120)
    }
    let end = start + 6 / 120
    s.touchUp(y: finger, time: end)
    return s.takeReleaseVelocity() ?? .nan
  }

  @Test("Flutter's carried momentum: sign · min(0.000816 |v|^1.967, 40000)")
  func carriedFormula() {
    #expect(isClose(CarriedMomentum.carried(fromFlingVelocity: 2000), 2539.9, within: 0.1))
    #expect(isClose(CarriedMomentum.carried(fromFlingVelocity: -500), -166.2, within: 0.1))
    #expect(CarriedMomentum.carried(fromFlingVelocity: 1e9) == 40_000)
    #expect(CarriedMomentum.carried(fromFlingVelocity: 0) == 0)
    #expect(CarriedMomentum.carried(fromFlingVelocity: .nan) == 0)
  }

  @Test("four flicks at 2000 pt/s in one direction build momentum; the launch is capped at 8000")
  func repeatedFlicksBuild() {
    var s = makeScroller()
    s.scroll(to: 1000, animated: false, time: 0)
    var launches: [Double] = []
    for i in 0..<4 { launches.append(flick(&s, at: 1 + 0.3 * Double(i))) }
    #expect(isClose(launches[0], 2000, within: 1))
    // The second flick catches the first fling 250 ms after launch, at 2000·0.998^250 ≈ 1213
    // pt/s, which carries 0.000816·1213^1.967 ≈ 946 pt/s: launch ≈ 2946.
    let caught = 2000 * Foundation.pow(0.998, 250.0)
    let carried = CarriedMomentum.carried(fromFlingVelocity: caught)
    #expect(isClose(launches[1], 2000 + carried, within: 2))
    #expect(launches[2] > launches[1] && launches[3] > launches[2])
    #expect(launches.allSatisfy { $0 <= 8000 })
  }

  @Test("no momentum against the fling, after it slowed down, or after holding still 20 ms")
  func momentumRules() {
    // Opposite direction: the flick launches at its own speed.
    var s = makeScroller()
    s.scroll(to: 5000, animated: false, time: 0)
    s.fling(velocity: 3000, time: 1)
    s.touchDown(y: 300, time: 1.1)
    var y = 300.0
    for k in 1...6 {
      y += 2000 / 120
      s.touchMove(y: y, time: 1.1 + Double(k) / 120)
    }
    s.touchUp(y: y, time: 1.15)
    #expect(isClose(s.takeReleaseVelocity() ?? 0, -2000, within: 1))

    // Slowed down: a 3000 pt/s fling caught after 2 s moves at 3000·0.998^2000 ≈ 55 pt/s and
    // carries 0.000816·55^1.967 ≈ 2 pt/s.
    var slow = makeScroller()
    slow.scroll(to: 1000, animated: false, time: 0)
    slow.fling(velocity: 3000, time: 1)
    let release = flick(&slow, at: 3)
    #expect(release - 2000 < 3)

    // Holding still over 20 ms inside the drag drops it (Flutter
    // momentumRetainStationaryDurationThreshold), even though the release is fast.
    var held = makeScroller()
    held.scroll(to: 1000, animated: false, time: 0)
    held.fling(velocity: 3000, time: 1)
    held.touchDown(y: 700, time: 1.1)
    held.touchMove(y: 690, time: 1.11)
    held.touchMove(y: 690, time: 1.14)  // still for 30 ms
    var finger = 690.0
    for k in 1...6 {
      finger -= 2000 / 120
      held.touchMove(y: finger, time: 1.14 + Double(k) / 120)
    }
    held.touchUp(y: finger, time: 1.19)
    #expect(isClose(held.takeReleaseVelocity() ?? 0, 2000, within: 1))

    // A release slower than half the carried velocity keeps only its own.
    var weak = makeScroller()
    weak.scroll(to: 1000, animated: false, time: 0)
    weak.fling(velocity: 4000, time: 1)
    let slowFlick = flick(&weak, at: 1.05, speed: 1000)
    #expect(isClose(slowFlick, 1000, within: 1))
  }

  @Test("releases under 100 pt/s rest where they are; 150 pt/s still glides")
  func flingFloor() {
    for (speed, flings) in [(60.0, false), (80, false), (99, false), (150, true)] {
      var s = makeScroller()
      s.scroll(to: 1000, animated: false, time: 0)
      s.touchDown(y: 600, time: 1)
      s.touchMove(y: 597, time: 1.01)
      var y = 597.0
      for k in 1...12 {
        y -= speed / 120
        s.touchMove(y: y, time: 1.01 + Double(k) / 120)
      }
      s.touchUp(y: y, time: 1.11)
      #expect((s.phase == .decelerating) == flings, "\(speed) pt/s: \(s.phase)")
    }
  }

  @Test("a fling that would rest in the snap zone glides straight to its end, no crawl")
  func snapGlide() {
    // −100 pt/s from 51.5 pt would rest at 51.5 − 0.4995·100 = 1.55, inside 0…52, after a 2.3 s
    // crawl and then snap. Instead: an ease-out to 0 over 3·51.5/100 = 1.55 s, held to ≤ 1 s.
    var s = makeScroller()
    s.snapZone = 0...52
    s.scroll(to: 51.5, animated: false, time: 0)
    s.fling(velocity: -100, time: 1)
    #expect(s.phase == .animating)
    var previous = s.offset
    let end = runUntilIdle(&s, from: 1) { s, _ in
      #expect(s.offset <= previous + 1e-12)
      previous = s.offset
    }
    #expect(s.offset == 0 && isClose(end - 1, 1, within: 0.002))
    // From further away: 3Δ/v = 1.5 s, held to 1 s, so it starts at 3·200/1 = 600 pt/s.
    var b = makeScroller()
    b.snapZone = 0...52
    b.scroll(to: 200, animated: false, time: 0)
    b.fling(velocity: -400, time: 1)  // would rest at 200 − 199.8 = 0.2
    #expect(b.phase == .animating && isClose(b.velocity, -600, within: 1e-9))
    _ = runUntilIdle(&b, from: 1)
    #expect(b.offset == 0)
    // Resting outside the zone: ordinary deceleration.
    var o = makeScroller()
    o.snapZone = 0...52
    o.scroll(to: 300, animated: false, time: 0)
    o.fling(velocity: 200, time: 1)
    #expect(o.phase == .decelerating)
  }

  @Test("a trackpad stream coasts as its last glide arrives, at 60, 120 and 240 Hz")
  func adaptiveCoast() {
    // One interval after the last event.
    for (hz, expected) in [(60.0, 1 / 60.0), (120, 1 / 120.0), (240, 1 / 240.0)] {
      var s = makeScroller()
      s.scroll(to: 1000, animated: false, time: 0)
      var last = 1.0
      for i in 0..<12 {
        last = 1 + Double(i) / hz
        s.wheel(deltaY: -1, precise: true, flipped: false, time: last)
      }
      s.advance(to: last + expected - 0.0005)
      #expect(s.phase == .dragging, "\(hz) Hz")
      s.advance(to: last + expected + 0.0005)
      #expect(s.phase == .decelerating, "\(hz) Hz")
    }
  }

  @Test("scroll(by:) adds onto a running step: ten 40 pt steps 33 ms apart cover 400 pt")
  func keyRepeat() {
    var s = makeScroller()
    for i in 0..<10 { s.scroll(by: 40, time: Double(i) * 0.033) }
    _ = runUntilIdle(&s, from: 0.33)
    #expect(s.offset == 400)
  }

  @Test("scroll to top catches a fling and lands at 0")
  func scrollToTopDuringFling() {
    var s = makeScroller()
    s.scroll(to: 3000, animated: false, time: 0)
    s.fling(velocity: 3000, time: 0)
    s.scrollToTop(time: 0.3)
    #expect(s.phase == .animating)
    let from = DecayCurve(position: 3000, velocity: 3000, startTime: 0).position(at: 0.3)
    let duration = s.configuration.scrollToTopDuration(distance: from)
    _ = runUntilIdle(&s, from: 0.3)
    #expect(s.offset == 0 && s.time <= 0.3 + duration + 0.002)
  }
}
