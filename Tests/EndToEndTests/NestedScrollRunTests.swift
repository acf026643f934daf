import Foundation
import Testing

/// Issue 37's "done means", through the binary: headless scripts and layout dumps on the
/// built-in blog (`--screen blog`), seed 003's own SwiftUI run live, and the carousels example
/// (paging and view-aligned) as a scene file and as SwiftUI, each in both designs.
@Suite("Nested scroll views end to end")
struct NestedScrollRunTests {
  /// What a run is started on.
  struct Target: CustomStringConvertible, Sendable {
    var name: String
    var arguments: [String]
    /// A file copied into the run's folder (run by its name).
    var file: String?
    /// How the carousel's pager and card row are found in a dump: by their `name` (the
    /// scene file names them) or their `source` (SwiftUI's scroll views have no name).
    var pages = "pages"
    var cards = "cards"
    var description: String { name }
  }

  static let root = SwiftUIRunTests.root
  static let seed = "\(root)/../shared/seeds/swiftui/003-blog.swift"
  static let designs = ["ios18", "ios26"]

  /// The blog, built in and as the seed's own code, in both designs.
  static let shelves: [Target] = designs.flatMap { design in
    [
      Target(name: "blog \(design)", arguments: ["--screen", "blog", "--design", design]),
      Target(
        name: "seed 003 \(design)", arguments: ["003-blog.swift", "--design", design], file: seed),
    ]
  }

  static let carouselsSwiftUI = "\(root)/Examples/SwiftUI/Carousels.swift"

  /// The carousels as a scene file and as the SwiftUI example (`containerRelativeFrame` pages
  /// with `.paging`, 200 pt cards `.viewAligned` with 16 pt content margins), in both designs.
  static let carousels: [Target] = designs.flatMap { design in
    [
      Target(
        name: "carousels \(design)",
        arguments: ["--scene", "\(root)/Assets/examples/scenes/carousels.json", "--design", design]),
      Target(
        name: "Carousels.swift \(design)", arguments: ["Carousels.swift", "--design", design],
        file: carouselsSwiftUI, pages: "content.vstack[1]", cards: "content.vstack[3]"),
    ]
  }

  /// A scroll view in a dump: its name (may be empty), viewport and offset.
  struct ScrollView {
    var name: String
    var source: String
    var frame: [Double]
    var offset: [Double]
    var midY: Double { frame[1] + frame[3] / 2 }
  }

