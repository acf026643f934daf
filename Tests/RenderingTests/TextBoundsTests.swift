import DisplayList
import NavGeometry
import SDLRenderer
import Testing

extension GoldenImageTests {
  // Text needs SDL2_ttf, so these live in the serialized suite.

  @Test(
    "A 40,000-character large title is cut to a screen's width: under 1 MB of glyph coverage (uncut: ~2.4 million pixels wide, hundreds of MB)"
  )
  func hugeTitleIsCut() throws {
    let environment = try RenderingEnvironment.get()
    let canvas = try OffscreenCanvas(width: 1179, height: 150, scale: 3, fonts: environment.fonts)
    var list = DisplayList(size: Size(width: 393, height: 50))
    list.fill(Rect(x: 0, y: 0, width: 393, height: 50), color: .white)
    let title = String(repeating: "Wide title ", count: 4000)
    list.text(title, font: .largeTitle, color: .black, x: 16, midY: 25)
    canvas.render(list)
    let bytes = canvas.rasterizer.glyphCacheBytes
    #expect(bytes > 0 && bytes < 1 << 20, "\(bytes) bytes")
    // The cut text still reaches the right edge of the screen (it is cut, not dropped).
    let inked = (1100..<1179).contains { x in
      (0..<150).contains { canvas.pixel(x: x, y: $0).red < 128 }
    }
    #expect(inked)
  }

  @Test(
    "Hot reloads with ever-changing titles: the glyph cache stays under its 32 MB budget (it held 2,048 runs of any size before)"
  )
  func glyphCacheIsBoundedInBytes() throws {
    let environment = try RenderingEnvironment.get()
    let canvas = try OffscreenCanvas(width: 1179, height: 150, scale: 3, fonts: environment.fonts)
    var list = DisplayList(size: Size(width: 393, height: 50))
    var peak = 0
    // 300 titles of 500 characters (the longest a scene accepts), each about 3072 × 125 px of
    // coverage (~380 kB): ~115 MB if nothing were evicted.
    for version in 0..<300 {
      list.reset(size: Size(width: 393, height: 50))
      let title = "Version \(version) " + String(repeating: "m", count: 490)
      list.text(title, font: .largeTitle, color: .black, x: 0, midY: 25)
      canvas.render(list)
      peak = max(peak, canvas.rasterizer.glyphCacheBytes)
    }
    #expect(peak <= 32 << 20, "peak \(peak) bytes")
    #expect(peak > 8 << 20, "the cache still holds many runs (\(peak) bytes)")
  }
}
