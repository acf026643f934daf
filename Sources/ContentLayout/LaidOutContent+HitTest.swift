import NavGeometry
import ScreenModel

/// Finding what is under a point of laid-out content whose scroll views are scrolled: the
/// scroll views under a finger, innermost first (issue 37's coordinator), and the element a tap
/// lands on (links, live actions, toggles). Points are in the content's coordinates; `offset`
/// gives each scroll view's offset (by index in ``LaidOutContent/scrollViews``).
extension LaidOutContent {
  /// The sum of the offsets of scroll view `index` and every scroll view around it: how far
  /// content inside it is drawn from where it was laid out.
  public func cumulativeOffset(of index: Int, _ offset: (Int) -> Point) -> Point {
    var total = Point.zero
    var current: Int? = index
    while let view = current {
      let own = offset(view)
      total.x += own.x
      total.y += own.y
      current = scrollViews[view].parent
    }
    return total
  }

  /// Scroll view `index`'s viewport where it is drawn (moved by the scroll views around it).
  public func viewport(of index: Int, _ offset: (Int) -> Point) -> Rect {
    let moved = scrollViews[index].parent.map { cumulativeOffset(of: $0, offset) } ?? .zero
    return scrollViews[index].frame.offsetBy(dx: -moved.x, dy: -moved.y)
  }

  /// Whether `point` is inside scroll view `index`'s viewport and those of the clipping
  /// scroll views around it (content outside a clip cannot be touched).
  func shows(_ point: Point, in index: Int, _ offset: (Int) -> Point) -> Bool {
    var current: Int? = index
    var first = true
    while let view = current {
      if first || scrollViews[view].clipsContent {
        guard viewport(of: view, offset).contains(point) else { return false }
      }
      first = false
      current = scrollViews[view].parent
    }
    return true
  }

  /// The scroll views under `point`, innermost first: the frontmost (last drawn) deepest one
  /// whose viewport holds the point, then the scroll views around it.
  public func scrollViewChain(at point: Point, _ offset: (Int) -> Point) -> [Int] {
    for index in scrollViews.indices.reversed() where shows(point, in: index, offset) {
      var chain: [Int] = []
      var current: Int? = index
      while let view = current {
        chain.append(view)
        current = scrollViews[view].parent
      }
      return chain
    }
    return []
  }

  /// Calls `body` with each element (markers too) in drawing order and its frame where it is
  /// drawn: moved by the offsets of the scroll views it sits in.
  public func forEachElement(_ offset: (Int) -> Point, _ body: (PlacedElement, Rect) -> Void) {
    guard !scrollViews.isEmpty else {
      for element in elements { body(element, element.frame) }
      return
    }
    var open: [Int] = []
    var moved = Point.zero
    for element in elements {
      switch element.drawing {
      case .scrollViewBegin(let view):
        body(element, element.frame.offsetBy(dx: -moved.x, dy: -moved.y))
        open.append(view)
        moved = cumulativeOffset(of: view, offset)
        continue
      case .scrollViewEnd(let view):
        _ = open.popLast()
        moved = open.last.map { cumulativeOffset(of: $0, offset) } ?? .zero
        body(element, scrollViews[view].frame.offsetBy(dx: -moved.x, dy: -moved.y))
        continue
      default:
        body(element, element.frame.offsetBy(dx: -moved.x, dy: -moved.y))
      }
    }
  }

  /// Calls `body` with each anchor of `kind` in drawing order and its frame where it is drawn,
  /// as ``forEachElement(_:_:)`` gives it. Reads only anchors and scroll views' markers, in
  /// place (a live request looks for its frames every frame; issue 38).
  public func forEachAnchor(
    _ kind: ContentAnchor.Kind, _ offset: (Int) -> Point, _ body: (ContentAnchor, Rect) -> Void
  ) {
    var moved = Point.zero
    for index in elements.indices {
      switch elements[index].drawing {
      case .scrollViewBegin(let view):
        moved = cumulativeOffset(of: view, offset)
      case .scrollViewEnd(let view):
        // Back in the scroll view around it (a parent begins before its children).
        moved = scrollViews[view].parent.map { cumulativeOffset(of: $0, offset) } ?? .zero
      case .anchor(let anchor) where anchor.kind == kind:
        body(anchor, elements[index].frame.offsetBy(dx: -moved.x, dy: -moved.y))
      default:
        continue
      }
    }
  }

  /// The frontmost element for which `matches` holds whose frame, moved by the scroll views
  /// it sits in, holds `point`, and whose clipping scroll views show the point; with its
  /// frame as drawn.
  public func element(
    at point: Point, _ offset: (Int) -> Point, where matches: (PlacedElement) -> Bool
  ) -> (element: PlacedElement, frame: Rect)? {
    // Walking back, an end marker opens the scroll view (innermost last), a begin closes it.
    var open: [Int] = []
    for index in elements.indices.reversed() {
      let element = elements[index]
      switch element.drawing {
      case .scrollViewEnd(let view):
        open.append(view)
        continue
      case .scrollViewBegin:
        _ = open.popLast()
        continue
      default:
        break
      }
      guard matches(element) else { continue }
      let moved = open.last.map { cumulativeOffset(of: $0, offset) } ?? .zero
      let frame = element.frame.offsetBy(dx: -moved.x, dy: -moved.y)
      guard frame.contains(point) else { continue }
      if let view = open.last, !shows(point, in: view, offset) { continue }
      return (element, frame)
    }
    return nil
  }
}
