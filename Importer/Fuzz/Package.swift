// swift-tools-version: 6.1
import PackageDescription

// The SwiftUI importer's libFuzzer target (docs/testing.md, "Fuzzing"). A package apart from
// both NavLab's and the importer's, so that neither `swift build` nor the main fuzz build
// compiles swift-syntax with fuzzer instrumentation; `scripts/fuzz importer` builds it with
// `-sanitize=fuzzer,address` (every module, swift-syntax included) into its own scratch folder.
let package = Package(
  name: "NavLabImportFuzz",
  dependencies: [
    .package(name: "NavLabImporter", path: ".."),
    // The model the importer builds and its encoder (the main package, by path).
    .package(name: "NavLab", path: "../.."),
  ],
  targets: [
    // libFuzzer's driver.
    .systemLibrary(name: "CFuzzSupport"),
    .executableTarget(
      name: "navlab-import-fuzz",
      dependencies: [
        .product(name: "NavLabImport", package: "NavLabImporter"),
        .product(name: "ScreenModel", package: "NavLab"), "CFuzzSupport",
      ]),
  ]
)
