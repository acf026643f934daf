import DisplayList
import Foundation
import NavGeometry
import NavLabCore
import SDLRenderer
import Testing

/// Frames drawn by the rasterizer at scale 1 (393 × 852 for the 15 Pro), compared
/// with golden PNGs. Regenerate with `NAVLAB_UPDATE_GOLDENS=1 swift test --filter RenderingTests`.
@Suite("Golden images", .serialized)
struct GoldenImageTests {
  /// Renders `engine`'s current frame at one pixel per point.
  func render(_ engine: Engine) throws -> OffscreenCanvas {
    let environment = try RenderingEnvironment.get()
    let size = engine.device.size
    let canvas = try OffscreenCanvas(
      width: Int(size.width), height: Int(size.height), scale: 1, fonts: environment.fonts)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    canvas.render(list)
    return canvas
  }

  func engine(_ screen: String, appearance: Appearance = .light) -> Engine {
    var options = EngineOptions(screen: screen, appearance: appearance)
    if screen == "blog", let fonts = try? RenderingEnvironment.get().fonts {
      // The blog's shelves are content (issue 37): laid out with the font that draws them, as
      // the app does, so bold titles are not cut where the estimate falls short.
      options.textMeasure = ContentTextMeasure(
        RasterizerTextMeasure(Rasterizer(fonts: fonts, scale: 3)), name: "font")
    }
    var engine = Engine(options: options)
    engine.advance(to: 0)
    return engine
  }

