import Foundation
import Testing

/// Issue 40's "done means", through the binary, on the example scene and on the issue's own
/// SwiftUI (a List row's Button, Examples/SwiftUI/Sheet.swift): a row presents a sheet of 60
/// rows with the medium and large detents; headless scripts, layout dumps and `--trace-sheet`
/// in both designs, light and dark.
@Suite("Sheets end to end")
struct SheetRunTests {
  struct Look: CustomStringConvertible, Sendable {
    var design: String
    var appearance: String
    /// The issue's own SwiftUI (Examples/SwiftUI/Sheet.swift, run live) instead of the scene.
    var swiftUI = false
    var description: String { "\(swiftUI ? "SwiftUI" : "scene") \(design) \(appearance)" }
    var arguments: [String] {
      let root = SwiftUIRunTests.root
      return
        (swiftUI
        ? ["\(root)/Examples/SwiftUI/Sheet.swift"]
        : ["--scene", "\(root)/Assets/examples/scenes/sheet.json"])
        + ["--design", design, "--appearance", appearance]
    }
    /// Whether this machine can run it (the SwiftUI file needs the importer).
    var runs: Bool { !swiftUI || SwiftUIRunTests.importerBuilt }
  }

  static let looks = [false, true].flatMap { swiftUI in
    ["ios18", "ios26"].flatMap { design in
      ["light", "dark"].map { Look(design: design, appearance: $0, swiftUI: swiftUI) }
    }
  }

