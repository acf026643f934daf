import Foundation
import Testing

/// Issue 41's swipe actions through the binary: five messages whose rows swipe to "Flag" and
/// "Delete" (Delete outermost), in the example scene (Assets/examples/scenes/messages.json)
/// and in SwiftUI run live (Examples/SwiftUI/Messages.swift, whose Delete is the code's own
/// `messages.remove(at:)`), in both designs: headless scripts, layout dumps and
/// `--trace-swipe`.
@Suite("Swipe actions end to end")
struct SwipeActionRunTests {
  struct Look: CustomStringConvertible, Sendable {
    var design: String
    var swiftUI: Bool
    var description: String { "\(swiftUI ? "SwiftUI" : "scene") \(design)" }
    var arguments: [String] {
      let root = SwiftUIRunTests.root
      return
        (swiftUI
        ? ["\(root)/Examples/SwiftUI/Messages.swift"]
        : ["--scene", "\(root)/Assets/examples/scenes/messages.json"]) + ["--design", design]
    }
    var runs: Bool { !swiftUI || SwiftUIRunTests.importerBuilt }
  }

  static let looks = [false, true].flatMap { swiftUI in
    ["ios18", "ios26"].map { Look(design: $0, swiftUI: swiftUI) }
  }

  /// Runs `events` headless (with a dump `before.json` at 50 ms); the folder holds the dumps
  /// and `t.csv`.
  static func run(_ look: Look, _ events: [String], frames: Int) throws -> URL {
    let folder = try NavLabProcess.makeFolder()
    let all = [#"{"t": 50, "type": "layout", "path": "before.json"}"#] + events
    let script = #"{"events": ["# + all.joined(separator: ",\n") + "]}"
    try script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "--headless", "--script", "s.json", "--frames", "\(frames)", "--trace", "t.csv",
        "--trace-swipe",
      ]
        + look.arguments, in: folder)
    #expect(result.status == 0, "\(look): \(result.standardError)")
    return folder
  }

  static func elements(_ folder: URL, _ file: String) throws -> [[String: Any]] {
    try NestedScrollRunTests.elements(folder, file)
  }

  static func frame(_ element: [String: Any]) -> [Double] { element["frame"] as? [Double] ?? [] }

  /// The text element "Build bot" (the second message's sender) in a dump, if drawn.
  static func sender(_ folder: URL, _ file: String) throws -> [Double]? {
    try elements(folder, file).first {
      $0["role"] as? String == "text" && $0["text"] as? String == "Build bot"
    }.map(frame)
  }

  /// The list rows of a dump, top to bottom.
  static func rows(_ folder: URL, _ file: String) throws -> [[String: Any]] {
    try elements(folder, file).filter { $0["role"] as? String == "listRow" }
  }

  /// The y of the second row's middle, from a first run's dump.
  static func secondRowY(_ look: Look) throws -> Double {
    let folder = try run(look, [], frames: 6)
    defer { try? FileManager.default.removeItem(at: folder) }
    let rows = try rows(folder, "before.json")
    try #require(rows.count == 5, "\(look): \(rows.count) rows")
    let row = frame(rows[1])
    return row[1] + row[3] / 2
  }

  static func drag(from x0: Double, to x1: Double, y: Double, at t: Int, lift: Int) -> [String] {
    var events = [#"{"t": \#(t), "type": "down", "x": \#(x0), "y": \#(y)}"#]
    let steps = Int((abs(x1 - x0) / 20).rounded(.up))
    for step in 1...steps {
      let x = x0 + (x1 - x0) * Double(step) / Double(steps)
      events.append(#"{"t": \#(t + 16 * step), "type": "move", "x": \#(x), "y": \#(y)}"#)
    }
    events.append(#"{"t": \#(lift), "type": "move", "x": \#(x1), "y": \#(y)}"#)
    events.append(#"{"t": \#(lift), "type": "up", "x": \#(x1), "y": \#(y)}"#)
    return events
  }

  @Test(
    "A 140 pt swipe left moves the row's label left and shows Flag then Delete at the trailing edge",
    arguments: looks)
  func swipeShowsActions(_ look: Look) throws {
    guard look.runs else { return }
    let y = try Self.secondRowY(look)
    let folder = try Self.run(
      look,
      Self.drag(from: 300, to: 160, y: y, at: 100, lift: 600) + [
        #"{"t": 500, "type": "layout", "path": "drag.json"}"#,
        #"{"t": 2000, "type": "layout", "path": "open.json"}"#,
      ], frames: 130)
    defer { try? FileManager.default.removeItem(at: folder) }
    // While held: the label 138 pt left (140 less the scroller's 2 pt pan slop).
    let before = try #require(try Self.sender(folder, "before.json"))
    let held = try #require(try Self.sender(folder, "drag.json"))
    #expect(abs(held[0] - (before[0] - 138)) < 0.01, "\(look): \(before) → \(held)")
    #expect(held[1] == before[1])
    let dragged = try Self.rows(folder, "drag.json")[1]
    #expect(dragged["contentOffset"] as? [Double] == [138, 0])
    #expect(dragged["open"] as? Bool == false)
    // Released slowly short of the open width: it springs open to 2 × 74 pt.
    let rows = try Self.rows(folder, "open.json")
    let row = Self.frame(rows[1])
    #expect(rows[1]["contentOffset"] as? [Double] == [148, 0], "\(look)")
    #expect(rows[1]["open"] as? Bool == true)
    #expect(rows.enumerated().allSatisfy { $0.offset == 1 || $0.element["open"] as? Bool == false })
    let actions = try Self.elements(folder, "open.json").filter {
      $0["role"] as? String == "swipeAction"
    }
    #expect(actions.map { $0["text"] as? String } == ["Flag", "Delete"], "\(look)")
    let flag = Self.frame(actions[0])
    let delete = Self.frame(actions[1])
    #expect(flag[2] >= 74 && delete[2] >= 74)
    #expect(abs(delete[0] + delete[2] - (row[0] + row[2])) < 0.001, "Delete at the trailing edge")
    #expect(abs(flag[0] + flag[2] - delete[0]) < 0.001, "Flag just inside it")
    #expect(flag[1] == row[1] && flag[3] == row[3])
    let trace = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    #expect(trace.contains(",1,-138.000,dragging\n"))
    #expect(trace.hasSuffix(",1,-148.000,open\n"))
  }

  @Test(
    "A full swipe across the row runs Delete and the row is gone from the list", arguments: looks)
  func fullSwipeDeletes(_ look: Look) throws {
    guard look.runs else { return }
    let y = try Self.secondRowY(look)
    let folder = try Self.run(
      look,
      Self.drag(from: 370, to: 30, y: y, at: 100, lift: 400) + [
        #"{"t": 390, "type": "layout", "path": "full.json"}"#,
        #"{"t": 2500, "type": "layout", "path": "gone.json"}"#,
      ], frames: 160)
    defer { try? FileManager.default.removeItem(at: folder) }
    let full = try Self.elements(folder, "full.json").filter {
      $0["role"] as? String == "swipeAction"
    }
    // Past W − 30: Delete alone covers the revealed width.
    #expect(full.map { $0["text"] as? String } == ["Delete"], "\(look)")
    let rows = try Self.rows(folder, "gone.json")
    #expect(rows.count == 4, "\(look)")
    #expect(try Self.sender(folder, "gone.json") == nil, "\(look): Build bot still drawn")
    let trace = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    #expect(trace.contains(",full\n") && trace.contains(",removing\n"))
    if look.swiftUI {
      // The code's own array lost the message (the state column would say; the list shows it).
      #expect(rows.allSatisfy { $0["open"] as? Bool == false })
    }
  }

  @Test(
    "SwiftUI: a tap on the open row's Flag runs the code's own action and the row closes",
    arguments: looks.filter(\.swiftUI))
  func tapRunsTheCodesAction(_ look: Look) throws {
    guard look.runs else { return }
    let y = try Self.secondRowY(look)
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let events =
      Self.drag(from: 300, to: 140, y: y, at: 100, lift: 500) + [
        // Flag is 245…319 once open.
        #"{"t": 1500, "type": "down", "x": 280, "y": \#(y)}"#,
        #"{"t": 1550, "type": "up", "x": 280, "y": \#(y)}"#,
        #"{"t": 2900, "type": "layout", "path": "after.json"}"#,
      ]
    let script = #"{"events": ["# + events.joined(separator: ",\n") + "]}"
    try script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "--headless", "--script", "s.json", "--frames", "180", "--trace", "t.csv",
        "--trace-state",
      ] + look.arguments, in: folder)
    #expect(result.status == 0, "\(look): \(result.standardError)")
    let trace = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    let lines = trace.split(separator: "\n")
    let header = lines[0].split(separator: ",")
    let column = try #require(header.firstIndex(of: "MessagesView.flagged"))
    // The state is the last cell; the messages column before it holds commas inside quotes.
    #expect(lines[1].hasSuffix(",0.0000"), "\(lines[1])")
    #expect(lines.last!.hasSuffix(",1.0000"), "\(look): \(lines.last!)")
    #expect(column == header.count - 1)
    let rows = try Self.rows(folder, "after.json")
    #expect(rows.count == 5)
    #expect(rows.allSatisfy { $0["contentOffset"] as? [Double] == [0, 0] })
  }

  @Test("A vertical drag on a row with actions scrolls the list, the row stays", arguments: looks)
  func verticalScrolls(_ look: Look) throws {
    guard look.runs else { return }
    let y = try Self.secondRowY(look)
    let folder = try Self.run(
      look,
      [
        #"{"t": 100, "type": "down", "x": 200, "y": \#(y + 150)}"#,
        #"{"t": 116, "type": "move", "x": 202, "y": \#(y + 120)}"#,
        #"{"t": 133, "type": "move", "x": 204, "y": \#(y + 80)}"#,
        #"{"t": 150, "type": "move", "x": 206, "y": \#(y + 40)}"#,
        #"{"t": 160, "type": "layout", "path": "mid.json"}"#,
        #"{"t": 170, "type": "up", "x": 206, "y": \#(y + 20)}"#,
      ], frames: 40)
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = Self.frame(try Self.rows(folder, "before.json")[1])
    let mid = try Self.rows(folder, "mid.json")
    #expect(Self.frame(mid[1])[1] < before[1] - 50, "\(look): the list scrolled")
    #expect(mid.allSatisfy { $0["contentOffset"] as? [Double] == [0, 0] })
    let trace = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    #expect(!trace.contains("dragging\n"), "no row moved")
  }
}
