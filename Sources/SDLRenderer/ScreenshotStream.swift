import CSDL2
import Glibc
import OutputFiles

/// A screenshot being written band by band: PNG (`PNGStream`, streamed), or JPEG when the name
/// ends in `.jpg` or `.jpeg` (issue 33: such a name used to get PNG bytes). A JPEG is gathered
/// into one surface and encoded by SDL2_image's `IMG_SaveJPG_RW` at quality 95 when finished,
/// written atomically like every output (`OutputFile`).
public final class ScreenshotStream {
  public let path: String
  private let png: PNGStream?
  private var surface: UnsafeMutablePointer<SDL_Surface>?
  private var rowsWritten = 0

  /// JPEG quality, 0–100: high, since a screenshot is compared with a device's.
  static let jpegQuality: Int32 = 95

  /// Whether `path` names a JPEG file (`.jpg`/`.jpeg`, any case).
  public static func isJPEG(_ path: String) -> Bool {
    let lower = path.lowercased()
    return lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg")
  }

  /// The extension of `path` when it names an image format screenshots are not written in
  /// (`x.bmp`, `x.gif`, `x.webp`): such a name is refused rather than given PNG bytes (issue
  /// 43). Any other name (`shot`, `a.out`) is a PNG.
  public static func unsupportedExtension(_ path: String) -> String? {
    guard let name = path.split(separator: "/").last, let dot = name.lastIndex(of: "."),
      dot != name.startIndex
    else { return nil }
    let suffix = name[name.index(after: dot)...].lowercased()
    return otherImageFormats.contains(suffix) ? suffix : nil
  }

  /// Extensions of image formats other than PNG and JPEG.
  static let otherImageFormats: Set<String> = [
    "bmp", "gif", "webp", "tif", "tiff", "heic", "heif", "avif", "jxl", "jp2", "svg", "pdf",
    "ico", "tga", "ppm", "pgm", "pbm", "pnm", "exr", "hdr", "qoi", "dib",
  ]

  public init(path: String, width: Int, height: Int) throws(SDLError) {
    self.path = path
    guard Self.isJPEG(path) else {
      png = try PNGStream(path: path, width: width, height: height)
      return
    }
    png = nil
    guard width > 0, height > 0 else { throw PNGStream.error(path, "an empty image") }
    // Fail now, naming the file, when it cannot be written (as PNGStream does).
    do {
      try OutputFile(path: path).discard()
    } catch {
      throw PNGStream.error(path, error.reason)
    }
    guard
      let made = SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue))
    else {
      throw PNGStream.error(path, "no memory for a \(width)×\(height) image")
    }
    surface = made
  }

  deinit { discard() }

  /// Adds the next rows of the image.
  public func append(_ band: PixelBuffer) throws(SDLError) {
    if let png { return try png.append(band) }
    guard let surface else { throw PNGStream.error(path, "the file was already closed") }
    let target = PixelBuffer(surface: surface)
    let rows = min(band.height, target.height - rowsWritten)
    let width = min(band.width, target.width)
    for y in 0..<max(rows, 0) {
      target.row(rowsWritten + y).update(from: band.row(y), count: width)
    }
    rowsWritten += max(rows, 0)
  }

  /// Ends the image and moves the file into place.
  public func finish() throws(SDLError) {
    if let png { return try png.finish() }
    guard let surface else { throw PNGStream.error(path, "the file was already closed") }
    defer { discard() }
    guard rowsWritten == Int(surface.pointee.h) else {
      throw PNGStream.error(path, "only \(rowsWritten) of \(surface.pointee.h) rows")
    }
    let file: OutputFile
    do {
      file = try OutputFile(path: path)
    } catch {
      throw PNGStream.error(path, error.reason)
    }
    guard let handle = file.handle, let stream = SDL_RWFromFP(handle, SDL_FALSE) else {
      file.discard()
      throw PNGStream.error(path, "SDL could not write to it: \(SDLError.lastSDLMessage)")
    }
    let library: ImageLibrary.Functions
    switch ImageLibrary.loaded {
    case .success(let functions): library = functions
    case .failure(let missing):
      SDL_RWclose(stream)
      file.discard()
      throw PNGStream.error(path, missing.message)
    }
    let saved = library.saveJPG(surface, stream, 1, Self.jpegQuality)
    guard saved == 0 else {
      file.discard()
      throw PNGStream.error(
        path, "SDL2_image could not encode a JPEG (\(SDLError.lastSDLMessage))")
    }
    do {
      try file.commit()
    } catch {
      throw PNGStream.error(path, error.reason)
    }
  }

  /// Drops the partial image (the run failed).
  public func discard() {
    png?.discard()
    if let surface { SDL_FreeSurface(surface) }
    surface = nil
  }
}
