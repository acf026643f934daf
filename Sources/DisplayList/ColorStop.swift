/// A colour of a gradient in a display list and where it sits on the gradient's line (0 at
/// its start point, 1 at its end).
public struct ColorStop: Sendable, Equatable, Hashable {
  public var color: Color
  public var location: Double

  public init(_ color: Color, at location: Double) {
    self.color = color
    self.location = location
  }
}
