import DisplayList
import Glibc
import NavGeometry
import ScrollPhysics
import Testing

@testable import NavInput
@testable import NavLabCore

/// A tiny seeded generator (SplitMix64, Steele, Lea & Flood 2014) so random streams reproduce.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Property tests: random, often absurd, gesture streams against the engine's invariants.
/// `NAVLAB_PROPERTY_EVENTS` raises the number of events per screen for longer local runs.
@Suite("Random gesture streams keep the state finite and bounded")
struct EngineInvariantTests {
  static let eventsPerScreen: Int = {
    // 4 screens × 25,000 = 100,000 events per CI run.
    var count = 25_000
    if let text = getenvString("NAVLAB_PROPERTY_EVENTS"), let value = Int(text) { count = value }
    return count
  }()

  static let keys = [
    "d", "s", "f", "h", "t", "l", "a", "m", "1", "2", "3", "4", "up", "down", "pageup",
    "pagedown", "space", "home", "end", "return", "escape", "backspace", "ctrl+t", "ctrl+s",
    "ctrl+q", "x", "f13", "ctrl+shift+a",
  ]

  static func extreme(_ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<10, using: &generator) {
    case 0:
      return [1e9, -1e9, 1e12, -1e12, 1e-9, -1e-9, 0][Int.random(in: 0..<7, using: &generator)]
    case 1: return Double.random(in: -5000...5000, using: &generator)
    default: return Double.random(in: -20...900, using: &generator)
    }
  }

  static func randomEvent(_ generator: inout SeededGenerator) -> InputEvent {
    switch Int.random(in: 0..<12, using: &generator) {
    case 0, 1: return .pointerDown(x: extreme(&generator), y: extreme(&generator))
    case 2, 3, 4: return .pointerMove(x: extreme(&generator), y: extreme(&generator))
    case 5: return .pointerUp(x: extreme(&generator), y: extreme(&generator))
    case 6: return .pointerCancel
    case 7:
      return .wheel(
        dy: extreme(&generator), precise: Bool.random(using: &generator),
        flipped: Bool.random(using: &generator))
    case 8:
      let name = keys[Int.random(in: 0..<keys.count, using: &generator)]
      return .key(KeyChord(parsing: name) ?? KeyChord(key: name))
    case 9: return .fling(velocity: extreme(&generator) * 10)
    case 10: return .scrollTo(offset: extreme(&generator), animated: Bool.random(using: &generator))
    default: return .pointerMove(x: 200, y: Double.random(in: 0...852, using: &generator))
    }
  }

  static func randomStep(_ generator: inout SeededGenerator) -> Double {
    switch Int.random(in: 0..<100, using: &generator) {
    case 0: return 10  // the machine slept
    case 1...20: return 0  // a burst at the same millisecond
    case 21...30: return -0.05  // a clock that steps backwards
    default: return Double.random(in: 0.001...0.03, using: &generator)
    }
  }

  static func checkBounded(_ engine: Engine, _ context: String) {
    let values = engine.frameValues()
    let screen = engine.top
    #expect(values.offset.isFinite && values.velocity.isFinite, "\(context)")
    // The rubber band keeps a drag within one viewport height past an edge; a spring launched
    // from there (at most 5000 pt/s, critically damped with ω = 10/s) adds at most
    // v / (ω·e) ≈ 184 pt.
    let reach = engine.device.size.height + 5000 / (10 * 2.718281828) + 1
    #expect(
      values.offset >= -reach && values.offset <= screen.scroller.maxOffset + reach,
      "\(context): offset \(values.offset) max \(screen.scroller.maxOffset) device \(engine.device.id) depth \(engine.stack.count) phase \(values.phase) content \(screen.scroller.contentHeight) viewport \(screen.scroller.viewportHeight)"
    )
    for alpha in [
      values.largeTitleAlpha, values.inlineTitleAlpha, values.navBackgroundAlpha,
      values.cardTitleAlpha,
    ] {
      if let alpha { #expect(alpha >= 0 && alpha <= 1, "\(context): alpha \(alpha)") }
    }
    if let scale = values.largeTitleScale {
      #expect(scale >= 1 && scale <= NavigationBarMetrics.maxLargeTitleScale, "\(context)")
    }
    if let height = values.topBarHeight {
      #expect(
        height >= CollapsingTopBarLayout.minHeight - 1e-9
          && height <= CollapsingTopBarLayout.maxHeight + 1e-9, "\(context): top bar \(height)")
    }
    if let radius = values.topBarCornerRadius {
      #expect(radius >= 0 && radius <= CollapsingTopBarLayout.radius + 1e-9, "\(context)")
    }
    if let height = values.headerHeight {
      #expect(height.isFinite && height > 0, "\(context): header \(height)")
    }
    #expect(engine.statusBarAlpha >= 0 && engine.statusBarAlpha <= 1, "\(context)")
    #expect(engine.transitionProgress >= 0 && engine.transitionProgress <= 1, "\(context)")
  }

  @Test("Random streams on every screen", arguments: ScreenCatalog.names)
  func randomStreams(screen: String) {
    var generator = SeededGenerator(state: UInt64(screen.utf8.reduce(7) { $0 &* 31 &+ UInt64($1) }))
    var engine = Engine(options: EngineOptions(screen: screen, rows: 300))
    var time = 0.0
    var painter = FramePainter()
    var list = DisplayList()
    for index in 0..<EngineInvariantTests.eventsPerScreen {
      time += EngineInvariantTests.randomStep(&generator)
      let event = EngineInvariantTests.randomEvent(&generator)
      engine.handle(event, at: time)
      engine.requests = []
      if index % 4 == 0 {
        engine.advance(to: time)
        EngineInvariantTests.checkBounded(engine, "\(screen) event \(index) \(event)")
      }
      if index % 500 == 0 { painter.paint(engine, into: &list) }
    }
    // Input stops (the finger lifts): everything comes back inside the content and rests.
    engine.handle(.pointerCancel, at: time)
    for _ in 0..<600 {
      time += 1.0 / 60
      engine.advance(to: time)
    }
    let screenState = engine.top
    #expect(screenState.scroller.phase == .idle, "\(screen): \(screenState.scroller.phase)")
    #expect(
      screenState.offset >= 0 && screenState.offset <= screenState.scroller.maxOffset,
      "\(screen): offset \(screenState.offset) outside 0...\(screenState.scroller.maxOffset)")
    EngineInvariantTests.checkBounded(engine, "\(screen) at rest")
  }
}

func getenvString(_ name: String) -> String? {
  guard let value = getenv(name) else { return nil }
  return String(cString: value)
}
