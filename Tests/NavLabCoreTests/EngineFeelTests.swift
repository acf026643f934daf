import NavGeometry
import ScrollPhysics
import Testing

@testable import NavLabCore
@testable import Scripts

/// Issue #10 through the engine and scripts: the numbers a trace shows.
@Suite("Feel through the engine")
struct EngineFeelTests {
  /// Every frame's values of `json` played at `fps` for `frames` frames.
  private func frames(_ json: String, fps: Double, count: Int? = nil) throws -> [(
    t: Double, values: FrameValues
  )] {
    var player = ScriptPlayer(
      engine: makeEngine(rows: 1000), script: try script(json), fps: fps)
    var rows: [(Double, FrameValues)] = []
    var shots: [String] = []
    for frame in 0..<(count ?? player.defaultFrameCount) {
      player.step(frame: frame, screenshots: &shots)
      rows.append((player.time(ofFrame: frame), player.engine.takeFrameValues()))
    }
    return rows
  }

  @Test("down 600 → move 560 scrolls 38 pt at once; an up 90 pt further moves 90 more")
  func firstMove() throws {
    let rows = try frames(
      #"""
      {"events": [{"t": 0, "type": "down", "x": 200, "y": 600},
        {"t": 16, "type": "move", "x": 200, "y": 560},
        {"t": 100, "type": "move", "x": 200, "y": 550},
        {"t": 117, "type": "up", "x": 200, "y": 460}]}
      """#, fps: 120, count: 16)
    #expect(rows[2].values.offset == 38)  // t = 16.7 ms
    #expect(rows[12].values.offset == 48)  // t = 100 ms
    let release = try #require(rows.first { $0.values.flingVelocity != nil })
    #expect(release.values.offset >= 138 - 1e-9)
  }

  @Test("tapping the status bar during a fling scrolls to the top")
  func statusBarTapDuringFling() throws {
    let rows = try frames(
      #"""
      {"events": [{"t": 0, "type": "scroll_to", "offset": 3000, "animated": false},
        {"t": 50, "type": "fling", "velocity": 3000},
        {"t": 300, "type": "down", "x": 200, "y": 20},
        {"t": 350, "type": "up", "x": 200, "y": 20}]}
      """#, fps: 60, count: 120)
    #expect(rows[30].values.phase == .animating)  // t = 0.5 s
    // At most 1 s to the top: idle at 0 by t = 1.35 s.
    #expect(rows[82].values.offset == 0 && rows[82].values.phase == .idle)
    // A touch below the bar during a fling only stops it.
    let stopped = try frames(
      #"""
      {"events": [{"t": 0, "type": "scroll_to", "offset": 3000, "animated": false},
        {"t": 50, "type": "fling", "velocity": 3000},
        {"t": 300, "type": "down", "x": 200, "y": 400},
        {"t": 350, "type": "up", "x": 200, "y": 400}]}
      """#, fps: 60, count: 60)
    #expect(stopped[59].values.offset > 3000 && stopped[59].values.phase == .idle)
  }

  @Test("ten ↓ presses 33 ms apart move 400 pt (they moved 140 before)")
  func keyRepeat() throws {
    let events = (0..<10).map { #"{"t": \#($0 * 33), "type": "key", "key": "down"}"# }
    let rows = try frames(
      #"{"events": [\#(events.joined(separator: ","))]}"#, fps: 60)
    #expect(rows.last?.values.offset == 400)
  }

  @Test("large_title_alpha is the same at 24 and 720 fps: the fade starts at the crossing")
  func crossFadeFrameRate() throws {
    let json = #"""
      {"events": [{"t": 0, "type": "fling", "velocity": 180},
        {"t": 1500, "type": "fling", "velocity": -200},
        {"t": 3000, "type": "down", "x": 200, "y": 600},
        {"t": 3010, "type": "move", "x": 200, "y": 590},
        {"t": 3043, "type": "move", "x": 200, "y": 550},
        {"t": 3091, "type": "move", "x": 200, "y": 530}]}
      """#
    let slow = try frames(json, fps: 24, count: 24 * 4)
    let fast = try frames(json, fps: 720, count: 720 * 4)
    var largest = 0.0
    for (index, row) in slow.enumerated() {
      let match = fast[index * 30]
      #expect(abs(match.t - row.t) < 1e-9)
      let a = row.values.largeTitleAlpha ?? 0
      let b = match.values.largeTitleAlpha ?? 0
      largest = max(largest, abs(a - b))
    }
    // The fade must have happened (both ways), and agree to 1 % (was 0.12–0.26).
    #expect(slow.contains { ($0.values.largeTitleAlpha ?? 1) == 0 })
    #expect(largest < 0.01, "largest difference \(largest)")
  }

  @Test("huge coordinates never reach the trace; the release velocity is the one used")
  func hugeCoordinates() throws {
    let rows = try frames(
      #"""
      {"events": [{"t": 0, "type": "down", "x": 200, "y": 1e300},
        {"t": 16, "type": "move", "x": 200, "y": -1e300},
        {"t": 33, "type": "move", "x": 200, "y": 1e300},
        {"t": 50, "type": "up", "x": 200, "y": -1e300}]}
      """#, fps: 60)
    for row in rows {
      #expect(row.values.velocity.isFinite)
      #expect(row.values.offset.isFinite)
      if let v = row.values.flingVelocity { #expect(v.isFinite && abs(v) <= 8000) }
    }
    #expect(rows.contains { $0.values.flingVelocity != nil })
  }
}
