import DisplayList
import SDLRenderer
import Testing

/// Issue 43: the window drew seed 000's callout cut with "…" where the headless screenshot
/// wrapped it whole. The layout measures text at the device's pixels (3x); the window draws at
/// about 1 px a point, where hinted glyphs are a little wider, and its rasterizer cut text to
/// `maxWidth` by its own widths. With `layoutScale`, every rasterizer cuts where 3x does.
@Suite("Text is cut where the layout's scale cuts it")
struct LayoutScaleTextTests {
  static let line = "Your latest PostHog events in a"

  @Test("at 1 px a point with layoutScale 3, every room cuts the text as 3x does")
  func sameCuts() throws {
    let fonts = try RenderingEnvironment.get().fonts
    let native = Rasterizer(fonts: fonts, scale: 3)
    let window = Rasterizer(fonts: fonts, scale: 1)
    let unfitted = Rasterizer(fonts: fonts, scale: 1)
    window.layoutScale = 3
    let width = native.textWidth(Self.line, font: .callout)
    #expect(width > 150)
    var differed = 0
    // Every quarter point from 60 % of the line's width to 10 % past it.
    var room = (width * 0.6).rounded(.down)
    while room <= width * 1.1 {
      let expected = native.fittedText(Self.line, font: .callout, maxWidth: room)
      #expect(
        window.fittedText(Self.line, font: .callout, maxWidth: room) == expected, "room \(room)")
      if unfitted.fittedText(Self.line, font: .callout, maxWidth: room) != expected {
        differed += 1
      }
      room += 0.25
    }
    // The line exactly as wide as 3x measures it is whole, the bug's case.
    #expect(window.fittedText(Self.line, font: .callout, maxWidth: width) == Self.line)
    // Without layoutScale the 1x widths cut elsewhere at some of these rooms: the test can
    // tell the two apart.
    #expect(differed > 0)
  }
}
