import NavGeometry
import ScrollPhysics
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import ScreenModel

/// Sheets in the engine (issue 40): presented by a row, resting at their detents, the drag
/// split between the sheet and its list within one gesture, release by projection, dismissal,
/// the screen behind, and the same frames for the same events.
@Suite("Sheets in the engine")
struct SheetEngineTests {
  static func scene(_ presentation: String) -> String {
    """
    {"title": "Orders", "list": {"style": "inset-grouped", "sections": [[
      {"label": "Show", "present": {"screenID": "p", "title": "Details", "largeTitle": "never",
        "presentation": \(presentation),
        "list": {"rows": 60, "sections": [[{"label": "Item"}]]}}},
      {"label": "Other"}]]}}
    """
  }
  static let twoDetents = #"{"detents": ["medium", "large"]}"#
  let height = 852.0
  let large = 0.08 * 852
  let medium = 426.0

  /// An engine on the 15 Pro with the sheet presented and at rest.
  func presented(_ presentation: String = twoDetents, design: Design? = nil) throws -> Engine {
    let spec = try SceneDecoder.decode(
      Array(Self.scene(presentation).utf8), file: "s.json", id: "s")
    var options = EngineOptions(device: .iPhone15Pro, scene: spec)
    options.design = design
    var engine = Engine(options: options)
    engine.advance(to: 0)
    engine.push(fromRow: 0, time: 0.1)
    engine.advance(to: 0.35)
    #expect(engine.sheet != nil && !engine.isAtRest)
    engine.advance(to: 0.7)
    return engine
  }

  /// A drag from `y0` to `y1` in `steps` moves of 16 ms each, lifted at the last point.
  func drag(
    _ engine: inout Engine, from y0: Double, to y1: Double, at start: Double, steps: Int = 10,
    lift: Bool = true
  ) -> Double {
    var time = start
    engine.handle(.pointerDown(x: 200, y: y0), at: time)
    for step in 1...steps {
      time += 0.016
      engine.handle(
        .pointerMove(x: 200, y: y0 + (y1 - y0) * Double(step) / Double(steps)), at: time)
      engine.advance(to: time)
    }
    if lift {
      time += 0.016
      engine.handle(.pointerUp(x: 200, y: y1), at: time)
    }
    return time
  }

  @Test("A row presents the sheet: 500 ms later it rests at the medium detent, half the screen")
  func presents() throws {
    let engine = try presented()
    let sheet = try #require(engine.sheet)
    #expect(abs(sheet.top - medium) < 1e-9 && sheet.detent == .medium)
    #expect(sheet.screen.spec.title == "Details" && engine.isAtRest)
    // At the medium detent the screen behind is dimmed but not scaled.
    #expect(sheet.largeness == 0 && sheet.presence == 1)
  }

  @Test("A 200 pt drag up in the list moves the sheet's top with the finger, the list stays")
  func growsFirst() throws {
    var engine = try presented()
    _ = drag(&engine, from: 650, to: 450, at: 1, lift: false)
    let sheet = try #require(engine.sheet)
    #expect(abs(sheet.top - (medium - 200)) < 1e-9)
    #expect(sheet.screen.offset == 0)
    // Released slowly there (held 300 ms, so no velocity), it rests at the large detent.
    engine.handle(.pointerUp(x: 200, y: 450), at: 1.5)
    engine.advance(to: 3)
    #expect(abs(engine.sheet!.top - large) < 1e-9 && engine.sheet!.detent == .large)
    #expect(engine.sheet!.screen.offset == 0 && engine.isAtRest)
    #expect(engine.statusBarStyle == .lightContent)
  }

  @Test("One gesture: the sheet grows to large, then the same drag scrolls the list")
  func handoff() throws {
    var engine = try presented()
    // 500 pt up from medium: 357.84 pt grow the sheet to large, the rest scrolls the list.
    _ = drag(&engine, from: 800, to: 300, at: 1, lift: false)
    let sheet = try #require(engine.sheet)
    #expect(abs(sheet.top - large) < 1e-9)
    #expect(abs(sheet.screen.offset - (500 - (medium - large))) < 1e-9)
    // Back down 200 pt in the same gesture: the list returns to its top first (142.16 pt),
    // then the sheet moves down the rest (57.84 pt).
    var time = 1.2
    for step in 1...10 {
      time += 0.016
      engine.handle(.pointerMove(x: 200, y: 300 + 20 * Double(step)), at: time)
    }
    #expect(engine.sheet!.screen.offset == 0)
    #expect(abs(engine.sheet!.top - (large + 200 - (500 - (medium - large)))) < 1e-9)
  }

