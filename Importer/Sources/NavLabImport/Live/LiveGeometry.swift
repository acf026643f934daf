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

    /// `[x, y, width, height]` from a request.
    init?(_ json: SceneJSON?) {
      guard let items = json?.items, items.count == 4 else { return nil }
      let numbers = items.compactMap(\.number)
      guard numbers.count == 4 else { return nil }
      self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
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

  /// Reads a request's `scroll` and `frames`; what is missing keeps its last value.
  mutating func update(from request: SceneJSON) {
    if case .object(let pairs)? = request["frames"] {
      frames = [:]
      for (id, value) in pairs { if let rect = Rect(value) { frames[id] = rect } }
    }
    guard let scroll = request["scroll"] else { return }
    if let offset = scroll["offset"]?.items?.compactMap(\.number), offset.count == 2 {
      (offsetX, offsetY) = (offset[0], offset[1])
    }
    if let values = scroll["insets"]?.items?.compactMap(\.number), values.count == 4 {
      insets = (values[0], values[1], values[2], values[3])
    }
    if let size = scroll["contentSize"]?.items?.compactMap(\.number), size.count == 2 {
      contentSize = (size[0], size[1])
    }
    if let size = scroll["containerSize"]?.items?.compactMap(\.number), size.count == 2 {
      containerSize = (size[0], size[1])
    }
  }

  static func == (lhs: LiveGeometry, rhs: LiveGeometry) -> Bool {
    lhs.frames == rhs.frames && lhs.offsetX == rhs.offsetX && lhs.offsetY == rhs.offsetY
      && lhs.insets == rhs.insets && lhs.contentSize == rhs.contentSize
      && lhs.containerSize == rhs.containerSize
  }
}
