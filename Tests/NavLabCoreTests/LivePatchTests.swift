import ContentLayout
import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// A scene with a pinned bar named `bar` (a rounded rectangle `height` tall, its frame reported
/// as `barFrame`), content with a title (`n1`) and a named `body`, and a list to scroll.
func patchScene(barHeight: Double = 350, radius: Double = 60, color: String = "#3366FF")
  -> ScreenSpec
{
  let json = """
    {"title": "Patch",
     "pinned": \(barJSON(height: barHeight, radius: radius, color: color, named: true)),
     "content": {"vstack": [{"text": "Posts", "id": "n1"},
                            {"text": "Body text", "padding": 8, "node": "body"}], "spacing": 0},
     "list": {"rows": 60, "sections": [[{"label": "Row"}]]}}
    """
  do {
    return try SceneDecoder.decode(Array(json.utf8), file: "patch.json", id: "patch")
  } catch {
    Issue.record("the test scene does not decode: \(error)")
    return ScreenCatalog.settings(rows: 1)
  }
}

/// The bar's content (what the `bar` marker covers) as JSON.
func barJSON(
  height: Double, radius: Double, color: String = "#3366FF", named: Bool = false,
  extra: Bool = false
) -> String {
  let shape =
    #"{"shape": {"roundedRectangle": \#(radius)}, "fill": "\#(color)", "opacity": 1, "frame": {"height": \#(height)}, "id": "barFrame"}"#
  let children = extra ? shape + #", {"text": "New"}"# : shape
  return #"{"vstack": [\#(children)], "spacing": 0\#(named ? #", "node": "bar""# : "")}"#
}

/// A live program that answers with whatever `answer` says, read through the wire: each
/// answer is written as a JSON line and decoded as navlab reads the importer's.
final class PatchProgram: LiveProgram {
  var requests: [LiveRequest] = []
  var answer: (LiveRequest) -> String = { _ in "{}" }

