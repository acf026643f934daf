import Benchmark
import Foundation
import NavLabCore
import ScreenModel

/// Issue 19: a scene full of images (the photos example: avatars, a hero image, thumbnails,
/// sticky headers, footers), 200 rows, scrolled. Goals: the @3x frame within 1.5 ms p50, and
/// 0 allocations per frame in the engine and the rasterizer (images are scaled once, then
/// copied).
func ownScreenBenchmarks() {
  guard let options = photosOptions() else { return }
  engineFrameBenchmark("engine frame (photos example, 200 rows)", options: options)
  rasterBenchmark(
    "raster @3x (photos example, images, scrolled)", scale: 3, options: options, offset: 1_500)
}

/// The photos example scene, repeated to 200 rows.
func photosOptions() -> EngineOptions? {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  let path = root.appendingPathComponent("Assets/examples/scenes/photos.json").path
  guard let data = FileManager.default.contents(atPath: path),
    var spec = try? SceneDecoder.decode(Array(data), file: path, id: "photos")
  else { return nil }
  spec.rowCount = 200
  return EngineOptions(scene: spec)
}
