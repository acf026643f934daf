import ScrollPhysics
import Testing

@Suite("Wheel and trackpad input (docs/references.md 'Desktop input')")
struct WheelTests {
  @Test("GTK rule: deltas of the last 150 ms over their span")
  func gtkVelocity() {
    var tracker = WheelVelocityTracker()
    #expect(tracker.velocity == 0)
    tracker.add(delta: 10, time: 0)
    #expect(tracker.velocity == 0)  // one event has no span
    for i in 1..<30 { tracker.add(delta: 10, time: Double(i) * 0.008) }
    // Uniform stream: delta / spacing = 10 / 0.008.
    #expect(isClose(tracker.velocity, 1250, within: 1e-6))
    // Old fast events fall out of the window: only the last 150 ms count (19 events, the
    // oldest's delta predating the 144 ms span).
    for i in 0..<20 { tracker.add(delta: 2, time: 0.3 + Double(i) * 0.008) }
    #expect(isClose(tracker.velocity, 250, within: 1e-6))
    tracker.add(delta: 3, time: 0.3 + 19 * 0.008)  // same instant as the newest: summed
    #expect(tracker.eventCount == 32)
    #expect(isClose(tracker.velocity, (18 * 2 + 3) / 0.144, within: 1e-6))
    tracker.reset()
    #expect(tracker.velocity == 0 && tracker.newestTime == nil)
  }

  /// 12 precise events at 120 Hz, each −1 unit (content up 10 pt), starting at `start`.
  private func preciseStream(
    _ s: inout Scroller, start: Double, units: Double = -1, flipped: Bool = false
  ) -> Double {
    var last = start
    for i in 0..<12 {
      last = start + Double(i) / 120
      s.wheel(deltaY: units, precise: true, flipped: flipped, time: last)
    }
    return last
  }

  @Test("a precise stream glides through its deltas, then coasts as the last glide arrives")
  func preciseStreamThenCoast() {
    var s = makeScroller()
    s.scroll(to: 1000, animated: false, time: 0)
    let last = preciseStream(&s, start: 1)
    #expect(s.phase == .dragging)
    // Each delta is spread over the stream's 1/120 s interval: at the last event the content is
    // where the eleventh delta put it, gliding at 10 pt / (1/120 s) = 1200 pt/s.
    #expect(isClose(s.offset, 1110, within: 1e-9))
    #expect(isClose(s.velocity, 1200, within: 1e-6))
    s.advance(to: last + 0.5 / 120)
    #expect(s.phase == .dragging && isClose(s.offset, 1115, within: 1e-9))
    // The last glide arrives one interval after the last event and the coast starts right there
    // (the old rule held the content still for 1.5 intervals first), with GTK's velocity:
    // (11 deltas of 10 pt) / (11/120 s) = 1200 pt/s.
    let delay = 1.0 / 120
    s.advance(to: last + delay - 0.0005)
    #expect(s.phase == .dragging)
    s.advance(to: last + delay + 0.2)
    #expect(s.phase == .decelerating)
    // macOS-like travel: r = 0.99641/ms rests 1200/3.5929 ≈ 334 pt further (0.28 s · v;
    // UIKit's 0.998 would coast 599 pt).
    let rate = s.configuration.wheelCoastDecelerationRate
    let curve = DecayCurve(position: 1120, velocity: 1200, rate: rate, startTime: last + delay)
    #expect(isClose(s.offset, curve.position(at: last + delay + 0.2), within: 1e-6))
    #expect(isClose(curve.restingPosition - 1120, 0.2783 * 1200, within: 0.5))

    // The same stream with frames at 144 fps in between gives the same trajectory.
    var framed = makeScroller()
    framed.scroll(to: 1000, animated: false, time: 0)
    var k = 144
    for i in 0..<12 {
      let t = 1 + Double(i) / 120
      while Double(k) / 144 < t {
        framed.advance(to: Double(k) / 144)
        k += 1
      }
      framed.wheel(deltaY: -1, precise: true, flipped: false, time: t)
    }
    while Double(k) / 144 < last + delay + 0.2 {
      framed.advance(to: Double(k) / 144)
      k += 1
    }
    framed.advance(to: last + delay + 0.2)
    #expect(isClose(framed.offset, s.offset, within: 1e-9))
  }

  @Test("SDL_MOUSEWHEEL_FLIPPED multiplies the delta by −1")
  func flipped() {
    var s = makeScroller()
    s.scroll(to: 1000, animated: false, time: 0)
    s.wheel(deltaY: 1, precise: true, flipped: true, time: 1)
    #expect(s.offset == 1010)
    s.wheel(deltaY: 1, precise: true, flipped: false, time: 1.01)
    // The second delta glides over the stream's 10 ms interval.
    s.advance(to: 1.02)
    #expect(isClose(s.offset, 1000, within: 1e-9))
  }

