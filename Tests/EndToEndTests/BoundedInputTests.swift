import Foundation
import Testing

/// Issue 21, item 4, end to end: a small file cannot make a run unbounded.
@Suite("Bounded input, end to end")
struct BoundedInputEndToEndTests {
  @Test(
    "A 60-byte script whose event is at 10 days is refused without --frames (it drew 51.8 M frames)"
  )
  func longScript() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"{"events": [{"t": 864000000, "type": "key", "key": "d"}]}"#.write(
      to: folder.appendingPathComponent("long.json"), atomically: true, encoding: .utf8)
    let refused = try NavLabProcess.run(["--headless", "--script", "long.json"], in: folder)
    #expect(refused.status == 2)
    #expect(
      refused.standardError
        == "long.json: would run 51840091 frames at 60 fps; at most 500000 without --frames (give --frames N to run it anyway)\n",
      "\(refused.standardError)")
    // Asked for explicitly, a run of it is fine.
    let asked = try NavLabProcess.run(
      ["--headless", "--script", "long.json", "--frames", "2"], in: folder)
    #expect(asked.status == 0, "\(asked.standardError)")
  }

  /// In a child process: the parse takes about 200 MB before it stops, and the test process's
  /// peak would count in every later child's (posix_spawn shares its memory until exec), which
  /// the memory budgets of other tests measure.
  @Test(
    "A script of more than 3,000,000 JSON values is refused as it is read (1.55 M events took 636 MB)"
  )
  func valueLimit() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let frames = String(repeating: "0,", count: 3_000_000) + "0"
    try #"{"events": [], "frames": [\#(frames)]}"#.write(
      to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
    let refused = try NavLabProcess.run(["--headless", "--script", "big.json"], in: folder)
    #expect(refused.status == 2)
    #expect(
      refused.standardError.hasPrefix("big.json: not valid JSON: line 1, column ")
        && refused.standardError.hasSuffix(": more than 3000000 values; too many for NavLab\n"),
      "\(refused.standardError)")
  }
}
