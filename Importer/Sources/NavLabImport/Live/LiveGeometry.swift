import ScreenModel

/// What navlab reported about the last frame: the frames of the nodes the scene marked with an
/// `"id"` (screen coordinates, points) and the primary scroll view's geometry, as UIKit names it.
struct LiveGeometry: Equatable {
  /// A rectangle in points.
  struct Rect: Equatable {
    var x = 0.0
    var y = 0.0
    var width = 0.0
    var height = 0.0

    init(x: Double = 0, y: Double = 0, width: Double = 0, height: Double = 0) {
      self.x = x
      self.y = y
      self.width = width
      self.height = height
    }
  }

  var frames: [String: Rect] = [:]
  /// `contentOffset` (y is −insets.top at rest).
  var offsetX = 0.0
  var offsetY = 0.0
  /// Adjusted content insets: top, left, bottom, right.
  var insets = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
  var contentSize = (width: 0.0, height: 0.0)
  var containerSize = (width: 0.0, height: 0.0)
  /// The named nested scroll views, by name: geometry, viewport on screen, phase (issue 37).
  var scrollViews: [String: LiveScrollView] = [:]

  /// Reads a request's `scroll` and `frames`; a request without them (the first) keeps the
  /// last values.
  mutating func update(from request: LiveRequest) {
    guard let scroll = request.scroll else { return }
    frames = [:]
    for item in request.frames {
      frames[item.id] = Rect(
        x: item.frame.x, y: item.frame.y, width: item.frame.width, height: item.frame.height)
    }
    (offsetX, offsetY) = (scroll.contentOffset.x, scroll.contentOffset.y)
    let edges = scroll.contentInsets
    insets = (edges.top, edges.leading, edges.bottom, edges.trailing)
    contentSize = (scroll.contentSize.width, scroll.contentSize.height)
    containerSize = (scroll.containerSize.width, scroll.containerSize.height)
    scrollViews = [:]
    for view in request.scrollViews where scrollViews[view.name] == nil {
      scrollViews[view.name] = view
    }
  }

  static func == (lhs: LiveGeometry, rhs: LiveGeometry) -> Bool {
    lhs.frames == rhs.frames && lhs.offsetX == rhs.offsetX && lhs.offsetY == rhs.offsetY
      && lhs.insets == rhs.insets && lhs.contentSize == rhs.contentSize
      && lhs.containerSize == rhs.containerSize && lhs.scrollViews == rhs.scrollViews
  }
}
