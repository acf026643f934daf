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

extension GoldenImageTests {
  @Test(
    "Text wider than its room ends in … inside it: a long large title stops 16 pt before the edge"
  )
  func longTextStopsAtItsRoom() throws {
    let environment = try RenderingEnvironment.get()
    let canvas = try OffscreenCanvas(width: 1179, height: 150, scale: 3, fonts: environment.fonts)
    var list = DisplayList(size: Size(width: 393, height: 50))
    list.fill(Rect(x: 0, y: 0, width: 393, height: 50), color: .white)
    // The large title's room on the 15 Pro: 393 − 2 · 16 = 361 pt.
    let title = String(repeating: "Long settings title ", count: 25)
    list.text(title, font: .largeTitle, color: .black, x: 16, midY: 25, maxWidth: 361)
    canvas.render(list)
    func inked(_ columns: Range<Int>) -> Bool {
      columns.contains { x in (0..<150).contains { canvas.pixel(x: x, y: $0).red < 128 } }
    }
    // Ink reaches into the last 20 pt of the room (the "…"; the cut falls after "title", whose
    // space is dropped), none past 377 pt (1131 px).
    #expect(inked(1071..<1131))
    #expect(!inked(1132..<1179))
    let width = canvas.rasterizer.textWidth(title, font: .largeTitle)
    #expect(width > 361, "uncut, the title is \(width) pt wide")
    // A string that fits is drawn whole: the same width with or without room to spare.
    var short = DisplayList(size: Size(width: 393, height: 50))
    short.fill(Rect(x: 0, y: 0, width: 393, height: 50), color: .white)
    short.text("Settings", font: .largeTitle, color: .black, x: 16, midY: 25, maxWidth: 361)
    canvas.render(short)
    let rightmost = (0..<1179).last { x in
      (0..<150).contains { canvas.pixel(x: x, y: $0).red < 128 }
    }
    let expected = 16 + canvas.rasterizer.textWidth("Settings", font: .largeTitle)
    #expect(abs(Double(rightmost ?? 0) / 3 - expected) < 2)
  }
}
