import ContentLayout
import NavGeometry
import ScreenModel
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
    /// Came down on nested scroll views (issue 37): ``coordinator`` decides which one takes
    /// it; the screen's own scroller, when it wins, turns this into ``scroll``.
    case nested
    /// Came down on a presented sheet (issue 40): moves are split between the sheet and its
    /// list (``SheetPresentation/drag(by:inList:time:)``).
    case sheet
    /// A list row's swipe took the gesture (issue 41): it follows the finger sideways.
    case rowSwipe
  }

  /// A nested scroll view under the finger: where it is and how it scrolls.
  struct NestedLink: Sendable {
    var key: ScrollViewKey
    var view: LaidOutScrollView
    /// The scrollers caught at the down (it was moving): they have had their touchDown.
    var caughtX = false
    var caughtY = false
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
  /// The finger's vertical velocity over a whole sheet gesture: carried across the handoff
  /// between the sheet and its list.
  var vertical = VelocityTracker()
  /// A sheet gesture: on the sheet's list (not its bar), outside the sheet (a tap there
  /// dismisses), and whether the list took the last move.
  var sheetInList = false
  var sheetOutside = false
  var sheetListLast = false
  var sheetLastY = 0.0
  /// The nested scroll views under the finger, innermost first (``Target/nested``), whether the
  /// screen's own scroll view is behind them (content that scrolls with it) and was caught.
  var nested: [NestedLink] = []
  var rootInChain = false
  var rootCaught = false
  var coordinator = ScrollCoordinator()
  /// The nested scroll view that took the gesture (its index in ``nested``) and along which
  /// axes; nil while undecided or when the screen's own took it.
  var owner: (link: Int, axes: ScrollAxes)?
  /// The scroll view a stream of precise wheel deltas goes to (nil: the screen's own), and
  /// the time of its last event: the stream stays with it while it flows.
  var wheelLock: (target: (key: ScrollViewKey, view: LaidOutScrollView, axis: Axis)?, time: Double)?

  /// The list row with swipe actions under the down (its index and frame on screen): a
  /// candidate of the coordinator, a horizontal gesture inside the list (issue 41).
  var swipeRow: (index: Int, frame: Rect)?
  /// The row's swipe was moving at the down and was caught.
  var swipeCaught = false
  /// The down closed an open row elsewhere: its lift is not a tap (iOS: a touch away from an
  /// open row only closes it).
  var closedSwipe = false

  /// The coordinator's id for the row's swipe (nested scroll views are 0…, the list −1).
  static let rowSwipeID = -2

  /// Movement that still counts as a tap (UIKit's tap tolerance is about 10 pt).
  static let tapSlop = 10.0
  /// Width of the left-edge strip that starts an interactive pop (eyeballed on iOS 17).
  static let edgeWidth = 24.0
}
