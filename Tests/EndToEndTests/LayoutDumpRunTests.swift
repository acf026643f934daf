import Foundation
import Testing

/// `--layout` and the script's `layout` event through the real binary (docs/layout-dump.md).
@Suite("navlab layout dump end to end")
struct LayoutDumpRunTests {
  /// A fling at 100 ms, the frame at 300 ms dumped mid-scroll, the last frame by --layout.
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
        "--headless", "--script", "s.json", "--frames", "24", "--device", "16pro", "--layout",
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
