import ScreenModel
import SwiftSyntax
import Testing

@testable import NavLabImport

/// Scroll views and the scroll modifiers read into the model's values (issue 37's model,
/// issue 38's importer): axes, indicators, targets, margins, clipping, anchor, bounce;
/// container-relative frames and scroll transitions.
@Suite struct ScrollImportTests {
  /// The scroll view of a screen whose content is `view` (under a VStack, so it is content,
  /// not the screen's own scroll view).
  private func scroll(_ view: String) throws -> ScrollContent {
    let result = importSource(
      "struct V: View { var body: some View { ScrollView { VStack { \(view) } } } }")
    var node = try #require(result.scene?.content)
    while true {
      switch node {
      case .scroll(let scroll): return scroll
      case .modified(let base, _): node = base
      case .stack(let stack) where !stack.children.isEmpty: node = stack.children[0]
      default:
        Issue.record("no scroll view in \(node)")
        return ScrollContent(.vertical, content: .divider)
      }
    }
  }

  @Test func axesIndicatorsAndBehaviours() throws {
    let both = try scroll(
      """
      ScrollView([.horizontal, .vertical], showsIndicators: false) { Text("a") }
        .scrollTargetBehavior(.paging)
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollClipDisabled()
        .defaultScrollAnchor(.bottom)
        .scrollBounceBehavior(.basedOnSize)
      """)
    #expect(both.axes == .both)
    #expect(both.indicators == .hidden)
    #expect(both.target == .paging)
    #expect(both.contentMargins == EdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
    #expect(both.clipsContent == false)
    #expect(both.anchor == .bottom)
    #expect(both.bounce == .basedOnSize)
    let shelf = try scroll(
      """
      ScrollView(.horizontal) { HStack { Text("a") } }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.never)
        .contentMargins(16)
      """)
    #expect(shelf.axes == .horizontal)
    // `.automatic` limits a gesture to one page on an iPhone (a compact width).
    #expect(shelf.target == .viewAligned(limitedToOnePage: true))
    #expect(shelf.indicators == .never)
    #expect(shelf.contentMargins == EdgeInsets(.all, 16))
    let free = try scroll(
      """
      ScrollView(.horizontal) { Text("a") }
        .scrollTargetBehavior(.viewAligned(limitBehavior: .never))
        .contentMargins(8, for: .scrollIndicators)
      """)
    #expect(free.target == .viewAligned(limitedToOnePage: false))
    // Margins for the indicators only move the indicators.
    #expect(free.contentMargins == EdgeInsets())
    // A modifier on a container reaches the scroll views inside it, as the environment does.
    let inside = try scroll(
      "VStack { ScrollView(.horizontal) { Text(\"a\") } }.scrollTargetBehavior(.paging)")
    #expect(inside.target == .paging)
  }

  /// The modifier `name` written in `body` (of a view `V`), ready for `ScrollReader`.
  private func modifier(_ name: String, in body: String) throws -> (ScrollReader, ViewNode.Modifier)
  {
    let source = "struct V: View { var body: some View { \(body) } }"
    let set = SourceSet([("S.swift", Array(source.utf8))])
    let session = ImportSession(sources: set, live: LiveContext(sources: set))
    final class Finder: SyntaxVisitor {
      let name: String
      var found: FunctionCallExprSyntax?
      init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil,
          node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
        {
          found = node
        }
        return .visitChildren
      }
    }
    let finder = Finder(name)
    finder.walk(try #require(set.files.first).tree)
    let call = try #require(finder.found)
    let split = ViewCall(ExprSyntax(call))
    let written = try #require(split.modifiers.last)
    return (
      ScrollReader(importer: session),
      ViewNode.Modifier(call: written, bindings: session.rootBindings, file: 0)
    )
  }

  @Test func containerRelativeFramesByCountSpanAndClosure() throws {
    let (reader, counted) = try modifier(
      "containerRelativeFrame",
      in:
        "Text(\"a\").containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading)"
    )
    let frame = try #require(reader.containerRelativeFrame(counted))
    #expect(
      frame
        == ContainerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 10, alignment: .leading))
    // (393 − 2·10) / 3 · 2 + 10 = 258.67 on a 393 pt container.
    #expect(abs(frame.length(in: 393) - ((393 - 20) / 3 * 2 + 10)) < 1e-9)
    // The closure form, a plain function of the length: 0.8 · L is 4 of 5 shares.
    let (_, closure) = try modifier(
      "containerRelativeFrame",
      in: "Text(\"a\").containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }")
    let share = try #require(reader.containerRelativeFrame(closure))
    #expect(share.count == 5 && share.span == 4 && share.spacing == 0)
    #expect(abs(share.length(in: 400) - 320) < 1e-9)
    // (L − 16) / 2: half the container less 8 pt a side is a count of 2 with 16 pt spacing.
    let (_, spaced) = try modifier(
      "containerRelativeFrame",
      in: "Text(\"a\").containerRelativeFrame(.horizontal) { length, axis in (length - 16) / 2 }")
    let half = try #require(reader.containerRelativeFrame(spaced))
    #expect(abs(half.length(in: 400) - 192) < 1e-9)
    #expect(half.count == 2 && half.span == 1 && half.spacing == 16)
  }

  @Test func scrollTransitionsAreTheClosureAtThreePhases() throws {
    let (reader, written) = try modifier(
      "scrollTransition",
      in: """
        Text("a").scrollTransition(axis: .horizontal) { content, phase in
          content
            .opacity(phase.isIdentity ? 1 : 0.3)
            .scaleEffect(1 - abs(phase.value) * 0.2)
            .offset(y: phase.value * 10)
            .rotationEffect(.degrees(phase.value * 15))
            .blur(radius: phase.isIdentity ? 0 : 2)
        }
        """)
    let transition = try #require(reader.scrollTransition(written))
    #expect(transition.axis == .horizontal)
    #expect(transition.identity == .identity)
    #expect(
      transition.topLeading
        == VisualEffect(opacity: 0.3, scale: 0.8, offsetX: 0, offsetY: -10, rotation: -15, blur: 2))
    #expect(
      transition.bottomTrailing
        == VisualEffect(opacity: 0.3, scale: 0.8, offsetX: 0, offsetY: 10, rotation: 15, blur: 2))
    // Half way to the leading edge the engine blends them.
    #expect(abs(transition.effect(at: -0.5).opacity - 0.65) < 1e-9)
  }
}
