import DisplayList
import Foundation
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore

/// iOS 26's bottom search through the engine: a tap focuses it over 300 ms on the injected
/// clock, keys type into it, the close button or Escape end it, the tab bar collapses meanwhile.
@Suite("Bottom search focus in the engine")
struct BottomSearchFocusEngineTests {
  /// The built-in Settings scene in iOS 26 with the search at the bottom (beside the tab bar when
  /// `tabBar`, a field alone otherwise).
  static func engine(tabBar: Bool, device: Device = .iPhone15Pro) throws -> Engine {
    var spec = try ChromeSceneTests.settingsScene()
    spec.search?.placement = .bottom
    spec.design = .ios26
    if !tabBar { spec.tabBar = nil }
    var engine = Engine(options: EngineOptions(device: device, scene: spec))
    engine.advance(to: 0)
    return engine
  }

  static func tap(_ engine: inout Engine, x: Double, y: Double, at time: Double) {
    engine.handle(.pointerDown(x: x, y: y), at: time)
    engine.handle(.pointerUp(x: x, y: y), at: time + 0.05)
  }

  @Test("A tap on the field focuses it: trace columns search_focus and bottom_search_y over time")
  func fieldOverTime() throws {
    var engine = try Self.engine(tabBar: false)
    // The resting field: 20…373 × 783…831.
    var cells = traceCells(engine.frameValues())
    #expect(cells["search_focus"] == "0.0000" && cells["bottom_search_y"] == "783.000")
    // The tap lands on the up event (0.15 s); the animation runs to 0.45 s.
    Self.tap(&engine, x: 200, y: 807, at: 0.1)
    #expect(engine.top.isSearching)
    var samples: [Double: (Double, Double)] = [:]
    runFrames(&engine, from: 0.15, to: 0.5) { engine, time in
      let values = engine.frameValues()
      samples[(time * 60).rounded()] = (values.searchFocus ?? -1, values.bottomSearchY ?? -1)
    }
    // Frame 18 (0.3 s) is half way: eased 0.5, y = (783 + 461) / 2.
    let half = try #require(samples[18])
    #expect(abs(half.0 - 0.5) < 1e-9 && abs(half.1 - 622) < 1e-6)
    // Frame 28 (0.467 s): done, 8 pt above the 335 pt keyboard.
    let done = try #require(samples[28])
    #expect(done.0 == 1 && done.1 == 461)
    // Rising monotonically in between.
    let ys = (9...28).compactMap { samples[Double($0)]?.1 }
    #expect(ys.count == 20 && zip(ys, ys.dropFirst()).allSatisfy { $0 >= $1 })
    cells = traceCells(engine.frameValues())
    #expect(cells["search_focus"] == "1.0000" && cells["bottom_search_y"] == "461.000")
    // The navigation bar's field columns stay empty: there is none.
    #expect(cells["search_field_height"] == "")
  }

  @Test("Focused: keys type, taps on the results push nothing, the close button ends it")
  func typeAndClose() throws {
    var engine = try Self.engine(tabBar: false)
    Self.tap(&engine, x: 200, y: 807, at: 0.1)
    engine.advance(to: 0.6)
    let appearance = engine.appearance
    for key in ["w", "i", "d", "i", "backspace"] {
      engine.handle(.key(KeyChord(key: key)), at: 0.7)
    }
    #expect(engine.top.searchText == "wid" && engine.top.searchTextWithCaret == "wid|")
    #expect(engine.appearance == appearance)
    Self.tap(&engine, x: 200, y: 300, at: 0.8)
    engine.advance(to: 1.3)
    #expect(engine.stack.count == 1 && engine.top.isSearching)
    // The close circle: 325…373 × 461…509.
    Self.tap(&engine, x: 349, y: 485, at: 1.4)
    #expect(!engine.top.isSearching && engine.top.searchText.isEmpty)
    engine.advance(to: 1.6)
    let closing = try #require(engine.frameValues().searchFocus)
    #expect(closing > 0 && closing < 1)
    engine.advance(to: 1.8)
    #expect(engine.frameValues().searchFocus == 0 && engine.frameValues().bottomSearchY == 783)
    // Escape ends it too.
    Self.tap(&engine, x: 200, y: 807, at: 2.0)
    engine.handle(.key(KeyChord(key: "escape")), at: 2.1)
    #expect(!engine.top.isSearching)
  }

