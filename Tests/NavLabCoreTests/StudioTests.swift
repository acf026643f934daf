import DisplayList
import NavGeometry
import ScrollPhysics
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import Plots
@testable import Scripts
@testable import Traces

/// The tuning studio (issue 22): two phones, one input, each its own engine.
@Suite("Tuning studio: two phones side by side")
struct StudioTests {
  /// A fast, springy tuning for B, far from stock on every physics knob.
  static var soft: Tuning {
    var tuning = Tuning()
    tuning.decelerationRate = 0.99
    tuning.rubberBandConstant = 0.3
    tuning.springStiffness = 120
    tuning.springDampingRatio = 0.6
    tuning.statusBarThresholds = StatusBarPolicy.Thresholds(scrolled: 40, pulled: -20)
    return tuning
  }

  /// A drag released upwards at speed, then a pull past the top, on a long list.
  static let gestures = """
    {"events": [
      {"t": 0, "type": "down", "x": 200, "y": 600},
      {"t": 30, "type": "move", "x": 200, "y": 560},
      {"t": 60, "type": "move", "x": 200, "y": 480},
      {"t": 90, "type": "move", "x": 200, "y": 380},
      {"t": 100, "type": "up", "x": 200, "y": 360},
      {"t": 1500, "type": "key", "key": "d"},
      {"t": 2000, "type": "scroll_to", "offset": 0, "animated": false},
      {"t": 2100, "type": "down", "x": 200, "y": 300},
      {"t": 2200, "type": "move", "x": 200, "y": 450},
      {"t": 2300, "type": "up", "x": 200, "y": 460},
      {"t": 2400, "type": "wheel", "dy": -3, "precise": false}
    ]}
    """

  @Test("A in a studio with B gives, frame for frame, the trace A gives alone: B never leaks in")
  func aIsUntouchedByB() throws {
    let parsed = try script(Self.gestures)
    let options = EngineOptions(screen: "settings", rows: 200)
    var alone = ScriptPlayer(engine: Engine(options: options), script: parsed, fps: 60)
    var both = ScriptPlayer(
      studio: Studio(options: options, compare: Self.soft), script: parsed, fps: 60)
    var shots: [String] = []
    var mismatches: [Int] = []
    var differed = 0
    for frame in 0..<200 {
      alone.step(frame: frame, screenshots: &shots)
      both.step(frame: frame, screenshots: &shots)
      let a = both.studio.takeFrameValues()
      if a != alone.studio.takeFrameValues() { mismatches.append(frame) }
      let taken = both.studio.takeFrameValuesB()
      let b = try #require(taken)
      if abs(a.offset - b.offset) > 1 { differed += 1 }
    }
    #expect(mismatches.isEmpty, "A differs from A alone at frames \(mismatches)")
    #expect(differed > 50, "B's tuning changes B's motion")
    #expect(both.studio.a.appearance == .dark && both.studio.b?.appearance == .dark)
  }

  @Test(
    "Deterministic: the same script into two compared studios gives the same B, frame for frame")
  func deterministic() throws {
    let parsed = try script(Self.gestures)
    let options = EngineOptions(screen: "album", rows: 200)
    var first = ScriptPlayer(
      studio: Studio(options: options, compare: Self.soft), script: parsed, fps: 60)
    var second = ScriptPlayer(
      studio: Studio(options: options, compare: Self.soft), script: parsed, fps: 90)
    var shots: [String] = []
    var firstRows: [FrameValues?] = []
    for frame in 0..<180 {
      first.step(frame: frame, screenshots: &shots)
      _ = first.studio.takeFrameValues()
      firstRows.append(first.studio.takeFrameValuesB())
    }
    var again = ScriptPlayer(
      studio: Studio(options: options, compare: Self.soft), script: parsed, fps: 60)
    for frame in 0..<180 {
      again.step(frame: frame, screenshots: &shots)
      _ = again.studio.takeFrameValues()
      #expect(again.studio.takeFrameValuesB() == firstRows[frame], "frame \(frame)")
    }
    // At 90 fps B still rests where it rested at 60 (the decay is closed-form).
    for frame in 0..<270 { second.step(frame: frame, screenshots: &shots) }
    #expect(abs(second.studio.b!.top.offset - again.studio.b!.top.offset) < 0.5)
  }

