import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import Testing

/// Headless runs draw in bands to stay small; the pixels must be exactly a full frame's.
extension GoldenImageTests {
  @Test(
    "Banded rendering equals full-frame rendering byte for byte (@3x, bands cutting through shapes and text)",
    arguments: ["settings", "feed", "album", "blog"])
  func bandedEqualsFull(screen: String) throws {
    let environment = try RenderingEnvironment.get()
    let device = Device.iPhone15Pro
    let width = Int(device.size.width * device.scale)
    let height = Int((device.size.height * device.scale).rounded())
    let full = try OffscreenCanvas(width: width, height: height, scale: 3, fonts: environment.fonts)
    // 77 rows: an odd band height puts boundaries at many fractional shape and glyph edges.
    let banded = try BandedCanvas(
      width: width, height: height, scale: 3, fonts: environment.fonts, bandHeight: 77)
    for offset in [0.0, 161.7] {
      var engine = Engine(options: EngineOptions(screen: screen))
      engine.handle(.scrollTo(offset: offset, animated: false), at: 0)
      engine.advance(to: 0)
      var painter = FramePainter()
      var list = DisplayList(size: device.size)
      painter.paint(engine, into: &list)
      full.render(list)
      let expected = full.pixelImage().pixels
      var actual = [UInt32](repeating: 0, count: width * height)
      var bands = 0
      banded.render(list) { (band: PixelBuffer, top: Int) in
        bands += 1
        for y in 0..<band.height {
          for x in 0..<width { actual[(top + y) * width + x] = band.row(y)[x] }
        }
      }
      #expect(bands == (height + 76) / 77)
      let differing = actual.indices.filter { actual[$0] != expected[$0] }
      let first = differing.first.map { "(\($0 % width), \($0 / width))" } ?? "-"
      #expect(
        differing.isEmpty,
        "\(screen) at offset \(offset): \(differing.count) pixels differ, first at \(first)")
    }
  }
}