  func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
    requests.append(request)
    return try LiveWire.decodeResponse(
      Array(answer(request).utf8), scene: "patch.json", id: "patch")
  }

  /// An answer patching the bar to `height` and `radius` under `transaction` (JSON, or nil).
  static func bar(
    height: Double, radius: Double = 60, color: String = "#3366FF",
    transaction: String? = nil, extra: Bool = false, animating: Bool = false
  ) -> String {
    let patch =
      #"{"node": "bar", "content": \#(barJSON(height: height, radius: radius, color: color, extra: extra))}"#
    let tail =
      (transaction.map { #", "transaction": \#($0)"# } ?? "")
      + (animating ? #", "animating": true"# : "")
    return #"{"patches": [\#(patch)]\#(tail)}"#
  }

  /// An answer with nothing new that asks to be asked again next frame (a timer in the code).
  static let waiting = #"{"animating": true}"#

  /// `answer` at time 1 (asked every frame until then), nothing new afterwards.
  static func atOneSecond(_ answer: String) -> (LiveRequest) -> String {
    { request in request.time < 1 ? waiting : request.time == 1 ? answer : "{}" }
  }
}

/// Counts the texts measured (which blocks were laid out again).
final class CountingMeasure: TextMeasuring, @unchecked Sendable {
  var texts: [String] = []
  func measure(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> MeasuredText {
    texts.append(text)
    return EstimatedTextMeasure().measure(text, font: font, width: width, lineLimit: lineLimit)
  }
}

@Suite("Live patches and transactions (issue 38)")
struct LivePatchTests {
  /// Runs `engine` to `time` in steps the engine takes whole (it takes at most 0.5 s a call).
  func advance(_ engine: inout Engine, to time: Double) {
    while engine.time + 0.25 < time { engine.advance(to: engine.time + 0.25) }
    engine.advance(to: time)
  }

  func engine(
    _ program: PatchProgram, scene: ScreenSpec = patchScene(), measure: CountingMeasure? = nil
  ) -> Engine {
    var options = EngineOptions(scene: scene)
    options.liveProgram = program
    if let measure { options.textMeasure = ContentTextMeasure(measure, name: "counting") }
    return Engine(options: options)
  }

  /// The drawn bar (the rounded rectangle in the pinned block): its frame, radius and colour.
  func bar(_ screen: ScreenState) -> (frame: Rect, radius: Double, color: ColorValue)? {
    for element in screen.pinnedContent?.elements ?? [] {
      if case .shape(.roundedRectangle(let radius, _), .color(let color)) = element.drawing {
        return (element.frame, radius, color)
      }
    }
    return nil
  }

  @Test("A patch replaces the named subtree; only its block is laid out again, the rest stays")
  func onlyTheBlockThatHoldsIt() throws {
    let program = PatchProgram()
    let measure = CountingMeasure()
    var engine = self.engine(program, measure: measure)
    advance(&engine, to: 0)
    let contentBefore = engine.top.contentBlock
    engine.handle(.fling(velocity: 1500), at: 0.1)
    advance(&engine, to: 0.2)
    let offset = engine.top.offset
    let velocity = engine.top.scroller.velocity
    measure.texts.removeAll()
    program.answer = { _ in PatchProgram.bar(height: 200) }
    advance(&engine, to: 0.2 + 1.0 / 60)
    #expect(bar(engine.top)?.frame.height == 200)
    #expect(engine.liveSession.patchedCount == 1)
    // The content block was not laid out again (no text of it measured) and is the same.
    #expect(measure.texts.isEmpty, "\(measure.texts)")
    #expect(engine.top.contentBlock == contentBefore)
    // The fling carries on: the scroller was kept.
    #expect(engine.top.offset > offset)
    #expect(engine.top.scroller.velocity > 0 && engine.top.scroller.velocity < velocity)
    // A patch of a subtree of the content that keeps its size lays out just that subtree.
    program.answer = { _ in
      ##"{"patches": [{"node": "body", "content": {"text": "Body text", "padding": 8, "foreground": "#FF0000"}}]}"##
    }
    advance(&engine, to: 0.25)
    #expect(measure.texts.contains("Body text"))
    #expect(!measure.texts.contains("Posts"), "the title beside it is not laid out again")
    #expect(!measure.texts.contains("Row"))
    let colors = engine.top.contentBlock?.elements.compactMap { element -> ColorValue? in
      if case .text(let lines) = element.drawing { return lines.color }
      return nil
    }
    #expect(colors?.last == .fixed(Color(hex: 0xFF0000)))
    // One that changes its size lays out the block.
    measure.texts.removeAll()
    program.answer = { _ in
      #"{"patches": [{"node": "body", "content": {"text": "New body", "padding": 8}}]}"#
    }
    advance(&engine, to: 0.3)
    #expect(measure.texts.contains("Posts"))
    #expect(!measure.texts.contains("Row"))
    #expect(engine.top.spec.content?.named("body") != nil)
    let texts = engine.top.contentBlock?.elements.compactMap { element -> String? in
      if case .text(let lines) = element.drawing { return lines.joined }
      return nil
    }
    #expect(texts == ["Posts", "New body"])
  }

  /// A pinned bar whose background is the named layer `layer`, `height` tall: seed 003's
  /// TopView, whose `.animation` subtree the importer patches as the content scrolls.
  func layerScene(height: Double) -> ScreenSpec {
    let json = """
      {"title": "Layer",
       "pinned": {"hstack": [{"text": "Martin's blog"}, {"text": "Go"}], "spacing": 12,
                  "padding": 10,
                  "background": {"shape": {"roundedRectangle": 60}, "fill": "#3366FF",
                                 "frame": {"height": \(height)}, "node": "layer"},
                  "node": "bar"},
       "content": {"text": "Body"},
       "list": {"rows": 20, "sections": [[{"label": "Row"}]]}}
      """
    do {
      return try SceneDecoder.decode(Array(json.utf8), file: "layer.json", id: "layer")
    } catch {
      Issue.record("the test scene does not decode: \(error)")
      return ScreenCatalog.settings(rows: 1)
    }
  }

  /// The pinned block a new engine lays out whole from `spec` (no live answer before it).
  func wholeLayout(_ spec: ScreenSpec) -> LaidOutContent? {
    var fresh = Engine(options: EngineOptions(scene: spec))
    advance(&fresh, to: 0)
    return fresh.top.pinnedContent
  }

  @Test(
    "A patch that resizes a background layer lays out only the layer, exactly as the whole bar; a new structure lays out the bar"
  )
  func layerPatchAlone() throws {
    let program = PatchProgram()
    let measure = CountingMeasure()
    // Asked every frame (the answers say an animation runs), patched at 1 s, then at 2 s.
    let layerPatch =
      ##"{"patches": [{"node": "layer", "content": {"shape": {"roundedRectangle": 0}, "fill": "#3366FF", "frame": {"height": 127}}}], "animating": true}"##
    let barPatch =
      ##"{"patches": [{"node": "bar", "content": {"hstack": [{"text": "Martin's blog"}, {"text": "Go"}, {"text": "New"}], "spacing": 12, "padding": 10, "background": {"shape": {"roundedRectangle": 0}, "fill": "#3366FF", "frame": {"height": 127}, "node": "layer"}}}], "animating": true}"##
    program.answer = { request in request.time < 1 ? PatchProgram.waiting : layerPatch }
    var engine = self.engine(program, scene: layerScene(height: 350), measure: measure)
    advance(&engine, to: 0.5)
    measure.texts.removeAll()
    advance(&engine, to: 1)
    #expect(engine.liveSession.patchedCount == 1)
    // The bar's texts were not measured again: only the layer was laid out.
    #expect(measure.texts.isEmpty, "\(measure.texts)")
    let patched = try #require(engine.top.pinnedContent)
    #expect(patched == wholeLayout(engine.top.spec))
    let layer = try #require(patched.nodes.first { $0.name == "layer" })
    #expect(layer.size.height == 127)
    // The layer is centred on the bar again: the bar keeps its frame, the layer moves.
    let bar = try #require(patched.nodes.first { $0.name == "bar" })
    #expect(layer.origin.y == bar.origin.y + (bar.size.height - 127) / 2)
    // A patch that changes the bar's structure (a third text) lays the bar out again.
    program.answer = { request in request.time < 2 ? layerPatch : barPatch }
    advance(&engine, to: 2)
    #expect(engine.liveSession.patchedCount == 2)
    #expect(measure.texts.contains("New"))
    #expect(engine.top.pinnedContent == wholeLayout(engine.top.spec))
  }

  @Test("The same fling with and without patches that change the bar gives the same offsets")
  func scrollingUnchanged() {
    let program = PatchProgram()
    var height = 350.0
    program.answer = { _ in
      height -= 1
      return PatchProgram.bar(height: height)
    }
    var live = engine(program)
    var plain = Engine(options: EngineOptions(scene: patchScene()))
    live.handle(.fling(velocity: 2500), at: 0)
    plain.handle(.fling(velocity: 2500), at: 0)
    for frame in 0..<90 {
      live.advance(to: Double(frame) / 60)
      plain.advance(to: Double(frame) / 60)
      #expect(live.takeFrameValues() == plain.takeFrameValues(), "frame \(frame)")
    }
    #expect(live.liveSession.patchedCount > 80)
  }

  @Test("A patch equal to what is shown changes nothing and asks no second round")
  func equalPatchChangesNothing() {
    let program = PatchProgram()
    program.answer = { _ in PatchProgram.bar(height: 350) }
    var engine = self.engine(program)
    advance(&engine, to: 0)
    let before = engine.top
    engine.handle(.fling(velocity: 1500), at: 0)
    for frame in 1...30 { engine.advance(to: Double(frame) / 60) }
    #expect(engine.liveSession.patchedCount == 0)
    // One request a frame: an answer that changes nothing ends the frame's exchange.
    #expect(program.requests.count == 31)
    #expect(engine.top.spec == before.spec)
    #expect(engine.top.pinnedContent == before.pinnedContent)
  }

  @Test("Under a linear transaction the bar moves from what was shown to the new layout")
  func linearTransaction() throws {
    let program = PatchProgram()
    var engine = self.engine(program)
    let start = try #require(bar(engine.top))
    program.answer = PatchProgram.atOneSecond(
      PatchProgram.bar(
        height: 150, radius: 0, color: "#FF0000",
        transaction: #"{"curve": "linear", "duration": 0.5}"#))
    advance(&engine, to: 0)
    advance(&engine, to: 1)
    // At the answer's time the old layout shows; the layout is already the new one.
    #expect(bar(engine.top)?.frame.height == start.frame.height)
    #expect(!engine.isAtRest)
    for (time, fraction) in [(1.125, 0.25), (1.25, 0.5), (1.375, 0.75)] {
      advance(&engine, to: time)
      let shown = try #require(bar(engine.top))
      // The rectangle is centred in the bar's zstack-less vstack: its height and radius are
      // linear in time, 350 → 150 and 60 → 0.
      #expect(abs(shown.frame.height - (350 - 200 * fraction)) < 1e-9, "t \(time)")
      #expect(abs(shown.radius - (60 - 60 * fraction)) < 1e-9, "t \(time)")
      // #3366FF → #FF0000, channel by channel, rounded.
      let progress = AnimationCurve.linear(0.5).progress(at: time - 1)
      let expected = Color(hex: 0x3366FF).mixed(with: Color(hex: 0xFF0000), progress)
      #expect(shown.color == .fixed(expected), "t \(time)")
      // What the program hears is the layout, not the animation.
      #expect(program.requests.last?.frame(of: "barFrame")?.height == 150)
    }
    advance(&engine, to: 1.5)
    #expect(bar(engine.top)?.frame.height == 150)
    #expect(bar(engine.top)?.radius == 0)
    #expect(engine.top.pinnedContent == engine.top.layoutTarget(.pinned))
    #expect(!engine.top.isAnimatingBlocks)
  }

  @Test("easeInOut is halfway at half its duration; a delay holds the old layout until it ends")
  func curveAndDelay() throws {
    let program = PatchProgram()
    var engine = self.engine(program)
    program.answer = PatchProgram.atOneSecond(
      PatchProgram.bar(
        height: 250, transaction: #"{"curve": "easeInOut", "duration": 0.4, "delay": 0.2}"#))
    advance(&engine, to: 0)
    advance(&engine, to: 1)
    advance(&engine, to: 1.1)
    #expect(bar(engine.top)?.frame.height == 350)
    advance(&engine, to: 1.3)
    let quarter = AnimationCurve.easeInOut(0.4).progress(at: 0.1)
    #expect(abs((bar(engine.top)?.frame.height ?? 0) - (350 - 100 * quarter)) < 1e-9)
    advance(&engine, to: 1.4)
    // Core Animation's easeInEaseOut (0.42, 0, 0.58, 1) is symmetric: 0.5 at half time.
    #expect(abs((bar(engine.top)?.frame.height ?? 0) - 300) < 1e-6)
    advance(&engine, to: 1.6)
    #expect(bar(engine.top)?.frame.height == 250)
  }

  @Test("A spring follows AnimationCurve's spring and settles on the layout")
  func spring() throws {
    let program = PatchProgram()
    var engine = self.engine(program)
    program.answer = PatchProgram.atOneSecond(
      PatchProgram.bar(
        height: 150, transaction: #"{"curve": "spring", "response": 0.4, "damping": 0.5}"#))
    advance(&engine, to: 0)
    advance(&engine, to: 1)
    let curve = AnimationCurve.spring(response: 0.4, damping: 0.5)
    var overshot = false
    for frame in 1...240 {
      advance(&engine, to: 1 + Double(frame) / 60)
      let time = engine.time
      let height = try #require(bar(engine.top)?.frame.height)
      if curve.isSettled(at: time - 1) {
        #expect(height == 150, "t \(time)")
      } else {
        #expect(abs(height - (350 - 200 * curve.progress(at: time - 1))) < 1e-9, "t \(time)")
      }
      if height < 150 { overshot = true }
    }
    #expect(overshot, "an underdamped spring goes past its target")
    #expect(engine.isAtRest)
  }

  @Test("A new target mid-way starts from what is shown; the same target lets it run on")
  func retarget() throws {
    let program = PatchProgram()
    var engine = self.engine(program)
    let linear = #"{"curve": "linear", "duration": 1}"#
    var target = 150.0
    program.answer = { request in
      request.time >= 1
        ? PatchProgram.bar(height: target, transaction: linear, animating: true)
        : PatchProgram.waiting
    }
    advance(&engine, to: 0)
    advance(&engine, to: 1)
    // The same answer every frame (the program repeats itself): the animation keeps its start.
    advance(&engine, to: 1.25)
    #expect(abs((bar(engine.top)?.frame.height ?? 0) - 300) < 1e-9)
    // A new target at 1.5, when 250 shows: from 250 to 300 over a second.
    target = 300
    advance(&engine, to: 1.5)
    #expect(abs((bar(engine.top)?.frame.height ?? 0) - 250) < 1e-9)
    advance(&engine, to: 2)
    #expect(abs((bar(engine.top)?.frame.height ?? 0) - 275) < 1e-9)
    advance(&engine, to: 2.5)
    #expect(bar(engine.top)?.frame.height == 300)
  }

  @Test("A block whose structure changed shows its new layout at once")
  func differentStructureJumps() {
    let program = PatchProgram()
    var engine = self.engine(program)
    program.answer = PatchProgram.atOneSecond(
      PatchProgram.bar(height: 150, transaction: #"{"curve": "linear"}"#, extra: true))
    advance(&engine, to: 0)
    advance(&engine, to: 1)
    #expect(bar(engine.top)?.frame.height == 150)
    #expect(!engine.top.isAnimatingBlocks)
    #expect(engine.isAtRest)
  }

  @Test("A patch reaches a pushed screen's inline scene; a node no screen has is a warning")
  func pushedScreensAndMissingNodes() throws {
    let json = """
      {"title": "Root",
       "content": {"text": "Open", "push": {"screenID": "s2", "title": "Detail",
                   "content": {"text": "Count: 1", "node": "count", "id": "count"},
                   "list": {"rows": 3, "sections": [[{"label": "R"}]]}}},
       "list": {"rows": 3, "sections": [[{"label": "Row"}]]}}
      """
    let scene = try SceneDecoder.decode(Array(json.utf8), file: "patch.json", id: "patch")
    let program = PatchProgram()
    program.answer = { request in
      request.time < 1.1
        ? PatchProgram.waiting
        : #"{"patches": [{"node": "count", "content": {"text": "Count: 22"}}, {"node": "ghost", "content": {"text": "?"}}]}"#
    }
    var engine = self.engine(program, scene: scene)
    advance(&engine, to: 0)
    let pushed = engine.push(destination: "s2", time: 0.1)
    #expect(pushed)
    advance(&engine, to: 1)
    #expect(engine.stack.count == 2)
    advance(&engine, to: 1.1)
    let texts = engine.top.contentBlock?.elements.compactMap { element -> String? in
      if case .text(let lines) = element.drawing { return lines.joined }
      return nil
    }
    #expect(texts == ["Count: 22"])
    #expect(
      engine.stack[0].spec.destination("s2")?.content?.named("count")
        == ContentNode.text("Count: 22").source("#count"))
    let warnings = engine.takeLiveWarnings()
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("\"ghost\"") == true)
  }

  @Test("The same script twice gives the same frames while blocks animate")
  func deterministic() {
    func run() -> [Double] {
      let program = PatchProgram()
      program.answer = { request in
        let height = (350 - 2 * (request.scroll?.contentOffset.y ?? 0)).rounded()
        return PatchProgram.bar(
          height: max(127, min(350, height)),
          transaction: #"{"curve": "spring", "response": 0.3, "damping": 0.8}"#)
      }
      var engine = self.engine(program)
      engine.handle(.fling(velocity: 1200), at: 0)
      var heights: [Double] = []
      for frame in 0..<120 {
        engine.advance(to: Double(frame) / 60)
        heights.append(bar(engine.top)?.frame.height ?? -1)
      }
      return heights
    }
    #expect(run() == run())
  }

  /// The texts drawn in the top screen's content block, in order.
  func contentTexts(_ engine: Engine) -> [String] {
    engine.top.contentBlock?.elements.compactMap { element -> String? in
      if case .text(let lines) = element.drawing { return lines.joined }
      return nil
    } ?? []
  }

  @Test("Each content tree's node names, by slot: what a patch searches (issue 38)")
  func nodeNamesBySlot() {
    let names = patchScene().nodeNamesBySlot()
    #expect(names[.pinned] == ["bar"])
    #expect(names[.content] == ["body"])
    #expect(names[.header] == nil)
    var scene = patchScene()
    let patch = LivePatch(node: "body", content: .text(TextContent("Moved")))
    // A slot left out of the search is left as it is, even when it holds the node.
    #expect(scene.apply(patch) { $0 != .content } == .notFound)
    #expect(scene == patchScene())
    #expect(scene.apply(patch) { $0 == .content } == .changed([.init(screen: nil, slot: .content)]))
  }

  @Test(
    "A patch finds a node that an earlier patch's content or a new scene brought into a tree (the trees' names follow them)"
  )
  func namesFollowPatchesAndScenes() throws {
    let program = PatchProgram()
    var answers = [
      // The body's new content names a node of its own…
      ##"{"patches": [{"node": "body", "content": {"vstack": [{"text": "Inner", "node": "inner"}], "spacing": 0}}]}"##,
      // … which the next answer patches.
      ##"{"patches": [{"node": "inner", "content": {"text": "Changed"}}]}"##,
    ]
    // Nothing new afterwards, but asked again every frame (as a running animation is).
    program.answer = { _ in answers.isEmpty ? PatchProgram.waiting : answers.removeFirst() }
    var engine = self.engine(program)
    advance(&engine, to: 0.5)
    #expect(answers.isEmpty)
    #expect(engine.takeLiveWarnings().isEmpty)
    #expect(contentTexts(engine) == ["Posts", "Changed"])
    // A whole scene whose content names another node, then a patch of that node.
    answers = [
      ##"{"scene": {"title": "Patch", "content": {"vstack": [{"text": "Fresh", "node": "other"}]}, "list": {"rows": 3, "sections": [[{"label": "Row"}]]}}}"##,
      ##"{"patches": [{"node": "other", "content": {"text": "Other changed"}}]}"##,
    ]
    advance(&engine, to: 1)
    #expect(answers.isEmpty)
    #expect(engine.takeLiveWarnings().isEmpty)
    #expect(contentTexts(engine) == ["Other changed"])
  }
}

/// Issue 38: a request only when something the code reads changed.
@Suite("Live requests only for what the code reads")
struct LiveRoundTripTests {
  final class FramesOnly: LiveProgram {
    var requests: [LiveRequest] = []
    let scroll: Bool
    init(scroll: Bool) { self.scroll = scroll }
    func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
      requests.append(request)
      return LiveResponse(watchesScroll: scroll)
    }
  }

  /// The bar's frame (`barFrame`, pinned: it does not move while the content scrolls) is the
  /// only one reported when the content has no `id` (the title's is taken out).
  func requests(scroll: Bool) -> Int {
    var scene = patchScene()
    scene.content = ContentNode.text("Posts").padding(8)
    let program = FramesOnly(scroll: scroll)
    var options = EngineOptions(scene: scene)
    options.liveProgram = program
    var engine = Engine(options: options)
    engine.advance(to: 0)
    engine.handle(.fling(velocity: 2000), at: 0)
    for frame in 1...60 { engine.advance(to: Double(frame) / 60) }
    #expect(engine.top.offset > 100)
    #expect(program.requests.allSatisfy { $0.frames.map(\.id) == ["barFrame"] })
    return program.requests.count
  }

  @Test("Code that reads only frames is not asked while a scroll moves none of them")
  func framesOnly() {
    #expect(requests(scroll: false) == 1)
    // Code that reads the scroll view's geometry is asked on every frame of the same fling.
    #expect(requests(scroll: true) > 55)
  }
}
