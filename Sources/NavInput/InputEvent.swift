import NavGeometry

/// Everything that can happen to the engine, from the window or from a script.
/// Coordinates are points inside the phone viewport.
public enum InputEvent: Sendable, Equatable {
  case pointerDown(x: Double, y: Double)
  case pointerMove(x: Double, y: Double)
  case pointerUp(x: Double, y: Double)
  /// The pointer left the app mid-gesture (focus lost): end any drag without a fling.
  case pointerCancel
  /// Wheel units as SDL reports them: positive `dy` scrolls towards the top of the content,
  /// positive `dx` towards its trailing end (SDL: "positive to the right"; shift turns a
  /// vertical wheel into `dx = −dy`). `at`: the pointer's position, which picks the scroll
  /// view under it (issue 37); nil: the screen's own scroll view takes `dy`, as before.
  case wheel(dx: Double = 0, dy: Double, precise: Bool, flipped: Bool, at: Point? = nil)
  case key(KeyChord)
  /// Starts a fling at `velocity` pt/s in offset direction.
  case fling(velocity: Double)
  /// A programmatic scroll, clamped to the content bounds.
  case scrollTo(offset: Double, animated: Bool)
}
