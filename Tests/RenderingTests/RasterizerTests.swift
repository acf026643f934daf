import DisplayList
import NavGeometry
import SDLRenderer
import Testing

/// The span rasterizer on small in-memory buffers: exact pixels for fills, blends, clips,
/// corners, lines, shadows and symbols. No text here, so no SDL2_ttf: these run in parallel with
/// the serialized golden suite (text is tested there).
@Suite("Rasterizer")
struct RasterizerTests {
  static let black: UInt32 = 0xFF00_0000
  static let white: UInt32 = 0xFFFF_FFFF

  /// Renders `list` into a `width` × `height` buffer at `scale` over `background`.
  func render(
    width: Int, height: Int, scale: Double = 1, background: Color = .black,
    _ build: (inout DisplayList) -> Void
  ) throws -> PixelImage {
    var list = DisplayList(size: Size(width: Double(width) / scale, height: Double(height) / scale))
    build(&list)
    let rasterizer = Rasterizer(fonts: try FontLibrary(), scale: scale)
    var pixels = [UInt32](repeating: 0x1234_5678, count: width * height)
    pixels.withUnsafeMutableBufferPointer { storage in
      rasterizer.render(
        list,
        into: PixelBuffer(pixels: storage.baseAddress!, width: width, height: height, pitch: width),
        background: background)
    }
    return PixelImage(width: width, height: height, pixels: pixels)
  }

  func channels(_ pixel: UInt32) -> (r: Int, g: Int, b: Int) {
    (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
  }

  @Test("An opaque fill covers exactly its edges rounded to whole pixels")
  func opaqueFillIsSnapped() throws {
    // At 2× the edges fall at 2.4, 2.6, 8.4 and 10.6 px: rounded to 2..<8 × 3..<11.
    let image = try render(width: 20, height: 20, scale: 2) { list in
      list.fill(Rect(x: 1.2, y: 1.3, width: 3, height: 4), color: Color(hex: 0xFF0000))
    }
    for y in 0..<20 {
      for x in 0..<20 {
        let inside = (2..<8).contains(x) && (3..<11).contains(y)
        #expect(image[x, y] == (inside ? 0xFFFF_0000 : Self.black), "pixel (\(x), \(y))")
      }
    }
  }

  @Test("Half-transparent white over black gives mid grey, opaque, in every channel")
  func blendedFill() throws {
    let image = try render(width: 13, height: 3) { list in
      list.fill(Rect(x: 0, y: 0, width: 13, height: 3), color: Color.white.withOpacity(0.5))
    }
    // 13 pixels a row: the four-at-a-time path and the one-by-one tail agree.
    for pixel in image.pixels {
      #expect(pixel >> 24 == 0xFF)
      let c = channels(pixel)
      #expect((127...128).contains(c.r) && c.r == c.g && c.g == c.b)
    }
  }

  @Test("The first opaque full-screen fill replaces clearing; a translucent one blends over it")
  func clearing() throws {
    let covered = try render(width: 8, height: 8) { list in
      list.fill(Rect(x: 0, y: 0, width: 8, height: 8), color: .white)
    }
    #expect(covered.pixels.allSatisfy { $0 == Self.white })
    let blended = try render(width: 8, height: 8, background: Color(hex: 0x0000FF)) { list in
      list.fill(Rect(x: 0, y: 0, width: 8, height: 8), color: Color.black.withOpacity(0.5))
    }
    #expect(
      blended.pixels.allSatisfy { channels($0) == (0, 0, 127) || channels($0) == (0, 0, 128) })
  }

  @Test("A clip rectangle stops drawing outside it, and popping it restores the outer one")
  func clipping() throws {
    let image = try render(width: 20, height: 10) { list in
      list.pushClip(Rect(x: 0, y: 0, width: 5, height: 10))
      list.pushClip(Rect(x: 2, y: 0, width: 10, height: 5))
      list.fill(Rect(x: 0, y: 0, width: 20, height: 10), color: .white)
      list.popClip()
      list.fill(Rect(x: 0, y: 6, width: 20, height: 4), color: Color(hex: 0x00FF00))
      list.popClip()
      list.fill(Rect(x: 15, y: 0, width: 5, height: 2), color: Color(hex: 0xFF0000))
    }
    for y in 0..<10 {
      for x in 0..<20 {
        let expected: UInt32
        if (2..<5).contains(x) && y < 5 {
          expected = Self.white
        } else if x < 5 && y >= 6 {
          expected = 0xFF00_FF00
        } else if x >= 15 && y < 2 {
          expected = 0xFFFF_0000
        } else {
          expected = Self.black
        }
        #expect(image[x, y] == expected, "pixel (\(x), \(y))")
      }
    }
  }

