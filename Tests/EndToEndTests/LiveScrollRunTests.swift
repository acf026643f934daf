import Foundation
import Testing

/// Issue 37's SwiftUI scroll APIs through the binary, run live (Examples/SwiftUI/Shelf.swift):
/// a button's `proxy.scrollTo(7, anchor: .leading)` puts card 8 exactly at the shelf's leading
/// edge, a `Text` showing the shelf's `ScrollPhase` reads "interacting" during a drag and
/// "idle" once it settles, and a `.scrollPosition(id:)` binding moves its shelf and follows it.
@Suite("Live scroll views end to end (ScrollViewReader, scrollPosition, onScrollPhaseChange)")
struct LiveScrollRunTests {
  typealias Runs = NestedScrollRunTests

  static let file = "\(NestedScrollRunTests.root)/Examples/SwiftUI/Shelf.swift"
  static let targets = NestedScrollRunTests.designs.map { design in
    NestedScrollRunTests.Target(
      name: "Shelf.swift \(design)", arguments: ["Shelf.swift", "--design", design], file: file)
  }

  /// Where things are at rest: the two shelves and the centres of the two buttons.
  struct Resting {
    var first: NestedScrollRunTests.ScrollView
    var second: NestedScrollRunTests.ScrollView
    var goTo: (x: Double, y: Double)
    var next: (x: Double, y: Double)
  }

  static func resting(_ target: NestedScrollRunTests.Target) throws -> Resting {
    let folder = try Runs.run(
      target, script: #"{"events": [{"t": 50, "type": "layout", "path": "r.json"}]}"#, frames: 5)
    defer { try? FileManager.default.removeItem(at: folder) }
    let views = try Runs.scrollViews(folder, "r.json")
    try #require(views.count == 2)
    let texts = try Runs.elements(folder, "r.json")
    func centre(_ label: String) throws -> (Double, Double) {
      let element = try #require(texts.first { $0["text"] as? String == label })
      let frame = try #require(element["frame"] as? [Double])
      return (frame[0] + frame[2] / 2, frame[1] + frame[3] / 2)
    }
    return Resting(
      first: views[0], second: views[1], goTo: try centre("Go to card 8"),
      next: try centre("Next card"))
  }

  static func tap(_ point: (x: Double, y: Double), at t: Double) -> [String] {
    [
      #"{"t": \#(t), "type": "down", "x": \#(point.x), "y": \#(point.y)}"#,
      #"{"t": \#(t + 50), "type": "up", "x": \#(point.x), "y": \#(point.y)}"#,
    ]
  }

  /// The texts of a dump that start with `prefix`.
  static func text(_ folder: URL, _ file: String, _ prefix: String) throws -> String? {
    try Runs.elements(folder, file).compactMap { $0["text"] as? String }.first {
      $0.hasPrefix(prefix)
    }
  }

  static func shelf(_ folder: URL, _ file: String, _ source: String) throws
    -> NestedScrollRunTests.ScrollView
  {
    try #require(try Runs.scrollViews(folder, file).first { $0.source == source })
  }

  @Test(
    "proxy.scrollTo(7, anchor: .leading) in withAnimation: the shelf animates until card 8's leading edge is exactly at its own",
    arguments: targets)
  func scrollTo(_ target: NestedScrollRunTests.Target) throws {
    guard Runs.runs(target) else { return }
    let rest = try Self.resting(target)
    let events =
      Self.tap(rest.goTo, at: 100)
      + [
        #"{"t": 250, "type": "layout", "path": "a.json"}"#,
        #"{"t": 2000, "type": "layout", "path": "b.json"}"#,
      ]
    let folder = try Runs.run(target, script: Runs.script(events), frames: 130)
    defer { try? FileManager.default.removeItem(at: folder) }
    // On its way (animated), then at rest: 7 cards of 200 pt and 7 gaps of 10 pt.
    let moving = try Self.shelf(folder, "a.json", rest.first.source)
    #expect(moving.offset[0] > 0 && moving.offset[0] < 1470, "\(target): \(moving.offset)")
    #expect(try Self.text(folder, "a.json", "Phase: ") == "Phase: animating")
    let done = try Self.shelf(folder, "b.json", rest.first.source)
    #expect(done.offset == [1470, 0], "\(target)")
    let card = try #require(
      try Runs.elements(folder, "b.json").first {
        $0["source"] as? String == rest.first.source + ".scroll.hstack[7]"
      })
    #expect((card["frame"] as? [Double])?[0] == done.frame[0])
    #expect(try Self.text(folder, "b.json", "Phase: ") == "Phase: idle")
    // The other shelf did not move, nor did the page.
    #expect(try Self.shelf(folder, "b.json", rest.second.source).offset == [0, 0])
    #expect(try Runs.offsets(folder).allSatisfy { $0 == 0 })
  }

