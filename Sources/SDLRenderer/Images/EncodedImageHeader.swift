/// The format and pixel size an image file declares, read from its first bytes without
/// decoding (so a 12000 × 12000 image is refused before a 576 MB allocation).
///
/// PNG: the signature, then the IHDR chunk's width and height (big-endian, bytes 16–23; PNG
/// specification §11.2.2). JPEG: the SOI marker, then segments until a start-of-frame marker
/// (SOF0–SOF15 except DHT C4, JPG C8 and DAC CC), whose height and width follow its precision
/// byte (ITU T.81 §B.2.2). At most 64 KiB of segments are walked; a JPEG of more than
/// ``maximumScans`` scans is refused.
public struct EncodedImageHeader: Sendable, Equatable {
  public enum Format: String, Sendable {
    case png = "PNG"
    case jpeg = "JPG"
  }

  public var format: Format
  public var width: Int
  public var height: Int

  /// The header of `bytes`, or why it is not a PNG or JPEG.
  public static func read(_ bytes: [UInt8]) throws(ImageDecodeError) -> EncodedImageHeader {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    if bytes.count >= 8, Array(bytes[0..<8]) == png {
      guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
        throw ImageDecodeError("a truncated PNG (no image header)")
      }
      return EncodedImageHeader(
        format: .png, width: bigEndian(bytes, 16, 4), height: bigEndian(bytes, 20, 4))
    }
    if bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8, bytes[2] == 0xFF {
      var at = 2
      while at + 4 <= bytes.count, at < 65536 {
        guard bytes[at] == 0xFF else { throw ImageDecodeError("a damaged JPEG (bad marker)") }
        let marker = bytes[at + 1]
        if marker == 0xFF {
          at += 1  // fill byte
          continue
        }
        let length = bigEndian(bytes, at + 2, 2)
        let isFrame =
          (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
        if isFrame {
          guard at + 9 <= bytes.count else { throw ImageDecodeError("a truncated JPEG") }
          let scans = scanCount(bytes, from: at)
          guard scans <= maximumScans else {
            throw ImageDecodeError(
              "a JPEG of \(scans) scans; at most \(maximumScans) (save it as a baseline JPEG)")
          }
          return EncodedImageHeader(
            format: .jpeg, width: bigEndian(bytes, at + 7, 2), height: bigEndian(bytes, at + 5, 2))
        }
        guard length >= 2 else { throw ImageDecodeError("a damaged JPEG (bad segment)") }
        at += 2 + length
      }
      throw ImageDecodeError("a truncated or damaged JPEG (no frame header)")
    }
    throw ImageDecodeError("not a PNG or JPEG file")
  }

  /// Every chunk of a PNG must end inside the file, and the last be IEND (PNG 1.2, §5.3,
  /// §11.2.5); checked after the size limits, so a huge image is refused for its size first.
  /// SDL2_image 2.6 ignores a short read, so libpng reading past the end goes on with stale bytes:
  /// the fuzzer (docs/testing.md) found a 280-byte PNG whose 738 MB pHYs chunk never finished
  /// loading. `ImageHeader` in NavLabCore checks the same for the fuzz target.
  static func checkPNGChunks(_ bytes: [UInt8]) throws(ImageDecodeError) {
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
      let isEnd = bytes[(offset + 4)..<(offset + 8)].elementsEqual(Array("IEND".utf8))
      offset += 12 + length
      if isEnd { return }
    }
  }

  /// Most scans a JPEG may have. libjpeg decodes every scan of a progressive JPEG over the
  /// whole image, so a small file of thousands of tiny scans takes seconds (libjpeg-turbo's
  /// `djpeg -maxscans` guards against the same); encoders write 10 or fewer.
  public static let maximumScans = 64

  /// The start-of-scan markers (FF DA) from `start` on: markers outside entropy-coded data
  /// (where FF is followed by 00 or a restart marker D0–D7).
  static func scanCount(_ bytes: [UInt8], from start: Int) -> Int {
    var count = 0
    var at = start
    while at + 1 < bytes.count {
      if bytes[at] == 0xFF {
        let next = bytes[at + 1]
        if next == 0xDA {
          count += 1
          if count > maximumScans { return count }
        }
        at += next == 0xFF ? 1 : 2
      } else {
        at += 1
      }
    }
    return count
  }

  private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
    var value = 0
    for index in start..<(start + count) where index < bytes.count {
      value = value << 8 | Int(bytes[index])
    }
    return value
  }
}
