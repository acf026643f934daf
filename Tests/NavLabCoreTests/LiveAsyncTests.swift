import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore
@testable import Scripts

/// A program whose answers come when the test says: requests are answered by a
/// ``BarProgram``, but an answer is handed out by `poll` only once `released` (else `poll`
/// says "not yet", as an importer still running a long handler does). Counts how often it is
/// polled and sent to.
final class GatedProgram: AsynchronousLiveProgram {
  let inner = BarProgram()
  var released = true
  var waiting: LiveResponse?
  private(set) var sent: [LiveRequest] = []
  private(set) var polls = 0
  private(set) var framesAsked = 0
  /// Thrown from the next `poll`.
  var failure: LiveFailure?

  func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
    framesAsked += 1
    return try inner.frame(request)
  }

  func send(_ request: LiveRequest) throws(LiveFailure) {
    #expect(waiting == nil, "a request was sent before the last one was answered")
    sent.append(request)
    waiting = try inner.frame(request)
  }

  func poll(waitingAtMost seconds: Double) throws(LiveFailure) -> LiveResponse? {
    polls += 1
    if let failure { throw failure }
    guard released, let answer = waiting else { return nil }
    waiting = nil
    return answer
  }
}

@Suite("The window's live calls: never waiting on a slow program (issue 42)")
struct LiveAsyncTests {
  func studio(_ program: any LiveProgram, asynchronous: Bool) -> Studio {
    var options = EngineOptions(scene: liveScene(barHeight: 350))
    options.liveProgram = program
    var studio = Studio(options: options)
    if asynchronous { studio.answerLiveAsynchronously(waitingAtMost: 0) }
    return studio
  }

  func barHeight(_ engine: Engine) -> Double? {
    engine.top.contentBlock?.elements.first {
      if case .anchor(let anchor) = $0.drawing { return anchor.name == "bar" }
      return false
    }?.frame.height
  }

  @Test("Answers that come at once give every frame what waiting for them gives")
  func promptAnswersMatchWaiting() throws {
    let waited = BarProgram()
    let prompt = GatedProgram()
    var a = ScriptPlayer(
      studio: studio(waited, asynchronous: false), script: try script(liveDrag), fps: 60)
    var b = ScriptPlayer(
      studio: studio(prompt, asynchronous: true), script: try script(liveDrag), fps: 60)
    var shots: [String] = []
    for frame in 0..<100 {
      a.step(frame: frame, screenshots: &shots)
      b.step(frame: frame, screenshots: &shots)
      #expect(a.engine.top.offset == b.engine.top.offset, "frame \(frame)")
      #expect(barHeight(a.engine) == barHeight(b.engine), "frame \(frame)")
    }
    #expect(waited.requests == prompt.sent)
    #expect(prompt.framesAsked == 0)
    #expect(b.engine.liveSession.droppedUpdates == 0)
    #expect(b.engine.liveSession.statusLine(at: b.engine.time) == nil)
  }

