import ScrollPhysics

/// What the pointer is doing between its down and its up.
struct Gesture: Sendable {
  enum Target: Sendable, Equatable {
    case none
    /// Drives the top screen's scroller.
    case scroll
    /// Started at the left edge of a pushed screen: may become an interactive pop.
    case edgeSwipe
    /// Pressed during an animated transition: ignored until released.
    case ignored
  }

  var target: Target = .none
  var startX = 0.0
  var startY = 0.0
  var lastX = 0.0
  var lastY = 0.0
  /// The down caught moving content (a fling): its up is not a tap.
  var caughtMotion = false
  /// The pointer moved further than a tap allows.
  var moved = false
  /// Horizontal velocity of an edge swipe.
  var horizontal = VelocityTracker()

  /// Movement that still counts as a tap (UIKit's tap tolerance is about 10 pt).
  static let tapSlop = 10.0
  /// Width of the left-edge strip that starts an interactive pop (eyeballed on iOS 17).
  static let edgeWidth = 24.0
}
