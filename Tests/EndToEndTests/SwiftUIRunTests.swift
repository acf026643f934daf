import Foundation
import Testing

/// `navlab FILE.swift` through the real binary and the SwiftUI importer (docs/swiftui.md).
/// Runs when the importer is built (scripts/importer, or scripts/test's debug build).
@Suite("navlab FILE.swift end to end")
struct SwiftUIRunTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The importer navlab finds the same way (env, then release, then debug).
  static let importerBuilt: Bool = {
    if let path = ProcessInfo.processInfo.environment["NAVLAB_IMPORTER"] {
      return FileManager.default.isExecutableFile(atPath: path)
    }
    return ["release", "debug"].contains {
      FileManager.default.isExecutableFile(atPath: "\(root)/Importer/.build/\($0)/navlab-import")
    }
  }()

  /// The fling of LayoutDumpRunTests: a dump mid-scroll and one at the end.
  static let script = #"""
    {"events": [
      {"t": 0, "type": "down", "x": 200, "y": 600},
      {"t": 16, "type": "move", "x": 200, "y": 520},
      {"t": 33, "type": "move", "x": 200, "y": 420},
      {"t": 50, "type": "up", "x": 200, "y": 320},
      {"t": 300, "type": "layout", "path": "mid.json"}
    ]}
    """#

  private func layouts(_ source: [String], in folder: URL) throws -> (Data, Data, RunResult) {
    let result = try NavLabProcess.run(
      ["--headless", "--script", "s.json", "--fps", "20", "--frames", "12", "--layout", "end.json"]
        + source, in: folder)
    let mid = (try? Data(contentsOf: folder.appendingPathComponent("mid.json"))) ?? Data()
    let end = (try? Data(contentsOf: folder.appendingPathComponent("end.json"))) ?? Data()
    return (mid, end, result)
  }

  @Test(
    "Settings.swift gives the same layout dump as settings.json, mid-scroll and at rest",
    .enabled(if: importerBuilt))
  func settingsMatchesJSON() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let (jsonMid, jsonEnd, jsonRun) = try layouts(
      ["--scene", "\(Self.root)/Assets/scenes/settings.json"], in: folder)
    #expect(jsonRun.status == 0, "\(jsonRun.standardError)")
    let (swiftMid, swiftEnd, swiftRun) = try layouts(
      ["\(Self.root)/Examples/SwiftUI/Settings.swift"], in: folder)
    #expect(swiftRun.status == 0, "\(swiftRun.standardError)")
    // 35 views of the screen, 30 of its NavigationLink destinations (a Text each) and the
    // other two tabs' screens (a Text each, read as their own screens since issue 41).
    #expect(swiftRun.standardError.contains("67 views read, 0 placeholders, 0 warnings"))
    #expect(!jsonMid.isEmpty && !jsonEnd.isEmpty && jsonMid != jsonEnd)
    #expect(swiftMid == jsonMid)
    #expect(swiftEnd == jsonEnd)
  }

  @Test(
    "--emit-scene writes the scene; --strict refuses placeholders; a syntax error exits 2",
    .enabled(if: importerBuilt))
  func optionsAndErrors() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let map = """
      import SwiftUI
      struct Places: View {
        var body: some View {
          NavigationStack { List { Text("Home"); MapView() }.navigationTitle("Places") }
        }
      }
      """
    try map.write(
      to: folder.appendingPathComponent("Places.swift"), atomically: true, encoding: .utf8)
    let emitted = try NavLabProcess.run(
      ["--headless", "--frames", "1", "Places.swift", "--emit-scene", "places.json"], in: folder)
    #expect(emitted.status == 0, "\(emitted.standardError)")
    #expect(
      emitted.standardError.contains(
        "Places.swift:4:44: warning: NavLab does not interpret MapView; drawn as a placeholder"))
    let scene = try String(
      contentsOf: folder.appendingPathComponent("places.json"), encoding: .utf8)
    #expect(scene.contains("\"title\": \"Places\""))
    #expect(scene.contains("{\"placeholder\": \"MapView\"}"))
    let strict = try NavLabProcess.run(
      ["--headless", "--frames", "1", "--strict", "Places.swift"], in: folder)
    #expect(strict.status == 2)
    try "struct Broken: View {\n  var body: some View {\n    Text(\"x\"\n  }\n}\n".write(
      to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    let broken = try NavLabProcess.run(["--headless", "--frames", "1", "Broken.swift"], in: folder)
    #expect(broken.status == 2)
    #expect(broken.standardError.contains("Broken.swift:3:"))
    #expect(broken.standardError.contains(": error: expected"))
  }

  /// The seed articles' SwiftUI (../shared/seeds/swiftui beside the repository).
  static let seeds: [String] = {
    let folder = "\(root)/../shared/seeds/swiftui"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
  }()

  /// Every shipped example (Examples/SwiftUI).
  static let examples: [String] = {
    let folder = "\(root)/Examples/SwiftUI"
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".swift") }.sorted().map { "\(folder)/\($0)" }
  }()

  @Test(
    "Every seed's SwiftUI and every example plays headless: exit 0, a layout with list or content; the examples import without a warning",
    .enabled(if: importerBuilt))
  func seedsAndExamplesPlay() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(Self.examples.contains { $0.hasSuffix("/Carousels.swift") })
    for file in Self.seeds + Self.examples {
      let result = try NavLabProcess.run(
        ["--headless", "--frames", "2", file, "--layout", "l.json"], in: folder)
      #expect(result.status == 0, "\(file): \(result.standardError)")
      #expect(result.standardError.contains("views read"), "\(file)")
      if Self.examples.contains(file) {
        #expect(
          result.standardError.contains(" 0 placeholders, 0 warnings"),
          "\(file): \(result.standardError)")
      }
      let layout = try Data(contentsOf: folder.appendingPathComponent("l.json"))
      let object = try #require(JSONSerialization.jsonObject(with: layout) as? [String: Any])
      let elements = try #require(object["elements"] as? [[String: Any]])
      #expect(!elements.isEmpty, "\(file)")
    }
  }
}
