import DisplayList
import NavGeometry
import Testing

@testable import ContentLayout
@testable import ScreenModel

/// Issue 38: a patched named subtree is laid out again on its own, and the block is exactly
/// what laying out the whole new tree gives (elements and named nodes), or the caller is told
/// to lay the block out.
@Suite("Laying out only the named subtrees that changed")
struct NodeSplicingTests {
  let environment = LayoutEnvironment()
  let proposal = ProposedSize(width: 390, height: nil)

  func layout(_ tree: ContentNode) -> LaidOutContent {
    ContentLayout.layout(tree, proposal: proposal, in: environment)
  }

  /// A bar over a list of cards, as seed 003 and 004 are built: the bar's background changes
  /// height (its size does not), cards have texts.
  func screen(barHeight: Double, title: String = "Martin's blog", badge: String = "3")
    -> ContentNode
  {
    ContentNode.vstack(spacing: 12) {
      ContentNode.hstack {
        ContentNode.text(title, font: .largeTitle).node("title")
        ContentNode.spacer()
        ContentNode.text(badge).padding(4).background(.semantic(.red)).node("badge")
      }
      .padding(10)
      .background(
        ContentNode.shape(.roundedRectangle(radius: barHeight > 200 ? 60 : 0), fill: .accent)
          .frame(height: barHeight)
          .node("barBackground")
      )
      .node("bar")
      ContentNode.hstack(spacing: 8) {
        for index in 0..<3 {
          ContentNode.vstack(alignment: .leading) {
            ContentNode.shape(.roundedRectangle(radius: 12), fill: .semantic(.purple))
              .frame(width: 100, height: 70)
            ContentNode.text("Post \(index + 1)", font: .headline)
          }
          .node("card\(index)")
        }
      }
    }
  }

  func splice(_ old: ContentNode, _ new: ContentNode) -> LaidOutContent? {
    layout(old).replacingNamedNodes(from: old, to: new, in: environment)
  }

  @Test("A changed background of the same size is laid out alone, as the whole would be")
  func sameSize() throws {
    let old = screen(barHeight: 350)
    let new = screen(barHeight: 212.5)
    let spliced = try #require(splice(old, new))
    #expect(spliced == layout(new))
  }

  @Test("A subtree that changes size leaves it to the nearest named ancestor whose size holds")
  func sizeChangeGoesUp() throws {
    // The badge grows: the title's room in the bar changes, so "bar" is laid out.
    let old = screen(barHeight: 350)
    let new = screen(barHeight: 350, badge: "123")
    let spliced = try #require(splice(old, new))
    #expect(spliced == layout(new))
    // A card that grows changes the whole block's size: nothing named holds it.
    let grown = ContentNode.vstack {
      ContentNode.text("A").node("a")
      ContentNode.text("B")
    }
    let longer = ContentNode.vstack {
      ContentNode.text(
        "A much longer text that wraps onto a second line, surely, at 390 points wide"
      )
      .node("a")
      ContentNode.text("B")
    }
    #expect(splice(grown, longer) == nil)
  }

