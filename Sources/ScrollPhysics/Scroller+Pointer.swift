// Finger or mouse-button drags: press, pan slop, 1:1 tracking with rubber banding, release.

extension Scroller {
  /// Finger or mouse button down at viewport coordinate `y` (points, downwards) at `time`.
  ///
  /// Moving content (decelerating, bouncing, animating, coasting) is caught where it is at
  /// `time` and the drag starts at once. Resting content waits until the pointer moved more
  /// than `panSlop` (REFERENCE: Flutter mouse pan slop 2).
  public mutating func touchDown(y: Double, time: Double) {
    guard y.isFinite, let t = acceptInputTime(time) else { return }
    wheelTracker.reset()
    switch motion {
    case .idle, .pressed:
      motion = .pressed(startY: y)
    case .dragging, .wheeling, .decelerating, .bouncing, .animating:
      // Catch: the visible offset stays; the finger takes over from the unbanded offset that
      // produces it (inverse rubber band), so nothing jumps.
      motion = .dragging(anchorY: y, anchorOffset: unbanded(offset))
    }
    velocity = 0
    pointerTracker.reset()
    // Finger position in offset direction: moving the finger up (y decreasing) scrolls the
    // content up (offset increasing).
    pointerTracker.add(position: -y, time: t)
  }

  /// Pointer moved to `y` at `time`: content follows 1:1 inside the bounds and through the
  /// rubber band past them (REFERENCE "Rubber banding").
  public mutating func touchMove(y: Double, time: Double) {
    guard y.isFinite, let t = acceptInputTime(time) else { return }
    switch motion {
    case .pressed(let startY):
      pointerTracker.add(position: -y, time: t)
      if abs(y - startY) > configuration.panSlop {
        // Anchor where the slop was exceeded, so the content does not jump by the slop.
        motion = .dragging(anchorY: y, anchorOffset: unbanded(offset))
        velocity = 0
      }
    case .dragging(let anchorY, let anchorOffset):
      pointerTracker.add(position: -y, time: t)
      let fingerOffset = anchorOffset + (anchorY - y)
      offset = banded(fingerOffset)
      velocity = pointerTracker.velocity(atReleaseTime: t) * bandSlope(fingerOffset)
    default:
      break
    }
  }

  /// Pointer lifted at `time`. A drag ends with the tracked release velocity (recorded in
  /// `lastReleaseVelocity`): a bounce if the content is pulled past an edge, a fling if faster
  /// than `minFlingVelocity`, otherwise rest (and a snap out of `snapZone`).
  public mutating func touchUp(time: Double) {
    guard let t = acceptInputTime(time) else { return }
    switch motion {
    case .pressed:
      pointerTracker.reset()
      comeToRest(at: t, allowSnap: true)
    case .dragging:
      let v = pointerTracker.velocity(atReleaseTime: t)
      pointerTracker.reset()
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
