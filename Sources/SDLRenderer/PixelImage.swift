import CSDL2

/// An image in memory: `pixels` are ARGB8888 values (alpha in the high byte), row by row.
public struct PixelImage: Sendable, Equatable {
  public var width: Int
  public var height: Int
  public var pixels: [UInt32]

  public init(width: Int, height: Int, pixels: [UInt32]) {
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The pixel at (`x`, `y`) as ARGB8888.
  public subscript(x: Int, y: Int) -> UInt32 { pixels[y * width + x] }
}

extension OffscreenCanvas {
  /// Everything drawn so far, as ARGB8888 pixels.
  public func pixelImage() -> PixelImage {
    let buffer = PixelBuffer(surface: surface)
    var pixels = [UInt32](repeating: 0, count: width * height)
    for y in 0..<height {
      for x in 0..<width { pixels[y * width + x] = buffer.row(y)[x] }
    }
    return PixelImage(width: width, height: height, pixels: pixels)
  }
}
