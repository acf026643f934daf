import Benchmark
import DisplayList
import NavLabCore
import ScreenModel

/// Issue 30: the engine's side of a live program, with a stand-in program (no process, no
/// interpreter): what navlab adds to a frame when code runs beside it.
///
/// - "reports": every frame the scroller moves, the named frames and the scroll view are
///   reported and nothing comes back (the cost of the request);
/// - "swaps": every frame a new scene comes back (seed 003's bar, its height following the
///   title's frame), is laid out and swapped in, and the new layout is reported again.
func liveBenchmarks() {
  liveFrameBenchmark("engine frame (live: reports, no new scene)", swaps: false)
  liveFrameBenchmark("engine frame (live: a new scene every frame)", swaps: true)
  liveFrameBenchmark(
    "engine frame (live: a patch equal to what is shown)", program: { BenchmarkPatchProgram(.same) }
  )
  liveFrameBenchmark(
    "engine frame (live: a new patch every frame)", program: { BenchmarkPatchProgram(.follow) })
  liveFrameBenchmark(
    "engine frame (live: a patch animating the bar)", program: { BenchmarkPatchProgram(.animate) })
}

/// A blog-like scene: a title, a bar of `height` points (named `bar` for patches), a button
/// and 60 rows.
func liveBenchmarkScene(barHeight: Double) -> ScreenSpec? {
  let json = """
    {"title": "Live", "content": {"vstack": [{"text": "Posts", "id": "n1"},
      {"color": "blue", "frame": {"height": \(barHeight)}, "id": "bar", "node": "bar"},
      {"button": "Go", "frame": {"width": 200, "height": 44}, "action": "go"}], "spacing": 0},
     "list": {"rows": 60, "sections": [[{"label": "Row"}]]}}
    """
  return try? SceneDecoder.decode(Array(json.utf8), file: "live.json", id: "live")
}

/// Seed 003's rule on the title's frame: 350 − 5·d, 127…350, in whole points; each scene is
/// decoded once and kept (an interpreter's cost is its own benchmark's).
final class BenchmarkBarProgram: LiveProgram {
  let swaps: Bool
  var scenes: [Int: ScreenSpec] = [:]
  var rest: Double?
  var current = 350

  init(swaps: Bool) { self.swaps = swaps }

  func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
    guard swaps, let title = request.frame(of: "n1") else { return LiveResponse() }
    let rest = self.rest ?? title.minY
    self.rest = rest
    let height = Int(min(350, max(127, 350 - 5 * (rest - title.minY))).rounded())
    guard height != current else { return LiveResponse() }
    current = height
    if scenes[height] == nil { scenes[height] = liveBenchmarkScene(barHeight: Double(height)) }
    return LiveResponse(scene: scenes[height])
  }
}

/// Issue 38: the bar as patches, each answer decoded from its JSON line once and kept (the
/// engine's side only): `.same` answers every frame with the bar as shown (a patch that
/// changes nothing), `.follow` with the bar following seed 003's rule (a new patch, its block
/// laid out again, most frames), `.animate` the same under a 0.35 s linear transaction (the
/// engine moves the bar every frame).
final class BenchmarkPatchProgram: LiveProgram {
  enum Mode { case same, follow, animate }
  let mode: Mode
  var answers: [Int: LiveResponse] = [:]
  var rest: Double?

  init(_ mode: Mode) { self.mode = mode }

  func frame(_ request: LiveRequest) throws(LiveFailure) -> LiveResponse {
    var height = 350
    if mode != .same, let title = request.frame(of: "n1") {
      let rest = self.rest ?? title.minY
      self.rest = rest
      height = Int(min(350, max(127, 350 - 5 * (rest - title.minY))).rounded())
    }
    if let answer = answers[height] { return answer }
    let transaction =
      mode == .animate ? #", "transaction": {"curve": "linear", "duration": 0.35}"# : ""
    let line =
      #"{"patches": [{"node": "bar", "content": {"color": "blue", "frame": {"height": \#(height)}, "id": "bar"}}]\#(transaction)}"#
    let answer = try LiveWire.decodeResponse(Array(line.utf8), scene: "live.json", id: "live")
    answers[height] = answer
    return answer
  }
}

func liveFrameBenchmark(_ name: String, swaps: Bool) {
  liveFrameBenchmark(name, program: { BenchmarkBarProgram(swaps: swaps) })
}

func liveFrameBenchmark(_ name: String, program: @escaping @Sendable () -> any LiveProgram) {
  Benchmark(name, configuration: .init(scalingFactor: .kilo)) { benchmark in
    guard let scene = liveBenchmarkScene(barHeight: 350) else { return }
    var options = EngineOptions(scene: scene)
    options.liveProgram = program()
    var engine = Engine(options: options)
    var painter = FramePainter()
    var list = DisplayList(size: engine.device.size)
    var time = 0.0
    engine.advance(to: 0)
    engine.handle(.fling(velocity: 300), at: 0)
    // Warm up: every bar height decoded once, the buffers grown.
    for _ in 0..<600 {
      time += 1.0 / 60
      if engine.top.offset > 40 || engine.top.scroller.phase == .idle {
        engine.handle(.scrollTo(offset: 0, animated: false), at: time)
        engine.handle(.fling(velocity: 300), at: time)
      }
      engine.advance(to: time)
    }
    painter.paint(engine, into: &list)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      // A slow fling over the bar's range, again and again (the bar changes every frame).
      time += 1.0 / 60
      if engine.top.offset > 40 || engine.top.scroller.phase == .idle {
        engine.handle(.scrollTo(offset: 0, animated: false), at: time)
        engine.handle(.fling(velocity: 300), at: time)
      }
      engine.advance(to: time)
      painter.paint(engine, into: &list)
      blackHole(list.commands.count)
    }
  }
}
