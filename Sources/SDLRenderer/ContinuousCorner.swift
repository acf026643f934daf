/// iOS's continuous ("squircle") corner: the outline a rounded shape's corner follows, as the
/// inset of the outline from the side at each depth below the top edge.
///
/// UIKit draws cells, icon tiles, cards and buttons with continuous corners
/// (`CALayerCornerCurve.continuous`, `UIBezierPath(roundedRect:cornerRadius:)`): the curve leaves
/// each side 1.528665 × the radius from the corner (UIKit's `_addRoundedCornerWithTrueCorner`
/// scales the radius by that factor) and bends into a circular middle through two cubic
/// Béziers, so its curvature grows from zero instead of jumping as a quarter circle's does. The
/// control points, per unit of radius from the corner, are those of UIBezierPath's corner as
/// measured by PaintCode ("The Math Behind iOS 7's Rounded Corners") and reproduced by public
/// Compose ports of the shape (`SquircleShape`).
///
/// A shape too small for the full curve (a capsule: radius at half the height) cannot spread
/// the corner along its sides; the curve then narrows to its `extent` and becomes a circular
/// arc when the extent reaches the radius, as UIKit's capsules are.
///
/// ```swift
/// let corner = ContinuousCorner(radius: 30, extent: 46)
/// corner.inset(atDepth: 0.5)   // 27.2: the top pixel row starts 27 px (9.1 pt @3x) in
/// ```
struct ContinuousCorner {
  /// How far along each side the full curve reaches, per unit of radius (UIKit).
  static let extentFactor = 1.528665

  /// The corner's radius and the distance from the corner at which it leaves each side, pixels.
  let radius: Double
  let extent: Double
  /// How much of Apple's curve (1) rather than a circle of radius `extent` (0) the outline is.
  private let continuity: Double

  /// `extent` is clamped to `radius`...`1.528665 × radius`.
  init(radius: Double, extent: Double) {
    self.radius = max(radius, 0)
    let full = self.radius * Self.extentFactor
    self.extent = min(max(extent, self.radius), full)
    continuity = full > self.radius ? (self.extent - self.radius) / (full - self.radius) : 1
  }

  /// Horizontal distance from the side to the outline at `depth` below the top edge (both in
  /// pixels): `extent` at the top, 0 from `extent` down.
  func inset(atDepth depth: Double) -> Double {
    guard extent > 0 else { return 0 }
    let y = min(max(depth, 0), extent)
    // Circle of radius `extent` centred at (extent, extent).
    let dy = extent - y
    let circle = extent - (extent * extent - dy * dy).squareRoot()
    guard continuity > 0 else { return circle }
    let apple = extent * Self.unitInset(y / extent)
    return continuity * apple + (1 - continuity) * circle
  }

  /// Apple's curve scaled so that it leaves the sides at 1 (its radius is 1 / 1.528665): the
  /// inset at `depth` in 0...1, interpolated in a table of the curve's points.
  static func unitInset(_ depth: Double) -> Double {
    let table = Self.table
    // The points run from the top (depth 0, inset 1) to the side (depth 1, inset 0), depths
    // increasing: find the segment around `depth`.
    var low = 0
    var high = table.count - 1
    while high - low > 1 {
      let middle = (low + high) / 2
      if table[middle].depth <= depth { low = middle } else { high = middle }
    }
    let a = table[low]
    let b = table[high]
    let span = b.depth - a.depth
    guard span > 0 else { return min(a.inset, b.inset) }
    return a.inset + (b.inset - a.inset) * (depth - a.depth) / span
  }

  /// Points along Apple's corner, depth and inset per unit of extent, from the top edge's end of
  /// the curve to the side's. Three cubics (per unit radius: the ease from the edge, the
  /// near-circular middle, the ease into the side) joined by two short lines.
  private static let table: [(depth: Double, inset: Double)] = {
    typealias P = (x: Double, y: Double)
    // Control points per unit radius from the corner (x along the top edge, y down the side).
    let cubics: [(P, P, P, P)] = [
      ((1.528665, 0), (1.08849323, 0), (0.86840689, 0), (0.66993427, 0.06549600)),
      (
        (0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392),
        (0.07491100, 0.63149399)
      ),
      ((0.06549600, 0.66993427), (0, 0.86840689), (0, 1.08849323), (0, 1.528665)),
    ]
    var points: [(depth: Double, inset: Double)] = []
    let steps = 96
    for (p0, p1, p2, p3) in cubics {
      for i in 0...steps {
        let t = Double(i) / Double(steps)
        let u = 1 - t
        let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
        let x = a * p0.x + b * p1.x + c * p2.x + d * p3.x
        let y = a * p0.y + b * p1.y + c * p2.y + d * p3.y
        points.append((depth: y / extentFactor, inset: x / extentFactor))
      }
    }
    return points
  }()
}
