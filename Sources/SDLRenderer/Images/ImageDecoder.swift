import CSDL2
import Glibc

/// Turns the bytes of a PNG or JPEG file into premultiplied pixels, within fixed bounds:
/// the one entry point for untrusted image bytes (the `image` fuzz target calls it too).
///
/// Limits (each refused with a message naming it):
/// - at most ``maximumFileBytes`` (32 MiB) of file;
/// - at most ``maximumSide`` (8192) pixels a side and ``maximumPixels`` (16.8 million, e.g.
///   4096 × 4096; a 12 MP iPhone photo is 4032 × 3024) in all, checked from the header before
///   anything is decoded;
/// - the structure ``EncodedImageHeader`` checks: PNG chunks inside the file up to IEND; a
///   JPEG of at most four components and 64 scans, with its end marker;
/// - a decoded image longer than ``keptSide`` (3072, more than any phone screen's 2796 px) on
///   its longer side is kept downscaled to it, and one drawn only at a known size (a row's
///   leading image) at that size (``keptSize(width:height:shorterSide:)``), scaled row by row
///   as it is converted: decoding peaks at SDL2_image's surface (at most 4 bytes a pixel, 64 MiB
///   for 4096 × 4096) plus the kept image.
///
/// Only the PNG and JPEG decoders of SDL2_image are used, chosen from the file's signature.
public enum ImageDecoder {
  public static let maximumFileBytes = 32 << 20
  public static let maximumSide = 8192
  public static let maximumPixels = 4096 * 4096
  public static let keptSide = 3072

  /// How large a file and an image ``decode(_:limits:shorterSide:)`` accepts. Memory grows with the
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

  /// The decoded, premultiplied image in `bytes`, or why there is none, at the size
  /// ``keptSize(width:height:shorterSide:)`` gives: scaled straight from the decoder's
  /// surface, a row at a time, so a 4096² PNG drawn at 120 pt @3x never holds more than its
  /// surface and a 360 × 360 result.
  public static func decode(_ bytes: [UInt8], limits: Limits = .standard, shorterSide: Int? = nil)
    -> Result<DecodedImage, ImageDecodeError>
  {
    do {
      return .success(try decodeThrowing(bytes, limits: limits, shorterSide: shorterSide))
    } catch {
      return .failure(error)
    }
  }

  /// The size a `width` × `height` image is kept at: at most ``keptSide`` on its longer side,
  /// and, when every place it is drawn is known (`shorterSide`, in pixels, for a square leading
  /// image `size` points at @3x), no larger than needed to cover that square. Never enlarged.
  public static func keptSize(width: Int, height: Int, shorterSide: Int? = nil) -> (
    width: Int, height: Int
  ) {
    var kept = (width: width, height: height)
    let longer = max(width, height)
    if longer > keptSide {
      kept = (max(1, width * keptSide / longer), max(1, height * keptSide / longer))
    }
    let shorter = min(width, height)
    if let side = shorterSide, side > 0, side < min(kept.width, kept.height) {
      // The longer side rounded up, so that the aspect fill still covers the square.
      func scaled(_ length: Int) -> Int {
        length == shorter ? side : (length * side + shorter - 1) / shorter
      }
      kept = (max(1, scaled(width)), max(1, scaled(height)))
    }
    return kept
  }

  /// The header of `bytes` if they are a file ``decode(_:limits:shorterSide:)`` would try:
  /// not empty, not too large, a PNG or JPEG of accepted size and structure. Reads no pixel.
  public static func header(of bytes: [UInt8], limits: Limits = .standard)
    throws(ImageDecodeError) -> EncodedImageHeader
  {
    guard !bytes.isEmpty else { throw ImageDecodeError("an empty file, not an image") }
    guard bytes.count <= limits.fileBytes else {
      throw ImageDecodeError(
        "\(bytes.count >> 20) MiB is too large; images may be at most \(limits.fileBytes >> 20) MiB"
      )
    }
    // Format, size and structure from the bytes alone: nothing is allocated for an image
    // that will be refused.
    return try EncodedImageHeader.read(bytes, limits: limits)
  }

