import Foundation
import ScrollPhysics
import Testing

@Suite("Scroller state machine")
struct ScrollerStateMachineTests {
  @Test("defaults come from docs/references.md")
  func defaults() {
    let config = ScrollerConfiguration()
    #expect(config.decelerationRate == .normal)
    #expect(config.rubberBandConstant == 0.55)
    // Compose Multiplatform's iOS overscroll spring (stiffness 300, no bounce).
    #expect(config.springStiffness == 300 && config.springDampingRatio == 1)
    #expect(config.springMass == 1 && config.screenScale == 3)
    #expect(config.settleTolerance == 0.5 / 3)
    #expect(config.stopDistance == 0.5 && config.panSlop == 2)
    #expect(config.minFlingVelocity == 100 && config.maxFlingVelocity == 8000)
    #expect(config.maxBounceVelocity == 5000 && config.animationDuration == 0.3)
    #expect(config.pointsPerNotch == WheelConvention.host.pointsPerNotch)
    #expect(ScrollPhase.decelerating.rawValue == "decelerating")
    let scroller = makeScroller(viewport: 800, content: 500)
    #expect(scroller.maxOffset == 0 && scroller.phase == .idle && scroller.offset == 0)
  }

  @Test("a fling decelerates along the closed form and ends 0.5 pt short of its resting point")
  func flingEnds() {
    var s = makeScroller()
    s.scroll(to: 5000, animated: false, time: 0)
    s.fling(velocity: 2000, time: 1)
    #expect(s.phase == .decelerating && s.velocity == 2000)
    let curve = DecayCurve(position: 5000, velocity: 2000, rate: .normal, startTime: 1)
    s.advance(to: 1.5)
    #expect(isClose(s.offset, curve.position(at: 1.5), within: 1e-9))
    #expect(isClose(s.velocity, curve.velocity(at: 1.5), within: 1e-9))
    let end = curve.endTime(threshold: 0.5)
    s.advance(to: end - 0.001)
    #expect(s.phase == .decelerating)
    s.advance(to: end + 0.001)
    #expect(s.phase == .idle && s.velocity == 0)
    #expect(s.offset == curve.position(at: end))
    #expect(isClose(s.offset, curve.restingPosition - 0.5, within: 1e-9))
  }

  @Test("touching down catches a fling where it is at that instant")
  func catchFling() {
    var s = makeScroller()
    s.scroll(to: 5000, animated: false, time: 0)
    s.fling(velocity: 2000, time: 1)
    s.advance(to: 1.2)
    let curve = DecayCurve(position: 5000, velocity: 2000, rate: .normal, startTime: 1)
    s.touchDown(y: 400, time: 1.3)
    #expect(s.phase == .dragging)
    #expect(s.velocity == 0)
    #expect(isClose(s.offset, curve.position(at: 1.3), within: 1e-9))
    let caught = s.offset
    s.advance(to: 2)
    #expect(s.offset == caught)
    // Held still for 700 ms: stale release, no fling, but the release velocity is recorded.
    s.touchUp(time: 2)
    #expect(s.phase == .idle && s.offset == caught)
    #expect(s.takeReleaseVelocity() == 0)
    #expect(s.lastReleaseVelocity == nil)
  }

