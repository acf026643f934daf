import ContentLayout
import DisplayList
import NavGeometry
import NavLabCore
import ScreenModel
import Testing

/// Issue 39 (session 8): a symbol in content is sized by the text it sits in; a chevron drawn
/// from shapes takes its ink box in that line's square (UIKit's 7 × 12 pt disclosure chevron
/// in a 22 pt body line), not the whole line.
@Suite struct SymbolInkTests {
  @Test func aChevronBesideBodyTextIsSevenByTwelve() throws {
    let row = ContentNode.hstack {
      ContentNode.text("Notifications")
      ContentNode.spacer()
      ContentNode.image(systemName: "chevron.right")
    }
    let content = ContentLayout.layout(
      row, proposal: ProposedSize(width: 300, height: nil),
      in: LayoutEnvironment(textMeasure: EstimatedTextMeasure()))
    let image = try #require(content.elements.first { $0.role == .image })
    // The layout frame is the line's square (its height: the body line, 22 pt).
    #expect(abs(image.frame.width - image.frame.height) < 0.01)
    var list = DisplayList(size: Size(width: 300, height: 100))
    FramePainter.paintContent(content, at: .zero, opacity: 1, theme: .light, into: &list)
    let drawn = try #require(
      list.commands.compactMap { command -> Rect? in
        if case .symbol(.chevronRight, let rect, _, _) = command { return rect }
        return nil
      }.first)
    let side = image.frame.height
    #expect(abs(drawn.width - side * 7 / 22) < 0.01 && abs(drawn.height - side * 12 / 22) < 0.01)
    #expect(abs(drawn.midX - image.frame.midX) < 0.01 && abs(drawn.midY - image.frame.midY) < 0.01)
    // A frame that is not square (a resizable image given one) is filled as it is.
    let tall = Rect(x: 0, y: 0, width: 8, height: 14)
    #expect(Symbol.chevronRight.contentInk(in: tall) == tall)
    // Symbols that carry their own margins fill the square.
    let square = Rect(x: 0, y: 0, width: 22, height: 22)
    #expect(Symbol.heart.contentInk(in: square) == square)
  }
}
