import DisplayList
import NavGeometry
import ScreenModel
import ScrollPhysics

/// One row moved sideways to show its swipe actions (issue 41; docs/chrome.md "Swipe
/// actions"): a horizontal scroller of its own, whose offset is how far the row's content has
/// moved away from the edge whose actions show. It is the scroll views' physics (the finger
/// 1:1, the rubber band past the end, the projected release and the critically damped settle
/// on a target: closed at 0, open at the buttons' width), not a second spring.
public struct RowSwipe: Sendable {
  /// What happens once the row has come to rest.
  enum Ending: Sendable, Equatable {
    /// Nothing: it rests open or closed.
    case none
    /// Action `index` runs once the row has slid away (a destructive one: then the row goes).
    case runAfterSlide(Int)
  }

  /// The row (its index in the list).
  public let row: Int
  /// Which edge's actions show.
  public let edge: SwipeEdge
  /// The buttons' geometry for this row.
  public let layout: SwipeActionsLayout
  /// The row's offset away from `edge` (≥ 0 but for the rubber band), its physics.
  public internal(set) var scroller: Scroller
  /// The swipe is past the full-swipe threshold: the first action covers the revealed width
  /// and runs on release.
  public internal(set) var isFullSwipe = false
  var ending = Ending.none
  /// How far the finger moves it 1:1: across the row when a full swipe is allowed, else to
  /// the open width (the rubber band beyond).
  let extent: Double

  /// A closed row `row` whose `edge` shows `actions`, on a row `width` wide.
  init(
    row: Int, edge: SwipeEdge, actions: SwipeActions, width: Double,
    configuration: ScrollerConfiguration
  ) {
    self.row = row
    self.edge = edge
    var widest = 0.0
    for action in actions.actions {
      widest = max(widest, RowSwipe.titleWidth(action.title))
    }
    layout = SwipeActionsLayout(rowWidth: width, count: actions.actions.count, widestTitle: widest)
    // A full swipe may carry the row across; otherwise the band starts at the open width.
    extent = actions.allowsFullSwipe ? width : layout.openWidth
    scroller = Scroller(
      configuration: configuration, viewportHeight: width, contentHeight: width + extent)
    scroller.targets = RowSwipe.restingPlaces(layout)
  }

  /// Back to resting open or closed after an action aimed it elsewhere (a finger caught it).
  mutating func restOpenOrClosed() {
    scroller.setContentHeight(layout.rowWidth + extent)
    scroller.targets = RowSwipe.restingPlaces(layout)
  }

  /// Closed or open: where a release comes to rest, from its projection (the nearest).
  static func restingPlaces(_ layout: SwipeActionsLayout) -> ScrollTargets {
    .positions([0, layout.openWidth], pageLimit: nil)
  }

  /// The estimated width of a button's title (15 pt medium): the layout dump's text estimate.
  static func titleWidth(_ title: String) -> Double {
    var ems = 0.0
    for character in title { ems += TextWrapping.em(character) }
    return ems * SwipeActionsLayout.titleSize * DisplayList.weightFactor(.medium)
  }

  /// How far the row's content has moved away from its edge.
  public var revealed: Double { max(0, scroller.offset) }

  /// The content's horizontal shift: left (negative) for trailing actions.
  public var contentShift: Double { edge == .trailing ? -scroller.offset : scroller.offset }

  /// Whether it rests open (every button shown).
  public var isOpen: Bool {
    scroller.phase == .idle && abs(scroller.offset - layout.openWidth) < 0.5 && ending == .none
  }

  /// Whether it rests closed.
  public var isClosed: Bool { scroller.phase == .idle && abs(scroller.offset) < 1e-6 }

  /// The trace's word for it.
  public var stateName: String {
    if case .runAfterSlide = ending { return "removing" }
    if isFullSwipe && scroller.phase == .dragging { return "full" }
    switch scroller.phase {
    case .dragging: return "dragging"
    case .idle: return isClosed ? "closed" : isOpen ? "open" : "resting"
    default: return scroller.velocity < 0 ? "closing" : "opening"
    }
  }
}

/// The rows of a screen moved sideways: the one the finger last swiped, and any still
/// closing; only one row is open at a time (a swipe on another, or a touch elsewhere, closes it).
public struct RowSwipes: Sendable {
  public internal(set) var rows: [RowSwipe] = []

  public init() {}

  /// The swipe of `row`, if it has moved.
  public func swipe(_ row: Int) -> RowSwipe? {
    for swipe in rows where swipe.row == row { return swipe }
    return nil
  }

  /// The index of `row`'s swipe in ``rows``.
  func index(_ row: Int) -> Int? { rows.firstIndex { $0.row == row } }

  /// The row that is open or on its way (not closed, nor closing by itself); nil when none.
  public var active: RowSwipe? { rows.last { !$0.isClosed } }

  var isAtRest: Bool {
    for swipe in rows where swipe.scroller.phase != .idle || swipe.ending != .none { return false }
    return true
  }

  /// Moves every row to `time`, in place; rows back at rest closed are forgotten.
  mutating func advance(to time: Double) {
    for index in rows.indices where rows[index].scroller.phase != .idle {
      rows[index].scroller.advance(to: time)
    }
    if rows.contains(where: { $0.isClosed && $0.ending == .none }) {
      rows.removeAll { $0.isClosed && $0.ending == .none }
    }
  }

  /// Springs every row but `except` closed (a touch elsewhere, another row swiped).
  mutating func closeAll(except row: Int? = nil, time: Double) {
    for index in rows.indices where rows[index].row != row && rows[index].ending == .none {
      rows[index].restOpenOrClosed()
      rows[index].scroller.settle(to: 0, time: time)
    }
  }
}
