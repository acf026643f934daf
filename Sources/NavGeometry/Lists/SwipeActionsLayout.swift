/// Where a swiped row's action buttons sit and when a swipe is a full swipe (issue 41;
/// docs/chrome.md "Swipe actions"). Pure geometry along the row's width: `revealed` is how far
/// the row's content has moved away from the edge whose actions show (always ≥ 0).
///
/// Numbers from SwipeCellKit (SwipeCellKit/SwipeCellKit, which imitates Mail; our reading of
/// `SwipeActionsView`, `SwipeExpansionStyle` and `SwipeTransitionLayout`):
/// - every button is as wide as the widest one needs (its title plus 8 pt each side), at
///   least 74 pt, at most (W − 30) / n;
/// - the row opens to n × that width;
/// - a swipe is full (the first, outermost action runs on release) once the row has moved
///   past its open width and either past W − 30 pt (at least 20 pt beyond the open width) or
///   with the finger past 80 % of the row's width from the actions' edge;
/// - while the row moves, the revealed width is shared equally by the buttons (SwipeCellKit's
///   default `border` transition), each drawn from its inner edge; at a full swipe the first
///   button covers the whole revealed width.
///
/// ```swift
/// let layout = SwipeActionsLayout(rowWidth: 353, count: 2, widestTitle: 44)
/// layout.buttonWidth   // 74
/// layout.openWidth     // 148
/// layout.fullSwipeOffset  // 323
/// ```
public struct SwipeActionsLayout: Sendable, Equatable {
  /// The narrowest a button is (SwipeCellKit `addButtons`: `min(maximum, 74)`).
  public static let minimumButtonWidth = 74.0
  /// Space either side of a button's title (SwipeCellKit `buttonPadding`, 8).
  public static let buttonPadding = 8.0
  /// A full swipe needs the row within this of the far edge (SwipeCellKit's destructive
  /// expansion target, `.edgeInset(30)`); it also bounds each button to (W − 30) / n.
  public static let fullSwipeEdgeInset = 30.0
  /// …and at least this far past the open width (`minimumTargetOverscroll`, 20).
  public static let minimumOverscroll = 20.0
  /// Or the finger past this fraction of the row, from the actions' edge (`touchThreshold`).
  public static let touchThreshold = 0.8
  /// A button's title: 15 pt medium, white (SwipeCellKit `SwipeActionButton`).
  public static let titleSize = 15.0

  /// The row's width.
  public var rowWidth: Double
  /// How many buttons.
  public var count: Int
  /// Each button's width at rest, open.
  public var buttonWidth: Double

  /// `count` buttons on a row `rowWidth` wide whose widest title is `widestTitle` points.
  public init(rowWidth: Double, count: Int, widestTitle: Double) {
    self.rowWidth = max(0, rowWidth.isFinite ? rowWidth : 0)
    self.count = max(0, count)
    let maximum = (self.rowWidth - Self.fullSwipeEdgeInset) / Double(max(1, self.count))
    let wanted = (widestTitle.isFinite ? max(0, widestTitle) : 0) + 2 * Self.buttonPadding
    buttonWidth = max(0, min(maximum, max(Self.minimumButtonWidth, wanted)))
  }

  /// How far the row moves to show every button.
  public var openWidth: Double { buttonWidth * Double(count) }

  /// Past this offset a swipe is full: W − 30, at least the open width plus 20.
  public var fullSwipeOffset: Double {
    max(openWidth + Self.minimumOverscroll, rowWidth - Self.fullSwipeEdgeInset)
  }

  /// Whether a row moved `revealed` with the finger `fingerFromEdge` points from the actions'
  /// edge of the row is a full swipe.
  public func isFullSwipe(revealed: Double, fingerFromEdge: Double) -> Bool {
    guard count > 0, revealed > openWidth else { return false }
    return revealed > fullSwipeOffset || fingerFromEdge > Self.touchThreshold * rowWidth
  }

  /// Button `index` (0 the first, outermost) with the row moved `revealed`: its slot, from
  /// the actions' edge (`start` its distance from the edge, `width` its extent), and the
  /// distance from the edge of the inner edge its title is drawn from. At a full swipe the first
  /// button covers the whole revealed width and the others none.
  public func slot(_ index: Int, revealed: Double, fullSwipe: Bool)
    -> (start: Double, width: Double)
  {
    let shown = max(0, revealed)
    guard count > 0, index >= 0, index < count else { return (0, 0) }
    if fullSwipe { return index == 0 ? (0, shown) : (shown, 0) }
    let share = shown / Double(count)
    return (share * Double(index), share)
  }
}
