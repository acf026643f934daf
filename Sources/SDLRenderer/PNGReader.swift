import CSDL2
import CSDL2_image

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

/// Loads PNG files (golden images in tests) through SDL2_image.
///
/// ```swift
/// let image = try PNGReader.read("Tests/RenderingTests/Goldens/settings-light.png")
/// ```
public enum PNGReader {
  /// Reads `path` and converts it to ARGB8888. Needs a started `SDLLibrary`.
  public static func read(_ path: String) throws(SDLError) -> PixelImage {
    guard let loaded = IMG_Load(path) else {
      throw SDLError(
        "navlab: cannot read the image \(path): \(SDLError.lastSDLMessage).", remedy: "")
    }
    defer { SDL_FreeSurface(loaded) }
    guard
      let converted = SDL_ConvertSurfaceFormat(
        loaded, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), 0)
    else {
      throw SDLError(
        "navlab: cannot convert the image \(path): \(SDLError.lastSDLMessage).", remedy: "")
    }
    defer { SDL_FreeSurface(converted) }
    return copyPixels(of: converted)
  }

  /// The pixels of an ARGB8888 surface.
  static func copyPixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> PixelImage {
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    var pixels = [UInt32](repeating: 0, count: width * height)
    let mustLock = surface.pointee.flags & UInt32(SDL_RLEACCEL) != 0
    if mustLock { SDL_LockSurface(surface) }
    defer { if mustLock { SDL_UnlockSurface(surface) } }
    guard let base = surface.pointee.pixels else {
      return PixelImage(width: width, height: height, pixels: pixels)
    }
    let pitch = Int(surface.pointee.pitch)
    pixels.withUnsafeMutableBufferPointer { destination in
      for y in 0..<height {
        let row = base.advanced(by: y * pitch).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { destination[y * width + x] = row[x] }
      }
    }
    return PixelImage(width: width, height: height, pixels: pixels)
  }
}

extension OffscreenCanvas {
  /// Everything drawn so far, as ARGB8888 pixels.
  public func pixelImage() -> PixelImage {
    PNGReader.copyPixels(of: surface)
  }
}
