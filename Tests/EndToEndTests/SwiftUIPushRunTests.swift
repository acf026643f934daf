import Foundation
import Testing

/// Seed 002's two first examples through navlab and the importer: a tap on "Navigate" pushes
/// the destination; its `.statusBarHidden()` hides the status bar in the NavigationView one
/// and is ignored in the NavigationStack one (iOS 16+), as the article found.
@Suite("NavigationLink pushes end to end")
struct SwiftUIPushRunTests {
  static let seeds = "\(SwiftUIRunTests.root)/../shared/seeds/swiftui"
  static let present = FileManager.default.fileExists(
    atPath: "\(seeds)/002a-navigation-view.swift")

  /// The layout dump's elements.
  func elements(_ file: URL) throws -> [[String: Any]] {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file))
    return try #require((object as? [String: Any])?["elements"] as? [[String: Any]])
  }

  /// The last frame's value of `column` in a trace.
  func lastValue(_ column: String, in trace: URL) throws -> String {
    let lines = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    let header = lines[0].split(separator: ",", omittingEmptySubsequences: false)
    let index = try #require(header.firstIndex { $0 == column })
    return String(
      lines[lines.count - 1].split(separator: ",", omittingEmptySubsequences: false)[index])
  }

  @Test(
    "002a hides the status bar on the pushed screen; 002b keeps it; back shows the first",
    .enabled(if: SwiftUIRunTests.importerBuilt && present),
    arguments: [
      ("002a-navigation-view", "This works", true),
      ("002b-navigation-stack", "This doesn't work", false),
    ])
  func seed002(_ name: String, _ pushedText: String, _ hides: Bool) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = "\(Self.seeds)/\(name).swift"
    // Where the link is drawn.
    let first = try NavLabProcess.run(
      ["--headless", "--frames", "2", source, "--layout", "rest.json"], in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    let link = try #require(
      try elements(folder.appendingPathComponent("rest.json")).first {
        $0["text"] as? String == "Navigate"
      })
    let frame = try #require(link["frame"] as? [Double])
    let (x, y) = (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
    let script = """
      {"events": [{"t": 100, "type": "down", "x": \(x), "y": \(y)}, {"t": 150, "type": "up", "x": \(x), "y": \(y)},
        {"t": 1000, "type": "layout", "path": "pushed.json"}]}
      """
    try script.write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let run = try NavLabProcess.run(
      ["--headless", "--script", "s.json", "--frames", "66", "--trace", "t.csv", source], in: folder
    )
    #expect(run.status == 0, "\(run.standardError)")
    let pushed = try elements(folder.appendingPathComponent("pushed.json"))
    #expect(pushed.contains { $0["text"] as? String == pushedText })
    #expect(!pushed.contains { $0["text"] as? String == "Navigate" })
    #expect(pushed.contains { $0["role"] as? String == "statusBar" } == !hides)
    #expect(
      try lastValue("status_bar_hidden", in: folder.appendingPathComponent("t.csv"))
        == (hides ? "1" : "0"))
  }

  @Test(
    "Order.swift: a tap on the Picker row pushes its options with the selection checked",
    .enabled(if: SwiftUIRunTests.importerBuilt))
  func pickerPushesItsOptions() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = "\(SwiftUIRunTests.root)/Examples/SwiftUI/Order.swift"
    let first = try NavLabProcess.run(
      ["--headless", "--frames", "2", source, "--layout", "rest.json"], in: folder)
    #expect(first.status == 0, "\(first.standardError)")
    let row = try #require(
      try elements(folder.appendingPathComponent("rest.json")).first {
        $0["role"] as? String == "listRow" && $0["text"] as? String == "Size"
      })
    let frame = try #require(row["frame"] as? [Double])
    let (x, y) = (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
    let script = """
      {"events": [{"t": 100, "type": "down", "x": \(x), "y": \(y)}, {"t": 150, "type": "up", "x": \(x), "y": \(y)},
        {"t": 1000, "type": "layout", "path": "pushed.json"}]}
      """
    try script.write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let run = try NavLabProcess.run(
      ["--headless", "--script", "s.json", "--frames", "66", source], in: folder)
    #expect(run.status == 0, "\(run.standardError)")
    let pushed = try elements(folder.appendingPathComponent("pushed.json"))
    let texts = pushed.compactMap { $0["text"] as? String }
    #expect(texts.contains("Small") && texts.contains("Medium") && texts.contains("Large"))
    #expect(
      pushed.contains {
        $0["role"] as? String == "navigationTitle" && $0["text"] as? String == "Size"
      })
    // One checkmark, on the second row (Medium).
    let checks = pushed.filter { ($0["source"] as? String ?? "").hasSuffix(".accessory") }
    #expect(checks.count == 1)
    #expect(checks.first?["source"] as? String == "list.sections[0][1].accessory")
  }
}
