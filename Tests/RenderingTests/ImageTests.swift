import CSDL2
import CSDL2_image
import DisplayList
import Foundation
import NavGeometry
import Testing

@testable import SDLRenderer

/// Issue 19's images: decoding within bounds, premultiplied pixels, good scaling, drawing.
@Suite("Images: decoding, scaling, drawing")
struct ImageTests {
  /// An ARGB8888 surface filled by `pixel(x, y)` (straight alpha), saved as PNG or JPEG bytes.
  static func encoded(
    width: Int, height: Int, jpeg: Bool = false, _ pixel: (Int, Int) -> UInt32
  ) throws -> [UInt8] {
    _ = try RenderingEnvironment.get()
    let surface = try #require(
      SDL_CreateRGBSurfaceWithFormat(
        0, Int32(width), Int32(height), 32, UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)))
    defer { SDL_FreeSurface(surface) }
    let pitch = Int(surface.pointee.pitch) / 4
    let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
    for y in 0..<height {
      for x in 0..<width { pixels[y * pitch + x] = pixel(x, y) }
    }
    let path = NSTemporaryDirectory() + "navlab-image-\(UUID().uuidString).\(jpeg ? "jpg" : "png")"
    defer { try? FileManager.default.removeItem(atPath: path) }
    let status = jpeg ? IMG_SaveJPG(surface, path, 95) : IMG_SavePNG(surface, path)
    #expect(status == 0)
    return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  func decode(_ bytes: [UInt8]) -> Result<DecodedImage, ImageDecodeError> {
    ImageDecoder.decode(bytes)
  }

  func failure(_ bytes: [UInt8]) -> String? {
    if case .failure(let error) = decode(bytes) { return error.description }
    return nil
  }

  @Test("A PNG decodes to premultiplied ARGB: half-transparent red is (128, 0, 0, 128)")
  func pngPremultiplied() throws {
    let bytes = try Self.encoded(width: 3, height: 2) { x, _ in
      [0xFF00_FF00, 0x80FF_0000, 0x0000_00FF][x]
    }
    let image = try decode(bytes).get()
    #expect(image.width == 3 && image.height == 2)
    #expect(image.pixels[0] == 0xFF00_FF00)
    #expect(image.pixels[1] == 0x8080_0000)
    #expect(image.pixels[2] == 0)
    #expect(!image.isOpaque)
  }

  @Test("A JPEG decodes, opaque, close to its colour")
  func jpeg() throws {
    let bytes = try Self.encoded(width: 16, height: 16, jpeg: true) { _, _ in 0xFF33_66CC }
    let image = try decode(bytes).get()
    #expect(image.width == 16 && image.isOpaque)
    let pixel = image.pixels[8 * 16 + 8]
    #expect(abs(Int(pixel >> 16 & 0xFF) - 0x33) <= 3)
    #expect(abs(Int(pixel >> 8 & 0xFF) - 0x66) <= 3)
    #expect(abs(Int(pixel & 0xFF) - 0xCC) <= 3)
  }

  @Test("Huge images are refused from their header, before any decoding (12000×12000)")
  func hugeRefused() {
    // A PNG signature and an IHDR chunk declaring 12000×12000, and nothing else: the
    // decoder would need 576 MB; the header check refuses it first.
    var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
    bytes += Array("IHDR".utf8)
    bytes += [0, 0, 0x2E, 0xE0, 0, 0, 0x2E, 0xE0, 8, 6, 0, 0, 0]
    let message = failure(bytes)
    #expect(
      message?.contains("12000×12000 pixels is too large") == true, "\(String(describing: message))"
    )
    #expect(message?.contains("scale it down") == true)
    // The same for a JPEG's frame header.
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC0, 0, 17, 8, 0x2E, 0xE0, 0x2E, 0xE0, 3]
    #expect(failure(jpeg)?.contains("12000×12000") == true)
  }

  @Test("Truncated, empty and non-image files are refused with what is wrong")
  func broken() throws {
    let png = try Self.encoded(width: 64, height: 64) { x, y in 0xFF00_0000 | UInt32(x * 4 + y) }
    #expect(failure(Array(png.prefix(png.count / 2)))?.contains("PNG") == true)
    #expect(failure(Array(png.prefix(20)))?.contains("truncated PNG") == true)
    let jpeg = try Self.encoded(width: 64, height: 64, jpeg: true) { x, _ in UInt32(x) | 0xFF00_0000
    }
    #expect(failure(Array(jpeg.prefix(jpeg.count / 2)))?.contains("truncated JPEG") == true)
    #expect(failure(Array("not an image at all".utf8)) == "not a PNG or JPEG file")
    #expect(failure([]) == "an empty file, not an image")
    #expect(
      failure([UInt8](repeating: 0, count: ImageDecoder.maximumFileBytes + 1))?.contains("MiB")
        == true)
  }

  @Test("A PNG whose chunk runs past the end of the file is refused before SDL2_image reads it")
  func runawayChunk() throws {
    // The image fuzz target's finding, kept as its regression test: a 280-byte PNG whose pHYs
    // chunk claims 738 MB; SDL2_image 2.6 ignores short reads, so it spun on it for ever.
    let base64 =
      "iVBORw0KGgoAAAANSUhEUgAAAAoAAAAWCAAAAADcTVKBLAAACXBIWXMAAAAAAAAAAQCEeRdzAAAAyklEQVR4nCWOTU7DMBCF52I9HhukqhegB+gJumDDrkgIQYRQKS0gESHTZGwrY0/8k8bGId/q09OT3oOVCOvF4oZOV+DYv2w2ldEd1O8f55SctQzPt9s7a4yxBvBbtGICgahENAFdjb/NWPCATyoOOQ8xQrNTJuecisqq0UXzGEEfkGIqGkAdZSvseHEeSDH74L1nwAqFncoB8FHNHgEf1JDntLmXyLOSZMuuwKC/Wkrp/wN9duRSTmWtf5U9dpdeB7jWvt6//US3/AMejsrG1S3WvQAAAABJRU5ErkJggg=="
    let bytes = try #require(Data(base64Encoded: base64))
    #expect(
      failure(Array(bytes)) == "a damaged or truncated PNG (chunk 2 runs past the end of the file)")
    // A whole PNG still decodes: the walk reaches its IEND.
    let png = try Self.encoded(width: 8, height: 8) { _, _ in 0xFF00_00FF }
    #expect(failure(png) == nil)
  }

  @Test("Images longer than 3072 px are kept downscaled to 3072 on their longer side")
  func keptSide() throws {
    let bytes = try Self.encoded(width: 3100, height: 20) { _, _ in 0xFF20_4060 }
    let image = try decode(bytes).get()
    #expect(image.width == 3072 && image.height == 19)
    #expect(image.pixels[10 * 3072 + 1000] == 0xFF20_4060)
  }

  @Test(
    "Shrinking averages every source pixel (a checkerboard turns grey); enlarging keeps a flat colour"
  )
  func resampling() {
    let checker = DecodedImage(
      width: 8, height: 8,
      pixels: (0..<64).map { ($0 % 8 + $0 / 8) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000 })
    let grey = ImageResampler.fill(checker, width: 2, height: 2)
    for pixel in grey.pixels {
      #expect(abs(Int(pixel & 0xFF) - 128) <= 1, "\(String(pixel, radix: 16))")
      #expect(pixel >> 24 == 255)
    }
    let flat = DecodedImage(width: 3, height: 3, pixels: Array(repeating: 0x8040_2010, count: 9))
    let large = ImageResampler.fill(flat, width: 30, height: 30)
    #expect(large.pixels.allSatisfy { $0 == 0x8040_2010 })
  }

  @Test("Aspect fill: a wide image fills a square from its middle (red left, blue right)")
  func aspectFill() {
    // 200×100: x < 100 red, else blue. Filling 50×50 keeps the middle 100×100, scaled by 1/2.
    let wide = DecodedImage(
      width: 200, height: 100,
      pixels: (0..<20000).map { $0 % 200 < 100 ? 0xFFFF_0000 : 0xFF00_00FF })
    let square = ImageResampler.fill(wide, width: 50, height: 50)
    #expect(square.width == 50 && square.height == 50)
    #expect(square.pixels[25 * 50 + 5] == 0xFFFF_0000)
    #expect(square.pixels[25 * 50 + 20] == 0xFFFF_0000)
    #expect(square.pixels[25 * 50 + 30] == 0xFF00_00FF)
    #expect(square.pixels[25 * 50 + 45] == 0xFF00_00FF)
  }

  func canvas(scale: Double = 2, store: ImageStore?) throws -> OffscreenCanvas {
    let canvas = try OffscreenCanvas(
      width: 100, height: 100, scale: scale, fonts: try RenderingEnvironment.get().fonts)
    canvas.rasterizer.images = store
    return canvas
  }

  func render(_ canvas: OffscreenCanvas, _ build: (inout DisplayList) -> Void) {
    var list = DisplayList(size: Size(width: 50, height: 50))
    list.fill(Rect(x: 0, y: 0, width: 50, height: 50), color: .white)
    build(&list)
    canvas.render(list)
  }

  @Test(
    "Drawn images: scaled once per size, rounded corners show what is under them, opacity and difference blend"
  )
  func drawing() throws {
    let store = ImageStore()
    let id = ImageID(path: "green.png")
    try store.load(
      id, bytes: try Self.encoded(width: 10, height: 10) { _, _ in 0xFF00_8000 })
    let canvas = try canvas(store: store)
    render(canvas) { $0.image(id, in: Rect(x: 5, y: 5, width: 40, height: 40), radius: 20) }
    #expect(canvas.pixel(x: 50, y: 50) == Color(red: 0, green: 128, blue: 0))
    // The circle's bounding box corner is outside the circle: still white.
    #expect(canvas.pixel(x: 11, y: 11) == .white)
    #expect(store.scaledMisses == 1)
    // The same size again, elsewhere: no new copy.
    render(canvas) { $0.image(id, in: Rect(x: 7.3, y: 2.6, width: 40, height: 40)) }
    #expect(store.scaledMisses == 1)
    // Half opacity (weight 128) over white: 128 × 128 / 255 + 255 × 127 / 255 = 64 + 127.
    render(canvas) { $0.image(id, in: Rect(x: 0, y: 0, width: 50, height: 50), opacity: 0.5) }
    #expect(canvas.pixel(x: 50, y: 50) == Color(red: 127, green: 191, blue: 127))
    // Difference with itself is black.
    render(canvas) {
      $0.fill(Rect(x: 0, y: 0, width: 50, height: 50), color: Color(red: 0, green: 128, blue: 0))
      $0.image(id, in: Rect(x: 0, y: 0, width: 50, height: 50), blend: .difference)
    }
    #expect(canvas.pixel(x: 20, y: 70) == .black)
    // A new version replaces the scaled copies.
    try store.load(id, bytes: try Self.encoded(width: 10, height: 10) { _, _ in 0xFF00_00FF })
    render(canvas) { $0.image(id, in: Rect(x: 0, y: 0, width: 50, height: 50)) }
    #expect(canvas.pixel(x: 50, y: 50) == Color(red: 0, green: 0, blue: 255))
  }

  @Test("Translucent PNG pixels blend over what is under them (premultiplied source over)")
  func translucent() throws {
    let store = ImageStore()
    let id = ImageID(path: "glass.png")
    try store.load(id, bytes: try Self.encoded(width: 4, height: 4) { _, _ in 0x80FF_0000 })
    let canvas = try canvas(store: store)
    render(canvas) { $0.image(id, in: Rect(x: 0, y: 0, width: 50, height: 50)) }
    // 50 % red over white.
    #expect(canvas.pixel(x: 50, y: 50) == Color(red: 255, green: 127, blue: 127))
  }

  @Test("An image the store does not have draws a grey placeholder")
  func missing() throws {
    let canvas = try canvas(store: ImageStore())
    render(canvas) {
      $0.image(ImageID(path: "nowhere.png"), in: Rect(x: 0, y: 0, width: 50, height: 50))
    }
    let grey = canvas.pixel(x: 50, y: 50)
    #expect(grey != .white && grey.red == grey.green)
  }
}

