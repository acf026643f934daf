import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import ContentLayout
@testable import ScreenModel

/// SwiftUI views from cashapp/AccessibilitySnapshot (commit 5b03db8), re-typed as content
/// trees, against the frames of their iOS reference images.
///
/// How they were measured (docs/layout.md): the snapshots are at 3×; each accessibility
/// element is outlined by a 4 px stroke centred on its frame outset by 2 pt, so a frame edge
/// is the centre of the stroke's two solid pixels, moved 6 px inwards. Reading a column of
/// pixels through each outline gives the tops and bottoms below, the same on iOS 18.5 and 26.2.
@Suite("Real iOS references (AccessibilitySnapshot)")
struct ReferenceLayoutTests {
  /// Within half a point, as issue 28 asks.
  func matches(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 0.5 }

  /// A root view as `UIHostingController` shows it: centred in the room it is given.
  func hosted(_ root: ContentNode) -> ContentNode {
    root.frame(maxWidth: .infinity, maxHeight: .infinity)
  }

  /// `DemoSection` (Example/AccessibilitySnapshotPreviewsDemo/DemoSection.swift).
  func section(_ title: String, _ description: String, _ content: ContentNode) -> ContentNode {
    ContentNode.vstack(alignment: .leading, spacing: 8) {
      ContentNode.vstack(alignment: .leading, spacing: 2) {
        ContentNode.text(title, font: .style(.subheadline, weight: .semibold))
        ContentNode.text(description, font: .caption2, color: .secondary)
      }.source(title)
      content
    }
  }

