import ContentLayout
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel
@testable import Scripts
@testable import Traces

/// Issue 37 in the engine: the wheel routed by position and axis, taps on links inside a
/// scrolled view, scrolling a named scroll view to a view, live requests, trace columns, the
/// HUD's finger, and nested state kept across a new layout.
@Suite("Nested scroll views in the engine")
struct NestedScrollEngineTests {
  static let scene = """
    {"title": "Shelves",
     "content": {"vstack": [
       {"scroll": {"hstack": [
         {"color": "indigo", "frame": {"width": 300, "height": 100}},
         {"text": "Open", "frame": {"width": 300, "height": 100},
          "push": {"screenID": "detail", "title": "Detail", "list": {"sections": [[{"label": "a"}]]}}},
         {"color": "teal", "frame": {"width": 300, "height": 100}, "id": "third"}
       ], "spacing": 0}, "axis": "horizontal", "name": "shelf"},
       {"color": "gray", "frame": {"height": 200}}
     ]},
     "list": {"rows": 40, "sections": [[{"label": "Row"}]]}}
    """

  func engine() throws -> Engine {
    let spec = try SceneDecoder.decode(Array(Self.scene.utf8), file: "s.json", id: "s")
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    engine.advance(to: 0)
    return engine
  }

  /// The shelf's viewport on screen.
  func shelf(_ engine: Engine) throws -> Rect {
    let block = try #require(engine.top.contentBlock)
    let top = engine.top.contentOrigin + engine.top.contentBlockTop
    return block.scrollViews[0].frame.offsetBy(dy: top)
  }

  func offset(_ engine: Engine) -> Point {
    engine.nestedState(ScrollViewKey(.content, 0)).offset
  }

  @Test(
    "The wheel: sideways deltas over a shelf scroll it; vertical ones, or none placed, the page")
  func wheel() throws {
    var engine = try engine()
    let shelf = try shelf(engine)
    let point = Point(x: shelf.midX, y: shelf.midY)
    // A notch sideways (dx 1: towards the end) glides the shelf 53 pt or so; the page stays.
    engine.handle(.wheel(dx: 1, dy: 0, precise: false, flipped: false, at: point), at: 0.1)
    engine.advance(to: 1)
    #expect(offset(engine).x > 20 && engine.top.offset == 0)
    // A vertical notch at the same place goes to the page (the shelf does not scroll that way).
    let before = offset(engine)
    engine.handle(.wheel(dx: 0, dy: -1, precise: false, flipped: false, at: point), at: 1.1)
    engine.advance(to: 2)
    #expect(engine.top.offset > 20 && offset(engine) == before)
    // Without a position, dx is ignored and dy goes to the page, as before issue 37.
    let page = engine.top.offset
    engine.handle(.wheel(dx: 5, dy: 1, precise: false, flipped: false), at: 2.1)
    engine.advance(to: 3)
    #expect(engine.top.offset < page && offset(engine) == before)
  }

  @Test("A trackpad stream stays with the scroll view it began on")
  func trackpadStream() throws {
    var engine = try engine()
    let shelf = try shelf(engine)
    var time = 0.1
    for step in 0..<10 {
      // Mostly sideways, then a few vertical-heavy events while the stream flows.
      let dy = step > 6 ? 2.0 : 0.1
      engine.handle(
        .wheel(dx: 1.5, dy: dy, precise: true, flipped: false, at: Point(x: 200, y: shelf.midY)),
        at: time)
      time += 0.016
      engine.advance(to: time)
    }
    engine.advance(to: 3)
    #expect(offset(engine).x > 50)
    #expect(engine.top.offset == 0)
  }

  @Test("A tap on a link inside a scrolled shelf opens it where it is drawn")
  func tapInScrolledShelf() throws {
    var engine = try engine()
    let shelf = try shelf(engine)
    // Scroll the shelf by 300 pt: the link (the second 300 pt view) is now at x 0…300.
    let scrolled1 = engine.scroll(named: "shelf", toID: "third", anchor: .trailing, animated: false)
    #expect(scrolled1)
    #expect(offset(engine).x == 900 - 393)
    engine.handle(.wheel(dx: 0, dy: 0, precise: false, flipped: false), at: 0.05)
    var e2 = try self.engine()
    e2.handle(.pointerDown(x: 350, y: shelf.midY), at: 0.1)
    for (step, x) in [330.0, 300, 250, 150, 50].enumerated() {
      e2.handle(.pointerMove(x: x, y: shelf.midY), at: 0.1 + Double(step + 1) * 0.1)
    }
    e2.handle(.pointerUp(x: 50, y: shelf.midY), at: 0.7)
    e2.advance(to: 3)
    let x = offset(e2).x
    #expect(x > 250 && x < 400, "\(x)")
    // The link's view starts at 300 in the content: on screen at 300 − x.
    e2.handle(.pointerDown(x: 300 - x + 20, y: shelf.midY), at: 3.1)
    e2.handle(.pointerUp(x: 300 - x + 20, y: shelf.midY), at: 3.15)
    e2.advance(to: 4)
    #expect(e2.stack.count == 2 && e2.top.spec.title == "Detail")
  }

