import Testing

@testable import NavInput
@testable import NavLabCore
@testable import Scripts
@testable import Traces

@Suite("Script recorder")
struct ScriptRecorderTests {
  /// A session as the window lives it: irregular frame times from a real clock (some long, a
  /// pause at rest), events with their own timestamps between frames, odd coordinates.
  static func liveSession(into recorder: inout ScriptRecorder, engine: inout Engine) -> String {
    var text = TraceFormatter.header
    var line = ""
    var wall = 12.345_678_9  // a clock that does not start at 0
    var frame = 0
    var generator = SeededGenerator(state: 7)
    func runFrame(events: [InputEvent]) {
      let now = recorder.beginFrame(atWallTime: wall)
      for (index, event) in events.enumerated() {
        // Events stamped a little before the frame, in order.
        let stamp = wall - 0.004 + Double(index) * 0.000_7
        let (rounded, time) = recorder.record(event, atWallTime: stamp)
        engine.handle(rounded, at: time)
      }
      engine.advance(to: now)
      recorder.endFrame()
      TraceFormatter.row(
        frame: frame, timeMilliseconds: now * 1000, values: engine.takeFrameValues(), into: &line)
      text += line
      frame += 1
      wall += Double.random(in: 0.0151...0.0189, using: &generator)
    }
    runFrame(events: [])
    runFrame(events: [.pointerDown(x: 200.123_456, y: 600.987_654)])
    var y = 600.987_654
    for _ in 0..<6 {
      y -= 41.333_33
      runFrame(events: [.pointerMove(x: 200.5, y: y), .pointerMove(x: 200.5, y: y - 3.1)])
    }
    runFrame(events: [.pointerUp(x: 200.5, y: y - 7)])
    for _ in 0..<40 { runFrame(events: []) }
    wall += 2.7  // the window slept at rest
    runFrame(events: [.wheel(dy: -1.100_000_023_841_857_9, precise: true, flipped: false)])
    for _ in 0..<30 { runFrame(events: []) }
    runFrame(events: [.key(KeyChord(key: "d")), .key(KeyChord(key: "pagedown"))])
    for _ in 0..<50 { runFrame(events: []) }
    return text
  }

  @Test("A recorded session replays headless to the same trace, byte for byte")
  func replayIsIdentical() throws {
    var recorder = ScriptRecorder()
    var live = makeEngine(rows: 200)
    let liveTrace = Self.liveSession(into: &recorder, engine: &live)
    let parsed = try Script.parse(Array(recorder.scriptJSON().utf8), name: "session.json")
    #expect(parsed.frameTimes?.count == recorder.frameCount)
    #expect(parsed.entries.count == recorder.eventCount)
    var player = ScriptPlayer(engine: makeEngine(rows: 200), script: parsed, fps: 60)
    #expect(player.defaultFrameCount == 131)
    let replayTrace = traceText(&player, frames: player.defaultFrameCount)
    #expect(replayTrace == liveTrace)
    // The session really scrolled, so the comparison covers motion, not a resting list.
    #expect(live.top.offset > 300)
  }

  @Test("Times are on a microsecond grid from the first frame; inputs are rounded as stored")
  func grid() throws {
    var recorder = ScriptRecorder()
    #expect(recorder.beginFrame(atWallTime: 5.25) == 0)
    recorder.endFrame()
    let second = recorder.beginFrame(atWallTime: 5.266_666_6)
    #expect(second == 0.016_667)
    let (event, time) = recorder.record(.pointerDown(x: 10.126, y: -3.004), atWallTime: 5.26)
    #expect(event == .pointerDown(x: 10.13, y: -3))
    #expect(time == 0.01)
    // An event stamped before the previous frame still lands in this one, just after it.
    let (_, late) = recorder.record(.pointerCancel, atWallTime: 5.0)
    #expect(late == 0.01)
    // One stamped after the frame's time is held at the frame's time.
    let (_, early) = recorder.record(.pointerCancel, atWallTime: 6)
    #expect(early == second)
    recorder.endFrame()
    #expect(
      recorder.scriptJSON()
        == """
        {"events": [
          {"t": 10, "type": "down", "x": 10.13, "y": -3},
          {"t": 10, "type": "cancel"},
          {"t": 16.667, "type": "cancel"}
        ],
        "frames": [0, 16.667]}

        """)
  }

  @Test("Frames never share a time, even when the clock stands still")
  func strictlyIncreasingFrames() throws {
    var recorder = ScriptRecorder()
    for _ in 0..<3 {
      _ = recorder.beginFrame(atWallTime: 1)
      recorder.endFrame()
    }
    let parsed = try Script.parse(Array(recorder.scriptJSON().utf8), name: "s.json")
    #expect(parsed.frameTimes == [0, 0.000_001, 0.000_002])
  }
}
