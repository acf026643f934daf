import NavLabCore
import Testing

@testable import Scripts

/// Issue 18 item 7: a script fling of ±1e308 during a bounce gave an infinite velocity and an
/// offset of −3.7e306 that never settled. Every velocity, from any input, stays within the
/// ±8000 pt/s cap and every number in the trace is finite.
@Suite("Velocities stay finite and capped")
struct FiniteVelocityTests {
  @Test(
    "absurd script flings during a bounce, a drag and a wheel stream",
    arguments: [1e308, -1e308, 1e20, -5e9, .greatestFiniteMagnitude])
  func absurdFlings(velocity: Double) throws {
    let json = """
      {"events": [
        {"t": 0, "type": "down", "x": 200, "y": 300},
        {"t": 40, "type": "move", "x": 200, "y": 400},
        {"t": 80, "type": "move", "x": 200, "y": 600},
        {"t": 100, "type": "up", "x": 200, "y": 600},
        {"t": 150, "type": "fling", "velocity": \(velocity)},
        {"t": 400, "type": "fling", "velocity": \(-velocity)},
        {"t": 700, "type": "down", "x": 200, "y": 300},
        {"t": 701, "type": "move", "x": 200, "y": 1000000},
        {"t": 702, "type": "up", "x": 200, "y": -1000000},
        {"t": 900, "type": "wheel", "dy": \(velocity), "precise": true},
        {"t": 905, "type": "wheel", "dy": \(-velocity), "precise": true},
        {"t": 1200, "type": "fling", "velocity": \(velocity)}
      ]}
      """
    var player = ScriptPlayer(
      engine: makeEngine(screen: "settings"), script: try script(json), fps: 120)
    let trace = traceText(&player, frames: 120 * 8)
    #expect(!trace.contains("nan") && !trace.contains("inf"))
    let columns = trace.split(separator: "\n")[0].split(separator: ",").map(String.init)
    let velocityColumn = try #require(columns.firstIndex(of: "velocity"))
    let offsetColumn = try #require(columns.firstIndex(of: "offset"))
    for line in trace.split(separator: "\n").dropFirst() {
      let cells = line.split(separator: ",", omittingEmptySubsequences: false)
      let v = try #require(Double(cells[velocityColumn]))
      let offset = try #require(Double(cells[offsetColumn]))
      #expect(abs(v) <= 8000, "\(line)")
      #expect(abs(offset) < 100_000, "\(line)")
    }
    // Everything settles: the last frame rests inside the content.
    let last = trace.split(separator: "\n").last!.split(
      separator: ",", omittingEmptySubsequences: false)
    #expect(Double(last[velocityColumn]) == 0)
  }
}