  /// A dump's elements.
  static func elements(_ folder: URL, _ file: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: folder.appendingPathComponent(file))
    let object = try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    return try #require(object["elements"] as? [[String: Any]])
  }

  static func scrollViews(_ folder: URL, _ file: String) throws -> [ScrollView] {
    try elements(folder, file).filter { $0["role"] as? String == "scrollView" }.map {
      ScrollView(
        name: $0["text"] as? String ?? "", source: $0["source"] as? String ?? "",
        frame: try #require($0["frame"] as? [Double]),
        offset: try #require($0["contentOffset"] as? [Double]))
    }
  }

  /// The trace's main offsets, frame by frame.
  static func offsets(_ folder: URL) throws -> [Double] {
    let text = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    return text.split(separator: "\n").dropFirst().map {
      Double($0.split(separator: ",", omittingEmptySubsequences: false)[2])!
    }
  }

  /// Runs `script` headless on `target` in a new folder (kept for the caller to read).
  static func run(_ target: Target, script: String, frames: Int) throws -> URL {
    let folder = try NavLabProcess.makeFolder()
    try script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    if let file = target.file {
      try FileManager.default.copyItem(
        atPath: file,
        toPath: folder.appendingPathComponent(String(file.split(separator: "/").last!)).path)
    }
    let result = try NavLabProcess.run(
      ["--headless", "--script", "s.json", "--frames", "\(frames)", "--trace", "t.csv"]
        + target.arguments, in: folder)
    #expect(result.status == 0, "\(target): \(result.standardError)")
    return folder
  }

  /// Whether the target can run here (seed 003 needs the importer and the shared seeds).
  static func runs(_ target: Target) -> Bool {
    guard let file = target.file else { return true }
    return SwiftUIRunTests.importerBuilt && FileManager.default.fileExists(atPath: file)
  }

  /// The first shelf wholly on screen at rest, below the bars.
  static func restingShelf(_ target: Target) throws -> ScrollView {
    let folder = try run(
      target, script: #"{"events": [{"t": 50, "type": "layout", "path": "r.json"}]}"#,
      frames: 5)
    defer { try? FileManager.default.removeItem(at: folder) }
    let views = try scrollViews(folder, "r.json")
    return try #require(views.first { $0.frame[1] >= 150 && $0.frame[1] + $0.frame[3] <= 760 })
  }

  /// Moves from (`x0`, `y0`) to (`x1`, `y1`) from `t` ms in `steps` moves `every` ms apart.
  static func drag(
    from x0: Double, _ y0: Double, to x1: Double, _ y1: Double, at t: Double, steps: Int,
    every: Double, lift: Bool = true, hold: Double = 0
  ) -> [String] {
    var events = [#"{"t": \#(t), "type": "down", "x": \#(x0), "y": \#(y0)}"#]
    for step in 1...steps {
      let f = Double(step) / Double(steps)
      events.append(
        #"{"t": \#(t + Double(step) * every), "type": "move", "x": \#(x0 + (x1 - x0) * f), "y": \#(y0 + (y1 - y0) * f)}"#
      )
    }
    if lift {
      events.append(
        #"{"t": \#(t + Double(steps) * every + 8 + hold), "type": "up", "x": \#(x1), "y": \#(y1)}"#)
    }
    return events
  }

  static func script(_ events: [String]) -> String {
    "{\"events\": [\n" + events.joined(separator: ",\n") + "\n]}"
  }

  @Test(
    "A 260 pt sideways flick on a shelf moves its cards ≥ 150 pt left with momentum; the page and the other shelves stay",
    arguments: shelves)
  func sidewaysFlick(_ target: Target) throws {
    guard Self.runs(target) else { return }
    let shelf = try Self.restingShelf(target)
    let y = shelf.midY
    let events =
      [#"{"t": 50, "type": "layout", "path": "r.json"}"#]
      + Self.drag(from: 330, y, to: 70, y, at: 100, steps: 4, every: 12)
      + [
        #"{"t": 160, "type": "layout", "path": "a.json"}"#,
        #"{"t": 400, "type": "layout", "path": "b.json"}"#,
      ]
    let folder = try Self.run(target, script: Self.script(events), frames: 30)
    defer { try? FileManager.default.removeItem(at: folder) }
    let released = try Self.scrollViews(folder, "a.json")
    let later = try Self.scrollViews(folder, "b.json")
    let moved = try #require(released.first { $0.source == shelf.source })
    let coasted = try #require(later.first { $0.source == shelf.source })
    #expect(moved.offset[0] >= 150, "\(target): \(moved.offset)")
    #expect(coasted.offset[0] > moved.offset[0] + 20, "\(target): momentum after the release")
    #expect(moved.offset[1] == 0 && moved.frame == shelf.frame)
    for other in released + later where other.source != shelf.source {
      #expect(other.offset == [0, 0], "\(target): \(other.source) moved")
    }
    // Its cards are drawn where the offset says: each card on screen in both frames has moved
    // left by the shelf's offset.
    func cards(_ file: String) throws -> [String: Double] {
      var found: [String: Double] = [:]
      for element in try Self.elements(folder, file)
      where (element["source"] as? String)?.hasPrefix(shelf.source + ".scroll") == true
        && element["role"] as? String == "shape"
      {
        found[element["source"] as! String] = (element["frame"] as? [Double])?[0]
      }
      return found
    }
    let before = try cards("r.json")
    let after = try cards("a.json")
    let both = before.keys.filter { after[$0] != nil }
    #expect(!both.isEmpty, "\(target): no card on screen in both frames")
    for source in both {
      #expect(abs(before[source]! - after[source]! - moved.offset[0]) < 0.01)
    }
    #expect(try Self.offsets(folder).allSatisfy { $0 == 0 }, "\(target): the page moved")
  }

  @Test(
    "A 200 pt vertical drag that starts on a shelf scrolls the page and never the shelf",
    arguments: shelves)
  func verticalDrag(_ target: Target) throws {
    guard Self.runs(target) else { return }
    let shelf = try Self.restingShelf(target)
    let y = shelf.midY
    let events =
      Self.drag(from: 200, y, to: 203, y - 200, at: 100, steps: 10, every: 30, hold: 150)
      + [#"{"t": 1500, "type": "layout", "path": "a.json"}"#]
    let folder = try Self.run(target, script: Self.script(events), frames: 100)
    defer { try? FileManager.default.removeItem(at: folder) }
    let offsets = try Self.offsets(folder)
    let page = try #require(offsets.last)
    // The page follows the finger (less the 2 pt pan slop), a slow drag with no fling.
    #expect(page > 190 && page <= 200, "\(target): \(page)")
    let views = try Self.scrollViews(folder, "a.json")
    for view in views { #expect(view.offset == [0, 0], "\(target): \(view.source) moved") }
  }

  @Test(
    "A shelf pulled 120 pt past its leading edge rubber-bands and returns exactly to its edge",
    arguments: shelves)
  func pullPastEdge(_ target: Target) throws {
    guard Self.runs(target) else { return }
    let shelf = try Self.restingShelf(target)
    let y = shelf.midY
    let events =
      Self.drag(from: 60, y, to: 180, y, at: 100, steps: 10, every: 30, lift: false)
      + [
        #"{"t": 420, "type": "layout", "path": "a.json"}"#,
        #"{"t": 600, "type": "up", "x": 180, "y": \#(y)}"#,
        #"{"t": 2600, "type": "layout", "path": "b.json"}"#,
      ]
    let folder = try Self.run(target, script: Self.script(events), frames: 170)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pulled = try #require(
      try Self.scrollViews(folder, "a.json").first { $0.source == shelf.source })
    // Past the edge by less than the finger went: the band (c = 0.55, d = 393) gives
    // (1 − 1 / (118 × 0.55 / 393 + 1)) × 393 = 55.7 pt for the 118 pt beyond the slop.
    #expect(pulled.offset[0] < -50 && pulled.offset[0] > -60, "\(target): \(pulled.offset)")
    let back = try #require(
      try Self.scrollViews(folder, "b.json").first { $0.source == shelf.source })
    #expect(back.offset == [0, 0], "\(target): \(back.offset)")
    #expect(try Self.offsets(folder).allSatisfy { $0 == 0 })
  }

  /// The carousel's scroll view that `key` names (its name, or its source when unnamed).
  static func carousel(_ folder: URL, _ file: String, _ key: String) throws -> ScrollView? {
    try scrollViews(folder, file).first { $0.name == key || ($0.name.isEmpty && $0.source == key) }
  }

  @Test(
    "Paging: a page exactly centred after each quick flick, one page a flick; back after a slow 40 pt drag",
    arguments: carousels)
  func paging(_ target: Target) throws {
    guard Self.runs(target) else { return }
    let rest = try Self.run(
      target, script: #"{"events": [{"t": 50, "type": "layout", "path": "r.json"}]}"#, frames: 5)
    let pages = try #require(try Self.carousel(rest, "r.json", target.pages))
    try? FileManager.default.removeItem(at: rest)
    let y = pages.midY
    let events =
      Self.drag(from: 300, y, to: 150, y, at: 100, steps: 3, every: 16)
      + [#"{"t": 1500, "type": "layout", "path": "a.json"}"#]
      + Self.drag(from: 300, y, to: 150, y, at: 1600, steps: 3, every: 16)
      + [#"{"t": 3000, "type": "layout", "path": "b.json"}"#]
      + Self.drag(from: 200, y, to: 160, y, at: 3100, steps: 8, every: 60, hold: 150)
      + [#"{"t": 5000, "type": "layout", "path": "c.json"}"#]
    let folder = try Self.run(target, script: Self.script(events), frames: 310)
    defer { try? FileManager.default.removeItem(at: folder) }
    let width = pages.frame[2]
    #expect(try Self.carousel(folder, "a.json", target.pages)?.offset == [width, 0])
    #expect(try Self.carousel(folder, "b.json", target.pages)?.offset == [2 * width, 0])
    #expect(try Self.carousel(folder, "c.json", target.pages)?.offset == [2 * width, 0])
    // Page 3's title is centred on the screen.
    let title = try #require(
      try Self.elements(folder, "c.json").first { $0["text"] as? String == "Page 3" })
    let frame = try #require(title["frame"] as? [Double])
    #expect(abs(frame[0] + frame[2] / 2 - width / 2) < 0.002, "\(target): \(frame)")
    #expect(try Self.offsets(folder).allSatisfy { $0 == 0 })
  }

  @Test(
    "View-aligned: after a flick a 200 pt card's leading edge rests exactly at the 16 pt margin",
    arguments: carousels)
  func viewAligned(_ target: Target) throws {
    guard Self.runs(target) else { return }
    let rest = try Self.run(
      target, script: #"{"events": [{"t": 50, "type": "layout", "path": "r.json"}]}"#, frames: 5)
    let cards = try #require(try Self.carousel(rest, "r.json", target.cards))
    try? FileManager.default.removeItem(at: rest)
    let y = cards.midY
    let events =
      Self.drag(from: 330, y, to: 170, y, at: 100, steps: 3, every: 16)
      + [#"{"t": 2000, "type": "layout", "path": "a.json"}"#]
    let folder = try Self.run(target, script: Self.script(events), frames: 130)
    defer { try? FileManager.default.removeItem(at: folder) }
    let moved = try #require(try Self.carousel(folder, "a.json", target.cards))
    #expect(moved.offset[0] > 0 && moved.offset[0].truncatingRemainder(dividingBy: 212) == 0)
    let shapes = try Self.elements(folder, "a.json").filter {
      ($0["source"] as? String)?.hasPrefix(cards.source + ".scroll") == true
        && $0["role"] as? String == "shape"
    }
    let lefts = shapes.compactMap { ($0["frame"] as? [Double])?[0] }
    #expect(lefts.contains(16), "\(target): \(lefts)")
  }
}
