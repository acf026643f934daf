import CSDL2
import CSDL2_image
import Glibc

/// Turns the bytes of a PNG or JPEG file into premultiplied pixels, within fixed bounds:
/// the one entry point for untrusted image bytes (the `image` fuzz target calls it too).
///
/// Limits (each refused with a message naming it):
/// - at most ``maximumFileBytes`` (32 MiB) of file;
/// - at most ``maximumSide`` (8192) pixels a side and ``maximumPixels`` (16.8 million, e.g.
///   4096 × 4096; a 12 MP iPhone photo is 4032 × 3024) in all, checked from the header before
///   anything is decoded: decoding peaks at about three times 4 bytes a pixel (≤ 200 MB);
/// - the structure ``EncodedImageHeader`` checks: PNG chunks inside the file up to IEND; a
///   JPEG of at most four components and 64 scans, with its end marker;
/// - a decoded image longer than ``keptSide`` (3072, more than any phone screen's 2796 px) on
///   its longer side is downscaled once to it before it is kept.
///
/// Only the PNG and JPEG decoders of SDL2_image are used, chosen from the file's signature.
public enum ImageDecoder {
  public static let maximumFileBytes = 32 << 20
  public static let maximumSide = 8192
  public static let maximumPixels = 4096 * 4096
  public static let keptSide = 3072

  /// How large a file and an image ``decode(_:limits:)`` accepts. Memory grows with the
  /// pixels: the fuzz target decodes with ``Limits/fuzzing`` to stay within libFuzzer's 100 MB
  /// an input, through the same code as the app.
  public struct Limits: Sendable, Equatable {
    /// Largest file, in bytes.
    public var fileBytes: Int
    /// Longest side, in pixels.
    public var side: Int
    /// Most pixels in all.
    public var pixels: Int

    public init(fileBytes: Int, side: Int, pixels: Int) {
      self.fileBytes = fileBytes
      self.side = side
      self.pixels = pixels
    }

    /// The app's: ``maximumFileBytes``, ``maximumSide``, ``maximumPixels``.
    public static let standard = Limits(
      fileBytes: maximumFileBytes, side: maximumSide, pixels: maximumPixels)
    /// An eighth of the app's pixels (2.1 million), for the fuzz target: the decoder holds at
    /// most three copies of 4 bytes a pixel (SDL2_image's surface, its ARGB conversion and the
    /// premultiplied pixels), 25 MB, beside libFuzzer's and ASan's own 45 MB.
    public static let fuzzing = Limits(
      fileBytes: maximumFileBytes, side: maximumSide / 2, pixels: maximumPixels / 8)
  }

  /// The decoded, premultiplied image in `bytes`, or why there is none.
  public static func decode(_ bytes: [UInt8], limits: Limits = .standard) -> Result<
    DecodedImage, ImageDecodeError
  > {
    do {
      return .success(try decodeThrowing(bytes, limits: limits))
    } catch {
      return .failure(error)
    }
  }

  static func decodeThrowing(_ bytes: [UInt8], limits: Limits) throws(ImageDecodeError)
    -> DecodedImage
  {
    guard !bytes.isEmpty else { throw ImageDecodeError("an empty file, not an image") }
    guard bytes.count <= limits.fileBytes else {
      throw ImageDecodeError(
        "\(bytes.count >> 20) MiB is too large; images may be at most \(limits.fileBytes >> 20) MiB"
      )
    }
    // Format, size and structure from the bytes alone: nothing is allocated for an image
    // that will be refused.
    let header = try EncodedImageHeader.read(bytes, limits: limits)
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