  /// Scrolls without animation at 0.1 s and lets the chrome settle for `settle` seconds.
  func scrolled(_ screen: String, to offset: Double, settle: Double = 0.5) -> Engine {
    var engine = engine(screen)
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0.1)
    var time = 0.1
    while time < 0.1 + settle {
      engine.advance(to: time)
      time += 1.0 / 60
    }
    engine.advance(to: 0.1 + settle)
    return engine
  }

  func channels(_ canvas: OffscreenCanvas, _ x: Int, _ y: Int) -> (r: Int, g: Int, b: Int) {
    let color = canvas.pixel(x: x, y: y)
    return (Int(color.red), Int(color.green), Int(color.blue))
  }

  func near(_ a: (r: Int, g: Int, b: Int), _ hex: UInt32, _ tolerance: Int = 2) -> Bool {
    abs(a.r - Int(hex >> 16)) <= tolerance && abs(a.g - Int((hex >> 8) & 0xFF)) <= tolerance
      && abs(a.b - Int(hex & 0xFF)) <= tolerance
  }

  /// Built-in Settings at rest on each device in each appearance: its search field under the
  /// large title, its tab bar at the bottom.
  @Test(
    "Settings at rest on every device, light and dark: groups, large title, search field",
    arguments: 0..<8)
  func settingsAtRest(index: Int) throws {
    let (device, appearance) = Self.chromeCases[index]
    var engine = Engine(options: EngineOptions(device: device, appearance: appearance))
    engine.advance(to: 0)
    let light = appearance == .light
    let canvas = try render(engine)
    let screen = engine.top
    let list = screen.list
    let width = Int(device.size.width)
    // Between the first and the second group: the grouped background.
    let gap = screen.contentOrigin + list.rowFrame(4).maxY + list.sectionSpacing / 2
    #expect(near(channels(canvas, width / 2, Int(gap)), light ? 0xF2F2F7 : 0x000000))
    // Inside the first row's cell, right of its text and above its middle: the cell colour.
    let cell = screen.contentOrigin + list.rowFrame(0).midY - 12
    #expect(near(channels(canvas, width - 100, Int(cell)), light ? 0xFFFFFF : 0x1C1C1E))
    // The large title's glyphs are black in light mode: some dark pixels in its line box.
    let title = screen.navigationBar(device: device).largeTitleFrame
    if light {
      #expect(darkPixels(canvas, x: 16..<160, y: Int(title.minY)..<Int(title.maxY)) > 50)
    }
    let field = try #require(screen.searchField(device: device))
    #expect(field.fieldFrame.height == 36 && field.contentAlpha == 1)
    // Inside the field, right of the placeholder: #767680 at 12 % over #F2F2F7 ≈ #E3E3E9
    // (light), at 24 % over black ≈ #1C1C1F (dark).
    let x = Int(field.fieldFrame.maxX) - 30
    let y = Int(field.fieldFrame.midY)
    #expect(
      near(channels(canvas, x, y), light ? 0xE3E3E9 : 0x1C1C1F, 3), "\(channels(canvas, x, y))")
    // Above the field (the strip's 8 pt padding): the grouped background.
    let above = channels(canvas, x, Int(field.fieldFrame.minY) - 4)
    #expect(near(above, light ? 0xF2F2F7 : 0x000000, 2))
    try Goldens.assertMatches(canvas, name: "settings-\(device.id)-\(appearance.rawValue)")
  }

  /// 112 pt: the 52 pt search strip and the 52 pt large title collapsed, then 8 pt more, so
  /// the bar's material is at (112 − 104) / 10 = 80 %.
  @Test("Settings scrolled 112 pt: the inline title and the bar background")
  func settingsScrolled() throws {
    let engine = scrolled("settings", to: 112)
    #expect(engine.frameValues().inlineTitleAlpha == 1)
    #expect(abs((engine.frameValues().navBackgroundAlpha ?? 0) - 0.8) < 1e-9)
    let canvas = try render(engine)
    // The bar's background is opaque enough to hide the rows under it: near #F9F9F9.
    let bar = channels(canvas, 20, 80)
    #expect(bar.r > 240 && bar.g > 240 && bar.b > 240)
    try Goldens.assertMatches(canvas, name: "settings-scrolled-112")
  }

  @Test("Feed, light, at rest")
  func feedLight() throws {
    let canvas = try render(engine("feed"))
    // The title card's orange icon tile.
    #expect(orangePixels(canvas, x: 0..<393, y: 103..<250) > 500)
    try Goldens.assertMatches(canvas, name: "feed-light")
  }

  @Test("Feed with the card title half behind the bar")
  func feedCardHalf() throws {
    let probe = engine("feed")
    let card = try #require(probe.top.card)
    let engine = scrolled("feed", to: card.titleFrame.midY)
    let alpha = try #require(engine.frameValues().cardTitleAlpha)
    #expect(abs(alpha - 0.5) < 0.01)
    try Goldens.assertMatches(try render(engine), name: "feed-card-half")
  }

  @Test("Album at rest: the brown header, no status bar")
  func albumRest() throws {
    let engine = engine("album")
    #expect(engine.frameValues().statusBarHidden)
    let canvas = try render(engine)
    let header = channels(canvas, 60, 80)
    #expect(header.r > 80 && header.r > header.g && header.g > header.b)
    try Goldens.assertMatches(canvas, name: "album-rest")
  }

  @Test("Album pulled down by a held drag: the header stretches")
  func albumPulled() throws {
    var engine = engine("album")
    engine.handle(.pointerDown(x: 200, y: 300), at: 0.1)
    for step in 1...6 {
      engine.handle(
        .pointerMove(x: 200, y: 300 + 20 * Double(step)), at: 0.1 + 0.016 * Double(step))
    }
    engine.advance(to: 0.3)
    let values = engine.frameValues()
    #expect(values.offset < -40)
    #expect((values.headerHeight ?? 0) > 320)
    let canvas = try render(engine)
    // The stretched header reaches further down than at rest (280 pt).
    let belowRest = channels(canvas, 20, 300)
    #expect(belowRest.r > belowRest.b)
    try Goldens.assertMatches(canvas, name: "album-pulled")
  }

  @Test("Album scrolled 200 pt")
  func albumScrolled() throws {
    let engine = scrolled("album", to: 200)
    #expect(!engine.frameValues().statusBarHidden)
    try Goldens.assertMatches(try render(engine), name: "album-scrolled-200")
  }

  @Test("Blog at rest: the purple-blue top bar")
  func blogRest() throws {
    let canvas = try render(engine("blog"))
    let bar = channels(canvas, 10, 200)
    #expect(bar.b > 180 && bar.b > bar.r && bar.b > bar.g)
    try Goldens.assertMatches(canvas, name: "blog-rest")
  }

  @Test("Blog scrolled 41 pt: the bar collapsed after its 0.35 s animation")
  func blogScrolled() throws {
    let engine = scrolled("blog", to: 41, settle: 0.5)
    #expect(engine.frameValues().topBarHeight == 127)
    #expect(engine.frameValues().topBarCornerRadius == 0)
    let canvas = try render(engine)
    // Below the collapsed bar (127 + 59 = 186 pt) the background shows again at the edge.
    #expect(near(channels(canvas, 3, 250), 0xFFFFFF, 10))
    try Goldens.assertMatches(canvas, name: "blog-scrolled-41")
  }

  @Test("Blog, dark")
  func blogDark() throws {
    let canvas = try render(engine("blog", appearance: .dark))
    #expect(near(channels(canvas, 3, 600), 0x000000, 10))
    try Goldens.assertMatches(canvas, name: "blog-dark")
  }

  @Test("Push half-way: Settings slides out under the detail screen")
  func pushMidway() throws {
    var engine = engine("settings")
    let y = engine.top.contentOrigin + engine.top.list.rowFrame(0).midY
    engine.handle(.pointerDown(x: 200, y: y), at: 0.1)
    engine.handle(.pointerUp(x: 200, y: y), at: 0.1)
    engine.advance(to: 0.1 + 0.175)
    #expect(engine.stack.count == 2)
    #expect(engine.transitionProgress > 0.5 && engine.transitionProgress < 1)
    try Goldens.assertMatches(try render(engine), name: "push-midway")
  }

  func darkPixels(_ canvas: OffscreenCanvas, x: Range<Int>, y: Range<Int>) -> Int {
    var count = 0
    for row in y {
      for column in x {
        let c = channels(canvas, column, row)
        if c.r < 60 && c.g < 60 && c.b < 60 { count += 1 }
      }
    }
    return count
  }

  func orangePixels(_ canvas: OffscreenCanvas, x: Range<Int>, y: Range<Int>) -> Int {
    var count = 0
    for row in y {
      for column in x {
        let c = channels(canvas, column, row)
        if c.r > 230 && (130...170).contains(c.g) && c.b < 40 { count += 1 }
      }
    }
    return count
  }

  // Lives in this serialized suite: SDL and the fonts are not used from two threads at once.
  @Test("PNG round trip: a rendered frame written and read back is identical")
  func roundTrip() throws {
    let environment = try RenderingEnvironment.get()
    let canvas = try OffscreenCanvas(width: 40, height: 30, scale: 1, fonts: environment.fonts)
    var list = DisplayList(size: Size(width: 40, height: 30))
    list.fill(Rect(x: 5, y: 5, width: 20, height: 10), color: Color(hex: 0x3A4BD8))
    canvas.render(list, background: Color(hex: 0xF2F2F7))
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "navlab-roundtrip-\(UUID().uuidString).png"
    ).path
    defer { try? FileManager.default.removeItem(atPath: path) }
    try canvas.writePNG(to: path)
    let image = try PNGReader.read(path)
    #expect(image.width == 40 && image.height == 30)
    #expect(image == canvas.pixelImage())
    #expect(image[10, 10] & 0xFFFFFF == 0x3A4BD8)
    #expect(image[35, 25] & 0xFFFFFF == 0xF2F2F7)
    #expect(throws: SDLError.self) { try PNGReader.read(path + ".missing") }
  }
}

