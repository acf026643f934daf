// swift-tools-version: 6.1
import PackageDescription

// Benchmarks live in their own package so that `swift test` never builds them.
// Run them with scripts/bench (release mode).
let package = Package(
  name: "NavLabBenchmarks",
  dependencies: [
    .package(name: "NavLab", path: ".."),
    .package(
      url: "https://github.com/ordo-one/benchmark", from: "1.38.0",
      traits: ["MallocInterposer"]),
  ],
  targets: [
    .executableTarget(
      name: "NavLabBenchmarks",
      dependencies: [
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "ScrollPhysics", package: "NavLab"),
        .product(name: "NavGeometry", package: "NavLab"),
        .product(name: "NavLabCore", package: "NavLab"),
        .product(name: "Traces", package: "NavLab"),
        .product(name: "ScreenModel", package: "NavLab"),
        .product(name: "SDLRenderer", package: "NavLab"),
        "RenderFixture",
      ],
      path: "Benchmarks/NavLabBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // A bare render loop to profile with `perf record` (see its main.swift).
    .executableTarget(
      name: "FrameProfile",
      dependencies: [
        .product(name: "NavGeometry", package: "NavLab"),
        .product(name: "NavLabCore", package: "NavLab"),
        .product(name: "ScreenModel", package: "NavLab"),
        "RenderFixture",
      ],
      path: "Profiling/FrameProfile"
    ),
    // The engine frame benchmark's loop, to count instructions with callgrind (its main.swift).
    .executableTarget(
      name: "EngineProfile",
      dependencies: [
        .product(name: "NavLabCore", package: "NavLab")
      ],
      path: "Profiling/EngineProfile"
    ),
    // Issue 37's shelves frame by frame, to count instructions with callgrind.
    .executableTarget(
      name: "ShelfProfile",
      dependencies: [
        .product(name: "NavGeometry", package: "NavLab"),
        .product(name: "NavLabCore", package: "NavLab"),
        .product(name: "ScreenModel", package: "NavLab"),
      ],
      path: "Profiling/ShelfProfile"
    ),
    // The frame both of them render.
    .target(
      name: "RenderFixture",
      dependencies: [
        .product(name: "NavGeometry", package: "NavLab"),
        .product(name: "NavLabCore", package: "NavLab"),
        .product(name: "ScreenModel", package: "NavLab"),
        .product(name: "SDLRenderer", package: "NavLab"),
      ],
      path: "Profiling/RenderFixture"
    ),
  ]
)
