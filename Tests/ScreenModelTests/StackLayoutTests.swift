import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import ContentLayout
@testable import ScreenModel

/// Layout at 3× with the estimated text measure, for frames in numbers.
let environment = LayoutEnvironment()

func laidOut(_ node: ContentNode, width: Double? = nil, height: Double? = nil) -> LaidOutContent {
  ContentLayout.layout(node, proposal: ProposedSize(width: width, height: height), in: environment)
}

func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

func near(_ a: Rect, _ b: Rect, _ tolerance: Double = 1e-9) -> Bool {
  near(a.x, b.x, tolerance) && near(a.y, b.y, tolerance) && near(a.width, b.width, tolerance)
    && near(a.height, b.height, tolerance)
}

@Suite("Stacks")
struct StackLayoutTests {
  @Test("A VStack of fixed frames is their heights plus 8 pt of default spacing between each")
  func defaultSpacing() {
    // SwiftUI's default spacing between views is 8 pt on iOS (platform standard spacing).
    let stack = ContentNode.vstack {
      ContentNode.color(.primary).frame(width: 30, height: 30)
      ContentNode.color(.primary).frame(width: 50, height: 20)
    }
    let content = laidOut(stack, width: 393, height: 852)
    #expect(content.size == Size(width: 50, height: 58))
    // Centred across the stack (the default alignment): (50 − 30) / 2.
    #expect(content.elements[0].frame == Rect(x: 10, y: 0, width: 30, height: 30))
    #expect(content.elements[1].frame == Rect(x: 0, y: 38, width: 50, height: 20))
  }

  @Test("An HStack shares its width: the least flexible child first, equal shares for the rest")
  func flexibility() {
    // WWDC19 "Building Custom Views with SwiftUI": the stack offers the least flexible child
    // its share first. A 40 pt fixed frame and two colours in 300 pt with 8 pt spacing:
    // 300 − 16 = 284; the frame takes 40; the colours split 244 into 122 each.
    let stack = ContentNode.hstack {
      ContentNode.color(.primary)
      ContentNode.color(.primary).frame(width: 40)
      ContentNode.color(.primary)
    }
    let content = laidOut(stack, width: 300, height: 100)
    let frames = content.elements.map(\.frame)
    #expect(frames[0] == Rect(x: 0, y: 0, width: 122, height: 100))
    #expect(frames[1] == Rect(x: 130, y: 0, width: 40, height: 100))
    #expect(frames[2] == Rect(x: 178, y: 0, width: 122, height: 100))
  }

  @Test("Layout priority: the higher group is offered all but the others' minimum first")
  func layoutPriority() {
    // SwiftUI docs, `layoutPriority(_:)`: a parent offers the space to children of higher
    // priority first. Two colours, one with priority 1, in 200 pt: the lower one's minimum (0)
    // is held back, the priority one takes 192, the other gets nothing.
    let stack = ContentNode.hstack {
      ContentNode.color(.primary)
      ContentNode.color(.primary).layoutPriority(1)
    }
    let frames = laidOut(stack, width: 200, height: 10).elements.map(\.frame)
    #expect(frames[0].width == 0)
    #expect(frames[1] == Rect(x: 8, y: 0, width: 192, height: 10))
  }

  @Test("A spacer pushes neighbours apart; its minimum length is 8 pt")
  func spacer() {
    let stack = ContentNode.hstack(spacing: 0) {
      ContentNode.color(.primary).frame(width: 20, height: 20)
      ContentNode.spacer()
      ContentNode.color(.primary).frame(width: 20, height: 20)
    }
    let wide = laidOut(stack, width: 100, height: 20)
    #expect(wide.size.width == 100)
    #expect(wide.elements[1].frame.x == 80)
    // Asked for its ideal size, the spacer keeps its minimum length: 20 + 8 + 20.
    #expect(laidOut(stack).size == Size(width: 48, height: 20))
    let spaced = ContentNode.vstack(spacing: 0) {
      ContentNode.spacer(30)
      ContentNode.color(.primary).frame(width: 1, height: 1)
    }
    #expect(laidOut(spaced).size.height == 31)
  }

