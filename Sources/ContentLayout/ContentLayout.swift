import NavGeometry
import ScreenModel

/// SwiftUI's layout, for ``ContentNode`` trees: the parent proposes a size, the child chooses
/// its own, the parent places it (WWDC19 "Building Custom Views with SwiftUI"; WWDC22 "Compose
/// custom layouts with SwiftUI"). Pure and deterministic; docs/layout.md lists each rule with
/// its source.
///
/// ```swift
/// let content = ContentNode.vstack(alignment: .leading) {
///   ContentNode.text("Cellular Data", font: .headline)
///   ContentNode.text("Use cellular data for apps.", font: .footnote)
/// }.padding()
/// let laidOut = ContentLayout.layout(
///   content, proposal: ProposedSize(width: 393, height: nil), in: LayoutEnvironment())
/// ```
public enum ContentLayout {
  /// `node` laid out in `proposal`: its size and what to draw, in its own coordinates.
  public static func layout(
    _ node: ContentNode, proposal: ProposedSize, in environment: LayoutEnvironment
  ) -> LaidOutContent {
    let engine = LayoutEngine(environment: environment)
    var elements: [PlacedElement] = []
    let size = engine.place(
      node, proposal, at: Point(x: 0, y: 0), rootContext(proposal, environment), into: &elements)
    var scrollViews = engine.recorder.scrollViews
    let transitions = engine.recorder.transitions
    for index in scrollViews.indices {
      let range = scrollViews[index].elements
      scrollViews[index].spans = ElementSpans.group(
        elements, range.lowerBound + 1..<range.upperBound - 1,
        along: scrollViews[index].axes.primary, scrollViews: scrollViews,
        transitions: transitions)
    }
    let spans =
      scrollViews.isEmpty
      ? ElementSpans()
      : ElementSpans.group(
        elements, 0..<elements.count, along: .vertical, scrollViews: scrollViews,
        transitions: transitions)
    return LaidOutContent(
      size: size, elements: elements, scrollViews: scrollViews, transitions: transitions,
      spans: spans, nodes: engine.named.nodes)
  }

  /// The context at the root: the container a `.containerRelativeFrame` outside any scroll
  /// view measures is the environment's (the screen's content area), else the proposal.
  static func rootContext(_ proposal: ProposedSize, _ environment: LayoutEnvironment)
    -> LayoutContext
  {
    var context = LayoutContext()
    context.container =
      environment.containerSize
      ?? Size(
        width: proposal.width.flatMap { $0.isFinite ? $0 : nil } ?? 0,
        height: proposal.height.flatMap { $0.isFinite ? $0 : nil } ?? 0)
    return context
  }

  /// The size `node` chooses for `proposal`, without placing anything.
  public static func size(
    of node: ContentNode, proposal: ProposedSize, in environment: LayoutEnvironment
  ) -> Size {
    LayoutEngine(environment: environment).size(
      node, proposal, rootContext(proposal, environment))
  }
}