  @Test(
    "A Text showing the shelf's ScrollPhase reads interacting during a drag and idle after it settles",
    arguments: targets)
  func phase(_ target: NestedScrollRunTests.Target) throws {
    guard Runs.runs(target) else { return }
    let rest = try Self.resting(target)
    let y = rest.first.midY
    let events =
      Runs.drag(from: 300, y, to: 150, y, at: 100, steps: 6, every: 16, lift: false)
      + [
        #"{"t": 200, "type": "layout", "path": "a.json"}"#,
        #"{"t": 300, "type": "up", "x": 150, "y": \#(y)}"#,
        #"{"t": 3000, "type": "layout", "path": "b.json"}"#,
      ]
    let folder = try Runs.run(target, script: Runs.script(events), frames: 190)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.text(folder, "a.json", "Phase: ") == "Phase: interacting", "\(target)")
    #expect(try Self.shelf(folder, "a.json", rest.first.source).offset[0] > 100)
    #expect(try Self.text(folder, "b.json", "Phase: ") == "Phase: idle", "\(target)")
  }

  @Test(
    ".scrollPosition(id:): the code's value moves the shelf to that card; a drag sets it to the card at the leading edge",
    arguments: targets)
  func position(_ target: NestedScrollRunTests.Target) throws {
    guard Runs.runs(target) else { return }
    let rest = try Self.resting(target)
    let y = rest.second.midY
    // "Next card" sets the binding to 1 in withAnimation: card 2 goes to the leading edge.
    // Then a slow drag of 450 pt, held before the lift (no momentum).
    let events =
      Self.tap(rest.next, at: 100)
      + [#"{"t": 1500, "type": "layout", "path": "a.json"}"#]
      + Runs.drag(from: 380, y, to: 380 - 450, y, at: 1600, steps: 30, every: 16, hold: 300)
      + [#"{"t": 3500, "type": "layout", "path": "b.json"}"#]
    let folder = try Runs.run(target, script: Runs.script(events), frames: 220)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.shelf(folder, "a.json", rest.second.source).offset == [210, 0], "\(target)")
    #expect(try Self.text(folder, "a.json", "Showing card ") == "Showing card 2")
    let dragged = try Self.shelf(folder, "b.json", rest.second.source)
    #expect(dragged.offset[0] > 600, "\(target): \(dragged.offset)")
    // The first card whose trailing edge is past the leading edge, as the binding says.
    let first = (0..<20).first { Double($0) * 210 + 200 > dragged.offset[0] + 0.5 }!
    #expect(try Self.text(folder, "b.json", "Showing card ") == "Showing card \(first + 1)")
    #expect(try Self.shelf(folder, "b.json", rest.first.source).offset == [0, 0])
  }

  static let effect = """
    import SwiftUI

    struct Effect: View {
      var body: some View {
        NavigationStack {
          ScrollView {
            VStack {
              ScrollView(.horizontal) {
                HStack(spacing: 10) {
                  ForEach(0..<10) { index in
                    Color.orange
                      .frame(width: 200, height: 120)
                      .visualEffect { content, proxy in
                        content.offset(y: proxy.frame(in: .scrollView).minX / 10)
                      }
                  }
                }
              }
            }
          }
          .navigationTitle("Effect")
        }
      }
    }
    """

  @Test(
    ".visualEffect with a geometry proxy: each card is drawn moved down by a tenth of its x in the scroll view, as the shelf scrolls",
    .enabled(if: SwiftUIRunTests.importerBuilt))
  func visualEffect() throws {
    let source = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: source) }
    let path = source.appendingPathComponent("Effect.swift").path
    try Self.effect.write(toFile: path, atomically: true, encoding: .utf8)
    let target = NestedScrollRunTests.Target(
      name: "Effect.swift", arguments: ["Effect.swift"], file: path)
    let events = [
      #"{"t": 50, "type": "layout", "path": "r.json"}"#,
      #"{"t": 200, "type": "wheel", "dx": 3, "dy": 0, "x": 200, "y": 210}"#,
      #"{"t": 2000, "type": "layout", "path": "a.json"}"#,
    ]
    let folder = try Runs.run(target, script: Runs.script(events), frames: 130)
    defer { try? FileManager.default.removeItem(at: folder) }
    for file in ["r.json", "a.json"] {
      let shelf = try #require(try Runs.scrollViews(folder, file).first)
      let cards = try Runs.elements(folder, file).filter {
        ($0["source"] as? String)?.hasPrefix(shelf.source + ".scroll") == true
          && $0["role"] as? String == "shape"
      }
      #expect(cards.count >= 2, "\(file)")
      for card in cards {
        let frame = try #require(card["frame"] as? [Double])
        // y = the shelf's top + x in the scroll view / 10 (x drawn = x laid out − offset).
        let x = frame[0] - shelf.frame[0]
        #expect(abs(frame[1] - (shelf.frame[1] + x / 10)) < 0.002, "\(file): \(frame)")
      }
      if file == "a.json" { #expect(shelf.offset[0] > 100) }
    }
  }
}
