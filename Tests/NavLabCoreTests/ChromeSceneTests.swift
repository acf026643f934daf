import DisplayList
import Foundation
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import ScreenModel
@testable import Traces
@testable import TuningExport

/// Issue 14's chrome through the engine: scene fields, snapping and trace columns, with the
/// built-in Settings scene (`Assets/scenes/settings.json`), which declares all three.
@Suite("Scroll-driven chrome in the engine")
struct ChromeSceneTests {
  static func settingsScene() throws -> ScreenSpec {
    try #require(ScreenCatalog.screen(named: "settings"))
  }

  static func engine(device: Device = .iPhone15Pro) throws -> Engine {
    var engine = Engine(options: EngineOptions(device: device, scene: try settingsScene()))
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

  @Test("Built-in Settings has a search field, refresh and tab bar; content starts 52 pt lower")
  func settingsChrome() throws {
    let spec = try Self.settingsScene()
    #expect(spec.search?.placeholder == "Search" && spec.refresh?.duration == 1.5)
    #expect(spec.tabBar?.items.map(\.label) == ["Settings", "Apple ID", "Search"])
    let engine = try Self.engine()
    // 54 status bar + 44 bar + 52 large title + 52 search strip.
    #expect(engine.top.contentTopAtRest == 202)
    #expect(engine.top.scroller.snapZones == [0...52, 52...104])
    let values = engine.frameValues()
    #expect(values.searchFieldHeight == 36 && values.searchFieldAlpha == 1)
    // The default screen is this one.
    #expect(makeEngine().frameValues().searchFieldHeight == 36)
    // Without its search field, the same scene's content starts 52 pt higher; without a
    // large title either, the bar is the 44 pt compact one.
    var plain = spec
    plain.search = nil
    #expect(Engine(options: EngineOptions(scene: plain)).top.contentTopAtRest == 202 - 52)
    #expect(Engine(options: EngineOptions(scene: plain)).frameValues().searchFieldHeight == nil)
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
    // …, tab_bar_minimized (empty in iOS 18), search_focus 0, bottom_search_y (empty).
    #expect(line.hasSuffix(",18.000,0.5000,idle,0.0000,1.0000,,0.0000,\n"))
    #expect(
      TraceFormatter.columns.suffix(8) == [
        "search_field_height", "search_field_alpha", "refresh_state", "refresh_progress",
        "tab_bar_alpha", "tab_bar_minimized", "search_focus", "bottom_search_y",
      ])
  }

