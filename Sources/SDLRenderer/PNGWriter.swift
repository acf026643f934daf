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
}
