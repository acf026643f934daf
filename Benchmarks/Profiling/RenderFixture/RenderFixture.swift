import DisplayList
import Foundation
import NavGeometry
import NavLabCore
import SDLRenderer

/// One frame ready to be rendered again and again: `options`' first screen on the iPhone 15 Pro,
/// scrolled to `offset`, painted once into a display list, and an offscreen canvas at `scale`
/// whose caches one warm-up render has filled (the scene's images decoded and scaled). The
/// benchmarks and `FrameProfile` share it, so both measure the same steady-state work.
public final class RenderFixture {
  public let canvas: OffscreenCanvas
  public let list: DisplayList
  private let library: SDLLibrary

  public init(options: EngineOptions, scale: Double, offset: Double) throws {
    library = try SDLLibrary(video: false)
    let device = Device.iPhone15Pro
    canvas = try OffscreenCanvas(
      width: Int(device.size.width * scale), height: Int((device.size.height * scale).rounded()),
      scale: scale, fonts: try FontLibrary())
    let images = ImageStore()
    for reference in options.scene?.images ?? [] {
      let bytes = try Data(contentsOf: URL(fileURLWithPath: reference.path))
      try images.load(ImageID(path: reference.path), bytes: Array(bytes))
    }
    canvas.rasterizer.images = images
    var engine = Engine(options: options)
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0)
    engine.advance(to: 0)
    var painter = FramePainter()
    var list = DisplayList(size: device.size)
    painter.paint(engine, into: &list)
    self.list = list
    canvas.render(list)
  }

  /// Draws the frame once more.
  @inline(__always)
  public func render() { canvas.render(list) }
}
