import Testing

@testable import ScreenModel

/// Issue 38: the subtrees a live answer replaces, found by their `node` marker anywhere in a
/// content tree (stacks, scroll views, grids, backgrounds, overlays, labels) and in every
/// content slot of a scene and its inline scenes.
@Suite("Patching named subtrees")
struct ContentPatchTests {
  static let title = ContentNode.text("Title").padding(8).node("title")
  static let tree = ContentNode.vstack {
    ContentNode.text("Above")
    ContentNode.scroll(.horizontal) {
      ContentNode.hstack {
        ContentNode.text("Card").background(ContentNode.text("Behind").node("behind"))
        ContentNode.button(label: ContentNode.text("Go").node("label"), role: .none)
      }
    }
    title
  }

  @Test("A node is found wherever it is, as the subtree under its marker")
  func find() {
    #expect(Self.tree.named("title") == ContentNode.text("Title").padding(8))
    #expect(Self.tree.named("behind") == ContentNode.text("Behind"))
    #expect(Self.tree.named("label") == ContentNode.text("Go"))
    #expect(Self.tree.named("missing") == nil)
  }

  @Test("Replacing keeps the marker and everything around it")
  func replace() throws {
    let new = ContentNode.text("New").padding(12)
    let replaced = try #require(Self.tree.replacingNode("title", with: new))
    #expect(replaced.named("title") == new)
    #expect(replaced.named("behind") == ContentNode.text("Behind"))
    // Replacing with what was there gives the same tree.
    #expect(
      Self.tree.replacingNode("title", with: ContentNode.text("Title").padding(8)) == Self.tree)
    let inBackground = try #require(Self.tree.replacingNode("behind", with: .text("B2")))
    #expect(inBackground.named("behind") == .text("B2"))
    let inLabel = try #require(Self.tree.replacingNode("label", with: .text("Stop")))
    #expect(inLabel.named("label") == .text("Stop"))
    #expect(Self.tree.replacingNode("missing", with: .divider) == nil)
  }

  @Test("A name used twice is replaced in both places")
  func twice() throws {
    let tree = ContentNode.hstack {
      ContentNode.text("A").node("n")
      ContentNode.text("A").node("n")
    }
    let replaced = try #require(tree.replacingNode("n", with: .text("B")))
    #expect(
      replaced
        == ContentNode.hstack {
          ContentNode.text("B").node("n")
          ContentNode.text("B").node("n")
        })
  }

  func scene() -> ScreenSpec {
    var detail = ScreenSpec(
      id: "detail", title: "Detail", listStyle: .plain, sectionPattern: [1], rowCount: 1,
      rowHeight: 44, rows: [RowContent("Row")], largeTitleMode: .never, statusBarMode: .visible)
    detail.screenID = "s2"
    detail.content = ContentNode.text("Badge").node("badge")
    var spec = ScreenSpec(
      id: "root", title: "Root", listStyle: .plain, sectionPattern: [2], rowCount: 2,
      rowHeight: 44, rows: [RowContent("A"), RowContent("B")], largeTitleMode: .never,
      statusBarMode: .visible)
    spec.content = Self.tree
    spec.pinned = ContentNode.text("Bar").node("bar")
    spec.rows[1].content = ContentNode.text("Badge").node("badge")
    spec.destinations = ["s2": detail]
    return spec
  }

  @Test("A scene's patch reports the slots it changed, by screen; an equal one changes nothing")
  func applyToScene() {
    var spec = scene()
    let original = spec
    #expect(spec.apply(LivePatch(node: "bar", content: .text("Bar"))) == .unchanged)
    #expect(spec == original)
    #expect(spec.apply(LivePatch(node: "nowhere", content: .text("X"))) == .notFound)
    #expect(
      spec.apply(LivePatch(node: "bar", content: .text("Bar 2")))
        == .changed([ScreenSpec.PatchedSlot(screen: nil, slot: .pinned)]))
    #expect(spec.pinned == ContentNode.text("Bar 2").node("bar"))
    #expect(spec.content == original.content)
    // The same name in a row and in a pushed scene: both change.
    #expect(
      spec.apply(LivePatch(node: "badge", content: .text("3")))
        == .changed([
          ScreenSpec.PatchedSlot(screen: nil, slot: .row(1)),
          ScreenSpec.PatchedSlot(screen: "s2", slot: .content),
        ]))
    #expect(spec.rows[1].content?.named("badge") == .text("3"))
    #expect(spec.destinations["s2"]?.content?.named("badge") == .text("3"))
    #expect(spec.rows[0].content == nil)
  }

  @Test("A patch's pushed scenes join the scene that holds its node")
  func destinationsJoin() {
    var spec = scene()
    let pushed = scene().destinations["s2"]!
    let patch = LivePatch(
      node: "bar", content: ContentNode.text("Open").modifier(.push("s3")),
      destinations: ["s3": pushed])
    #expect(spec.apply(patch) == .changed([ScreenSpec.PatchedSlot(screen: nil, slot: .pinned)]))
    #expect(spec.destinations["s3"] == pushed)
    #expect(spec.destinations["s2"] != nil)
  }
}
