// swift-tools-version: 6.1
// The SwiftUI importer is its own package so that swift-syntax (about 150 CPU-seconds for a clean
// debug build) stays off the main package's build, the sanitizer and the fuzz builds. It turns
// SwiftUI source into NavLab's screen model (the main package's ScreenModel, by path) and writes
// it with the model's codec; `navlab FILE.swift` runs it as a child process.
import PackageDescription

let package = Package(
  name: "NavLabImporter",
  products: [
    .executable(name: "navlab-import", targets: ["navlab-import"]),
    .library(name: "NavLabImport", targets: ["NavLabImport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
    // The typed model (screens, content, modifiers, the scene codec and the live wire) and the
    // timing curves: the importer builds these values instead of a JSON of its own.
    .package(name: "NavLab", path: ".."),
  ],
  targets: [
    .target(
      name: "NavLabImport",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "ScreenModel", package: "NavLab"),
        .product(name: "NavGeometry", package: "NavLab"),
      ]
    ),
    .executableTarget(
      name: "navlab-import",
      dependencies: ["NavLabImport", .product(name: "ScreenModel", package: "NavLab")]),
    .testTarget(
      name: "NavLabImportTests",
      dependencies: [
        "NavLabImport",
        // The interpreter's tests pick closures and expressions out of the seeds' trees.
        .product(name: "SwiftSyntax", package: "swift-syntax"),
        .product(name: "ScreenModel", package: "NavLab"),
        .product(name: "NavGeometry", package: "NavLab"),
      ]
    ),
  ]
)
