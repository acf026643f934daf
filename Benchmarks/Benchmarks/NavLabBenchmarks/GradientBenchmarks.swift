import Benchmark
import NavLabCore
import ScreenModel

/// Linear gradients in content (a gradient view, gradient-filled rounded rectangle, circle
/// and capsule, a gradient background, a translucent fill): the engine's frame and the @3x
/// raster, both goals 0 allocations per frame once warm.
func gradientBenchmarks() {
  let json = """
    {"title": "Gradients",
     "content": {"vstack": [
       {"linearGradient": {"colors": ["orange", "pink"]}, "frame": {"height": 120}},
       {"hstack": [
         {"shape": {"roundedRectangle": 30}, "fill": {"linearGradient": {"colors": ["#1B2A6B", "purple"], "stops": [0, 0.8]}}, "frame": {"height": 120}},
         {"shape": "circle", "fill": {"linearGradient": {"colors": ["red", "yellow", "green"], "start": "leading", "end": "trailing"}}, "frame": {"width": 120, "height": 120}},
         {"shape": "capsule", "fill": {"linearGradient": {"colors": ["blue", "blue@0"], "start": "topLeading", "end": "bottomTrailing"}}, "frame": {"width": 60, "height": 120}}
       ], "spacing": 10},
       {"text": "Album", "padding": 12, "background": {"linearGradient": {"colors": ["#A2845E", "black"], "start": "leading", "end": "trailing"}}},
       {"shape": "circle", "fill": "purple@0.3", "frame": {"width": 80, "height": 80}}
     ], "spacing": 12, "padding": 16},
     "list": {"sections": [{"rows": [{"label": "One"}, {"label": "Two"}]}]}}
    """
  guard
    var spec = try? SceneDecoder.decode(Array(json.utf8), file: "gradients.json", id: "gradients")
  else { return }
  spec.rowCount = 200
  let options = EngineOptions(scene: spec)
  engineFrameBenchmark("engine frame (gradients)", options: options)
  rasterBenchmark("raster @3x (gradients)", scale: 3, options: options)
}
