import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import ContentLayout

/// Issue 37's layout: scroll views recorded with their viewport, extent, targets and resting
/// offset; content margins; `.containerRelativeFrame`; `.scrollTransition` markers; culling
/// spans. Numbers worked by hand in each test.
@Suite("Scroll views in layout")
struct ScrollLayoutTests {
  /// A card of `width` × `height` in `colour`.
  func card(_ width: Double, _ height: Double = 140) -> ContentNode {
    ContentNode.color(.semantic(.purple)).frame(width: width, height: height)
  }

  /// A colour as wide as offered, 140 pt tall.
  var page: ContentNode { ContentNode.color(.semantic(.indigo)).frame(height: 140) }

  /// Seed 003's shelf: five 220 pt cards 12 apart, 15 pt of padding at the sides.
  var shelf: ContentNode {
    ContentNode.scrollView(.horizontal) {
      ContentNode.hstack(spacing: 12) { for _ in 0..<5 { card(220) } }.padding(.horizontal, 15)
    }
  }

  @Test("A horizontal shelf: its viewport, its extent and its cards at offset 0")
  func shelfGeometry() throws {
    let content = laidOut(shelf, width: 393)
    let view = try #require(content.scrollViews.first)
    // 5 × 220 + 4 × 12 + 2 × 15 = 1178 wide; the viewport is the 393 offered, as tall as
    // its content.
    #expect(view.frame == Rect(x: 0, y: 0, width: 393, height: 140))
    #expect(view.contentSize == Size(width: 1178, height: 140))
    #expect(view.maxOffset == Point(x: 785, y: 0))
    #expect(view.parent == nil && view.axes == .horizontal)
    #expect(view.elements == 0..<7)
    #expect(content.elements[0].drawing == .scrollViewBegin(0))
    #expect(content.elements[6].drawing == .scrollViewEnd(0))
    #expect(content.elements[1].frame.x == 15 && content.elements[5].frame.x == 15 + 4 * 232)
    // A horizontal shelf moves under a finger along x only, and bounces even when short.
    #expect(view.moves(along: .horizontal) && !view.moves(along: .vertical))
  }

  @Test("Nested scroll views record their parent and their own extent")
  func nesting() throws {
    let page = ContentNode.scrollView(.vertical) {
      ContentNode.vstack(spacing: 12) {
        shelf
        shelf
        ContentNode.color(.semantic(.blue)).frame(height: 1000)
      }
    }
    let content = laidOut(page, width: 393, height: 800)
    #expect(content.scrollViews.count == 3)
    #expect(content.scrollViews.map(\.parent) == [nil, 0, 0])
    // The page: 140 + 12 + 140 + 12 + 1000 = 1304 tall in an 800 pt viewport.
    #expect(content.scrollViews[0].maxOffset == Point(x: 0, y: 504))
    #expect(content.scrollViews[2].frame == Rect(x: 0, y: 152, width: 393, height: 140))
    // Each nested scroll view is one culling span of the page: the two shelves and the colour.
    #expect(content.scrollViews[0].spans.count == 3)
    #expect(content.scrollViews[0].spans.ranges[1] == content.scrollViews[2].elements)
  }

  @Test("Content margins: the content rests inset by them and the extent grows by them")
  func margins() throws {
    let row = ContentNode.scrollView(
      .horizontal, contentMargins: EdgeInsets(top: 10, leading: 16, bottom: 0, trailing: 16)
    ) {
      ContentNode.hstack(spacing: 12) { for _ in 0..<10 { card(200, 100) } }
    }
    let content = laidOut(row, width: 393)
    let view = try #require(content.scrollViews.first)
    // 10 × 200 + 9 × 12 = 2108, plus 32: 2140 wide; 100 + 10 tall, which the viewport takes.
    #expect(view.contentSize == Size(width: 2140, height: 110))
    #expect(view.frame.height == 110)
    #expect(content.elements[1].frame == Rect(x: 16, y: 10, width: 200, height: 100))
    #expect(view.maxOffset.x == 2140 - 393)
  }

