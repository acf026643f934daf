import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import Testing

/// The tuning studio's frame (`--compare`): each phone's pixels are exactly those it draws alone
/// (before `pushCanvas`, and the blur's last cells clamped to the canvas, the bars' materials
/// took colour from the gap, the other phone and the caption strip: up to 44,010 pixels differed
/// on Settings).
extension GoldenImageTests {
  @Test(
    "Side by side: A's pixels are A alone, B's are B alone, 24 pt further right (@2x)",
    arguments: ["settings", "feed", "album", "blog"])
  func studioSideBySide(screen: String) throws {
    let environment = try RenderingEnvironment.get()
    var soft = Tuning()
    soft.decelerationRate = 0.99
    soft.headerHeight = 340
    soft.statusBarThresholds.scrolled = 400
    var options = EngineOptions(screen: screen, statusBarMode: .hideUntilScrolled)
    options.rows = 200
    var studio = Studio(options: options, compare: soft, names: ("A · stock", "B · soft.json"))
    studio.handle(.fling(velocity: 1500), at: 0)
    for frame in 1...30 { studio.advance(to: Double(frame) / 60) }
    let scale = 2.0
    let device = studio.device
    let phoneWidth = Int(device.size.width * scale)
    let phoneHeight = Int((device.size.height * scale).rounded())
    let width = Int((studio.size.width * scale).rounded())
    let height = Int((studio.size.height * scale).rounded())
    #expect(width == 2 * phoneWidth + 48 && height == phoneHeight + 60)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(studio.withoutOverlays(), into: &list)
    let both = try OffscreenCanvas(
      width: width, height: height, scale: scale, fonts: environment.fonts)
    both.render(list, background: .black)
    let pixels = both.pixelImage().pixels
    let alone = try OffscreenCanvas(
      width: phoneWidth, height: phoneHeight, scale: scale, fonts: environment.fonts)
    var differingPhones = 0
    for (index, engine) in [studio.a, studio.b!].enumerated() {
      painter.paint(engine, into: &list)
      alone.render(list, background: .black)
      let expected = alone.pixelImage().pixels
      let left = index == 0 ? 0 : phoneWidth + 48
      var differing = 0
      var box = (Int.max, Int.max, Int.min, Int.min)
      for y in 0..<phoneHeight {
        for x in 0..<phoneWidth where pixels[y * width + left + x] != expected[y * phoneWidth + x] {
          differing += 1
          box = (min(box.0, x), min(box.1, y), max(box.2, x), max(box.3, y))
        }
      }
      #expect(differing == 0, "\(screen) phone \(index): \(differing) pixels differ in \(box)")
      if index == 1 {
        // B moved less far (0.99) and hides its status bar longer: its frame differs from A's.
        for i in expected.indices
        where expected[i] != pixels[(i / phoneWidth) * width + i % phoneWidth] {
          differingPhones += 1
        }
      }
    }
    #expect(differingPhones > 1000, "\(screen): B's frame is not A's")
  }
}
