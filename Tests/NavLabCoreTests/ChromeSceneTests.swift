import DisplayList
import Foundation
import NavGeometry
import Testing

@testable import NavLabCore

/// Issue 14's chrome through the engine: scene fields, snapping and trace columns, with
/// Settings from the example scene `Assets/examples/settings-chrome.json`.
@Suite("Scroll-driven chrome in the engine")
struct ChromeSceneTests {
  static func exampleScene() throws -> ScreenSpec {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Assets/examples/settings-chrome.json")
    return try SceneDecoder.decode(
      Array(try Data(contentsOf: url)), file: "settings-chrome.json", id: "settings-chrome")
  }

  static func engine(device: Device = .iPhone15Pro) throws -> Engine {
    var engine = Engine(options: EngineOptions(device: device, scene: try exampleScene()))
    engine.advance(to: 0)
    return engine
  }

  /// Drags from rest by `distance` points over half a second, releases without a fling and lets
  /// everything settle; returns the resting offset.
  static func dragAndRest(_ engine: inout Engine, by distance: Double) -> Double {
    engine.handle(.pointerDown(x: 200, y: 600), at: 0.1)
    var y = 600.0
    for step in 1...30 {
      y = 600 - distance * Double(step) / 30
      engine.handle(.pointerMove(x: 200, y: y), at: 0.1 + Double(step) / 60)
    }
    // Hold still long enough for the release velocity to fade.
    engine.handle(.pointerMove(x: 200, y: y), at: 0.9)
    engine.handle(.pointerUp(x: 200, y: y), at: 1.0)
    var time = 1.0
    while time < 3 {
      time += 1.0 / 60
      engine.advance(to: time)
    }
    return engine.top.offset
  }

  @Test("The example scene is Settings with a search field; content starts 52 pt lower")
  func example() throws {
    let spec = try Self.exampleScene()
    #expect(spec.search?.placeholder == "Search")
    let engine = try Self.engine()
    // 54 status bar + 44 bar + 52 large title + 52 search strip.
    #expect(engine.top.contentTopAtRest == 202)
    #expect(engine.top.scroller.snapZones == [0...52, 52...104])
    let values = engine.frameValues()
    #expect(values.searchFieldHeight == 36 && values.searchFieldAlpha == 1)
    // Built-in Settings has none: empty trace cells.
    #expect(makeEngine().frameValues().searchFieldHeight == nil)
  }

  @Test(
    "A drag that stops in the strip snaps it open or closed; in the title, the title snaps",
    arguments: [(20.0, 0.0), (32, 52), (70, 52), (90, 104)])
  func snap(distance: Double, expected: Double) throws {
    var engine = try Self.engine()
    let rest = Self.dragAndRest(&engine, by: distance)
    #expect(abs(rest - expected) < 1e-6, "rested at \(rest)")
    let values = engine.frameValues()
    #expect(values.searchFieldHeight == (expected == 0 ? 36 : 0))
  }

  @Test("Trace: the two search columns carry height and opacity at 26 pt")
  func trace() throws {
    var engine = try Self.engine()
    engine.handle(.scrollTo(offset: 26, animated: false), at: 0.1)
    engine.advance(to: 0.1)
    var line = ""
    TraceFormatter.row(frame: 0, timeMilliseconds: 0, values: engine.frameValues(), into: &line)
    #expect(line.hasSuffix(",18.000,0.5000\n"))
    #expect(TraceFormatter.columns.suffix(2) == ["search_field_height", "search_field_alpha"])
  }

  @Test(
    "Bad search fields are refused with their path",
    arguments: [
      (#""search": {"placeholder": 3}"#, "search.placeholder"),
      (#""search": {"hint": "x"}"#, "search.hint"),
      (#""search": true"#, "search"),
    ])
  func badSearch(field: String, path: String) {
    let json =
      #"{"title": "T", "kind": "large-title-list", "#
      + field + #", "list": {"sections": [[{"label": "a"}]]}}"#
    #expect(throws: SceneError.self) {
      try SceneDecoder.decode(Array(json.utf8), file: "s.json", id: "s")
    }
    do {
      _ = try SceneDecoder.decode(Array(json.utf8), file: "s.json", id: "s")
    } catch {
      #expect(error.path == path, "\(error)")
    }
  }

  @Test("A search field on a screen without a large-title bar is refused")
  func searchOnFeed() {
    let json =
      #"{"title": "T", "kind": "title-card", "search": {}, "#
      + #""list": {"sections": [[{"label": "a"}]]}}"#
    do {
      _ = try SceneDecoder.decode(Array(json.utf8), file: "s.json", id: "s")
      Issue.record("accepted")
    } catch {
      #expect(error.path == "search" && error.problem.contains("large-title-list"))
    }
  }

  @Test("The example scene re-encodes to a spec that decodes the same")
  func roundTrip() throws {
    let spec = try Self.exampleScene()
    let text = SceneEncoder.encode(spec)
    let again = try SceneDecoder.decode(Array(text.utf8), file: "x.json", id: spec.id)
    #expect(again == spec)
  }
}