  @Test("View-aligned targets: each card's leading edge at the leading margin, within reach")
  func viewAlignedTargets() throws {
    let row = ContentNode.scrollView(
      .horizontal, target: .viewAligned(limitedToOnePage: true),
      contentMargins: EdgeInsets(.horizontal, 16)
    ) {
      ContentNode.hstack(spacing: 12) { for _ in 0..<10 { card(200) } }.scrollTargetLayout()
    }
    let view = try #require(laidOut(row, width: 393).scrollViews.first)
    // Card k starts 16 + 212 k into the extent; it sits at the margin at offset 212 k. The
    // extent is 2140, so the largest offset is 1747: the last card's 1908 is clamped to it.
    #expect(view.targets == [0, 212, 424, 636, 848, 1060, 1272, 1484, 1696, 1747])
    // Without .scrollTargetLayout() there are none; the stack's grandchildren never are.
    let plain = ContentNode.scrollView(.horizontal, target: .viewAligned(limitedToOnePage: true)) {
      ContentNode.hstack(spacing: 12) { for _ in 0..<10 { card(200) } }
    }
    #expect(laidOut(plain, width: 393).scrollViews[0].targets.isEmpty)
  }

  @Test("A nested scroll view's targets are its own, not its parent's")
  func targetsStayInTheirScrollView() throws {
    let outer = ContentNode.scrollView(.vertical, target: .viewAligned(limitedToOnePage: true)) {
      ContentNode.vstack(spacing: 0) {
        card(393, 300)
        ContentNode.scrollView(.horizontal, target: .viewAligned(limitedToOnePage: true)) {
          ContentNode.hstack(spacing: 0) { for _ in 0..<4 { card(300) } }.scrollTargetLayout()
        }
        card(393, 300)
      }.scrollTargetLayout()
    }
    let content = laidOut(outer, width: 393, height: 500)
    // Outer: rows at 0, 300 and 440 in a 740 pt extent (max 240): 0, 240, 240 → 0, 240.
    #expect(content.scrollViews[0].targets == [0, 240])
    // Inner: 0, 300, 600, 900 in 1200 (max 807): 0, 300, 600, 807.
    #expect(content.scrollViews[1].targets == [0, 300, 600, 807])
  }

