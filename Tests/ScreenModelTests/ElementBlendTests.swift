import DisplayList
import NavGeometry
import Testing

@testable import ContentLayout
@testable import ScreenModel

/// Issue 38: laid-out elements part way between two layouts, as the engine draws a live
/// answer's change under a transaction.
@Suite("Blending laid-out elements")
struct ElementBlendTests {
  func shape(
    _ frame: Rect, radius: Double, color: ColorValue, opacity: Double = 1
  ) -> PlacedElement {
    PlacedElement(
      frame: frame, drawing: .shape(.roundedRectangle(radius: radius), fill: .color(color)),
      opacity: opacity, role: .shape, source: "a")
  }

  @Test("Frames, opacity, corner radius and fixed colours move linearly in the progress")
  func numbers() {
    let from = shape(
      Rect(x: 0, y: 10, width: 100, height: 350), radius: 60, color: .fixed(Color(hex: 0x000000)),
      opacity: 0.2)
    let to = shape(
      Rect(x: 20, y: 30, width: 200, height: 150), radius: 0, color: .fixed(Color(hex: 0xFF8040)),
      opacity: 1)
    var element = from
    element.blend(from: from, to: to, progress: 0.25)
    #expect(element.frame == Rect(x: 5, y: 15, width: 125, height: 300))
    #expect(abs(element.opacity - 0.4) < 1e-12)
    guard case .shape(.roundedRectangle(let radius, _), .color(let color)) = element.drawing else {
      Issue.record("not a rounded rectangle: \(element.drawing)")
      return
    }
    #expect(radius == 45)
    // 0xFF · 0.25 = 63.75 → 64, 0x80 · 0.25 = 32, 0x40 · 0.25 = 16.
    #expect(color == .fixed(Color(red: 64, green: 32, blue: 16)))
    element.blend(from: from, to: to, progress: 1)
    #expect(element == to)
    element.blend(from: from, to: to, progress: 0)
    #expect(element.frame == from.frame && element.opacity == from.opacity)
  }

  @Test("Past the ends (a spring's overshoot) sizes, radii and opacity stay in range")
  func overshoot() {
    let from = shape(Rect(x: 0, y: 0, width: 10, height: 10), radius: 4, color: .primary)
    let to = shape(
      Rect(x: 0, y: 0, width: 100, height: 100), radius: 0, color: .primary,
      opacity: 0)
    var element = from
    element.blend(from: from, to: to, progress: -0.5)
    #expect(element.frame.width == 0 && element.frame.height == 0)
    #expect(element.opacity == 1)
    element.blend(from: from, to: to, progress: 1.2)
    #expect(element.frame.width == 118)
    #expect(element.opacity == 0)
    guard case .shape(.roundedRectangle(let radius, _), _) = element.drawing else { return }
    #expect(radius == 0)
  }

  @Test("What cannot move shows the new value: text, semantic colours; one colour's opacity moves")
  func jumps() {
    let font = Font(size: 17, weight: .regular)
    func text(_ string: String, _ color: ColorValue) -> PlacedElement {
      PlacedElement(
        frame: Rect(x: 0, y: 0, width: 50, height: 20),
        drawing: .text(
          TextLines(lines: [string], font: font, color: color, lineHeight: 20, alignment: .leading)),
        opacity: 1, role: .text, source: "t")
    }
    var element = text("Old", .primary)
    element.blend(from: text("Old", .primary), to: text("New", .secondary), progress: 0.5)
    guard case .text(let lines) = element.drawing else { return }
    #expect(lines.lines == ["New"])
    #expect(lines.color == .secondary)
    let from = text("A", ColorValue.semantic(.black).opacity(0.1))
    let to = text("A", ColorValue.semantic(.black).opacity(0.3))
    element.blend(from: from, to: to, progress: 0.5)
    guard case .text(let faded) = element.drawing, case .opacity(let base, let amount) = faded.color
    else {
      Issue.record("\(element.drawing)")
      return
    }
    #expect(base == .semantic(.black))
    #expect(abs(amount - 0.2) < 1e-12)
  }

  @Test("Blocks blend only with the same structure: as many elements, each of the same kind")
  func structure() {
    let a = shape(Rect(x: 0, y: 0, width: 1, height: 1), radius: 1, color: .primary)
    let circle = PlacedElement(
      frame: a.frame, drawing: .shape(.circle, fill: .color(.primary)), opacity: 1, role: .shape,
      source: "")
    #expect(PlacedElement.canBlend([a, a], [a, a]))
    #expect(!PlacedElement.canBlend([a], [a, a]))
    #expect(!PlacedElement.canBlend([a], [circle]))
    #expect(PlacedElement.canBlend([], []))
  }
}