  @Test("scroll(named:toID:) shows the view: aligned by an anchor, or the least scroll")
  func scrollToID() throws {
    var engine = try engine()
    let scrolled2 = engine.scroll(named: "shelf", toID: "third", animated: false)
    #expect(scrolled2)
    // The least scroll that shows 600…900 whole in 393: 900 − 393.
    #expect(offset(engine).x == 507)
    let scrolled3 = engine.scroll(named: "shelf", toID: "third", anchor: .leading, animated: false)
    #expect(scrolled3)
    // Its leading edge at the viewport's, clamped to the end (507).
    #expect(offset(engine).x == 507)
    let scrolled4 = engine.scroll(named: "none", toID: "third", animated: false)
    #expect(!scrolled4)
    let scrolled5 = engine.scroll(named: "shelf", toID: "nothing", animated: false)
    #expect(!scrolled5)
  }

  @Test("Live requests report named scroll views; the HUD names the finger's; traces list them")
  func reporting() throws {
    var engine = try engine()
    let shelf = try shelf(engine)
    #expect(engine.fingerLabel == nil)
    engine.handle(.pointerDown(x: 300, y: shelf.midY), at: 0.1)
    #expect(engine.fingerLabel == "deciding")
    var request = engine.liveRequest(time: 0.1)
    #expect(request.scrollViews.map(\.name) == ["shelf"])
    #expect(request.scrollViews.first?.phase == .tracking)
    engine.handle(.pointerMove(x: 250, y: shelf.midY), at: 0.15)
    #expect(engine.fingerLabel == "shelf x")
    request = engine.liveRequest(time: 0.15)
    let view = try #require(request.scrollViews.first)
    #expect(view.phase == .interacting && view.frame == shelf)
    #expect(view.geometry.contentSize == Size(width: 900, height: 100))
    #expect(view.geometry.contentOffset.x == 48)  // 50 pt less the 2 pt pan slop
    var line = ""
    LiveWire.appendRequest(request, to: &line)
    #expect(line.contains(#""scrollViews": {"shelf": {"offset": [48, 0]"#))
    #expect(line.contains(#""phase": "interacting"}}"#))
    engine.handle(.pointerUp(x: 250, y: shelf.midY), at: 0.16)
    let columns = engine.scrollTraceColumns()
    #expect(
      columns == [
        ScrollTraceColumn(key: ScrollViewKey(.content, 0), label: "shelf", axes: .horizontal)
      ])
    #expect(
      TraceFormatter.header(compared: false, stateNames: [], scrollColumns: columns).hasSuffix(
        ",shelf.x,shelf.phase\n"))
    var row = "0,0\n"
    TraceFormatter.appendScroll(columns, of: engine, to: &row)
    #expect(row.hasPrefix("0,0,48.000,") && row.hasSuffix("\n"))
  }

  @Test("A new layout of the same screen keeps each scroll view's place")
  func keptAcrossLayouts() throws {
    var engine = try engine()
    let scrolled6 = engine.scroll(named: "shelf", toID: "third", animated: false)
    #expect(scrolled6)
    let spec = engine.top.spec
    engine.replaceRoot(with: spec)
    #expect(offset(engine).x == 507)
    engine.replaceLiveRoot(with: spec, at: 1)
    #expect(offset(engine).x == 507)
  }

  @Test("Script wheel events carry dx and the pointer's position; recordings write them back")
  func scriptWheel() throws {
    let script = try Script.parse(
      Array(
        #"{"events": [{"t": 5, "type": "wheel", "dx": 2, "dy": 0.5, "precise": true, "x": 10, "y": 20}, {"t": 6, "type": "wheel", "dy": 1}]}"#
          .utf8),
      name: "w.json")
    #expect(
      script.entries.map(\.action) == [
        .input(.wheel(dx: 2, dy: 0.5, precise: true, flipped: false, at: Point(x: 10, y: 20))),
        .input(.wheel(dy: 1, precise: false, flipped: false)),
      ])
    #expect(
      ScriptRecorder.json(
        .wheel(dx: 2, dy: 0.5, precise: true, flipped: false, at: Point(x: 10, y: 20)),
        milliseconds: 5000)
        == #"{"t": 5, "type": "wheel", "dx": 2, "dy": 0.5, "precise": true, "flipped": false, "x": 10, "y": 20}"#
    )
    #expect(
      ScriptRecorder.json(.wheel(dy: 1, precise: false, flipped: false), milliseconds: 6000)
        == #"{"t": 6, "type": "wheel", "dy": 1, "precise": false, "flipped": false}"#)
    #expect(throws: ScriptError.self) {
      try Script.parse(
        Array(#"{"events": [{"t": 5, "type": "wheel", "dy": 1, "x": 3}]}"#.utf8), name: "w.json")
    }
  }
}
