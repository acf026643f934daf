/// What a `Scroller` is doing; raw values are written verbatim into CSV traces.
public enum ScrollPhase: String, Sendable, Equatable, CaseIterable {
  /// At rest (also while a press has not yet moved past the pan slop).
  case idle
  /// Content follows a finger, a mouse drag or a stream of precise (trackpad) wheel events.
  case dragging
  /// Momentum after a release: the closed-form `DecayCurve`.
  case decelerating
  /// Spring back towards an edge after overscrolling: `BounceSpring`.
  case bouncing
  /// A timed, eased programmatic scroll (scroll to top, wheel notch, snap).
  case animating
}
