/// What a `Scroller` is doing, with everything needed to evaluate it in closed form.
enum ScrollerMotion: Sendable, Equatable {
  /// At rest.
  case idle
  /// Pointer down on resting content, not yet moved past the pan slop.
  case pressed(startY: Double)
  /// Content follows the pointer: unbanded offset = `anchorOffset + (anchorY − y)`.
  case dragging(anchorY: Double, anchorOffset: Double)
  /// Content glides through precise wheel deltas; coasts once a glide ends with no new event.
  case wheeling(WheelGlide)
  /// Momentum.
  case decelerating(DecayCurve)
  /// Spring back to an edge.
  case bouncing(EdgeBounce)
  /// Timed eased scroll; `snapsWhenDone` lets a user-driven glide (wheel notches) end with a
  /// snap out of the snap zone, which programmatic scrolls and the snap itself do not.
  case animating(ScrollAnimation, snapsWhenDone: Bool)

  /// The public phase this motion shows as.
  var phase: ScrollPhase {
    switch self {
    case .idle, .pressed: .idle
    case .dragging, .wheeling: .dragging
    case .decelerating: .decelerating
    case .bouncing(let bounce): bounce.settlesOnTarget ? .decelerating : .bouncing
    case .animating: .animating
    }
  }
}

/// A bounce spring anchored at an edge, with its two possible ends precomputed once (the
/// settle time is a grid search, so it is not redone per frame).
struct EdgeBounce: Sendable, Equatable {
  /// The offset the spring pulls towards (0 or maxOffset when it started).
  var edge: Double
  /// Displacement is `offset − edge`.
  var spring: BounceSpring
  /// Absolute time the spring crosses the edge inwards, if it does.
  var crossingTime: Double?
  /// Absolute time the spring has settled within tolerance.
  var settleTime: Double
  /// For momentum running into the edge (`Scroller.startImpact`): when the outbound spring
  /// turns around, and the return spring takes over. Nil for an ordinary bounce.
  var turnTime: Double? = nil
  /// A spring to a target (a page, a view-aligned position) inside the content, not to an
  /// edge: it shows as decelerating, as UIKit's paging scroll views do.
  var settlesOnTarget = false

  /// Whether the spring crosses the edge inwards before it settles: then deceleration inside
  /// the content takes over at `crossingTime`.
  var handsOverToDeceleration: Bool {
    guard let crossingTime else { return false }
    return crossingTime < settleTime
  }
}
