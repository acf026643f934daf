import Foundation
import Testing

/// `navlab FILE.swift` running live (docs/live.md) through the real binary, against a stand-in
/// for `navlab-import --serve`: a shell script that speaks the wire's JSON lines, so these
/// tests need neither the importer nor swift-syntax.
@Suite("navlab FILE.swift live, end to end")
struct LiveRunTests {
  /// The stand-in: `--help` says it serves; `--serve` answers the first request with a scene
  /// (a title node `n1` and a button with an action) and every later one with its count, the
  /// title's reported y and whether a tap arrived. `FAKE_MODE=garbage` or `die` misbehaves
  /// from the 4th request on.
  static let importer = #"""
    #!/bin/sh
    if [ "$1" = "--help" ]; then echo "usage: navlab-import [--serve] [--view NAME] FILE.swift"; exit 0; fi
    [ "$1" = "--serve" ] || { echo "fake importer: no --serve" >&2; exit 2; }
    n=0
    tapped=false
    while IFS= read -r line; do
      n=$((n + 1))
      if [ "$n" -ge 4 ] && [ "$FAKE_MODE" = "garbage" ]; then echo "this is not a response"; continue; fi
      if [ "$n" -ge 4 ] && [ "$FAKE_MODE" = "die" ]; then echo "fake importer: boom" >&2; exit 3; fi
      case "$line" in *'"tap": "go"'*) tapped=true ;; esac
      y=$(printf '%s' "$line" | sed -n 's/.*"n1": \[[^,]*, \([^,]*\),.*/\1/p')
      if [ "$n" -eq 1 ]; then
        printf '%s\n' '{"scene": {"title": "Live", "content": {"vstack": [{"text": "Posts", "id": "n1"}, {"button": "Go", "frame": {"width": 200, "height": 44}, "action": "go"}]}, "list": {"rows": 40, "sections": [[{"label": "Row"}]]}}, "state": {"Fake.count": 1, "Fake.titleY": null, "Fake.tapped": false}, "warnings": ["Fake.swift:1:1: warning: a stand-in importer"]}'
      else
        printf '{"state": {"Fake.count": %s, "Fake.titleY": %s, "Fake.tapped": %s}}\n' "$n" "${y:-null}" "$tapped"
      fi
    done
    """#

  /// A drag up, then a tap on the button where it rests after the drag.
  static let script = #"""
    {"events": [
      {"t": 0, "type": "down", "x": 200, "y": 700},
      {"t": 100, "type": "move", "x": 200, "y": 680},
      {"t": 200, "type": "move", "x": 200, "y": 660},
      {"t": 300, "type": "up", "x": 200, "y": 660}
    ]}
    """#

  func setUp() throws -> (URL, [String: String]) {
    let folder = try NavLabProcess.makeFolder()
    let fake = folder.appendingPathComponent("fake-import")
    try Self.importer.write(to: fake, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake.path)
    try "struct Fake {}\n".write(
      to: folder.appendingPathComponent("Fake.swift"), atomically: true, encoding: .utf8)
    try Self.script.write(
      to: folder.appendingPathComponent("drag.json"), atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["NAVLAB_IMPORTER"] = fake.path
    return (folder, environment)
  }

  func trace(_ name: String, in folder: URL) -> [String] {
    ((try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? "")
      .split(separator: "\n").map(String.init)
  }

  @Test("--trace-state adds the state's columns, the same bytes every run; without it, none")
  func stateColumns() throws {
    let (folder, environment) = try setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let base = ["--headless", "--script", "drag.json", "--frames", "40", "Fake.swift"]
    let first = try NavLabProcess.run(
      base + ["--trace", "a.csv", "--trace-state"], in: folder, environment: environment)
    #expect(first.status == 0, "\(first.standardError)")
    #expect(first.standardError.contains("Fake.swift:1:1: warning: a stand-in importer"))
    let second = try NavLabProcess.run(
      base + ["--trace", "b.csv", "--trace-state"], in: folder, environment: environment)
    #expect(second.status == 0, "\(second.standardError)")
    let plain = try NavLabProcess.run(
      base + ["--trace", "c.csv"], in: folder, environment: environment)
    #expect(plain.status == 0, "\(plain.standardError)")
    let (a, b, c) = (
      trace("a.csv", in: folder), trace("b.csv", in: folder), trace("c.csv", in: folder)
    )
    #expect(a.count == 41)
    #expect(a == b)
    #expect(a[0] == c[0] + ",Fake.count,Fake.titleY,Fake.tapped")
    // The state columns are added after the usual ones, which are unchanged.
    for (withState, without) in zip(a, c).dropFirst() {
      #expect(withState.hasPrefix(without + ","))
    }
    // Frame 0's request is the engine's first (the launch's was request 1); the title's y
    // follows the drag up (it is smaller at the end).
    let cells = a.map { $0.split(separator: ",", omittingEmptySubsequences: false).suffix(3) }
    #expect(Array(cells[1]).first == "2.0000")
    let startY = try #require(Double(cells[1].dropFirst().first ?? ""))
    let endY = try #require(Double(cells[40].dropFirst().first ?? ""))
    #expect(endY < startY - 20)
  }

  @Test("A stand-in that writes garbage or dies stops a headless run with one line, exit 2")
  func failures() throws {
    let (folder, environment) = try setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (mode, expected) in [
      ("garbage", "a response is not valid JSON"), ("die", "exited with status 3"),
    ] {
      var env = environment
      env["FAKE_MODE"] = mode
      let run = try NavLabProcess.run(
        [
          "--headless", "--script", "drag.json", "--frames", "40", "Fake.swift", "--trace", "t.csv",
        ],
        in: folder, environment: env)
      #expect(run.status == 2, "\(mode): \(run.standardError)")
      let lines = run.standardError.split(separator: "\n").filter {
        $0.contains("the live SwiftUI run stopped")
      }
      #expect(lines.count == 1, "\(mode): \(run.standardError)")
      #expect(lines.first?.contains(expected) == true, "\(mode): \(run.standardError)")
      #expect(lines.first?.hasPrefix("navlab: Fake.swift: ") == true)
      // Nothing half-written is left.
      #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("t.csv").path))
    }
  }

  @Test("--trace-state needs --trace and Swift files")
  func usage() throws {
    let (folder, environment) = try setUp()
    defer { try? FileManager.default.removeItem(at: folder) }
    let noTrace = try NavLabProcess.run(
      ["--headless", "Fake.swift", "--trace-state"], in: folder, environment: environment)
    #expect(noTrace.status == 2)
    #expect(noTrace.standardError.contains("--trace-state adds columns to a trace"))
    let noSwift = try NavLabProcess.run(
      ["--headless", "--trace", "t.csv", "--trace-state"], in: folder, environment: environment)
    #expect(noSwift.status == 2)
    #expect(noSwift.standardError.contains("--trace-state traces a SwiftUI file's state"))
    let emitted = try NavLabProcess.run(
      ["--headless", "Fake.swift", "--trace", "t.csv", "--trace-state", "--emit-scene", "s.json"],
      in: folder, environment: environment)
    #expect(emitted.status == 2)
    #expect(
      emitted.standardError.contains("--emit-scene and --strict import it without running it"))
    // An importer that does not serve cannot trace state: refused, not ignored.
    var staticOnly = environment
    staticOnly["NAVLAB_LIVE"] = "0"
    let notLive = try NavLabProcess.run(
      ["--headless", "Fake.swift", "--trace", "t.csv", "--trace-state"], in: folder,
      environment: staticOnly)
    #expect(notLive.status == 2)
    #expect(notLive.standardError.contains("--trace-state needs an importer that runs the code"))
  }
}
