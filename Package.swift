// swift-tools-version: 6.1
import PackageDescription

// The modules follow a frame's flow (docs/architecture.md, "Layers"); the engine's never import
// SDL or what lies outside the engine (scripts/check-imports checks it):
//   Input → Physics → Model → Layout → Chrome → DisplayList → Renderer
//   NavInput → ScrollPhysics (NavGeometry) → ScreenModel → ContentLayout → NavLabCore
//   → DisplayList → SDLRenderer (SymbolData)
// Outside the engine: Scripts, Traces, Plots, TuningExport, SceneFiles, OutputFiles, navlab.

// Release builds on Linux give every Swift function its own section, so that the linker can
// place the code a headless screenshot runs side by side (the navlab target's
// startup-order.txt): the pages of code a run touches, and so its memory, shrink (issue 43,
// docs/performance.md). Debug builds and the tests are unchanged.
let functionSections: [SwiftSetting] = [
  .unsafeFlags(
    ["-Xfrontend", "-function-sections"], .when(platforms: [.linux], configuration: .release))
]
let startupOrder = Context.packageDirectory + "/Sources/navlab/startup-order.txt"

let package = Package(
  name: "NavLab",
  products: [
    .executable(name: "navlab", targets: ["navlab"]),
    // ScrollPhysics and NavGeometry are libraries for any package (DocC in their .docc
    // catalogs, Examples/ScrollPhysicsConsumer uses them); the others serve the benchmarks
    // package (Benchmarks/), which lives apart so `swift test` does not build it.
    .library(name: "ScrollPhysics", targets: ["ScrollPhysics"]),
    .library(name: "NavGeometry", targets: ["NavGeometry"]),
    // The typed model both front ends build (scene files and the SwiftUI importer, which
    // depends on this product) and its one codec: scene files, the live wire, JSON text.
    .library(name: "ScreenModel", targets: ["ScreenModel"]),
    .library(name: "NavInput", targets: ["NavInput"]),
    .library(name: "NavLabCore", targets: ["NavLabCore"]),
    .library(name: "Traces", targets: ["Traces"]),
    .library(name: "Scripts", targets: ["Scripts"]),
    .library(name: "TuningExport", targets: ["TuningExport"]),
    .library(name: "SDLRenderer", targets: ["SDLRenderer"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    .package(url: "https://github.com/apple/swift-numerics", from: "1.0.0"),
    // `swift package generate-documentation` (scripts/docs): DocC for ScrollPhysics and
    // NavGeometry. A command plugin: nothing of it is built unless that command runs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // C system libraries, found through pkg-config (names are case-sensitive).
    .systemLibrary(
      name: "CSDL2", pkgConfig: "sdl2",
      providers: [.apt(["libsdl2-dev"])]),
    .systemLibrary(
      name: "CSDL2_ttf", pkgConfig: "SDL2_ttf",
      providers: [.apt(["libsdl2-ttf-dev"])]),
    .systemLibrary(
      name: "CSDL2_image", pkgConfig: "SDL2_image",
      providers: [.apt(["libsdl2-image-dev"])]),
    // zlib, for streaming PNG screenshots with a fast compression level.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),

    // Pure Swift: physics, geometry, draw lists and the engine. No SDL here.
    .target(
      name: "ScrollPhysics",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")],
      swiftSettings: functionSections),
    .target(
      name: "NavGeometry",
      dependencies: [.product(name: "RealModule", package: "swift-numerics")],
      swiftSettings: functionSections),
    .target(name: "DisplayList", dependencies: ["NavGeometry"], swiftSettings: functionSections),
    // The open icon set's drawings (generated path data), apart from the draw lists that only
    // name symbols: the renderer alone links it.
    .target(name: "SymbolData", swiftSettings: functionSections),
    // The model: screens (chrome behaviours, lists, rows) and their content trees as SwiftUI
    // builds them (stacks, text, images, shapes, scroll views, modifiers), with the one codec
    // that reads and writes them (scene files, the live wire). Pure, no drawing (DisplayList
    // only for its colour, font and symbol values).
    .target(
      name: "ScreenModel", dependencies: ["NavGeometry", "DisplayList"],
      swiftSettings: functionSections),
    .target(
      name: "ContentLayout", dependencies: ["ScreenModel", "NavGeometry", "DisplayList"],
      swiftSettings: functionSections),
    // Output files that are never half-written and never follow planted links (Glibc only).
    .target(name: "OutputFiles", swiftSettings: functionSections),
    // Input: pointer, wheel and key events as the engine reads them, and the key map.
    .target(
      name: "NavInput", dependencies: ["NavGeometry"],
      swiftSettings: functionSections),
    // Chrome: the engine that plays a screen (scrolling, bars, behaviours, presentations, live
    // answers) and paints it into a display list.
    .target(
      name: "NavLabCore",
      dependencies: [
        "NavInput", "ScrollPhysics", "NavGeometry", "DisplayList", "ScreenModel", "ContentLayout",
      ],
      swiftSettings: functionSections),
    // Outside the engine: what drives it and what is read out of it.
    // Scripts: recorded and replayed input on a simulated clock.
    .target(
      name: "Scripts", dependencies: ["NavLabCore", "NavInput", "NavGeometry", "ScreenModel"],
      swiftSettings: functionSections),
    // Traces: the per-frame trace and the layout dump (the contract in docs/trace.md).
    .target(
      name: "Traces",
      dependencies: ["NavLabCore", "NavGeometry", "ScreenModel", "ScrollPhysics", "DisplayList"],
      swiftSettings: functionSections),
    // Plots: curves of the physics and the chrome's geometry, drawn as charts.
    .target(
      name: "Plots",
      dependencies: ["NavLabCore", "NavGeometry", "ScreenModel", "ScrollPhysics", "DisplayList"],
      swiftSettings: functionSections),
    // Tuning export: tuning files and the knobs written as Swift, SwiftUI, UIKit and Flutter.
    .target(
      name: "TuningExport",
      dependencies: ["NavLabCore", "NavGeometry", "ScreenModel", "ScrollPhysics"],
      swiftSettings: functionSections),
    // Scene files on disk: the watched JSON front end (reload on save, keep the last good one).
    .target(
      name: "SceneFiles", dependencies: ["NavLabCore", "ScreenModel"],
      swiftSettings: functionSections),

    // The only place that holds C pointers.
    .target(
      name: "SDLRenderer",
      dependencies: [
        // SDL2_image is loaded when first needed (Images/ImageLibrary.swift), not linked.
        "CSDL2", "CSDL2_ttf", "CZlib", "NavGeometry", "DisplayList", "SymbolData",
        "ContentLayout", "OutputFiles",
      ],
      swiftSettings: functionSections),
    .executableTarget(
      name: "navlab",
      dependencies: [
        "NavLabCore", "NavInput", "Scripts", "Traces", "Plots", "TuningExport", "SceneFiles",
        "ScrollPhysics", "NavGeometry", "DisplayList", "ScreenModel", "SDLRenderer", "CSDL2",
        "OutputFiles",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      exclude: ["startup-order.txt"],
      swiftSettings: functionSections,
      // A release navlab carries the Swift runtime it uses instead of mapping the whole of
      // libswiftCore, Foundation and their companions at start: 3.6 MB less at a headless
      // screenshot (issue 43, docs/performance.md), and it runs where no toolchain is.
      // lld, which finds archive members in any order, brings in what the static Foundation
      // needs (the modules were compiled for the shared one), and packs relative relocations.
      // It then lays out first the functions a headless screenshot runs (startup-order.txt,
      // written by scripts/startup-order; a name it no longer finds is skipped), and exports
      // no symbols: the Swift runtime's link options export every public one, whose tables
      // each library the loader binds would search.
      linkerSettings: [
        .unsafeFlags(
          [
            "-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
            "-Xlinker", "--symbol-ordering-file=\(startupOrder)",
            "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic",
          ],
          .when(platforms: [.linux], configuration: .release)),
        .linkedLibrary(
          "_FoundationCollections", .when(platforms: [.linux], configuration: .release)),
        .linkedLibrary("_FoundationCShims", .when(platforms: [.linux], configuration: .release)),
      ]),

    .testTarget(name: "ScrollPhysicsTests", dependencies: ["ScrollPhysics"]),
    .testTarget(name: "NavGeometryTests", dependencies: ["NavGeometry"]),
    .testTarget(
      name: "ScreenModelTests",
      dependencies: ["ScreenModel", "ContentLayout", "NavGeometry", "DisplayList"]),
    .testTarget(
      name: "NavLabCoreTests",
      dependencies: [
        "NavLabCore", "NavInput", "Scripts", "Traces", "Plots", "TuningExport", "SceneFiles",
        "ScrollPhysics", "NavGeometry", "DisplayList", "ScreenModel", "ContentLayout",
        "OutputFiles", "SymbolData",
      ]),
    .testTarget(
      name: "RenderingTests",
      // SDL2_image reads the golden PNGs back (the app loads it when it first needs it).
      dependencies: [
        "NavLabCore", "NavInput", "SDLRenderer", "NavGeometry", "DisplayList", "ScreenModel",
        "ContentLayout", "CSDL2", "CSDL2_image",
      ],
      resources: [.copy("Goldens")]),
    // Goldens/Regression: traces and layout dumps read by ModelRegressionTests through #filePath.
    .testTarget(name: "EndToEndTests", dependencies: ["navlab"], exclude: ["Goldens"]),
  ]
)
