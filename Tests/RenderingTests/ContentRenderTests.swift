import ContentLayout
import DisplayList
import Foundation
import NavGeometry
import NavLabCore
import SDLRenderer
import ScreenModel
import Testing

/// Content laid out with the real font and painted by `FramePainter.paintContent`, rasterised.
@Suite("Content rendering")
struct ContentRenderTests {
  /// A settings card: a rounded cell background, a title over a footnote, a switch.
  static let card = ContentNode.hstack(spacing: 12) {
    ContentNode.vstack(alignment: .leading, spacing: 2) {
      ContentNode.text("Cellular Data", font: .headline)
      ContentNode.text("Use cellular data for apps", font: .footnote, color: .secondary)
    }
    ContentNode.spacer()
    ContentNode.toggle(label: .text(""), isOn: true).fixedSize()
  }
  .padding()
  .background(.semantic(.cellBackground))
  .cornerRadius(10)

  func render(_ theme: Theme) throws -> (LaidOutContent, PixelImage) {
    let rasterizer = Rasterizer(fonts: try RenderingEnvironment.get().fonts, scale: 3)
    let environment = LayoutEnvironment(textMeasure: RasterizerTextMeasure(rasterizer))
    let content = ContentLayout.layout(
      Self.card, proposal: ProposedSize(width: 361, height: nil), in: environment)
    let size = Size(width: 393, height: content.size.height + 40)
    var list = DisplayList(size: size)
    list.fill(
      Rect(x: 0, y: 0, width: size.width, height: size.height), color: theme.groupedBackground)
    FramePainter.paintContent(
      content, at: Point(x: 16, y: 20), opacity: 1, theme: theme, into: &list)
    let width = Int(size.width * 3)
    let height = Int((size.height * 3).rounded(.up))
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBufferPointer { storage in
      rasterizer.render(
        list,
        into: PixelBuffer(pixels: storage.baseAddress!, width: width, height: height, pitch: width),
        background: theme.groupedBackground)
    }
    return (content, PixelImage(width: width, height: height, pixels: pixels))
  }

  static func argb(_ color: Color) -> UInt32 {
    0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
  }

  @Test("The card draws: rounded background, text in its frames, the switch green with its thumb")
  func card() throws {
    for theme in [Theme.light, Theme.dark] {
      let (content, image) = try render(theme)
      func pixel(_ x: Double, _ y: Double) -> UInt32 { image[Int(x * 3), Int(y * 3)] }
      // Inside the card: the cell colour; its very corner is rounded off (10 pt radius).
      #expect(pixel(16 + 5, 20 + content.size.height / 2) == Self.argb(theme.cellBackground))
      #expect(pixel(16.2, 20.2) == Self.argb(theme.groupedBackground))
      // The switch: green in its track's middle left of the thumb, the thumb white.
      let toggle = content.elements.first { $0.role == .toggle }!.frame.offsetBy(dx: 16, dy: 20)
      #expect(pixel(toggle.minX + 8, toggle.midY) == Self.argb(theme.green))
      #expect(pixel(toggle.maxX - 15.5, toggle.midY) == 0xFFFF_FFFF)
      // The title's frame holds label-coloured ink, not only the background.
      let title = content.elements.first { $0.role == .text }!.frame.offsetBy(dx: 16, dy: 20)
      var ink = 0
      for y in Int(title.minY * 3)..<Int(title.maxY * 3) {
        for x in Int(title.minX * 3)..<Int(title.maxX * 3)
        where image[x, y] != Self.argb(theme.cellBackground) {
          ink += 1
        }
      }
      #expect(ink > 200, "\(ink) pixels of ink in the title's frame")
      // Nothing of the title spills above or below its frame (baseline placed in its line).
      for x in Int(title.minX * 3)..<Int(title.maxX * 3) {
        #expect(image[x, Int(title.minY * 3) - 2] == Self.argb(theme.cellBackground))
      }
    }
  }
}
