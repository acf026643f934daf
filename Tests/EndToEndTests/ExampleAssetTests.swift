import Foundation
import Testing

/// The example scenes and scripts under Assets/examples, as the README and docs/ use them.
@Suite("Example scenes and scripts")
struct ExampleAssetTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
      "Assets/examples")
  /// Every scene file in Assets/examples/scenes (a new example is tested without listing it).
  static let scenes: [String] = {
    let folder = root.appendingPathComponent("scenes").path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }()
  /// Each script with the scene the docs pair it with.
  static let runs = [("fling", "timeline"), ("trackpad", "record"), ("keys", "mail")]

  @Test("The examples include issue 19's own screens, each with its bundled images")
  func ownScreens() throws {
    for name in [
      "mail", "inbox", "timeline", "record", "journal", "profile", "preferences", "photos",
    ] {
      #expect(Self.scenes.contains(name), "\(name)")
    }
  }

  @Test(
    "Every example scene loads and renders (with the scenes it pushes and its images)",
    arguments: scenes)
  func sceneLoads(scene: String) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      [
        "--headless", "--scene", Self.root.appendingPathComponent("scenes/\(scene).json").path,
        "--frames", "1", "--screenshot", "x.png", "--device", "se",
      ], in: folder)
    #expect(result.status == 0, "\(scene): \(result.standardError)")
    #expect(try NavLabProcess.files(in: folder) == ["x.png"])
  }

  @Test("Every example script runs and writes its screenshots", arguments: runs)
  func scriptRuns(script: String, scene: String) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(
      [
        "--headless", "--scene", Self.root.appendingPathComponent("scenes/\(scene).json").path,
        "--script", Self.root.appendingPathComponent("scripts/\(script).json").path,
        // Few, small frames: a debug build renders every frame headless.
        "--fps", "10", "--device", "se",
      ], in: folder)
    #expect(result.status == 0, "\(script): \(result.standardError)")
    #expect(try NavLabProcess.files(in: folder).contains { $0.hasSuffix(".png") })
  }

  @Test("A row pushes the scene file it names, relative to its scene's folder")
  func pushChain() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let designs = folder.appendingPathComponent("designs")
    try FileManager.default.createDirectory(at: designs, withIntermediateDirectories: true)
    try
      #"{"title": "Root", "kind": "large-title-list", "list": {"sections": [[{"label": "Album", "push": "record.json"}]]}}"#
      .write(to: designs.appendingPathComponent("root.json"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      at: Self.root.appendingPathComponent("scenes/record.json"),
      to: designs.appendingPathComponent("record.json"))
    let result = try NavLabProcess.run(
      [
        "--headless", "--scene", "designs/root.json", "--script",
        Self.root.appendingPathComponent("scripts/keys.json").path, "--trace", "t.csv", "--fps",
        "10", "--device", "se",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    // keys.json presses Return at 800 ms and Escape at 1600 ms: in between the album page is
    // on top, the only kind with a header (its height, 340 pt in record.json, is traced).
    let rows = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
      .split(separator: "\n").dropFirst().map {
        $0.split(separator: ",", omittingEmptySubsequences: false)
      }
    let pushed = try #require(rows.first { Double($0[1]) == 1500 })
    #expect(pushed[10] == "340.000", "\(pushed)")
    #expect(rows.first { Double($0[1]) == 500 }?[10] == "")
  }

  @Test("A scene that pushes a missing file is refused at launch, naming that file")
  func missingPush() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try
      #"{"title": "T", "kind": "large-title-list", "list": {"sections": [[{"label": "a", "push": "gone.json"}]]}}"#
      .write(to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(["--headless", "--scene", "s.json"], in: folder)
    #expect(result.status == 2)
    #expect(result.standardError.contains("gone.json"), "\(result.standardError)")
    #expect(result.standardError.split(separator: "\n").count == 1)
  }
}
