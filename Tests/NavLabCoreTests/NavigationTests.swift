import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore

/// Push, pop, the edge swipe, the back button, status-bar taps, snapping and display modes, as
/// a user drives them through the engine.
@Suite("Navigation and chrome through the engine")
struct NavigationTests {
  /// Settings with one pushed detail screen (row 5, "Notifications"), settled.
  func pushed() -> Engine {
    var engine = Engine(options: EngineOptions(screen: "settings"))
    engine.advance(to: 0)
    engine.push(fromRow: 5, time: 0)
    runFrames(&engine, from: 0, to: 0.5)
    return engine
  }

  @Test("A slow edge swipe past half-way completes the pop; a short one is cancelled")
  func edgeSwipe() {
    var engine = pushed()
    #expect(engine.stack.count == 2)
    // Short: 100 pt in 0.5 s, then release: the detail screen slides back.
    engine.handle(.pointerDown(x: 5, y: 400), at: 1)
    engine.handle(.pointerMove(x: 60, y: 400), at: 1.25)
    engine.handle(.pointerMove(x: 105, y: 400), at: 1.5)
    engine.advance(to: 1.5)
    #expect(close(engine.transitionProgress, 1 - 100 / 393, 1e-9), "follows the finger")
    engine.handle(.pointerUp(x: 105, y: 400), at: 1.6)
    runFrames(&engine, from: 1.6, to: 2.2)
    #expect(engine.stack.count == 2 && engine.transitionProgress == 1)
    // Long: past half the width, slowly: the pop completes.
    engine.handle(.pointerDown(x: 5, y: 400), at: 3)
    for step in 1...10 {
      engine.handle(.pointerMove(x: 5 + Double(step) * 25, y: 400), at: 3 + Double(step) * 0.1)
    }
    engine.handle(.pointerUp(x: 255, y: 400), at: 4.05)
    runFrames(&engine, from: 4.05, to: 4.6)
    #expect(engine.stack.count == 1 && engine.top.spec.title == "Settings")
  }

  @Test("A quick flick from the edge pops even when short")
  func edgeFlick() {
    var engine = pushed()
    engine.handle(.pointerDown(x: 5, y: 400), at: 1)
    engine.handle(.pointerMove(x: 30, y: 400), at: 1.016)
    engine.handle(.pointerMove(x: 60, y: 400), at: 1.032)
    engine.handle(.pointerMove(x: 95, y: 400), at: 1.048)
    engine.handle(.pointerUp(x: 95, y: 400), at: 1.05)
    runFrames(&engine, from: 1.05, to: 1.6)
    #expect(engine.stack.count == 1)
  }

  @Test("Tapping the back button pops")
  func backButton() {
    var engine = pushed()
    let barMid = engine.device.navigationBarTop + 22
    engine.handle(.pointerDown(x: 40, y: barMid), at: 1)
    engine.handle(.pointerUp(x: 40, y: barMid), at: 1.05)
    runFrames(&engine, from: 1.05, to: 1.6)
    #expect(engine.stack.count == 1)
  }

  @Test("Tapping the status bar scrolls to the top, animated")
  func statusBarTap() {
    var engine = Engine(options: EngineOptions(screen: "settings", rows: 200))
    engine.handle(.scrollTo(offset: 2000, animated: false), at: 0)
    engine.advance(to: 0)
    engine.handle(.pointerDown(x: 200, y: 10), at: 1)
    engine.handle(.pointerUp(x: 200, y: 10), at: 1.05)
    engine.advance(to: 1.1)
    #expect(engine.top.scroller.phase == .animating)
    runFrames(&engine, from: 1.1, to: 2)
    #expect(engine.top.offset == 0 && engine.top.scroller.phase == .idle)
  }

