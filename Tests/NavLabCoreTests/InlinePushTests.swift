import ContentLayout
import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// Scenes written inline in `"push"` (a NavigationLink's destination, issue 29): decoded into
/// the screen's destinations, written back, pushed by a tap on a row or on content.
@Suite("Inline pushed scenes")
struct InlinePushTests {
  static let scene = """
    {"title": "Settings", "content": {"vstack": [
       {"text": "Navigate", "foreground": "accent", "push": {"screenID": "s2", "title": "",
        "statusBar": "hidden", "largeTitle": "never", "content": {"text": "This works"},
        "list": {"rows": 0, "sections": [[{"label": ""}]]}}},
       {"spacer": 40}]},
     "list": {"style": "inset-grouped", "sections": [[
       {"label": "Privacy", "push": {"screenID": "s1", "title": "Privacy",
        "list": {"sections": [[{"label": "Location Services", "push": {"screenID": "s3",
          "title": "Location", "list": {"sections": [[{"label": "Share My Location"}]]}}}]]}}},
       {"label": "General"}]]}}
    """

  func spec(_ text: String = scene) throws(SceneError) -> ScreenSpec {
    try SceneDecoder.decode(Array(text.utf8), file: "push.json", id: "push")
  }

  func problem(_ text: String) -> SceneError? {
    do {
      _ = try spec(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("A row's and a content node's inline scenes become the screen's destinations")
  func decodes() throws {
    let spec = try spec()
    #expect(spec.destinations.keys.sorted() == ["s1", "s2"])
    #expect(spec.rows[0].destination == "s1" && spec.rows[0].push == nil)
    #expect(spec.rows[1].destination == nil)
    let privacy = try #require(spec.destinations["s1"])
    #expect(privacy.title == "Privacy" && privacy.screenID == "s1")
    // A pushed scene's own inline scenes are its destinations, not the root's.
    #expect(privacy.destinations.keys.sorted() == ["s3"])
    #expect(spec.destinations["s2"]?.statusBarMode == .hidden)
  }

  @Test("Written back, the scene decodes to the same spec")
  func roundTrip() throws {
    let spec = try spec()
    let text = SceneEncoder.encode(spec)
    let again = try SceneDecoder.decodeAsWritten(Array(text.utf8), file: "push.json", id: "push")
    #expect(again == spec)
  }

  @Test("A missing or repeated screenID and a broken inline scene are refused with their path")
  func refusals() {
    let missing = problem(
      #"{"title": "A", "list": {"sections": [[{"label": "x", "push": {"title": "B", "list": {"sections": [[{"label": "y"}]]}}}]]}}"#
    )
    #expect(missing?.path == "list.sections[0][0].push.screenID")
    let twice = problem(
      #"{"title": "A", "list": {"sections": [[{"label": "x", "push": {"screenID": "s1", "title": "B", "list": {"sections": [[{"label": "y", "push": {"screenID": "s1", "title": "C", "list": {"sections": [[{"label": "z"}]]}}}]]}}}]]}}"#
    )
    #expect(twice?.path == "list.sections[0][0].push.list.sections[0][0].push.screenID")
    #expect(twice?.problem.contains("already names another screen") == true)
    let broken = problem(
      #"{"title": "A", "list": {"sections": [[{"label": "x", "push": {"screenID": "s1", "title": "B", "list": {"style": "round", "sections": [[{"label": "y"}]]}}}]]}}"#
    )
    #expect(broken?.path == "list.sections[0][0].push.list.style")
    let notScene = problem(
      #"{"title": "A", "content": {"text": "x", "push": "detail.json"}, "list": {"sections": [[{"label": "y"}]]}}"#
    )
    #expect(notScene?.path == "content.push")
  }

  func paint(_ engine: Engine) -> DisplayList {
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    return list
  }

  func tap(_ engine: inout Engine, x: Double, y: Double, at time: Double) {
    engine.handle(.pointerDown(x: x, y: y), at: time)
    engine.handle(.pointerUp(x: x, y: y), at: time + 0.05)
  }

  @Test("A tap on a row pushes its inline scene with its title; the back button says the parent's")
  func rowPush() throws {
    var engine = Engine(options: EngineOptions(scene: try spec()))
    engine.advance(to: 0)
    // Row 0 ("Privacy") is the list's first row: find it on screen.
    var y = engine.chromeBottom
    while engine.row(atViewportY: y) != 0, y < engine.device.size.height { y += 2 }
    #expect(engine.row(atViewportY: y) == 0)
    tap(&engine, x: 200, y: y + 4, at: 1)
    runFrames(&engine, from: 1.05, to: 1.8)
    #expect(engine.stack.count == 2 && engine.top.spec.title == "Privacy")
    #expect(texts(paint(engine)).contains("Settings"), "the back button names the parent")
    // Its own destination pushes from there.
    // (The engine's own clock: wall-clock gaps between frames are capped.)
    let pushed = engine.push(destination: "s3")
    #expect(pushed)
    runFrames(&engine, from: 1.8, to: 2.6)
    #expect(engine.stack.count == 3 && engine.top.spec.title == "Location")
    engine.pop()
    runFrames(&engine, from: 2.6, to: 3.4)
    #expect(engine.stack.count == 2 && engine.top.spec.title == "Privacy")
    engine.pop()
    runFrames(&engine, from: 3.4, to: 4.2)
    #expect(engine.stack.count == 1 && engine.top.spec.title == "Settings")
  }

  @Test("A tap on a link in the content pushes; its scene hides the status bar; back shows it")
  func contentPush() throws {
    var engine = Engine(options: EngineOptions(scene: try spec()))
    engine.advance(to: 0)
    let block = try #require(engine.top.contentBlock)
    let link = try #require(
      block.elements.first {
        if case .link(screenID: "s2") = $0.drawing { return true }
        return false
      })
    // The stack is narrower than the screen: centred across, as a ScrollView centres it.
    let x = engine.device.sideSafeArea + engine.top.contentBlockLeft + link.frame.midX
    let y = engine.top.contentOrigin + engine.top.contentBlockTop + link.frame.midY
    #expect(engine.contentLink(atX: x, y: y) == "s2")
    // Beside the link (the spacer under it) nothing is pushed.
    #expect(engine.contentLink(atX: x, y: y + 30) == nil)
    #expect(engine.statusBarAlpha == 1)
    tap(&engine, x: x, y: y, at: 1)
    runFrames(&engine, from: 1.05, to: 2)
    #expect(engine.stack.count == 2 && engine.top.spec.screenID == "s2")
    #expect(engine.statusBarAlpha == 0, "the pushed scene's status bar is hidden")
    // The back button (a tap in the bar's leading 120 pt) pops; the status bar comes back.
    tap(&engine, x: 40, y: engine.device.navigationBarTop + 22, at: 3)
    runFrames(&engine, from: 3.05, to: 4)
    #expect(engine.stack.count == 1 && engine.statusBarAlpha == 1)
  }

  @Test("A pop brings the status bar back alongside its animation, not after it")
  func statusBarDuringPop() throws {
    var engine = Engine(options: EngineOptions(scene: try spec()))
    engine.advance(to: 0)
    _ = engine.push(destination: "s2")
    runFrames(&engine, from: 0, to: 1)
    #expect(engine.statusBarAlpha == 0)
    engine.pop()
    // 0.25 s into the 0.35 s pop: still two screens, the status bar has faded in
    // (StatusBarPolicy.fadeDuration, 0.25 s).
    let start = engine.time
    runFrames(&engine, from: 1, to: 1.25)
    #expect(engine.stack.count == 2 && engine.time - start < NavigationTransition.duration)
    #expect(engine.statusBarAlpha > 0.9)
  }

  @Test("Unknown symbol names in inline scenes and the principal item are reported too")
  func symbolNames() throws {
    let spec = try spec(
      #"{"title": "A", "barItems": {"principal": {"image": {"system": "no.such.title"}}}, "list": {"sections": [[{"label": "x", "push": {"screenID": "s1", "title": "B", "list": {"sections": [[{"label": "y", "glyph": "no.such.glyph"}]]}}}]]}}"#
    )
    #expect(SymbolNameCheck.unknownNames(in: spec) == ["no.such.title", "no.such.glyph"])
  }
}