  /// Runs `events` headless for `frames` frames; the folder holds its dumps and `t.csv`.
  static func run(_ look: Look, _ events: [String], frames: Int) throws -> URL {
    let folder = try NavLabProcess.makeFolder()
    let script = #"{"events": ["# + events.joined(separator: ",\n") + "]}"
    try script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "--headless", "--script", "s.json", "--frames", "\(frames)", "--trace", "t.csv",
        "--trace-sheet",
      ] + look.arguments, in: folder)
    #expect(result.status == 0, "\(look): \(result.standardError)")
    return folder
  }

  static func elements(_ folder: URL, _ file: String) throws -> [[String: Any]] {
    try NestedScrollRunTests.elements(folder, file)
  }

  static func frame(_ element: [String: Any]) -> [Double] {
    element["frame"] as? [Double] ?? []
  }

  /// The sheet's frame in a dump, or nil.
  static func sheet(_ folder: URL, _ file: String) throws -> [Double]? {
    try elements(folder, file).first { $0["role"] as? String == "sheet" }.map(frame)
  }

  /// The presenting screen's large title, "Orders".
  static func title(_ folder: URL, _ file: String) throws -> [Double] {
    let title = try elements(folder, file).first {
      $0["role"] as? String == "largeTitle" && $0["text"] as? String == "Orders"
    }
    return frame(try #require(title))
  }

  /// The trace's sheet columns, frame by frame: top, detent, the sheet list's offset.
  static func sheetColumns(_ folder: URL) throws -> [(
    top: Double?, detent: String, offset: Double?
  )] {
    let text = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    #expect(lines.first?.hasSuffix(",sheet_top,sheet_detent,sheet_offset") == true)
    return lines.dropFirst().map {
      let cells = $0.split(separator: ",", omittingEmptySubsequences: false)
      let n = cells.count
      return (Double(cells[n - 3]), String(cells[n - 2]), Double(cells[n - 1]))
    }
  }

  /// Where the "Show details" row is at rest (a first run: its place differs by design).
  static func showRow(_ look: Look) throws -> (x: Double, y: Double) {
    let folder = try run(look, [#"{"t": 50, "type": "layout", "path": "r.json"}"#], frames: 5)
    defer { try? FileManager.default.removeItem(at: folder) }
    // A scene's row, or the SwiftUI List row's Button (its label).
    let row = try #require(
      try elements(folder, "r.json").first {
        ["listRow", "text"].contains($0["role"] as? String)
          && $0["text"] as? String == "Show details"
      })
    let box = frame(row)
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)
  }

  static func tap(_ point: (x: Double, y: Double), at t: Int) -> [String] {
    [
      #"{"t": \#(t), "type": "down", "x": \#(point.x), "y": \#(point.y)}"#,
      #"{"t": \#(t + 60), "type": "up", "x": \#(point.x), "y": \#(point.y)}"#,
    ]
  }

  /// Moves from y0 to y1 from `t` ms, one move each 16 ms.
  static func moves(from y0: Double, to y1: Double, at t: Int, steps: Int) -> [String] {
    (1...steps).map {
      let y = y0 + (y1 - y0) * Double($0) / Double(steps)
      return #"{"t": \#(t + 16 * $0), "type": "move", "x": 200, "y": \#(y)}"#
    }
  }

  @Test(
    "Tap: medium; 200 pt up: the top follows, the list stays; released: large, the screen behind at 0.92; up again: the list scrolls",
    arguments: looks)
  func detents(_ look: Look) throws {
    guard look.runs else { return }
    let show = try Self.showRow(look)
    var events = [#"{"t": 50, "type": "layout", "path": "rest.json"}"#]
    events += Self.tap(show, at: 100)
    events.append(#"{"t": 900, "type": "layout", "path": "medium.json"}"#)
    // 200 pt up inside the sheet's list, held (no velocity), dumped before the lift.
    events.append(#"{"t": 1000, "type": "down", "x": 200, "y": 700}"#)
    events += Self.moves(from: 700, to: 500, at: 1000, steps: 10)
    events.append(#"{"t": 1300, "type": "layout", "path": "dragged.json"}"#)
    events.append(#"{"t": 1400, "type": "up", "x": 200, "y": 500}"#)
    events.append(#"{"t": 2500, "type": "layout", "path": "large.json"}"#)
    // At the large detent: 200 pt up again scrolls the list, the sheet stays.
    events.append(#"{"t": 2600, "type": "down", "x": 200, "y": 600}"#)
    events += Self.moves(from: 600, to: 400, at: 2600, steps: 10)
    events.append(#"{"t": 2900, "type": "layout", "path": "scrolled.json"}"#)
    events.append(#"{"t": 3000, "type": "up", "x": 200, "y": 400}"#)
    let folder = try Self.run(look, events, frames: 190)
    defer { try? FileManager.default.removeItem(at: folder) }

    #expect(try Self.sheet(folder, "rest.json") == nil)
    // About half the screen (852 pt on the 15 Pro: the top at 426).
    let medium = try #require(try Self.sheet(folder, "medium.json"))
    #expect(abs(medium[1] - 426) < 1, "\(look): \(medium)")
    // The top moved up with the finger, 200 pt; the list did not scroll.
    let dragged = try #require(try Self.sheet(folder, "dragged.json"))
    #expect(abs(dragged[1] - 226) < 0.01, "\(look): \(dragged)")
    let columns = try Self.sheetColumns(folder)
    // Frames 61…78 (1016…1300 ms): the top goes down by the finger's 20 pt steps, offset 0.
    let during = columns[61...78]
    #expect(during.allSatisfy { $0.offset == 0 && $0.detent == "medium" })
    #expect(during.last?.top.map { abs($0 - 226) < 0.01 } == true)
    // Released: the large detent, its top 40–80 pt down (0.08 H = 68.16).
    let large = try #require(try Self.sheet(folder, "large.json"))
    #expect(large[1] >= 40 && large[1] <= 80, "\(look): \(large)")
    #expect(columns[149].detent == "large")
    // The title behind is drawn at about 0.92 of its width.
    let rest = try Self.title(folder, "rest.json")
    let behind = try Self.title(folder, "large.json")
    let ratio = behind[2] / rest[2]
    #expect(abs(ratio - 0.9165) < 0.005, "\(look): \(ratio)")
    // At large, a drag up scrolls the list, not the sheet.
    let scrolled = try #require(try Self.sheet(folder, "scrolled.json"))
    #expect(abs(scrolled[1] - large[1]) < 0.01)
    let offset = try #require(columns[174].offset)
    #expect(offset > 190 && offset < 210, "\(look): \(offset)")
  }

  @Test(
    "A fast fling down from the medium detent dismisses; the list behind is drawn again",
    arguments: looks)
  func flingDismisses(_ look: Look) throws {
    guard look.runs else { return }
    let show = try Self.showRow(look)
    var events = [#"{"t": 50, "type": "layout", "path": "rest.json"}"#]
    events += Self.tap(show, at: 100)
    events.append(#"{"t": 900, "type": "layout", "path": "medium.json"}"#)
    events.append(#"{"t": 1000, "type": "down", "x": 200, "y": 500}"#)
    events += Self.moves(from: 500, to: 680, at: 1000, steps: 4)
    events.append(#"{"t": 1080, "type": "up", "x": 200, "y": 720}"#)
    events.append(#"{"t": 2200, "type": "layout", "path": "after.json"}"#)
    let folder = try Self.run(look, events, frames: 140)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.sheet(folder, "medium.json") != nil)
    #expect(try Self.sheet(folder, "after.json") == nil)
    let columns = try Self.sheetColumns(folder)
    #expect(columns[66].detent == "leaving")
    #expect(columns[139].top == nil)
    // The presenting list, drawn as it was: its rows at their places, its title unscaled.
    func rows(_ file: String) throws -> [[Double]] {
      try Self.elements(folder, file).filter { $0["role"] as? String == "listRow" }.map(Self.frame)
    }
    #expect(try rows("after.json") == rows("rest.json"))
    #expect(try Self.title(folder, "after.json") == Self.title(folder, "rest.json"))
  }
}

/// Issue 40 step 4: Examples/SwiftUI/Sheet.swift run live, the issue's own example: a List
/// row's Button that sets `showing = true` presents its `.sheet` with
/// `.presentationDetents([.medium, .large])` at the medium detent; a fast fling down dismisses
/// it and the state turns false.
@Suite("SwiftUI sheets end to end")
struct SwiftUISheetRunTests {
  @Test("A button sets the state: the sheet presents; flung down, the state turns false")
  func live() throws {
    guard SwiftUIRunTests.importerBuilt else { return }
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.copyItem(
      atPath: "\(SwiftUIRunTests.root)/Examples/SwiftUI/Sheet.swift",
      toPath: folder.appendingPathComponent("Sheet.swift").path)
    let tap = [
      #"{"t": 50, "type": "layout", "path": "rest.json"}"#,
      #"{"t": 100, "type": "down", "x": 100, "y": 206}"#,
      #"{"t": 160, "type": "up", "x": 100, "y": 206}"#,
      #"{"t": 1000, "type": "layout", "path": "shown.json"}"#,
      #"{"t": 1100, "type": "down", "x": 200, "y": 500}"#,
    ]
    let fling =
      SheetRunTests.moves(from: 500, to: 680, at: 1100, steps: 4) + [
        #"{"t": 1180, "type": "up", "x": 200, "y": 720}"#,
        #"{"t": 2200, "type": "layout", "path": "gone.json"}"#,
      ]
    let script = #"{"events": ["# + (tap + fling).joined(separator: ",\n") + "]}"
    try script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "Sheet.swift", "--headless", "--script", "s.json", "--frames", "140", "--trace", "t.csv",
        "--trace-state", "--trace-sheet",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    // The button is where the script taps it.
    let button = try #require(
      try NestedScrollRunTests.elements(folder, "rest.json").first {
        $0["role"] as? String == "text" && $0["text"] as? String == "Show details"
      })
    let box = try #require(button["frame"] as? [Double])
    #expect(box[1] <= 206 && 206 <= box[1] + box[3] && box[0] <= 100)
    let shown = try #require(try SheetRunTests.sheet(folder, "shown.json"))
    #expect(abs(shown[1] - 426) < 1)
    #expect(try SheetRunTests.sheet(folder, "gone.json") == nil)
    // The state column (before the sheet's three): true while shown, false once dismissed.
    let text = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    let rows = text.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false)
    }
    let state = try #require(rows[0].firstIndex(of: "SheetView.showing"))
    #expect(rows[60][state] == "1" && rows[60][rows[60].count - 2] == "medium")
    #expect(rows[139][state] == "0" && rows[139][rows[139].count - 3] == "")
  }
}
