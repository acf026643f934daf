import Foundation
import Testing

@Suite("navlab end to end")
struct HeadlessRunTests {
  /// DESIGN.md's trace columns, spelled out here so that a change to the contract shows up.
  static let designHeader =
    "frame,t_ms,offset,velocity,phase,large_title_scale,large_title_alpha,"
    + "inline_title_alpha,nav_background_alpha,card_title_alpha,header_height,header_visible_ratio,"
    + "top_bar_height,top_bar_corner_radius,status_bar_hidden,status_bar_style,fling_velocity"
    // Issue 14's chrome columns, appended at the end.
    + ",search_field_height,search_field_alpha,refresh_state,refresh_progress,tab_bar_alpha,"
    + "tab_bar_minimized,search_focus,bottom_search_y"

  static let dragScript = #"""
    {"events": [
      {"t": 0, "type": "down", "x": 200, "y": 600},
      {"t": 16, "type": "move", "x": 200, "y": 560},
      {"t": 33, "type": "move", "x": 200, "y": 500},
      {"t": 50, "type": "up", "x": 200, "y": 440},
      {"t": 150, "type": "wheel", "dy": -2, "precise": true},
      {"t": 300, "type": "key", "key": "d"}
    ]}
    """#

  @Test("The same script gives byte-identical traces; header and row count follow DESIGN.md")
  func deterministicTrace() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.dragScript.write(
      to: folder.appendingPathComponent("drag.json"), atomically: true, encoding: .utf8)
    // 15 fps keeps the software-rendered run short; the engine's trajectory does not depend on it.
    let arguments = ["--headless", "--script", "drag.json", "--fps", "15"]
    let first = try NavLabProcess.run(arguments + ["--trace", "a.csv"], in: folder)
    let second = try NavLabProcess.run(arguments + ["--trace", "b.csv"], in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(second.status == 0, "\(second.standardError)")
    let a = try Data(contentsOf: folder.appendingPathComponent("a.csv"))
    let b = try Data(contentsOf: folder.appendingPathComponent("b.csv"))
    #expect(!a.isEmpty)
    #expect(a == b)

    let lines = String(decoding: a, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.last == "")  // ends with a newline
    let rows = lines.dropLast()
    #expect(rows.first.map(String.init) == Self.designHeader)
    // Default length: the script's 0.3 s plus 1.5 s of settling, at 15 fps, plus frame 0.
    let frames = Int(((0.3 + 1.5) * 15).rounded(.up)) + 1
    #expect(rows.count == frames + 1)
    let columns = Self.designHeader.split(separator: ",").count
    for (index, row) in rows.dropFirst().enumerated() {
      let cells = row.split(separator: ",", omittingEmptySubsequences: false)
      #expect(cells.count == columns)
      #expect(cells.first.map(String.init) == String(index))
    }
    #expect(rows.contains { $0.contains(",dragging,") })
    // The key "d" at 300 ms switched to dark: light status bar content from then on.
    // Settings has a search field, pull to refresh and a tab bar: scrolled far past the 104 pt
    // collapse, the field is 0 pt tall and transparent, the refresh control idle, the tab bar's
    // material full (rows run on under it); tab_bar_minimized is iOS 26 only (empty), the
    // field is not focused and bottom_search_y is iOS 26 only (empty).
    #expect(rows.last?.hasSuffix(",0,light,,0.000,0.0000,idle,0.0000,1.0000,,0.0000,") == true)
    #expect(rows.last.flatMap { Double($0.split(separator: ",")[2]) }.map { $0 > 104 } == true)
    #expect(try NavLabProcess.files(in: folder) == ["a.csv", "b.csv", "drag.json"])
  }

  struct BadScript: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var expected: String
    var testDescription: String { name }
  }

  static let badScripts = [
    BadScript(
      name: "not JSON", text: "{\"events\": [\n  {\"t\": 0, \"type\": \"down\",, }]}",
      expected: "bad.json: not valid JSON: line 2, column 27: expected a quoted member name"),
    BadScript(
      name: "unknown event type",
      text: #"{"events": [{"t": 0, "type": "cancel"}, {"t": 5, "type": "tap"}]}"#,
      expected: #"bad.json: event 1: unknown event type "tap""#),
    BadScript(
      name: "missing field",
      text:
        #"{"events": [{"t": 0, "type": "down", "x": 1, "y": 2}, {"t": 1, "type": "move", "x": 1, "y": 3}, {"t": 2, "type": "up", "y": 4}]}"#,
      expected: #"bad.json: event 2: missing field "x""#),
    BadScript(
      name: "negative time",
      text: #"{"events": [{"t": 0, "type": "cancel"}, {"t": -16, "type": "cancel"}]}"#,
      expected: "bad.json: event 1: negative time"),
  ]

  @Test("A bad script: exit code 2, one clear line, and no output files", arguments: badScripts)
  func badScript(_ bad: BadScript) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try bad.text.write(
      to: folder.appendingPathComponent("bad.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "--headless", "--script", "bad.json", "--trace", "out.csv", "--screenshot", "out.png",
        "--fps", "10",
      ], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.hasPrefix(bad.expected), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
    // Nothing written, not even a temporary file.
    #expect(try NavLabProcess.files(in: folder) == ["bad.json"])
  }

  @Test("A missing script file: exit code 2, naming the file")
  func missingScript() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(["--headless", "--script", "nope.json"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("nope.json"))
  }

  @Test("A screenshot into a folder that does not exist: exit code 2, no crash, nothing left")
  func screenshotFolderMissing() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      ["--headless", "--frames", "1", "--screenshot", "missing/dir/shot.png", "--trace", "t.csv"],
      in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("missing/dir/shot.png"), "\(result.standardError)")
    // Refused before anything runs, naming the missing folder.
    #expect(result.standardError.contains("the folder missing/dir does not exist"))
    #expect(result.standardError.split(separator: "\n").count == 1)
    // No trace is started, and no temporary file is left.
    #expect(try NavLabProcess.files(in: folder) == [])
  }

  @Test("An unknown --screen: non-zero exit, the message lists the screens")
  func unknownScreen() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(["--headless", "--screen", "inbox"], in: folder)
    #expect(result.status != 0)
    #expect(result.standardError.contains("inbox"))
    #expect(result.standardError.contains("settings, feed, album, blog"))
  }

  @Test("An unknown --design: exit code 2, the message names it and the two designs")
  func unknownDesign() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(["--headless", "--design", "ios27"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("ios27"))
    #expect(result.standardError.contains("ios18 or ios26"))
    #expect(try NavLabProcess.files(in: folder).isEmpty)
  }

  @Test("--frames 1 --screenshot writes a native-resolution PNG (1179 × 2556 on the 15 Pro)")
  func screenshotPNG() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      ["--headless", "--frames", "1", "--screenshot", "x.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let png = [UInt8](try Data(contentsOf: folder.appendingPathComponent("x.png")))
    try #require(png.count > 33)
    #expect(Array(png[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    // The first chunk is IHDR: length 13, then width and height, big-endian.
    #expect(Array(png[12..<16]) == Array("IHDR".utf8))
    func bigEndian(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    #expect(bigEndian(8) == 13)
    #expect(bigEndian(16) == 1179)
    #expect(bigEndian(20) == 2556)
    #expect(try NavLabProcess.files(in: folder) == ["x.png"])
  }

  @Test("Without a display and without --headless: exit code 2, one line suggesting --headless")
  func noDisplay() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var environment = ProcessInfo.processInfo.environment
    for name in ["DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER"] {
      environment.removeValue(forKey: name)
    }
    let result = try NavLabProcess.run(["--frames", "1"], in: folder, environment: environment)
    #expect(result.status == 2)
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(result.standardError)")
    #expect(result.standardError.contains("no display"))
    #expect(result.standardError.contains("--headless"))
  }
}