  @Test("Released half-collapsed with no velocity, the large title snaps to the nearer end")
  func snap() {
    for (start, expected) in [(20.0, 0.0), (30.0, 52.0)] {
      var engine = Engine(options: EngineOptions(screen: "settings"))
      engine.advance(to: 0)
      // Drag up by `start` points and hold still before releasing: no fling.
      engine.handle(.pointerDown(x: 200, y: 600), at: 0.1)
      // The first move passes the 2 pt slop by 1 pt (the slop's edge is y = 598).
      engine.handle(.pointerMove(x: 200, y: 597), at: 0.12)
      engine.handle(.pointerMove(x: 200, y: 598 - start), at: 0.2)
      engine.handle(.pointerUp(x: 200, y: 598 - start), at: 0.5)
      engine.advance(to: 0.5)
      #expect(close(engine.top.offset, start, 1e-6), "held at \(engine.top.offset)")
      runFrames(&engine, from: 0.5, to: 1.2)
      #expect(close(engine.top.offset, expected, 1e-6), "from \(start): \(engine.top.offset)")
    }
  }

  @Test("Pulled down, the large title grows towards 1.1×; it never shrinks below 1")
  func titleScale() {
    var engine = Engine(options: EngineOptions(screen: "settings"))
    engine.advance(to: 0)
    engine.handle(.pointerDown(x: 200, y: 300), at: 0.1)
    engine.handle(.pointerMove(x: 200, y: 310), at: 0.15)
    engine.handle(.pointerMove(x: 200, y: 700), at: 0.3)
    engine.advance(to: 0.3)
    let values = engine.frameValues()
    #expect(values.offset < -100)
    let scale = values.largeTitleScale ?? 0
    #expect(scale > 1 && scale <= 1.1)
    #expect(close(scale, LargeTitleLayout.titleScale(pull: -values.offset)))
  }

  @Test("Detail screens rotate display modes: automatic inherits, never is small, always is large")
  func displayModes() {
    var engine = Engine(options: EngineOptions(screen: "settings"))
    engine.advance(to: 0)
    // Rows 0, 1, 2 → automatic, never, always (ScreenCatalog.detail).
    var modes: [Bool] = []
    for row in 0..<3 {
      engine.push(fromRow: row, time: Double(row))
      runFrames(&engine, from: Double(row), to: Double(row) + 0.5)
      modes.append(engine.top.isLarge)
    }
    #expect(modes == [true, false, true])
    // Automatic after a small title is small.
    engine.pop(time: 3)
    runFrames(&engine, from: 3, to: 3.5)
    engine.push(fromRow: 3, time: 4)  // row 3 → automatic, pushed from the "never" screen
    runFrames(&engine, from: 4, to: 4.5)
    #expect(engine.top.isLarge == false)
  }

  @Test("prefersLargeTitles off (L) and accessibility text sizes (A) make every title small")
  func largeTitlesOff() {
    for key in ["l", "a"] {
      var engine = Engine(options: EngineOptions(screen: "settings"))
      engine.advance(to: 0)
      #expect(engine.top.isLarge)
      engine.handle(.key(KeyChord(key: key)), at: 0.1)
      engine.advance(to: 0.1)
      #expect(!engine.top.isLarge, "key \(key)")
      #expect(engine.frameValues().largeTitleScale == nil)
      // The compact bar keeps Settings' 52 pt search strip under it, as UIKit keeps a
      // search controller's bar under a small title.
      #expect(engine.top.contentTopAtRest == engine.device.navigationBarTop + 44 + 52)
    }
  }

  @Test(
    "Landscape (R): the phone turns, the status bar goes, large titles go (seed 001), content clears the island"
  )
  func landscape() {
    var engine = Engine(options: EngineOptions(screen: "settings"))
    engine.advance(to: 0)
    engine.handle(.key(KeyChord(key: "r")), at: 0.1)
    engine.advance(to: 0.1)
    #expect(engine.requests.contains(.deviceChanged))
    let device = engine.device
    #expect(device.size == Size(width: 852, height: 393) && device.isLandscape)
    #expect(device.statusBarHeight == 0 && device.topSafeArea == 0 && device.bottomSafeArea == 21)
    #expect(device.sideSafeArea == 59)
    #expect(device.dynamicIsland == Rect(x: 11, y: (393 - 126) / 2, width: 37.33, height: 126))
    #expect(!engine.top.isLarge && engine.frameValues().largeTitleScale == nil)
    #expect(engine.top.list.width == 852 - 2 * 59)
    engine.handle(.key(KeyChord(key: "r")), at: 0.2)
    engine.advance(to: 0.2)
    #expect(engine.device == .iPhone15Pro && engine.top.isLarge)
  }
}
