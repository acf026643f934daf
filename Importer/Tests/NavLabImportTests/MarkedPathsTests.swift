import ScreenModel
import Testing

@testable import NavLabImport

/// Parts read alone are put in place by a kept path (issue 38, ``MarkedPaths``): the same
/// screen as replacing them where a search finds them, refused where the marker is not there
/// exactly once, and patches of the result the same as of a screen built afresh.
@Suite struct MarkedPathsTests {
  /// A screen whose content holds a reader `.id("r")` in a background layer and two named
  /// instances, one inside a scroll view; `label` and `height` vary what they hold.
  static func screen(label: String = "A", height: Double = 10, twice: Bool = false) -> ScreenSpec {
    var spec = ScreenSpec(id: "s", title: "T")
    var children: [ContentNode] = [
      ContentNode.text("Title").background(
        ContentNode.color(.semantic(.red)).frame(height: height).modifier(.id("r"))),
      ContentNode.scroll {
        ContentNode.text("Top")
        ContentNode.text(label).padding(4).modifier(.node("view-n1"))
      },
      ContentNode.text("Other").modifier(.node("view-n2")),
    ]
    if twice { children.append(ContentNode.text("Again").modifier(.node("view-n1"))) }
    spec.content = .stack(StackContent(.vertical, children: children))
    spec.rows = [RowContent("row")]
    return spec
  }

  @Test func aKeptPathReplacesWhatASearchWould() throws {
    var paths = MarkedPaths()
    var shown = Self.screen()
    for step in 1...3 {
      // Twice a step, as a scrolled frame reads the reader, then the instance.
      let reader = ContentNode.color(.semantic(.red)).frame(height: Double(10 + step))
        .modifier(.id("r"))
      let afterReader = paths.replacing(.id("r"), with: reader, in: shown)
      shown = try #require(afterReader)
      let label = "A\(step)"
      let instance = ContentNode.text(label).padding(4).modifier(.node("view-n1"))
      let afterInstance = paths.replacing(.node("view-n1"), with: instance, in: shown)
      shown = try #require(afterInstance)
      #expect(shown == Self.screen(label: label, height: Double(10 + step)))
      // Patches of the replaced screen are those of the screen built afresh.
      let previous = Self.screen(label: "A\(step - 1)", height: Double(9 + step))
      #expect(
        PatchBuilder.patches(from: previous, to: shown)
          == PatchBuilder.patches(
            from: previous, to: Self.screen(label: label, height: Double(10 + step))))
    }
  }

  @Test func aMarkerMissingOrTwiceIsRefused() {
    var paths = MarkedPaths()
    let content = ContentNode.text("B").modifier(.node("view-n1"))
    #expect(paths.replacing(.node("view-n9"), with: content, in: Self.screen()) == nil)
    #expect(paths.replacing(.node("view-n1"), with: content, in: Self.screen(twice: true)) == nil)
    // A path kept from one screen is not used where it no longer ends at its marker.
    _ = paths.replacing(
      .node("view-n2"), with: .text("x").modifier(.node("view-n2")), in: Self.screen())
    var moved = Self.screen()
    if case .stack(var stack) = moved.content {
      stack.children.swapAt(1, 2)
      moved.content = .stack(stack)
    }
    let replaced = paths.replacing(
      .node("view-n2"), with: .text("y").modifier(.node("view-n2")), in: moved)
    #expect(replaced?.content?.named("view-n2") == .text("y"))
    // New content that brings a marker the screen has elsewhere: found twice, refused.
    var kept = MarkedPaths()
    let bringsTwo = ContentNode.vstack {
      ContentNode.text("C")
      ContentNode.text("Other").modifier(.node("view-n2"))
    }.modifier(.node("view-n1"))
    _ = kept.replacing(
      .node("view-n2"), with: .text("Other").modifier(.node("view-n2")), in: Self.screen())
    let next = kept.replacing(.node("view-n1"), with: bringsTwo, in: Self.screen())
    #expect(next != nil)
    if let next {
      #expect(
        kept.replacing(.node("view-n2"), with: .text("z").modifier(.node("view-n2")), in: next)
          == nil)
    }
  }
}
