import Foundation
import Testing

/// scripts/corpus, the recall measurement on real SwiftUI screens (issue 39, docs/swiftui.md
/// "Real screens"). The first test checks the instrument itself on a screen it builds (a git
/// snapshot of one file and a stand-in navlab that writes a known layout dump); the second runs
/// it on three screens of Tests/Corpus/manifest.json when the importer is built and the
/// snapshots of their repositories are on this machine. Neither asserts today's recall: the
/// floor is set later.
@Suite("Real-screen corpus (scripts/corpus)")
struct CorpusRecallTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  static let script = "\(root)/scripts/corpus"
  static let manifest = "\(root)/Tests/Corpus/manifest.json"
  static let mirror =
    ProcessInfo.processInfo.environment["NAVLAB_CORPUS_MIRROR"] ?? "/work/.mirror"

  static func tool(_ name: String) -> String? {
    ["/usr/bin", "/usr/local/bin", "/bin"].map { "\($0)/\(name)" }
      .first { FileManager.default.isExecutableFile(atPath: $0) }
  }
  static let python = tool("python3")
  static let git = tool("git")

  /// The screens the second test opens: a tab bar with a pushed title, a weather page, a feed.
  static let sample = ["wwdc25-tabdemo", "weather-forecast", "neofeed-feeds"]

  /// Whether the snapshots of the sample's repositories are here (fetched, not stored in git).
  static let snapshotsPresent: Bool = {
    guard let data = FileManager.default.contents(atPath: manifest),
      let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let screens = json["screens"] as? [[String: Any]]
    else { return false }
    let repositories = screens.filter { sample.contains($0["id"] as? String ?? "") }
      .compactMap { $0["repository"] as? String }
    return !repositories.isEmpty
      && repositories.allSatisfy {
        let name = $0.replacingOccurrences(of: "/", with: "+")
        return FileManager.default.fileExists(atPath: "\(mirror)/\(name)/repo/HEAD")
      }
  }()

  static let importerBuilt: Bool = {
    if let path = ProcessInfo.processInfo.environment["NAVLAB_IMPORTER"] {
      return FileManager.default.isExecutableFile(atPath: path)
    }
    return ["release", "debug"].contains {
      FileManager.default.isExecutableFile(atPath: "\(root)/Importer/.build/\($0)/navlab-import")
    }
  }()

  private func run(_ executable: String, _ arguments: [String], in folder: URL) throws
    -> RunResult
  {
    try NavLabProcess.run(arguments, in: folder, executable: executable)
  }

  private func report(_ url: URL) throws -> [String: Any] {
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  @Test(
    "matches a layout dump against the expectations: roles, text, title mode, source-text placeholders",
    .enabled(if: python != nil && git != nil))
  func measuresAKnownDump() throws {
    let python = try #require(Self.python)
    let git = try #require(Self.git)
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A repository of one view, as a snapshot would hold it (`<mirror>/owner+name/repo`).
    let work = folder.appendingPathComponent("work")
    try FileManager.default.createDirectory(
      at: work.appendingPathComponent("App"), withIntermediateDirectories: true)
    try "struct Inbox {}\n".write(
      to: work.appendingPathComponent("App/Inbox.swift"), atomically: true, encoding: .utf8)
    let identity = ["-c", "user.name=corpus", "-c", "user.email=corpus@localhost"]
    for arguments in [
      ["init", "-q"], ["add", "."], identity + ["commit", "-q", "-m", "one view"],
    ] {
      #expect(try run(git, arguments, in: work).status == 0)
    }
    let commit = try run(git, ["rev-parse", "HEAD"], in: work).standardOutput
      .trimmingCharacters(in: .whitespacesAndNewlines)
    let mirror = folder.appendingPathComponent("mirror")
    try FileManager.default.createDirectory(at: mirror, withIntermediateDirectories: true)
    #expect(
      try run(git, ["clone", "-q", "--bare", work.path, "mirror/me+app/repo"], in: folder).status
        == 0)

    // A stand-in navlab: checks it was given the extracted folder and the view, writes a dump.
    let dump = #"""
      {"device": {"name": "iPhone 15 Pro", "width": 393, "height": 852, "scale": 3}, "elements": [
      {"role": "navigationTitle", "text": "Inbox", "frame": [160, 65, 60, 20], "opacity": 1, "source": "title"},
      {"role": "largeTitle", "text": "Drafts", "frame": [16, 101, 361, 41], "opacity": 1, "source": "title"},
      {"role": "text", "text": "Hello", "frame": [20, 200, 40, 20], "opacity": 1, "source": ""},
      {"role": "toggle", "text": "Bluetooth", "frame": [300, 300, 51, 31], "opacity": 1, "source": ""},
      {"role": "sectionHeader", "text": "ACCOUNTS", "frame": [40, 180, 80, 16], "opacity": 1, "source": ""},
      {"role": "placeholder", "text": "Form {▯ appSection", "frame": [0, 400, 393, 30], "opacity": 1, "source": ""},
      {"role": "placeholder", "text": "MapView", "frame": [0, 440, 393, 30], "opacity": 1, "source": ""},
      {"role": "statusBar", "text": "9:41", "frame": [0, 0, 393, 54], "opacity": 1, "source": "statusBar"}
      ]}
      """#
    let stub = folder.appendingPathComponent("navlab-stub")
    try """
    #!/bin/sh
    [ -f "$1/Inbox.swift" ] || { echo "no Inbox.swift in $1" >&2; exit 3; }
    [ "$2" = "--view" ] && [ "$3" = "Inbox" ] || exit 4
    while [ $# -gt 0 ]; do [ "$1" = "--layout" ] && out="$2"; shift; done
    cat > "$out" <<'JSON'
    \(dump)
    JSON
    """.write(to: stub, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: stub.path)

    let manifest = """
      {"screens": [{"id": "inbox", "kind": "test", "repository": "me/app", "commit": "\(commit)",
        "licence": "none", "root": "App", "paths": ["App/Inbox.swift"], "view": "Inbox", "expect": [
        {"role": "title", "text": "Inbox", "mode": "inline"},
        {"role": "title", "text": "Drafts", "mode": "inline"},
        {"role": "text", "text": "Hello"},
        {"role": "text", "text": "hello"},
        {"role": "toggle", "text": "Wi-Fi"},
        {"role": "sectionHeader", "text": "Accounts"},
        {"role": "sectionHeader", "text": "Accounts", "textCase": "asWritten"},
        {"role": "tab", "text": "Home"}]}]}
      """
    try manifest.write(
      to: folder.appendingPathComponent("manifest.json"), atomically: true, encoding: .utf8)

    let result = try run(
      python,
      [
        Self.script, "--manifest", "manifest.json", "--mirror", mirror.path, "--navlab",
        stub.path, "--cache", folder.appendingPathComponent("cache").path, "--json",
        "report.json", "--missing",
      ], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    // Inbox inline, Hello and the case-insensitive header: 3 of 8. Drafts is large, not inline;
    // "hello" is case-sensitive; the header written "Accounts" is drawn upper-cased.
    #expect(result.standardOutput.contains("recall: 3/8 = 37.5%"), "\(result.standardOutput)")
    let json = try report(folder.appendingPathComponent("report.json"))
    let screens = try #require(json["screens"] as? [[String: Any]])
    #expect(screens.count == 1)
    let screen = try #require(screens.first)
    #expect(screen["matched"] as? Int == 3)
    #expect(screen["expected"] as? Int == 8)
    #expect(screen["opened"] as? Bool == true)
    #expect(screen["drew"] as? Bool == true)
    #expect(screen["placeholders"] as? Int == 2)
    #expect(screen["sourcePlaceholders"] as? Int == 1)
    let kinds = try #require(json["byKind"] as? [String: [String: Int]])
    #expect(kinds["title"] == ["matched": 1, "expected": 2])
    #expect(kinds["sectionHeader"] == ["matched": 1, "expected": 2])
  }

  @Test(
    "measures real screens: every screen asked for is opened and reported",
    .enabled(if: python != nil && git != nil && importerBuilt && snapshotsPresent))
  func measuresRealScreens() throws {
    let python = try #require(Self.python)
    let navlab = try #require(NavLabProcess.binary, "navlab binary not found")
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let only = Self.sample.flatMap { ["--only", $0] }
    let result = try run(
      python,
      [Self.script, "--navlab", navlab, "--cache", folder.appendingPathComponent("cache").path]
        + only + ["--json", "report.json"], in: folder)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("recall: "))
    let json = try report(folder.appendingPathComponent("report.json"))
    let screens = try #require(json["screens"] as? [[String: Any]])
    #expect(Set(screens.compactMap { $0["id"] as? String }) == Set(Self.sample))
    #expect(screens.count == Self.sample.count)
    var expected = 0
    var matched = 0
    for screen in screens {
      let count = try #require(screen["expected"] as? Int)
      let hits = try #require(screen["matched"] as? Int)
      #expect(count > 0 && (0...count).contains(hits))
      // Measured, not skipped: the snapshot was read and navlab ran.
      #expect(screen["status"] != nil, "\(screen["problem"] ?? "")")
      expected += count
      matched += hits
    }
    #expect(json["expected"] as? Int == expected)
    #expect(json["matched"] as? Int == matched)
  }

  /// The screens of a manifest (`screens`), as JSON objects.
  static func screens(_ path: String) throws -> [[String: Any]] {
    let data = try #require(FileManager.default.contents(atPath: path))
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(json["screens"] as? [[String: Any]])
  }

  /// Each held-out list in the order they were written, with how many screens it holds at
  /// least; every list before one is its `earlier` (the corpus first).
  static let heldOutLists: [(file: String, earlier: [String], least: Int)] = {
    let written = [
      ("heldout.json", 15), ("heldout2.json", 10), ("heldout3.json", 12), ("heldout4.json", 11),
      ("heldout5.json", 10), ("heldout6.json", 15), ("heldout7.json", 15), ("heldout8.json", 16),
      ("heldout9.json", 20), ("heldout10.json", 22), ("heldout11.json", 20),
      ("heldout13.json", 20), ("heldout14.json", 20),
    ]
    return written.indices.map { index in
      (written[index].0, ["manifest.json"] + written[..<index].map(\.0), written[index].1)
    }
  }()

  @Test(
    "each held-out corpus is screens from repositories no earlier list uses, each with its source and what it certainly shows",
    arguments: heldOutLists.indices)
  func heldOutIsHeldOut(_ index: Int) throws {
    let list = Self.heldOutLists[index]
    let earlier = try list.earlier.flatMap { try Self.screens("\(Self.root)/Tests/Corpus/\($0)") }
    let heldOut = try Self.screens("\(Self.root)/Tests/Corpus/\(list.file)")
    #expect(heldOut.count >= list.least, "\(list.file)")
    let used = Set(earlier.compactMap { $0["repository"] as? String })
    let ids = heldOut.compactMap { $0["id"] as? String }
    #expect(Set(ids).count == heldOut.count, "screen ids repeat in \(list.file)")
    for screen in heldOut {
      let repository = try #require(screen["repository"] as? String)
      #expect(!used.contains(repository), "\(repository) is in a list before \(list.file)")
      #expect((screen["commit"] as? String)?.count == 40)
      #expect(screen["licence"] is String)
      #expect(!((screen["expect"] as? [Any]) ?? []).isEmpty)
    }
  }
}
