import Foundation
import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore

/// Issue 41's swipe actions in the engine, with numbers: a row with actions is a horizontal
/// candidate of the scroll coordinator; it follows the finger (past the coordinator's 10 pt
/// slop and the scroller's 2 pt pan slop), rests open at n × 74 pt or closed with the scroll
/// views' critically damped spring, runs its first action on a full swipe, and only one row
/// is open at a time.
@Suite("Row swipe actions (engine)")
struct RowSwipeTests {
  static let scene = """
    {"title": "Messages", "list": {"style": "plain", "rowHeight": 76, "sections": [[
      {"label": "Anna", "accessory": "none", "swipeActions": [{"actions": [
        {"title": "Delete", "role": "destructive"}, {"title": "Flag", "tint": "orange"}]}]},
      {"label": "Build bot", "accessory": "none", "swipeActions": [{"actions": [
        {"title": "Delete", "role": "destructive"}, {"title": "Flag", "tint": "orange"}]}]},
      {"label": "Kenji", "accessory": "none", "swipeActions": [{"actions": [
        {"title": "Delete", "role": "destructive"}, {"title": "Flag", "tint": "orange"}]},
        {"edge": "leading", "actions": [{"title": "Unread", "tint": "blue"}]}]},
      {"label": "Design review", "accessory": "none"},
      {"label": "Maria", "accessory": "none", "swipeActions": [{"allowsFullSwipe": false,
        "actions": [{"title": "Delete", "role": "destructive"}]}]}
    ]]}}
    """

  static func engine() throws -> Engine {
    let spec = try SceneDecoder.decode(Array(scene.utf8), file: "m.json", id: "m")
    return Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
  }

  /// The middle of row `index` on screen.
  static func rowY(_ engine: Engine, _ index: Int) -> Double {
    engine.top.contentOrigin + engine.top.list.rowFrame(index).midY
  }

  /// A drag from `x0` to `x1` along row `row` in 16 ms steps of at most 20 pt, held still
  /// `hold` seconds before the lift when `lift`; returns the time after the last event.
  /// Advances frame by frame (the engine's clock takes bounded steps) until `end`.
  static func run(_ engine: inout Engine, until end: Double) {
    var t = engine.time
    while t < end {
      t = min(end, t + 1 / 60)
      engine.advance(to: t)
    }
  }

  @discardableResult
  static func drag(
    _ engine: inout Engine, row: Int, from x0: Double, to x1: Double, at start: Double,
    hold: Double = 0.1, lift: Bool = true
  ) -> Double {
    let y = rowY(engine, row)
    var t = start
    engine.handle(.pointerDown(x: x0, y: y), at: t)
    let steps = max(1, Int((abs(x1 - x0) / 20).rounded(.up)))
    for step in 1...steps {
      t += 0.016
      engine.handle(.pointerMove(x: x0 + (x1 - x0) * Double(step) / Double(steps), y: y), at: t)
      engine.advance(to: t)
    }
    t += hold
    engine.handle(.pointerMove(x: x1, y: y), at: t)
    engine.advance(to: t)
    if lift { engine.handle(.pointerUp(x: x1, y: y), at: t) }
    return t
  }

  @Test(
    "A 140 pt drag left moves the row 138 pt (the scroller's 2 pt pan slop), the list not at all")
  func followsTheFinger() throws {
    var engine = try Self.engine()
    Self.drag(&engine, row: 1, from: 300, to: 160, at: 0.1, lift: false)
    let swipe = try #require(engine.top.swipes.swipe(1))
    #expect(swipe.edge == .trailing)
    #expect(abs(swipe.contentShift - -138) < 1e-9)
    #expect(engine.top.offset == 0)
    #expect(engine.fingerLabel == "row1 swipe")
    // Two buttons at SwipeCellKit's minimum: 74 pt each (titles narrower than 74 − 16).
    #expect(swipe.layout.buttonWidth == 74)
    #expect(swipe.layout.openWidth == 148)
    #expect(swipe.layout.rowWidth == 393)
  }

