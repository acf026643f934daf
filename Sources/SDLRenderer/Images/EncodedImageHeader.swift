/// What a PNG or JPEG file says about itself before a pixel is decoded: its format, pixel size
/// and (JPEG) number of scans, read from the bytes alone, so that ``ImageDecoder`` refuses a
/// 60-byte PNG declaring 65,535 × 65,535 pixels (17 GB decoded) before any allocation.
///
/// The walk also refuses what would make SDL2_image misbehave rather than fail:
/// - PNG: the IHDR chunk must come first (PNG 1.2, §5.6) and every chunk must end inside the
///   file, the last being IEND (§5.3, §11.2.5). SDL2_image 2.6 ignores a short read, so libpng
///   reading past the end goes on with stale bytes: the fuzzer (docs/testing.md) found a
///   280-byte PNG whose 738 MB pHYs chunk never finished loading.
/// - JPEG: marker segments are walked to the end-of-image marker (ITU T.81, annex B), skipping
///   each scan's entropy-coded data; one frame header (SOFn) of at most four components, at
///   most ``maximumScans`` scans, and the end marker must be there (libjpeg draws a truncated
///   file's missing rows grey instead of failing).
public struct EncodedImageHeader: Sendable, Equatable {
  public enum Format: String, Sendable {
    case png = "PNG"
    /// `JPG`: SDL2_image's name for its JPEG decoder (`IMG_LoadTyped_RW`).
    case jpeg = "JPG"
  }

  public var format: Format
  public var width: Int
  public var height: Int
  /// JPEG: the number of scans (each one is a pass over the whole image); PNG: 1.
  public var scans: Int

  /// Most scans a JPEG may have. libjpeg decodes every scan of a progressive JPEG over the
  /// whole image, so a small file of thousands of tiny scans takes seconds (libjpeg-turbo's
  /// `djpeg -maxscans` guards against the same); encoders write 10 or fewer.
  public static let maximumScans = 64
  /// Most colour components of a JPEG (CMYK has four; libjpeg takes up to ten).
  public static let maximumComponents = 4

  /// The header of `bytes`, or why it is not a PNG or JPEG NavLab will decode within `limits`.
  public static func read(_ bytes: [UInt8], limits: ImageDecoder.Limits = .standard)
    throws(ImageDecodeError) -> EncodedImageHeader
  {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      return try png(bytes, limits: limits)
    }
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return try jpeg(bytes, limits: limits) }
    throw ImageDecodeError("not a PNG or JPEG file")
  }

  /// Every chunk of a PNG, checked after the size so that a huge image is refused for its size
  /// first.
  static func png(_ bytes: [UInt8], limits: ImageDecoder.Limits) throws(ImageDecodeError)
    -> EncodedImageHeader
  {
    guard bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8) else {
      throw ImageDecodeError("a truncated PNG (no image header)")
    }
    let header = EncodedImageHeader(
      format: .png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4), scans: 1)
    try header.checkSize(limits)
    var offset = 8
    var chunk = 0
    while true {
      guard offset + 8 <= bytes.count else {
        throw ImageDecodeError("a damaged or truncated PNG (it ends before its IEND chunk)")
      }
      let length = bigEndian(bytes, offset, 4)
      chunk += 1
      guard length <= bytes.count - offset - 12 else {
        throw ImageDecodeError(
          "a damaged or truncated PNG (chunk \(chunk) runs past the end of the file)")
      }
      let isEnd = bytes[(offset + 4)..<(offset + 8)].elementsEqual("IEND".utf8)
      offset += 12 + length
      if isEnd { return header }
    }
  }

  static func jpeg(_ bytes: [UInt8], limits: ImageDecoder.Limits) throws(ImageDecodeError)
    -> EncodedImageHeader
  {
    func damaged(_ what: String) -> ImageDecodeError {
      ImageDecodeError("a damaged JPEG (\(what))")
    }
    var header: EncodedImageHeader?
    var at = 2
    while at < bytes.count {
      guard bytes[at] == 0xFF else { throw damaged("no marker at byte \(at)") }
      at += 1
      while at < bytes.count && bytes[at] == 0xFF { at += 1 }  // fill bytes
      guard at < bytes.count else { break }
      let marker = bytes[at]
      at += 1
      if marker == 0xD9 {  // end of image
        guard let found = header else { throw damaged("no frame header") }
        guard found.scans > 0 else { throw damaged("no scan") }
        try found.checkSize(limits)
        return found
      }
      if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }  // no length
      guard at + 2 <= bytes.count else { break }
      let length = bigEndian(bytes, at, 2)
      guard length >= 2 else { throw damaged("a segment of length \(length)") }
      let segment = at + 2
      at += length
      let isFrame =
        (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
      if isFrame {
        guard header == nil else { throw damaged("two frame headers") }
        guard segment + 6 <= bytes.count, length >= 8 else { throw damaged("a short frame header") }
        let components = Int(bytes[segment + 5])
        guard (1...maximumComponents).contains(components) else {
          throw damaged("\(components) colour components; at most \(maximumComponents)")
        }
        let found = EncodedImageHeader(
          format: .jpeg, width: bigEndian(bytes, segment + 3, 2),
          height: bigEndian(bytes, segment + 1, 2), scans: 0)
        // The size is refused as soon as it is known, before the rest of the file is walked.
        try found.checkSize(limits)
        header = found
      } else if marker == 0xDA {
        guard header != nil else { throw damaged("a scan before the frame header") }
        header?.scans += 1
        if let scans = header?.scans, scans > maximumScans {
          throw ImageDecodeError(
            "a JPEG of more than \(maximumScans) scans; at most \(maximumScans) (save it as a baseline JPEG)"
          )
        }
        // Entropy-coded data runs to the next marker that is not a restart (0xFF 0x00 is a
        // data byte).
        while at + 1 < bytes.count {
          if bytes[at] == 0xFF && bytes[at + 1] != 0x00 && !(0xD0...0xD7).contains(bytes[at + 1]) {
            break
          }
          at += 1
        }
        if at + 1 >= bytes.count { break }
      }
    }
    throw ImageDecodeError("a truncated JPEG (no end marker)")
  }

  /// Refuses an empty image or one beyond the pixel limits.
  func checkSize(_ limits: ImageDecoder.Limits) throws(ImageDecodeError) {
    guard width > 0, height > 0 else {
      throw ImageDecodeError("declares a \(width)×\(height) image")
    }
    guard width <= limits.side, height <= limits.side, width * height <= limits.pixels else {
      let square = Int(Double(limits.pixels).squareRoot())
      throw ImageDecodeError(
        "\(width)×\(height) pixels is too large; at most \(limits.side) a side and "
          + "\(limits.pixels / 1_000_000) megapixels (e.g. \(square)×\(square)): scale it down")
    }
  }

  private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
    var value = 0
    for index in start..<(start + count) where index < bytes.count {
      value = value << 8 | Int(bytes[index])
    }
    return value
  }
}
