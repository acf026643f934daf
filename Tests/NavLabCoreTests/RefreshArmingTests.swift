import NavGeometry
import NavLabCore
import Testing

/// Issue 18 item 3: in UIKit only a drag arms the refresh control. A fling that overscrolls the
/// top past the 100 pt trigger must not refresh, and the spring back after a refresh must not
/// show `pulling` again.
@Suite("Pull to refresh is armed by a held pull only")
struct RefreshArmingTests {
  static func engine() throws -> Engine {
    let spec = try #require(ScreenCatalog.screen(named: "settings"))
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    engine.advance(to: 0)
    return engine
  }

  @Test(
    "a fling back to the top at 3000–8000 pt/s overscrolls past the trigger, never refreshes",
    arguments: [3000.0, 5000, 8000])
  func momentumNeverRefreshes(speed: Double) throws {
    var engine = try Self.engine()
    engine.handle(.scrollTo(offset: 600, animated: false), at: 0.1)
    engine.handle(.fling(velocity: -speed), at: 0.2)
    var deepest = 0.0
    var phases: Set<String> = []
    runFrames(&engine, from: 0.2, to: 3) { engine, _ in
      deepest = min(deepest, engine.top.offset)
      phases.insert(engine.frameValues().refreshState ?? "")
    }
    // It does pass the trigger (the overscroll reveals the spinner), yet nothing starts.
    if speed >= 8000 { #expect(deepest < -RefreshControl.triggerDistance, "deepest \(deepest)") }
    #expect(!phases.contains("refreshing") && !phases.contains("done"), "\(phases)")
    #expect(engine.top.refresh?.startTime == nil)
    #expect(engine.top.offset == 0 && engine.top.scroller.leadingEdge == 0)
  }

  @Test("a drag released below the trigger whose bounce carries the content past it: no refresh")
  func releaseBelowTrigger() throws {
    var engine = try Self.engine()
    // Pull fast and let go at ~90 pt of overscroll while still moving down.
    engine.handle(.pointerDown(x: 200, y: 200), at: 0.1)
    var y = 200.0
    var time = 0.1
    while -engine.top.offset < 90 {
      y += 12
      time += 1.0 / 120
      engine.handle(.pointerMove(x: 200, y: y), at: time)
    }
    engine.handle(.pointerUp(x: 200, y: y), at: time + 0.001)
    var phases: Set<String> = []
    runFrames(&engine, from: time, to: time + 2) { engine, _ in
      phases.insert(engine.frameValues().refreshState ?? "")
    }
    #expect(!phases.contains("refreshing"), "\(phases)")
  }

  @Test("after a refresh the spring back shows done, then idle, never pulling")
  func noPullingAfterDone() throws {
    var engine = try Self.engine()
    engine.handle(.pointerDown(x: 200, y: 200), at: 0.1)
    for step in 1...40 {
      engine.handle(.pointerMove(x: 200, y: 200 + 10 * Double(step)), at: 0.1 + Double(step) / 60)
    }
    engine.handle(.pointerUp(x: 200, y: 600), at: 0.8)
    #expect(engine.top.refresh?.phase == .refreshing)
    var sequence: [String] = []
    runFrames(&engine, from: 0.8, to: 4) { engine, _ in
      let state = engine.frameValues().refreshState ?? ""
      if sequence.last != state { sequence.append(state) }
    }
    #expect(sequence == ["refreshing", "done", "idle"], "\(sequence)")
    #expect(engine.top.offset == 0)
  }

  @Test("the control: momentum past the trigger pulls without refreshing; a finger re-arms")
  func controlStates() {
    var control = RefreshControl(duration: 1)
    control.update(pull: 140, held: false, time: 0)
    #expect(control.phase == .pulling && control.progress == 1)
    control.update(pull: 0, held: false, time: 0.5)
    #expect(control.phase == .idle)
    // A finger past the trigger refreshes at once.
    control.update(pull: 100, held: true, time: 1)
    #expect(control.phase == .refreshing)
    control.update(pull: 60, held: false, time: 2)
    #expect(control.phase == .done)
    // Springing back: done, then idle under 10 pt, staying idle on the way to 0.
    control.update(pull: 9, held: false, time: 2.2)
    #expect(control.phase == .idle)
    control.update(pull: 4, held: false, time: 2.3)
    #expect(control.phase == .idle)
    // A finger catching the content on its way back pulls again, and can refresh again.
    control.update(pull: 5, held: true, time: 2.4)
    #expect(control.phase == .pulling)
    control.update(pull: 101, held: true, time: 2.6)
    #expect(control.phase == .refreshing && control.startTime == 2.6)
  }

  /// docs/feel.md "Pulling on while refreshing" (issue 33): an 800 pt pull at the top of
  /// Settings overscrolls 316.7 pt, not the bare formula's 290, because the refresh moves the
  /// top edge to −60 pt once the pull passes the trigger, as UIRefreshControl grows the inset.
  @Test("an 800 pt pull overscrolls −60 − band(the pull after the trigger): 316.7 pt, not 290")
  func pullWhileRefreshing() throws {
    var engine = try Self.engine()
    engine.handle(.pointerDown(x: 200, y: 100), at: 0)
    var triggeredAt: Double?
    for step in 1...80 {
      engine.handle(.pointerMove(x: 200, y: 100 + 10 * Double(step)), at: Double(step) / 100)
      engine.advance(to: Double(step) / 100)
      if triggeredAt == nil, engine.top.refresh?.phase == .refreshing {
        triggeredAt = -engine.top.offset
      }
    }
    let d = engine.device.size.height  // the viewport: 852 pt on the 15 Pro
    func band(_ x: Double) -> Double { (1 - 1 / (x * 0.55 / d + 1)) * d }
    // The bare formula over the whole pull (800 pt less the 2 pt pan slop): 289.7 pt.
    #expect(abs(band(798) - 289.68) < 0.01)
    let overscroll = -engine.top.offset
    #expect(abs(overscroll - 316.7) < 0.1, "\(overscroll)")
    #expect(engine.top.scroller.leadingEdge == -60)
    // The same from the formula: at the trigger the finger's travel past the new edge is the
    // band's inverse of (pull − 60); the rest of the finger's 798 pt adds to it.
    let trigger = try #require(triggeredAt)
    func inverse(_ b: Double) -> Double { d / 0.55 * (1 / (1 - b / d) - 1) }
    let travelledBefore = inverse(trigger)
    let expected = 60 + band(inverse(trigger - 60) + (798 - travelledBefore))
    #expect(abs(overscroll - expected) < 0.5, "\(overscroll) vs \(expected)")
  }
}
