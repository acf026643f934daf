import ContentLayout
import DisplayList
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import ScreenModel
@testable import Scripts
@testable import Traces

/// A scene for the live tests: a title (`n1`) over a bar whose height the program sets, a
/// button and a toggle with actions, then a list long enough to scroll.
func liveScene(barHeight: Double, statusBar: String = "visible", rowContent: Bool = false)
  -> ScreenSpec
{
  let row =
    rowContent
    ? #"{"label": "Row", "content": {"text": "Cell", "id": "cell"}}"# : #"{"label": "Row"}"#
  let json = """
    {"title": "Live", "statusBar": "\(statusBar)",
     "content": {"vstack": [{"text": "Posts", "id": "n1"},
                            {"color": "blue", "frame": {"height": \(barHeight)}, "id": "bar"},
                            {"button": "Go", "frame": {"width": 200, "height": 44}, "action": "go", "id": "go"},
                            {"toggle": "Wi-Fi", "on": true, "action": "wifi", "id": "wifi"}],
                 "spacing": 0},
     "list": {"rows": 60, "sections": [[\(row)]]}}
    """
  do {
    return try SceneDecoder.decode(Array(json.utf8), file: "live.json", id: "live")
  } catch {
    Issue.record("the test scene does not decode: \(error)")
    return ScreenCatalog.settings(rows: 1)
  }
}

/// Seed 003's bar as a live program would run it: the height follows the title's frame,
/// `350 − 5·d` clamped to 127…350, where d is how far the title moved up from its first frame
/// (seed 003, `003-blog.md`: "350 − 5 × scrolled, 127 past 40 pt").
final class BarProgram: LiveProgram {
  var requests: [LiveRequest] = []
  private var rest: Double?
  private(set) var current = 350.0
  /// Throws on this request (1-based), to play a program that dies.
  var failOnRequest: Int?

  static func height(scrolled d: Double) -> Double { min(350, max(127, 350 - 5 * d)) }

  func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
    requests.append(request)
    if let failOnRequest, requests.count >= failOnRequest {
      throw LiveFailure("navlab-import --serve exited with status 1")
    }
    guard let title = request.frame(of: "n1") else { return LiveResponse() }
    let rest = self.rest ?? title.minY
    self.rest = rest
    let height = Self.height(scrolled: rest - title.minY)
    var response = LiveResponse(state: [
      LiveStateValue(name: "BlogView.barHeight", value: .number(height)),
      LiveStateValue(name: "BlogView.collapsed", value: .bool(height <= 127)),
      LiveStateValue(name: "BlogView.title", value: .text("Posts, \"live\"")),
    ])
    if height != current {
      current = height
      response.scene = liveScene(barHeight: height)
    }
    return response
  }
}

/// Answers every request with nothing new, and remembers them.
final class ListeningProgram: LiveProgram {
  var requests: [LiveRequest] = []
  /// Returned with every response (a copy of the scene every time: swaps that change nothing).
  var scene: ScreenSpec?
  var animating = false

  func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
    requests.append(request)
    return LiveResponse(scene: scene, animating: animating)
  }
}

/// A slow drag up of 80 pt (past seed 003's 40 pt) and back down past the top, then a release.
let liveDrag = """
  {"events": [
    {"t": 0, "type": "down", "x": 200, "y": 700},
    {"t": 100, "type": "move", "x": 200, "y": 690},
    {"t": 300, "type": "move", "x": 200, "y": 660},
    {"t": 600, "type": "move", "x": 200, "y": 620},
    {"t": 900, "type": "move", "x": 200, "y": 680},
    {"t": 1200, "type": "move", "x": 200, "y": 740},
    {"t": 1300, "type": "up", "x": 200, "y": 740}
  ]}
  """

@Suite("Live programs (issue 30)")
struct LiveProgramTests {
  func liveStudio(_ program: any LiveProgram, scene: ScreenSpec = liveScene(barHeight: 350))
    -> Studio
  {
    var options = EngineOptions(scene: scene)
    options.liveProgram = program
    return Studio(options: options)
  }

  /// The laid-out frame of the node named `id` in the root screen's content, in content
  /// coordinates.
  func anchorFrame(_ id: String, in screen: ScreenState) -> Rect? {
    screen.contentBlock?.elements.first {
      if case .anchor(let anchor) = $0.drawing { return anchor.name == id }
      return false
    }?.frame
  }

