import Foundation
import NavGeometry
import NavLabCore
import RenderFixture
import ScreenModel

// A steady-state render loop to run under `perf record` (the benchmarks' setup, with its cold
// caches, would otherwise dominate a profile):
//   FrameProfile <scene.json | screen name> <ios18|ios26> <offset> <frames>
// prints the time of a full @3x frame (iPhone 15 Pro): fastest, median and 90th percentile.
let arguments = CommandLine.arguments.dropFirst()
let source = arguments.first ?? "settings"
let design = Design(rawValue: arguments.dropFirst().first ?? "ios18") ?? .ios18
let offset = Double(arguments.dropFirst(2).first ?? "300") ?? 300
let frames = Int(arguments.dropFirst(3).first ?? "2000") ?? 2000

var options: EngineOptions
if source.hasSuffix(".json") {
  let bytes = Array((try? Data(contentsOf: URL(fileURLWithPath: source))) ?? Data())
  options = EngineOptions(scene: try SceneDecoder.decode(bytes, file: source, id: "profile"))
} else {
  options = EngineOptions(screen: source)
}
options.design = design
let frame = try RenderFixture(options: options, scale: 3, offset: offset)
var times = [Double](repeating: 0, count: max(frames, 1))
for i in times.indices {
  let start = DispatchTime.now().uptimeNanoseconds
  frame.render()
  times[i] = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}
times.sort()
print(
  String(
    format: "%d frames: min %.3f ms, p50 %.3f ms, p90 %.3f ms", times.count, times[0],
    times[times.count / 2], times[times.count * 9 / 10]))
