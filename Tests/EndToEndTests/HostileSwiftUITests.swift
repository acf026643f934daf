import Foundation
import Glibc
import Testing

/// The SwiftUI path under hostile input (issue 42), through the real `navlab` and the real
/// importer: files that ask for billions of views or nest thousands deep, FIFOs named
/// `.swift`, resources pointing out of the project, and code the reader used to skip. Runs
/// when the importer is built, as `SwiftUIRunTests` do. The window's side (signals while the
/// importer is stopped, saves that restart it) is `HostileLiveWindowTests`.
@Suite("Hostile SwiftUI input (issue 42)", .enabled(if: SwiftUIRunTests.importerBuilt))
struct HostileSwiftUITests {
  /// The importer navlab finds (env, then release, then debug).
  static let importer: String = {
    if let path = ProcessInfo.processInfo.environment["NAVLAB_IMPORTER"] { return path }
    let root = SwiftUIRunTests.root
    return ["release", "debug"].map { "\(root)/Importer/.build/\($0)/navlab-import" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    } ?? "navlab-import"
  }()

  /// A view of `body`, in a file of its own; with `state`, `V` holds `@State var generation`
  /// set to it (one line more before `body`).
  static func view(_ body: String, state: Int? = nil, extra: String = "") -> String {
    let stored = state.map { "  @State private var generation = \($0)\n" } ?? ""
    return """
      import SwiftUI

      \(extra)
      struct V: View {
      \(stored)  var body: some View {
      \(body)
        }
      }

      """
  }

  /// Hostile views that ask for too many views, and the line their one warning names.
  static let budgetCases: [(name: String, source: String, warning: String)] = [
    (
      "1000×1000",
      view(
        """
            ScrollView { VStack {
              ForEach(0..<1000) { i in
                ForEach(0..<1000) { j in Text("\\(i) \\(j)") }
              }
            } }
        """), "F.swift:8:"
    ),
    (
      "1000×1000×1000",
      view(
        """
            ScrollView { VStack {
              ForEach(0..<1000) { i in
                ForEach(0..<1000) { j in
                  ForEach(0..<1000) { k in Text("\\(i) \\(j) \\(k)") }
                }
              }
            } }
        """), "F.swift:9:"
    ),
    (
      "a view holding two of itself",
      view(
        "    ScrollView { R(n: 0) }",
        extra: """
          struct R: View {
            let n: Int
            var body: some View {
              VStack { Text("\\(n)"); R(n: n + 1); R(n: n + 1) }
            }
          }
          """), "F.swift:6:"
    ),
    (
      "a function returning two calls of itself",
      """
      import SwiftUI

      struct V: View {
        func tree(_ n: Int) -> some View {
          VStack { Text("\\(n)"); tree(n + 1); tree(n + 1) }
        }
        var body: some View { ScrollView { tree(0) } }
      }

      """, "F.swift:5:"
    ),
  ]