  @Test("The bar follows 350 − 5·d of the title's frame at every frame of a drag, within 1e-9")
  func formulaEveryFrame() throws {
    let program = BarProgram()
    var player = ScriptPlayer(
      studio: liveStudio(program), script: try script(liveDrag), fps: 60)
    var shots: [String] = []
    var sawClamp = (top: false, bottom: false, between: false)
    for frame in 0..<130 {
      player.step(frame: frame, screenshots: &shots)
      let screen = player.engine.top
      let expected = BarProgram.height(scrolled: screen.offset)
      let laid = try #require(anchorFrame("bar", in: screen))
      #expect(abs(laid.height - expected) < 1e-9, "frame \(frame): offset \(screen.offset)")
      if expected == 127 { sawClamp.bottom = true }
      if expected == 350 && screen.offset < 0 { sawClamp.top = true }
      if expected > 127 && expected < 350 { sawClamp.between = true }
    }
    // The drag crossed every part of the formula: pulled, in between, and past 40 pt.
    #expect(sawClamp.top && sawClamp.bottom && sawClamp.between)
    #expect(player.engine.liveFailure == nil)
  }

  @Test("A second request in the same frame sees the new layout; at most 3 rounds a frame")
  func secondRoundSeesNewLayout() throws {
    let program = BarProgram()
    var player = ScriptPlayer(studio: liveStudio(program), script: try script(liveDrag), fps: 60)
    var shots: [String] = []
    var checked = 0
    for frame in 0..<60 {
      let before = program.requests.count
      player.step(frame: frame, screenshots: &shots)
      let requests = program.requests[before...]
      #expect(requests.count <= Engine.liveRoundsPerFrame)
      guard requests.count == 2 else { continue }
      let (first, second) = (requests[before], requests[before + 1])
      #expect(first.time == second.time)
      // The second request reports the bar at the height the first response asked for.
      let asked = BarProgram.height(scrolled: player.engine.top.offset)
      #expect(abs((second.frame(of: "bar")?.height ?? 0) - asked) < 1e-9)
      #expect(first.frame(of: "bar")?.height != second.frame(of: "bar")?.height)
      checked += 1
    }
    // Frames where the finger rests, or the bar is clamped, ask once; the others twice.
    #expect(checked >= 4)

    // A program whose every answer moves the bar again is asked 3 times a frame, no more.
    final class Restless: LiveProgram {
      var requests: [LiveRequest] = []
      func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
        requests.append(request)
        return LiveResponse(
          scene: liveScene(barHeight: requests.count.isMultiple(of: 2) ? 300 : 200))
      }
    }
    let restless = Restless()
    var studio = liveStudio(restless)
    studio.handle(.fling(velocity: 1500), at: 0)
    studio.advance(to: 0)
    #expect(restless.requests.count == 3)
    studio.advance(to: 1.0 / 60)
    #expect(restless.requests.count == 6)
  }

  @Test("Frames are in screen coordinates: they match the layout dump's, rows' content too")
  func framesMatchTheLayoutDump() throws {
    let program = ListeningProgram()
    var options = EngineOptions(scene: liveScene(barHeight: 200, rowContent: true))
    options.liveProgram = program
    var engine = Engine(options: options)
    engine.handle(.scrollTo(offset: 90, animated: false), at: 0)
    engine.advance(to: 0)
    let request = try #require(program.requests.last)
    var painter = FramePainter()
    var list = DisplayList(size: engine.device.size)
    list.recordsElements = true
    painter.paint(engine, into: &list)
    let title = try #require(list.elements.first { $0.text == "Posts" })
    #expect(request.frame(of: "n1") == title.frame)
    let cell = try #require(list.elements.first { $0.text == "Cell" })
    #expect(request.frame(of: "cell") == cell.frame)
    // The scroll view as UIKit names it: at offset 90, contentOffset.y = 90 − top inset.
    let scroll = try #require(request.scroll)
    #expect(scroll.contentOffset.y == 90 - scroll.contentInsets.top)
    #expect(scroll.contentInsets.top == engine.top.contentTopAtRest)
    #expect(scroll.containerSize == engine.device.size)
    #expect(scroll.contentSize.height == engine.top.list.contentHeight)
  }

  @Test("Header and card content, and both screens mid-push, are reported where they are drawn")
  func chromeContentAndPushFrames() throws {
    let json = """
      {"title": "Album", "header": {"content": {"text": "Over", "id": "h"}},
       "card": {"content": {"text": "Callout", "id": "c"}},
       "list": {"rows": 30, "sections": [[{"label": "Row", "push": "detail.json"}]]}}
      """
    let root = try SceneDecoder.decode(Array(json.utf8), file: "album.json", id: "album")
    let program = ListeningProgram()
    var options = EngineOptions(scene: root)
    options.pushedScenes = ["detail.json": liveScene(barHeight: 100)]
    options.liveProgram = program
    var engine = Engine(options: options)
    engine.advance(to: 0)
    func dump() -> [LayoutElement] {
      var painter = FramePainter()
      var list = DisplayList(size: engine.device.size)
      list.recordsElements = true
      painter.paint(engine, into: &list)
      return list.elements
    }
    var request = try #require(program.requests.last)
    var elements = dump()
    let atRest = try #require(request.frame(of: "c"))
    #expect(request.frame(of: "h") == elements.first { $0.text == "Over" }?.frame)
    #expect(request.frame(of: "c") == elements.first { $0.text == "Callout" }?.frame)
    // Mid-push: the screen below slides left, the pushed one in from the right.
    engine.push(fromRow: 0, time: 0.05)
    engine.advance(to: 0.05 + NavigationTransition.duration / 2)
    request = try #require(program.requests.last)
    elements = dump()
    let callout = try #require(elements.first { $0.text == "Callout" }?.frame)
    let posts = try #require(elements.first { $0.text == "Posts" }?.frame)
    #expect(callout.minX < atRest.minX - 10)
    #expect(posts.minX > 0)
    #expect(request.frame(of: "c") == callout)
    #expect(request.frame(of: "n1") == posts)
  }

  @Test("The HUD lists the state values")
  func hudShowsState() {
    let program = BarProgram()
    var studio = liveStudio(program)
    studio.advance(to: 0)
    studio.hudVisible = true
    var painter = FramePainter()
    var list = DisplayList(size: studio.size)
    painter.paint(studio, into: &list)
    let texts = list.commands.compactMap { command -> String? in
      if case .text(let text, _, _, _, _, _, _, _) = command { return text }
      return nil
    }
    #expect(texts.contains("BlogView.barHeight  350"))
    #expect(texts.contains("BlogView.collapsed  false"))
    #expect(texts.contains("BlogView.title  \"Posts, \"live\"\""))
  }

  @Test("Taps on an action node arrive as events, in order; a toggle's says what it flips to")
  func tapsArrive() throws {
    let program = ListeningProgram()
    var studio = liveStudio(program)
    studio.advance(to: 0)
    let go = try #require(program.requests.last?.frame(of: "go"))
    let wifi = try #require(program.requests.last?.frame(of: "wifi"))
    studio.handle(.pointerDown(x: go.midX, y: go.midY), at: 0.05)
    studio.handle(.pointerUp(x: go.midX, y: go.midY), at: 0.1)
    studio.handle(.pointerDown(x: wifi.maxX - 20, y: wifi.midY), at: 0.12)
    studio.handle(.pointerUp(x: wifi.maxX - 20, y: wifi.midY), at: 0.14)
    #expect(!studio.isAtRest)
    studio.advance(to: 10.0 / 60)
    #expect(program.requests.last?.events == [.tap("go"), .toggle("wifi", isOn: false)])
    #expect(studio.a.stack.count == 1)
    // Heard once: the next frame, with nothing new, asks nothing.
    let count = program.requests.count
    studio.advance(to: 11.0 / 60)
    #expect(program.requests.count == count)
    // Without a program the same tap is the content's, as before: no event is kept.
    var plain = Studio(options: EngineOptions(scene: liveScene(barHeight: 350)))
    plain.handle(.pointerDown(x: go.midX, y: go.midY), at: 0.05)
    plain.handle(.pointerUp(x: go.midX, y: go.midY), at: 0.1)
    #expect(plain.a.liveSession.requestCount == 0)
  }

  @Test("A pushed screen with a screenID appears when its push ends and disappears when popped")
  func appearAndDisappear() throws {
    let program = ListeningProgram()
    var root = liveScene(barHeight: 350)
    root.rows[0].push = "detail.json"
    var detail = liveScene(barHeight: 100)
    detail.screenID = "s2"
    var options = EngineOptions(scene: root)
    options.pushedScenes = ["detail.json": detail]
    options.liveProgram = program
    var engine = Engine(options: options)
    engine.advance(to: 0)
    engine.push(fromRow: 0, time: 0.1)
    engine.advance(to: 0.2)
    #expect(program.requests.last?.events == [])
    engine.advance(to: 0.1 + NavigationTransition.duration)
    #expect(program.requests.last?.events == [.appear("s2")])
    // Only the screen on top is reported once the push is over.
    #expect(program.requests.last?.frame(of: "bar")?.height == 100)
    engine.advance(to: 0.8)
    engine.pop(time: 1)
    engine.advance(to: 1.2)
    engine.advance(to: 1 + NavigationTransition.duration)
    #expect(program.requests.last?.events == [.disappear("s2")])
  }

  @Test("A swapped scene keeps the offset, the momentum and the navigation stack")
  func swapKeepsState() throws {
    // Every frame a new copy of the same scene: the fling must run as if nothing happened.
    let program = ListeningProgram()
    program.scene = liveScene(barHeight: 350)
    var live = liveStudio(program)
    var plain = Studio(options: EngineOptions(scene: liveScene(barHeight: 350)))
    live.handle(.fling(velocity: 2500), at: 0)
    plain.handle(.fling(velocity: 2500), at: 0)
    for frame in 0..<90 {
      live.advance(to: Double(frame) / 60)
      plain.advance(to: Double(frame) / 60)
      #expect(live.takeFrameValues() == plain.takeFrameValues(), "frame \(frame)")
    }
    // Moving every frame, it was asked every frame (a swap that changes nothing asks no more).
    #expect(program.requests.count >= 85)
    // A push stays pushed while the root is swapped under it.
    var root = liveScene(barHeight: 350)
    root.rows[0].push = "detail.json"
    var options = EngineOptions(scene: root)
    options.pushedScenes = ["detail.json": liveScene(barHeight: 120)]
    options.liveProgram = program
    program.scene = root
    var engine = Engine(options: options)
    engine.push(fromRow: 0, time: 0)
    engine.advance(to: 1)
    engine.replaceLiveRoot(with: liveScene(barHeight: 200), at: 1)
    #expect(engine.stack.count == 2)
    #expect(anchorFrame("bar", in: engine.stack[1])?.height == 120)
    #expect(anchorFrame("bar", in: engine.stack[0])?.height == 200)
  }

  @Test("A status bar flipped between two scenes fades as the S key's does")
  func statusBarFades() throws {
    final class Hider: LiveProgram {
      func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
        // A timer in the code: it animates (so it is asked every frame) until it fires.
        request.time >= 0.5
          ? LiveResponse(scene: liveScene(barHeight: 350, statusBar: "hidden"))
          : LiveResponse(animating: true)
      }
    }
    var live = liveStudio(Hider())
    var reference = Studio(options: EngineOptions(scene: liveScene(barHeight: 350)))
    var midway = false
    for frame in 0..<60 {
      let time = Double(frame) / 60
      if frame == 30 { reference.handle(.key(KeyChord(key: "s")), at: time) }
      live.advance(to: time)
      reference.advance(to: time)
      #expect(live.a.statusBarAlpha == reference.a.statusBarAlpha, "frame \(frame)")
      if live.a.statusBarAlpha > 0, live.a.statusBarAlpha < 1 { midway = true }
    }
    #expect(midway)
    #expect(live.a.statusBarAlpha == 0)
  }

  @Test("While the program animates it is asked every frame; at rest, never")
  func animatingKeepsAsking() {
    let program = ListeningProgram()
    var studio = liveStudio(program)
    runFrames(&studio, from: 0, to: 0.5)
    #expect(program.requests.count == 1)
    #expect(studio.isAtRest)
    program.animating = true
    studio.handle(.scrollTo(offset: 5, animated: false), at: 0.51)  // a request to learn it
    runFrames(&studio, from: 0.52, to: 1.5)
    #expect(program.requests.count >= 55)
    #expect(!studio.isAtRest)
  }

  @Test("A program that fails leaves the last good scene, one line in the banner, no more requests")
  func failureKeepsLastScene() throws {
    let program = BarProgram()
    // The 8th request is the drag's fourth move's (after 3 swaps: the bar is at 127 pt).
    program.failOnRequest = 8
    var player = ScriptPlayer(studio: liveStudio(program), script: try script(liveDrag), fps: 60)
    var shots: [String] = []
    var offsetAtFailure: Double?
    for frame in 0..<90 {
      player.step(frame: frame, screenshots: &shots)
      if offsetAtFailure == nil, player.engine.liveFailure != nil {
        offsetAtFailure = player.engine.top.offset
      }
    }
    let failure = try #require(player.engine.liveFailure)
    #expect(failure == "navlab-import --serve exited with status 1")
    #expect(player.studio.banner == failure)
    // The heading says what is true: the code no longer runs, its last frame stays.
    #expect(player.studio.bannerNotice?.heading == Banner.codeStopped)
    #expect(program.requests.count == 8)
    // The last scene the program gave stays, and the engine runs on under the finger.
    #expect(anchorFrame("bar", in: player.engine.top)?.height == program.current)
    #expect(program.current < 350)
    #expect(player.engine.top.offset != offsetAtFailure)
  }

  @Test("The same script twice gives the same trace, state columns included")
  func deterministic() throws {
    func run() throws -> String {
      let program = BarProgram()
      var player = ScriptPlayer(studio: liveStudio(program), script: try script(liveDrag), fps: 60)
      var shots: [String] = []
      var line = ""
      var text = ""
      for frame in 0..<120 {
        player.step(frame: frame, screenshots: &shots)
        if frame == 0 {
          text = TraceFormatter.header(
            compared: false, stateNames: player.engine.liveSession.stateNames)
        }
        TraceFormatter.row(
          frame: frame, timeMilliseconds: player.time(ofFrame: frame) * 1000,
          values: player.studio.takeFrameValues(), state: player.engine.liveSession.stateValues,
          stateColumns: player.engine.liveSession.stateNames.count, into: &line)
        text += line
      }
      return text
    }
    let first = try run()
    #expect(first == (try run()))
    let lines = first.split(separator: "\n")
    #expect(
      lines[0].hasSuffix(",bottom_search_y,BlogView.barHeight,BlogView.collapsed,BlogView.title"))
    #expect(lines[1].hasSuffix(",350.0000,0,\"Posts, \"\"live\"\"\""))
  }

  @Test("State columns are added only when asked for; the trace is otherwise what it was")
  func stateColumnsOnlyWhenAsked() {
    #expect(TraceFormatter.header(compared: false, stateNames: []) == TraceFormatter.header)
    var values = FrameValues()
    values.offset = 12.5
    var plain = ""
    var withoutColumns = ""
    var withColumns = ""
    TraceFormatter.row(frame: 3, timeMilliseconds: 50, values: values, into: &plain)
    TraceFormatter.row(
      frame: 3, timeMilliseconds: 50, values: values, state: [.number(0.42)], stateColumns: 0,
      into: &withoutColumns)
    TraceFormatter.row(
      frame: 3, timeMilliseconds: 50, values: values,
      state: [.number(0.42), .bool(true), nil], stateColumns: 4, into: &withColumns)
    #expect(withoutColumns == plain)
    #expect(withColumns == String(plain.dropLast()) + ",0.4200,1,,\n")
  }

  @Test("A restarted program (a saved file) takes over: offset kept, columns in their order")
  func restartKeepsColumns() throws {
    let program = BarProgram()
    var studio = liveStudio(program)
    studio.handle(.scrollTo(offset: 20, animated: false), at: 0)
    studio.advance(to: 0)
    #expect(
      studio.a.liveSession.stateNames == [
        "BlogView.barHeight", "BlogView.collapsed", "BlogView.title",
      ])
    let fresh = ListeningProgram()
    studio.restartLive(
      with: fresh, scene: liveScene(barHeight: 90),
      response: LiveResponse(state: [
        LiveStateValue(name: "BlogView.title", value: .text("new")),
        LiveStateValue(name: "BlogView.extra", value: .number(1)),
      ]))
    #expect(studio.a.top.offset == 20)
    #expect(anchorFrame("bar", in: studio.a.top)?.height == 90)
    #expect(
      studio.a.liveSession.stateNames == [
        "BlogView.barHeight", "BlogView.collapsed", "BlogView.title", "BlogView.extra",
      ])
    #expect(studio.a.liveSession.stateValues == [nil, nil, .text("new"), .number(1)])
    // The new program hears about the frame at once, though nothing moved.
    studio.advance(to: 1.0 / 60)
    #expect(fresh.requests.count == 1)
    #expect(program.requests.count == 1)
  }

  @Test("The layout dump shows the swapped scene")
  func layoutDumpReflectsSwap() throws {
    let program = BarProgram()
    var studio = liveStudio(program)
    studio.advance(to: 0)
    studio.handle(.pointerDown(x: 200, y: 700), at: 0.01)
    studio.handle(.pointerMove(x: 200, y: 690), at: 0.1)
    studio.handle(.pointerMove(x: 200, y: 670), at: 0.3)
    studio.advance(to: 0.3)
    let offset = studio.a.top.offset
    #expect(offset > 5 && offset < 40)
    var painter = FramePainter()
    var list = DisplayList(size: studio.size)
    list.recordsElements = true
    painter.paint(studio.a, into: &list)
    let bar = try #require(list.elements.first { $0.source == "content.vstack[1]" })
    #expect(abs(bar.frame.height - BarProgram.height(scrolled: offset)) < 1e-9)
  }
}