  @Test("Several and nested changes in one go give the whole layout")
  func several() throws {
    let old = screen(barHeight: 350)
    var new = screen(barHeight: 300, title: "Martin's blag", badge: "4")
    new = try #require(
      new.replacingNode(
        "card1",
        with: ContentNode.vstack(alignment: .leading) {
          ContentNode.shape(.roundedRectangle(radius: 12), fill: .semantic(.teal))
            .frame(width: 100, height: 70)
          ContentNode.text("Post 9", font: .headline)
        }))
    let spliced = try #require(splice(old, new))
    #expect(spliced == layout(new))
    // And again from the spliced block (its nodes record the new trees).
    let again = screen(barHeight: 260)
    #expect(spliced.replacingNamedNodes(from: new, to: again, in: environment) == layout(again))
  }

  @Test("A change outside every named node, or a name gone, is left to the caller")
  func outside() {
    let old = screen(barHeight: 350)
    let changedSpacing = ContentNode.vstack(spacing: 20) { ContentNode.text("x") }
    #expect(splice(old, changedSpacing) == nil)
    let unnamed = ContentNode.vstack {
      ContentNode.text("A")
      ContentNode.text("B")
    }
    #expect(
      splice(
        unnamed,
        ContentNode.vstack {
          ContentNode.text("A")
          ContentNode.text("C")
        }) == nil)
    // The same name twice in a block: which one a patch meant is not known.
    let twice = ContentNode.vstack {
      ContentNode.text("A").node("n")
      ContentNode.text("A").node("n")
    }
    let changed = twice.replacingNode("n", with: .text("B"))!
    #expect(splice(twice, changed) == nil)
  }

  @Test("Same size but another flexibility: the stack around it is laid out again")
  func flexibility() throws {
    // A fixed 100-point box and a colour that fills what it is offered take the same size
    // where they were placed, but a stack shares its room by their minimums and maximums.
    let old = ContentNode.hstack(spacing: 0) {
      ContentNode.shape(.rectangle).frame(width: 100, height: 20).node("box")
      ContentNode.color(.accent).frame(height: 20)
    }
    .frame(width: 200)
    .node("row")
    let new = try #require(
      old.replacingNode("box", with: ContentNode.color(.semantic(.red)).frame(height: 20)))
    let spliced = try #require(splice(old, new))
    #expect(spliced == layout(new))
  }

  @Test("Text in a baseline-aligned row: a new baseline moves its neighbours")
  func baselines() throws {
    let old = ContentNode.hstack(alignment: .firstTextBaseline) {
      ContentNode.text("Big", font: .title).node("big")
      ContentNode.text("small", font: .footnote)
    }
    .frame(width: 300, height: 60)
    .node("row")
    let new = try #require(
      old.replacingNode("big", with: ContentNode.text("Big", font: .body).frame(height: 34)))
    let spliced = try #require(splice(old, new))
    #expect(spliced == layout(new))
  }

  @Test("A shadow outside a changed node follows what it draws: the node is not laid out alone")
  func shadowOutside() throws {
    // The shadow follows the outlines of everything its view draws (ShadowOutlines): a dot
    // that becomes a square of the same size keeps its size but moves the shadow's outline.
    func row(_ dot: ShapeKind) -> ContentNode {
      ContentNode.hstack {
        ContentNode.shape(dot, fill: .accent).frame(width: 40, height: 40).node("dot")
        ContentNode.text("Label")
      }
      .shadow(color: .semantic(.black), radius: 4, x: 0, y: 2)
    }
    let old = row(.circle)
    let new = row(.rectangle)
    // Laid out alone, the dot would leave the circle's shadow under a square.
    #expect(splice(old, new) == nil)
    // With a named view around the shadow, that view is laid out again instead.
    let spliced = try #require(splice(old.node("row"), new.node("row")))
    #expect(spliced == layout(new.node("row")))
    #expect(
      spliced.elements.contains {
        $0.drawing == .shadow(.rectangle, radius: 4, color: .semantic(.black))
      })
    #expect(
      !spliced.elements.contains {
        $0.drawing == .shadow(.circle, radius: 4, color: .semantic(.black))
      })
  }

  /// A shelf of cards between two named badges: `dots` squares in a 30 pt row.
  func shelfScreen(before: Int, inside: Int, after: Int) -> ContentNode {
    func dots(_ count: Int) -> ContentNode {
      ContentNode.hstack(spacing: 0) {
        for _ in 0..<count { ContentNode.color(.semantic(.red)).frame(width: 30 / Double(count)) }
      }.frame(width: 30, height: 10)
    }
    return ContentNode.vstack(spacing: 8) {
      dots(before).node("before")
      ContentNode.scrollView(.horizontal) {
        ContentNode.hstack(spacing: 12) {
          for index in 0..<4 {
            ContentNode.shape(.roundedRectangle(radius: 8), fill: .semantic(.teal))
              .frame(width: 150, height: 90)
              .scrollTransition(
                ScrollTransition(
                  topLeading: VisualEffect(opacity: 0.5), bottomTrailing: VisualEffect(opacity: 0.5)
                )
              )
              .node("card\(index)")
          }
          dots(inside).node("inside")
        }
      }
      dots(after).node("after")
    }
  }

  @Test(
    "With scroll views: a node before, inside or after a shelf is spliced and the shelf's ranges and spans move with it"
  )
  func scrollViewsMove() throws {
    let old = shelfScreen(before: 1, inside: 1, after: 1)
    for new in [
      shelfScreen(before: 3, inside: 1, after: 1), shelfScreen(before: 1, inside: 4, after: 1),
      shelfScreen(before: 1, inside: 1, after: 2), shelfScreen(before: 2, inside: 3, after: 5),
    ] {
      let spliced = try #require(splice(old, new))
      let whole = layout(new)
      #expect(spliced == whole)
      #expect(spliced.scrollViews.map(\.elements) == whole.scrollViews.map(\.elements))
      #expect(spliced.elements.count != layout(old).elements.count)
    }
  }

  /// A bar whose named background layer is `height` tall, aligned at `alignment`, as seed
  /// 003's TopView draws it (its `.animation` subtree is the layer the importer patches).
  func layeredBar(height: Double, alignment: Alignment = .center, overlay: Bool = false)
    -> ContentNode
  {
    let layer = ContentNode.shape(
      .roundedRectangle(radius: height > 200 ? 60 : 0), fill: .semantic(.purple)
    )
    .frame(height: height)
    .node("layer")
    let bar = ContentNode.hstack(spacing: 12) {
      ContentNode.text("Martin's blog", font: .largeTitle).node("title")
      ContentNode.spacer()
      ContentNode.image(systemName: "magnifyingglass").frame(width: 36, height: 36)
    }
    .padding(10)
    return ContentNode.vstack(spacing: 0) {
      (overlay
        ? bar.overlay(layer, alignment: alignment) : bar.background(layer, alignment: alignment))
        .node("bar")
      ContentNode.text("Below")
    }
  }

  @Test(
    "A background or overlay layer that changes size is laid out alone, aligned again in the same frame"
  )
  func layerChangesSize() throws {
    for alignment in [Alignment.center, .top, .bottomTrailing] {
      for overlay in [false, true] {
        let old = layeredBar(height: 350, alignment: alignment, overlay: overlay)
        for height in [169.98, 127, 350, 40] {
          let new = layeredBar(height: height, alignment: alignment, overlay: overlay)
          var laidOut: [String] = []
          let spliced = try #require(
            layout(old).replacingNamedNodes(from: old, to: new, in: environment, laidOut: &laidOut)
          )
          #expect(spliced == layout(new))
          // Only the layer: the bar around it (text measured, a shadow's outlines) stays.
          #expect(laidOut == (height == 350 ? [] : ["layer"]))
        }
      }
    }
  }

  @Test(
    "A layer's room is what placing records: the decorated view's frame, the layer aligned in it")
  func layerRoom() throws {
    let laid = layout(layeredBar(height: 350, alignment: .top))
    let layer = try #require(laid.nodes.first { $0.name == "layer" })
    let bar = try #require(laid.nodes.first { $0.name == "bar" })
    #expect(layer.room == LayerRoom(frame: Rect(bar.origin, bar.size), alignment: .top))
    #expect(bar.room == nil)
    // A 350 pt layer over a shorter bar, aligned at the top: it starts where the bar does.
    #expect(layer.origin.y == bar.origin.y)
    #expect(layer.size.height == 350)
  }

  @Test("A layer under a shadow, or a stack's child, that changes size is left to an ancestor")
  func layerFallsBack() throws {
    // Under a shadow outside the bar: the shadow follows the layer's outline.
    let shadowed = { (height: Double) in
      ContentNode.vstack {
        ContentNode.text("A")
          .background(ContentNode.color(.accent).frame(height: height).node("layer"))
          .shadow(color: .semantic(.black), radius: 4, x: 0, y: 2)
          .node("bar")
      }
    }
    var laidOut: [String] = []
    let spliced = try #require(
      layout(shadowed(40)).replacingNamedNodes(
        from: shadowed(40), to: shadowed(60), in: environment, laidOut: &laidOut))
    #expect(spliced == layout(shadowed(60)))
    #expect(laidOut == ["bar"])
    // The same layer as a stack's child: its size moves its neighbours.
    let stacked = { (height: Double) in
      ContentNode.vstack {
        ContentNode.color(.accent).frame(height: height).node("layer")
        ContentNode.text("A")
      }
    }
    #expect(splice(stacked(40), stacked(60)) == nil)
  }

  @Test("Anchors are found where every element is, moved by the scroll views around them")
  func anchorsAsElements() {
    // An id'd view before, in, and after a shelf, and one in a shelf inside the shelf.
    let content = ContentNode.vstack(spacing: 8) {
      ContentNode.text("Top").id("top")
      ContentNode.scrollView(.horizontal) {
        ContentNode.hstack(spacing: 12) {
          ContentNode.color(.accent).frame(width: 150, height: 90).id("card")
          ContentNode.scrollView(.horizontal) {
            ContentNode.color(.accent).frame(width: 300, height: 40).id("inner")
          }
          .frame(width: 100)
          ContentNode.text("Tap").action("tap")
        }
      }
      ContentNode.text("End").id("end")
    }
    let laid = layout(content)
    #expect(laid.scrollViews.count == 2)
    let offsets = { (index: Int) in Point(x: Double(index + 1) * 17, y: 0) }
    var expected: [(String, Rect)] = []
    laid.forEachElement(offsets) { element, frame in
      if case .anchor(let anchor) = element.drawing, anchor.kind == .id {
        expected.append((anchor.name, frame))
      }
    }
    var found: [(String, Rect)] = []
    laid.forEachAnchor(.id, offsets) { anchor, frame in found.append((anchor.name, frame)) }
    #expect(found.map(\.0) == ["top", "card", "inner", "end"])
    #expect(found.map(\.0) == expected.map(\.0))
    #expect(found.map(\.1) == expected.map(\.1))
    // The inner shelf's view is moved by both shelves, the end by none.
    #expect(found[2].1.x == expected[2].1.x)
    #expect(
      found[3].1
        == laid.elements.first { $0.drawing == .anchor(ContentAnchor(kind: .id, name: "end")) }?
        .frame)
  }
}
