import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import ContentLayout
@testable import ScreenModel

@Suite("Frames, padding and the other modifiers")
struct ModifierLayoutTests {
  let square = ContentNode.color(.primary).frame(width: 20, height: 20)

  @Test("A fixed frame takes its size whatever the child chooses and centres the child")
  func fixedFrame() {
    // SwiftUI's `frame(width:height:alignment:)`: the frame's size is the one given; a child
    // smaller than it sits at the alignment (centre by default).
    let content = laidOut(square.frame(width: 100, height: 50), width: 393, height: 852)
    #expect(content.size == Size(width: 100, height: 50))
    #expect(content.elements[0].frame == Rect(x: 40, y: 15, width: 20, height: 20))
    let topLeading = laidOut(square.frame(width: 100, height: 50, alignment: .topLeading))
    #expect(topLeading.elements[0].frame == Rect(x: 0, y: 0, width: 20, height: 20))
    let bottomTrailing = laidOut(square.frame(width: 100, height: 50, alignment: .bottomTrailing))
    #expect(bottomTrailing.elements[0].frame == Rect(x: 80, y: 30, width: 20, height: 20))
  }

  @Test("maxWidth: .infinity takes the width offered; minWidth holds a floor; ideal answers nil")
  func flexibleFrame() {
    // SwiftUI docs, `frame(minWidth:idealWidth:maxWidth:…)`.
    let wide = laidOut(
      square.frame(maxWidth: .infinity, alignment: .leading), width: 300, height: 40)
    #expect(wide.size == Size(width: 300, height: 20))
    #expect(wide.elements[0].frame.x == 0)
    let floor = laidOut(square.frame(minWidth: 60), width: 300, height: 40)
    #expect(floor.size.width == 60)
    // Below the minimum the frame keeps it (the child overflows it).
    #expect(laidOut(square.frame(minWidth: 60), width: 30, height: 40).size.width == 60)
    // Asked for its ideal size, a frame with an ideal width takes it.
    #expect(
      laidOut(ContentNode.color(.primary).frame(idealWidth: 44, maxWidth: 100)).size.width == 44)
    // Both bounds: the frame takes the proposal clamped to them, whatever the child.
    #expect(laidOut(square.frame(minWidth: 10, maxWidth: 200), width: 150).size.width == 150)
    #expect(laidOut(square.frame(minWidth: 10, maxWidth: 200), width: 500).size.width == 200)
  }

  @Test(".padding() adds 16 on every edge; edges and amounts add only there")
  func padding() {
    // SwiftUI's default padding is 16 pt on iOS (measured on AccessibilitySnapshot's
    // BasicAccessibilityDemo, which is `.padding()`: its first element starts at 16, 16).
    let padded = laidOut(square.padding(), width: 393, height: 852)
    #expect(padded.size == Size(width: 52, height: 52))
    #expect(padded.elements[0].frame == Rect(x: 16, y: 16, width: 20, height: 20))
    let sides = laidOut(square.padding(.horizontal, 10))
    #expect(sides.size == Size(width: 40, height: 20))
    let insets = laidOut(square.padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
    #expect(insets.size == Size(width: 26, height: 24))
    #expect(insets.elements[0].frame.origin == Point(x: 2, y: 1))
    // Padding takes its insets off what it offers the child.
    let greedy = laidOut(ContentNode.color(.primary).padding(), width: 100, height: 100)
    #expect(greedy.elements[0].frame == Rect(x: 16, y: 16, width: 68, height: 68))
  }

  @Test("A background and an overlay are offered the view's size and drawn behind and in front")
  func backgroundOverlay() {
    let node = square.padding(10).background(.secondary).overlay(
      ContentNode.color(.accent).frame(width: 4, height: 4), alignment: .topTrailing)
    let content = laidOut(node)
    #expect(content.size == Size(width: 40, height: 40))
    #expect(content.elements.count == 3)
    #expect(content.elements[0].frame == Rect(x: 0, y: 0, width: 40, height: 40))
    #expect(content.elements[1].frame == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(content.elements[2].frame == Rect(x: 36, y: 0, width: 4, height: 4))
  }

  @Test("An offset moves the drawing, not the layout")
  func offset() {
    let stack = ContentNode.vstack(spacing: 0) {
      square.offset(x: 5, y: 7)
      square
    }
    let content = laidOut(stack)
    #expect(content.size == Size(width: 20, height: 40))
    #expect(content.elements[0].frame == Rect(x: 5, y: 7, width: 20, height: 20))
    #expect(content.elements[1].frame.y == 20)
  }

  @Test("fixedSize asks for the ideal size: text stays on one line in a narrow frame")
  func fixedSize() {
    let text = ContentNode.text("Cellular Data Options")
    let narrow = laidOut(text, width: 60)
    #expect(narrow.elements[0].drawing.textLines.count > 1)
    let fixed = laidOut(text.fixedSize(), width: 60)
    #expect(fixed.elements[0].drawing.textLines.count == 1)
    #expect(fixed.size.width > 60)
  }

  @Test("aspectRatio fits or fills the proposal at the ratio")
  func aspectRatio() {
    // SwiftUI docs, `aspectRatio(_:contentMode:)`: 1:1 in 300 × 200 fits at 200 × 200 and
    // fills at 300 × 300.
    let fit = laidOut(
      ContentNode.color(.primary).aspectRatio(1, contentMode: .fit), width: 300, height: 200)
    #expect(fit.size == Size(width: 200, height: 200))
    let fill = laidOut(
      ContentNode.color(.primary).aspectRatio(1, contentMode: .fill), width: 300, height: 200)
    #expect(fill.size == Size(width: 300, height: 300))
    let wide = laidOut(
      ContentNode.color(.primary).aspectRatio(16.0 / 9, contentMode: .fit), width: 320)
    #expect(near(wide.size.height, 180))
  }

  @Test("Opacity multiplies down the tree; the nearest source names each element")
  func opacityAndSource() {
    let node = ContentNode.vstack {
      square.opacity(0.5).source("inner")
      square
    }.opacity(0.5).source("outer")
    let content = laidOut(node)
    #expect(content.elements[0].opacity == 0.25)
    #expect(content.elements[0].source == "inner")
    #expect(content.elements[1].opacity == 0.5)
    #expect(content.elements[1].source == "outer")
  }

  @Test("A corner radius clips: push, the child, pop; a shadow goes under it, moved by x, y")
  func clipAndShadow() {
    let content = laidOut(square.cornerRadius(6).shadow(radius: 4, x: 0, y: 2))
    let drawings = content.elements.map(\.drawing)
    #expect(drawings.count == 4)
    #expect(
      drawings[0]
        == .shadow(.roundedRectangle(radius: 6), radius: 4, color: .semantic(.black).opacity(0.33)))
    #expect(content.elements[0].frame == Rect(x: 0, y: 2, width: 20, height: 20))
    #expect(drawings[1] == .pushClip(.roundedRectangle(radius: 6)))
    #expect(drawings[3] == .popClip)
    #expect(content.elements[0].role == nil && content.elements[2].role == .shape)
  }

  @Test("ignoresSafeArea reaches into the insets on its edges")
  func ignoresSafeArea() {
    let env = LayoutEnvironment(safeArea: EdgeInsets(top: 62, leading: 0, bottom: 34, trailing: 0))
    let content = ContentLayout.layout(
      ContentNode.color(.secondary).ignoresSafeArea(.top),
      proposal: ProposedSize(width: 402, height: 778), in: env)
    #expect(content.size == Size(width: 402, height: 778))
    #expect(content.elements[0].frame == Rect(x: 0, y: -62, width: 402, height: 840))
  }
}

extension PlacedDrawing {
  /// The lines of a text drawing, empty for others.
  var textLines: [String] {
    if case .text(let lines) = self { return lines.lines }
    return []
  }
}

extension Rect {
  var origin: Point { Point(x: x, y: y) }
}
