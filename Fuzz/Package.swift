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
    // SDL2_image, for decoding PNG and JPEG from memory (the main package's CSDL2_image module
    // is not exported as a product), and libFuzzer's driver.
    .systemLibrary(name: "CFuzzSupport", pkgConfig: "SDL2_image"),
    .executableTarget(
      name: "navlab-fuzz",
      dependencies: [
        .product(name: "NavLabCore", package: "NavLab"), "CFuzzSupport",
      ]),
  ]
)
