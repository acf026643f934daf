import CSDL2
import DisplayList

/// An in-memory ARGB8888 surface drawn by a `Rasterizer`: headless runs, screenshots and tests
/// need no display and produce the same pixels every time.
///
/// ```swift
/// let offscreen = try OffscreenCanvas(width: 1179, height: 2556, scale: 3, fonts: fonts)
/// offscreen.render(list)
/// try offscreen.writePNG(to: "settings.png")
/// ```
public final class OffscreenCanvas {
  let surface: UnsafeMutablePointer<SDL_Surface>
  public let rasterizer: Rasterizer
  public let width: Int
  public let height: Int

  public init(width: Int, height: Int, scale: Double, fonts: FontLibrary) throws(SDLError) {
    guard width > 0, height > 0, width <= 16384, height <= 16384 else {
      throw SDLError(
        "navlab: a \(width)×\(height) pixel canvas is out of range.",
        remedy: "Use 1...16384 pixels.")
    }
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue))
    else {
      throw SDLError("navlab: cannot allocate a \(width)×\(height) surface.", remedy: "")
    }
    self.surface = surface
    self.width = width
    self.height = height
    rasterizer = Rasterizer(fonts: fonts, scale: scale)
  }

  deinit {
    SDL_FreeSurface(surface)
  }

  /// Clears to `background` (made opaque) and draws `list`.
  public func render(_ list: DisplayList, background: Color = .black) {
    rasterizer.render(list, into: PixelBuffer(surface: surface), background: background)
  }

  /// The pixel at (`x`, `y`) as (r, g, b, a).
  public func pixel(x: Int, y: Int) -> Color {
    guard x >= 0, y >= 0, x < width, y < height else { return .clear }
    let value = PixelBuffer(surface: surface).row(y)[x]
    return Color(
      red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF),
      blue: UInt8(value & 0xFF), alpha: UInt8(value >> 24))
  }

  /// Writes the surface as a PNG, atomically (temporary file, then rename).
  public func writePNG(to path: String) throws(SDLError) {
    try PNGWriter.write(surface, to: path)
  }
}
