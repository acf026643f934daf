import NavGeometry

/// One colour of a gradient and where it sits on the gradient's line, 0 at the start point and
/// 1 at the end (SwiftUI's `Gradient.Stop`).
public struct GradientStop: Sendable, Equatable, Hashable {
  public var color: ColorValue
  public var location: Double

  public init(_ color: ColorValue, at location: Double) {
    self.color = color
    self.location = location
  }
}

/// Colours blended along the line from `start` to `end`, points of the filled shape's unit
/// square (SwiftUI's `LinearGradient`); before the first stop the first colour, past the last
/// the last one.
///
/// ```swift
/// LinearGradient(colors: [.semantic(.orange), .semantic(.pink)], start: .top, end: .bottom)
/// LinearGradient(
///   stops: [GradientStop(.semantic(.blue), at: 0), GradientStop(.semantic(.black), at: 0.4)],
///   start: .leading, end: .trailing)
/// ```
public struct LinearGradient: Sendable, Equatable, Hashable {
  /// In order of location (the initialisers sort them).
  public var stops: [GradientStop]
  public var start: UnitPoint
  public var end: UnitPoint

  /// A gradient with these stops, sorted by location (a stable sort: SwiftUI keeps stops that
  /// share a location in the order written, which makes a hard edge).
  public init(stops: [GradientStop], start: UnitPoint, end: UnitPoint) {
    self.stops = stops.enumerated()
      .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
      .map(\.element)
    self.start = start
    self.end = end
  }

  /// `colors` spread evenly from 0 to 1, as SwiftUI's `Gradient(colors:)` places them.
  public init(colors: [ColorValue], start: UnitPoint, end: UnitPoint) {
    self.init(stops: LinearGradient.evenStops(colors), start: start, end: end)
  }

  /// The colours in order.
  public var colors: [ColorValue] { stops.map(\.color) }

  /// Whether the stops sit where `Gradient(colors:)` would put them (so only the colours need
  /// writing down).
  public var hasEvenStops: Bool {
    stops == LinearGradient.evenStops(colors)
  }

  /// Stop `i` of `n` at `i / (n - 1)`; a single colour at 0.
  static func evenStops(_ colors: [ColorValue]) -> [GradientStop] {
    let last = Double(max(colors.count - 1, 1))
    return colors.enumerated().map { GradientStop($0.element, at: Double($0.offset) / last) }
  }
}

extension UnitPoint {
  /// This point of `rect`: (0, 0) its top-leading corner, (1, 1) its bottom-trailing one.
  public func point(in rect: Rect) -> Point {
    Point(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height)
  }
}
