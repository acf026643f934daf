import Foundation
import Testing

/// Issue 43, "the SwiftUI front door names the mistake": what `navlab` is given without an
/// option is checked before anything runs (no importer is started, let alone built), and a live
/// SwiftUI run that does not start says what is wrong in the user's files, in one line.
@Suite("The SwiftUI front door: arguments and start failures in one line (issue 43)")
struct FrontDoorTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// A stand-in importer that only notes it was started: the refusals must come first.
  static let tattletale = """
    #!/bin/sh
    echo started >> "$(dirname "$0")/importer-started"
    exit 2
    """

  func setUp() throws -> (URL, [String: String]) {
    let folder = try NavLabProcess.makeFolder()
    let fake = folder.appendingPathComponent("tattletale")
    try Self.tattletale.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    var environment = ProcessInfo.processInfo.environment
    environment["NAVLAB_IMPORTER"] = fake.path
    try "# Notes\n".write(
      to: folder.appendingPathComponent("notes.md"), atomically: true, encoding: .utf8)
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("Docs/Deeper"), withIntermediateDirectories: true)
    try "text\n".write(
      to: folder.appendingPathComponent("Docs/Deeper/readme.txt"), atomically: true,
      encoding: .utf8)
    return (folder, environment)
  }

  @Test(
    "a non-Swift file, a missing path, an empty folder or a near-miss of a command: one line, exit 2, no importer",
    arguments: [
      (["notes.md"], "navlab: notes.md is not a Swift file; navlab plays .swift files"),
      (
        ["plt", "--output", "p.png"], "navlab: 'plt' is not a file or a command; did you mean plot?"
      ),
      (["exprot", "--tuning", "t.json"], "did you mean export?"),
      (["blog"], "to open the built-in screen: navlab --screen blog."),
      (["nothere.swift"], "navlab: nothere.swift: no such file or folder."),
      (["Docs"], "navlab: the folder Docs holds no .swift file"),
      (["--headless", "notes.md", "--frames", "1"], "navlab: notes.md is not a Swift file"),
    ])
  func refusedFirst(_ arguments: [String], _ expected: String) throws {
    let (folder, environment) = try setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try NavLabProcess.run(arguments, in: folder, environment: environment)
    #expect(result.status == 2, "\(arguments): \(result.standardError)")
    let lines = result.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(arguments): \(result.standardError)")
    #expect(result.standardError.contains(expected), "\(arguments): \(result.standardError)")
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("importer-started").path),
      "\(arguments): the importer was started")
  }

  @Test("a scene file given like a Swift file plays as --scene does, the same layout byte for byte")
  func sceneAsPositional() throws {
    let (folder, environment) = try setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = Self.root.appendingPathComponent("Assets/examples/scenes/mail.json").path
    let positional = try NavLabProcess.run(
      ["--headless", "--frames", "1", "--layout", "a.json", scene], in: folder,
      environment: environment)
    #expect(positional.status == 0, "\(positional.standardError)")
    let option = try NavLabProcess.run(
      ["--headless", "--frames", "1", "--layout", "b.json", "--scene", scene], in: folder,
      environment: environment)
    #expect(option.status == 0, "\(option.standardError)")
    let a = try Data(contentsOf: folder.appendingPathComponent("a.json"))
    let b = try Data(contentsOf: folder.appendingPathComponent("b.json"))
    #expect(!a.isEmpty && a == b)
    #expect(String(decoding: a, as: UTF8.self).contains("\"Mailboxes\""))
    // With --scene as well, or beside a Swift file: one line.
    try "struct A {}\n".write(
      to: folder.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
    let twice = try NavLabProcess.run(
      ["--headless", scene, "--scene", scene], in: folder, environment: environment)
    #expect(twice.status == 2 && twice.standardError.contains("are two scene files; give one"))
    let mixed = try NavLabProcess.run(
      ["--headless", scene, "A.swift"], in: folder, environment: environment)
    #expect(
      mixed.status == 2 && mixed.standardError.contains("is a scene file: play it on its own"))
    // A script or a tuning file in a scene's place is named as what it is.
    try #"{"events": [{"t": 0, "type": "key", "key": "d"}]}"#.write(
      to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
    try #"{"decelerationRate": 0.995}"#.write(
      to: folder.appendingPathComponent("tune.json"), atomically: true, encoding: .utf8)
    let script = try NavLabProcess.run(
      ["--headless", "mine.json"], in: folder, environment: environment)
    #expect(script.status == 2)
    #expect(
      script.standardError.hasPrefix(
        "navlab: mine.json is a script, not a scene: navlab --headless --script mine.json"))
    let tuning = try NavLabProcess.run(
      ["--headless", "tune.json"], in: folder, environment: environment)
    #expect(tuning.status == 2)
    #expect(tuning.standardError.hasPrefix("navlab: tune.json is a tuning file, not a scene"))
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("importer-started").path))
  }

  /// A stand-in that serves: `FAKE_MODE=stderr` writes a line on its standard error and exits
  /// 2 before answering; `noscene` answers without a scene, with an error among its warnings.
  static let failingImporter = #"""
    #!/bin/sh
    if [ "$1" = "--help" ]; then echo "usage: navlab-import [--serve] FILE.swift"; exit 0; fi
    if [ "$FAKE_MODE" = "stderr" ]; then
      echo "Fake.swift:3:9: error: expected '}' in struct" >&2
      echo "Fake.swift:7:1: error: extraneous '}' at top level" >&2
      exit 2
    fi
    read -r line
    printf '%s\n' '{"warnings": ["navlab-import:0:0: error: no view named Nope in the files; views: FakeView, RowView", "navlab-import: Nope: 0 views read, 0 placeholders, 0 warnings"]}'
    """#

  @Test(
    "a live start failure is the importer's own first error, in one line",
    arguments: [
      ("stderr", "Fake.swift:3:9: error: expected '}' in struct (and 1 more error)"),
      ("noscene", "navlab: Fake.swift: no view named Nope in the files; views: FakeView, RowView"),
    ])
  func startFailure(_ mode: String, _ expected: String) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fake = folder.appendingPathComponent("fake-import")
    try Self.failingImporter.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    try "struct Fake {}\n".write(
      to: folder.appendingPathComponent("Fake.swift"), atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["NAVLAB_IMPORTER"] = fake.path
    environment["FAKE_MODE"] = mode
    let result = try NavLabProcess.run(
      ["--headless", "--frames", "1", "Fake.swift"], in: folder, environment: environment)
    #expect(result.status == 2)
    #expect(result.standardError == expected + "\n", "\(result.standardError)")
    // Never "the last good frame stays": there never was one.
    #expect(!result.standardError.contains("stays"))
  }

  @Test(
    "with the real importer: a wrong --view lists the views, a syntax error is file:line:col, a file without a view says so",
    .enabled(if: SwiftUIRunTests.importerBuilt))
  func realImporterStartFailures() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let examples = Self.root.appendingPathComponent("Examples/SwiftUI").path
    let wrongView = try NavLabProcess.run(
      ["--headless", "--frames", "1", examples, "--view", "Nope"], in: folder)
    #expect(wrongView.status == 2)
    #expect(wrongView.standardError.split(separator: "\n").count == 1, "\(wrongView.standardError)")
    #expect(
      wrongView.standardError.hasPrefix(
        "navlab: \(examples): no view named Nope in the files; views: "))
    #expect(wrongView.standardError.contains("SettingsView"))
    try "import SwiftUI\nstruct A: View {\n  var body: some View {\n    Text(\"x\"\n  }\n}\n".write(
      to: folder.appendingPathComponent("Broken.swift"), atomically: true, encoding: .utf8)
    let broken = try NavLabProcess.run(["--headless", "--frames", "1", "Broken.swift"], in: folder)
    #expect(broken.status == 2)
    #expect(
      broken.standardError == "Broken.swift:4:13: error: expected ')'\n", "\(broken.standardError)")
    try "struct Model { var x = 1 }\n".write(
      to: folder.appendingPathComponent("Model.swift"), atomically: true, encoding: .utf8)
    let noView = try NavLabProcess.run(["--headless", "--frames", "1", "Model.swift"], in: folder)
    #expect(noView.status == 2)
    #expect(
      noView.standardError
        == "Model.swift:1:1: error: no SwiftUI view (a struct conforming to View with a body) in the files\n",
      "\(noView.standardError)")
  }
}
