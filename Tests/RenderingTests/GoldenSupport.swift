import DisplayList
import Foundation
import NavGeometry
import NavLabCore
import SDLRenderer
import Testing

/// SDL and the fonts, started once for the whole process (SDL must not be started twice, and
/// `SDLLibrary`'s deinit would stop it). Only the serialized rendering suite touches them.
final class RenderingEnvironment {
  let sdl: SDLLibrary
  let fonts: FontLibrary

  private init() throws {
    sdl = try SDLLibrary(video: false)
    fonts = try FontLibrary()
  }

  private static let lock = NSLock()
  nonisolated(unsafe) private static var shared: Result<RenderingEnvironment, SDLError>?

  /// The process-wide environment, created on first use.
  static func get() throws -> RenderingEnvironment {
    lock.lock()
    defer { lock.unlock() }
    if shared == nil {
      do {
        shared = .success(try RenderingEnvironment())
      } catch let error as SDLError {
        shared = .failure(error)
      } catch {
        shared = .failure(SDLError("\(error)", remedy: ""))
      }
    }
    return try shared!.get()
  }
}

/// Where the golden images live: the source tree, so that updating them edits the repository.
enum Goldens {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Goldens")

  static var updating: Bool { ProcessInfo.processInfo.environment["NAVLAB_UPDATE_GOLDENS"] == "1" }

  /// A channel may differ by this much and still count as equal (anti-aliasing, font hinting).
  static let channelTolerance = 10
  /// The share of pixels allowed to differ beyond the tolerance.
  static let maximumDifferingShare = 0.005

  /// Channels of an ARGB8888 pixel.
  static func channels(_ pixel: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
    (Int(pixel >> 24), Int((pixel >> 16) & 0xFF), Int((pixel >> 8) & 0xFF), Int(pixel & 0xFF))
  }

  static func isClose(_ p: UInt32, _ q: UInt32) -> Bool {
    let a = channels(p)
    let b = channels(q)
    return abs(a.a - b.a) <= channelTolerance && abs(a.r - b.r) <= channelTolerance
      && abs(a.g - b.g) <= channelTolerance && abs(a.b - b.b) <= channelTolerance
  }

  static func hex(_ pixel: UInt32) -> String {
    let c = channels(pixel)
    return "rgba(\(c.r), \(c.g), \(c.b), \(c.a))"
  }

  /// Compares what `canvas` shows with the golden `name`.png (or rewrites the golden when
  /// `NAVLAB_UPDATE_GOLDENS=1`). On a mismatch the actual image is written to a temporary
  /// folder and its path reported.
  static func assertMatches(
    _ canvas: OffscreenCanvas, name: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let path = folder.appendingPathComponent("\(name).png").path
    if updating {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try canvas.writePNG(to: path)
      return
    }
    guard FileManager.default.fileExists(atPath: path) else {
      Issue.record(
        "missing golden \(path); run NAVLAB_UPDATE_GOLDENS=1 swift test to create it",
        sourceLocation: sourceLocation)
      return
    }
    let golden = try PNGReader.read(path)
    let actual = canvas.pixelImage()
    guard golden.width == actual.width, golden.height == actual.height else {
      let written = try writeActual(canvas, name: name)
      Issue.record(
        "\(name): size \(actual.width)×\(actual.height), golden \(golden.width)×\(golden.height); actual image: \(written)",
        sourceLocation: sourceLocation)
      return
    }
    var differing = 0
    var first: (x: Int, y: Int)?
    for index in actual.pixels.indices where !isClose(actual.pixels[index], golden.pixels[index]) {
      differing += 1
      if first == nil { first = (index % actual.width, index / actual.width) }
    }
    let allowed = Int(Double(actual.pixels.count) * maximumDifferingShare)
    if differing > allowed, let first {
      let written = try writeActual(canvas, name: name)
      Issue.record(
        """
        \(name): \(differing) of \(actual.pixels.count) pixels differ (allowed \(allowed)); \
        first at (\(first.x), \(first.y)): \(hex(actual[first.x, first.y])) vs golden \
        \(hex(golden[first.x, first.y])); actual image: \(written)
        """, sourceLocation: sourceLocation)
    }
  }

  private static func writeActual(_ canvas: OffscreenCanvas, name: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("navlab-goldens")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("\(name).actual.png").path
    try canvas.writePNG(to: path)
    return path
  }
}
