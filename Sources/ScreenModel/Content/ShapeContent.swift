/// How a rounded rectangle's corners are drawn (SwiftUI's `RoundedCornerStyle`).
public enum RoundedCornerStyle: String, Sendable, Equatable, Hashable, CaseIterable {
  /// Quarter circles.
  case circular
  /// Apple's continuous ("squircle") corners.
  case continuous
}

/// A shape's outline.
public enum ShapeKind: Sendable, Equatable, Hashable {
  case rectangle
  case roundedRectangle(radius: Double, style: RoundedCornerStyle = .circular)
  case circle
  case capsule
  case ellipse
}

/// A point in a shape's unit square (SwiftUI's `UnitPoint`): (0, 0) top leading, (1, 1)
/// bottom trailing.
public struct UnitPoint: Sendable, Equatable, Hashable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  public static let top = UnitPoint(x: 0.5, y: 0)
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  public static let leading = UnitPoint(x: 0, y: 0.5)
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  public static let topLeading = UnitPoint(x: 0, y: 0)
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// What fills a shape.
public enum ShapeFill: Sendable, Equatable, Hashable {
  case color(ColorValue)
  /// Colours blended from one point of the shape to another (SwiftUI's `LinearGradient`).
  case linearGradient(LinearGradient)
}

/// A `Shape` view: greedy, it takes the whole size proposed to it (a circle draws in the
/// largest square that fits).
public struct ShapeContent: Sendable, Equatable, Hashable {
  public var kind: ShapeKind
  /// nil takes the environment's foreground colour, as SwiftUI fills a shape with its
  /// foreground style.
  public var fill: ShapeFill?

  public init(_ kind: ShapeKind, fill: ShapeFill? = nil) {
    self.kind = kind
    self.fill = fill
  }
}
