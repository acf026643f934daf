import ContentLayout
import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// A text drawn smaller than laid out (a scroll transition's scale) keeps all its letters: the
/// room it may take is its laid-out width, which the renderer scales with the text.
@Suite("Scaled text")
struct ScaledTextTests {
  @Test("At scale 0.9 a text's room is its laid-out width, not the scaled frame's")
  func roomIsUnscaled() {
    let text = TextLines(
      lines: ["Card 2"], font: Font(size: 17, weight: .semibold), color: .semantic(.label),
      lineHeight: 22, alignment: .leading)
    for scale in [1.0, 0.9, 0.5] {
      // The frame as drawn: 52.667 pt laid out, `scale` times that on screen.
      let frame = Rect(x: 10, y: 10, width: 52.667 * scale, height: 22 * scale)
      var list = DisplayList()
      FramePainter.paintText(
        text, in: frame, alpha: 1, scale: scale, theme: Theme.light, into: &list)
      guard case .text(_, _, _, _, _, _, let drawnScale, let maxWidth)? = list.commands.first
      else {
        Issue.record("no text command at scale \(scale)")
        continue
      }
      #expect(drawnScale == scale)
      #expect(abs(maxWidth - 53.167) < 1e-9, "scale \(scale): room \(maxWidth)")
    }
  }
}
