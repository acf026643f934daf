import Foundation
import Testing

/// Issue 22 from the command line: `--compare`, `navlab export`, Ctrl+E's note line and
/// `navlab plot --compare`.
@Suite("Tuning studio from the command line")
struct TuningStudioTests {
  static let soft =
    #"{"decelerationRate": 0.99, "springStiffness": 120, "springDampingRatio": 0.6}"#
  static let fling = """
    {"events": [
      {"t": 0, "type": "down", "x": 200, "y": 600},
      {"t": 30, "type": "move", "x": 200, "y": 560},
      {"t": 60, "type": "move", "x": 200, "y": 480},
      {"t": 90, "type": "move", "x": 200, "y": 380},
      {"t": 100, "type": "up", "x": 200, "y": 360},
      {"t": 150, "type": "key", "key": "p"},
      {"t": 200, "type": "key", "key": "ctrl+e"}
    ]}
    """

  static func write(_ text: String, _ name: String, in folder: URL) throws {
    try text.write(to: folder.appendingPathComponent(name), atomically: false, encoding: .utf8)
  }

  static func read(_ name: String, in folder: URL) throws -> String {
    try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
  }

  /// Width and height of a PNG, from its IHDR chunk.
  static func pngSize(_ url: URL) throws -> (Int, Int) {
    let bytes = [UInt8](try Data(contentsOf: url))
    func bigEndian(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    return (bigEndian(16), bigEndian(20))
  }

  @Test(
    "--compare: _b columns in the trace, A's columns as A alone, both phones in the screenshot, B saved with its note"
  )
  func compareHeadless() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(Self.soft, "soft.json", in: folder)
    try Self.write(Self.fling, "fling.json", in: folder)
    let base = ["--headless", "--script", "fling.json", "--frames", "30", "--device", "se"]
    let alone = try NavLabProcess.run(base + ["--trace", "a.csv"], in: folder)
    #expect(alone.status == 0, "\(alone.standardError)")
    let both = try NavLabProcess.run(
      base + ["--compare-tuning", "soft.json", "--trace", "ab.csv", "--screenshot", "ab.png"],
      in: folder)
    #expect(both.status == 0, "\(both.standardError)")
    let a = try Self.read("a.csv", in: folder).split(separator: "\n")
    let ab = try Self.read("ab.csv", in: folder).split(separator: "\n")
    #expect(a.count == ab.count && a.count == 31)
    let header = ab[0].split(separator: ",").map(String.init)
    let aColumns = a[0].split(separator: ",").count
    #expect(header.count == aColumns + 20)
    #expect(header[aColumns] == "offset_b" && header.last == "bottom_search_y_b")
    var differs = false
    for (rowA, rowAB) in zip(a.dropFirst(), ab.dropFirst()) {
      let cells = rowAB.split(separator: ",", omittingEmptySubsequences: false)
      #expect(cells.prefix(aColumns).joined(separator: ",") == rowA, "A is A alone")
      if cells[2] != cells[aColumns] { differs = true }
    }
    #expect(differs, "B's offset differs from A's")
    // iPhone SE: 375 × 667 pt at 2×; two phones, a 24 pt gap, a 30 pt caption strip.
    let (width, height) = try Self.pngSize(folder.appendingPathComponent("ab.png"))
    #expect(width == (2 * 375 + 24) * 2 && height == (667 + 30) * 2)
    // Ctrl+E saved B's tuning (the panel tunes B), with a note line first.
    let saved = try Self.read("navlab-tuning.json", in: folder)
    #expect(saved.hasPrefix("{\n  \"note\": \"Tuned "))
    #expect(saved.contains("on Settings (iPhone SE): deceleration rate 0.9900 (stock 0.9980)"))
    #expect(saved.contains("\"decelerationRate\": 0.99"))
  }

  @Test("navlab export --as swift prints paste-able Swift; --as json the same numbers with units")
  func export() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(Self.soft, "soft.json", in: folder)
    let swift = try NavLabProcess.run(
      ["export", "--tuning", "soft.json", "--as", "swift"], in: folder)
    #expect(swift.status == 0, "\(swift.standardError)")
    #expect(swift.standardOutput.hasPrefix("// NavLab tuning: soft.json\n"))
    #expect(swift.standardOutput.contains("UIScrollView.DecelerationRate.fast"))
    #expect(swift.standardOutput.contains(".spring(response: 0.5736, dampingFraction: 0.6)"))
    let json = try NavLabProcess.run(
      ["export", "--tuning", "soft.json", "--as", "json", "--output", "out.json"], in: folder)
    #expect(json.status == 0 && json.standardOutput == "")
    let text = try Self.read("out.json", in: folder)
    #expect(text.contains("\"unit\": \"per millisecond\""))
    #expect(text.contains("\"springDamping\": {\n    \"value\": 13.145341"))
  }

  @Test(
    "Bad export and compare input: one line naming the file or option, exit 2",
    arguments: [
      (["export", "--tuning", "missing.json"], "missing.json"),
      (["export", "--tuning", "bad.json"], "bad.json: springStiffness"),
      (["export", "--tuning", "soft.json", "--as", "kotlin"], "unknown format 'kotlin'"),
      (["--headless", "--compare", "bad.json"], "bad.json: springStiffness"),
      (["plot", "--compare", "bad.json", "-o", "p.png"], "bad.json: springStiffness"),
      (["plot", "--tuning", "soft.json", "-o", "p.png"], "give --compare B.json too"),
    ])
  func badInput(arguments: [String], expected: String) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(Self.soft, "soft.json", in: folder)
    try Self.write(#"{"springStiffness": -4}"#, "bad.json", in: folder)
    let result = try NavLabProcess.run(arguments, in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.split(separator: "\n").count == 1)
    #expect(result.standardError.contains(expected), "\(result.standardError)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("p.png").path))
  }

  @Test("navlab plot --compare: a PNG with A's and B's flings on the same axes")
  func plotCompare() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.write(Self.soft, "soft.json", in: folder)
    let result = try NavLabProcess.run(
      ["plot", "--screen", "settings", "--compare", "soft.json", "-o", "ab.png"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    let (width, _) = try Self.pngSize(folder.appendingPathComponent("ab.png"))
    #expect(width == 1800)
  }
}