  @Test("precise wheel past the top rubber-bands, then bounces back to rest at 0")
  func precisePastEdge() {
    var s = makeScroller(viewport: 800, content: 2000)
    for i in 0..<3 { s.wheel(deltaY: 5, precise: true, flipped: false, time: Double(i) / 120) }
    let expected = -RubberBand.offset(forOverscroll: 150, dimension: 800)
    s.advance(to: 3.0 / 120)
    #expect(isClose(s.offset, expected, within: 1e-3))
    s.advance(to: 0.2)
    #expect(s.phase == .bouncing)
    // A new precise event catches the bounce without a jump (inverse rubber band).
    let b = s.offset
    s.wheel(deltaY: 0, precise: true, flipped: false, time: 0.2)
    #expect(s.phase == .dragging && isClose(s.offset, b, within: 1e-9))
    s.wheel(deltaY: -0.1, precise: true, flipped: false, time: 0.21)
    #expect(s.offset > b && s.offset - b < 1)
    var low = 0.0
    _ = runUntilIdle(&s, from: 0.21) { s, _ in low = min(low, s.offset) }
    #expect(low > -800)
    #expect(s.phase == .idle && s.offset == 0)
  }

  @Test("a notch glides 53 pt (Linux) with a short ease-out; quick notches add onto the target")
  func notches() {
    // Chromium's X11 kWheelScrollAmount, also GTK+'s; macOS hosts use NSScrollView's 10 pt line.
    #expect(WheelConvention.linux.pointsPerNotch == 53)
    #expect(WheelConvention.macOS.pointsPerNotch == 10)
    var config = ScrollerConfiguration()
    config.pointsPerNotch = WheelConvention.linux.pointsPerNotch
    var s = makeScroller(viewport: 800, content: 2000, configuration: config)
    s.scroll(to: 500, animated: false, time: 0)
    s.wheel(deltaY: -1, precise: false, flipped: false, time: 1)
    #expect(s.phase == .animating && s.velocity > 0)
    s.advance(to: 1.075)
    #expect(isClose(s.offset, 500 + 53 * 0.875, within: 1e-9))
    s.advance(to: 1.15)
    #expect(s.phase == .idle && s.offset == 553)

    s.wheel(deltaY: -1, precise: false, flipped: false, time: 2)
    s.wheel(deltaY: -2, precise: false, flipped: false, time: 2.05)
    s.advance(to: 2.1)
    #expect(s.phase == .animating && s.offset > 606 && s.offset < 712)
    s.advance(to: 2.2)
    #expect(s.phase == .idle && s.offset == 712)

    // Clamped to the bounds.
    s.wheel(deltaY: -20, precise: false, flipped: false, time: 3)
    s.advance(to: 3.2)
    #expect(s.offset == 1200)
    var top = makeScroller()
    top.wheel(deltaY: 3, precise: false, flipped: false, time: 0)
    #expect(top.phase == .idle && top.offset == 0)
  }

  @Test("a notch glide that ends inside the snap zone snaps; a programmatic scroll does not")
  func notchSnaps() {
    var s = makeScroller()
    s.snapZone = 0...52
    s.scroll(to: 70, animated: false, time: 0)
    s.configuration.pointsPerNotch = 50
    s.wheel(deltaY: 1, precise: false, flipped: false, time: 1)  // glide to 20
    s.advance(to: 1.15)
    #expect(s.phase == .animating && s.offset == 20)
    s.advance(to: 1.45)
    #expect(s.phase == .idle && s.offset == 0)
    s.scroll(to: 30, animated: true, time: 2)
    s.advance(to: 3)
    #expect(s.phase == .idle && s.offset == 30)
  }

  @Test("wheel events are ignored during a pointer drag")
  func ignoredDuringDrag() {
    var s = makeScroller()
    s.scroll(to: 1000, animated: false, time: 0)
    s.touchDown(y: 300, time: 1)
    s.touchMove(y: 290, time: 1.01)
    let before = s.offset
    s.wheel(deltaY: -5, precise: true, flipped: false, time: 1.02)
    s.wheel(deltaY: -5, precise: false, flipped: false, time: 1.03)
    #expect(s.offset == before && s.phase == .dragging)
  }

  @Test("absurd wheel deltas stay finite and bounded")
  func absurdDeltas() {
    var s = makeScroller(viewport: 800, content: 2000)
    s.wheel(deltaY: 1e9, precise: true, flipped: false, time: 0)
    #expect(s.offset.isFinite && s.offset > -800 && s.offset < 0)
    // Clamped to 1000 units (10 000 pt) per event: two of these end 8800 pt past the bottom.
    s.wheel(deltaY: -1e9, precise: true, flipped: false, time: 0.01)
    s.wheel(deltaY: -1e9, precise: true, flipped: false, time: 0.02)
    s.advance(to: 0.03)
    #expect(s.offset.isFinite && s.offset > 1200 && s.offset < 2000)
    s.advance(to: 0.1)
    // The coast's absurd finger velocity is limited to 8000 pt/s and scaled by the band's slope.
    #expect(s.phase == .bouncing && abs(s.velocity) <= 8000)
    _ = runUntilIdle(&s, from: 0.1)
    #expect(s.phase == .idle && s.offset == 1200)
    s.wheel(deltaY: 1e300, precise: false, flipped: true, time: 20)
    s.wheel(deltaY: -.greatestFiniteMagnitude, precise: false, flipped: false, time: 20.01)
    s.advance(to: 21)
    #expect(s.phase == .idle && s.offset == 1200)
    let before = s
    s.wheel(deltaY: .nan, precise: true, flipped: false, time: 22)
    s.wheel(deltaY: .infinity, precise: false, flipped: false, time: 22)
    s.wheel(deltaY: 1, precise: true, flipped: false, time: .nan)
    #expect(s == before)
  }
}
