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

  static let transitions = """
    import SwiftUI

    struct Shelf: View {
      @State private var fade = 0.4

      var body: some View {
        NavigationStack {
          ScrollView {
            VStack {
              ScrollView(.horizontal) {
                HStack {
                  ForEach(0..<2) { index in
                    Text("trailing")
                      .scrollTransition { content, phase in
                        content
                          .opacity(phase.isIdentity ? 1 : fade)
                          .scaleEffect(phase.isIdentity ? 1 : 0.9)
                      }
                  }
                  Text("configured")
                    .scrollTransition(.animated(.easeInOut(duration: 0.2)), axis: .horizontal) {
                      content, phase in
                      content.scaleEffect(phase.isIdentity ? 1 : 0.8)
                    }
                  Text("labelled")
                    .scrollTransition(
                      transition: { content, phase in content.offset(x: phase.value * 20) })
                  Text("edges")
                    .scrollTransition(
                      topLeading: .identity, bottomTrailing: .interactive, axis: .horizontal
                    ) {
                      $0.blur(radius: $1.isIdentity ? 0 : 4)
                    }
                  Text("still")
                    .scrollTransition(.identity) { content, phase in content.opacity(0.5) }
                  Text("bouncy")
                    .scrollTransition(.animated.threshold(.visible(0.9))) { content, phase in
                      content.opacity(phase.isIdentity ? 1 : 0.5)
                    }
                  Text("snappy")
                    .scrollTransition(ScrollTransitionConfiguration.animated(.snappy)) {
                      content, phase in
                      content.opacity(phase.isIdentity ? 1 : 0.5)
                    }
                }
              }
              Button("Fade more") { fade = 0.1 }
            }
          }
        }
      }
    }
    """

  /// The scroll transitions in `scene`'s content, in drawing order.
  static func transitions(_ scene: ScreenSpec?) -> [ScrollTransition] {
    (scene?.content?.flattened ?? []).compactMap {
      if case .modified(_, .scrollTransition(let transition)) = $0 { return transition }
      return nil
    }
  }

  @Test func scrollTransitionsInTrailingAndLabelledForms() throws {
    let result = importSource(Self.transitions)
    #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
    let found = Self.transitions(result.scene)
    try #require(found.count == 8)
    // A trailing closure in a ForEach, reading the view's state.
    let faded = VisualEffect(opacity: 0.4, scale: 0.9)
    #expect(
      found[0] == ScrollTransition(topLeading: faded, identity: .identity, bottomTrailing: faded))
    #expect(found[1] == found[0])
    // A configuration with its curve, and an axis.
    #expect(found[2].mode == .animated(.easeInOut(0.2)))
    #expect(found[2].axis == .horizontal)
    #expect(found[2].topLeading == VisualEffect(scale: 0.8))
    // The closure labelled `transition:`; the phase's value moves it −20 and +20 pt.
    #expect(found[3].topLeading == VisualEffect(offsetX: -20))
    #expect(found[3].bottomTrailing == VisualEffect(offsetX: 20))
    // One configuration an edge: the `.identity` edge has no effect, the other is interactive.
    #expect(found[4].mode == .interactive)
    #expect(found[4].topLeading == .identity)
    #expect(found[4].bottomTrailing == VisualEffect(blur: 4))
    #expect(found[5].mode == .identity)
    // `.animated` alone is `.bouncy` (Apple's default), through a threshold; a named spring.
    #expect(found[6].mode == .animated(.bouncy))
    #expect(found[7].mode == .animated(.snappy))
  }

  @Test func aLiveChangeReevaluatesTheTransitionClosure() throws {
    let session = LiveSession([("Shelf.swift", Array(Self.transitions.utf8))])
    #expect(session.errors.isEmpty)
    let first = try #require(session.respond(to: LiveRequest(time: 0)).scene)
    #expect(Self.transitions(first).first?.topLeading.opacity == 0.4)
    let button = try #require(
      ComputedColorImportTests.action(of: "Fade more", in: first.content?.flattened ?? []))
    let answer = session.respond(to: LiveRequest(time: 0.1, events: [.tap(button)]))
    let scene = try #require(answer.scene)
    let faded = Self.transitions(scene)
    #expect(faded.count == 8)
    #expect(faded.prefix(2).allSatisfy { $0.topLeading == VisualEffect(opacity: 0.1, scale: 0.9) })
    #expect(faded[3] == Self.transitions(first)[3])
  }

  @Test func theCarouselsExampleImportsWithoutAWarning() throws {
    let path = repositoryRoot + "/Examples/SwiftUI/Carousels.swift"
    let result = SwiftUIImporter.run([("Carousels.swift", try SourceFiles.read(path))])
    #expect(result.diagnostics.filter { $0.severity != .note }.isEmpty, "\(result.diagnostics)")
    let nodes = try #require(result.scene?.content).flattened
    let scrolls = nodes.compactMap {
      if case .scroll(let scroll) = $0 { return scroll }
      return nil
    }
    try #require(scrolls.count == 2)
    #expect(scrolls[0].axes == .horizontal && scrolls[0].target == .paging)
    #expect(scrolls[0].indicators == .hidden)
    #expect(scrolls[1].axes == .horizontal)
    #expect(scrolls[1].target == .viewAligned(limitedToOnePage: true))
    #expect(scrolls[1].contentMargins == EdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    // The pages' and the cards' colours, from the two `[Color]` arrays.
    let pages: [SemanticColor] = [.indigo, .teal, .orange, .pink, .green]
    let cards: [SemanticColor] = [.orange, .pink, .green, .indigo, .teal, .orange, .pink, .green]
    #expect(ComputedColorImportTests.fills(nodes) == (pages + cards).map(ColorValue.semantic))
    let modifiers = nodes.compactMap {
      if case .modified(_, let modifier) = $0 { return modifier }
      return nil
    }
    #expect(
      modifiers.filter { $0 == .containerRelativeFrame(ContainerRelativeFrame(.horizontal)) }.count
        == 5)
    #expect(modifiers.filter { $0 == .scrollTargetLayout }.count == 1)
    let faded = VisualEffect(opacity: 0.4, scale: 0.9)
    #expect(
      Self.transitions(result.scene)
        == Array(
          repeating: ScrollTransition(topLeading: faded, bottomTrailing: faded), count: 8))
  }

  @Test func aTransitionWithoutItsClosureIsOneWarningNamingIt() throws {
    let result = importSource(
      """
      struct V: View {
        var body: some View {
          ScrollView {
            VStack {
              Text("a").scrollTransition(.animated)
              Text("b").scrollTransition { content in content }
            }
          }
        }
      }
      """)
    let warnings = result.diagnostics.filter { $0.severity == .warning }
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.first?.line == 5)
    #expect(
      warnings.first?.message.hasPrefix(".scrollTransition(.animated) has no transition closure")
        == true)
    #expect(warnings.last?.line == 6)
    #expect(warnings.last?.message.contains("{ content, phase in") == true)
    #expect(Self.transitions(result.scene).isEmpty)
  }
}