  @Test("A late answer holds back no frame: the screen scrolls, one request stays out")
  func lateAnswerKeepsTheFrames() throws {
    let program = GatedProgram()
    var studio = studio(program, asynchronous: true)
    studio.advance(to: 0)
    #expect(program.sent.count == 1)
    // The code takes its time from now on.
    program.released = false
    studio.handle(.pointerDown(x: 200, y: 700), at: 0.1)
    var y = 700.0
    for step in 1...60 {
      let time = 0.1 + Double(step) / 60
      y -= 2
      studio.handle(.pointerMove(x: 200, y: y), at: time)
      studio.advance(to: time)
    }
    // The finger moved the content (120 pt, less the touch slop), frame by frame, while the
    // program said nothing.
    #expect(studio.a.top.offset > 110)
    #expect(!studio.a.isAtRest)
    // One request went out (the drag's first frame) and no other while it was unanswered;
    // the frames after it are the program's dropped updates.
    #expect(program.sent.count == 2)
    let dropped = studio.a.liveSession.droppedUpdates
    #expect(dropped >= 55 && dropped <= 59)
    let line = try #require(studio.a.liveSession.statusLine(at: studio.a.time))
    #expect(line == "code: answering for 1.0 s, \(dropped) updates dropped")
    // The bar is still the last answer's.
    let before = barHeight(studio.a)
    // The answer comes: taken in the next frame, and a new request tells the program where the
    // content is now.
    program.released = true
    studio.handle(.pointerMove(x: 200, y: y - 2), at: 1.2)
    studio.advance(to: 1.2)
    #expect(program.sent.count >= 3)
    let latest = try #require(program.sent.last)
    #expect(latest.time == studio.a.time)
    #expect(latest.scroll == studio.a.liveScrollGeometry())
    #expect(barHeight(studio.a) != before)
    #expect(studio.a.liveSession.waitingSince == nil)
    #expect(
      studio.a.liveSession.statusLine(at: studio.a.time) == "code: slow, \(dropped) updates dropped"
    )
  }

  @Test("A tap while an answer is out reaches the program with the next request")
  func tapsWaitForTheNextRequest() throws {
    let program = GatedProgram()
    var studio = studio(program, asynchronous: true)
    studio.advance(to: 0)
    program.released = false
    studio.handle(.scrollTo(offset: 10, animated: false), at: 0.05)
    studio.advance(to: 0.05)
    #expect(program.sent.count == 2)
    // The button "go" of the scene, where the layout put it.
    let go = try #require(
      studio.a.top.contentBlock?.elements.first {
        if case .anchor(let anchor) = $0.drawing { return anchor.name == "go" }
        return false
      })
    let point = Point(
      x: go.frame.midX + studio.a.device.sideSafeArea,
      y: go.frame.midY + studio.a.top.contentOrigin + studio.a.top.contentBlockTop)
    studio.handle(.pointerDown(x: point.x, y: point.y), at: 0.1)
    studio.handle(.pointerUp(x: point.x, y: point.y), at: 0.12)
    studio.advance(to: 0.15)
    #expect(program.sent.count == 2)
    program.released = true
    studio.advance(to: 0.2)
    let delivered = program.sent.dropFirst(2).flatMap(\.events)
    #expect(delivered == [.tap("go")])
  }

  @Test("A program that fails while its answer is out stops with its line; the frame stays")
  func failureWhileOut() throws {
    let program = GatedProgram()
    var studio = studio(program, asynchronous: true)
    studio.advance(to: 0)
    program.released = false
    studio.handle(.scrollTo(offset: 10, animated: false), at: 0.05)
    studio.advance(to: 0.05)
    program.failure = LiveFailure("navlab-import --serve did not answer within 10 s")
    studio.advance(to: 0.1)
    #expect(studio.a.liveFailure == "navlab-import --serve did not answer within 10 s")
    #expect(studio.banner == "navlab-import --serve did not answer within 10 s")
    #expect(studio.a.liveSession.waitingSince == nil)
    let polls = program.polls
    studio.advance(to: 0.2)
    #expect(program.polls == polls)
  }

  @Test("Headless, an asynchronous program is still waited for, answer by answer")
  func headlessWaits() throws {
    let program = GatedProgram()
    var player = ScriptPlayer(
      studio: studio(program, asynchronous: false), script: try script(liveDrag), fps: 60)
    var shots: [String] = []
    for frame in 0..<30 { player.step(frame: frame, screenshots: &shots) }
    #expect(program.framesAsked > 0)
    #expect(program.sent.isEmpty && program.polls == 0)
  }

  @Test("A restart the app waits for shows in the HUD's line until the new program takes over")
  func restartLine() throws {
    var studio = studio(GatedProgram(), asynchronous: true)
    studio.advance(to: 0)
    studio.a.noteLiveRestart(pending: true)
    #expect(
      studio.a.liveSession.statusLine(at: studio.a.time) == "code: starting again after a save…")
    let fresh = GatedProgram()
    studio.restartLive(
      with: fresh, scene: liveScene(barHeight: 200), response: LiveResponse())
    #expect(studio.a.liveSession.statusLine(at: studio.a.time) == nil)
  }
}
