// swift-tools-version: 6.1
import PackageDescription

// libFuzzer targets for every file a user points NavLab at (docs/testing.md, "Fuzzing").
// A package apart from NavLab's own, so that `swift test` never builds it; scripts/fuzz builds it
// with `-sanitize=fuzzer,address` for every module, so that libFuzzer sees the coverage of
// NavLabCore's parsers, not only of this harness.
let package = Package(
  name: "NavLabFuzz",
  dependencies: [.package(name: "NavLab", path: "..")],
  targets: [
    // libFuzzer's driver.
    .systemLibrary(name: "CFuzzSupport"),
    .executableTarget(
      name: "navlab-fuzz",
      dependencies: [
        .product(name: "NavLabCore", package: "NavLab"),
        // Script files and tuning files (outside the engine's modules).
        .product(name: "Scripts", package: "NavLab"),
        .product(name: "TuningExport", package: "NavLab"),
        // The scene codec, the JSON parser and the screen spec (the model library).
        .product(name: "ScreenModel", package: "NavLab"),
        // The app's image decoder (SDL2_image's PNG and JPEG decoders behind it).
        .product(name: "SDLRenderer", package: "NavLab"), "CFuzzSupport",
      ]),
  ]
)
