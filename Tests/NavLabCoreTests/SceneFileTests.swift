import DisplayList
import Glibc
import NavGeometry
import OutputFiles
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import SceneFiles
@testable import ScreenModel
@testable import TuningExport

/// The repository's Assets/scenes folder, found from this file's path.
func scenesFolder(_ file: String = #filePath) -> String {
  var parts = file.split(separator: "/", omittingEmptySubsequences: false)
  parts.removeLast(3)  // Tests/NavLabCoreTests/SceneFileTests.swift
  return parts.joined(separator: "/") + "/Assets/scenes"
}

func readText(_ path: String) throws -> String {
  let bytes = try AtomicFile.read(path, limit: 1 << 22)
  return String(decoding: bytes, as: UTF8.self)
}

@Suite("Scene files")
struct SceneFileTests {
  static let builtins = ["settings", "feed", "album", "blog", "detail"]

  @Test(
    "Every built-in scene file decodes, re-encodes to the same text and decodes to the same spec",
    arguments: builtins)
  func roundTrip(name: String) throws {
    let text = try readText("\(scenesFolder())/\(name).json")
    let spec = try SceneDecoder.decode(Array(text.utf8), file: "\(name).json", id: name)
    let encoded = SceneEncoder.encode(spec)
    #expect(encoded == text, "the file is not in the encoder's canonical form")
    let again = try SceneDecoder.decode(Array(encoded.utf8), file: "\(name).json", id: name)
    #expect(again == spec)
  }

  @Test(
    "The binary embeds the current scene files (run scripts/embed-scenes after editing)",
    arguments: builtins)
  func embeddedCopyIsFresh(name: String) throws {
    let text = try readText("\(scenesFolder())/\(name).json")
    #expect(BuiltinScenes.files[name].map { $0 + "\n" } == text)
  }

  @Test("The built-in scenes keep the seeds' numbers")
  func seedNumbers() throws {
    let album = try #require(ScreenCatalog.screen(named: "album"))
    #expect(album.header?.height == 280 && album.header?.minHeight == 50)
    #expect(album.statusBarMode == .hideUntilScrolled && album.forcedAppearance == .dark)
    let blog = try #require(ScreenCatalog.screen(named: "blog"))
    #expect(blog.topBar?.parameters == CollapsingTopBarLayout.Parameters.seed)
    let settings = try #require(ScreenCatalog.screen(named: "settings"))
    #expect(settings.rowCount == 30 && settings.sectionPattern.reduce(0, +) == 30)
    #expect(settings.largeTitleMode == .always && settings.listStyle == .insetGrouped)
    #expect(ScreenCatalog.screen(named: "settings", rows: 1000)?.rowCount == 1000)
  }

  static let minimal =
    #"{"title": "T", "kind": "large-title-list", "list": {"sections": [[{"label": "A"}]]}}"#

  @Test("A minimal scene fills in defaults")
  func minimalScene() throws {
    let spec = try SceneDecoder.decode(Array(Self.minimal.utf8), file: "m.json", id: "m")
    #expect(spec.title == "T" && spec.rowCount == 1 && spec.largeTitleMode == .always)
    #expect(spec.statusBarMode == .visible && spec.forcedAppearance == nil && spec.rowHeight == 44)
  }

