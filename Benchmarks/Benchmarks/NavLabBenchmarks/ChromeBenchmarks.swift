import Benchmark
import DisplayList
import Foundation
import NavGeometry
import NavLabCore
import SDLRenderer

/// Issue 14's chrome on Settings (`Assets/examples/settings-chrome.json`: search field, pull to
/// refresh, tab bar), in both designs: the engine frame (goal: 0 allocations) and a full @3x
/// frame with the bar and tab bar materials (iOS 18) or the scroll edge effect and glass
/// (iOS 26).
func chromeBenchmarks() {
  for design in Design.allCases {
    Benchmark(
      "engine frame (settings-chrome, \(design.rawValue))",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      var engine = Engine(options: chromeOptions(design))
      var painter = FramePainter()
      var list = DisplayList(size: engine.device.size)
      engine.handle(.fling(velocity: 2500), at: 0)
      var time = 0.0
      engine.advance(to: 1.0 / 60)
      painter.paint(engine, into: &list)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        time += 1.0 / 60
        if time > 4 {
          time = 0
          engine.handle(.fling(velocity: 2500), at: time)
        }
        engine.advance(to: time)
        painter.paint(engine, into: &list)
        blackHole(list.commands.count)
      }
    }
    rasterBenchmark(
      "raster @3x (settings-chrome, \(design.rawValue), scrolled)", scale: 3,
      options: chromeOptions(design), offset: 300)
  }
}

/// Engine options showing the example chrome scene in `design`.
func chromeOptions(_ design: Design) -> EngineOptions {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Assets/examples/settings-chrome.json")
  let bytes = (try? Data(contentsOf: url)).map { Array($0) } ?? []
  var options = EngineOptions(
    scene: try? SceneDecoder.decode(bytes, file: url.path, id: "settings-chrome"))
  options.design = design
  return options
}