@Suite("Live scene fields and wire (issue 30)")
struct LiveWireTests {
  func decode(_ json: String) throws(SceneError) -> ScreenSpec {
    try SceneDecoder.decode(Array(json.utf8), file: "s.json", id: "s")
  }

  func problem(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("id and action are modifiers in the order written; screenID names the scene")
  func fieldsDecode() throws {
    let spec = try decode(
      #"{"title": "T", "screenID": "s2", "list": {"sections": [[{"label": "A"}]]},"#
        + #" "content": {"text": "Hi", "id": "n1", "padding": 10, "action": "go"}}"#)
    #expect(spec.screenID == "s2")
    let content = try #require(spec.content)
    // The id measures the text; the action, written after the padding, the padded text.
    guard case .modified(.modified(.modified(_, .id("n1")), .padding), .action("go")) = content
    else {
      Issue.record("unexpected tree \(content)")
      return
    }
    let laid = ContentLayout.layout(
      content, proposal: ProposedSize(width: 300, height: nil), in: LayoutEnvironment())
    let anchors = laid.elements.compactMap { element -> (String, Rect)? in
      guard case .anchor(let anchor) = element.drawing else { return nil }
      return (anchor.name, element.frame)
    }
    #expect(anchors.map(\.0) == ["go", "n1"])
    #expect(anchors[0].1.height == anchors[1].1.height + 20)
    #expect(anchors[0].1.width == anchors[1].1.width + 20)
    // Anchors are not elements of the dump.
    #expect(laid.elements.filter { $0.role != nil }.count == 1)
    // Written back the same way.
    let again = try decode(SceneEncoder.encode(spec))
    #expect(again.screenID == "s2")
    #expect(again.content == spec.content)
  }

  @Test("Bad names are refused in one line naming the field")
  func badNames() {
    let base = #"{"title": "T", "list": {"sections": [[{"label": "A"}]]}, "#
    for (field, value) in [
      (#""content": {"text": "Hi", "id": "n 1"}"#, "content.id"),
      (#""content": {"text": "Hi", "action": ""}"#, "content.action"),
      (#""content": {"text": "Hi", "id": 3}"#, "content.id"),
      (#""screenID": "\#(String(repeating: "s", count: 65))""#, "screenID"),
    ] {
      let message = problem(base + field + "}")
      #expect(message?.hasPrefix("s.json: \(value): ") == true, "\(message ?? "accepted")")
      #expect(message?.contains("\n") == false)
    }
  }

  @Test("A request is one JSON line the protocol's way; the first is {\"time\": 0}")
  func requestLine() throws {
    var line = ""
    LiveWire.appendRequest(LiveRequest(time: 0), to: &line)
    #expect(line == #"{"time": 0}"#)
    line = ""
    LiveWire.appendRequest(
      LiveRequest(
        time: 1.25,
        scroll: LiveScrollGeometry(
          contentOffset: Point(x: 0, y: -103),
          contentInsets: EdgeInsets(top: 103, leading: 0, bottom: 34, trailing: 0),
          contentSize: Size(width: 402, height: 1800), containerSize: Size(width: 402, height: 874)),
        frames: [LiveFrame(id: "n3", frame: Rect(x: 16, y: 140.5, width: 370, height: 120))],
        events: [.tap("n9"), .toggle("n4", isOn: true), .appear("s2"), .disappear("s2")]),
      to: &line)
    #expect(
      line
        == #"{"time": 1.25, "scroll": {"offset": [0, -103], "insets": [103, 0, 34, 0], "contentSize": [402, 1800], "containerSize": [402, 874]}, "frames": {"n3": [16, 140.5, 370, 120]}, "events": [{"tap": "n9"}, {"toggle": "n4", "isOn": true}, {"appear": "s2"}, {"disappear": "s2"}]}"#
    )
    // It parses, and numbers read back exactly.
    let parsed = try JSONParser.parse(Array(line.utf8))
    #expect(parsed["time"] == .number(1.25))
    line = ""
    LiveWire.appendNumber(0.1 + 0.2, to: &line)
    #expect(Double(line) == 0.1 + 0.2)
  }

  @Test("Responses decode; garbage is refused in one line")
  func responses() throws {
    let response = try LiveWire.decodeResponse(
      Array(
        #"{"scene": {"title": "T", "list": {"sections": [[{"label": "A"}]]}}, "state": {"B.x": 1.5, "A.on": true, "A.s": "hi", "A.n": null}, "warnings": ["F.swift:1:2: warning: w"], "animating": true, "later": 1}"#
          .utf8), scene: "F.swift", id: "F")
    #expect(response.scene?.title == "T")
    #expect(response.scene?.id == "F")
    #expect(
      response.state == [
        LiveStateValue(name: "B.x", value: .number(1.5)),
        LiveStateValue(name: "A.on", value: .bool(true)),
        LiveStateValue(name: "A.s", value: .text("hi")),
        LiveStateValue(name: "A.n", value: nil),
      ])
    #expect(response.warnings == ["F.swift:1:2: warning: w"])
    #expect(response.animating)
    let empty = try LiveWire.decodeResponse(Array("{}".utf8), scene: "F.swift", id: "F")
    #expect(empty == LiveResponse())
    for garbage in [
      "hello", "[1]", #"{"animating": 1}"#, #"{"scene": {"title": 3}}"#, #"{"state": {"a": [1]}}"#,
      "{\"warnings\": [\"a\nb\"]",
    ] {
      do {
        _ = try LiveWire.decodeResponse(Array(garbage.utf8), scene: "F.swift", id: "F")
        Issue.record("accepted \(garbage)")
      } catch {
        #expect(!Quoted.escaped(error.message).contains("\n"), "\(error.message)")
        #expect(!error.message.isEmpty)
      }
    }
  }
}

/// A program whose code reads no geometry (`"geometry": false`) is asked only when something
/// happens, not on every frame of a scroll: an imported screen that only reacts to taps costs
/// what its JSON does while it scrolls.
@Suite("Live programs that read no geometry")
struct LiveGeometryFreeTests {
  final class TapsOnly: LiveProgram {
    var requests: [LiveRequest] = []
    func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
      requests.append(request)
      return LiveResponse(watchesGeometry: false)
    }
  }

  @Test func aScrollAsksNothingATapAsks() throws {
    let program = TapsOnly()
    var options = EngineOptions(scene: liveScene(barHeight: 350))
    options.liveProgram = program
    var studio = Studio(options: options)
    studio.advance(to: 0)
    let first = program.requests.count
    #expect(first == 1)
    studio.handle(.fling(velocity: 2000), at: 0)
    for frame in 1...60 { studio.advance(to: Double(frame) / 60) }
    #expect(studio.a.top.offset > 100)
    #expect(program.requests.count == first)
    // A program that reads geometry is asked on every frame of the same fling.
    let listening = ListeningProgram()
    var watched = EngineOptions(scene: liveScene(barHeight: 350))
    watched.liveProgram = listening
    var other = Studio(options: watched)
    other.advance(to: 0)
    other.handle(.fling(velocity: 2000), at: 0)
    for frame in 1...60 { other.advance(to: Double(frame) / 60) }
    #expect(listening.requests.count > 30)
  }
}