  @Test("A slow release short of the open width springs open, critically damped to 148 pt")
  func springsOpen() throws {
    var engine = try Self.engine()
    let released = Self.drag(&engine, row: 1, from: 300, to: 160, at: 0.1, hold: 0.2)
    let start = try #require(engine.top.swipes.swipe(1)).scroller.offset
    #expect(abs(start - 138) < 1e-9)
    // ω = √300 (the scroll targets' settle): x(t) = 148 − 10 e^(−ωt)(1 + ωt) from rest.
    let omega = 300.0.squareRoot()
    for dt in [0.05, 0.1, 0.2, 0.3] {
      engine.advance(to: released + dt)
      let offset = try #require(engine.top.swipes.swipe(1)).scroller.offset
      let expected = 148 - 10 * exp(-omega * dt) * (1 + omega * dt)
      #expect(abs(offset - expected) < 0.01, "t + \(dt): \(offset) vs \(expected)")
      #expect(offset <= 148)
    }
    Self.run(&engine, until: released + 1.5)
    let swipe = try #require(engine.top.swipes.swipe(1))
    #expect(swipe.isOpen)
    #expect(swipe.scroller.offset == 148)
    #expect(engine.top.isAtRest)
  }

  @Test("A short drag released with no speed springs closed; a drag back past half closes too")
  func springsClosed() throws {
    var engine = try Self.engine()
    var t = Self.drag(&engine, row: 1, from: 300, to: 250, at: 0.1, hold: 0.2)
    Self.run(&engine, until: t + 1.5)
    #expect(engine.top.swipes.swipe(1) == nil, "a closed row is forgotten")
    t = Self.drag(&engine, row: 1, from: 300, to: 140, at: t + 2, hold: 0.2)
    Self.run(&engine, until: t + 1.5)
    #expect(engine.top.swipes.swipe(1)?.isOpen == true)
    t = Self.drag(&engine, row: 1, from: 150, to: 290, at: t + 2, hold: 0.2)
    Self.run(&engine, until: t + 1.5)
    #expect(engine.top.swipes.swipe(1) == nil)
  }

  @Test("Only one row is open: swiping another closes the first; a tap elsewhere closes it")
  func oneOpenRow() throws {
    var engine = try Self.engine()
    var t = Self.drag(&engine, row: 1, from: 300, to: 140, at: 0.1)
    Self.run(&engine, until: t + 1.5)
    #expect(engine.top.swipes.swipe(1)?.isOpen == true)
    t = Self.drag(&engine, row: 0, from: 300, to: 140, at: t + 2)
    Self.run(&engine, until: t + 1.5)
    #expect(engine.top.swipes.swipe(0)?.isOpen == true)
    #expect(engine.top.swipes.swipe(1) == nil)
    // A tap on another row only closes the open one: nothing is pushed.
    t += 2
    let y = Self.rowY(engine, 3)
    engine.handle(.pointerDown(x: 100, y: y), at: t)
    engine.handle(.pointerUp(x: 100, y: y), at: t + 0.05)
    // From rest, the close is the same spring: x(t) = 148 e^(−ωt)(1 + ωt).
    let omega = 300.0.squareRoot()
    engine.advance(to: t + 0.1)
    let closing = try #require(engine.top.swipes.swipe(0)).scroller.offset
    #expect(abs(closing - 148 * exp(-omega * 0.1) * (1 + omega * 0.1)) < 0.01)
    Self.run(&engine, until: t + 2)
    #expect(engine.top.swipes.rows.isEmpty)
    #expect(engine.stack.count == 1)
    #expect(engine.transition == nil)
  }

  @Test("A vertical drag on a row with actions scrolls the list and never moves the row")
  func verticalWins() throws {
    var engine = try Self.engine()
    let y = Self.rowY(engine, 1)
    engine.handle(.pointerDown(x: 200, y: y), at: 0.1)
    for step in 1...8 {
      engine.handle(
        .pointerMove(x: 200 + Double(step), y: y - 15 * Double(step)),
        at: 0.1 + 0.016 * Double(step))
      engine.advance(to: 0.1 + 0.016 * Double(step))
      #expect(engine.top.swipes.rows.isEmpty)
    }
    #expect(engine.top.offset > 50)
    #expect(engine.fingerLabel == "list y")
  }

