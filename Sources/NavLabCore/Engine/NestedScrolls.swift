import ContentLayout
import NavGeometry
import ScreenModel
import ScrollPhysics

/// Which laid-out block of a screen a scroll view sits in: the scene's free content, the
/// pinned views, the header's content, the card's, the bar's principal view, or row `n`'s
/// content (rows share a layout per row of the pattern, but each row has its own scroll views).
public enum ContentBlockID: Hashable, Sendable, CustomStringConvertible {
  case content
  case pinned
  case header
  case card
  case principal
  /// `.safeAreaInset(edge: .bottom)`'s views (issue 41).
  case bottomInset
  case row(Int)

  /// How traces and the HUD name it: `content`, `row3`.
  public var description: String {
    switch self {
    case .content: "content"
    case .pinned: "pinned"
    case .header: "header"
    case .card: "card"
    case .principal: "principal"
    case .bottomInset: "bottomInset"
    case .row(let index): "row\(index)"
    }
  }
}

/// A nested scroll view of a screen: its block and its index in the block's
/// ``LaidOutContent/scrollViews``. Stable across a live program's new scenes of the same shape.
public struct ScrollViewKey: Hashable, Sendable, CustomStringConvertible {
  public var block: ContentBlockID
  public var index: Int

  public init(_ block: ContentBlockID, _ index: Int) {
    self.block = block
    self.index = index
  }

  /// `content#0`, `row3#1`.
  public var description: String { "\(block)#\(index)" }
}

/// One nested scroll view's motion: a ``Scroller`` per axis it scrolls along, each the same
/// physics as the screen's own list (decay, rubber band, bounce, wheel), with the scroll view's
/// targets (issue 37).
public struct NestedScrollState: Sendable {
  public var x: Scroller?
  public var y: Scroller?

  /// A scroll view at its resting offset, its scrollers sized to `view`.
  init(_ view: LaidOutScrollView, configuration: ScrollerConfiguration) {
    for axis in [Axis.horizontal, .vertical] where view.axes.contains(axis) {
      var scroller = Scroller(
        configuration: configuration, viewportHeight: view.length(axis),
        contentHeight: view.extent(axis))
      let resting = axis == .horizontal ? view.restingOffset.x : view.restingOffset.y
      if resting != 0 { scroller.scroll(to: resting, animated: false, time: 0) }
      scroller.targets = NestedScrollState.targets(view, axis)
      if axis == .horizontal { x = scroller } else { y = scroller }
    }
  }

  /// Where `view` rests along `axis`: pages of its length, its view-aligned targets (along its
  /// primary axis) limited to a page when asked, or anywhere.
  static func targets(_ view: LaidOutScrollView, _ axis: Axis) -> ScrollTargets {
    switch view.target {
    case .free: return .none
    case .paging: return .pages(length: view.length(axis))
    case .viewAligned(let limited):
      guard axis == view.axes.primary, !view.targets.isEmpty else { return .none }
      return .positions(view.targets, pageLimit: limited ? view.length(axis) : nil)
    }
  }

  /// The offset (x grows as content moves left, y as it moves up).
  public var offset: Point { Point(x: x?.offset ?? 0, y: y?.offset ?? 0) }

  /// What it is doing: dragging if either axis is, else decelerating, bouncing, animating.
  public var phase: ScrollPhase {
    let a = x?.phase ?? .idle
    let b = y?.phase ?? .idle
    if a == .dragging || b == .dragging { return .dragging }
    if a == .bouncing || b == .bouncing { return .bouncing }
    if a == .decelerating || b == .decelerating { return .decelerating }
    if a == .animating || b == .animating { return .animating }
    return .idle
  }

  public var isAtRest: Bool { (x?.phase ?? .idle) == .idle && (y?.phase ?? .idle) == .idle }

  mutating func advance(to time: Double) {
    x?.advance(to: time)
    y?.advance(to: time)
  }

  /// The scroller of `axis`, in place.
  mutating func withScroller(_ axis: Axis, _ body: (inout Scroller) -> Void) {
    if axis == .horizontal {
      if x != nil { body(&x!) }
    } else if y != nil {
      body(&y!)
    }
  }

  /// Follows a new layout of the same scroll view: new lengths and targets, motion kept.
  mutating func adapt(to view: LaidOutScrollView) {
    for axis in [Axis.horizontal, .vertical] {
      withScroller(axis) { scroller in
        scroller.setViewportHeight(view.length(axis))
        scroller.setContentHeight(view.extent(axis))
        scroller.targets = NestedScrollState.targets(view, axis)
      }
    }
  }
}

/// The nested scroll views of a screen that have moved, by key. A scroll view nobody touched
/// has no entry and shows its resting offset, so a screen of a thousand shelves costs nothing
/// until one moves.
public struct NestedScrolls: Sendable {
  public private(set) var states: [ScrollViewKey: NestedScrollState] = [:]

  public init() {}

  /// The state of `key`, made for `view` first if it has none.
  mutating func state(
    _ key: ScrollViewKey, _ view: LaidOutScrollView, configuration: ScrollerConfiguration
  ) -> NestedScrollState {
    if let state = states[key] { return state }
    let state = NestedScrollState(view, configuration: configuration)
    states[key] = state
    return state
  }

  /// Changes the state of `key` (made for `view` first if needed) in place.
  mutating func update(
    _ key: ScrollViewKey, _ view: LaidOutScrollView, configuration: ScrollerConfiguration,
    _ body: (inout NestedScrollState) -> Void
  ) {
    if states[key] == nil { states[key] = NestedScrollState(view, configuration: configuration) }
    body(&states[key]!)
  }

  /// The offset of `key`: its state's, or `view`'s resting offset.
  public func offset(_ key: ScrollViewKey, _ view: LaidOutScrollView) -> Point {
    states[key]?.offset ?? view.restingOffset
  }

  /// Runs every moving scroll view forward to `time`, in place (no allocation).
  mutating func advance(to time: Double) {
    // Indices walked by hand: `states.indices` would hold the storage and make the in-place
    // change below copy it.
    var index = states.startIndex
    while index != states.endIndex {
      if !states.values[index].isAtRest { states.values[index].advance(to: time) }
      states.formIndex(after: &index)
    }
  }

  /// Whether every nested scroll view is still.
  public var isAtRest: Bool { states.values.allSatisfy(\.isAtRest) }

  /// The states carried to a new layout (a live program's scene, a device change): each kept
  /// where its block still has a scroll view at its index with the same axes, adapted to it.
  mutating func adapt(to layout: (ContentBlockID) -> LaidOutContent?) {
    var kept: [ScrollViewKey: NestedScrollState] = [:]
    for (key, var state) in states {
      guard let content = layout(key.block), key.index < content.scrollViews.count else {
        continue
      }
      let view = content.scrollViews[key.index]
      guard (state.x != nil) == view.axes.contains(.horizontal),
        (state.y != nil) == view.axes.contains(.vertical)
      else { continue }
      state.adapt(to: view)
      kept[key] = state
    }
    states = kept
  }
}

/// A block's scroll views for the painter: each one's offset from the screen's states, or
/// its resting offset.
struct BlockScrollViews: ScrollViewStates {
  let scrolls: NestedScrolls
  let block: ContentBlockID
  let content: LaidOutContent

  func paint(ofScrollView index: Int) -> ScrollViewPaint {
    guard let state = scrolls.states[ScrollViewKey(block, index)] else {
      return ScrollViewPaint(offset: content.scrollViews[index].restingOffset)
    }
    return ScrollViewPaint(offset: state.offset, indicatorOpacity: state.isAtRest ? 0 : 1)
  }
}
