/// A point in points (pt), y growing downwards as on iOS.
public struct Point: Sendable, Equatable, Hashable {
  /// Horizontal position, growing to the right.
  public var x: Double
  /// Vertical position, growing downwards.
  public var y: Double

  /// A point at `x`, `y`.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The origin.
  public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Sendable, Equatable, Hashable {
  /// Horizontal extent.
  public var width: Double
  /// Vertical extent.
  public var height: Double

  /// A size of `width` by `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No size at all.
  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points, origin at its top-left corner.
///
/// ```swift
/// let bar = Rect(x: 0, y: 59, width: 393, height: 44)
/// bar.maxY  // 103
/// ```
public struct Rect: Sendable, Equatable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// Horizontal extent.
  public var width: Double
  /// Vertical extent.
  public var height: Double

  /// The rectangle whose top-left corner is at `x`, `y`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The left edge.
  public var minX: Double { x }
  /// The top edge.
  public var minY: Double { y }
  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The horizontal centre.
  public var midX: Double { x + width / 2 }
  /// The vertical centre.
  public var midY: Double { y + height / 2 }
  /// Width and height.
  public var size: Size { Size(width: width, height: height) }

  /// The same rectangle moved by `dx`, `dy`.
  public func offsetBy(dx: Double = 0, dy: Double = 0) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom.
  public func insetBy(dx: Double = 0, dy: Double = 0) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// Whether the two rectangles overlap with a non-empty area.
  public func intersects(_ other: Rect) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// The part of this rectangle inside `other` (zero-sized at the nearer corner when they do
  /// not overlap).
  public func intersection(_ other: Rect) -> Rect {
    let left = Swift.max(x, other.x)
    let top = Swift.max(y, other.y)
    let right = Swift.max(left, Swift.min(maxX, other.maxX))
    let bottom = Swift.max(top, Swift.min(maxY, other.maxY))
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Whether `point` lies inside (top/left edges inclusive).
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }
}

/// Clamps `value` into `lower...upper`; NaN becomes `lower`.
@inlinable
public func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
  guard value == value else { return lower }
  return min(max(value, lower), upper)
}