  @Test(
    "a fling into the bottom edge overshoots by ≈ v/(ωe), never crosses back, rests at the edge")
  func flingIntoBottomEdge() {
    var s = makeScroller(viewport: 800, content: 2000)  // maxOffset 1200
    s.scroll(to: 1000, animated: false, time: 0)
    s.fling(velocity: 3000, time: 0)
    let curve = DecayCurve(position: 1000, velocity: 3000, rate: .normal, startTime: 0)
    let crossing = curve.time(toReach: 1200)!
    let edgeVelocity = curve.velocity(at: crossing)  // 3000 − 2.002·200 = 2599.6
    #expect(isClose(edgeVelocity, 2599.6, within: 0.1))
    var peak = 0.0
    var wentPast = false
    var phases: [ScrollPhase] = []
    let end = runUntilIdle(&s, from: 0) { s, t in
      if phases.last != s.phase { phases.append(s.phase) }
      peak = max(peak, s.offset)
      if s.offset > 1200 { wentPast = true }
      if wentPast { #expect(s.offset >= 1200) }
      if t < crossing { #expect(s.phase == .decelerating) }
      if t > crossing + 0.002 && s.phase != .idle { #expect(s.phase == .bouncing) }
    }
    #expect(phases == [.decelerating, .bouncing, .idle])
    // Into the impact spring: ω = e·√300, damped only by the decay's friction 2.002/s, so
    // β = 1.001 and the peak is (v/ωd)·e^(−β tp)·sin(ωd tp) at tp = atan2(ωd, β)/ωd ≈ v/(√300 e).
    let omega = 2.718_281_828 * 300.0.squareRoot()
    let beta = 1.000_999_333
    let omegaD = (omega * omega - beta * beta).squareRoot()
    let tp = atan2(omegaD, beta) / omegaD
    let expectedPeak = edgeVelocity / omegaD * exp(-beta * tp) * sin(omegaD * tp)
    #expect(isClose(peak - 1200, expectedPeak, within: 0.05))
    #expect(abs(expectedPeak / (edgeVelocity / omega) - 1) < 0.04)
    #expect(s.offset == 1200 && s.velocity == 0)
    #expect(end - crossing < 0.75)
  }

  @Test("a fast fling into the top edge: overshoot ≈ v/(ωe), velocity continuous")
  func flingIntoTopEdgeStiffened() {
    var s = makeScroller(viewport: 800, content: 2000)
    s.scroll(to: 10, animated: false, time: 0)
    s.fling(velocity: -8000, time: 0)
    var low = 0.0
    var lastVelocity = s.velocity
    var largestStep = 0.0
    _ = runUntilIdle(&s, from: 0, step: 0.0001) { s, _ in
      low = min(low, s.offset)
      largestStep = max(largestStep, abs(s.velocity - lastVelocity))
      lastVelocity = s.velocity
    }
    // Velocity at the edge ≈ −7980; the impact spring overshoots by about v/(√300 e) ≈ 170 pt
    // (4 % less for the decay's friction it keeps).
    #expect(low < -0.95 * 7980 / (300.0.squareRoot() * 2.718_281_828) && low > -170)
    // No kink where it crosses the edge: in 0.1 ms frames the velocity never steps by more than
    // the spring's largest deceleration allows (k·overshoot·dt ≈ 2217 · 164 · 1e-4 ≈ 36 pt/s);
    // clamping 7980 to 5000 stepped by 2980.
    #expect(largestStep < 50)
    #expect(s.offset == 0 && s.phase == .idle)
  }

  @Test("pan slop: no motion until the pointer moved more than 2 pt, then no jump")
  func panSlop() {
    var s = makeScroller()
    s.scroll(to: 1000, animated: false, time: 0)
    s.touchDown(y: 500, time: 1)
    s.touchMove(y: 498.5, time: 1.01)
    #expect(s.phase == .idle && s.offset == 1000)
    // Past the slop the same move already scrolls, by what lies beyond the slop (UIKit).
    s.touchMove(y: 497, time: 1.02)
    #expect(s.phase == .dragging && s.offset == 1001)
    s.touchMove(y: 447, time: 1.03)
    #expect(s.offset == 1051)
    s.touchMove(y: 547, time: 1.04)
    #expect(s.offset == 951)
  }

  @Test("the first move past the slop moves the content; an up away from the last move counts")
  func firstMoveAndUpPosition() {
    // down y=600 → move y=560: 40 pt of finger travel, 2 of them slop: the content moves 38.
    var s = makeScroller()
    s.scroll(to: 1000, animated: false, time: 0)
    s.touchDown(y: 600, time: 1)
    s.touchMove(y: 560, time: 1.016)
    #expect(s.phase == .dragging && s.offset == 1038)
    // Downwards too.
    var d = makeScroller()
    d.scroll(to: 1000, animated: false, time: 0)
    d.touchDown(y: 600, time: 1)
    d.touchMove(y: 640, time: 1.016)
    #expect(d.offset == 962)
    // An up 90 pt past the last move moves the content by those 90 pt before releasing.
    var u = makeScroller()
    u.scroll(to: 1000, animated: false, time: 0)
    u.touchDown(y: 600, time: 1)
    u.touchMove(y: 590, time: 1.016)
    #expect(u.offset == 1008)
    u.touchUp(y: 500, time: 1.033)
    #expect(isClose(u.offset, 1098, within: 1e-9))
    // …and its velocity: 10 pt in 16 ms, then 90 pt in 17 ms; the iOS weights (0.05, 0.35, 0.6
    // newest first) over 1/120 s segments of that path favour the older motion.
    let v = u.takeReleaseVelocity() ?? 0
    func path(_ t: Double) -> Double {
      t <= 1.016 ? 10 * (t - 1) / 0.016 : 10 + 90 * (t - 1.016) / 0.017
    }
    let h = 1.0 / 120
    let expected =
      (0.05 * (path(1.033) - path(1.033 - h)) + 0.35 * (path(1.033 - h) - path(1.033 - 2 * h))
        + 0.6 * (path(1.033 - 2 * h) - path(1.033 - 3 * h))) / h
    #expect(isClose(v, expected, within: 1e-6))
    // A press and lift within the slop, even at another place inside it, is no drag.
    var tap = makeScroller()
    tap.touchDown(y: 600, time: 1)
    tap.touchUp(y: 601.5, time: 1.05)
    #expect(tap.offset == 0 && tap.phase == .idle && tap.takeReleaseVelocity() == nil)
  }

  /// Drags from the top by `pull` finger points (down), holding still at the end.
  private func pulledDown(_ pull: Double, content: Double = 2000) -> Scroller {
    var s = makeScroller(viewport: 800, content: content)
    s.touchDown(y: 100, time: 0)
    s.touchMove(y: 102, time: 0.008)  // the slop's edge: the drag is anchored here
    for i in 1...20 { s.touchMove(y: 102 + pull * Double(i) / 20, time: 0.008 + 0.008 * Double(i)) }
    for i in 1...6 { s.touchMove(y: 102 + pull, time: 0.168 + 0.008 * Double(i)) }
    return s
  }

  @Test("dragging past the top rubber-bands with d = viewport height")
  func rubberBandWhileDragging() {
    let s = pulledDown(200)
    #expect(s.phase == .dragging)
    let expected = -RubberBand.offset(forOverscroll: 200, dimension: 800, constant: 0.55)
    #expect(isClose(s.offset, expected, within: 1e-9))
    #expect(isClose(s.offset, -96.70, within: 0.01))
  }

  @Test("released while pulled: springs back to the top without overshoot, rests at 0")
  func releaseWhilePulled() {
    var s = pulledDown(200)
    // Held still 80 ms before lifting: no velocity left.
    s.touchUp(time: 0.248)
    let release = s.takeReleaseVelocity()
    #expect(release == 0)
    #expect(s.phase == .bouncing)
    var previous = s.offset
    var within1pt: Double?
    let end = runUntilIdle(&s, from: 0.248) { s, t in
      #expect(s.offset >= previous - 1e-12)
      #expect(s.offset <= 0)
      previous = s.offset
      if within1pt == nil && s.offset > -1 { within1pt = t - 0.248 }
    }
    #expect(s.phase == .idle && s.offset == 0 && s.velocity == 0)
    // From −96.7 pt: e^(−ωt)(1 + ωt) = 1/96.7 at ωt ≈ 6.6, ω = √300: 0.381 s (was 0.66 s with
    // stiffness 100); iOS-tuned references return within 0.22–0.49 s.
    #expect(isClose(within1pt ?? 0, 0.381, within: 0.002))
    #expect(end - 0.248 < 0.6)
  }

  @Test("released while still pulling outwards: no kick, the content goes on at its own speed")
  func releaseWhilePullingOut() {
    var s = makeScroller(viewport: 800, content: 2000)
    s.touchDown(y: 100, time: 0)
    s.touchMove(y: 102, time: 0.008)
    // Still pulling down at 1000 pt/s of finger speed when lifted, 150 pt past the edge.
    for i in 1...19 { s.touchMove(y: 102 + 8 * Double(i), time: 0.008 + 0.008 * Double(i)) }
    let atRelease = s.offset
    let contentVelocity = s.velocity
    s.touchUp(time: 0.16)
    #expect(isClose(s.takeReleaseVelocity() ?? 0, -1000, within: 1))
    // The band's slope at 152 pt of finger overscroll is 0.55/(1 + 152·0.55/800)² ≈ 0.45: the
    // spring starts at the content's −450 pt/s, not the finger's −1000.
    #expect(isClose(s.velocity, contentVelocity, within: 1e-6))
    #expect(isClose(contentVelocity, -1000 * 0.55 / pow2(1 + 152 * 0.55 / 800), within: 1))
    var low = atRelease
    _ = runUntilIdle(&s, from: 0.16) { s, _ in low = min(low, s.offset) }
    // It carries on outwards for 15 ms, 3.1 pt, where the finger's speed would carry it 10.9.
    #expect(atRelease - low < 3.5)
    #expect(s.offset == 0)
  }

  private func pow2(_ x: Double) -> Double { x * x }

  @Test("flicked inwards while pulled: the spring hands over to deceleration at the edge")
  func releaseWhilePulledWithInwardFlick() {
    var s = pulledDown(200, content: 100_000)
    // Flick up 160 pt in 64 ms at 2500 pt/s (still 40 pt of finger travel past the edge).
    for i in 1...8 { s.touchMove(y: 302 - 20 * Double(i), time: 0.216 + 0.008 * Double(i)) }
    #expect(s.offset < 0)
    s.touchUp(time: 0.28)
    let release = s.takeReleaseVelocity() ?? 0
    #expect(isClose(release, 2500, within: 1))
    #expect(s.phase == .bouncing)
    var phases: [ScrollPhase] = [.bouncing]
    var crossed = false
    _ = runUntilIdle(&s, from: 0.28) { s, _ in
      if phases.last != s.phase { phases.append(s.phase) }
      if s.offset >= 0 { crossed = true }
      if crossed { #expect(s.offset >= 0) }
    }
    #expect(phases == [.bouncing, .decelerating, .idle])
    #expect(s.offset > 100)
  }

  @Test("catching content that is already overscrolled does not make it jump")
  func catchOverscrolled() {
    var s = pulledDown(300)
    s.touchUp(time: 0.22)
    s.advance(to: 0.27)
    #expect(s.phase == .bouncing)
    let b = s.offset
    #expect(b < -20)
    s.touchDown(y: 600, time: 0.28)
    #expect(s.phase == .dragging)
    let caught = s.offset
    s.touchMove(y: 600, time: 0.29)
    #expect(isClose(s.offset, caught, within: 1e-9))
    // One more point of finger travel moves the content by the band's slope there.
    s.touchMove(y: 601, time: 0.30)
    #expect(s.offset < caught && caught - s.offset < 0.55)
  }

  @Test("touchCancel ends a drag like a release with zero velocity")
  func cancel() {
    var s = pulledDown(200)
    s.touchCancel(time: 0.22)
    #expect(s.phase == .bouncing && s.takeReleaseVelocity() == 0)
    _ = runUntilIdle(&s, from: 0.22)
    #expect(s.offset == 0)
    // A fast drag in the middle, cancelled: no fling.
    var m = makeScroller()
    m.scroll(to: 3000, animated: false, time: 0)
    m.touchDown(y: 500, time: 1)
    for i in 1...10 { m.touchMove(y: 500 - 20 * Double(i), time: 1 + 0.008 * Double(i)) }
    m.touchCancel(time: 1.08)
    // 200 pt of finger travel, 2 of them the slop.
    #expect(m.phase == .idle && m.offset == 3198)
  }

  @Test("a quick drag flings with the tracked velocity and records it")
  func dragFling() {
    var s = makeScroller()
    s.scroll(to: 3000, animated: false, time: 0)
    s.touchDown(y: 600, time: 1)
    for i in 1...12 { s.touchMove(y: 600 - 12 * Double(i), time: 1 + 0.008 * Double(i)) }
    s.touchUp(time: 1.1)
    let release = s.takeReleaseVelocity()
    #expect(release != nil && isClose(release!, 1500, within: 1))
    #expect(s.phase == .decelerating && isClose(s.velocity, 1500, within: 1))
    // Slow drag: recorded, but no fling.
    s.touchDown(y: 600, time: 5)
    for i in 1...12 { s.touchMove(y: 600 - 0.3 * Double(i), time: 5 + 0.008 * Double(i)) }
    s.touchUp(time: 5.1)
    let slow = s.takeReleaseVelocity()
    #expect(slow != nil && isClose(slow!, 37.5, within: 0.5))
    #expect(s.phase == .idle)
  }

  @Test("scroll to top: cubic ease-out over 0.5–1 s growing with distance, then idle at 0")
  func scrollToTop() {
    let config = ScrollerConfiguration()
    // 0.5 + 0.5 (1 − e^(−d/2000)): 100 pt 0.524 s, 1000 pt 0.697 s, 5000 pt 0.959 s, 10⁶ pt 1 s.
    for (distance, expected) in [(0.0, 0.5), (100, 0.5244), (1000, 0.6967), (5000, 0.9590)] {
      #expect(isClose(config.scrollToTopDuration(distance: distance), expected, within: 1e-4))
    }
    #expect(config.scrollToTopDuration(distance: 1e6) <= 1)
    var s = makeScroller()
    s.scroll(to: 5000, animated: false, time: 0)
    s.scrollToTop(time: 1)
    #expect(s.phase == .animating)
    let duration = config.scrollToTopDuration(distance: 5000)
    s.advance(to: 1 + duration / 2)
    // p = 0.5: 1 − 0.5³ = 0.875 of the way.
    #expect(isClose(s.offset, 625, within: 1e-9))
    #expect(s.velocity < 0)
    // Peak speed 3 · 5000 / 0.959 ≈ 15,640 pt/s (it was 50,000 over 0.3 s).
    var peak = 0.0
    var t = 1.0
    var p = makeScroller()
    p.scroll(to: 5000, animated: false, time: 0)
    p.scrollToTop(time: 1)
    while t < 1 + duration {
      p.advance(to: t)
      peak = max(peak, abs(p.velocity))
      t += 0.001
    }
    #expect(isClose(peak, 3 * 5000 / duration, within: 50))
    s.advance(to: 1 + duration)
    #expect(s.phase == .idle && s.offset == 0 && s.velocity == 0)
    s.scroll(to: -50, animated: false, time: 2)
    #expect(s.offset == 0)
    s.scroll(to: 1e12, animated: false, time: 2)
    #expect(s.offset == s.maxOffset)
  }

  @Test(
    "snap zone: resting strictly inside snaps to the nearer end, ties to the lower end",
    arguments: [(20.0, 0.0), (30, 52), (26, 0), (51, 52)])
  func snapZone(restAt: Double, expected: Double) {
    var s = makeScroller()
    s.snapZone = 0...52
    s.scroll(to: 100, animated: false, time: 0)
    // A slow drag to `restAt`, released without a fling.
    s.touchDown(y: 400, time: 1)
    s.touchMove(y: 397, time: 1.01)  // 1 pt past the slop's edge at 398
    s.touchMove(y: 398 + (100 - restAt), time: 1.5)
    #expect(isClose(s.offset, restAt, within: 1e-9))
    s.touchUp(time: 1.6)
    #expect(s.phase == .animating)
    s.advance(to: 1.6 + 0.15)
    #expect(s.phase == .animating)
    s.advance(to: 1.6 + 0.3)
    #expect(s.phase == .idle && s.offset == expected)
  }

  @Test(
    "snap zones: search strip 0...52 then large title 52...104, each to its own nearer end",
    arguments: [(20.0, 0.0), (30, 52), (60, 52), (78, 52), (79, 104), (100, 104)])
  func snapZones(restAt: Double, expected: Double) {
    var s = makeScroller()
    s.snapZones = [0...52, 52...104]
    #expect(s.snapZone == 0...52)
    s.scroll(to: 200, animated: false, time: 0)
    s.touchDown(y: 400, time: 1)
    s.touchMove(y: 397, time: 1.01)
    s.touchMove(y: 398 + (200 - restAt), time: 1.5)
    s.touchUp(time: 1.6)
    s.advance(to: 1.6 + 0.3)
    #expect(s.phase == .idle && s.offset == expected)
  }

  @Test("snap zone: a deceleration that ends inside the zone snaps too; outside it does not")
  func snapAfterDeceleration() {
    var s = makeScroller()
    s.snapZone = 0...52
    s.scroll(to: 100, animated: false, time: 0)
    // Comes to rest at 100 − (0.4995·150 − 0.5) ≈ 25.6: inside, nearer 0.
    s.fling(velocity: -150, time: 0)
    let end = runUntilIdle(&s, from: 0) { s, _ in _ = s }
    #expect(s.phase == .idle)
    #expect(s.offset == 0)
    #expect(end > 0.3)
    var outside = makeScroller()
    outside.snapZone = 0...52
    outside.scroll(to: 200, animated: false, time: 0)
    outside.fling(velocity: -150, time: 0)
    _ = runUntilIdle(&outside, from: 0)
    #expect(isClose(outside.offset, 200 - 0.4995 * 150 + 0.5, within: 0.05))
  }

  @Test("toggleDecelerationRate switches normal ↔ fast for the next fling")
  func toggleRate() {
    var s = makeScroller()
    s.scroll(to: 5000, animated: false, time: 0)
    s.toggleDecelerationRate()
    #expect(s.configuration.decelerationRate == .fast)
    s.fling(velocity: 1000, time: 0)
    _ = runUntilIdle(&s, from: 0)
    #expect(isClose(s.offset, 5000 + 0.0995 * 1000 - 0.5, within: 0.05))
    s.toggleDecelerationRate()
    #expect(s.configuration.decelerationRate == .normal)
    s.fling(velocity: 1000, time: 10)
    _ = runUntilIdle(&s, from: 10)
    #expect(isClose(s.offset, 5099 + 0.4995 * 1000 - 0.5, within: 0.1))
  }

  @Test("absurd inputs leave the state finite and bounded")
  func absurdInputs() {
    var s = makeScroller(viewport: 800, content: 2000)
    s.scroll(to: 600, animated: false, time: 0)
    let before = s
    s.advance(to: .nan)
    s.fling(velocity: .nan, time: 1)
    s.fling(velocity: 10, time: .nan)
    s.touchDown(y: .infinity, time: 1)
    s.scroll(to: .infinity, animated: true, time: 1)
    s.wheel(deltaY: .nan, precise: true, flipped: false, time: 1)
    s.wheel(deltaY: -.infinity, precise: false, flipped: false, time: 1)
    s.setContentHeight(.nan)
    #expect(s == before)

    s.fling(velocity: 1e9, time: 1)
    #expect(s.velocity == 8000)
    s.advance(to: 1e9)  // huge forward jump: closed form, ends at rest at the edge
    #expect(s.phase == .idle && s.offset == 1200)

    s.touchDown(y: 0, time: 1e9 + 1)
    s.touchMove(y: 3, time: 1e9 + 1.005)
    s.touchMove(y: 1e12, time: 1e9 + 1.01)
    #expect(s.offset.isFinite && s.offset > -800 && s.offset < 0)
    s.touchMove(y: -1e300, time: 1e9 + 1.02)
    #expect(s.offset.isFinite && s.offset > 1200 && s.offset <= 2000)
    s.touchUp(time: 1e9 + 1.03)
    _ = runUntilIdle(&s, from: 1e9 + 1.03, step: 0.01)
    #expect(s.phase == .idle && s.offset == 1200)

    s.setContentHeight(-5)
    #expect(s.maxOffset == 0 && s.offset == 0)
    var small = Scroller(viewportHeight: -3, contentHeight: .infinity)
    #expect(small.maxOffset == 0)
    small.fling(velocity: 5000, time: 0)
    _ = runUntilIdle(&small, from: 0)
    #expect(small.offset == 0 && small.phase == .idle)
  }

  @Test("time going backwards is ignored; an input with an old timestamp uses the latest time")
  func timeGoingBackwards() {
    var s = makeScroller()
    s.scroll(to: 3000, animated: false, time: 0)
    s.fling(velocity: 2000, time: 1)
    s.advance(to: 1.5)
    let snapshot = s
    s.advance(to: 1.2)
    #expect(s == snapshot)
    s.touchDown(y: 300, time: 1.1)
    #expect(s.phase == .dragging && s.offset == snapshot.offset && s.time == 1.5)
  }

  @Test("content shrinking under resting content clamps it; growing keeps it")
  func contentHeightChanges() {
    var s = makeScroller(viewport: 800, content: 5000)
    s.scroll(to: 4200, animated: false, time: 0)
    s.setContentHeight(4000)
    #expect(s.offset == 3200 && s.contentHeight == 4000)
    s.setContentHeight(10_000)
    #expect(s.offset == 3200 && s.maxOffset == 9200)
    s.setViewportHeight(1000)
    #expect(s.viewportHeight == 1000 && s.maxOffset == 9000)
  }

  @Test("fling while overscrolled bounces; a zero fling rests")
  func flingEdgeCases() {
    var s = pulledDown(200)
    s.fling(velocity: -100, time: 0.3)
    #expect(s.phase == .bouncing)
    _ = runUntilIdle(&s, from: 0.3)
    #expect(s.offset == 0)
    s.fling(velocity: 0, time: 5)
    #expect(s.phase == .idle)
  }
}
