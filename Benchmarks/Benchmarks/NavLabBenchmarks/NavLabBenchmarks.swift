import Benchmark
import DisplayList
import NavGeometry
import NavLabCore
import RenderFixture
import SDLRenderer
import ScrollPhysics
import Traces

/// NavLab's speed, measured: `scripts/bench` runs these in release mode.
///
/// - scroller: one scroller step plus one tracker sample (goal: well under 1 µs, 0 allocations);
/// - engine frame: input → scroller → layout → display list, per screen (goal: ≤ 10 µs, 0 allocs);
/// - raster: a full frame drawn by the span rasterizer at the 15 Pro's @3x, per screen.
let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal, .instructions],
    maxDuration: .seconds(2), maxIterations: 1_000_000)

  Benchmark(
    "scroller step + tracker sample",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark in
    var scroller = Scroller(
      configuration: ScrollerConfiguration(), viewportHeight: 852, contentHeight: 1_000_000)
    var tracker = VelocityTracker()
    scroller.fling(velocity: 3000, time: 0)
    var time = 0.0
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += 1.0 / 120
      tracker.add(position: time * 100, time: time)
      scroller.advance(to: time)
      blackHole(scroller.offset)
    }
    blackHole(tracker.velocity(atReleaseTime: time))
  }

  for screen in ScreenCatalog.names {
    engineFrameBenchmark(
      "engine frame (\(screen))", options: EngineOptions(screen: screen, rows: 10_000))
  }

  studioFrameBenchmark()
  liveBenchmarks()

  for rows in [100, 10_000, 1_000_000] {
    Benchmark(
      "engine frame (settings, \(rows) rows)", configuration: .init(scalingFactor: .kilo)
    ) { benchmark in
      var engine = Engine(options: EngineOptions(screen: "settings", rows: rows))
      var painter = FramePainter()
      var list = DisplayList(size: engine.device.size)
      engine.handle(.scrollTo(offset: 1_500, animated: false), at: 0)
      engine.advance(to: 0)
      painter.paint(engine, into: &list)
      benchmark.startMeasurement()
      for _ in benchmark.scaledIterations {
        engine.advance(to: 0)
        painter.paint(engine, into: &list)
        blackHole(list.commands.count)
      }
    }
  }

  for scale in [2, 3] {
    for screen in ScreenCatalog.names {
      for appearance in Appearance.allCases {
        rasterBenchmark(
          "raster @\(scale)x (\(screen), \(appearance.rawValue))", scale: Double(scale),
          options: EngineOptions(screen: screen, appearance: appearance))
      }
    }
  }

  for rows in [100, 10_000, 1_000_000] {
    rasterBenchmark(
      "raster @3x (settings, \(rows) rows, scrolled)", scale: 3,
      options: EngineOptions(screen: "settings", rows: rows), offset: 1_500)
  }

  // The bar material (backdrop blur) over content: the feed with its card title half behind
  // the bar, and the same frame drawn in 128-row bands as headless runs do (the blur's rows
  // are drawn once more before the bands).
  rasterBenchmark(
    "raster @3x (feed, bar material over the card)", scale: 3,
    options: EngineOptions(screen: "feed"), offset: 113)
  Benchmark(
    "raster @3x banded (feed, bar material over the card)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
  ) { benchmark in
    let library = try SDLLibrary(video: false)
    let canvas = try BandedCanvas(width: 1179, height: 2556, scale: 3, fonts: try FontLibrary())
    var engine = Engine(options: EngineOptions(screen: "feed"))
    engine.handle(.scrollTo(offset: 113, animated: false), at: 0)
    var painter = FramePainter()
    var list = DisplayList(size: engine.device.size)
    engine.advance(to: 0)
    painter.paint(engine, into: &list)
    canvas.render(list) { band, _ in blackHole(band.row(0)[0]) }
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      canvas.render(list) { band, _ in blackHole(band.row(0)[0]) }
    }
    benchmark.stopMeasurement()
    withExtendedLifetime(library) {}
  }

  // Every string of the frame is already in the glyph cache: the cost of text is blending.
  Benchmark(
    "text: a cached frame's strings (settings @3x)",
    configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
  ) { benchmark in
    let library = try SDLLibrary(video: false)
    let canvas = try OffscreenCanvas(width: 1179, height: 2556, scale: 3, fonts: try FontLibrary())
    var engine = Engine(options: EngineOptions(screen: "settings"))
    var painter = FramePainter()
    var list = DisplayList(size: engine.device.size)
    engine.advance(to: 0)
    painter.paint(engine, into: &list)
    var textOnly = DisplayList(size: list.size)
    for command in list.commands {
      if case .text = command { textOnly.append(command) }
    }
    canvas.render(textOnly)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations { canvas.render(textOnly) }
    benchmark.stopMeasurement()
    withExtendedLifetime(library) {}
  }

  chromeBenchmarks()
  ownScreenBenchmarks()
  gradientBenchmarks()
  nestedScrollBenchmarks()
  sheetBenchmarks()
  swipeBenchmarks()
}

/// A full frame of `options`' first screen drawn by the rasterizer at `scale` (15 Pro size),
/// after one warm-up frame that fills the glyph and mask caches.
func rasterBenchmark(_ name: String, scale: Double, options: EngineOptions, offset: Double = 0) {
  Benchmark(
    name, configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
  ) { benchmark in
    let frame = try RenderFixture(options: options, scale: scale, offset: offset)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      frame.render()
    }
    benchmark.stopMeasurement()
  }
}

/// A benchmark of the engine's per-frame work (advance + paint into a reused display list) over
/// a fling that restarts every 4 s, measured from the steady state.
/// The tuning studio (`--compare`): two engines, both phones painted side by side, and the trace
/// row with B's columns (goal: 0 allocations, about twice one engine frame).
func studioFrameBenchmark() {
  Benchmark("studio frame (settings, A vs B)", configuration: .init(scalingFactor: .kilo)) {
    benchmark in
    var soft = Tuning()
    soft.decelerationRate = 0.99
    soft.springStiffness = 120
    var studio = Studio(
      options: EngineOptions(screen: "settings", rows: 10_000), compare: soft,
      names: ("A · stock", "B · soft.json"))
    var painter = FramePainter()
    var list = DisplayList(size: studio.size)
    var line = ""
    line.reserveCapacity(512)
    studio.handle(.fling(velocity: 2500), at: 0)
    var time = 1.0 / 60
    var nextFling = 4.0
    studio.advance(to: time)
    painter.paint(studio, into: &list)
    TraceFormatter.row(
      frame: 0, timeMilliseconds: time * 1000, values: studio.takeFrameValues(),
      compared: studio.takeFrameValuesB(), into: &line)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      time += 1.0 / 60
      if time > nextFling {
        nextFling += 4
        studio.handle(.fling(velocity: 2500), at: time)
      }
      studio.advance(to: time)
      painter.paint(studio, into: &list)
      TraceFormatter.row(
        frame: 1, timeMilliseconds: time * 1000, values: studio.takeFrameValues(),
        compared: studio.takeFrameValuesB(), into: &line)
      blackHole(list.commands.count + line.utf8.count)
    }
  }
}

func engineFrameBenchmark(_ name: String, options: EngineOptions) {
  Benchmark(name, configuration: .init(scalingFactor: .kilo)) { benchmark in
    var engine = Engine(options: options)
    var painter = FramePainter()
    var list = DisplayList(size: engine.device.size)
    engine.handle(.fling(velocity: 2500), at: 0)
    var time = 0.0
    // Warm the buffers so the measurement sees the steady state.
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
}