extension GoldenImageTests {
  // Text needs SDL2_ttf, so these live in the serialized suite.

  @Test("Text tinted red has red pixels and no other hue; a second frame renders no glyphs")
  func tintedText() throws {
    let environment = try RenderingEnvironment.get()
    let canvas = try OffscreenCanvas(width: 200, height: 60, scale: 2, fonts: environment.fonts)
    var list = DisplayList(size: Size(width: 100, height: 30))
    list.fill(Rect(x: 0, y: 0, width: 100, height: 30), color: .white)
    list.text("Settings", font: .headline, color: Color(hex: 0xFF0000), x: 8, midY: 15)
    canvas.render(list)
    let misses = canvas.rasterizer.glyphRunMisses
    var red = 0
    for y in 0..<60 {
      for x in 0..<200 {
        let c = canvas.pixel(x: x, y: y)
        // Red over white only ever lowers green and blue, together.
        #expect(c.red == 255 && c.green == c.blue && c.alpha == 255)
        if c.green < 40 { red += 1 }
      }
    }
    #expect(red > 50)
    let before = canvas.pixelImage()
    canvas.render(list)
    #expect(canvas.rasterizer.glyphRunMisses == misses)
    #expect(canvas.pixelImage() == before)
  }

  @Test("Scaled text grows about its anchor and stays tinted")
  func scaledText() throws {
    let environment = try RenderingEnvironment.get()
    func inkWidth(scale: Double) throws -> Int {
      let canvas = try OffscreenCanvas(width: 300, height: 80, scale: 1, fonts: environment.fonts)
      var list = DisplayList(size: Size(width: 300, height: 80))
      list.text(
        "Settings", font: .largeTitle, color: .white, x: 150, midY: 40, alignment: .center,
        scale: scale)
      canvas.render(list)
      let columns = (0..<300).filter { x in
        (0..<80).contains { canvas.pixel(x: x, y: $0).red > 128 }
      }
      return (columns.last ?? 0) - (columns.first ?? 0)
    }
    let normal = try inkWidth(scale: 1)
    let grown = try inkWidth(scale: 1.2)
    #expect(normal > 80)
    #expect(abs(Double(grown) - Double(normal) * 1.2) < 4)
  }
}