extension ImageTests {
  @Test("keepOnly forgets images a reloaded scene no longer names, and their bytes")
  func keepOnly() throws {
    let store = ImageStore()
    let a = ImageID(path: "a.png")
    let b = ImageID(path: "b.png")
    try store.load(a, bytes: try Self.encoded(width: 8, height: 8) { _, _ in 0xFF11_2233 })
    try store.load(b, bytes: try Self.encoded(width: 8, height: 8) { _, _ in 0xFF33_2211 })
    #expect(store.bytes.decoded == 2 * 8 * 8 * 4)
    store.keepOnly([b])
    #expect(!store.contains(a) && store.contains(b))
    #expect(store.bytes.decoded == 8 * 8 * 4)
  }
}

extension ImageTests {
  @Test("A JPEG of more than 64 scans is refused before decoding (progressive scan bombs)")
  func scanBomb() throws {
    let jpeg = try Self.encoded(width: 16, height: 16, jpeg: true) { _, _ in 0xFF80_8080 }
    #expect((try? decode(jpeg).get()) != nil)
    // The same file with 70 empty scans spliced in before its end marker.
    var bomb = Array(jpeg.dropLast(2))
    for _ in 0..<70 { bomb += [0xFF, 0xDA, 0, 2] }
    bomb += [0xFF, 0xD9]
    #expect(
      failure(bomb)?.contains("scans; at most 64") == true, "\(String(describing: failure(bomb)))")
  }
}
