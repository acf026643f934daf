import CSDL2
import CSDL2_image
import Glibc

/// Saves surfaces as PNG files without ever leaving a partial file behind.
public enum PNGWriter {
  /// Writes `surface` to a temporary file beside `path`, then renames it into place.
  static func write(_ surface: UnsafeMutablePointer<SDL_Surface>, to path: String) throws(SDLError)
  {
    let temporary = "\(path).tmp-\(getpid())"
    if IMG_SavePNG(surface, temporary) != 0 {
      unlink(temporary)
      throw SDLError(
        "navlab: cannot write the screenshot \(path): \(SDLError.lastSDLMessage).",
        remedy: "Check that the folder exists and is writable.")
    }
    if rename(temporary, path) != 0 {
      let reason = String(cString: strerror(errno))
      unlink(temporary)
      throw SDLError(
        "navlab: cannot write the screenshot \(path): \(reason).",
        remedy: "Check that the folder exists and is writable.")
    }
  }

  /// Reads back pixels of `renderer` (window screenshots) and saves them.
  static func write(renderer: OpaquePointer, width: Int32, height: Int32, to path: String)
    throws(SDLError)
  {
    guard
      let surface = SDL_CreateRGBSurfaceWithFormat(
        0, width, height, 32, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue))
    else { throw SDLError("navlab: out of memory for a screenshot.", remedy: "") }
    defer { SDL_FreeSurface(surface) }
    if SDL_RenderReadPixels(
      renderer, nil, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue), surface.pointee.pixels,
      surface.pointee.pitch) != 0
    {
      throw SDLError(
        "navlab: cannot read the window's pixels: \(SDLError.lastSDLMessage).", remedy: "")
    }
    try write(surface, to: path)
  }
}
