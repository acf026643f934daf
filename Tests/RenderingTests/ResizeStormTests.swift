import DisplayList
import NavGeometry
import SDLRenderer
import Testing

/// Issue 32: a window resized hundreds of times (a resize storm) keeps its memory bounded. Every
/// window size gives the canvas a new scale, so text a new pixel size; each pixel size used to
/// open its own `TTF_Font` (FreeType's face and SDL2_ttf's glyph cache) and keep it for good.
extension GoldenImageTests {
  @Test("A resize storm of 400 canvas scales keeps at most 64 fonts open")
  func resizeStormKeepsFontsBounded() throws {
    let fonts = try RenderingEnvironment.get().fonts
    let rasterizer = Rasterizer(fonts: fonts, scale: 1)
    var list = DisplayList(size: Size(width: 120, height: 90))
    let styles: [Font] = [.largeTitle, .title2, .headline, .body, .footnote, .caption]
    for (index, font) in styles.enumerated() {
      list.text("Settings", font: font, color: .black, x: 4, midY: 8 + Double(index) * 14)
    }
    var pixels = [UInt32](repeating: 0, count: 500 * 400)
    var sizes = Set<String>()
    var largest = 0
    // The scales a window passes through while dragged from a sliver to a large display.
    for step in 0..<400 {
      let scale = 0.25 + Double(step) * 0.01
      rasterizer.setScale(scale)
      let width = Int((120 * scale).rounded(.up))
      let height = Int((90 * scale).rounded(.up))
      pixels.withUnsafeMutableBufferPointer { storage in
        rasterizer.render(
          list,
          into: PixelBuffer(
            pixels: storage.baseAddress!, width: width, height: height, pitch: width),
          background: .white)
      }
      for font in styles {
        sizes.insert("\(font.weight) \(font.isDisplay) \((font.size * scale).rounded())")
      }
      largest = max(largest, fonts.openCount)
    }
    // The storm asked for far more pixel sizes than the bound: without it, every one stayed open.
    #expect(sizes.count > 3 * FontLibrary.openCapacity, "\(sizes.count) sizes")
    #expect(largest <= FontLibrary.openCapacity, "\(largest) fonts open")
    #expect(fonts.openCount > 0)
  }
}