  @Test("A spacer waits: the other children choose first, the spacer keeps only its minimum")
  func spacerWaits() {
    // OpenSwiftUI's `Spacer` layout engine reports a layout priority of minus infinity, and a
    // modifier's layout reports its child's: a stack holds the spacer at its 8 pt minimum
    // while the rest choose. A colour, a spacer and a 36 pt frame in 300 pt, spacing 12:
    // 300 − 24 − 8 = 268; the frame takes 36; the colour is offered and takes the other 232;
    // the spacer is left its 8 pt (an equal share would have given the colour 116).
    for spacer in [ContentNode.spacer(), ContentNode.spacer().frame(height: 4)] {
      let stack = ContentNode.hstack(spacing: 12) {
        ContentNode.color(.primary)
        spacer
        ContentNode.color(.primary).frame(width: 36)
      }
      let frames = laidOut(stack, width: 300, height: 10).elements.map(\.frame)
      #expect(frames[0] == Rect(x: 0, y: 0, width: 232, height: 10))
      #expect(frames[1] == Rect(x: 264, y: 0, width: 36, height: 10))
    }
    // A title beside a spacer and a button stays on one line while it fits (seed 003's
    // "Martin's blog"): its frame is the text's ideal frame, not half the room.
    let title = ContentNode.text("Martin's blog", font: .largeTitle)
    let ideal = laidOut(title).size
    let header = ContentNode.hstack(spacing: 12) {
      title
      ContentNode.spacer()
      ContentNode.color(.primary).frame(width: 36, height: 36)
    }
    let row = laidOut(header, width: 358, height: 200)
    #expect(ideal.width > (358 - 24 - 36) / 2)
    #expect(row.elements[0].frame.size == ideal)
  }

  @Test("A text beside a spacer keeps its ideal width when it fits; a colour still shares")
  func textBesideSpacer() {
    let words = ContentNode.text(TextContent("Read from local files"))
    let ideal = laidOut(words).size.width
    // 60 pt of icon, the text, a spacer of no minimum and a 58 pt button in 300 pt: the
    // text's ideal (about 158 pt here) fits the 182 left, and is more than an equal share
    // with the spacer (91 pt).
    let cell = ContentNode.hstack(spacing: 0) {
      ContentNode.color(.primary).frame(width: 60, height: 20)
      words
      ContentNode.spacer(0)
      ContentNode.color(.primary).frame(width: 58, height: 20)
    }
    let content = laidOut(cell, width: 300, height: 100)
    let text = content.elements.first { $0.role == .text }
    #expect(near(text?.frame.width ?? 0, ideal, 0.5), "\(String(describing: text))")
    #expect(content.elements.last.map { near($0.frame.maxX, 300) } == true)
    // Without a spacer, a greedy colour still gets an equal share beside the text.
    let shared = ContentNode.hstack(spacing: 0) {
      words
      ContentNode.color(.primary)
    }
    let halves = laidOut(shared, width: 200, height: 100).elements
    #expect((halves.first { $0.role == .text }?.frame.width ?? 0) <= 100.5)
    #expect((halves.first { $0.role == .text }?.frame.width ?? 200) < ideal - 1)
  }

  @Test("Alignment: leading, trailing and bottom line children up on that edge")
  func alignment() {
    let leading = ContentNode.vstack(alignment: .leading, spacing: 0) {
      ContentNode.color(.primary).frame(width: 10, height: 10)
      ContentNode.color(.primary).frame(width: 30, height: 10)
    }
    #expect(laidOut(leading).elements[0].frame.x == 0)
    let trailing = ContentNode.vstack(alignment: .trailing, spacing: 0) {
      ContentNode.color(.primary).frame(width: 10, height: 10)
      ContentNode.color(.primary).frame(width: 30, height: 10)
    }
    #expect(laidOut(trailing).elements[0].frame.x == 20)
    let bottom = ContentNode.hstack(alignment: .bottom, spacing: 0) {
      ContentNode.color(.primary).frame(width: 10, height: 10)
      ContentNode.color(.primary).frame(width: 10, height: 40)
    }
    #expect(laidOut(bottom).elements[0].frame.y == 30)
  }

  @Test("A divider is one pixel across a VStack and spans the width offered")
  func divider() {
    let stack = ContentNode.vstack(spacing: 0) {
      ContentNode.color(.primary).frame(width: 100, height: 10)
      ContentNode.divider
    }
    let content = laidOut(stack, width: 320, height: 500)
    #expect(near(content.elements[1].frame, Rect(x: 0, y: 10, width: 320, height: 1.0 / 3)))
    #expect(near(content.size.width, 320))
  }

  @Test("A ZStack is as large as its largest child; the others sit at its alignment")
  func overlayStack() {
    let stack = ContentNode.zstack(alignment: .bottomTrailing) {
      ContentNode.color(.primary).frame(width: 100, height: 60)
      ContentNode.color(.primary).frame(width: 20, height: 10)
    }
    let content = laidOut(stack)
    #expect(content.size == Size(width: 100, height: 60))
    #expect(content.elements[1].frame == Rect(x: 80, y: 50, width: 20, height: 10))
  }
}
