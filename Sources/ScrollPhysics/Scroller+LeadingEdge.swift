// Moving the top edge: a refresh control holds the content down while it refreshes.

extension Scroller {
  /// Moves the top edge to `edge` (≤ 0, at most half the viewport) at `time`: the content
  /// rests at `edge` instead of 0, as a `UIRefreshControl` grows the scroll view's top inset
  /// while it refreshes.
  ///
  /// A drag in progress keeps its visible offset (the finger's anchor moves with the band), a
  /// bounce heads for the new edge with its current velocity, and resting content that the
  /// new edge leaves out of bounds springs back to it: moving the edge from −60 back to 0 is
  /// the spring back after a refresh.
  public mutating func setLeadingEdge(_ edge: Double, time: Double) {
    guard edge.isFinite, let t = acceptInputTime(time) else { return }
    let edge = Swift.min(0, Swift.max(edge, -viewportHeight / 2))
    guard edge != leadingEdge else { return }
    switch motion {
    case .dragging(let anchorY, let anchorOffset):
      let before = unbanded(offset)
      leadingEdge = edge
      motion = .dragging(anchorY: anchorY, anchorOffset: anchorOffset + unbanded(offset) - before)
    case .bouncing(let bounce) where bounce.edge <= 0:
      leadingEdge = edge
      if let target = violatedEdge(offset) {
        startBounce(toward: target, velocity: velocity, at: t)
      } else if bounce.edge < edge {
        // Heading for a spot the new edge leaves out of bounds: head for the edge instead.
        startBounce(toward: edge, velocity: velocity, at: t)
      }
    case .idle:
      leadingEdge = edge
      if let target = violatedEdge(offset) { startBounce(toward: target, velocity: 0, at: t) }
    default:
      leadingEdge = edge
    }
  }
}