  @Test(
    "Views past the budget are cut with one warning naming the line; navlab and importer under 300 MB",
    arguments: 0..<4)
  func viewBudget(_ index: Int) throws {
    let (name, source, warning) = Self.budgetCases[index]
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try source.write(
      to: folder.appendingPathComponent("F.swift"), atomically: true, encoding: .utf8)
    for mode in [["--frames", "3"], ["--frames", "3", "--emit-scene", "out.json"]] {
      // navlab with its importer (GNU time's peak is the larger of the two processes).
      let (run, navlabPeak) = try ProcessProbe.runMeasuringMemory(
        ["--headless", "F.swift", "--layout", "layout.json"] + mode, in: folder)
      #expect(run.status == 0, "\(name) \(mode): \(run.standardError.prefix(600))")
      let lines = run.standardError.split(separator: "\n")
      let cut = lines.filter {
        $0.contains("views in one read") || $0.contains("uses itself")
          || $0.contains("calls itself")
      }
      // --emit-scene is the same evaluation as the live run (issue 38): cut the same way.
      #expect(!cut.isEmpty, "\(name) \(mode): \(run.standardError.prefix(600))")
      #expect(cut.allSatisfy { $0.hasPrefix(warning) }, "\(name): \(cut)")
      // One warning a cut: never one per view cut.
      #expect(lines.filter { $0.contains("views in one read") }.count <= 1)
      #expect(lines.count <= 8, "\(name) \(mode): \(run.standardError.prefix(600))")
      // The importer alone on the same file, as navlab runs it.
      try #"{"time": 0}"#.write(
        to: folder.appendingPathComponent("request.txt"), atomically: true, encoding: .utf8)
      let serve = mode.contains("--emit-scene") ? ["F.swift"] : ["--serve", "F.swift"]
      let (imported, importerPeak) = try ProcessProbe.runMeasuringMemory(
        serve, in: folder, executable: Self.importer, input: "request.txt")
      #expect(imported.status == 0, "\(name): \(imported.standardError.prefix(300))")
      let total = navlabPeak + importerPeak
      #expect(total < 300_000, "\(name) \(mode): \(navlabPeak) kB + \(importerPeak) kB")
    }
  }

  /// Inputs that nest past what the importer walks, and the size the issue found crashing it.
  static let deepCases: [(name: String, source: String)] = [
    (
      "generic arguments 1,500 deep",
      "let x: " + String(repeating: "A<", count: 1500) + "Int"
        + String(repeating: ">", count: 1500) + " = 0\n" + view(#"    Text("a")"#)
    ),
    (
      "50,000 '?'",
      "let x: Int" + String(repeating: "?", count: 50_000) + " = 0\n" + view(#"    Text("a")"#)
    ),
    (
      "3,000 chained function types",
      "let f: " + String(repeating: "(Int) -> ", count: 3000) + "Int = { $0 }\n"
        + view(#"    Text("a")"#)
    ),
    ("a 60,000-member chain", view(#"    Text("a")"# + String(repeating: ".b", count: 60_000))),
    (
      "a 20,000-term sum",
      view(#"    Text("\("# + Array(repeating: "1", count: 20_000).joined(separator: "+") + #")")"#)
    ),
  ]

  @Test(
    "Input nested thousands deep: exit 0 or 2 in a few short lines, no crash, live and static",
    arguments: 0..<5)
  func deepInput(_ index: Int) throws {
    let (name, source) = Self.deepCases[index]
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try source.write(
      to: folder.appendingPathComponent("F.swift"), atomically: true, encoding: .utf8)
    for mode in [["--frames", "3"], ["--frames", "3", "--emit-scene", "out.json"]] {
      let run = try NavLabProcess.run(["--headless", "F.swift"] + mode, in: folder)
      let text = run.standardError
      #expect(run.status == 0 || run.status == 2, "\(name) \(mode): \(run.status)")
      for marker in ["Backtrac", "crashed", "Fatal error", "Thread 0", "Segmentation"] {
        #expect(!text.contains(marker), "\(name) \(mode): \(text.prefix(400))")
      }
      let lines = text.split(separator: "\n")
      // At most: a note, the reader's warning, the code's own (it runs for --emit-scene too,
      // issue 38) and the importer's summary.
      #expect(!lines.isEmpty && lines.count <= 4, "\(name) \(mode): \(text.prefix(800))")
      #expect(lines.allSatisfy { $0.count <= 400 }, "\(name) \(mode)")
      if run.status == 2 {
        // The reason names the file and the line.
        #expect(lines.first?.hasPrefix("F.swift:") == true, "\(name) \(mode): \(text.prefix(400))")
      }
    }
  }

  @Test("The importer's stack running out is one line and exit 2, never a backtrace")
  func stackOverflowIsOneLine() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    // A stack far too small for Settings.swift: the net under the depth guards.
    var environment = ProcessInfo.processInfo.environment
    environment["NAVLAB_IMPORT_STACK_KB"] = "64"
    let run = try NavLabProcess.run(
      ["\(SwiftUIRunTests.root)/Examples/SwiftUI/Settings.swift"], in: folder,
      environment: environment, executable: Self.importer)
    #expect(run.status == 2)
    let lines = run.standardError.split(separator: "\n")
    #expect(lines.count == 1, "\(run.standardError.prefix(600))")
    #expect(lines.first?.contains("the code nests too deeply to read") == true)
  }

  @Test("A FIFO named F.swift is refused at once in one line: live, --emit-scene, the importer")
  func fifoSource() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let fifo = folder.appendingPathComponent("F.swift").path
    try #require(mkfifo(fifo, 0o600) == 0)
    // Not a timing assertion: a run that blocks on the FIFO is let go after 30 s (a writer
    // opens and closes it), and fails.
    let finished = SharedFlag()
    let blocked = SharedFlag()
    let watchdog = Thread {
      for _ in 0..<300 {
        if finished.value { return }
        usleep(100_000)
      }
      blocked.value = true
      let writer = open(fifo, O_WRONLY | O_NONBLOCK)
      if writer >= 0 { close(writer) }
    }
    watchdog.start()
    defer { finished.value = true }
    for arguments in [
      ["--headless", "F.swift"], ["--headless", "F.swift", "--emit-scene", "o.json"],
    ] {
      let run = try NavLabProcess.run(arguments, in: folder)
      #expect(run.status == 2)
      let lines = run.standardError.split(separator: "\n")
      #expect(lines.count == 1, "\(arguments): \(run.standardError)")
      #expect(lines.first?.contains("F.swift is not a regular file") == true)
    }
    for arguments in [["F.swift"], ["--serve", "F.swift"]] {
      let run = try NavLabProcess.run(arguments, in: folder, executable: Self.importer)
      #expect(run.status == 2)
      #expect(
        run.standardError
          == "navlab-import: F.swift: not a regular file (a FIFO, device or socket); give a .swift file or a folder\n"
      )
    }
    #expect(!blocked.value, "a run blocked on the FIFO")
  }

  @Test("Resources only from inside the project; a broken Localizable.xcstrings warns once")
  func resources() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let set = folder.appendingPathComponent("Assets.xcassets/Evil.imageset")
    try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
    try #"{"images": [{"idiom": "universal", "filename": "../../../etc/passwd", "scale": "1x"}]}"#
      .write(
        to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
    try Self.view(
      """
          NavigationStack {
            VStack { Image("Evil"); Text("Hello"); Text("World") }
              .navigationTitle("Title")
          }
      """
    ).write(to: folder.appendingPathComponent("F.swift"), atomically: true, encoding: .utf8)
    let catalogs = [
      (
        "duplicate", #"{"sourceLanguage": "en", "strings": {"Hello": {}, "Hello": {}}}"#,
        #"not valid JSON: duplicate key "Hello" at strings.Hello"#
      ),
      ("malformed", #"{"sourceLanguage": "en", "strings": {"Hello": "#, "not valid JSON"),
      (
        "huge", "{\"strings\": {}, \"pad\": \"" + String(repeating: "x", count: 5 << 20) + "\"}",
        "larger than 4 MiB"
      ),
    ]
    for (name, catalog, problem) in catalogs {
      try catalog.write(
        to: folder.appendingPathComponent("Localizable.xcstrings"), atomically: true,
        encoding: .utf8)
      for mode in [["--frames", "30"], ["--frames", "3", "--emit-scene", "out.json"]] {
        let run = try NavLabProcess.run(["--headless", "F.swift"] + mode, in: folder)
        #expect(run.status == 0, "\(name) \(mode): \(run.standardError)")
        let lines = run.standardError.split(separator: "\n")
        let evil = lines.filter { $0.contains("Evil.imageset/Contents.json:1:1: warning:") }
        #expect(evil.count == 1, "\(name) \(mode): \(run.standardError)")
        #expect(
          evil.first?.contains(#"names "../../../etc/passwd", outside the asset catalog"#) == true)
        // Named where the parser stopped (the file's size: at its start).
        let strings = lines.filter {
          $0.contains("Localizable.xcstrings:") && $0.contains(": warning: ")
        }
        #expect(strings.count == 1, "\(name) \(mode): \(run.standardError)")
        #expect(strings.first?.contains(problem) == true, "\(name): \(strings)")
      }
      let scene = try String(
        contentsOf: folder.appendingPathComponent("out.json"), encoding: .utf8)
      #expect(!scene.contains("passwd"))
    }
  }

  /// A run's `--trace-state` column `name`, from its last row.
  func lastState(_ name: String, in trace: URL) throws -> String? {
    let rows = try String(contentsOf: trace, encoding: .utf8).split(separator: "\n")
    let header = try #require(rows.first).split(separator: ",").map(String.init)
    let column = try #require(header.firstIndex(of: name), "no column \(name) in \(header)")
    let last = try #require(rows.last).split(separator: ",", omittingEmptySubsequences: false)
    return column < last.count ? String(last[column]) : nil
  }

  @Test(
    "Code the reader used to skip runs: a List row's Button, a body's statements, a scroll handler")
  func silentCasesRun() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ name: String, _ text: String) throws {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    // A tap on the right half of the List's Button row (its first row, at y 196…240).
    try write(
      "Rows.swift",
      """
      import SwiftUI

      struct RowsView: View {
        @State private var taps = 0
        var body: some View {
          NavigationStack {
            List {
              Button("Add one") { taps += 1 }
              Text("Taps: \\(taps)")
            }
            .navigationTitle("Rows")
          }
        }
      }

      """)
    try write(
      "tap.json",
      #"{"events": [{"t": 300, "type": "down", "x": 300, "y": 210}, {"t": 350, "type": "up", "x": 300, "y": 210}]}"#
    )
    let rows = try NavLabProcess.run(
      [
        "--headless", "Rows.swift", "--script", "tap.json", "--frames", "40", "--trace", "r.csv",
        "--trace-state",
      ], in: folder)
    #expect(rows.status == 0, "\(rows.standardError)")
    #expect(try lastState("RowsView.taps", in: folder.appendingPathComponent("r.csv")) == "1.0000")

    // A body that computes its title with statements and returns its view.
    try write(
      "Body.swift",
      """
      import SwiftUI

      struct BodyView: View {
        @State private var count = 2
        var body: some View {
          var title = "Count"
          title += " is \\(count * 10)"
          return NavigationStack {
            Text(title)
              .navigationTitle("Body")
          }
        }
      }

      """)
    let body = try NavLabProcess.run(
      ["--headless", "Body.swift", "--frames", "2", "--layout", "b.json"], in: folder)
    #expect(body.status == 0, "\(body.standardError)")
    let layout = try String(contentsOf: folder.appendingPathComponent("b.json"), encoding: .utf8)
    #expect(layout.contains("\"Count is 20\""))
    #expect(!body.standardError.contains("drawn as a placeholder"), "\(body.standardError)")
    // --emit-scene is the same evaluation (issue 38): the statements run there too.
    let emitted = try NavLabProcess.run(
      ["--headless", "Body.swift", "--frames", "1", "--emit-scene", "e.json"], in: folder)
    #expect(emitted.status == 0)
    let scene = try String(contentsOf: folder.appendingPathComponent("e.json"), encoding: .utf8)
    #expect(scene.contains("\"Count is 20\""))
    #expect(!emitted.standardError.contains("skipped"), "\(emitted.standardError)")

    // onScrollGeometryChange with no GeometryReader anywhere follows the scroll.
    try write(
      "Scroll.swift",
      """
      import SwiftUI

      struct ScrollWatch: View {
        @State private var offset: CGFloat = 0
        var body: some View {
          NavigationStack {
            ScrollView {
              VStack { ForEach(0..<40) { i in Text("Row \\(i)").frame(height: 44) } }
            }
            .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, y in
              offset = y
            }
            .navigationTitle("Scroll")
          }
        }
      }

      """)
    try write(
      "drag.json",
      #"{"events": [{"t": 0, "type": "down", "x": 200, "y": 700}, {"t": 300, "type": "move", "x": 200, "y": 600}, {"t": 600, "type": "move", "x": 200, "y": 500}, {"t": 900, "type": "up", "x": 200, "y": 500}]}"#
    )
    let scroll = try NavLabProcess.run(
      [
        "--headless", "Scroll.swift", "--script", "drag.json", "--frames", "70", "--trace",
        "s.csv", "--trace-state",
      ], in: folder)
    #expect(scroll.status == 0, "\(scroll.standardError)")
    let trace = try String(contentsOf: folder.appendingPathComponent("s.csv"), encoding: .utf8)
      .split(separator: "\n").dropFirst().map { $0.split(separator: ",") }
    // contentOffset.y is the scroll offset less the top inset, at every frame after the first.
    let offsets = trace.compactMap { Double($0[2]) }
    let states = trace.compactMap { $0.last.flatMap { Double($0) } }
    #expect(Set(states).count >= 3, "\(states)")
    let inset = try #require(offsets.last.flatMap { offset in states.last.map { offset - $0 } })
    for (offset, state) in zip(offsets.suffix(10), states.suffix(10)) {
      #expect(abs(offset - state - inset) < 1e-6)
    }
  }

  @Test("An importer whose navlab is killed outright ends with it")
  func noOrphan() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = """
      "$NAVLAB" --headless "$SEED" --frames 1000000 > /dev/null 2>&1 &
      pid=$!
      for _ in $(seq 300); do
        importer=$(pgrep -P $pid -f navlab-import || true)
        [ -n "$importer" ] && break
        sleep 0.1
      done
      [ -n "$importer" ] || { echo "no importer"; kill -9 $pid; exit 1; }
      kill -9 $pid
      wait $pid 2> /dev/null
      # Not a timing assertion: the importer is given 10 s to go.
      for _ in $(seq 100); do
        kill -0 $importer 2> /dev/null || { echo gone; exit 0; }
        sleep 0.1
      done
      echo "still running"
      kill -9 $importer
      exit 1
      """
    var environment = ProcessInfo.processInfo.environment
    let binary = try #require(NavLabProcess.binary)
    environment["NAVLAB"] = binary
    environment["SEED"] = "\(SwiftUIRunTests.root)/../shared/seeds/swiftui/003-blog.swift"
    let run = try NavLabProcess.run(
      ["-c", script], in: folder, environment: environment, executable: "/bin/bash")
    #expect(run.standardOutput == "gone\n", "\(run.standardOutput) \(run.standardError)")
  }
}

/// A flag shared with a watchdog thread.
final class SharedFlag: @unchecked Sendable {
  private let lock = NSLock()
  private var stored = false
  var value: Bool {
    get { lock.withLock { stored } }
    set { lock.withLock { stored = newValue } }
  }
}