  static let broken: [(String, String)] = [
    ("{", "s.json: not valid JSON: line 1, column 2: expected a quoted member name"),
    ("[]", "s.json: is an array; expected an object"),
    (#"{"titel": "T"}"#, "s.json: titel: unknown field (known fields:"),
    (
      #"{"title": "T", "kind": "tabs", "list": {}}"#,
      #"s.json: kind: "tabs" is not one of: large-title-list, title-card, album, blog"#
    ),
    (#"{"title": "T", "kind": "album"}"#, "s.json: list: missing (the screen's rows)"),
    (
      #"{"title": "T", "kind": "album", "list": {"sections": []}}"#,
      "s.json: list.sections: missing or empty"
    ),
    (
      #"{"title": "T", "kind": "album", "list": {"sections": [[{"label": "a"}, {"value": "b"}]]}}"#,
      "s.json: list.sections[0][1].label: missing (a string)"
    ),
    (
      #"{"title": "T", "kind": "album", "list": {"sections": [[{"label": "a", "icon": "mauve"}]]}}"#,
      #"s.json: list.sections[0][0].icon: "mauve" is not one of: blue"#
    ),
    (
      #"{"title": "T", "kind": "album", "list": {"rowHeight": -4, "sections": [[{"label": "a"}]]}}"#,
      "s.json: list.rowHeight: -4.0 is out of range 20…400"
    ),
    (
      #"{"title": "T", "kind": "album", "list": {"rows": 2.5, "sections": [[{"label": "a"}]]}}"#,
      "s.json: list.rows: expected a whole number"
    ),
    (
      #"{"title": "T", "kind": "album", "list": {"sections": [[{"label": "a"}]]}, "header": {"top": "brown"}}"#,
      #"s.json: header.top: "brown" is not a colour; write #RRGGBB or #RRGGBBAA"#
    ),
    (
      #"{"title": "T", "kind": "album", "list": {"sections": [[{"label": "a"}]]}, "header": {"height": 100, "minHeight": 200}}"#,
      "s.json: header.minHeight: must not exceed header.height"
    ),
    (
      #"{"title": 7, "kind": "album", "list": {"sections": [[{"label": "a"}]]}}"#,
      "s.json: title: is a number; expected a string"
    ),
  ]

  @Test(
    "Broken scene files are refused with the file, the field path and the problem",
    arguments: 0..<broken.count)
  func brokenScene(index: Int) {
    let (text, expected) = Self.broken[index]
    do {
      _ = try SceneDecoder.decode(Array(text.utf8), file: "s.json", id: "s")
      Issue.record("accepted: \(text)")
    } catch {
      #expect(error.description.hasPrefix(expected), "got: \(error.description)")
    }
  }

  @Test(
    "Hot reload: a good version replaces the root, a broken one keeps the last good scene and shows a banner"
  )
  func hotReloadKeepsLastGood() throws {
    var studio = Studio(Engine(options: EngineOptions(screen: "settings")))
    studio.handle(.scrollTo(offset: 120, animated: false), at: 0)
    studio.advance(to: 0)
    let reloader = SceneReloader(file: "/tmp/my-list.json", rows: nil)
    let good =
      #"{"title": "Mine", "kind": "large-title-list", "list": {"style": "inset-grouped", "sections": [[{"label": "a"}, {"label": "b"}], [{"label": "c"}]], "rows": 40}}"#
    #expect(reloader.apply(Array(good.utf8), to: &studio) == nil)
    #expect(studio.a.top.spec.title == "Mine" && studio.a.top.spec.id == "my-list")
    #expect(studio.a.top.offset == 120, "the reload keeps the scroll position")
    #expect(studio.banner == nil)

    let broken =
      #"{"title": "Mine", "kind": "large-title-list", "list": {"sections": [[{"labl": "a"}]]}}"#
    let error = reloader.apply(Array(broken.utf8), to: &studio)
    #expect(error?.path == "list.sections[0][0].labl")
    #expect(
      studio.a.top.spec.title == "Mine" && studio.a.top.spec.rowCount == 40, "last good scene kept")
    #expect(studio.banner?.contains("list.sections[0][0].labl: unknown field") == true)

    #expect(reloader.apply(Array(good.utf8), to: &studio) == nil)
    #expect(studio.banner == nil, "a good version clears the banner")
  }
}

@Suite("Tuning")
struct TuningTests {
  @Test("Export and import round-trip, with overrides")
  func roundTrip() throws {
    var tuning = Tuning()
    tuning.decelerationRate = 0.99
    tuning.rubberBandConstant = 0.4
    tuning.springStiffness = 250
    tuning.springDampingRatio = 0.8
    tuning.snapsLargeTitle = false
    tuning.headerHeight = 320
    tuning.topBarThreshold = 60
    tuning.statusBarThresholds = StatusBarPolicy.Thresholds(scrolled: 10, pulled: -8)
    let text = TuningFile.encode(tuning)
    #expect(try TuningFile.decode(Array(text.utf8), file: "t.json") == tuning)
    #expect(try TuningFile.decode(Array("{}".utf8), file: "t.json") == Tuning())
  }

  @Test("Bad tuning files name the field")
  func badFiles() {
    for (text, expected) in [
      (#"{"decelerationRate": 2}"#, "t.json: decelerationRate: 2.0 is out of range"),
      (#"{"stiffness": 100}"#, "t.json: stiffness: unknown field"),
      (
        #"{"snapsLargeTitle": "yes"}"#,
        "t.json: snapsLargeTitle: is a string; expected true or false"
      ),
    ] {
      do {
        _ = try TuningFile.decode(Array(text.utf8), file: "t.json")
        Issue.record("accepted \(text)")
      } catch {
        #expect(error.description.hasPrefix(expected), "got \(error.description)")
      }
    }
  }

  @Test("Knobs step, round to their step and clamp to their range")
  func knobs() throws {
    let spec = try #require(ScreenCatalog.screen(named: "album"))
    let rate = try #require(TuningKnob.all.first { $0.name == "deceleration rate" })
    let up = rate.adjusted(Tuning(), spec, steps: 1)
    #expect(abs(up.decelerationRate - 0.9985) < 1e-12)
    #expect(rate.adjusted(Tuning(), spec, steps: 1000).decelerationRate == 0.9995)
    let header = try #require(TuningKnob.all.first { $0.name == "header height" })
    #expect(header.value(Tuning(), spec) == 280)
    #expect(header.adjusted(Tuning(), spec, steps: -10).headerHeight == 180)
  }

  @Test("The tuning panel's keys change the feel: a fast rate shortens a fling to 0.0995 · v")
  func panelChangesFeel() {
    var studio = Studio(Engine(options: EngineOptions(screen: "settings", rows: 2000)))
    studio.handle(.key(KeyChord(key: "p")), at: 0)
    #expect(studio.tuningPanelVisible)
    // The first knob is the deceleration rate; 16 steps down from 0.998 reach 0.99.
    for _ in 0..<16 { studio.handle(.key(KeyChord(key: "left")), at: 0) }
    #expect(abs(studio.a.options.tuning.decelerationRate - 0.99) < 1e-9)
    studio.handle(.key(KeyChord(key: "escape")), at: 0)
    #expect(!studio.tuningPanelVisible)
    studio.handle(.fling(velocity: 2000), at: 0.1)
    for frame in 1...300 { studio.advance(to: 0.1 + Double(frame) / 60) }
    #expect(
      abs(studio.a.top.offset - 0.0995 * 2000) < 1,
      "offset \(studio.a.top.offset) phase \(studio.a.top.scroller.phase)")
  }

  @Test("Tuned status-bar thresholds move the hide-until-scrolled switch")
  func statusThresholds() {
    var tuning = Tuning()
    tuning.statusBarThresholds.scrolled = 50
    var engine = Engine(options: EngineOptions(screen: "album", tuning: tuning))
    engine.handle(.scrollTo(offset: 20, animated: false), at: 0)
    engine.advance(to: 0)
    #expect(engine.frameValues().statusBarHidden)
    engine.handle(.scrollTo(offset: 60, animated: false), at: 0.1)
    engine.advance(to: 0.1)
    #expect(!engine.frameValues().statusBarHidden)
  }
}
