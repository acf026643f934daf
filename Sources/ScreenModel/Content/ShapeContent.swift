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

/// A shape's outline drawn with a line (SwiftUI's `stroke(_:lineWidth:)`,
/// `strokeBorder(_:lineWidth:)` and `StrokeStyle(lineWidth:dash:dashPhase:)`).
public struct ShapeStroke: Sendable, Equatable, Hashable {
  /// Where the line lies against the shape's outline.
  public enum Placement: String, Sendable, Equatable, Hashable, CaseIterable {
    /// Centred on the outline, half of it outside the frame (`stroke`).
    case centered
    /// Wholly inside the frame (`strokeBorder`: the shape inset by half the width, stroked).
    case inside
  }

  /// What paints the line; nil takes the environment's foreground colour, as SwiftUI strokes
  /// with the foreground style.
  public var style: ShapeFill?
  /// Points; SwiftUI's default is 1.
  public var lineWidth: Double
  /// Lengths of the dashes and the gaps between them, alternately, in points (empty: a solid
  /// line), as `StrokeStyle.dash`.
  public var dash: [Double]
  /// How far into the dash pattern the line starts, in points (`StrokeStyle.dashPhase`).
  public var dashPhase: Double
  public var placement: Placement

  public init(
    style: ShapeFill? = nil, lineWidth: Double = 1, dash: [Double] = [], dashPhase: Double = 0,
    placement: Placement = .centered
  ) {
    self.style = style
    self.lineWidth = lineWidth
    self.dash = dash
    self.dashPhase = dashPhase
    self.placement = placement
  }
}

/// A `Shape` view: greedy, it takes the whole size proposed to it (a circle draws in the
/// largest square that fits).
public struct ShapeContent: Sendable, Equatable, Hashable {
  public var kind: ShapeKind
  /// nil takes the environment's foreground colour, as SwiftUI fills a shape with its
  /// foreground style; with a ``stroke`` and no fill, only the outline is drawn (a stroked
  /// shape has no interior), with both (iOS 17's `.fill(…).stroke(…)`) the fill, then the line.
  public var fill: ShapeFill?
  /// The outline's line, when the shape is stroked.
  public var stroke: ShapeStroke?

  public init(_ kind: ShapeKind, fill: ShapeFill? = nil, stroke: ShapeStroke? = nil) {
    self.kind = kind
    self.fill = fill
    self.stroke = stroke
  }
}