  @Test("BasicAccessibilityDemo: sections' frames on iPhone 16 Pro, iOS 18.5 and 26.2")
  func basicAccessibilityDemo() {
    // Example/AccessibilitySnapshotPreviewsDemo/BasicAccessibilityDemo.swift, its first three
    // sections (the third's bordered button is left out: only its title is compared), then
    // its closing Spacer, in `.padding()`. The snapshot shows the view 402 × 874 without a
    // safe area (its first element starts at 16 pt).
    let demo = ContentNode.vstack(alignment: .leading, spacing: 12) {
      section(
        "Label", "Text description for an element",
        ContentNode.image(systemName: "star.fill").font(.title2).foregroundColor(.semantic(.yellow))
          .source("star"))
      section(
        "Value", "Current state or content",
        ContentNode.hstack {
          ContentNode.text("Progress")
          ContentNode.spacer()
          ContentNode.text("75%", color: .secondary)
        }.source("Progress"))
      ContentNode.vstack(alignment: .leading, spacing: 2) {
        ContentNode.text("Hint", font: .style(.subheadline, weight: .semibold))
        ContentNode.text("What happens when activated", font: .caption2, color: .secondary)
      }.source("Hint")
      ContentNode.spacer()
    }.padding()
    let content = laidOut(hosted(demo), width: 402, height: 874)

    func frame(_ source: String) -> Rect {
      let frames = content.elements.filter { $0.source == source && $0.role != nil }.map(\.frame)
      let minX = frames.map(\.minX).min() ?? .nan
      let minY = frames.map(\.minY).min() ?? .nan
      let maxX = frames.map(\.maxX).max() ?? .nan
      let maxY = frames.map(\.maxY).max() ?? .nan
      return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    // testBasicAccessibilityDemo_18_5_402x874@3x.png (and _26_2_): element 1 ("Label, Text
    // description…") outline strokes centred at y = 42 and 154 px → frame 48…148 px.
    let label = frame("Label")
    #expect(matches(label.minX, 16) && matches(label.minY, 48.0 / 3))
    #expect(matches(label.maxY, 148.0 / 3))
    // The star: between element 1 (ends 49.33) + 8 and element 3 (starts 95.67) − 12.
    let star = frame("star")
    #expect(matches(star.minY, 49.0 + 1.0 / 3 + 8) && matches(star.maxY, 95.0 + 2.0 / 3 - 12))
    // Element 3 ("Value, Current state…"): strokes at 281 and 393 px → 287…387 px.
    let value = frame("Value")
    #expect(matches(value.minY, 287.0 / 3) && matches(value.maxY, 387.0 / 3))
    // Element 4 (the Progress row, spread by its Spacer): strokes at x 1164, y 405 and 478 px →
    // 16…386 pt wide, 411…472 px tall.
    let progress = frame("Progress")
    #expect(matches(progress.minX, 16) && matches(progress.maxX, 386))
    #expect(matches(progress.minY, 411.0 / 3) && matches(progress.maxY, 472.0 / 3))
    // Element 5 ("Hint, What happens…"): strokes at 502 and 614 px → 508…608 px.
    let hint = frame("Hint")
    #expect(matches(hint.minY, 508.0 / 3) && matches(hint.maxY, 608.0 / 3))
  }

  @Test("CustomContentDemo: product cards' frames on iPhone 16 Pro, iOS 18.5 and 26.2")
  func customContentDemo() {
    // Example/AccessibilitySnapshotPreviewsDemo/CustomContentDemo.swift: a DemoSection whose
    // content is a VStack(spacing: 12) of two product cards (a subheadline medium name over an
    // HStack of a caption semibold price, a Spacer and a caption2 rating), then a Spacer, in
    // `.padding()`.
    func card(_ name: String, _ price: String, _ rating: String) -> ContentNode {
      ContentNode.vstack(alignment: .leading, spacing: 4) {
        ContentNode.text(name, font: .style(.subheadline, weight: .medium))
        ContentNode.hstack {
          ContentNode.text(price, font: .style(.caption, weight: .semibold))
          ContentNode.spacer()
          ContentNode.text("★ \(rating)", font: .caption2)
        }
      }.source(name)
    }
    let demo = ContentNode.vstack(alignment: .leading, spacing: 16) {
      section(
        "Custom Content", "Additional details via 'More Content' rotor",
        ContentNode.vstack(spacing: 12) {
          card("Wireless Headphones", "$149.99", "4.5")
          card("Bluetooth Speaker", "$79.99", "4.2")
        })
      ContentNode.spacer()
    }.padding()
    let content = laidOut(hosted(demo), width: 402, height: 874)
    func span(_ source: String) -> (minX: Double, minY: Double, maxX: Double, maxY: Double) {
      let frames = content.elements.filter { $0.source == source && $0.role != nil }.map(\.frame)
      return (
        frames.map(\.minX).min() ?? .nan, frames.map(\.minY).min() ?? .nan,
        frames.map(\.maxX).max() ?? .nan, frames.map(\.maxY).max() ?? .nan
      )
    }
    // testCustomContentDemo_18_5_402x874@3x.png (and _26_2_), read at x = 600 px: element 1
    // strokes at 42, 154 px; element 2 at 166, 287 px; element 3 at 311, 432 px; the cards'
    // right strokes at x 1164 px. Frames: 6 px inside each.
    let title = span("Custom Content")
    #expect(matches(title.minY, 48.0 / 3) && matches(title.maxY, 148.0 / 3))
    let first = span("Wireless Headphones")
    #expect(matches(first.minY, 172.0 / 3) && matches(first.maxY, 281.0 / 3))
    #expect(matches(first.minX, 16) && matches(first.maxX, 1158.0 / 3))
    let second = span("Bluetooth Speaker")
    #expect(matches(second.minY, 317.0 / 3) && matches(second.maxY, 426.0 / 3))
    #expect(matches(second.maxX, 1158.0 / 3))
  }

  @Test("SwiftUIView: ten 30 pt squares 30 pt apart over a Spacer, in the safe area")
  func simpleView() {
    // Example/AccessibilitySnapshot/SwiftUIView.swift: `VStack(spacing: 30) { 10 × Rectangle()
    // .frame(width: 30, height: 30).cornerRadius(15); Spacer() }`.
    let view = ContentNode.vstack(spacing: 30) {
      for index in 0..<10 {
        ContentNode.color(.semantic(.gray)).frame(width: 30, height: 30).cornerRadius(15)
          .source("circle \(index)")
      }
      ContentNode.spacer()
    }
    // testSimpleView_18_5_402x874@3x.png: the view fills the safe area of the iPhone 16 Pro
    // (62 pt top, 34 pt bottom); square 1 spans x 558…648 px and y 186…276 px, square 10
    // y 1806…1896 px (5 px border, read at x = 600 and y = 230 px).
    let content = laidOut(hosted(view), width: 402, height: 874 - 62 - 34)
    let squares = content.elements.filter { $0.role == .shape }.map(\.frame)
    #expect(squares.count == 10)
    #expect(matches(squares[0].minX, 558.0 / 3) && matches(squares[0].maxX, 648.0 / 3))
    #expect(matches(squares[0].minY + 62, 186.0 / 3) && matches(squares[0].maxY + 62, 276.0 / 3))
    #expect(matches(squares[9].minY + 62, 1806.0 / 3))
    // testSimpleView_17_5_393x852@3x.png (iPhone 15, 59 pt safe area): square 1 from y 177 px
    // (59 pt); across, its anti-aliased edges at about 545.5 and 634.5 px centre it at 590 px
    // (196.67 pt): (393 − 30) / 2 + 15 = 196.5.
    let iPhone15 = laidOut(hosted(view), width: 393, height: 852 - 59 - 34)
    let first = iPhone15.elements.first { $0.role == .shape }!.frame
    #expect(matches(first.minY + 59, 177.0 / 3))
    #expect(matches(first.midX, 590.0 / 3))
    // testSimpleViewAtSizeThatFits_18_5: asked for its ideal size the view is 1824 px tall
    // (the white column ends at 1823): 10 × 30 + 10 × 30 spacing (the Spacer is spaced too)
    // + the Spacer's 8 pt minimum = 608 pt.
    #expect(matches(laidOut(view).size.height, 1824.0 / 3))
    #expect(laidOut(view).size.width == 30)
  }
}
