import CSDL2

/// 32-bit ARGB8888 pixels owned by someone else (an SDL surface, or an array in tests): where a
/// `Rasterizer` draws.
///
/// A pixel is `0xAARRGGBB` in a `UInt32`; rows are `pitch` pixels apart, which may exceed
/// `width` (SDL pads rows).
public struct PixelBuffer {
  public let pixels: UnsafeMutablePointer<UInt32>
  public let width: Int
  public let height: Int
  /// Pixels (not bytes) from the start of one row to the start of the next.
  public let pitch: Int

  public init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, pitch: Int) {
    precondition(width >= 0 && height >= 0 && pitch >= width, "invalid pixel buffer geometry")
    self.pixels = pixels
    self.width = width
    self.height = height
    self.pitch = pitch
  }

  /// The pixels of an ARGB8888 surface that needs no locking (one made by
  /// `SDL_CreateRGBSurfaceWithFormat`).
  init(surface: UnsafeMutablePointer<SDL_Surface>) {
    self.init(
      pixels: surface.pointee.pixels.assumingMemoryBound(to: UInt32.self),
      width: Int(surface.pointee.w), height: Int(surface.pointee.h),
      pitch: Int(surface.pointee.pitch) / 4)
  }

  var bounds: PixelRect { PixelRect(x0: 0, y0: 0, x1: width, y1: height) }

  /// The first pixel of row `y`.
  @inline(__always)
  public func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + y * pitch }

  /// Sets every pixel to `pixel`; one long run when rows are not padded.
  func clear(to pixel: UInt32) {
    if pitch == width {
      pixels.update(repeating: pixel, count: width * height)
    } else {
      for y in 0..<height { row(y).update(repeating: pixel, count: width) }
    }
  }
}
