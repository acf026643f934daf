import CSDL2
import CSDL2_image
import SDLRenderer

/// Loads PNG files (the goldens) through SDL2_image; the app itself only writes PNGs.
///
/// ```swift
/// let image = try PNGReader.read("Tests/RenderingTests/Goldens/settings-light.png")
/// ```
enum PNGReader {
  /// Reads `path` and converts it to ARGB8888. Needs a started `SDLLibrary`.
  static func read(_ path: String) throws(SDLError) -> PixelImage {
    guard let loaded = IMG_Load(path) else {
      throw SDLError(
        "navlab: cannot read the image \(path): \(String(cString: SDL_GetError())).", remedy: "")
    }
    defer { SDL_FreeSurface(loaded) }
    guard
      let converted = SDL_ConvertSurfaceFormat(
        loaded, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), 0)
    else {
      throw SDLError(
        "navlab: cannot convert the image \(path): \(String(cString: SDL_GetError())).", remedy: "")
    }
    defer { SDL_FreeSurface(converted) }
    return copyPixels(of: converted)
  }

  /// The pixels of an ARGB8888 surface.
  private static func copyPixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> PixelImage {
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
