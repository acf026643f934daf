// Finger or mouse-button drags: press, pan slop, 1:1 tracking with rubber banding, release.

extension Scroller {
  /// Finger or mouse button down at viewport coordinate `y` (points, downwards) at `time`.
  ///
  /// Moving content (decelerating, bouncing, animating, coasting) is caught where it is at
  /// `time` and the drag starts at once; a caught fling lends the drag its momentum (see
  /// `CarriedMomentum`). Resting content waits until the pointer moved more than `panSlop`
  /// (docs/references.md: Flutter mouse pan slop 2).
  public mutating func touchDown(y: Double, time: Double) {
    guard y.isFinite, let t = acceptInputTime(time) else { return }
    wheelTracker.reset()
    var flingVelocity = 0.0
    switch motion {
    case .idle, .pressed:
      motion = .pressed(startY: y)
    case .decelerating:
      flingVelocity = velocity
      motion = .dragging(anchorY: y, anchorOffset: unbanded(offset))
    case .dragging, .wheeling, .bouncing, .animating:
      // Catch: the visible offset stays; the finger takes over from the unbanded offset that
      // produces it (inverse rubber band), so nothing jumps.
      motion = .dragging(anchorY: y, anchorOffset: unbanded(offset))
    }
    velocity = 0
    gestureStart = offset
    momentum.start(flingVelocity: flingVelocity, position: y, time: t)
    pointerTracker.reset()
    // Finger position in offset direction: moving the finger up (y decreasing) scrolls the
    // content up (offset increasing).
    pointerTracker.add(position: -y, time: t)
  }

  /// Pointer moved to `y` at `time`: content follows 1:1 inside the bounds and through the
  /// rubber band past them (docs/references.md "Rubber banding").
  ///
  /// The move that takes a press past `panSlop` already moves the content, by the distance
  /// beyond the slop, as UIKit's pan recognizer starts its translation at the slop's edge.
  public mutating func touchMove(y: Double, time: Double) {
    guard y.isFinite, let t = acceptInputTime(time) else { return }
    switch motion {
    case .pressed(let startY):
      pointerTracker.add(position: -y, time: t)
      let moved = y - startY
      guard abs(moved) > configuration.panSlop else { return }
      let slopEdge = startY + (moved > 0 ? configuration.panSlop : -configuration.panSlop)
      motion = .dragging(anchorY: slopEdge, anchorOffset: unbanded(offset))
      follow(y: y, time: t)
    case .dragging:
      pointerTracker.add(position: -y, time: t)
      follow(y: y, time: t)
    default:
      break
    }
  }

  /// Content position and velocity for a dragging pointer at `y`.
  private mutating func follow(y: Double, time t: Double) {
    guard case .dragging(let anchorY, let anchorOffset) = motion else { return }
    momentum.pointer(at: y, time: t)
    let fingerOffset = anchorOffset + (anchorY - y)
    offset = banded(fingerOffset)
    velocity = clampedVelocity(pointerTracker.velocity(atReleaseTime: t) * bandSlope(fingerOffset))
  }

  /// Pointer lifted at `time`, at `y` when the lift reports a position (a lift away from the
  /// last move counts as a last move). A drag ends with the tracked release velocity, plus any
  /// momentum carried from a caught fling, recorded in `lastReleaseVelocity` as the scroller
  /// uses it (clamped to ±`maxFlingVelocity`): a bounce if the content is pulled past an edge,
  /// a fling if faster than `minFlingVelocity`, otherwise rest (and a snap out of `snapZone`).
  public mutating func touchUp(y: Double? = nil, time: Double) {
    if let y, y.isFinite { touchMove(y: y, time: time) }
    guard let t = acceptInputTime(time) else { return }
    switch motion {
    case .pressed:
      pointerTracker.reset()
      comeToRest(at: t, allowSnap: true)
    case .dragging:
      let tracked = pointerTracker.velocity(atReleaseTime: t)
      pointerTracker.reset()
      let v = clampedVelocity(momentum.launchVelocity(forRelease: tracked, at: t))
      lastReleaseVelocity = v
      release(velocity: v, at: t)
      evaluate(at: t)
    default:
      break
    }
  }

  /// The system took the pointer away (e.g. the window lost focus): ends a drag like
  /// `touchUp` with zero velocity.
  public mutating func touchCancel(time: Double) {
    guard let t = acceptInputTime(time) else { return }
    switch motion {
    case .pressed:
      pointerTracker.reset()
      comeToRest(at: t, allowSnap: true)
    case .dragging:
      pointerTracker.reset()
      lastReleaseVelocity = 0
      release(velocity: 0, at: t)
      evaluate(at: t)
    default:
      break
    }
  }
}
