import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import ContentLayout
@testable import ScreenModel

@Suite("Grids, scroll views and controls")
struct ContainerLayoutTests {
  let cell = ContentNode.color(.primary).frame(height: 30)

  @Test("Flexible columns share the width less the spacing")
  func flexibleColumns() {
    // Three `.flexible()` columns in 320 pt, 8 pt apart: (320 − 16) / 3 = 101.33 each.
    let grid = ContentNode.grid(columns: [GridItem(), GridItem(), GridItem()]) {
      for _ in 0..<4 { cell }
    }
    let content = laidOut(grid, width: 320)
    let frames = content.elements.map(\.frame)
    #expect(near(frames[0].width, 304.0 / 3))
    #expect(near(frames[1].x, 304.0 / 3 + 8))
    #expect(near(frames[3].y, 38))
    #expect(near(content.size.height, 68))
    #expect(near(content.size.width, 320))
  }

  @Test("A fixed column keeps its width; flexible ones share the rest within their bounds")
  func fixedAndFlexible() {
    let grid = ContentNode.grid(
      columns: [GridItem(.fixed(100)), GridItem(.flexible(minimum: 10, maximum: 80)), GridItem()]
    ) {
      for _ in 0..<3 { cell }
    }
    // 320 − 100 − 16 = 204: the bounded column is offered 102 and takes 80, the last 124.
    let frames = laidOut(grid, width: 320).elements.map(\.frame)
    #expect(frames[0].width == 100)
    #expect(frames[1] == Rect(x: 108, y: 0, width: 80, height: 30))
    #expect(frames[2] == Rect(x: 196, y: 0, width: 124, height: 30))
  }

  @Test("An adaptive column becomes as many columns as fit at its minimum, widened to fill")
  func adaptive() {
    // `.adaptive(minimum: 80)` in 361 pt with 8 pt spacing: ⌊(361 + 8) / 88⌋ = 4 columns of
    // (361 − 24) / 4 = 84.25 pt.
    let grid = ContentNode.grid(columns: [GridItem(.adaptive(minimum: 80))]) {
      for _ in 0..<6 { cell }
    }
    let content = laidOut(grid, width: 361)
    let frames = content.elements.map(\.frame)
    #expect(near(frames[0].width, 84.25))
    #expect(near(frames[3].x, 3 * 92.25))
    #expect(near(frames[4].y, 38))
  }

  @Test("A scroll view offers its content unlimited room along its axis and takes its offer")
  func scroll() {
    let tall = ContentNode.scroll {
      ContentNode.color(.primary).frame(height: 2000)
    }
    let content = laidOut(tall, width: 393, height: 700)
    #expect(content.size == Size(width: 393, height: 700))
    // The content keeps its own height, bracketed by the scroll view's markers (the painter
    // clips it to the viewport and moves it by the offset).
    #expect(content.elements[0].drawing == .scrollViewBegin(0))
    #expect(content.elements[1].frame == Rect(x: 0, y: 0, width: 393, height: 2000))
    #expect(content.elements[2].drawing == .scrollViewEnd(0))
    #expect(content.scrollViews[0].contentSize == Size(width: 393, height: 2000))
    #expect(content.scrollViews[0].maxOffset == Point(x: 0, y: 1300))
    // A spacer in a scroll view has nothing to fill: it keeps its minimum length.
    let spaced = ContentNode.scroll {
      ContentNode.vstack(spacing: 0) {
        ContentNode.color(.primary).frame(width: 10, height: 10)
        ContentNode.spacer()
      }
    }
    #expect(laidOut(spaced, width: 393).size.height == 18)
  }

  @Test("A toggle is as wide as offered with the 51 × 31 switch at the trailing edge")
  func toggle() {
    let content = laidOut(.toggle(label: .text("Wi-Fi"), isOn: true), width: 361)
    #expect(content.size == Size(width: 361, height: 31))
    let toggle = content.elements.first { $0.role == .toggle }
    #expect(toggle?.frame == Rect(x: 310, y: 0, width: 51, height: 31))
    #expect(toggle?.drawing == .toggle(isOn: true))
  }

  @Test("A button records its frame and tints its label; a destructive one red")
  func button() {
    let content = laidOut(.button(label: .text("Delete"), role: .destructive))
    #expect(content.elements[0].role == .button)
    guard case .text(let label) = content.elements[1].drawing else {
      Issue.record("expected the label")
      return
    }
    #expect(label.color == .semantic(.red))
  }

  @Test("A placeholder is greedy and named")
  func placeholder() {
    let content = laidOut(.placeholder(name: "Map"), width: 200, height: 120)
    #expect(content.size == Size(width: 200, height: 120))
    #expect(content.elements[0].role == .placeholder)
  }
}
