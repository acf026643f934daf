import DisplayList
import Testing

@testable import NavLabCore

@Suite("A million rows")
struct VirtualisationTests {
  /// Settings' sections repeat [5, 4, 13, 2, 6]: 30 rows and 5 · 35 + 30 · 44 pt per cycle.
  static let cycleHeight = 5 * 35.0 + 30 * 44

  func paintedList(rows: Int, offset: Double) -> (Engine, DisplayList) {
    var engine = makeEngine(rows: rows)
    engine.advance(to: 0)
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0.1)
    engine.advance(to: 1)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    return (engine, list)
  }

  @Test("Painting deep in a million rows draws as much as a 100-row list at the same place")
  func sameWorkDeepDown() {
    let shallowOffset = 800.0
    let cycles = 10_000.0
    let (small, near) = paintedList(rows: 100, offset: shallowOffset)
    let (large, deep) = paintedList(
      rows: 1_000_000, offset: shallowOffset + cycles * Self.cycleHeight)
    #expect(small.top.offset == shallowOffset)
    #expect(large.top.offset == shallowOffset + cycles * Self.cycleHeight)
    #expect(large.top.scroller.maxOffset > 40_000_000)
    #expect(!near.commands.isEmpty)
    #expect(abs(near.commands.count - deep.commands.count) <= 2)
    #expect(deep.commands.count < 400)
    // The same rows (labels repeat every 30 rows, like the section pattern).
    #expect(texts(near) == texts(deep))
  }

  @Test("The very end of a million rows is reachable and painted")
  func end() {
    let (engine, list) = paintedList(rows: 1_000_000, offset: .greatestFiniteMagnitude)
    #expect(engine.top.offset == engine.top.scroller.maxOffset)
    // Row 999,999 is the 30th of its cycle: Reminders.
    #expect(texts(list).contains("Reminders"))
    #expect(list.commands.count < 400)
  }
}
