import Benchmark
import DisplayList
import NavGeometry
import NavLabCore
import ScreenModel

/// Issue 41: the engine frame with a swiped row. A list of 600 messages with swipe actions; one
/// row is dragged 140 pt left and released, then frames 1 ms apart while it springs open and
/// rests open, its buttons painted: the goal is 0 allocations a frame.
func swipeBenchmarks() {
  Benchmark(
    "engine frame (a swiped row springing open)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .instructions], scalingFactor: .kilo)
  ) { benchmark in
    let json = """
      {"title": "Messages", "list": {"style": "plain", "rowHeight": 76, "rows": 600, "sections": [[
        {"label": "Anna", "subtitle": "Slides", "accessory": "none", "swipeActions": [{"actions": [
          {"title": "Delete", "role": "destructive"}, {"title": "Flag", "tint": "orange"}]}]},
        {"label": "Build bot", "subtitle": "Green", "accessory": "none", "swipeActions": [{"actions": [
          {"title": "Delete", "role": "destructive"}, {"title": "Flag", "tint": "orange"}]}]}]]}}
      """
    guard let spec = try? SceneDecoder.decode(Array(json.utf8), file: "m.json", id: "m")
    else { return }
    var engine = Engine(options: EngineOptions(scene: spec))
    var painter = FramePainter()
    var list = DisplayList(size: engine.device.size)
    var time = 0.0
    engine.advance(to: time)
    let y = engine.top.contentOrigin + engine.top.list.rowFrame(1).midY
    engine.handle(.pointerDown(x: 300, y: y), at: time)
    for step in 1...7 {
      time += 0.016
      engine.handle(.pointerMove(x: 300 - Double(step) * 20, y: y), at: time)
    }
    time += 0.016
    engine.handle(.pointerUp(x: 160, y: y), at: time)
    // Warm the buffers so the measurement sees the steady state.
    time += 0.001
    engine.advance(to: time)
    painter.paint(engine, into: &list)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += 0.001
      engine.advance(to: time)
      painter.paint(engine, into: &list)
      blackHole(list.commands.count)
    }
    benchmark.stopMeasurement()
    blackHole(engine.isAtRest)
  }
}
