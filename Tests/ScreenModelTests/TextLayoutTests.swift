import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import ContentLayout
@testable import ScreenModel

@Suite("Text")
struct TextLayoutTests {
  /// The estimate's width of `string` at `size` points.
  func estimated(_ string: String, _ size: Double) -> Double {
    string.reduce(0) { $0 + EstimatedTextMeasure.advance($1, size) }
  }

  /// Rounded up to a 3× pixel.
  func pixel(_ value: Double) -> Double { (value * 3 - 1e-6).rounded(.up) / 3 }

  @Test("One line of body text: its width, and SF's line height 20.29 rounded up to 20.33 pt")
  func oneLine() {
    // SF Pro's hhea metrics (1950 + 494) / 2048 × 17 = 20.29 pt; a one-line body Text is
    // 20.33 pt tall at 3× (measured: AccessibilitySnapshot BasicAccessibilityDemo's
    // "Progress" row, 61 px).
    let content = laidOut(.text("Hello"), width: 393)
    #expect(near(content.size.height, 61.0 / 3))
    #expect(near(content.size.width, pixel(estimated("Hello", 17))))
  }

  @Test("Text wraps at word boundaries within the width and is as wide as its widest line")
  func wrapping() {
    let string = "Use cellular data for apps"
    let width = estimated("Use cellular data", 17) + 1
    let content = laidOut(.text(string), width: width)
    #expect(content.elements[0].drawing.textLines == ["Use cellular data", "for apps"])
    #expect(near(content.size.width, pixel(estimated("Use cellular data", 17))))
    #expect(near(content.size.height, pixel(2 * 17 * TextMetrics.lineHeightRatio)))
  }

  @Test("A line limit cuts the text and ends the last line with an ellipsis that fits")
  func lineLimit() {
    let string = "Use cellular data for apps and services"
    let width = estimated("Use cellular data", 17) + 1
    let content = laidOut(.text(string, lineLimit: 1), width: width)
    let lines = content.elements[0].drawing.textLines
    #expect(lines.count == 1)
    #expect(lines[0].hasSuffix("…"))
    #expect(estimated(lines[0], 17) <= width)
    // Cut between characters: one more character of the text would not fit with the "…".
    let kept = String(lines[0].dropLast())
    #expect(string.hasPrefix(kept))
    let longer = String(string.prefix(kept.count + 1)) + "…"
    #expect(estimated(longer, 17) > width)
  }

  @Test("A proposed height holds as many lines as fit, at least one")
  func heightLimit() {
    let string = "one two three four five six seven eight"
    let narrow = estimated("three", 17) + 1
    let free = laidOut(.text(string), width: narrow)
    #expect(free.elements[0].drawing.textLines.count >= 4)
    let held = laidOut(.text(string), width: narrow, height: 45)
    #expect(held.elements[0].drawing.textLines.count == 2)
    #expect(held.elements[0].drawing.textLines[1].hasSuffix("…"))
  }

  @Test("A word wider than the line breaks between characters")
  func longWord() {
    let content = laidOut(.text("Supercalifragilistic"), width: 40)
    let lines = content.elements[0].drawing.textLines
    #expect(lines.count > 1)
    #expect(lines.joined() == "Supercalifragilistic")
    #expect(lines.allSatisfy { estimated($0, 17) <= 40 })
  }

  @Test("Text styles resolve from the HIG's Dynamic Type table at every size")
  func dynamicType() {
    // Apple HIG, Typography, "iOS, iPadOS Dynamic Type sizes".
    #expect(TextStyle.body.metrics(at: .large) == TextStyleMetrics(size: 17, leading: 22))
    #expect(TextStyle.largeTitle.metrics(at: .large) == TextStyleMetrics(size: 34, leading: 41))
    #expect(TextStyle.caption2.metrics(at: .large) == TextStyleMetrics(size: 11, leading: 13))
    #expect(TextStyle.body.metrics(at: .xSmall).size == 14)
    #expect(TextStyle.body.metrics(at: .accessibility1).size == 28)
    #expect(TextStyle.body.metrics(at: .accessibility3).size == 40)
    #expect(TextStyle.body.metrics(at: .accessibility5).size == 53)
    #expect(
      TextStyle.largeTitle.metrics(at: .accessibility5) == TextStyleMetrics(size: 60, leading: 70))
    // Every style grows (or holds) from size to size, and no size is below 11 pt.
    for style in TextStyle.allCases {
      let sizes = DynamicTypeSize.allCases.map { style.metrics(at: $0).size }
      #expect(zip(sizes, sizes.dropFirst()).allSatisfy { $0 <= $1 })
      #expect(sizes.allSatisfy { $0 >= 11 })
    }
    #expect(ContentFont.headline.resolved(at: .large) == Font(size: 17, weight: .semibold))
    #expect(ContentFont.title.resolved(at: .xxxLarge) == Font(size: 34))
    // A fixed size ignores Dynamic Type.
    #expect(ContentFont.system(size: 20).resolved(at: .accessibility5).size == 20)
    let big = ContentLayout.layout(
      .text("Hi"), proposal: .unspecified, in: LayoutEnvironment(dynamicTypeSize: .accessibility3))
    #expect(near(big.size.height, pixel(40 * TextMetrics.lineHeightRatio)))
  }

  @Test("The font and colour flow down; the text's own win")
  func inheritance() {
    let node = ContentNode.vstack {
      ContentNode.text("A")
      ContentNode.text("B", font: .caption, color: .accent)
    }.font(.headline).foregroundColor(.secondary)
    let elements = laidOut(node).elements
    guard case .text(let a) = elements[0].drawing, case .text(let b) = elements[1].drawing else {
      Issue.record("expected two texts")
      return
    }
    #expect(a.font == Font(size: 17, weight: .semibold) && a.color == .secondary)
    #expect(b.font == Font(size: 12) && b.color == .accent)
  }

  @Test("An HStack aligned on first text baselines puts the baselines on one line")
  func baselines() {
    let stack = ContentNode.hstack(alignment: .firstTextBaseline) {
      ContentNode.text("Big", font: .largeTitle)
      ContentNode.text("small", font: .caption)
    }
    let elements = laidOut(stack).elements
    let big = elements[0].frame.y + 34 * TextMetrics.ascentRatio
    let small = elements[1].frame.y + 12 * TextMetrics.ascentRatio
    #expect(near(big, small, 1e-9))
    #expect(elements[0].frame.y == 0)
  }

  @Test("A symbol is sized by its font: the font's line height, rounded to the pixel")
  func symbol() {
    // Measured: AccessibilitySnapshot BasicAccessibilityDemo, `Image(systemName: "star.fill")
    // .font(.title2)` occupies 26.33 pt of its VStack (57.33 to 83.67 pt, iOS 18.5 and 26.2).
    let star = laidOut(ContentNode.image(systemName: "star.fill").font(.title2))
    #expect(near(star.size.height, 79.0 / 3))
    #expect(star.elements[0].drawing == .symbol(name: "star.fill", color: .primary))
  }
}
