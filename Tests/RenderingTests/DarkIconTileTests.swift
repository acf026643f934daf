import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import Testing

/// Issue 20: StandBy's black icon tile stays visible on a dark cell. Part of the serialized
/// golden suite (SDL and the fonts are shared).
extension GoldenImageTests {
  @Test("Dark Settings at 3×: StandBy's black tile shows, #000000 inside a grey outline")
  func blackTileInDarkMode() throws {
    let engine = try chromeEngine(appearance: .dark, offset: 300)
    let spec = engine.top.spec
    let index = try #require((0..<40).first { spec.row($0).label == "StandBy" })
    let row = engine.top.list.rowFrame(index).offsetBy(dy: engine.top.contentOrigin)
    let image = try render(engine, scale: 3)
    // The tile: 29 pt, 16 pt from the cell's leading edge, centred on the row.
    let x0 = Int((row.minX + 16) * 3)
    let y0 = Int((row.midY - 14.5) * 3)
    var black = 0
    var outline = 0
    for y in (y0 - 3)..<(y0 + 87 + 3) {
      for x in (x0 - 3)..<(x0 + 87 + 3) {
        let c = rgb(image[x, y])
        if c.r < 0x10 && c.g < 0x10 && c.b < 0x10 { black += 1 }
        if (0x2C...0x48).contains(c.r) && abs(c.r - c.b) < 6 { outline += 1 }
      }
    }
    // Most of the 87 × 87 px tile is black (the clock glyph takes the rest); its edge, some
    // 330 px long, is grey. The cell around it is #1C1C1E.
    #expect(black > 3000, "\(black) black pixels")
    #expect(outline > 200, "\(outline) outline pixels")
    #expect(rgb(image[x0 - 6, y0 + 40]) == (0x1C, 0x1C, 0x1E))
  }
}
