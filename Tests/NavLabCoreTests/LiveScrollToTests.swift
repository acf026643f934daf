import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// Issue 37 on the live wire: an answer's `scrollTo` moves a named nested scroll view to a
/// view, and a named scroll view that moves or changes phase is worth a request.
@Suite("Live scrollTo and named scroll views")
struct LiveScrollToTests {
  /// Answers the `n`th request with `scrolls`; records every request.
  final class Program: LiveProgram {
    var requests: [LiveRequest] = []
    var scrollsOn: Int
    var scrolls: [LiveScrollTo]

    init(scrollsOn: Int, _ scrolls: [LiveScrollTo]) {
      self.scrollsOn = scrollsOn
      self.scrolls = scrolls
    }

    func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
      requests.append(request)
      var response = LiveResponse()
      if requests.count == scrollsOn { response.scrollTo = scrolls }
      return response
    }
  }

  func engine(_ program: Program) throws -> Engine {
    let spec = try SceneDecoder.decode(
      Array(NestedScrollEngineTests.scene.utf8), file: "s.json", id: "s")
    var options = EngineOptions(device: .iPhone15Pro, scene: spec)
    options.liveProgram = program
    return Engine(options: options)
  }

  func offset(_ engine: Engine) -> Point {
    engine.nestedState(ScrollViewKey(.content, 0)).offset
  }

  @Test("An answer's scrollTo jumps the named scroll view to the view, within its range")
  func jump() throws {
    let program = Program(
      scrollsOn: 1, [LiveScrollTo(scrollView: "shelf", id: "third", anchor: .center)])
    var engine = try engine(program)
    engine.advance(to: 0)
    // The view (600…900) centred in 393 pt: 750 − 196.5 = 553.5, clamped to the shelf's end.
    #expect(offset(engine).x == 507)
    // The move is reported in the same frame's next round.
    #expect(program.requests.count == 2)
    #expect(program.requests[1].scrollViews.first?.geometry.contentOffset.x == 507)
  }

  @Test("An animated scrollTo eases there with the phase animating, then rests exactly")
  func animated() throws {
    let program = Program(
      scrollsOn: 1,
      [LiveScrollTo(scrollView: "shelf", id: "third", anchor: .leading, animated: true)])
    var engine = try engine(program)
    engine.advance(to: 0)
    engine.advance(to: 0.1)
    let moving = try #require(program.requests.last?.scrollViews.first)
    #expect(moving.phase == .animating)
    #expect(moving.geometry.contentOffset.x > 0 && moving.geometry.contentOffset.x < 507)
    engine.advance(to: 2)
    #expect(offset(engine).x == 507)
    #expect(program.requests.last?.scrollViews.first?.phase == .idle)
  }

  @Test("A scrollTo naming what the screen does not show moves nothing and says so")
  func unknown() throws {
    let program = Program(
      scrollsOn: 1,
      [
        LiveScrollTo(scrollView: "nope", id: "third"),
        LiveScrollTo(scrollView: "shelf", id: "nothing"),
      ])
    var engine = try engine(program)
    engine.advance(to: 0)
    #expect(offset(engine) == .zero)
    let warnings = engine.takeLiveWarnings()
    #expect(warnings.count == 2)
    #expect(
      warnings.first
        == "navlab: the live program scrolls \"nope\" to \"third\", which the screen does not show; nothing moved"
    )
  }

  @Test("A named scroll view that changes phase is worth a request though no frame moved")
  func phaseIsNews() throws {
    let program = Program(scrollsOn: 0, [])
    var engine = try engine(program)
    engine.advance(to: 0)
    engine.advance(to: 0.05)
    let quiet = program.requests.count
    // A finger down on the shelf: tracking, nothing moved yet.
    let block = try #require(engine.top.contentBlock)
    let top = engine.top.contentOrigin + engine.top.contentBlockTop
    let shelf = block.scrollViews[0].frame.offsetBy(dy: top)
    engine.handle(.pointerDown(x: 300, y: shelf.midY), at: 0.1)
    engine.advance(to: 0.1)
    #expect(program.requests.count == quiet + 1)
    #expect(program.requests.last?.scrollViews.first?.phase == .tracking)
  }

  @Test("scrollTo on the wire: written and read back; a bad one is one line naming it")
  func wire() throws {
    var response = LiveResponse()
    response.scrollTo = [
      LiveScrollTo(scrollView: "scroll-n2", id: "scroll-n2:7", anchor: .leading, animated: true),
      LiveScrollTo(scrollView: "s", id: "a"),
    ]
    var line = ""
    LiveWire.appendResponse(response, to: &line)
    #expect(
      line.contains(
        #""scrollTo": [{"scrollView": "scroll-n2", "id": "scroll-n2:7", "anchor": "leading", "animated": true}, {"scrollView": "s", "id": "a"}]"#
      ))
    let read = try LiveWire.decodeResponse(Array(line.utf8), scene: "F.swift", id: "F")
    #expect(read.scrollTo == response.scrollTo)
    #expect(throws: LiveFailure.self) {
      try LiveWire.decodeResponse(
        Array(#"{"scrollTo": [{"scrollView": "s", "id": "a", "anchor": "middle"}]}"#.utf8),
        scene: "F.swift", id: "F")
    }
    do {
      _ = try LiveWire.decodeResponse(
        Array(#"{"scrollTo": [{"id": "a"}]}"#.utf8), scene: "F.swift", id: "F")
      Issue.record("a scrollTo without its scroll view was read")
    } catch {
      #expect(
        error.message
          == "scrollTo[0] needs \"scrollView\" and \"id\" (the scroll view's and the view's names)")
    }
  }
}
