import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import Testing

/// Whole frames checked pixel by pixel for issue 11's screen details: hairlines at 1×, the
/// large title under the compact bar, the album's black, the settings chevrons at 3×. Part
/// of the serialized golden suite (SDL and the fonts are shared).
extension GoldenImageTests {
  /// Renders `engine`'s frame at `scale` pixels per point.
  func render(_ engine: Engine, scale: Double) throws -> PixelImage {
    let environment = try RenderingEnvironment.get()
    let size = engine.device.size
    let canvas = try OffscreenCanvas(
      width: Int((size.width * scale).rounded()), height: Int((size.height * scale).rounded()),
      scale: scale, fonts: environment.fonts)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    canvas.render(list)
    return canvas.pixelImage()
  }

  func rgb(_ pixel: UInt32) -> (r: Int, g: Int, b: Int) {
    (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
  }

  @Test(
    "Settings at 1×: the separators under rows 1–4 show at whole and fractional offsets",
    arguments: [0.0, 0.25, 0.5, 1, 1.75, 2, 3, 4.4, 7, 10])
  func hairlinesAtOneX(offset: Double) throws {
    let engine = scrolled("settings", to: offset)
    let image = try render(engine, scale: 1)
    let origin = engine.top.contentOrigin
    for row in 0..<4 {
      // The separator's row: one device pixel (1/3 pt) at the row's bottom, #3C3C43 at 29 %
      // over white, about #C6C6C8; the cell around it is white.
      let y = origin + engine.top.list.rowFrame(row).maxY - 1 / 3.0
      let candidates = Int(y.rounded(.down)) - 1...Int(y.rounded(.down)) + 1
      let dark = candidates.filter { rgb(image[250, $0]).r < 230 }
      #expect(dark.count == 1, "row \(row), y \(y): \(candidates.map { rgb(image[250, $0]).r })")
    }
  }

  /// `offset` is the scroll into the large title's own 52 pt; Settings first collapses its 52 pt
  /// search strip, so the screen is scrolled 52 pt further.
  @Test(
    "Settings scrolled 35…41 pt into its large title: nothing of it shows under the compact bar",
    arguments: [35.0, 36, 37, 38, 39, 40, 41, 35.5, 20])
  func noLoneDescender(offset: Double) throws {
    let engine = scrolled("settings", to: SearchFieldLayout.areaHeight + offset)
    let bar = engine.top.navigationBar(device: engine.device)
    #expect(bar.searchHeight == 0)
    // 35–41 pt still shows the large title state (the inline one appears from 42, i.e. 94).
    if offset >= 35 { #expect(bar.showsLargeTitle && bar.largeTitleClipOpacity == 0) }
    let image = try render(engine, scale: 1)
    // The strip between the compact bar and the bar's bottom: only the grouped background.
    let top = Int(bar.compactBarFrame.maxY)
    let bottom = Int(bar.barBottom.rounded(.down))
    #expect(bottom > top)
    var inked = 0
    for y in top..<bottom {
      for x in 10..<200 where rgb(image[x, y]) != (0xF2, 0xF2, 0xF7) { inked += 1 }
    }
    if offset >= 35 {
      #expect(inked == 0, "\(inked) px of title under the bar at \(offset) pt")
    } else {
      // At 20 pt the title's letters are still there, fully opaque.
      #expect(inked > 300)
    }
  }

  @Test("The large title fades as it slides under the bar: opaque to 24 pt, gone from 32 pt")
  func largeTitleFade() {
    func opacity(_ offset: Double) -> Double {
      LargeTitleLayout(offset: offset, topInset: 54, width: 393, isLarge: true)
        .largeTitleClipOpacity
    }
    #expect(opacity(-50) == 1 && opacity(0) == 1 && opacity(24) == 1)
    #expect(abs(opacity(28) - 0.5) < 1e-9)
    #expect(opacity(32) == 0 && opacity(41) == 0)
    #expect(
      LargeTitleLayout(offset: 0, topInset: 54, width: 393, isLarge: false)
        .largeTitleClipOpacity == 0)
  }

  @Test(
    "Album: the header's last pixel row and the page under it are #000000, at rest and scrolled",
    arguments: [0.0, 120, 200])
  func albumEndsBlack(offset: Double) throws {
    let engine = scrolled("album", to: offset)
    let header = try #require(engine.top.stickyHeader(device: engine.device))
    let image = try render(engine, scale: 3)
    let last = Int((header.frame.maxY * 3).rounded()) - 1
    for x in [3, 30, image.width - 4] {
      #expect(rgb(image[x, last]) == (0, 0, 0), "x \(x), row \(last)")
      #expect(rgb(image[x, last + 1]) == (0, 0, 0), "x \(x), row \(last + 1)")
    }
    // And it is a gradient: the top of the header is the seed's brown.
    if offset == 0 { #expect(rgb(image[180, 210]).r > 100) }
  }

  @Test("Settings at 3×: the disclosure chevron is 21 × 36 px, 52.5 px from the cell's edge")
  func disclosureChevronPixels() throws {
    let engine = engine("settings")
    let image = try render(engine, scale: 3)
    let row = engine.top.list.rowFrame(0).offsetBy(dy: engine.top.contentOrigin)
    // Search a box around the expected place for pixels darker than the white cell.
    let x0 = Int((row.maxX - 40) * 3)
    let x1 = Int((row.maxX - 5) * 3)
    let y0 = Int((row.midY - 12) * 3)
    let y1 = Int((row.midY + 12) * 3)
    var box: (Int, Int, Int, Int)?
    for y in y0..<y1 {
      for x in x0..<x1 where rgb(image[x, y]).r < 235 {
        let b = box ?? (x, y, x + 1, y + 1)
        box = (min(b.0, x), min(b.1, y), max(b.2, x + 1), max(b.3, y + 1))
      }
    }
    let b = try #require(box)
    #expect(abs((b.2 - b.0) - 21) <= 1 && abs((b.3 - b.1) - 36) <= 1, "\(b)")
    // Its trailing edge 17.5 pt (52.5 px) from the cell's.
    #expect(abs(Double(b.2) - (row.maxX - 17.5) * 3) <= 1)
  }

  @Test("A pushed screen at 3×: the back chevron is 33 × 57 px")
  func backChevronPixels() throws {
    var engine = engine("settings")
    let y = engine.top.contentOrigin + engine.top.list.rowFrame(0).midY
    engine.handle(.pointerDown(x: 200, y: y), at: 0.1)
    engine.handle(.pointerUp(x: 200, y: y), at: 0.1)
    engine.advance(to: 2)
    #expect(engine.stack.count == 2)
    let image = try render(engine, scale: 3)
    let midY = engine.device.navigationBarTop + NavigationBarMetrics.barHeight / 2
    var box: (Int, Int, Int, Int)?
    for y in Int((midY - 14) * 3)..<Int((midY + 14) * 3) {
      for x in 0..<Int(24 * 3) where rgb(image[x, y]).b > 200 && rgb(image[x, y]).r < 150 {
        let b = box ?? (x, y, x + 1, y + 1)
        box = (min(b.0, x), min(b.1, y), max(b.2, x + 1), max(b.3, y + 1))
      }
    }
    let b = try #require(box)
    #expect(abs((b.2 - b.0) - 33) <= 1 && abs((b.3 - b.1) - 57) <= 1, "\(b)")
  }
}