  @Test("Whether B is shown follows B: set, changed in place, removed")
  func comparingFollowsB() {
    var studio = Studio(options: EngineOptions(screen: "settings"))
    #expect(!studio.isComparing && studio.size == studio.a.device.size)
    studio.b?.overlay.isVisible = true  // nothing to change in place
    #expect(!studio.isComparing)
    studio = Studio(options: EngineOptions(screen: "settings"), compare: Self.soft)
    #expect(studio.isComparing && studio.size.width > 2 * studio.a.device.size.width)
    studio.b?.overlay.isVisible = true
    #expect(studio.isComparing && studio.b?.overlay.isVisible == true)
    studio.b = nil
    #expect(!studio.isComparing && studio.size == studio.a.device.size)
  }

  @Test("The tuning panel tunes B when comparing; A keeps stock")
  func panelTunesB() {
    var studio = Studio(options: EngineOptions(screen: "settings"), compare: Self.soft)
    for (index, key) in ["p", "right", "down", "down", "left", "escape"].enumerated() {
      studio.handle(.key(KeyChord(key: key)), at: Double(index) * 0.01)
    }
    #expect(studio.a.options.tuning == Tuning())
    // The first knob (rate) one step up from 0.99; the third (stiffness) one step down.
    #expect(abs(studio.b!.options.tuning.decelerationRate - 0.9905) < 1e-12)
    #expect(studio.b!.options.tuning.springStiffness == 110)
    #expect(studio.tuned.options.tuning == studio.b!.options.tuning)
  }

  @Test("Each phone flings by its own rate: 0.4995 · v (0.998) and 0.0995 · v (0.99)")
  func independentFlings() {
    var studio = Studio(options: EngineOptions(screen: "settings", rows: 2000), compare: Self.soft)
    studio.handle(.fling(velocity: 2000), at: 0)
    for frame in 1...400 { studio.advance(to: Double(frame) / 60) }
    #expect(abs(studio.a.top.offset - 0.4995 * 2000) < 1)
    #expect(abs(studio.b!.top.offset - 0.0995 * 2000) < 1)
  }

  @Test("Status-bar thresholds are B's own: at 20 pt scrolled A hides nothing, B still hides")
  func independentThresholds() {
    var options = EngineOptions(screen: "settings", rows: 200)
    options.statusBarMode = .hideUntilScrolled
    var studio = Studio(options: options, compare: Self.soft)
    studio.handle(.scrollTo(offset: 20, animated: false), at: 0)
    studio.advance(to: 0)
    // Seed 002 hides while scrolled < 3; B's tuning moved that to 40.
    #expect(!studio.a.frameValues().statusBarHidden)
    #expect(studio.b!.frameValues().statusBarHidden)
  }

  @Test("Keys reach both phones alike; window keys reach neither and act once")
  func keysReachBoth() {
    var studio = Studio(options: EngineOptions(screen: "settings"), compare: Self.soft)
    studio.advance(to: 0)
    studio.handle(.key(KeyChord(key: "d")), at: 0.1)
    studio.handle(.key(KeyChord(key: "3")), at: 0.2)
    studio.handle(.key(KeyChord(key: "m")), at: 0.3)
    #expect(studio.a.appearance == .dark && studio.b!.appearance == .dark)
    #expect(studio.a.top.spec.id == "album" && studio.b!.top.spec.id == "album")
    // M: the preset after the 15 Pro in Device.all, smallest first.
    #expect(studio.a.device == studio.b!.device && studio.a.device.name == "iPhone 16")
    #expect(studio.requests.contains(.deviceChanged))
    #expect(studio.toast?.text == "iPhone 16")
    studio.handle(.key(KeyChord(key: "t", control: true)), at: 0.4)
    #expect(studio.slowMotion)
    studio.handle(.key(KeyChord(key: "h")), at: 0.5)
    #expect(studio.hudVisible)
  }

  @Test("Slow motion slows both phones alike: 1 s of wall time is 0.1 s of studio time")
  func slowMotionIsShared() {
    var studio = Studio(options: EngineOptions(screen: "settings", rows: 2000), compare: Self.soft)
    studio.advance(to: 0)
    studio.handle(.key(KeyChord(key: "t", control: true)), at: 0)
    for step in 1...10 { studio.advance(to: Double(step) / 10) }
    #expect(close(studio.time, 0.1) && close(studio.a.time, 0.1) && close(studio.b!.time, 0.1))
  }

