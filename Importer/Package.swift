// swift-tools-version: 6.1
// The SwiftUI importer is its own package so that swift-syntax (about 150 CPU-seconds for a clean
// debug build) stays off the main package's build, the sanitizer and the fuzz builds. It turns
// SwiftUI source into NavLab's scene JSON; `navlab FILE.swift` runs it as a child process.
import PackageDescription

let package = Package(
  name: "NavLabImporter",
  products: [
    .executable(name: "navlab-import", targets: ["navlab-import"]),
    .library(name: "NavLabImport", targets: ["NavLabImport"]),
  ],
  dependencies: [
    .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0")
  ],
  targets: [
    .target(
      name: "NavLabImport",
      dependencies: [
        .product(name: "SwiftParser", package: "swift-syntax"),
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
    .executableTarget(name: "navlab-import", dependencies: ["NavLabImport"]),
    .testTarget(
      name: "NavLabImportTests",
      dependencies: [
        "NavLabImport",
        // The interpreter's tests pick closures and expressions out of the seeds' trees.
        .product(name: "SwiftSyntax", package: "swift-syntax"),
      ]
    ),
  ]
)
