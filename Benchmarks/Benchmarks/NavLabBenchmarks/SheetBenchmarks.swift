import Benchmark
import DisplayList
import NavGeometry
import NavLabCore
import ScreenModel

/// Issue 40: the engine frame with a sheet presented. The example scene's sheet (60 rows, the
/// medium and large detents) is presented, dragged to its large detent and its list flung, then
/// frames 1 ms apart while the list coasts and the screen behind is drawn scaled: the goal is 0
/// allocations a frame.
func sheetBenchmarks() {
  Benchmark(
    "engine frame (sheet presented, its list coasting)",
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .instructions], scalingFactor: .kilo)
  ) { benchmark in
    let json = """
      {"title": "Orders", "list": {"style": "inset-grouped", "rows": 30, "sections": [[
        {"label": "Show", "present": {"screenID": "p", "title": "Details", "largeTitle": "never",
          "presentation": {"detents": ["medium", "large"]},
          "list": {"rows": 600, "sections": [[{"label": "Item", "value": "Value"}]]}}}]]}}
      """
    guard let spec = try? SceneDecoder.decode(Array(json.utf8), file: "sheet.json", id: "sheet")
    else { return }
    var engine = Engine(options: EngineOptions(scene: spec))
    var painter = FramePainter()
    var list = DisplayList(size: engine.device.size)
    var time = 0.0
    engine.advance(to: time)
    engine.push(fromRow: 0, time: time)
    time = 1
    engine.advance(to: time)
    // Up 500 pt in one gesture: the sheet grows to large, then its list is flung.
    engine.handle(.pointerDown(x: 200, y: 800), at: time)
    for step in 1...10 {
      time += 0.008
      engine.handle(.pointerMove(x: 200, y: 800 - Double(step) * 50), at: time)
    }
    time += 0.008
    engine.handle(.pointerUp(x: 200, y: 300), at: time)
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
