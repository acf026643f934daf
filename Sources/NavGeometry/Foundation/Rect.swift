/// A point in points (pt), y growing downwards as on iOS.
public struct Point: Sendable, Equatable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let zero = Point(x: 0, y: 0)
}

/// A size in points.
public struct Size: Sendable, Equatable {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)
}

/// An axis-aligned rectangle in points, origin at its top-left corner.
///
/// ```swift
/// let bar = Rect(x: 0, y: 59, width: 393, height: 44)
/// bar.maxY  // 103
/// ```
public struct Rect: Sendable, Equatable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { x }
  public var minY: Double { y }
  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
  public var midX: Double { x + width / 2 }
  public var midY: Double { y + height / 2 }
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
