import CSDL2
import CSDL2_image
import Glibc

/// Turns the bytes of a PNG or JPEG file into premultiplied pixels, within fixed bounds:
/// the one entry point for untrusted image bytes (a fuzz target can call ``decode(_:)``).
///
/// Limits (each refused with a message naming it):
/// - at most ``maximumFileBytes`` (32 MiB) of file;
/// - at most ``maximumSide`` (8192) pixels a side and ``maximumPixels`` (16.8 million, e.g.
///   4096 × 4096; a 12 MP iPhone photo is 4032 × 3024) in all, checked from the header before
///   anything is decoded: decoding peaks at about three times 4 bytes a pixel (≤ 200 MB);
/// - a decoded image longer than ``keptSide`` (3072, more than any phone screen's 2796 px) on
///   its longer side is downscaled once to it before it is kept.
///
/// Only the PNG and JPEG decoders of SDL2_image are used, chosen from the file's signature.
public enum ImageDecoder {
  public static let maximumFileBytes = 32 << 20
  public static let maximumSide = 8192
  public static let maximumPixels = 4096 * 4096
  public static let keptSide = 3072

  /// The decoded, premultiplied image in `bytes`, or why there is none.
  public static func decode(_ bytes: [UInt8]) -> Result<DecodedImage, ImageDecodeError> {
    do {
      return .success(try decodeThrowing(bytes))
    } catch {
      return .failure(error)
    }
  }

  static func decodeThrowing(_ bytes: [UInt8]) throws(ImageDecodeError) -> DecodedImage {
    guard !bytes.isEmpty else { throw ImageDecodeError("an empty file, not an image") }
    guard bytes.count <= maximumFileBytes else {
      throw ImageDecodeError(
        "\(bytes.count >> 20) MiB is too large; images may be at most \(maximumFileBytes >> 20) MiB"
      )
    }
    let header = try EncodedImageHeader.read(bytes)
    guard header.width > 0, header.height > 0 else {
      throw ImageDecodeError("declares a \(header.width)×\(header.height) image")
    }
    guard header.width <= maximumSide, header.height <= maximumSide,
      header.width * header.height <= maximumPixels
    else {
      throw ImageDecodeError(
        "\(header.width)×\(header.height) pixels is too large; at most \(maximumSide) a side and "
          + "\(maximumPixels / 1_000_000) megapixels (e.g. 4096×4096): scale it down")
    }
    if header.format == .png { try EncodedImageHeader.checkPNGChunks(bytes) }
    if header.format == .jpeg {
      // libjpeg draws a truncated JPEG's missing rows grey instead of failing: a complete
      // file ends with the EOI marker (some writers add a few bytes after it).
      let tail = bytes.suffix(4096)
      guard zip(tail, tail.dropFirst()).contains(where: { $0 == 0xFF && $1 == 0xD9 }) else {
        throw ImageDecodeError("a truncated JPEG (no end marker)")
      }
    }
    let decoded = try bytes.withUnsafeBytes { raw in
      Result { () throws(ImageDecodeError) -> DecodedImage in try decodeSurface(raw, header) }
    }.get()
    let longer = max(decoded.width, decoded.height)
    guard longer > keptSide else { return decoded }
    let width = max(1, decoded.width * keptSide / longer)
    let height = max(1, decoded.height * keptSide / longer)
    return ImageResampler.fill(decoded, width: width, height: height)
  }

  /// SDL2_image's decoder of the header's format, then ARGB8888, premultiplied.
  private static func decodeSurface(_ raw: UnsafeRawBufferPointer, _ header: EncodedImageHeader)
    throws(ImageDecodeError) -> DecodedImage
  {
    do {
      guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else {
        throw ImageDecodeError("cannot be read (\(String(cString: SDL_GetError())))")
      }
      // libpng reports a damaged file on stderr before SDL2_image returns the error; the error
      // reaches the user in NavLab's own one-line message instead.
      let loadedOrNil = withStandardErrorMuted {
        IMG_LoadTyped_RW(stream, 1, header.format.rawValue)
      }
      guard let loaded = loadedOrNil else {
        throw ImageDecodeError(
          "a damaged or truncated \(header.format == .png ? "PNG" : "JPEG") "
            + "(\(String(cString: SDL_GetError())))")
      }
      defer { SDL_FreeSurface(loaded) }
      guard Int(loaded.pointee.w) == header.width, Int(loaded.pointee.h) == header.height else {
        throw ImageDecodeError("decodes to a size its header does not declare")
      }
      let argb = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)
      var converted = loaded
      if loaded.pointee.format.pointee.format != argb {
        guard let copy = SDL_ConvertSurfaceFormat(loaded, argb, 0) else {
          throw ImageDecodeError("cannot be converted (\(String(cString: SDL_GetError())))")
        }
        converted = copy
      }
      defer { if converted != loaded { SDL_FreeSurface(converted) } }
      return premultiplied(converted)
    }
  }

  /// Runs `body` with file descriptor 2 pointed at /dev/null, then puts it back.
  private static func withStandardErrorMuted<T>(_ body: () -> T) -> T {
    let saved = dup(2)
    let null = open("/dev/null", O_WRONLY | O_CLOEXEC)
    guard saved >= 0, null >= 0 else {
      if saved >= 0 { close(saved) }
      if null >= 0 { close(null) }
      return body()
    }
    dup2(null, 2)
    close(null)
    defer {
      dup2(saved, 2)
      close(saved)
    }
    return body()
  }

  /// The surface's pixels with each colour multiplied by its alpha.
  private static func premultiplied(_ surface: UnsafeMutablePointer<SDL_Surface>) -> DecodedImage {
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    let pitch = Int(surface.pointee.pitch) / 4
    let source = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
      for y in 0..<height {
        let row = source + y * pitch
        for x in 0..<width {
          let pixel = row[x]
          let alpha = pixel >> 24
          if alpha == 255 {
            buffer[y * width + x] = pixel
          } else {
            func channel(_ shift: UInt32) -> UInt32 {
              Paint.divide255((pixel >> shift & 0xFF) * alpha) << shift
            }
            buffer[y * width + x] = alpha << 24 | channel(16) | channel(8) | channel(0)
          }
        }
      }
      count = width * height
    }
    return DecodedImage(width: width, height: height, pixels: pixels)
  }
}
