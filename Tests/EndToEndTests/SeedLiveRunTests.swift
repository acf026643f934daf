import Foundation
import Testing

/// Issue 30's "done means", through the real binary and the importer's live mode: each seed's
/// own SwiftUI runs under a scripted finger, and what is drawn follows the article's code at
/// every frame that is measured (layout dumps and `--trace-state` columns).
@Suite("The seeds' own code under a finger")
struct SeedLiveRunTests {
  static let seeds = SwiftUIRunTests.root + "/../shared/seeds/swiftui"
  static let enabled =
    SwiftUIRunTests.importerBuilt
    && FileManager.default.fileExists(atPath: seeds + "/000-feed.swift")

  /// Runs `seed` headless with `events`; returns the trace rows (by column) and the layout
  /// dumps the events asked for, by name.
  static func run(
    _ seed: String, frames: Int, _ events: [String], dumps: [String], extra: [String] = [],
    files: [String: String] = [:]
  ) throws
    -> (rows: [[String: String]], layouts: [String: [[String: Any]]])
  {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    for (name, text) in files {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try ("{\"events\": [" + events.joined(separator: ",\n") + "]}").write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "--headless", "--script", "s.json", "--frames", "\(frames)", "--trace", "t.csv",
        "--trace-state", "\(seeds)/\(seed).swift",
      ] + extra, in: folder)
    #expect(result.status == 0, "\(seed): \(result.standardError)")
    let text =
      (try? String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)) ?? ""
    let lines = text.split(separator: "\n").map {
      $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    let header = lines.first ?? []
    let rows = lines.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    var layouts: [String: [[String: Any]]] = [:]
    for name in dumps {
      let data = try Data(contentsOf: folder.appendingPathComponent(name))
      let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
      layouts[name] = object["elements"] as? [[String: Any]] ?? []
    }
    return (rows, layouts)
  }

  static func frame(_ element: [String: Any]) -> [Double] {
    (element["frame"] as? [Any] ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
  }

  /// A drag from (200, `from`) by `step` points a frame for `count` frames, dumping the layout
  /// every `every` frames (names d0, d1, …); the finger stays down.
  static func drag(from: Int, step: Int, count: Int, every: Int, start: Int = 100) -> (
    [String], [String]
  ) {
    var events = ["{\"t\": \(start), \"type\": \"down\", \"x\": 200, \"y\": \(from)}"]
    var dumps: [String] = []
    for index in 1...count {
      let t = start + index * 16
      events.append(
        "{\"t\": \(t), \"type\": \"move\", \"x\": 200, \"y\": \(from + index * step)}")
      if index % every == 0 {
        let name = "d\(dumps.count).json"
        dumps.append(name)
        events.append("{\"t\": \(t), \"type\": \"layout\", \"path\": \"\(name)\"}")
      }
    }
    return (events, dumps)
  }

  @Test(
    "000: the principal title's opacity is the article's formula on the card title's frame",
    .enabled(if: enabled))
  func feedOpacity() throws {
    let (events, dumps) = Self.drag(from: 800, step: -10, count: 60, every: 3)
    let (rows, layouts) = try Self.run("000-feed", frames: 70, events, dumps: dumps)
    let inset = try #require(rows.last?["FeedView.scrollTopEdgeInset"].flatMap(Double.init))
    var seen = Set<Double>()
    for name in dumps {
      let elements = try #require(layouts[name])
      let titles = elements.filter { $0["text"] as? String == "Feed" }
      // The card's title (in the list) and the principal one in the bar.
      #expect(titles.count == 2, "\(name)")
      guard titles.count == 2 else { continue }
      let card = Self.frame(titles[0])
      let drawn = (titles[1]["opacity"] as? NSNumber)?.doubleValue ?? -1
      let expected = min(1, max(0, (inset - card[1]) / card[3]))
      #expect(abs(drawn - expected) < 0.001, "\(name): drawn \(drawn), formula \(expected)")
      seen.insert((expected * 10).rounded())
    }
    // The drag took the title from below the bar to past it.
    #expect(seen.contains(0) && seen.contains(10) && seen.count >= 3)
  }

  /// The first trace row at or after `time` (ms): the frame a script event at `time` lands in.
  static func row(_ rows: [[String: String]], at time: Int) -> [String: String]? {
    rows.first { (Double($0["t_ms"] ?? "") ?? -1) >= Double(time) - 1e-6 }
  }

  @Test(
    "003: the bar is 350 pt at rest, 350 − 5·d after a short scroll, 127 pt past 40 pt",
    .enabled(if: enabled))
  func blogBar() throws {
    // The finger moves up and holds 0.6 s at each distance (the bar's height animates
    // linearly for 0.35 s), then the layout is dumped.
    var events = ["{\"t\": 50, \"type\": \"layout\", \"path\": \"rest.json\"}"]
    var holds: [(name: String, time: Int)] = []
    var t = 100
    var y = 700
    events.append("{\"t\": \(t), \"type\": \"down\", \"x\": 200, \"y\": \(y)}")
    for (index, distance) in [16, 30, 60].enumerated() {
      while 700 - y < distance {
        t += 16
        y -= 2
        events.append("{\"t\": \(t), \"type\": \"move\", \"x\": 200, \"y\": \(y)}")
      }
      t += 600
      holds.append(("hold\(index).json", t))
      events.append("{\"t\": \(t), \"type\": \"layout\", \"path\": \"hold\(index).json\"}")
    }
    let (rows, layouts) = try Self.run(
      "003-blog", frames: t * 60 / 1000 + 3, events, dumps: ["rest.json"] + holds.map(\.name))
    func bar(_ name: String) -> [Double]? {
      // The top view's background: the full-width shape with a height in the formula's range.
      (layouts[name] ?? []).filter { $0["role"] as? String == "shape" }.map(Self.frame)
        .first { $0.count == 4 && $0[2] >= 390 && $0[3] >= 126 && $0[3] <= 351 }
    }
    #expect(bar("rest.json")?[3] == 350)
    var distances: [Double] = []
    for hold in holds {
      // d as the code saw it: initialOffset − offset, from its own state.
      let row = try #require(Self.row(rows, at: hold.time))
      let initial = try #require(row["HomeView.initialOffset"].flatMap(Double.init))
      let offset = try #require(row["HomeView.offset"].flatMap(Double.init))
      let d = initial - offset
      distances.append(d)
      let computed = 350 - 5 * d
      let expected = d > 40 ? 127 : (computed > 127 && computed < 350 ? computed : 127)
      let height = try #require(bar(hold.name)?[3], "\(hold.name)")
      // The trace prints 4 decimals.
      #expect(abs(height - expected) < 0.01, "d \(d): drew \(height), formula \(expected)")
    }
    #expect(distances.contains { $0 > 0 && $0 < 40 } && distances.contains { $0 > 40 })
  }

  @Test("004: the header grows by exactly the pull and keeps its top edge", .enabled(if: enabled))
  func albumHeader() throws {
    let (events, dumps) = Self.drag(from: 300, step: 8, count: 24, every: 4)
    let (_, layouts) = try Self.run(
      "004-album", frames: 40,
      ["{\"t\": 50, \"type\": \"layout\", \"path\": \"rest.json\"}"] + events,
      dumps: ["rest.json"] + dumps)
    func header(_ name: String) -> (top: Double, height: Double, titleTop: Double)? {
      let elements = layouts[name] ?? []
      guard let first = elements.first.map(Self.frame),
        let title = elements.first(where: { $0["text"] as? String == "We've Come for You All" })
      else { return nil }
      return (first[1], first[3], Self.frame(title)[1])
    }
    let rest = try #require(header("rest.json"))
    // At rest the header's reader sits at minY = title top − 16 (padding) − 280 > 0, so the
    // article's code stretches it up to the screen's top: height 280 + minY, top 0.
    let minY = rest.titleTop - 16 - 280
    #expect(rest.top == 0 && abs(rest.height - (280 + minY)) < 1e-3)
    var pulls: [Double] = []
    for name in dumps {
      let now = try #require(header(name))
      let pull = now.titleTop - rest.titleTop
      pulls.append(pull)
      #expect(now.top == 0, "\(name)")
      #expect(abs(now.height - (rest.height + pull)) < 1e-3, "\(name): pull \(pull)")
    }
    #expect((pulls.max() ?? 0) > 40)
  }

  @Test("002: the status bar as the article found it, and as the code says", .enabled(if: enabled))
  func statusBars() throws {
    // A tap on "Navigate" (the root's only view, centred in the safe area under the large
    // title: 162.2…230.8 × 469.1…489.4 on the 15 Pro, issue 39), the push ends by 0.9 s.
    let tap = [
      "{\"t\": 200, \"type\": \"down\", \"x\": 196, \"y\": 479}",
      "{\"t\": 260, \"type\": \"up\", \"x\": 196, \"y\": 479}",
    ]
    for (seed, hidden) in [
      ("002a-navigation-view", "1"), ("002b-navigation-stack", "0"), ("002c-state", "1"),
    ] {
      let (rows, _) = try Self.run(seed, frames: 80, tap, dumps: [])
      #expect(rows.first?["status_bar_hidden"] == "0", "\(seed) at rest")
      #expect(rows.last?["status_bar_hidden"] == hidden, "\(seed) after the push")
    }
    // 002d: hidden at rest, shown once scrolled (offset.y < −3 in the named space).
    let (events, _) = Self.drag(from: 600, step: -6, count: 12, every: 100)
    let (rows, _) = try Self.run("002d-hide-until-scrolled", frames: 40, events, dumps: [])
    #expect(rows[5]["status_bar_hidden"] == "1")
    #expect(rows[5]["HeaderScreen.state.isHidden"] == "1")
    let scrolled = try #require(rows.last)
    #expect(scrolled["status_bar_hidden"] == "0")
    #expect((Double(scrolled["HeaderScreen.scrollOffset.y"] ?? "") ?? 0) < -3)
  }

  @Test(
    "--compare: both phones run the code, each in its own program, with their own feel",
    .enabled(if: enabled))
  func twoPhones() throws {
    // A flick: the phones coast differently (B decelerates faster), each bar follows its own.
    var events = ["{\"t\": 100, \"type\": \"down\", \"x\": 200, \"y\": 600}"]
    for index in 1...5 {
      events.append(
        "{\"t\": \(100 + 16 * index), \"type\": \"move\", \"x\": 200, \"y\": \(600 - 12 * index)}")
    }
    events.append("{\"t\": 196, \"type\": \"up\", \"x\": 200, \"y\": 540}")
    events.append("{\"t\": 1000, \"type\": \"layout\", \"path\": \"ab.json\"}")
    let (rows, layouts) = try Self.run(
      "003-blog", frames: 62, events, dumps: ["ab.json"], extra: ["--compare", "soft.json"],
      files: ["soft.json": #"{"decelerationRate": 0.99}"#])
    let last = try #require(rows.last)
    let a = try #require(last["offset"].flatMap(Double.init))
    let b = try #require(last["offset_b"].flatMap(Double.init))
    #expect(a > 40 && b > 40 && abs(a - b) > 10, "A \(a), B \(b)")
    // Both bars collapsed by their own code: phone B's is drawn at x = 393 + 24.
    let shapes: [[String: Any]] = (layouts["ab.json"] ?? []).filter {
      $0["role"] as? String == "shape"
    }
    let frames: [[Double]] = shapes.map { Self.frame($0) }
    let bars = frames.filter { $0.count == 4 && $0[2] == 393 && $0[3] >= 126 }
    #expect(bars.contains { $0[0] == 0 && $0[3] == 127 })
    #expect(bars.contains { $0[0] == 417 && $0[3] == 127 })
  }

  @Test(
    "003 (issue 38): after its first scene the importer answers a scroll with patches only",
    .enabled(if: enabled))
  func patchesOnTheWire() throws {
    // The importer navlab would run, behind a script that keeps a copy of its answers.
    let root = SwiftUIRunTests.root
    let candidates =
      [ProcessInfo.processInfo.environment["NAVLAB_IMPORTER"]].compactMap { $0 }
      + ["release", "debug"].map { "\(root)/Importer/.build/\($0)/navlab-import" }
    let importer = try #require(
      candidates.first { FileManager.default.isExecutableFile(atPath: $0) })
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let answers = folder.appendingPathComponent("answers.txt").path
    let wrapper = folder.appendingPathComponent("importer")
    // The importer under `tee` is navlab's grandchild: it is told not to watch for its parent.
    let script = """
      #!/bin/sh
      if [ "$1" = "--serve" ]; then env -u NAVLAB_IMPORTER_PARENT "\(importer)" "$@" | tee "\(answers)"; else exec "\(importer)" "$@"; fi
      """
    try script.write(to: wrapper, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: wrapper.path)
    // The bar collapses under a drag up: its background shrinks, each step one patch.
    let (events, _) = Self.drag(from: 650, step: -6, count: 20, every: 100)
    try ("{\"events\": [" + events.joined(separator: ",\n") + "]}").write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    var environment = ProcessInfo.processInfo.environment
    environment["NAVLAB_IMPORTER"] = wrapper.path
    let result = try NavLabProcess.run(
      ["--headless", "--script", "s.json", "--frames", "40", "\(Self.seeds)/003-blog.swift"],
      in: folder, environment: environment)
    #expect(result.status == 0, "\(result.standardError)")
    let lines = try String(contentsOfFile: answers, encoding: .utf8).split(separator: "\n")
    // An answer for each frame the drag or the bar moved (20 of the 40 or more).
    #expect(lines.count >= 20, "\(lines.count) answers")
    #expect(lines.first?.contains("\"scene\": {") == true)
    let later = lines.dropFirst()
    #expect(!later.contains { $0.contains("\"scene\": {") })
    // The bar's background alone (its `.animation(.linear)` subtree, not the TopView it is
    // in), with that curve: navlab animates it, not the importer.
    let patched = later.filter { $0.contains("\"patches\": [{\"node\": \"animation-") }
    #expect(patched.count >= 5, "\(patched.count) answers with patches")
    #expect(patched.allSatisfy { $0.contains("\"curve\": \"linear\"") })
    #expect(!later.contains { $0.contains("\"animating\": true") })
  }
}
