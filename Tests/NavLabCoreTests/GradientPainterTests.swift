import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore

/// A gradient in content becomes one display-list gradient: its unit points placed in the
/// view's frame, its colours resolved in the theme with the content's opacity.
@Suite("Gradient painting")
struct GradientPainterTests {
  func painted(_ node: ContentNode, theme: Theme, opacity: Double = 1) -> DisplayList {
    let content = ContentLayout.layout(
      node, proposal: ProposedSize(width: 200, height: nil), in: LayoutEnvironment())
    var list = DisplayList(size: Size(width: 393, height: 852))
    FramePainter.paintContent(
      content, at: Point(x: 10, y: 50), opacity: opacity, theme: theme, into: &list)
    return list
  }

  @Test("A gradient view fills its frame from its start point to its end point")
  func view() {
    let gradient = LinearGradient(
      colors: [.semantic(.orange), .semantic(.pink)], start: .top, end: .bottom)
    for theme in [Theme.light, Theme.dark] {
      let list = painted(
        ContentNode.linearGradient(gradient).frame(height: 300), theme: theme, opacity: 0.5)
      guard
        case .linearGradient(let rect, let radius, let start, let end, let stops)? =
          list.commands.first
      else {
        Issue.record("expected a gradient: \(list.commands)")
        return
      }
      // 200 × 300 at (10, 50): from the top edge's middle to the bottom edge's.
      #expect(rect == Rect(x: 10, y: 50, width: 200, height: 300) && radius == 0)
      #expect(start == Point(x: 110, y: 50) && end == Point(x: 110, y: 350))
      #expect(
        Array(list.colorStops[Int(stops.lowerBound)..<Int(stops.upperBound)]) == [
          ColorStop(theme.orange.withOpacity(0.5), at: 0),
          ColorStop(theme.pink.withOpacity(0.5), at: 1),
        ])
    }
  }

  @Test("A rounded rectangle's gradient fill keeps its corner radius")
  func shapeFill() {
    let gradient = LinearGradient(
      stops: [GradientStop(.semantic(.blue), at: 0.25), GradientStop(.semantic(.purple), at: 1)],
      start: .leading, end: .trailing)
    let list = painted(
      ContentNode.shape(.roundedRectangle(radius: 30), gradient: gradient).frame(height: 100),
      theme: .light)
    guard case .linearGradient(_, let radius, let start, let end, let stops)? = list.commands.first
    else {
      Issue.record("expected a gradient: \(list.commands)")
      return
    }
    #expect(radius == 30)
    #expect(start == Point(x: 10, y: 100) && end == Point(x: 210, y: 100))
    #expect(list.colorStops[Int(stops.lowerBound)].location == 0.25)
  }
}
