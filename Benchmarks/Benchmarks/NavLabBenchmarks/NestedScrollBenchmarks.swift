import Benchmark
import DisplayList
import NavGeometry
import NavLabCore
import ScreenModel

/// Issue 37: nested scroll views in the engine frame.
///
/// - "three shelves coasting": three horizontal shelves of 100 cards on screen, each flung
///   sideways (8000 pt/s, seconds of momentum), then frames 1 ms apart while all three move:
///   the goal is 0 allocations a frame;
/// - "N shelves × M cards": the same frame (three shelves coasting) on screens of 1 × 100,
///   20 × 5 and 20 × 100 cards: culling makes the offscreen shelves and cards cost nothing, so
///   20 × 100 should cost what 1 × 100 does (instructions compare best).
func nestedScrollBenchmarks() {
  for (shelves, cards) in [(3, 100), (1, 100), (20, 5), (20, 100)] {
    shelfFrameBenchmark(shelves: shelves, cards: cards)
  }
}

/// A screen of `shelves` shelves of `cards` 150 pt cards, as the built-in blog draws them.
func shelvesScene(shelves: Int, cards: Int) -> ScreenSpec? {
  let card =
    ##"{"zstack": [{"shape": {"roundedRectangle": 16}, "fill": {"linearGradient": {"colors": ["blue", "#004FA6"]}}}, {"text": "Post", "font": "headline", "foreground": "white", "padding": 12}], "alignment": "bottomLeading", "frame": {"width": 150, "height": 150}, "shadow": {"radius": 6, "y": 3, "color": "black@0.12"}}"##
  let row = Array(repeating: card, count: cards).joined(separator: ", ")
  let shelf =
    #"{"vstack": [{"text": "Shelf", "font": "title2", "padding": {"horizontal": 16}}, {"scroll": {"hstack": ["#
    + row
    + #"], "spacing": 12}, "axis": "horizontal", "contentMargins": {"horizontal": 16, "vertical": 12}}], "alignment": "leading", "spacing": 4}"#
  let json =
    #"{"title": "Shelves", "content": {"vstack": ["#
    + Array(repeating: shelf, count: shelves).joined(separator: ", ")
    + #"], "spacing": 12}, "list": {"rows": 0, "sections": [[{"label": "Row"}]]}}"#
  return try? SceneDecoder.decode(Array(json.utf8), file: "shelves.json", id: "shelves")
}

/// Flings every shelf whose middle is on screen (at most three) sideways at 8000 pt/s.
func flingShelves(_ engine: inout Engine, at time: inout Double) {
  guard let block = engine.top.contentBlock else { return }
  let top = engine.top.contentOrigin + engine.top.contentBlockTop
  var flung = 0
  for view in block.scrollViews where flung < 3 {
    let y = top + view.frame.midY
    guard y > 120, y < engine.device.size.height - 40 else { continue }
    engine.handle(.pointerDown(x: 360, y: y), at: time)
    for step in 1...4 {
      time += 0.004
      engine.handle(.pointerMove(x: 360 - Double(step) * 32, y: y), at: time)
    }
    time += 0.004
    engine.handle(.pointerUp(x: 232, y: y), at: time)
    flung += 1
  }
}

func shelfFrameBenchmark(shelves: Int, cards: Int) {
  let name =
    shelves == 3
    ? "engine frame (three shelves coasting)"
    : "engine frame (\(shelves) shelves × \(cards) cards, three coasting)"
  Benchmark(
    name,
    configuration: .init(
      metrics: [.wallClock, .mallocCountTotal, .instructions], scalingFactor: .kilo)
  ) { benchmark in
    guard let spec = shelvesScene(shelves: shelves, cards: cards) else { return }
    var engine = Engine(options: EngineOptions(scene: spec))
    var painter = FramePainter()
    var list = DisplayList(size: engine.device.size)
    var time = 0.0
    engine.advance(to: time)
    flingShelves(&engine, at: &time)
    // Warm the buffers so the measurement sees the steady state.
    time += 0.001
    engine.advance(to: time)
    painter.paint(engine, into: &list)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      // 1 ms a frame: a thousand frames are one second of the shelves' momentum.
      time += 0.001
      engine.advance(to: time)
      painter.paint(engine, into: &list)
      blackHole(list.commands.count)
    }
    benchmark.stopMeasurement()
    blackHole(engine.isAtRest)
  }
}
