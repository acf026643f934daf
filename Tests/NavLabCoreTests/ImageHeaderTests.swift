import Foundation
import Testing

@testable import NavLabCore

/// Images are checked before a pixel is decoded: format, size against the limits, PNG chunks
/// inside the file, JPEG scans counted (docs/output-and-exit-codes.md, "Limits").
@Suite("Image headers")
struct ImageHeaderTests {
  /// The fuzzer's seed images: small PNGs and JPEGs made from the README's screenshots.
  static let seeds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Fuzz/Corpus/image").standardized

  func seed(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: Self.seeds.appendingPathComponent(name)))
  }

  @Test(
    "Seeds: format, width and height as the files say (file(1)); progressive JPEGs count scans",
    arguments: [
      ("al-rgb.png", ImageHeader.Format.png, 20, 43), ("fd-palette.png", .png, 16, 35),
      ("sd-rgb48.png", .png, 8, 17), ("al-420.jpg", .jpeg, 24, 52), ("bl-gray.jpg", .jpeg, 16, 35),
      ("al-progressive.jpg", .jpeg, 24, 52), ("fd-arithmetic.jpg", .jpeg, 16, 35),
      ("bl-restart.jpg", .jpeg, 16, 35),
    ])
  func seeds(name: String, format: ImageHeader.Format, width: Int, height: Int) throws {
    let header = try ImageHeader.read(try seed(name), file: name)
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

  @Test("A PNG may be 4096 pixels a side and 2048 × 2048 pixels in all; beyond, refused")
  func pixelLimits() throws {
    #expect(try ImageHeader.read(png(width: 2048, height: 2048), file: "a.png").width == 2048)
    #expect(try ImageHeader.read(png(width: 4096, height: 1024), file: "a.png").height == 1024)
    let limit = "images may be at most 4096 pixels a side and 4194304 pixels in all"
    for (width, height): (UInt32, UInt32) in [
      (4097, 1), (2049, 2048), (65535, 65535), (.max, .max),
    ] {
      #expect(
        throws: ImageError(file: "a.png", problem: "is \(width) × \(height) pixels; \(limit)")
      ) { try ImageHeader.read(png(width: width, height: height), file: "a.png") }
    }
    #expect(throws: ImageError(file: "a.png", problem: "declares an empty image (0 × 10)")) {
      try ImageHeader.read(png(width: 0, height: 10), file: "a.png")
    }
  }

  @Test("A PNG cut anywhere is refused: its chunks must end inside the file, the last IEND")
  func truncatedPNG() throws {
    let whole = try seed("al-rgb.png")
    #expect(try ImageHeader.read(whole, file: "a.png").width == 20)
    for length in stride(from: 0, to: whole.count, by: 7) {
      #expect(throws: ImageError.self) {
        try ImageHeader.read(Array(whole.prefix(length)), file: "a.png")
      }
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
    #expect(try ImageHeader.read(repeated(64), file: "a.jpg").scans == 64)
    #expect(throws: ImageError(file: "a.jpg", problem: "has more than 64 JPEG scans; at most 64")) {
      try ImageHeader.read(repeated(65), file: "a.jpg")
    }
  }

  @Test("Not a PNG or JPEG, too large, or a JPEG without a frame: one line naming the file")
  func otherRefusals() {
    #expect(throws: ImageError(file: "a.gif", problem: "is not a PNG or JPEG image")) {
      try ImageHeader.read(Array("GIF89a".utf8), file: "a.gif")
    }
    #expect(throws: ImageError(file: "a.png", problem: "is 16 MiB; images may be at most 16 MiB")) {
      try ImageHeader.read([UInt8](repeating: 0, count: (16 << 20) + 1), file: "a.png")
    }
    #expect(throws: ImageError(file: "a.jpg", problem: "is a broken JPEG (no frame header)")) {
      try ImageHeader.read([0xFF, 0xD8, 0xFF, 0xD9], file: "a.jpg")
    }
  }
}
