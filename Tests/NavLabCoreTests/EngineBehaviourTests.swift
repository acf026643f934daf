import DisplayList
import NavGeometry
import ScrollPhysics
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import Scripts

@Suite("Engine behaviour")
struct EngineBehaviourTests {
  static let busyScript = #"""
    {"events": [
      {"t": 0, "type": "down", "x": 200, "y": 600},
      {"t": 16, "type": "move", "x": 200, "y": 560},
      {"t": 33, "type": "move", "x": 200, "y": 500},
      {"t": 50, "type": "move", "x": 200, "y": 420},
      {"t": 66, "type": "up", "x": 200, "y": 380},
      {"t": 900, "type": "fling", "velocity": -1500},
      {"t": 1400, "type": "wheel", "dy": -3.5, "precise": true},
      {"t": 1416, "type": "wheel", "dy": -4, "precise": true},
      {"t": 1432, "type": "wheel", "dy": -2, "precise": true},
      {"t": 1800, "type": "key", "key": "d"},
      {"t": 1900, "type": "key", "key": "s"},
      {"t": 2000, "type": "key", "key": "pagedown"},
      {"t": 2500, "type": "key", "key": "2"},
      {"t": 2600, "type": "fling", "velocity": 2500}
    ]}
    """#

  @Test("The same script gives byte-identical traces")
  func determinism() throws {
    let parsed = try script(Self.busyScript)
    var first = ScriptPlayer(engine: makeEngine(), script: parsed, fps: 60)
    var second = ScriptPlayer(engine: makeEngine(), script: parsed, fps: 60)
    let frames = first.defaultFrameCount
    #expect(frames == Int(((2.6 + 1.5) * 60).rounded(.up)) + 1)
    let a = traceText(&first, frames: frames)
    let b = traceText(&second, frames: frames)
    #expect(a == b)
    let rows = a.split(separator: "\n")
    #expect(rows.count == frames + 1)
    // The script really exercised the engine: drags, momentum, keys.
    #expect(a.contains(",dragging,"))
    #expect(a.contains(",decelerating,"))
    #expect(rows.contains { $0.split(separator: ",", omittingEmptySubsequences: false)[16] != "" })
    #expect(first.engine.appearance == .dark)
    #expect(first.engine.options.screen == "feed")
  }

  @Test("A 2000 pt/s fling rests at 0.4995 · 2000 ≈ 999 pt")
  func flingRestingPoint() {
    var engine = makeEngine(rows: 1000)
    engine.advance(to: 0)
    engine.handle(.fling(velocity: 2000), at: 0)
    var phases: Set<ScrollPhase> = []
    runFrames(&engine, from: 1.0 / 60, to: 6) { engine, _ in
      phases.insert(engine.top.scroller.phase)
    }
    #expect(phases.contains(.decelerating))
    #expect(engine.top.scroller.phase == .idle)
    #expect(abs(engine.top.offset - 0.4995 * 2000) <= 1)
  }

  /// Taps the first Settings row (down and up at the same point) at `time`.
  func tapFirstRow(_ engine: inout Engine, at time: Double) {
    let y = engine.top.contentOrigin + engine.top.list.rowFrame(0).midY
    engine.handle(.pointerDown(x: 200, y: y), at: time)
    engine.handle(.pointerUp(x: 200, y: y), at: time + 0.05)
  }

  @Test("Tapping a row pushes its detail screen; the transition ends after 0.35 s")
  func pushByTap() {
    var engine = makeEngine()
    engine.advance(to: 0)
    tapFirstRow(&engine, at: 0.1)
    #expect(engine.stack.count == 2)
    #expect(engine.top.spec.title == "Airplane Mode")
    #expect(engine.stack[0].highlightedRow == 0)
    engine.advance(to: 0.15 + 0.175)
    #expect(engine.transitionProgress > 0 && engine.transitionProgress < 1)
    engine.advance(to: 0.15 + 0.36)
    #expect(engine.transition == nil)
    #expect(engine.transitionProgress == 1)
    #expect(engine.stack.count == 2)
    // As on iOS, the tapped row stays selected underneath until the user comes back.
    #expect(engine.stack[0].highlightedRow == 0)
    engine.pop(time: 0.6)
    engine.advance(to: 1)
    #expect(engine.stack.count == 1)
    #expect(engine.top.highlightedRow == nil)
  }

  @Test("A drag is not a tap")
  func dragIsNotTap() {
    var engine = makeEngine()
    engine.advance(to: 0)
    engine.handle(.pointerDown(x: 200, y: 400), at: 0.1)
    engine.handle(.pointerMove(x: 200, y: 370), at: 0.12)
    engine.handle(.pointerUp(x: 200, y: 370), at: 0.14)
    #expect(engine.stack.count == 1)
  }

  @Test("Escape pops; the popped-to Settings shows its large title at once (no seed-001 fade)")
  func popShowsLargeTitle() {
    var engine = makeEngine()
    engine.advance(to: 0)
    // Row 1 (Wi-Fi) pushes a detail in `.never` mode: a small title above a large one.
    engine.push(fromRow: 1, time: 0)
    #expect(engine.top.spec.largeTitleMode == .never)
    #expect(!engine.top.isLarge)
    runFrames(&engine, from: 1.0 / 60, to: 0.5)
    #expect(engine.stack.count == 2)
    #expect(engine.frameValues().largeTitleAlpha == nil)

    engine.handle(.key(KeyChord(parsing: "escape")!), at: 0.5)
    #expect(engine.transition != nil)
    var firstFrameAfterPop: FrameValues?
    var belowAlphas: [Double] = []
    runFrames(&engine, from: 0.5 + 1.0 / 60, to: 1.2) { engine, _ in
      if engine.stack.count == 2 { belowAlphas.append(engine.stack[0].largeTitleAlpha.value) }
      if engine.stack.count == 1 && firstFrameAfterPop == nil {
        firstFrameAfterPop = engine.frameValues()
      }
    }
    #expect(engine.stack.count == 1)
    #expect(engine.top.spec.title == "Settings")
    let values = firstFrameAfterPop
    #expect(values?.largeTitleAlpha == 1)
    #expect(values?.inlineTitleAlpha == 0)
    #expect(values?.largeTitleScale == 1)
    #expect(!belowAlphas.isEmpty)
    #expect(belowAlphas.allSatisfy { $0 == 1 })
  }

  @Test("Back button: the previous title, or \"Back\" when it is longer than 12 characters")
  func backButtonTitle() {
    #expect(NavigationTransition.backButtonTitle(previousTitle: "Settings") == "Settings")
    #expect(NavigationTransition.backButtonTitle(previousTitle: "Twelve chars") == "Twelve chars")
    #expect(NavigationTransition.backButtonTitle(previousTitle: "Thirteen char") == "Back")

    var engine = makeEngine()
    engine.advance(to: 0)
    // Display & Brightness (20 characters).
    engine.push(fromRow: 11, time: 0)
    engine.advance(to: 0.5)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    #expect(engine.top.spec.title == "Display & Brightness")
    #expect(texts(list).contains("Settings"))
    #expect(!texts(list).contains("Back"))

    engine.push(fromRow: 0, time: 0.5)
    engine.advance(to: 1)
    #expect(engine.stack.count == 3)
    painter.paint(engine, into: &list)
    #expect(texts(list).contains("Back"))
    #expect(!texts(list).contains("Display & Brightness"))
  }

  @Test("Album status bar: hidden at rest, shown once scrolled 10 pt, light content")
  func albumStatusBar() {
    var engine = makeEngine(screen: "album")
    engine.advance(to: 0)
    #expect(engine.statusBarMode == .hideUntilScrolled)
    #expect(engine.frameValues().statusBarHidden)
    #expect(engine.statusBarAlpha == 0)
    engine.handle(.scrollTo(offset: 10, animated: false), at: 0.1)
    engine.advance(to: 0.1)
    let values = engine.frameValues()
    #expect(values.offset == 10)
    #expect(!values.statusBarHidden)
    #expect(values.statusBarStyle == .lightContent)
    // The bar fades in over 0.25 s.
    engine.advance(to: 0.5)
    #expect(engine.statusBarAlpha == 1)
    // Back at the top, it hides again.
    engine.handle(.scrollTo(offset: 0, animated: false), at: 0.6)
    engine.advance(to: 0.6)
    #expect(engine.frameValues().statusBarHidden)
  }

  @Test("\"s\" cycles the status bar mode")
  func statusBarCycle() {
    var engine = makeEngine()
    #expect(engine.statusBarMode == .visible)
    var seen: [StatusBarMode] = []
    for step in 0..<4 {
      engine.handle(.key(KeyChord(key: "s")), at: Double(step) * 0.1)
      seen.append(engine.statusBarMode)
    }
    #expect(seen == [.hidden, .hideUntilScrolled, .hideUntilPulled, .visible])
    engine.handle(.key(KeyChord(key: "s")), at: 1)
    engine.advance(to: 1)
    #expect(engine.frameValues().statusBarHidden)
  }

  @Test("\"d\" toggles the appearance; the album stays dark")
  func appearanceToggle() {
    var engine = makeEngine()
    #expect(engine.effectiveAppearance == .light)
    #expect(engine.frameValues().statusBarStyle == .darkContent)
    engine.handle(.key(KeyChord(key: "d")), at: 0)
    engine.advance(to: 0)
    #expect(engine.appearance == .dark)
    #expect(engine.frameValues().statusBarStyle == .lightContent)
    engine.handle(.key(KeyChord(key: "d")), at: 0.1)
    #expect(engine.appearance == .light)
    engine.handle(.key(KeyChord(key: "3")), at: 0.2)
    #expect(engine.effectiveAppearance == .dark)
  }

  @Test("Keys 1–4 switch screens and reset the stack")
  func screenKeys() {
    var engine = makeEngine()
    engine.push(fromRow: 0, time: 0)
    #expect(engine.stack.count == 2)
    let expected = ["1": "settings", "2": "feed", "3": "album", "4": "blog"]
    for key in ["2", "3", "4", "1"] {
      engine.handle(.key(KeyChord(key: key)), at: 1)
      #expect(engine.stack.count == 1)
      #expect(engine.top.spec.id == expected[key])
      #expect(engine.options.screen == expected[key])
    }
  }

  @Test("Trace columns are empty where a screen has no such element")
  func emptyColumns() {
    let screenOnly: [String: [String]] = [
      "feed": ["card_title_alpha"], "blog": ["top_bar_height", "top_bar_corner_radius"],
      "album": ["header_height", "header_visible_ratio"],
      "settings": ["large_title_scale", "large_title_alpha"],
    ]
    let allSpecific = Set(screenOnly.values.flatMap { $0 })
    for name in ScreenCatalog.names {
      var engine = makeEngine(screen: name)
      engine.advance(to: 0)
      let cells = traceCells(engine.takeFrameValues())
      for column in allSpecific {
        let owned = screenOnly[name]!.contains(column)
        #expect(cells[column]!.isEmpty != owned, "\(name): \(column) = '\(cells[column]!)'")
      }
      #expect(cells["fling_velocity"] == "")
      #expect(cells["phase"] == "idle")
      #expect(cells["offset"] == "0.000")
      // The blog's bar has no inline title.
      #expect(cells["inline_title_alpha"]!.isEmpty == (name == "blog"))
      #expect((cells["nav_background_alpha"]!.isEmpty) == (name == "album" || name == "blog"))
    }
    var album = makeEngine(screen: "album")
    album.advance(to: 0)
    let cells = traceCells(album.takeFrameValues())
    #expect(cells["header_height"] == "280.000")
    #expect(cells["header_visible_ratio"] == "1.000")
    #expect(cells["status_bar_hidden"] == "1")
    var blog = makeEngine(screen: "blog")
    blog.advance(to: 0)
    #expect(traceCells(blog.takeFrameValues())["top_bar_height"] == "350.000")
  }

  @Test("fling_velocity appears only on the frame where the drag is released")
  func flingVelocityOnce() throws {
    let parsed = try script(
      #"""
      {"events": [
        {"t": 0, "type": "down", "x": 200, "y": 600},
        {"t": 16, "type": "move", "x": 200, "y": 570},
        {"t": 33, "type": "move", "x": 200, "y": 530},
        {"t": 50, "type": "move", "x": 200, "y": 480},
        {"t": 60, "type": "up", "x": 200, "y": 450}
      ]}
      """#)
    var player = ScriptPlayer(engine: makeEngine(rows: 200), script: parsed, fps: 60)
    let rows = traceText(&player, frames: 40).split(separator: "\n").dropFirst()
    let velocities = rows.map { $0.split(separator: ",", omittingEmptySubsequences: false)[16] }
    let filled = velocities.enumerated().filter { !$0.element.isEmpty }
    #expect(filled.count == 1)
    // The up at 60 ms lands in frame 4 (66.7 ms).
    #expect(filled.first?.offset == 4)
    let velocity = try #require(Double(String(filled.first?.element ?? "")))
    #expect(velocity > 1000)
  }
}
