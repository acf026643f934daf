import CSDL2
import CSDL2_image
import DisplayList

/// A software renderer drawing into an in-memory surface: headless runs, screenshots and tests
/// need no display and produce the same pixels every time.
///
/// ```swift
/// let offscreen = try OffscreenCanvas(width: 1179, height: 2556, scale: 3, fonts: fonts)
/// offscreen.render(list)
/// try offscreen.writePNG(to: "settings.png")
/// ```
public final class OffscreenCanvas {
  let surface: UnsafeMutablePointer<SDL_Surface>
  let renderer: OpaquePointer
  public let canvas: Canvas
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
    guard let renderer = SDL_CreateSoftwareRenderer(surface) else {
      SDL_FreeSurface(surface)
      throw SDLError(
        "navlab: SDL's software renderer failed: \(SDLError.lastSDLMessage).", remedy: "")
    }
    self.surface = surface
    self.renderer = renderer
    self.width = width
    self.height = height
    canvas = Canvas(renderer: renderer, fonts: fonts, scale: scale)
  }

  deinit {
    SDL_DestroyRenderer(renderer)
    SDL_FreeSurface(surface)
  }

  /// Clears to `background` and draws `list`.
  public func render(_ list: DisplayList, background: Color = .black) {
    SDL_SetRenderDrawColor(renderer, background.red, background.green, background.blue, 255)
    SDL_RenderClear(renderer)
    canvas.draw(list)
    SDL_RenderFlush(renderer)
  }

  /// The pixel at (`x`, `y`) as (r, g, b, a).
  public func pixel(x: Int, y: Int) -> Color {
    guard x >= 0, y >= 0, x < width, y < height, let pixels = surface.pointee.pixels else {
      return .clear
    }
    let row = pixels.advanced(by: y * Int(surface.pointee.pitch))
    let value = row.assumingMemoryBound(to: UInt32.self)[x]
    return Color(
      red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF),
      blue: UInt8(value & 0xFF), alpha: UInt8(value >> 24))
  }

  /// Writes the surface as a PNG, atomically (temporary file, then rename).
  public func writePNG(to path: String) throws(SDLError) {
    try PNGWriter.write(surface, to: path)
  }
}
