import Testing

@testable import NavGeometry

/// Pull to refresh over pull and time: Flutter `CupertinoSliverRefreshControl`'s 100 pt trigger,
/// 60 pt hold, 10 % reset; its activity indicator's 14 pt radius, 16 pt margin, 8 ticks.
@Suite("Refresh control")
struct RefreshControlTests {
  @Test("Metrics: 100 pt trigger, 60 pt hold, 10 % reset, radius 14, margin 16, 8 ticks")
  func metrics() {
    #expect(RefreshControl.triggerDistance == 100 && RefreshControl.indicatorExtent == 60)
    #expect(RefreshControl.resetFraction == 0.1)
    typealias L = RefreshIndicatorLayout
    #expect(L.radius == 14 && L.topMargin == 16 && L.tickCount == 8 && L.period == 1)
    #expect(L.tickAlphas.count == 8 && abs(L.tickAlphas[7] - 147.0 / 255) < 1e-12)
  }

  @Test("Phases: pulling below 100, refreshing from 100 for the duration, done until ≤ 10 pt")
  func phases() {
    var c = RefreshControl(duration: 1.5)
    #expect(c.phase == .idle && c.endTime == nil)
    c.update(pull: 40, held: true, time: 1)
    #expect(c.phase == .pulling && c.progress == 0.4 && !c.holdsContent)
    c.update(pull: 0, held: true, time: 1.1)
    #expect(c.phase == .idle)
    c.update(pull: 99.9, held: true, time: 1.2)
    #expect(c.phase == .pulling)
    c.update(pull: 100, held: true, time: 1.3)
    #expect(c.phase == .refreshing && c.startTime == 1.3 && c.endTime == 2.8 && c.holdsContent)
    // Held at 60 pt while refreshing; pulling further or less changes nothing.
    c.update(pull: 60, held: true, time: 2.0)
    c.update(pull: 150, held: true, time: 2.5)
    #expect(c.phase == .refreshing && c.progress == 1)
    c.update(pull: 60, held: true, time: 2.8)
    #expect(c.phase == .done && !c.holdsContent && c.progress == 0.6)
    c.update(pull: 10.5, held: true, time: 3.0)
    #expect(c.phase == .done)
    c.update(pull: 10, held: true, time: 3.1)
    #expect(c.phase == .idle)
    // A bad pull counts as none.
    c.update(pull: .nan, held: true, time: 3.2)
    #expect(c.phase == .idle && c.pull == 0)
  }

  @Test(
    "Pulling: the spinner's ticks appear with the pull, fading in over the first 35 %",
    arguments: [
      // pull, visible ticks, opacity
      (0.0, 0.0, 0.0), (17.5, 1.4, 0.5), (35, 2.8, 1), (50, 4, 1), (87.5, 7, 1),
    ])
  func pulling(pull: Double, ticks: Double, opacity: Double) {
    var c = RefreshControl(duration: 1)
    c.update(pull: pull, held: true, time: 0)
    let layout = RefreshIndicatorLayout(control: c, top: 98, midX: 196.5)
    // 16 pt margin + 14 pt radius under the compact bar.
    #expect(layout.center == Point(x: 196.5, y: 128) && layout.radius == 14)
    #expect(abs(layout.visibleTicks - ticks) < 1e-9)
    #expect(abs(layout.opacity - opacity) < 1e-6)
    // Whole ticks at the leading tick's 147/255, the next one partly.
    let full = Int(ticks.rounded(.down))
    for i in 0..<8 {
      let expected = 147.0 / 255 * min(max(ticks - Double(i), 0), 1)
      #expect(abs(layout.tickAlpha(i) - expected) < 1e-12, "tick \(i) of \(full)")
    }
  }

  @Test("Refreshing: all 8 ticks, the leading one turning once a second; done: shrinking")
  func spinning() {
    var c = RefreshControl(duration: 2)
    c.update(pull: 120, held: true, time: 10)
    for (time, leading) in [(10.0, 0), (10.124, 0), (10.125, 1), (10.5, 4), (10.99, 7), (11.0, 0)] {
      c.update(pull: 60, held: true, time: time)
      let layout = RefreshIndicatorLayout(control: c, top: 98, midX: 196.5)
      #expect(layout.leadingTick == leading, "t \(time)")
      #expect(layout.visibleTicks == 8 && layout.opacity == 1)
      #expect(abs(layout.tickAlpha(leading) - 147.0 / 255) < 1e-12)
      #expect(abs(layout.tickAlpha((leading + 4) % 8) - 47.0 / 255) < 1e-12)
      #expect(abs(layout.tickAlpha((leading + 7) % 8) - 122.0 / 255) < 1e-12)
    }
    c.update(pull: 30, held: true, time: 12.1)
    let done = RefreshIndicatorLayout(control: c, top: 98, midX: 196.5)
    #expect(c.phase == .done && abs(done.radius - 14 * 0.3) < 1e-12)
  }

  @Test("Tuned thresholds: the trigger and hold move; the hold never exceeds the trigger")
  func tuned() {
    var c = RefreshControl(duration: 1, trigger: 150, hold: 40)
    c.update(pull: 120, held: true, time: 0)
    #expect(c.phase == .pulling && c.progress == 0.8)
    c.update(pull: 150, held: true, time: 0.1)
    #expect(c.phase == .refreshing && c.hold == 40)
    #expect(RefreshControl(duration: 1, trigger: 50, hold: 80).hold == 50)
    #expect(RefreshControl(duration: 1, trigger: -3, hold: .nan).trigger == 100)
  }

  @Test("Tick geometry: from r/3 to r, tick 0 straight up, tick 2 to the right")
  func ticks() {
    var c = RefreshControl(duration: 1)
    c.update(pull: 100, held: true, time: 0)
    let layout = RefreshIndicatorLayout(control: c, top: 0, midX: 0)
    let up = layout.tick(0)
    #expect(abs(up.inner.y - (30 - 14.0 / 3)) < 1e-9 && abs(up.outer.y - 16) < 1e-9)
    #expect(abs(up.outer.x) < 1e-9)
    let right = layout.tick(2)
    #expect(abs(right.outer.x - 14) < 1e-9 && abs(right.outer.y - 30) < 1e-9)
  }
}
