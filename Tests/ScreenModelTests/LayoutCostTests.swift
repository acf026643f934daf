import DisplayList
import NavGeometry
import ScreenModel
import Synchronization
import Testing

@testable import ContentLayout
@testable import ScreenModel

/// Counts the texts measured, around the estimate.
final class CountingMeasure: TextMeasuring {
  let calls = Mutex(0)

  func measure(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> MeasuredText {
    calls.withLock { $0 += 1 }
    return EstimatedTextMeasure().measure(text, font: font, width: width, lineLimit: lineLimit)
  }
}

@Suite("Layout cost")
struct LayoutCostTests {
  /// Settings-like rows: an icon tile, a title over a wrapping subtitle, a spacer, a switch.
  func rows(_ count: Int) -> ContentNode {
    ContentNode.scroll {
      ContentNode.vstack(alignment: .leading, spacing: 0) {
        for index in 0..<count {
          ContentNode.hstack(spacing: 12) {
            ContentNode.image(systemName: "wifi").frame(width: 29, height: 29)
              .background(.accent).cornerRadius(7)
            ContentNode.vstack(alignment: .leading, spacing: 2) {
              ContentNode.text("Row number \(index)")
              ContentNode.text(
                "A subtitle that is long enough to wrap on a phone", font: .footnote,
                color: .secondary)
            }
            ContentNode.spacer()
            ContentNode.toggle(label: .text("On"), isOn: true).fixedSize()
          }.padding(.horizontal, 16).frame(minHeight: 44)
        }
      }
    }
  }

  @Test("Sizes are remembered within a layout: each text is measured at most 3 times")
  func measuredOnce() {
    // A stack asks each child for its minimum, maximum and share, and placing asks again:
    // without the size cache the work grows about 4× per level (4 levels here). With it,
    // each text is measured about twice (2.0–2.1 when written: at its share, and ideal).
    for count in [10, 30] {
      let measure = CountingMeasure()
      let content = ContentLayout.layout(
        rows(count), proposal: ProposedSize(width: 393, height: 852),
        in: LayoutEnvironment(textMeasure: measure))
      #expect(content.elements.filter { $0.role == .text }.count == 3 * count)
      let perText = Double(measure.calls.withLock { $0 }) / Double(3 * count)
      #expect(perText <= 3, "\(perText) measurements per text for \(count) rows")
    }
  }
}