  @Test("A full swipe slides the row away with the settle spring and removes it from the list")
  func fullSwipeRemoves() throws {
    var engine = try Self.engine()
    let t = Self.drag(&engine, row: 1, from: 370, to: 30, at: 0.1, hold: 0, lift: false)
    #expect(engine.top.swipes.swipe(1)?.isFullSwipe == true)
    engine.handle(.pointerUp(x: 30, y: Self.rowY(engine, 1)), at: t)
    #expect(engine.top.swipes.swipe(1)?.stateName == "removing")
    engine.advance(to: t + 0.2)
    let sliding = try #require(engine.top.swipes.swipe(1)).scroller.offset
    #expect(sliding > 338 && sliding <= 393)
    Self.run(&engine, until: t + 2)
    #expect(engine.top.spec.rowCount == 4)
    #expect(engine.top.spec.rows.map(\.label) == ["Anna", "Kenji", "Design review", "Maria"])
    #expect(engine.top.swipes.rows.isEmpty)
  }

  @Test("Past W − 30 (363 pt) or with the finger in the row's leading 20 % the swipe is full")
  func fullSwipeThreshold() throws {
    // Row 4 does not allow a full swipe: dragged across, it stays a plain swipe.
    var engine = try Self.engine()
    var t = Self.drag(&engine, row: 4, from: 370, to: 30, at: 0.1, hold: 0, lift: false)
    #expect(engine.top.swipes.swipe(4)?.isFullSwipe == false)
    engine.handle(.pointerUp(x: 30, y: Self.rowY(engine, 4)), at: t)
    Self.run(&engine, until: t + 2)
    #expect(engine.top.spec.rowCount == 5)
    #expect(engine.top.swipes.swipe(4)?.isOpen == true)
    // The finger at x = 100 (more than 20 % of 393 = 78.6 pt from the leading edge): 268 pt
    // moved, short of 363, is not full; at x = 70 it is.
    engine = try Self.engine()
    t = Self.drag(&engine, row: 1, from: 370, to: 100, at: 0.1, hold: 0, lift: false)
    #expect(engine.top.swipes.swipe(1)?.isFullSwipe == false)
    engine.handle(.pointerMove(x: 70, y: Self.rowY(engine, 1)), at: t + 0.016)
    #expect(engine.top.swipes.swipe(1)?.isFullSwipe == true)
  }

  @Test("A tap on a revealed button runs it: Flag closes the row, Delete slides it away")
  func tapsOnButtons() throws {
    var engine = try Self.engine()
    var t = Self.drag(&engine, row: 1, from: 300, to: 140, at: 0.1)
    Self.run(&engine, until: t + 1.5)
    let y = Self.rowY(engine, 1)
    // Flag: 245…319; Delete: 319…393.
    t += 2
    engine.handle(.pointerDown(x: 280, y: y), at: t)
    engine.handle(.pointerUp(x: 280, y: y), at: t + 0.05)
    Self.run(&engine, until: t + 1.5)
    #expect(engine.top.swipes.rows.isEmpty)
    #expect(engine.top.spec.rowCount == 5)
    t = Self.drag(&engine, row: 1, from: 300, to: 140, at: t + 2)
    Self.run(&engine, until: t + 1.5)
    t += 2
    engine.handle(.pointerDown(x: 360, y: y), at: t)
    engine.handle(.pointerUp(x: 360, y: y), at: t + 0.05)
    Self.run(&engine, until: t + 2)
    #expect(engine.top.spec.rowCount == 4)
  }

  @Test("A swipe right shows a row's leading actions; a row without them does not move")
  func leadingEdge() throws {
    var engine = try Self.engine()
    var t = Self.drag(&engine, row: 2, from: 60, to: 200, at: 0.1, hold: 0.2)
    Self.run(&engine, until: t + 1.5)
    let swipe = try #require(engine.top.swipes.swipe(2))
    #expect(swipe.edge == .leading)
    #expect(swipe.isOpen)
    #expect(swipe.contentShift == 74)
    t = Self.drag(&engine, row: 1, from: 60, to: 200, at: t + 2)
    Self.run(&engine, until: t + 1.5)
    #expect(engine.top.swipes.swipe(1) == nil)
    #expect(engine.top.offset == 0)
  }
}
