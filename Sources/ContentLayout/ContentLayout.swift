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
    let size = engine.place(node, proposal, at: Point(x: 0, y: 0), LayoutContext(), into: &elements)
    return LaidOutContent(size: size, elements: elements, nodes: engine.named.nodes)
  }

  /// The size `node` chooses for `proposal`, without placing anything.
  public static func size(
    of node: ContentNode, proposal: ProposedSize, in environment: LayoutEnvironment
  ) -> Size {
    LayoutEngine(environment: environment).size(node, proposal, LayoutContext())
  }
}
