import Benchmark
import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import ScrollPhysics

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
    Benchmark("engine frame (\(screen))", configuration: .init(scalingFactor: .kilo)) {
      benchmark in
      var engine = Engine(options: EngineOptions(screen: screen, rows: 10_000))
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

  for screen in ScreenCatalog.names {
    for appearance in Appearance.allCases {
      Benchmark(
        "raster @3x (\(screen), \(appearance.rawValue))",
        configuration: .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(2))
      ) { benchmark in
        let library = try SDLLibrary(video: false)
        let fonts = try FontLibrary()
        let device = Device.iPhone15Pro
        let canvas = try OffscreenCanvas(
          width: 1179, height: 2556, scale: device.scale, fonts: fonts)
        var engine = Engine(options: EngineOptions(screen: screen, appearance: appearance))
        var painter = FramePainter()
        var list = DisplayList(size: device.size)
        engine.advance(to: 0)
        painter.paint(engine, into: &list)
        canvas.render(list)  // fills the text cache
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
          canvas.render(list)
        }
        benchmark.stopMeasurement()
        withExtendedLifetime(library) {}
      }
    }
  }
}
