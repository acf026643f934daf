import Benchmark
import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer

/// Issue 14's chrome on the built-in Settings (`Assets/scenes/settings.json`: search field,
/// pull to refresh, tab bar), in both designs: the engine frame (goal: 0 allocations) and a full
/// @3x frame with the bar and tab bar materials (iOS 18) or the scroll edge effect and glass
/// (iOS 26). The names keep "settings-chrome" so earlier runs compare.
func chromeBenchmarks() {
  for design in Design.allCases {
    engineFrameBenchmark(
      "engine frame (settings-chrome, \(design.rawValue))", options: chromeOptions(design))
    rasterBenchmark(
      "raster @3x (settings-chrome, \(design.rawValue), scrolled)", scale: 3,
      options: chromeOptions(design), offset: 300)
  }
}

/// Engine options showing built-in Settings in `design`.
func chromeOptions(_ design: Design) -> EngineOptions {
  var options = EngineOptions(screen: "settings")
  options.design = design
  return options
}
