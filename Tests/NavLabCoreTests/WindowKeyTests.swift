import DisplayList
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore

/// Keys that used to do nothing visible: A (Dynamic Type), Return, ?, and the mode toasts.
@Suite("Dynamic Type, Return, help and toasts")
struct WindowKeyTests {
  /// The font size of the first text command drawing `string`.
  static func fontSize(of string: String, in list: DisplayList) -> Double? {
    for command in list.commands {
      if case .text(let text, let font, _, _, _, _, _, _) = command, text == string {
        return font.size
      }
    }
    return nil
  }

  @Test("A cycles Large → AX1 → AX3 → AX5 → Large: list text and rows grow, large titles go")
  func dynamicType() {
    var studio = makeStudio()
    studio.advance(to: 0)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(studio, into: &list)
    // Settings' rows: body text 17 pt, 44 pt rows (HIG) at the default size.
    #expect(Self.fontSize(of: "Wi-Fi", in: list) == 17)
    #expect(studio.a.top.list.rowHeight == 44)
    let expected: [(body: Double, row: Double)] = [
      (28, 44 + 11 * 22 / 17), (40, 44 + 23 * 22 / 17), (53, 44 + 36 * 22 / 17), (17, 44),
    ]
    for (step, size) in expected.enumerated() {
      let time = 0.1 * Double(step + 1)
      studio.handle(.key(KeyChord(key: "a")), at: time)
      studio.advance(to: time)
      painter.paint(studio, into: &list)
      #expect(Self.fontSize(of: "Wi-Fi", in: list) == size.body, "step \(step)")
      #expect(close(studio.a.top.list.rowHeight, size.row), "step \(step)")
      // Seed 001: accessibility sizes turn large titles off; back at Large they return.
      #expect(studio.a.top.isLarge == (size.body == 17), "step \(step)")
      // The chrome keeps its size: the inline title stays 17 pt semibold.
      #expect(studio.toast?.text.hasPrefix("Text size: ") == true)
    }
  }

  @Test(
    "Return pushes the first visible row, at rest, on every built-in screen",
    arguments: ScreenCatalog.names)
  func returnPushes(screen: String) {
    var engine = makeEngine(screen: screen)
    engine.advance(to: 0)
    engine.handle(.key(KeyChord(key: "return")), at: 0.1)
    engine.advance(to: 0.1)
    // The blog's shelves are content (issue 37): a list without rows has nothing to push.
    guard engine.stack[0].list.totalRows > 0 else {
      #expect(engine.stack.count == 1, "\(screen)")
      return
    }
    #expect(engine.stack.count == 2, "\(screen)")
    runFrames(&engine, from: 0.2, to: 1)
    let firstRow = engine.stack[0].highlightedRow
    #expect(firstRow != nil)
    if let firstRow {
      #expect(engine.top.spec.title == engine.stack[0].spec.row(firstRow).label)
    }
  }

  @Test("? shows the key help and hides it again; Escape closes it without popping")
  func help() {
    var studio = makeStudio()
    studio.advance(to: 0)
    studio.handle(.key(KeyChord(key: "return")), at: 0.05)
    runFrames(&studio, from: 0.1, to: 1)
    var painter = FramePainter()
    var list = DisplayList()
    studio.handle(.key(KeyChord(key: "?")), at: 1.1)
    studio.advance(to: 1.1)
    painter.paint(studio, into: &list)
    #expect(texts(list).contains("Keys"))
    #expect(texts(list).contains("save the session as a script"))
    studio.handle(.key(KeyChord(key: "escape")), at: 1.2)
    studio.advance(to: 1.2)
    #expect(!studio.helpVisible && studio.a.stack.count == 2)
    painter.paint(studio, into: &list)
    #expect(!texts(list).contains("Keys"))
  }

  @Test("Mode changes show a toast for 1.5 s; the engine is at rest only once it is gone")
  func toasts() {
    let cases: [(key: String, text: String)] = [
      ("d", "Dark"), ("s", "Status bar: hidden"), ("m", "iPhone 16"),
      ("f", "Deceleration: fast (0.99)"), ("g", "iOS 26 (Liquid Glass)"),
    ]
    for item in cases {
      var studio = makeStudio()
      studio.advance(to: 0)
      #expect(studio.isAtRest)
      studio.handle(.key(KeyChord(key: item.key)), at: 1)
      studio.advance(to: 1)
      #expect(studio.toast?.text == item.text, "\(item.key)")
      var painter = FramePainter()
      var list = DisplayList()
      painter.paint(studio, into: &list)
      #expect(texts(list).contains(item.text))
      #expect(!painter.paintedWithoutOverlays(studio).contains(item.text))
      runFrames(&studio, from: 1.1, to: 2.49)
      #expect(studio.toast != nil && !studio.isAtRest)
      runFrames(&studio, from: 2.5, to: 3)
      #expect(studio.toast == nil && studio.isAtRest, "\(item.key)")
    }
  }

  @Test("Motion is not rest: a fling, then its end")
  func restAfterFling() {
    var engine = makeEngine(rows: 200)
    engine.advance(to: 0)
    engine.handle(.fling(velocity: 2000), at: 0)
    engine.advance(to: 0.1)
    #expect(!engine.isAtRest)
    runFrames(&engine, from: 0.2, to: 6)
    #expect(engine.isAtRest)
  }
}

extension FramePainter {
  /// The texts of the frame a screenshot shows.
  mutating func paintedWithoutOverlays(_ studio: Studio) -> [String] {
    var list = DisplayList()
    paint(studio.withoutOverlays(), into: &list)
    return texts(list)
  }
}