  @Test("containerRelativeFrame measures the scroll view less its margins, else the screen")
  func containerRelativeFrame() throws {
    let pages = ContentNode.scrollView(
      .horizontal, target: .paging, contentMargins: EdgeInsets(.horizontal, 16)
    ) {
      ContentNode.hstack(spacing: 10) {
        page.containerRelativeFrame(.horizontal)
        page.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10)
      }
    }
    let content = laidOut(pages, width: 393)
    let frames = content.elements.filter { $0.role == .shape }.map(\.frame)
    // 393 − 32 = 361 for a page; (361 − 2 × 10) / 3 × 2 + 10 = 237.33 for two of three.
    #expect(near(frames[0].width, 361))
    #expect(near(frames[1].width, 341.0 / 3 * 2 + 10))
    #expect(near(frames[1].x, 16 + 361 + 10))
    // The card keeps its own 140 pt height: only the named axis comes from the container.
    #expect(frames[0].height == 140)
    // Outside any scroll view: the environment's container (the screen), else the proposal.
    let lone = page.containerRelativeFrame(.horizontal, count: 2)
    #expect(laidOut(lone, width: 300).size.width == 150)
    let environment = LayoutEnvironment(containerSize: Size(width: 393, height: 852))
    let both = ContentLayout.layout(
      card(10).containerRelativeFrame(.both), proposal: ProposedSize(width: 300, height: nil),
      in: environment)
    #expect(both.size == Size(width: 393, height: 852))
  }

  @Test("defaultScrollAnchor: the resting offset is the anchor's point of the range")
  func anchor() throws {
    let trailing = ContentNode.scrollView(.horizontal, anchor: .trailing) {
      ContentNode.hstack(spacing: 0) { for _ in 0..<4 { card(200) } }
    }
    #expect(laidOut(trailing, width: 393).scrollViews[0].restingOffset == Point(x: 407, y: 0))
    let bottom = ContentNode.scrollView(.vertical, anchor: .bottom) { card(100, 1000) }
    #expect(
      laidOut(bottom, width: 393, height: 600).scrollViews[0].restingOffset
        == Point(x: 0, y: 400))
  }

  @Test("A scroll transition brackets its view and names its scroll view")
  func transition() throws {
    let fade = ScrollTransition(
      topLeading: VisualEffect(opacity: 0), bottomTrailing: VisualEffect(opacity: 0))
    let row = ContentNode.scrollView(.horizontal) {
      ContentNode.hstack(spacing: 0) { for _ in 0..<3 { card(200).scrollTransition(fade) } }
    }
    let content = laidOut(row, width: 393)
    #expect(content.transitions.count == 3)
    let second = content.transitions[1]
    #expect(second.scrollView == 0 && second.frame == Rect(x: 200, y: 0, width: 200, height: 140))
    #expect(content.elements[second.elements.lowerBound].drawing == .transitionBegin(1))
    #expect(content.elements[second.elements.upperBound - 1].drawing == .transitionEnd)
    // A transition is one culling span with its view.
    #expect(content.scrollViews[0].spans.count == 3)
    // Phases: inside 0; 50 pt of a 200 pt view past the leading edge −0.25; wholly past +1.
    let visible = Rect(x: 0, y: 0, width: 393, height: 140)
    func phase(_ x: Double) -> Double {
      LaidOutTransition.phase(
        of: Rect(x: x, y: 0, width: 200, height: 140), in: visible, along: .horizontal)
    }
    #expect(phase(100) == 0 && phase(-50) == -0.25 && phase(293) == 0.5 && phase(600) == 1)
    #expect(phase(-400) == -1)
  }

  @Test("Culling spans: the visible cards of a long shelf are found by binary search")
  func spans() throws {
    let long = ContentNode.scrollView(.horizontal, contentMargins: EdgeInsets(.horizontal, 16)) {
      ContentNode.hstack(spacing: 12) { for _ in 0..<1000 { card(200) } }
    }
    let spans = try #require(laidOut(long, width: 393).scrollViews.first).spans
    #expect(spans.count == 1000)
    // At offset 1000 the viewport shows content 1000…1393: card k spans 16 + 212 k … + 200,
    // so cards 4 (864…1064), 5 and 6 (1288…1488).
    #expect(spans.candidates(from: 1000, to: 1393) == 4..<7)
    #expect(spans.candidates(from: 1e9, to: 2e9).isEmpty)
    #expect(spans.candidates(from: -500, to: -1).isEmpty)
  }

  @Test("Spans never split a clip: a rounded card is one span with its clip")
  func clipSpans() throws {
    let row = ContentNode.scrollView(.horizontal) {
      ContentNode.hstack(spacing: 0) {
        for _ in 0..<3 {
          ContentNode.vstack(spacing: 0) {
            card(100, 50)
            card(100, 50)
          }.cornerRadius(8)
            .shadow(radius: 4)
        }
      }
    }
    let content = laidOut(row, width: 393)
    let spans = content.scrollViews[0].spans
    // Each card: the shadows of its two shapes (a shadow follows what its view draws), then
    // push clip, two shapes, pop clip: three spans, the shadows reaching 8 pt further on each
    // side, the clip and what it holds one span.
    #expect(spans.count == 9)
    #expect(spans.ranges[2].count == 4)
    #expect(spans.lower[0] == -8 && spans.upper[0] == 108)
  }
}
