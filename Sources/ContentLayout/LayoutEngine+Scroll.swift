import NavGeometry
import ScreenModel

extension LayoutEngine {
  /// A `ScrollView`: its content is offered an unspecified length along the axis (so it takes
  /// its ideal length, SwiftUI docs: "the scroll view proposes an unlimited size along its
  /// axis") and the scroll view's width across it; the scroll view takes what it is offered
  /// (its content's size where the offer is unspecified or unbounded). Content narrower than the
  /// scroll view across the axis is centred, as SwiftUI's scroll views centre it. The content
  /// is shown from its start (a scroll offset is the screen's business).
  func arrangeScroll(
    _ axis: Axis, _ content: ContentNode, _ proposal: ProposedSize, _ context: LayoutContext
  ) -> (size: Size, slots: [Slot]) {
    var inner = context
    inner.stackAxis = nil
    let cross = proposal.value(axis.other)
    let childProposal = ProposedSize.along(axis, nil, cross: cross)
    let contentSize = size(content, childProposal, inner)
    func taken(_ offered: Double?, _ own: Double) -> Double {
      guard let offered, offered.isFinite else { return own }
      return offered
    }
    let size = Size.along(
      axis, taken(proposal.value(axis), contentSize.value(axis)),
      cross: taken(cross, contentSize.value(axis.other)))
    let crossOffset = (size.value(axis.other) - contentSize.value(axis.other)) / 2
    let origin =
      axis == .vertical ? Point(x: crossOffset, y: 0) : Point(x: 0, y: crossOffset)
    return (size, [Slot(node: content, proposal: childProposal, origin: origin, context: inner)])
  }
}