  @Test(
    "Pull to refresh: starts at 100 pt of pull, holds 60 pt down for 1.5 s, then springs back"
  )
  func refresh() throws {
    var engine = try Self.engine()
    #expect(engine.top.spec.refresh?.duration == 1.5)
    // A slow pull of 400 pt of finger travel (the band turns it into more than 100 pt).
    engine.handle(.pointerDown(x: 200, y: 200), at: 0.1)
    var start: Double?
    for step in 1...40 {
      let time = 0.1 + Double(step) / 60
      engine.handle(.pointerMove(x: 200, y: 200 + 10 * Double(step)), at: time)
      if start == nil, engine.top.refresh?.phase == .refreshing {
        start = time
        // It started on the event that first pulled 100 pt or more.
        #expect(-engine.top.offset >= 100)
      }
      if start == nil { #expect(-engine.top.offset < 100) }
    }
    let began = try #require(start)
    #expect(engine.top.refresh?.startTime == began)
    engine.handle(.pointerMove(x: 200, y: 600), at: 1.0)
    engine.handle(.pointerUp(x: 200, y: 600), at: 1.05)
    var time = 1.05
    while time < began + 1.5 - 0.02 {
      time += 1.0 / 60
      engine.advance(to: time)
    }
    // Held at the spinner's 60 pt until the refresh ends.
    #expect(abs(engine.top.offset + 60) < 0.01)
    var values = engine.frameValues()
    #expect(values.refreshState == "refreshing" && values.refreshProgress == 0.6)
    engine.advance(to: began + 1.5 + 0.05)
    #expect(engine.top.offset > -60 + 0.01)
    #expect(engine.top.refresh?.phase == .done)
    engine.advance(to: began + 4)
    values = engine.frameValues()
    #expect(engine.top.offset == 0 && values.refreshState == "idle")
    #expect(engine.top.scroller.leadingEdge == 0)
  }

  @Test("The refresh's spring back starts at its exact end, whatever the frame rate")
  func refreshDeterministic() throws {
    func run(fps: Double) throws -> (Double, Double) {
      var engine = try Self.engine()
      engine.handle(.pointerDown(x: 200, y: 200), at: 0.1)
      engine.handle(.pointerMove(x: 200, y: 210), at: 0.15)
      engine.handle(.pointerMove(x: 200, y: 700), at: 0.4)
      engine.handle(.pointerUp(x: 200, y: 700), at: 1.0)
      var time = 1.0
      while time + 1 / fps < 2.1 {
        time += 1 / fps
        engine.advance(to: time)
      }
      // Just after the spring back that starts 1.5 s after the refresh did.
      engine.advance(to: 2.1)
      return (engine.top.offset, engine.top.refresh?.startTime ?? -1)
    }
    let a = try run(fps: 60)
    let b = try run(fps: 13)
    #expect(a.1 == b.1)
    #expect(abs(a.0 - b.0) < 1e-9 && a.0 > -60 && a.0 < 0, "\(a) \(b)")
  }

  @Test("Tab bar: the list ends above its 49 pt; material until the content's end shows")
  func tabBar() throws {
    var engine = try Self.engine()
    let plain = Engine(
      options: EngineOptions(
        scene: { () -> ScreenSpec in
          var spec = try! Self.settingsScene()
          spec.tabBar = nil
          return spec
        }()))
    #expect(engine.top.scroller.maxOffset == plain.top.scroller.maxOffset + 49)
    #expect(engine.frameValues().tabBarAlpha == 1)
    let end = engine.top.scroller.maxOffset
    engine.handle(.scrollTo(offset: end - 5, animated: false), at: 0.1)
    #expect(engine.frameValues().tabBarAlpha == 0.5)
    engine.handle(.scrollTo(offset: end, animated: false), at: 0.2)
    #expect(engine.frameValues().tabBarAlpha == 0)
  }

  @Test("Tapping another tab shows its own screen; back on the first, a tap scrolls to the top")
  func tabTaps() throws {
    var engine = try Self.engine()
    engine.handle(.scrollTo(offset: 600, animated: false), at: 0.1)
    // The second of three tabs on the 393 pt wide 15 Pro: Apple ID, a screen of its own.
    engine.handle(.pointerDown(x: 196, y: 800), at: 0.2)
    engine.handle(.pointerUp(x: 196, y: 800), at: 0.25)
    #expect(engine.selectedTab == 1 && engine.top.selectedTab == 1)
    #expect(engine.top.spec.title == "Apple ID" && engine.top.offset == 0)
    // Back on Settings, its list is where it was left.
    engine.handle(.pointerDown(x: 60, y: 800), at: 0.3)
    engine.handle(.pointerUp(x: 60, y: 800), at: 0.35)
    #expect(engine.top.spec.title == "Settings" && engine.top.offset == 600)
    // A tap on the selected tab at its root scrolls to the top.
    engine.handle(.pointerDown(x: 60, y: 800), at: 0.5)
    engine.handle(.pointerUp(x: 60, y: 800), at: 0.55)
    #expect(engine.top.scroller.phase == .animating)
    // A scroll to the top takes 0.5 to 1 s (longer for longer distances).
    var time = 0.55
    while time < 2 {
      time += 0.1
      engine.advance(to: time)
    }
    #expect(engine.top.offset == 0 && engine.stack.count == 1)
  }

  @Test("Tapping the field focuses it; keys type into it; Cancel or Escape end the search")
  func focus() throws {
    var engine = try Self.engine()
    // The field: 16…377 × 158…194 on the 15 Pro.
    engine.handle(.pointerDown(x: 100, y: 176), at: 0.1)
    engine.handle(.pointerUp(x: 100, y: 176), at: 0.15)
    #expect(engine.top.isSearching)
    engine.advance(to: 0.35)
    let half = try #require(engine.top.searchField(device: engine.device))
    #expect(half.focus > 0.5 && half.focus < 1)
    engine.advance(to: 0.5)
    let field = try #require(engine.top.searchField(device: engine.device))
    #expect(field.focus == 1 && field.fieldFrame.minY == 62 && field.fieldFrame.width == 294)
    let appearance = engine.appearance
    for key in ["w", "i", "d", "i", "space", "backspace", "backspace"] {
      engine.handle(.key(KeyChord(key: key)), at: 0.6)
    }
    engine.handle(.key(KeyChord(key: "x", shift: true)), at: 0.6)
    #expect(engine.top.searchText == "widX" && engine.top.searchTextWithCaret == "widX|")
    // "d" typed a letter instead of switching to dark mode.
    #expect(engine.appearance == appearance)
    // Taps on the covered list push nothing.
    engine.handle(.pointerDown(x: 200, y: 400), at: 0.7)
    engine.handle(.pointerUp(x: 200, y: 400), at: 0.75)
    #expect(engine.stack.count == 1 && engine.top.isSearching)
    // Cancel: 310…377 beside the field.
    engine.handle(.pointerDown(x: 340, y: 80), at: 0.8)
    engine.handle(.pointerUp(x: 340, y: 80), at: 0.85)
    #expect(!engine.top.isSearching && engine.top.searchText.isEmpty)
    engine.advance(to: 1.2)
    #expect(engine.top.searchField(device: engine.device)?.focus == 0)
    // Escape ends a search too.
    engine.handle(.pointerDown(x: 100, y: 176), at: 1.3)
    engine.handle(.pointerUp(x: 100, y: 176), at: 1.35)
    engine.handle(.key(KeyChord(key: "escape")), at: 1.5)
    #expect(!engine.top.isSearching)
  }

  /// Settings in iOS 26's design (the `design` scene field).
  static func ios26Engine() throws -> Engine {
    var spec = try settingsScene()
    spec.design = .ios26
    var engine = Engine(options: EngineOptions(scene: spec))
    engine.advance(to: 0)
    return engine
  }

  @Test("iOS 26: the tab bar minimizes after 10 pt of scrolling down, expands after 10 pt up")
  func minimize() throws {
    var engine = try Self.ios26Engine()
    #expect(engine.top.design == .ios26)
    #expect(engine.frameValues().tabBarMinimized == 0)
    engine.handle(.pointerDown(x: 200, y: 600), at: 0.1)
    engine.handle(.pointerMove(x: 200, y: 597), at: 0.11)
    // 9 pt of content movement: not yet.
    engine.handle(.pointerMove(x: 200, y: 589), at: 0.2)
    #expect(engine.top.tabBarMinimize.target == 0)
    engine.handle(.pointerMove(x: 200, y: 400), at: 0.4)
    #expect(engine.top.tabBarMinimize.target == 1)
    engine.advance(to: 0.55)
    #expect(abs(engine.frameValues().tabBarMinimized! - 0.5) < 1e-9)
    engine.advance(to: 0.8)
    #expect(engine.frameValues().tabBarMinimized == 1)
    // Back up by 9 pt from the furthest point: still minimized; by 10: expanding.
    engine.handle(.pointerMove(x: 200, y: 409), at: 0.9)
    #expect(engine.top.tabBarMinimize.target == 1)
    engine.handle(.pointerMove(x: 200, y: 410), at: 1.0)
    #expect(engine.top.tabBarMinimize.target == 0)
  }

  @Test("Tuning: the tab bar's minimize threshold from the panel's knob and the tuning file")
  func minimizeTuning() throws {
    let knob = try #require(TuningKnob.all.first { $0.name == "tab bar minimize after" })
    let tuning = knob.adjusted(Tuning(), try Self.settingsScene(), steps: 6)
    #expect(tuning.tabBarMinimizeThreshold == 40)
    let text = TuningFile.encode(tuning)
    #expect(text.contains("\"tabBarMinimizeThreshold\": 40"))
    #expect(try TuningFile.decode(Array(text.utf8), file: "t.json") == tuning)
    #expect(!TuningFile.encode(Tuning()).contains("tabBar"))
    var spec = try Self.settingsScene()
    spec.design = .ios26
    var engine = Engine(options: EngineOptions(tuning: tuning, scene: spec))
    engine.advance(to: 0)
    engine.handle(.pointerDown(x: 200, y: 600), at: 0.1)
    engine.handle(.pointerMove(x: 200, y: 597), at: 0.11)
    // 39 pt of content movement: not yet; 40: minimizing.
    engine.handle(.pointerMove(x: 200, y: 559), at: 0.2)
    #expect(engine.top.tabBarMinimize.target == 0)
    engine.handle(.pointerMove(x: 200, y: 558), at: 0.3)
    #expect(engine.top.tabBarMinimize.target == 1)
  }

  @Test("--design overrides the scene; G toggles; iOS 18 has no floating bar")
  func designSwitch() throws {
    var engine = try Self.ios26Engine()
    #expect(engine.top.floatingTabBar(device: engine.device) != nil)
    engine.handle(.key(KeyChord(key: "g")), at: 0.1)
    #expect(engine.top.design == .ios18 && engine.options.design == .ios18)
    #expect(engine.top.floatingTabBar(device: engine.device) == nil)
    #expect(engine.frameValues().tabBarMinimized == nil)
    var options = EngineOptions(scene: try Self.settingsScene())
    options.design = .ios26
    #expect(Engine(options: options).top.design == .ios26)
  }

  @Test("A screen pushed from an iOS 26 scene keeps its design")
  func pushedDesign() throws {
    var engine = try Self.ios26Engine()
    engine.push(fromRow: 2, time: 0.1)
    #expect(engine.stack.count == 2 && engine.top.design == .ios26)
  }

  @Test("A tap on the minimized bar expands it; expanded, taps select tabs")
  func floatingTaps() throws {
    var engine = try Self.ios26Engine()
    engine.handle(.scrollTo(offset: 400, animated: false), at: 0.1)
    engine.advance(to: 0.6)
    #expect(engine.frameValues().tabBarMinimized == 1)
    engine.handle(.pointerDown(x: 50, y: 800), at: 0.7)
    engine.handle(.pointerUp(x: 50, y: 800), at: 0.75)
    #expect(engine.top.tabBarMinimize.target == 0 && engine.top.selectedTab == 0)
    engine.advance(to: 1.2)
    engine.handle(.pointerDown(x: 330, y: 800), at: 1.3)
    engine.handle(.pointerUp(x: 330, y: 800), at: 1.35)
    #expect(engine.top.selectedTab == 2)
  }

  @Test("Tuning: refresh trigger and hold from the panel's knobs and the tuning file")
  func refreshTuning() throws {
    var tuning = Tuning()
    let trigger = try #require(TuningKnob.all.first { $0.name == "refresh trigger" })
    let hold = try #require(TuningKnob.all.first { $0.name == "refresh hold" })
    tuning = trigger.adjusted(tuning, try Self.settingsScene(), steps: 4)
    tuning = hold.adjusted(tuning, try Self.settingsScene(), steps: -4)
    #expect(tuning.refreshTrigger == 120 && tuning.refreshHold == 40)
    let text = TuningFile.encode(tuning)
    #expect(text.contains("\"refreshTrigger\": 120") && text.contains("\"refreshHold\": 40"))
    #expect(try TuningFile.decode(Array(text.utf8), file: "t.json") == tuning)
    #expect(!TuningFile.encode(Tuning()).contains("refresh"))
    var engine = Engine(options: EngineOptions(tuning: tuning, scene: try Self.settingsScene()))
    engine.advance(to: 0)
    #expect(engine.top.refresh?.trigger == 120 && engine.top.refresh?.hold == 40)
    engine.handle(.pointerDown(x: 200, y: 200), at: 0.1)
    engine.handle(.pointerMove(x: 200, y: 210), at: 0.15)
    engine.handle(.pointerMove(x: 200, y: 700), at: 0.4)
    engine.handle(.pointerUp(x: 200, y: 700), at: 0.9)
    var time = 0.9
    while time < 1.5 {
      time += 1.0 / 60
      engine.advance(to: time)
    }
    #expect(engine.top.refresh?.phase == .refreshing)
    #expect(abs(engine.top.offset + 40) < 0.01)
  }

  @Test("Search placement bottom: iOS 26 moves it to the bottom, iOS 18 keeps the strip")
  func bottomSearch() throws {
    var spec = try Self.settingsScene()
    spec.search?.placement = .bottom
    spec.design = .ios26
    var engine = Engine(options: EngineOptions(scene: spec))
    engine.advance(to: 0)
    // No strip: 54 + 44 + 52, and iOS 26's bar sits 5.67 pt lower (issue 31).
    #expect(
      abs(engine.top.contentTopAtRest - (150 + Device.ios26NavigationBarDrop)) < 1e-9
        && engine.top.searchField(device: engine.device) == nil)
    #expect(engine.top.scroller.snapZones == [0...52])
    let bottom = try #require(engine.top.bottomSearch(device: engine.device))
    #expect(bottom.isTab && engine.top.floatingTabBar(device: engine.device)?.frame.width == 283)
    var options = EngineOptions(scene: spec)
    options.design = .ios18
    let ios18 = Engine(options: options)
    #expect(
      ios18.top.contentTopAtRest == 202 && ios18.top.bottomSearch(device: ios18.device) == nil)
    // Round trip of the placement field.
    let text = SceneEncoder.encode(spec)
    #expect(text.contains("\"placement\": \"bottom\""))
    #expect(try SceneDecoder.decode(Array(text.utf8), file: "x.json", id: spec.id) == spec)
  }

  @Test(
    "Bad search fields are refused with their path",
    arguments: [
      (#""search": {"placeholder": 3}"#, "search.placeholder"),
      (#""search": {"hint": "x"}"#, "search.hint"),
      (#""search": {"placement": "middle"}"#, "search.placement"),
      (#""search": true"#, "search"),
      (#""refresh": {"duration": 0}"#, "refresh.duration"),
      (#""refresh": {"duration": "1"}"#, "refresh.duration"),
      (#""refresh": {"delay": 1}"#, "refresh.delay"),
      (#""design": "ios27""#, "design"),
      (#""scrollEdge": "medium""#, "scrollEdge"),
      (#""tabBar": {"items": [{"label": "a", "glyph": "gear"}]}"#, "tabBar.items"),
      (
        #""tabBar": {"items": [{"label": "a", "glyph": "gear"}, {"label": "b", "glyph": "nope"}]}"#,
        "tabBar.items[1].glyph"
      ),
      (
        #""tabBar": {"items": [{"label": "a", "glyph": "gear"}, {"glyph": "gear"}]}"#,
        "tabBar.items[1].label"
      ),
      (
        #""tabBar": {"items": [{"label": "a", "glyph": "gear"}, {"label": "b", "glyph": "gear"}], "selected": 2}"#,
        "tabBar.selected"
      ),
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

  @Test("A search field needs a navigation bar: refused with a collapsing top bar, named")
  func searchOnBlog() {
    let json =
      #"{"title": "T", "kind": "blog", "search": {}, "#
      + #""list": {"sections": [[{"label": "a"}]]}}"#
    do {
      _ = try SceneDecoder.decode(Array(json.utf8), file: "s.json", id: "s")
      Issue.record("accepted")
    } catch {
      #expect(error.path == "search" && error.problem.contains("topBar"))
    }
  }

  @Test("Settings, with its chrome, re-encodes to a spec that decodes the same")
  func roundTrip() throws {
    let spec = try Self.settingsScene()
    let text = SceneEncoder.encode(spec)
    let again = try SceneDecoder.decode(Array(text.utf8), file: "x.json", id: spec.id)
    #expect(again == spec)
  }
}
