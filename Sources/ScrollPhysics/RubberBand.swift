/// The rubber-band function that maps how far a finger went past an edge to how far the content
/// visibly moves past it, and its exact inverse.
///
/// Formula from docs/references.md "Rubber banding": `b(x) = (1 − 1 / (x · c / d + 1)) · d`, c =
/// 0.55, d = the viewport's dimension on that axis (ScrollMechanics `RubberBand.swift`; b3ll/Motion
/// `UIScrollViewRubberBandingConstant = 0.55`).
public enum RubberBand {
  /// UIKit's rubber-band constant, 0.55.
  public static let defaultConstant = 0.55

  /// Visible overscroll for a finger overscroll `x` (sign-preserving: negative in, negative out).
  ///
  /// Always smaller in magnitude than `d`; returns 0 for a non-positive dimension or constant.
  public static func offset(
    forOverscroll x: Double, dimension d: Double, constant c: Double = defaultConstant
  ) -> Double {
    guard d > 0, c > 0, !x.isNaN else { return 0 }
    let u = abs(x) * c / d
    // (1 − 1/(u + 1)) · d rewritten as d · u/(u + 1): same value, no cancellation for small x,
    // which keeps `overscroll(forOffset:)` an exact round trip.
    let magnitude = u.isFinite ? d * (u / (u + 1)) : d
    return x < 0 ? -magnitude : magnitude
  }

  /// The finger overscroll that produces the visible overscroll `b`: the exact inverse of
  /// `offset(forOverscroll:dimension:constant:)`, `x = b · d / (c · (d − |b|))`.
  ///
  /// Needed when a drag or a wheel stream catches content that is already overscrolled, so the
  /// content does not jump. Returns ±infinity for `|b| ≥ d` (the band never gets there), 0 for a
  /// non-positive dimension or constant.
  public static func overscroll(
    forOffset b: Double, dimension d: Double, constant c: Double = defaultConstant
  ) -> Double {
    guard d > 0, c > 0, !b.isNaN else { return 0 }
    let m = abs(b)
    let magnitude = m < d ? m * d / (c * (d - m)) : Double.infinity
    return b < 0 ? -magnitude : magnitude
  }

  /// The band's slope `db/dx = c / (x·c/d + 1)²` at finger overscroll `x`: how much slower the
  /// content moves than the finger there (`c` right past the edge, tending to 0 far out).
  public static func slope(
    atOverscroll x: Double, dimension d: Double, constant c: Double = defaultConstant
  ) -> Double {
    guard d > 0, c > 0, !x.isNaN else { return 0 }
    let u = abs(x) * c / d + 1
    return c / (u * u)
  }
}