  @Test(
    "A rounded corner: the outermost pixel is untouched, the inner ones opaque (from 1.53 × the radius along the sides), the arc soft"
  )
  func roundedCorner() throws {
    let image = try render(width: 40, height: 40) { list in
      list.fill(Rect(x: 0, y: 0, width: 40, height: 40), radius: 10, color: .white)
    }
    for (x, y) in [(0, 0), (39, 0), (0, 39), (39, 39)] {
      #expect(image[x, y] == Self.black, "corner (\(x), \(y))")
    }
    for (x, y) in [(5, 5), (34, 5), (5, 34), (34, 34), (15, 0), (0, 15), (20, 20)] {
      #expect(image[x, y] == Self.white, "inside (\(x), \(y))")
    }
    // The arc passes through partly covered pixels.
    let corner = (0..<10).flatMap { y in (0..<10).map { x in channels(image[x, y]).r } }
    #expect(corner.filter { $0 > 0 && $0 < 255 }.count > 5)
  }

  @Test("A vertical gradient runs from its top colour to its bottom colour")
  func gradient() throws {
    let image = try render(width: 4, height: 100) { list in
      list.gradient(Rect(x: 0, y: 0, width: 4, height: 100), top: .white, bottom: .black)
    }
    let column = (0..<100).map { channels(image[1, $0]).r }
    #expect(column.first! >= 253 && column.last! <= 2)
    #expect(zip(column, column.dropFirst()).allSatisfy { $0 >= $1 })
  }

  @Test("A one-point line on whole pixels covers exactly its row")
  func horizontalLine() throws {
    let image = try render(width: 20, height: 5) { list in
      list.line(from: Point(x: 2, y: 2.5), to: Point(x: 18, y: 2.5), width: 1, color: .white)
    }
    for y in 0..<5 {
      for x in 0..<20 {
        let on = y == 2 && (2..<18).contains(x)
        #expect(image[x, y] == (on ? Self.white : Self.black), "pixel (\(x), \(y))")
      }
    }
  }

  @Test("A shadow darkens around its rectangle, fading out, and leaves the middle alone")
  func shadow() throws {
    let image = try render(width: 60, height: 60, background: .white) { list in
      list.shadow(Rect(x: 20, y: 20, width: 20, height: 20), radius: 4, blur: 8, color: .black)
    }
    let near = channels(image[30, 19]).r
    let far = channels(image[30, 13]).r
    #expect(near < far && far < 255)
    #expect(image[30, 5] == Self.white)
    #expect(image[30, 30] == Self.white)
  }

  @Test("A translucent symbol does not darken where its strokes overlap")
  func symbolOverlaps() throws {
    let image = try render(width: 60, height: 60, scale: 3, background: .white) { list in
      list.symbol(
        .chevronRight, in: Rect(x: 5, y: 2, width: 9, height: 16),
        color: Color.black.withOpacity(0.5))
    }
    let reds = image.pixels.map { channels($0).r }
    #expect(reds.min()! >= 126)
    #expect(reds.filter { $0 < 130 }.count > 20)
  }

  @Test("The same list gives the same bytes every time, into a fresh or a used buffer")
  func determinism() throws {
    func scene(_ list: inout DisplayList) {
      list.fill(Rect(x: 0, y: 0, width: 50, height: 50), color: Color(hex: 0xF2F2F7))
      list.shadow(Rect(x: 8, y: 8, width: 30, height: 20), radius: 6, blur: 4, color: .black)
      list.gradient(
        Rect(x: 8, y: 8, width: 30, height: 20), radius: 6, top: Color(hex: 0x5856D6),
        bottom: Color(hex: 0xAF52DE).withOpacity(0.7))
      list.symbol(.wifi, in: Rect(x: 10, y: 32, width: 16, height: 12), color: .black)
      list.line(from: Point(x: 1, y: 49), to: Point(x: 49, y: 30), width: 1.5, color: .black)
      list.cornerMask(Rect(x: 0, y: 0, width: 50, height: 50), radius: 12, color: .black)
    }
    let first = try render(width: 150, height: 150, scale: 3, scene)
    let second = try render(width: 150, height: 150, scale: 3, scene)
    #expect(first == second)
  }
}