  @Test("At the large detent a drag up scrolls the list and not the sheet, and it flings on")
  func scrollsAtLarge() throws {
    var engine = try presented(#"{"detents": ["medium", "large"], "selectedDetent": "large"}"#)
    #expect(abs(engine.sheet!.top - large) < 1e-9)
    let end = drag(&engine, from: 600, to: 400, at: 1)
    #expect(abs(engine.sheet!.top - large) < 1e-9)
    let scrolled = engine.sheet!.screen.offset
    #expect(scrolled >= 200)
    // The release velocity (the whole gesture's, about 1200 pt/s up) carries the list on.
    engine.advance(to: end + 0.3)
    #expect(engine.sheet!.screen.offset > scrolled + 50)
    #expect(abs(engine.sheet!.top - large) < 1e-9)
  }

  @Test("A fast fling down from medium dismisses; the screen behind is drawn alone again")
  func flingDismisses() throws {
    var engine = try presented()
    let end = drag(&engine, from: 500, to: 650, at: 1, steps: 4)
    #expect(engine.sheet?.detent == nil)
    engine.advance(to: end + 1.5)
    #expect(engine.sheet == nil && engine.isAtRest)
    #expect(engine.statusBarStyle == .darkContent)
  }

  @Test("A slow drag down a little goes back; interactiveDismissDisabled rubber-bands")
  func holds() throws {
    var engine = try presented()
    // 60 pt down, held 300 ms before the lift: no velocity, short of 48 %.
    var end = drag(&engine, from: 500, to: 560, at: 1, lift: false)
    engine.handle(.pointerUp(x: 200, y: 560), at: end + 0.3)
    engine.advance(to: end + 1.5)
    #expect(abs(engine.sheet!.top - medium) < 1e-9)
    var locked = try presented(#"{"detents": ["medium"], "interactiveDismissDisabled": true}"#)
    end = drag(&locked, from: 500, to: 800, at: 1, lift: false)
    let top = locked.sheet!.top
    // Rubber-banded: 300 pt of finger move the sheet less, b(300) with the screen's height.
    let band = RubberBand.offset(forOverscroll: 300, dimension: height)
    #expect(abs(top - (medium + band)) < 1e-6 && band < 300)
    locked.handle(.pointerUp(x: 200, y: 800), at: end + 0.2)
    locked.advance(to: end + 2)
    #expect(abs(locked.sheet!.top - medium) < 1e-9)
    // A tap outside does not dismiss it either; on a normal sheet it does.
    locked.handle(.pointerDown(x: 200, y: 100), at: end + 2.1)
    locked.handle(.pointerUp(x: 200, y: 100), at: end + 2.15)
    locked.advance(to: end + 3)
    #expect(locked.sheet != nil)
    engine.handle(.pointerDown(x: 200, y: 100), at: end + 2.1)
    engine.handle(.pointerUp(x: 200, y: 100), at: end + 2.15)
    engine.advance(to: end + 3)
    #expect(engine.sheet == nil)
  }

  @Test("Background interaction up through medium: the screen behind takes touches, undimmed")
  func backgroundInteraction() throws {
    var engine = try presented(
      #"{"detents": ["medium", "large"], "backgroundInteraction": {"upThrough": "medium"}}"#)
    #expect(engine.sheet!.passesTouchesThrough)
    // A tap on the screen behind (its second row) is the screen's: the sheet stays.
    engine.handle(.pointerDown(x: 200, y: 200), at: 1)
    engine.handle(.pointerUp(x: 200, y: 200), at: 1.05)
    engine.advance(to: 1.2)
    #expect(engine.sheet?.detent == .medium)
    // At the large detent it does not.
    _ = drag(&engine, from: 800, to: 500, at: 2)
    engine.advance(to: 4)
    #expect(engine.sheet?.detent == .large && !engine.sheet!.passesTouchesThrough)
  }

  @Test("The pop key dismisses the sheet, not the screen")
  func popKey() throws {
    var engine = try presented()
    engine.handle(.key(KeyChord(key: "escape")), at: 1)
    engine.advance(to: 1.6)
    #expect(engine.sheet == nil && engine.stack.count == 1)
  }

  @Test("Same events, same frames: the sheet's top at every frame, twice")
  func deterministic() throws {
    func run() throws -> [Double] {
      var engine = try presented()
      var tops: [Double] = []
      var time = 1.0
      engine.handle(.pointerDown(x: 200, y: 700), at: time)
      for step in 1...12 {
        time += 0.011
        engine.handle(.pointerMove(x: 200, y: 700 - 31 * Double(step)), at: time)
        engine.advance(to: time + 0.005)
        tops.append(engine.sheet!.top)
      }
      engine.handle(.pointerUp(x: 200, y: 328), at: time + 0.01)
      for frame in 1...60 {
        engine.advance(to: time + Double(frame) / 60)
        tops.append(engine.sheet!.top)
        tops.append(engine.sheet!.screen.offset)
      }
      return tops
    }
    #expect(try run() == run())
  }

  @Test("A full-screen cover covers the screen; drags scroll its list only")
  func cover() throws {
    var engine = try presented(#"{"style": "fullScreenCover"}"#)
    #expect(engine.sheet!.top == 0 && engine.sheet!.largeness == 0)
    _ = drag(&engine, from: 600, to: 400, at: 1)
    #expect(engine.sheet!.top == 0 && engine.sheet!.screen.offset >= 200)
  }
}
