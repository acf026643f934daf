/// A CSS-style timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
///
/// Evaluating it means finding the curve parameter whose x equals the input, then returning
/// the y there. We use a few Newton steps with a bisection fallback: fixed work, no
/// allocation, accurate to about 1e-7 for the monotone curves used here.
public struct CubicBezier: Sendable, Equatable {
  /// First control point x (0...1).
  public var x1: Double
  /// First control point y.
  public var y1: Double
  /// Second control point x (0...1).
  public var x2: Double
  /// Second control point y.
  public var y2: Double

  /// Creates a curve from its two inner control points.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    self.x1 = x1
    self.y1 = y1
    self.x2 = x2
    self.y2 = y2
  }

  /// The eased value for linear progress `t`, clamped to 0...1 first (NaN gives 0).
  public func callAsFunction(_ t: Double) -> Double {
    let x = clamp(t, 0, 1)
    if x == 0 || x == 1 { return x }
    return Self.component(solve(x), y1, y2)
  }

  // One coordinate of the Bézier at parameter s (end points 0 and 1).
  private static func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  // Derivative of `component` with respect to s.
  private static func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
  }

  // The parameter s whose x is `x`.
  private func solve(_ x: Double) -> Double {
    var s = x
    for _ in 0..<8 {
      let error = Self.component(s, x1, x2) - x
      if abs(error) < 1e-9 { return s }
      let d = Self.slope(s, x1, x2)
      if abs(d) < 1e-9 { break }
      s -= error / d
    }
    // Newton stalled or left the interval: bisect, which always converges for x(s) monotone.
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<40 {
      let value = Self.component(s, x1, x2)
      if abs(value - x) < 1e-9 { return s }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return s
  }
}
