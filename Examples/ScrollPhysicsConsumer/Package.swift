// swift-tools-version: 6.1
import PackageDescription

// A package that uses NavLab's two pure libraries the way any other package would: by
// depending on NavLab and naming the products. It needs no SDL: only targets that are built
// look for their system libraries, and ScrollPhysics and NavGeometry use none.

// A path dependency's identity is its folder's name: NavLab's checkout two folders up may be
// called anything (`navlab`, `main`, a CI clone's name), so the name is read off the path.
// Depending on NavLab by URL, this would be "NavLab" (the repository's name).
let navLab = String(Context.packageDirectory.split(separator: "/").dropLast(2).last ?? "NavLab")

let package = Package(
  name: "ScrollPhysicsConsumer",
  dependencies: [
    // From elsewhere: .package(url: "<NavLab's repository>", from: "0.1.0")
    .package(path: "../..")
  ],
  targets: [
    .executableTarget(
      name: "ScrollPhysicsConsumer",
      dependencies: [
        .product(name: "ScrollPhysics", package: navLab),
        .product(name: "NavGeometry", package: navLab),
      ])
  ]
)