  @Test(
    "The search tab: a tap grows it into the field and collapses the tab bar; closing expands it")
  func searchTab() throws {
    var engine = try Self.engine(tabBar: true)
    // The search circle: 311…373 × 769…831. Tapping it does not select a tab.
    Self.tap(&engine, x: 342, y: 800, at: 0.1)
    #expect(engine.top.isSearching && engine.top.selectedTab == 0)
    var minimized: [Double] = []
    runFrames(&engine, from: 0.15, to: 0.5) { engine, _ in
      minimized.append(engine.frameValues().tabBarMinimized ?? -1)
    }
    #expect(minimized.first == 0 && minimized.last == 1)
    #expect(zip(minimized, minimized.dropFirst()).allSatisfy { $0 <= $1 })
    let field = try #require(engine.top.bottomSearch(device: engine.device))
    #expect(field.frame == Rect(x: 20, y: 461, width: 297, height: 48))
    // The tab bar stays collapsed at the top of the list (where scrolling would expand it).
    engine.advance(to: 1.5)
    #expect(engine.frameValues().tabBarMinimized == 1 && engine.top.offset == 0)
    Self.tap(&engine, x: 349, y: 485, at: 1.6)
    engine.advance(to: 2.1)
    #expect(engine.frameValues().tabBarMinimized == 0 && engine.frameValues().searchFocus == 0)
    #expect(engine.top.bottomSearch(device: engine.device)?.frame == field.restFrame)
  }

  @Test("The focus follows the injected clock: the same value at 24 and 120 fps")
  func deterministic() throws {
    func run(fps: Double) throws -> FrameValues {
      var engine = try Self.engine(tabBar: true)
      Self.tap(&engine, x: 342, y: 800, at: 0.1)
      engine.handle(.key(KeyChord(key: "a")), at: 0.2)
      var time = 0.0
      while time < 0.32 {
        time += 1 / fps
        engine.advance(to: min(time, 0.32))
      }
      return engine.frameValues()
    }
    let a = try run(fps: 24)
    let b = try run(fps: 120)
    // 0.32 s is 0.17 s into the 0.3 s animation (linear 0.5667, eased 0.6137) at either rate.
    #expect(a.searchFocus == b.searchFocus && a.bottomSearchY == b.bottomSearchY)
    #expect(abs((a.searchFocus ?? 0) - 0.6137) < 0.001)
  }

  @Test("Painting: the keyboard area, the close button's xmark and the typed letters")
  func painting() throws {
    var engine = try Self.engine(tabBar: false)
    Self.tap(&engine, x: 200, y: 807, at: 0.1)
    engine.handle(.key(KeyChord(key: "q")), at: 0.2)
    engine.advance(to: 0.6)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    #expect(texts(list).contains("q") && texts(list).contains("q|"))
    #expect(!texts(list).contains("Search"))
    let keyboard = Rect(x: 0, y: 517, width: 393, height: 335)
    let fills = list.commands.filter {
      if case .fill(let rect, _, _) = $0 { return rect == keyboard }
      return false
    }
    #expect(fills.count == 2)
    // The close button's xmark: 14 pt, centred on the glass circle beside the field.
    let close = try #require(engine.top.bottomSearch(device: engine.device)?.closeFrame)
    let marks = list.commands.compactMap { command -> Rect? in
      if case .symbol(.xmark, let rect, _, _) = command { return rect }
      return nil
    }
    #expect(marks.count == 1)
    #expect(
      marks.first.map {
        abs($0.midX - close.midX) < 1e-9 && abs($0.midY - close.midY) < 1e-9 && $0.width == 14
      } == true)
  }
}
