import Foundation
import Testing

/// `--layout` and the script's `layout` event through the real binary (docs/layout-dump.md).
@Suite("navlab layout dump end to end")
struct LayoutDumpRunTests {
  /// A drag released with momentum at 50 ms; at 20 fps the frame at 300 ms (frame 6) is dumped
  /// mid-scroll, the last (frame 7, 350 ms) by --layout.
  static let script = #"""
    {"events": [
      {"t": 0, "type": "down", "x": 200, "y": 600},
      {"t": 16, "type": "move", "x": 200, "y": 560},
      {"t": 33, "type": "move", "x": 200, "y": 500},
      {"t": 50, "type": "up", "x": 200, "y": 440},
      {"t": 300, "type": "layout", "path": "mid.json"}
    ]}
    """#

  func run(in folder: URL) throws -> RunResult {
    try NavLabProcess.run(
      [
        "--headless", "--script", "s.json", "--fps", "20", "--frames", "8", "--device", "16pro",
        "--layout",
        "end.json",
      ], in: folder)
  }

  @Test(
    "Both dumps are written, JSON, byte-identical on a second run; mid-scroll differs from the end")
  func dumps() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let first = try run(in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(try NavLabProcess.files(in: folder) == ["end.json", "mid.json", "s.json"])
    let end = try Data(contentsOf: folder.appendingPathComponent("end.json"))
    let mid = try Data(contentsOf: folder.appendingPathComponent("mid.json"))
    let second = try run(in: folder)
    #expect(second.status == 0, "\(second.standardError)")
    #expect(try Data(contentsOf: folder.appendingPathComponent("end.json")) == end)
    #expect(try Data(contentsOf: folder.appendingPathComponent("mid.json")) == mid)
    #expect(mid != end)
    let object = try #require(JSONSerialization.jsonObject(with: end) as? [String: Any])
    let device = try #require(object["device"] as? [String: Any])
    #expect(device["name"] as? String == "iPhone 16 Pro")
    #expect(device["width"] as? Double == 402 && device["height"] as? Double == 874)
    let elements = try #require(object["elements"] as? [[String: Any]])
    let rows = elements.filter { $0["role"] as? String == "listRow" }
    #expect(!rows.isEmpty)
    // Inset-grouped cells 20 pt from both edges of the 402 pt screen.
    for row in rows {
      let frame = try #require(row["frame"] as? [Double])
      #expect(frame[0] == 20 && frame[2] == 362)
    }
  }

  @Test("A layout path in a missing folder fails before anything runs: exit 2, one line")
  func missingFolder() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      ["--headless", "--frames", "1", "--layout", "missing/dir/l.json"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("missing/dir/l.json"))
    #expect(try NavLabProcess.files(in: folder).isEmpty)
  }
}

extension LayoutDumpRunTests {
  @Test("--layout and --screenshot on one file are refused before anything runs")
  func oneFileOneWriter() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      ["--headless", "--frames", "1", "--layout", "a.out", "--screenshot", "./a.out"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("--screenshot and --layout both write"))
    #expect(try NavLabProcess.files(in: folder).isEmpty)
  }
}

extension LayoutDumpRunTests {
  @Test(
    "In the window, --layout writes the last frame and a script's layout event its own",
    .enabled(if: WindowDriver.isAvailable, "needs xvfb-run (scripts/setup installs it)"))
  func window() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let binary = try #require(NavLabProcess.binary)
    try #"{"events": [{"t": 0, "type": "layout", "path": "first.json"}]}"#.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "-a", "-s", "-screen 0 1280x1024x24", binary, "--script", "s.json", "--frames", "5",
        "--layout", "last.json", "--device", "se",
      ], in: folder, executable: "/usr/bin/xvfb-run")
    #expect(result.status == 0, "\(result.standardError)")
    for name in ["first.json", "last.json"] {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
      let elements = try #require(object["elements"] as? [[String: Any]])
      // The SE's inset groups: 16 pt from the edges of its 375 pt screen; the first one 35 pt
      // (a section gap) below the 20 + 44 + 52 + 52 pt bar with its search strip.
      let row = try #require(elements.first { $0["role"] as? String == "listRow" })
      #expect(row["frame"] as? [Double] == [16, 20 + 44 + 52 + 52 + 35, 343, 44], "\(name)")
    }
  }
}
