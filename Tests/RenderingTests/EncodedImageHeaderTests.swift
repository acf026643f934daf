import Foundation
import Testing

@testable import SDLRenderer

/// Images are checked from their bytes before a pixel is decoded: format, size against the
/// limits, PNG chunks inside the file, JPEG scans counted (docs/output-and-exit-codes.md).
@Suite("Image headers")
struct EncodedImageHeaderTests {
  /// The fuzzer's seed images: small PNGs and JPEGs made from the README's screenshots.
  static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Fuzz/Corpus/image").standardized

  func seed(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Self.seeds.appendingPathComponent(name)))
  }

  func refusal(_ bytes: [UInt8]) -> String? {
    do {
      _ = try EncodedImageHeader.read(bytes)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(
    "Seeds: format, width and height as the files say (file(1)); progressive JPEGs count scans",
    arguments: [
      ("al-rgb.png", EncodedImageHeader.Format.png, 20, 43), ("fd-palette.png", .png, 16, 35),
      ("sd-rgb48.png", .png, 8, 17), ("al-420.jpg", .jpeg, 24, 52), ("bl-gray.jpg", .jpeg, 16, 35),
      ("al-progressive.jpg", .jpeg, 24, 52), ("fd-arithmetic.jpg", .jpeg, 16, 35),
      ("bl-restart.jpg", .jpeg, 16, 35),
    ])
  func seeds(name: String, format: EncodedImageHeader.Format, width: Int, height: Int) throws {
    let header = try EncodedImageHeader.read(try seed(name))
    #expect(header.format == format && header.width == width && header.height == height)
    if name.contains("progressive") || name.contains("arithmetic") {
      #expect(header.scans > 1)
    } else {
      #expect(header.scans == 1)
    }
  }

  /// A PNG of `width` × `height` with an empty IDAT: the header is all that is read.
  func png(width: UInt32, height: UInt32) -> [UInt8] {
    func word(_ value: UInt32) -> [UInt8] {
      [
        UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF),
        UInt8(value & 0xFF),
      ]
    }
    let chunk = { (type: String, data: [UInt8]) in
      word(UInt32(data.count)) + Array(type.utf8) + data + [0, 0, 0, 0]
    }
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", word(width) + word(height) + [8, 6, 0, 0, 0]) + chunk("IDAT", [])
      + chunk("IEND", [])
  }

  @Test("A PNG may be 8192 pixels a side and 4096 × 4096 pixels in all; beyond, refused")
  func pixelLimits() throws {
    #expect(try EncodedImageHeader.read(png(width: 4096, height: 4096)).width == 4096)
    #expect(try EncodedImageHeader.read(png(width: 8192, height: 2048)).height == 2048)
    for (width, height): (UInt32, UInt32) in [
      (8193, 1), (4097, 4096), (65535, 65535), (.max, .max),
    ] {
      #expect(
        refusal(png(width: width, height: height))
          == "\(width)×\(height) pixels is too large; at most 8192 a side and 16 megapixels "
          + "(e.g. 4096×4096): scale it down")
    }
    #expect(refusal(png(width: 0, height: 10)) == "declares a 0×10 image")
  }

  @Test("A PNG cut anywhere is refused: its chunks must end inside the file, the last IEND")
  func truncatedPNG() throws {
    let whole = try seed("al-rgb.png")
    #expect(try EncodedImageHeader.read(whole).width == 20)
    for length in stride(from: 0, to: whole.count, by: 7) {
      #expect(refusal(Array(whole.prefix(length))) != nil, "\(length) bytes")
    }
  }

  @Test("A JPEG cut anywhere is refused: the walk must reach its end marker")
  func truncatedJPEG() throws {
    let whole = try seed("al-progressive.jpg")
    #expect(refusal(whole) == nil)
    for length in stride(from: 0, to: whole.count, by: 5) {
      #expect(refusal(Array(whole.prefix(length))) != nil, "\(length) bytes")
    }
  }

  @Test("A JPEG of 65 scans is refused (libjpeg decodes each over the whole image); 64 pass")
  func jpegScans() throws {
    let baseline = try seed("al-420.jpg")
    // Repeat the scan: its header and entropy-coded data, up to the end-of-image marker.
    let sos = try #require(
      baseline.indices.first { baseline[$0] == 0xFF && baseline[$0 + 1] == 0xDA })
    let scan = Array(baseline[sos..<(baseline.count - 2)])
    func repeated(_ count: Int) -> [UInt8] {
      Array(baseline[..<sos]) + Array((0..<count).map { _ in scan }.joined()) + [0xFF, 0xD9]
    }
    #expect(try EncodedImageHeader.read(repeated(64)).scans == 64)
    #expect(
      refusal(repeated(65))
        == "a JPEG of more than 64 scans; at most 64 (save it as a baseline JPEG)")
  }

  @Test("A JPEG of five components, two frames or none, or a scan before its frame: refused")
  func jpegStructure() throws {
    let baseline = try seed("al-420.jpg")
    let sof = try #require(
      baseline.indices.first { baseline[$0] == 0xFF && baseline[$0 + 1] == 0xC0 })
    let length = Int(baseline[sof + 2]) << 8 | Int(baseline[sof + 3])
    let frame = Array(baseline[sof..<(sof + 2 + length)])
    var five = baseline
    five[sof + 9] = 5
    #expect(refusal(five) == "a damaged JPEG (5 colour components; at most 4)")
    let twice = Array(baseline[..<sof]) + frame + Array(baseline[sof...])
    #expect(refusal(twice) == "a damaged JPEG (two frame headers)")
    let none = Array(baseline[..<sof]) + Array(baseline[(sof + 2 + length)...])
    #expect(refusal(none) == "a damaged JPEG (a scan before the frame header)")
    #expect(refusal([0xFF, 0xD8, 0xFF, 0xD9]) == "a damaged JPEG (no frame header)")
  }

  @Test("Not a PNG or JPEG: refused by name")
  func otherFormats() {
    #expect(refusal(Array("GIF89a".utf8)) == "not a PNG or JPEG file")
    #expect(refusal([]) == "not a PNG or JPEG file")
  }
}