  @Test("A point over B is the same phone point as over A; the gap's halves go to the nearer")
  func pointerMapping() {
    let studio = Studio(options: EngineOptions(screen: "settings"), compare: Tuning())
    let width = Device.iPhone15Pro.size.width  // 393
    #expect(studio.size == Size(width: 2 * width + 24, height: Device.iPhone15Pro.size.height + 30))
    #expect(studio.origin(ofPhone: 1) == Point(x: 417, y: 0))
    #expect(studio.phonePoint(Point(x: 100, y: 50)) == Point(x: 100, y: 50))
    #expect(studio.phonePoint(Point(x: 417 + 100, y: 50)) == Point(x: 100, y: 50))
    #expect(studio.phonePoint(Point(x: 400, y: 50)) == Point(x: 400, y: 50))
    #expect(studio.phonePoint(Point(x: 410, y: 50)) == Point(x: -7, y: 50))
    let single = Studio(Engine(options: EngineOptions()))
    #expect(single.size == Device.iPhone15Pro.size)
    #expect(single.phonePoint(Point(x: 500, y: 5)) == Point(x: 500, y: 5))
  }

  @Test("The frame paints B's phone 417 pt to the right of A's, and captions under both")
  func sideBySidePainting() {
    var studio = Studio(
      options: EngineOptions(screen: "settings"), compare: Self.soft,
      names: ("A · stock", "B · soft.json"))
    studio.advance(to: 0)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(studio, into: &list)
    #expect(list.size == studio.size)
    var alone = DisplayList()
    painter.paint(studio.a, into: &alone)
    let titles = list.commands.compactMap { command -> Double? in
      if case .text("Settings", _, _, let x, _, _, _, _) = command { return x }
      return nil
    }
    let aloneTitles = alone.commands.compactMap { command -> Double? in
      if case .text("Settings", _, _, let x, _, _, _, _) = command { return x }
      return nil
    }
    #expect(titles.count == 2 * aloneTitles.count && !aloneTitles.isEmpty)
    #expect(titles.contains(aloneTitles[0]) && titles.contains(aloneTitles[0] + 417))
    #expect(texts(list).contains("A · stock") && texts(list).contains("B · soft.json"))
    // The panel shows once, over B.
    studio.handle(.key(KeyChord(key: "p")), at: 0.1)
    painter.paint(studio, into: &list)
    let panelTitles = list.commands.compactMap { command -> Double? in
      if case .text(let text, _, _, let x, _, _, _, _) = command, text.hasPrefix("Tuning") {
        return x
      }
      return nil
    }
    #expect(panelTitles.count == 1 && panelTitles[0] > 417)
  }

  @Test("The trace gains one _b column per number column, after all of A's, with B's numbers")
  func traceColumns() {
    let header = TraceFormatter.header(compared: true)
    let names = header.dropLast().split(separator: ",").map(String.init)
    #expect(Array(names.prefix(TraceFormatter.columns.count)) == TraceFormatter.columns)
    let added = Array(names.dropFirst(TraceFormatter.columns.count))
    let text: Set = ["frame", "t_ms", "phase", "status_bar_style", "refresh_state"]
    #expect(added == TraceFormatter.columns.filter { !text.contains($0) }.map { $0 + "_b" })
    #expect(TraceFormatter.header(compared: false) == TraceFormatter.header)

    var a = FrameValues()
    a.offset = 12.5
    var b = FrameValues()
    b.offset = -3.25
    b.velocity = 400
    b.statusBarHidden = true
    b.headerHeight = 300
    b.flingVelocity = 1500
    var line = ""
    TraceFormatter.row(frame: 3, timeMilliseconds: 50, values: a, compared: b, into: &line)
    let cells = line.dropLast().split(separator: ",", omittingEmptySubsequences: false).map(
      String.init)
    #expect(cells.count == names.count)
    let row = Dictionary(uniqueKeysWithValues: zip(names, cells))
    #expect(row["offset"] == "12.500" && row["offset_b"] == "-3.250")
    #expect(row["velocity_b"] == "400.000" && row["status_bar_hidden_b"] == "1")
    #expect(row["header_height_b"] == "300.000" && row["fling_velocity_b"] == "1500.000")
    #expect(row["large_title_scale_b"] == "" && row["bottom_search_y_b"] == "")
  }

