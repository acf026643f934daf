/// What a PNG or JPEG file says about itself before a pixel is decoded: its format and size,
/// checked against the limits an image NavLab reads may have, so that decoding it costs bounded
/// time and memory (a 60-byte PNG can declare 65,535 × 65,535 pixels: 17 GB once decoded).
///
/// ```swift
/// let header = try ImageHeader.read(bytes, file: "cover.png")  // refuses before any decode
/// ```
public struct ImageHeader: Sendable, Equatable {
  public enum Format: String, Sendable {
    case png = "PNG"
    case jpeg = "JPEG"
  }

  public var format: Format
  public var width: Int
  public var height: Int
  /// JPEG: the number of scans (each one is a pass over the whole image); PNG: 1.
  public var scans: Int

  /// Largest image file accepted, in bytes.
  public static let maximumFileSize = 16 << 20
  /// Longest side accepted, in pixels.
  public static let maximumSide = 4096
  /// Most pixels accepted: 2048 × 2048, more than a phone's screen at @3x (1290 × 2796 =
  /// 3.6 M); 16 MB as ARGB, and libjpeg's coefficients of a progressive JPEG (2 bytes per
  /// component) stay under 32 MB.
  public static let maximumPixels = 2048 * 2048
  /// Most colour components of a JPEG (CMYK has four; libjpeg takes up to ten).
  public static let maximumComponents = 4
  /// Most scans of a JPEG. libjpeg decodes every scan of a progressive file over the whole
  /// image; a few hundred tiny scans make a small file take seconds (libjpeg-turbo's djpeg has
  /// `-maxscans` for this). Encoders write 10 (libjpeg's progressive script) or fewer.
  public static let maximumScans = 64

  /// Reads the header of `bytes` (a PNG or a JPEG), refusing anything else, a broken header,
  /// or an image beyond the limits, with a one-line message that starts with `file`.
  public static func read(_ bytes: [UInt8], file: String) throws(ImageError) -> ImageHeader {
    guard bytes.count <= maximumFileSize else {
      throw ImageError(
        file: file,
        problem: "is \(bytes.count >> 20) MiB; images may be at most \(maximumFileSize >> 20) MiB")
    }
    let header: ImageHeader
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      header = try png(bytes, file: file)
    } else if bytes.starts(with: [0xFF, 0xD8]) {
      header = try jpeg(bytes, file: file)
    } else {
      throw ImageError(file: file, problem: "is not a PNG or JPEG image")
    }
    guard header.width > 0, header.height > 0 else {
      throw ImageError(file: file, problem: "declares an empty image (\(header.sizeText))")
    }
    guard header.width <= maximumSide, header.height <= maximumSide,
      header.width * header.height <= maximumPixels
    else {
      throw ImageError(
        file: file,
        problem:
          "is \(header.sizeText) pixels; images may be at most \(maximumSide) pixels a side and \(maximumPixels) pixels in all"
      )
    }
    return header
  }

  /// "W × H", for messages.
  public var sizeText: String { "\(width) × \(height)" }

  /// PNG: the IHDR chunk must come first (PNG 1.2, section 5.6): width and height are its
  /// first two big-endian words. Every chunk must end inside the file, and the last be IEND:
  /// SDL2_image 2.6 ignores a short read, so libpng reading past the end goes on with stale
  /// bytes (the fuzzer found a 280-byte PNG whose 738 MB pHYs chunk never finished loading).
  static func png(_ bytes: [UInt8], file: String) throws(ImageError) -> ImageHeader {
    guard bytes.count >= 24, Array(bytes[12..<16]) == Array("IHDR".utf8) else {
      throw ImageError(file: file, problem: "is a broken PNG (no IHDR chunk at its start)")
    }
    var offset = 8
    var chunks = 0
    while true {
      guard offset + 8 <= bytes.count else {
        throw ImageError(file: file, problem: "is a broken PNG (it ends before its IEND chunk)")
      }
      let length = Int(word(bytes, offset))
      chunks += 1
      guard length <= bytes.count - offset - 12 else {
        throw ImageError(
          file: file, problem: "is a broken PNG (chunk \(chunks) runs past the end of the file)")
      }
      let isEnd = Array(bytes[(offset + 4)..<(offset + 8)]) == Array("IEND".utf8)
      offset += 12 + length
      if isEnd { break }
    }
    return ImageHeader(
      format: .png, width: Int(word(bytes, 16)), height: Int(word(bytes, 20)), scans: 1)
  }

  /// JPEG: walks the marker segments (ITU T.81, annex B) to the frame header (SOFn) for the
  /// size and counts the scans (SOS), skipping each scan's entropy-coded data (where 0xFF is
  /// followed by 0x00 when it is data, and 0xD0…0xD7 are restart markers).
  static func jpeg(_ bytes: [UInt8], file: String) throws(ImageError) -> ImageHeader {
    func broken(_ what: String) -> ImageError {
      ImageError(file: file, problem: "is a broken JPEG (\(what))")
    }
    var size: (width: Int, height: Int)?
    var scans = 0
    var i = 2
    while i < bytes.count {
      guard bytes[i] == 0xFF else { throw broken("no marker at byte \(i)") }
      i += 1
      while i < bytes.count && bytes[i] == 0xFF { i += 1 }  // fill bytes
      guard i < bytes.count else { break }
      let marker = bytes[i]
      i += 1
      if marker == 0xD9 { break }  // end of image
      if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }  // no length
      guard i + 2 <= bytes.count else { break }
      let length = Int(bytes[i]) << 8 | Int(bytes[i + 1])
      guard length >= 2 else { throw broken("a segment of length \(length)") }
      let segment = i + 2
      i += length
      let isFrame = (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
      if isFrame {
        guard size == nil else { throw broken("two frame headers") }
        guard segment + 6 <= bytes.count, length >= 8 else { throw broken("a short frame header") }
        let components = Int(bytes[segment + 5])
        guard (1...maximumComponents).contains(components) else {
          throw broken("\(components) colour components; at most \(maximumComponents)")
        }
        size = (
          Int(bytes[segment + 3]) << 8 | Int(bytes[segment + 4]),
          Int(bytes[segment + 1]) << 8 | Int(bytes[segment + 2])
        )
      } else if marker == 0xDA {
        guard size != nil else { throw broken("a scan before the frame header") }
        scans += 1
        guard scans <= maximumScans else {
          throw ImageError(
            file: file, problem: "has more than \(maximumScans) JPEG scans; at most \(maximumScans)"
          )
        }
        // Entropy-coded data runs to the next marker that is not a restart.
        while i + 1 < bytes.count {
          if bytes[i] == 0xFF && bytes[i + 1] != 0x00 && !(0xD0...0xD7).contains(bytes[i + 1]) {
            break
          }
          i += 1
        }
      }
    }
    guard let size else { throw broken("no frame header") }
    guard scans > 0 else { throw broken("no scan") }
    return ImageHeader(format: .jpeg, width: size.width, height: size.height, scans: scans)
  }

  private static func word(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8
      | UInt32(bytes[at + 3])
  }
}

/// An image that NavLab will not decode: the file and what is wrong, on one line.
public struct ImageError: Error, Equatable, CustomStringConvertible, Sendable {
  public var file: String
  public var problem: String
  public var description: String { "\(file): \(problem)" }
}
