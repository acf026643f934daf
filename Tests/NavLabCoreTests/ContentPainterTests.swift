import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore

@Suite("Content painter")
struct ContentPainterTests {
  let card = ContentNode.vstack(alignment: .leading, spacing: 4) {
    ContentNode.text("Cellular Data", font: .headline).source("card.title")
    ContentNode.hstack {
      ContentNode.image(systemName: "antenna")
      ContentNode.toggle(label: .text("On"), isOn: true)
    }
  }
  .padding()
  .background(.semantic(.cellBackground))
  .cornerRadius(10)
  .opacity(0.5)
  .source("card")

  func painted(_ theme: Theme = .light, recording: Bool = true) -> (LaidOutContent, DisplayList) {
    let content = ContentLayout.layout(
      card, proposal: ProposedSize(width: 361, height: nil), in: LayoutEnvironment())
    var list = DisplayList(size: Size(width: 393, height: 852))
    list.recordsElements = recording
    FramePainter.paintContent(
      content, at: Point(x: 16, y: 100), opacity: 0.8, theme: theme, into: &list)
    return (content, list)
  }

  @Test("Elements are recorded in screen coordinates with their opacity and source")
  func recorded() {
    let (content, list) = painted()
    let roles = list.elements.map(\.role)
    #expect(roles == [.shape, .text, .image, .text, .toggle])
    let title = list.elements[1]
    #expect(title.text == "Cellular Data" && title.source == "card.title")
    let laidOutTitle = content.elements.first { $0.role == .text }!.frame
    #expect(title.frame == laidOutTitle.offsetBy(dx: 16, dy: 100))
    // The card's 0.5 times the painter's 0.8.
    #expect(abs(title.opacity - 0.4) < 1e-12)
    #expect(list.elements[0].source == "card")
    #expect(list.elements[2].text == "antenna")
  }

  @Test("The background covering the rounded clip is filled with the clip's radius")
  func roundedBackground() {
    let (content, list) = painted()
    guard case .pushClip(let clip) = list.commands[0],
      case .fill(let rect, let radius, let color) = list.commands[1]
    else {
      Issue.record("expected a clip then the background: \(list.commands.prefix(2))")
      return
    }
    #expect(clip == Rect(x: 16, y: 100, width: content.size.width, height: content.size.height))
    #expect(rect == clip && radius == 10)
    #expect(color == Theme.light.cellBackground.withOpacity(0.4))
    #expect(list.commands.last == .popClip)
  }

  @Test("Colours resolve per theme; text baselines sit at SF's ascent in each line")
  func themesAndText() {
    let (content, dark) = painted(.dark)
    let texts = dark.commands.compactMap { command -> (String, Color, Double)? in
      if case .text(let string, _, let color, _, let midY, _, _, _) = command {
        return (string, color, midY)
      }
      return nil
    }
    #expect(texts.first?.0 == "Cellular Data")
    #expect(texts.first?.1 == Theme.dark.label.withOpacity(0.4))
    let top = content.elements.first { $0.role == .text }!.frame.minY + 100
    let expected = top + TextMetrics.ascent(.headline) - FramePainter.interBaselineBelowMid * 17
    #expect(abs(texts[0].2 - expected) < 1e-9)
  }

  @Test("Without the layout dump nothing is recorded, and the commands are the same")
  func notRecording() {
    let (_, recorded) = painted()
    let (_, plain) = painted(recording: false)
    #expect(plain.elements.isEmpty)
    #expect(plain.commands == recorded.commands)
  }

  @Test("A switch: green track when on, the thumb at the trailing end")
  func switchDrawing() {
    let (content, list) = painted()
    let toggle = content.elements.first { $0.role == .toggle }!.frame.offsetBy(dx: 16, dy: 100)
    let fills = list.commands.compactMap { command -> (Rect, Color)? in
      if case .fill(let rect, _, let color) = command { return (rect, color) }
      return nil
    }
    #expect(fills.contains { $0.0 == toggle && $0.1 == Theme.light.green.withOpacity(0.4) })
    #expect(fills.contains { $0.0.maxX == toggle.maxX - 2 && $0.0.width == 27 })
  }
}
