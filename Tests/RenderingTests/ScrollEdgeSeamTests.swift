import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import Testing

/// Issue 20's first item: iOS 26's soft scroll edge is a progressive effect, so the blurred,
/// tinted band under the bar ends without a seam. Whole Settings frames at @3x, light and dark.
/// Part of the serialized golden suite (SDL and the fonts are shared).
extension GoldenImageTests {
  /// `list` drawn at `scale` on a canvas of the list's size.
  func renderList(_ list: DisplayList, scale: Double) throws -> PixelImage {
    let environment = try RenderingEnvironment.get()
    let canvas = try OffscreenCanvas(
      width: Int((list.size.width * scale).rounded()),
      height: Int((list.size.height * scale).rounded()), scale: scale, fonts: environment.fonts)
    canvas.render(list)
    return canvas.pixelImage()
  }

  /// The largest difference of one channel between two pixels.
  func channelStep(_ p: UInt32, _ q: UInt32) -> Int {
    let a = rgb(p)
    let b = rgb(q)
    return max(abs(a.r - b.r), abs(a.g - b.g), abs(a.b - b.b))
  }

  @Test(
    "iOS 26 Settings scrolled 300 pt at @3x: across the soft edge's lower boundary no column steps more than the content's own step plus 2 levels",
    arguments: [Appearance.light, .dark])
  func softEdgeHasNoSeam(appearance: Appearance) throws {
    let engine = try chromeEngine(appearance: appearance, offset: 300, design: .ios26)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    // The scroll edge effect: the material over the whole width from the top of the screen.
    let edge = try #require(
      list.commands.lazy.compactMap { command -> Rect? in
        guard case .backdropBlur(let rect, _, _, _, _, _, _) = command, rect.minY == 0,
          rect.width == engine.device.size.width
        else { return nil }
        return rect
      }.first)
    let image = try renderList(list, scale: 3)
    // The same frame without any material: the content's own pixels.
    var bare = DisplayList(size: list.size)
    for command in list.commands {
      if case .backdropBlur = command { continue }
      bare.append(command)
    }
    let content = try renderList(bare, scale: 3)
    let below = Int((edge.maxY * 3).rounded())
    var worst = (excess: Int.min, x: 0)
    for x in 0..<image.width {
      let step = channelStep(image[x, below - 1], image[x, below])
      let own = channelStep(content[x, below - 1], content[x, below])
      if step - own > worst.excess { worst = (step - own, x) }
    }
    #expect(worst.excess <= 2, "column \(worst.x): \(worst.excess) levels over the content's step")
    // The effect is still there higher up: at the top of the compact bar the content is
    // blurred and tinted (differs from the bare content somewhere in the row).
    let barTop = Int(engine.device.navigationBarTop * 3)
    let changed = (0..<image.width).filter {
      channelStep(image[$0, barTop], content[$0, barTop]) > 8
    }
    #expect(changed.count > 100, "\(changed.count) columns changed at the bar's top")
  }
}
