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
    engineFrameBenchmark(
      "engine frame (settings-chrome, \(design.rawValue))", options: chromeOptions(design))
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