  @Test(
    "Every built-in screen and both designs run compared: B's frame is A's with B's tuning",
    arguments: ScreenCatalog.names)
  func everyScreen(screen: String) {
    for design in [Design.ios18, .ios26] {
      var options = EngineOptions(screen: screen, rows: 200)
      options.design = design
      var studio = Studio(options: options, compare: Self.soft)
      var aloneOptions = options
      aloneOptions.tuning = Self.soft
      var alone = Studio(Engine(options: aloneOptions))
      for (index, event) in [
        InputEvent.pointerDown(x: 200, y: 600), .pointerMove(x: 200, y: 400),
        .pointerUp(x: 200, y: 380), .key(KeyChord(key: "return")),
      ].enumerated() {
        studio.handle(event, at: Double(index) * 0.05)
        alone.handle(event, at: Double(index) * 0.05)
      }
      for frame in 1...120 {
        studio.advance(to: Double(frame) / 60)
        alone.advance(to: Double(frame) / 60)
        #expect(studio.b!.frameValues() == alone.a.frameValues(), "\(screen) frame \(frame)")
      }
      var painter = FramePainter()
      var list = DisplayList()
      painter.paint(studio, into: &list)
      #expect(list.size.width == 2 * studio.device.size.width + Studio.gap)
    }
  }

  @Test(
    "plot --compare: each fling rests by its rate, into one edge both reach, each spring its own")
  func flingComparison() throws {
    let comparison = FlingComparison(
      velocity: 2000, a: Tuning(), b: Self.soft, names: ["stock", "soft.json"])
    // 0.4995 · 2000 and 0.0995 · 2000; the edge: 0.75 · 199 rounded to 10 pt.
    #expect(abs(comparison.a.restingOffset - 999) < 0.5)
    #expect(abs(comparison.b.restingOffset - 199) < 0.5)
    #expect(comparison.a.edge == 150 && comparison.b.edge == 150)
    for curve in [comparison.a, comparison.b] {
      let peak = try #require(curve.bounceOffset.max { $0.y < $1.y })
      #expect(peak.y > 150, "both flings pass the edge")
      let after = curve.bounceOffset.filter { $0.x > peak.x }.map(\.y)
      let lowest = try #require(after.min())
      // Stock's spring (ζ 1) comes back without crossing the edge; B's (ζ 0.6) swings past it.
      if curve == comparison.a {
        #expect(lowest > 150 - 0.5)
      } else {
        #expect(lowest < 150 - 1)
      }
    }
    let ids = comparison.panels.flatMap { $0.series.map(\.id) }
    #expect(ids.contains("fling_offset.a") && ids.contains("fling_offset.bounce.b"))
    #expect(comparison.panels[0].series.filter(\.isDashed).count == 3)  // B's two, the edge
  }

  @Test(
    "Random input into two phones: both stay bounded, A's tuning only ever moves by F",
    arguments: ScreenCatalog.names)
  func randomStreams(screen: String) {
    var generator = SeededGenerator(state: UInt64(screen.utf8.count) &* 7919)
    var studio = Studio(options: EngineOptions(screen: screen, rows: 300), compare: Self.soft)
    var fast = Tuning()
    fast.decelerationRate = 0.99
    var time = 0.0
    var painter = FramePainter()
    var list = DisplayList()
    for index in 0..<(EngineInvariantTests.eventsPerScreen / 5) {
      time += EngineInvariantTests.randomStep(&generator)
      studio.handle(EngineInvariantTests.randomEvent(&generator), at: time)
      studio.requests = []
      if index % 4 == 0 {
        studio.advance(to: time)
        EngineInvariantTests.checkBounded(studio.a, "\(screen) A event \(index)")
        EngineInvariantTests.checkBounded(studio.b!, "\(screen) B event \(index)")
        let a = studio.a.options.tuning
        #expect(a == Tuning() || a == fast, "\(screen) event \(index): A's tuning moved")
        // Keys change both alike; taps may not (the same point can be a row on A, a field on B).
        #expect(studio.a.device == studio.b!.device && studio.a.appearance == studio.b!.appearance)
      }
      if index % 500 == 0 { painter.paint(studio, into: &list) }
    }
  }
}
