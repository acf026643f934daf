import Foundation
import Glibc
import Testing

/// Writes large, valid PNGs for the image tests (a 4096² photo is 48 MiB of RGB): zlib is
/// reached through `dlopen`, as the test target links no C library. The pixels are a flat
/// colour with `seed` in the first pixel, so files differ by content and compress to ~50 kB.
enum LargePNG {
  private typealias Compress =
    @convention(c) (
      UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt>?, UnsafePointer<UInt8>?, UInt, Int32
    ) -> Int32
  private typealias CRC = @convention(c) (UInt, UnsafePointer<UInt8>?, UInt32) -> UInt

  /// RGB, 8 bits a channel (PNG 1.2 §11.2.2 colour type 2), one IDAT chunk.
  static func make(width: Int, height: Int, seed: UInt8) throws -> Data {
    let library = try #require(dlopen("libz.so.1", RTLD_NOW), "libz.so.1 not found")
    let compress = unsafeBitCast(try #require(dlsym(library, "compress2")), to: Compress.self)
    let crc32 = unsafeBitCast(try #require(dlsym(library, "crc32")), to: CRC.self)
    let stride = 1 + width * 3
    // One row (filter byte 0, then the pixels), copied down the image.
    var row = [UInt8](repeating: 0, count: stride)
    for x in 0..<width { (row[1 + 3 * x], row[2 + 3 * x], row[3 + 3 * x]) = (0x30, 0x60, 0x90) }
    var raw = [UInt8](repeating: 0, count: stride * height)
    raw.withUnsafeMutableBytes { target in
      row.withUnsafeBytes { source in
        for y in 0..<height {
          (target.baseAddress! + y * stride).copyMemory(
            from: source.baseAddress!, byteCount: stride)
        }
      }
    }
    raw[1] = seed
    var size = UInt(raw.count + raw.count / 100 + 1024)
    var packed = [UInt8](repeating: 0, count: Int(size))
    let status = packed.withUnsafeMutableBufferPointer { out in
      raw.withUnsafeBufferPointer {
        compress(out.baseAddress, &size, $0.baseAddress, UInt($0.count), 1)
      }
    }
    try #require(status == 0, "compress2 failed: \(status)")
    func be32(_ value: Int) -> [UInt8] { (0..<4).map { UInt8(value >> (24 - 8 * $0) & 0xFF) } }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
      let body = Array(type.utf8) + data
      let crc = body.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
      return be32(data.count) + body + be32(Int(crc))
    }
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
      + chunk("IHDR", be32(width) + be32(height) + [8, 2, 0, 0, 0])
      + chunk("IDAT", Array(packed[0..<Int(size)])) + chunk("IEND", [])
    return Data(png)
  }

  /// A list scene whose rows show `images` (file names), `imageSize` points square when given,
  /// else as full-width hero rows.
  static func scene(rows images: [String], imageSize: Int?) -> String {
    let rows = images.enumerated().map { index, file in
      if let imageSize {
        return #"{"label": "Row \#(index)", "image": "\#(file)", "imageSize": \#(imageSize)}"#
      }
      return #"{"label": "Row \#(index)", "hero": "\#(file)"}"#
    }
    return
      #"{"title": "Photos", "kind": "large-title-list", "list": {"sections": [[\#(rows.joined(separator: ", "))]]}}"#
  }
}