  static func decodeThrowing(_ bytes: [UInt8], limits: Limits, shorterSide: Int? = nil)
    throws(ImageDecodeError) -> DecodedImage
  {
    let header = try header(of: bytes, limits: limits)
    let kept = keptSize(width: header.width, height: header.height, shorterSide: shorterSide)
    return try bytes.withUnsafeBytes { raw in
      Result { () throws(ImageDecodeError) -> DecodedImage in
        try decodeSurface(raw, header, to: kept)
      }
    }.get()
  }

  /// SDL2_image's decoder of the header's format, then each row as ARGB8888, premultiplied,
  /// into the resampler.
  private static func decodeSurface(
    _ raw: UnsafeRawBufferPointer, _ header: EncodedImageHeader, to kept: (width: Int, height: Int)
  ) throws(ImageDecodeError) -> DecodedImage {
    let library: ImageLibrary.Functions
    switch ImageLibrary.loaded {
    case .success(let functions): library = functions
    case .failure(let missing): throw ImageDecodeError(missing.message)
    }
    guard let stream = SDL_RWFromConstMem(raw.baseAddress, Int32(raw.count)) else {
      throw ImageDecodeError("cannot be read (\(String(cString: SDL_GetError())))")
    }
    // libpng reports a damaged file on stderr before SDL2_image returns the error; the error
    // reaches the user in NavLab's own one-line message instead.
    let loadedOrNil = withStandardErrorMuted {
      header.format.rawValue.withCString { library.loadTyped(stream, 1, $0) }
    }
    guard let loaded = loadedOrNil else {
      throw ImageDecodeError(
        "a damaged or truncated \(header.format == .png ? "PNG" : "JPEG") "
          + "(\(String(cString: SDL_GetError())))")
    }
    defer { SDL_FreeSurface(loaded) }
    let width = Int(loaded.pointee.w)
    let height = Int(loaded.pointee.h)
    guard width == header.width, height == header.height else {
      throw ImageDecodeError("decodes to a size its header does not declare")
    }
    let argb = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)
    // Palette images (1 byte a pixel) are converted whole; SDL_ConvertPixels converts the
    // others a row at a time.
    var surface = loaded
    if loaded.pointee.format.pointee.palette != nil {
      guard let copy = SDL_ConvertSurfaceFormat(loaded, argb, 0) else {
        throw ImageDecodeError("cannot be converted (\(String(cString: SDL_GetError())))")
      }
      surface = copy
    }
    defer { if surface != loaded { SDL_FreeSurface(surface) } }
    let format = surface.pointee.format.pointee.format
    let pitch = Int(surface.pointee.pitch)
    guard let pixels = surface.pointee.pixels else {
      throw ImageDecodeError("decodes to no pixels")
    }
    let base = UnsafeRawPointer(pixels)
    let line = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width)
    defer { line.deallocate() }
    var lineRow = -1
    var failed = false
    let image = ImageResampler.fill(
      sourceWidth: width, sourceHeight: height, width: kept.width, height: kept.height
    ) { y in
      if y != lineRow {
        lineRow = y
        let from = base + y * pitch
        if format == argb {
          line.baseAddress!.update(from: from.assumingMemoryBound(to: UInt32.self), count: width)
        } else if SDL_ConvertPixels(
          Int32(width), 1, format, from, Int32(pitch), argb, line.baseAddress, Int32(width * 4))
          != 0
        {
          failed = true
        }
        premultiply(line)
      }
      return UnsafeBufferPointer(line)
    }
    if failed { throw ImageDecodeError("cannot be converted (\(String(cString: SDL_GetError())))") }
    return image
  }

  /// Each pixel's colours multiplied by its alpha, in place.
  private static func premultiply(_ line: UnsafeMutableBufferPointer<UInt32>) {
    for x in line.indices {
      let pixel = line[x]
      let alpha = pixel >> 24
      guard alpha != 255 else { continue }
      func channel(_ shift: UInt32) -> UInt32 {
        Paint.divide255((pixel >> shift & 0xFF) * alpha) << shift
      }
      line[x] = alpha << 24 | channel(16) | channel(8) | channel(0)
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
}
