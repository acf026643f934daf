import NavGeometry
import ScrollPhysics

/// A sheet's top edge over time (issue 40): resting, following a finger, animating in or out
/// over 500 ms, or settling on a detent with a critically damped spring that starts from the
/// release velocity. The sheet's own scroller: a value, advanced with the engine's clock.
struct SheetMotion: Sendable, Equatable {
  enum Mode: Sendable, Equatable {
    case rest
    /// A finger moves it (``drag(to:time:)``).
    case drag
    /// Presenting or dismissing: `from` → `to` over ``SheetLayout/presentDuration``.
    case curve(from: Double, to: Double, start: Double)
    /// Settling on `target` from a release.
    case spring(BounceSpring, target: Double)
  }

  /// The present and dismiss curve: an ease-out close to Flutter's
  /// `fastEaseInToSlowEaseOut`, which is a three-point cubic one Bézier cannot carry
  /// (docs/chrome.md "Sheets").
  static let curve = CubicBezier(0.32, 0.72, 0, 1)
  /// The settling spring's stiffness: the scroll targets' (ζ = 1, so it never swings back
  /// across its detent; docs/scrolling.md).
  static let stiffness = 300.0

  private(set) var top: Double
  /// Points per second, positive down.
  private(set) var velocity = 0.0
  private(set) var mode = Mode.rest

  init(top: Double) {
    self.top = top
  }

  var isAtRest: Bool { mode == .rest }

  /// Where it is heading: the curve's or the spring's end, else where it is.
  var destination: Double {
    switch mode {
    case .curve(_, let to, _): to
    case .spring(_, let target): target
    case .rest, .drag: top
    }
  }

  /// Animates from where it is to `target` along the present curve.
  mutating func animate(to target: Double, time: Double) {
    mode = .curve(from: top, to: target, start: time)
    velocity = 0
  }

  /// A finger holds it: it stops where it is.
  mutating func catchAt(time: Double) {
    advance(to: time)
    mode = .drag
    velocity = 0
  }

  /// A finger puts it at `top`.
  mutating func drag(to top: Double) {
    mode = .drag
    self.top = top
  }

  /// Released at `velocity` (pt/s, positive down): springs to `target`.
  mutating func settle(to target: Double, velocity: Double, time: Double) {
    let spring = BounceSpring(
      displacement: top - target, velocity: velocity, startTime: time,
      stiffness: Self.stiffness, dampingRatio: 1)
    mode = .spring(spring, target: target)
    self.velocity = velocity
    advance(to: time)
  }

  /// Moves to `time`; a finished curve or a settled spring comes to rest on its end.
  mutating func advance(to time: Double) {
    switch mode {
    case .rest, .drag:
      return
    case .curve(let from, let to, let start):
      let linear = min(max((time - start) / SheetLayout.presentDuration, 0), 1)
      top = from + (to - from) * Self.curve(linear)
      if linear >= 1 {
        top = to
        mode = .rest
      }
    case .spring(let spring, let target):
      let displacement = spring.displacement(at: time)
      velocity = spring.velocity(at: time)
      top = target + displacement
      if abs(displacement) < 0.5 && abs(velocity) < 10 {
        top = target
        velocity = 0
        mode = .rest
      }
    }
  }
}
