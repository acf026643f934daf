import Glibc
import NavGeometry

/// Anti-aliased coverage of a few small shapes (lines, circles, arcs, convex polygons) in
/// pixel coordinates, accumulated over a rectangle and then kept as one 8-bit mask.
///
/// A symbol is several overlapping shapes; painting them one by one would darken every
/// overlap of a translucent colour. Coverage is combined as a union (`a + b − ab`) first, or
/// cut out (`a·(1 − b)`) while ``erasing``.
/// Each shape's coverage is analytic: half a pixel plus the signed distance of the pixel's
/// centre from the outline, clamped to 0...1.
struct ShapeCoverage {
  private(set) var bounds = PixelRect.empty
  private var values: [Double] = []
  /// When set, shapes cut their coverage out of what was accumulated (`a·(1 − b)`) instead of
  /// adding to it: holes such as a gear's axle or the moon's crescent.
  var erasing = false

  init() { values.reserveCapacity(160 * 160) }

  /// Empties the accumulator and makes it cover `area`; keeps its storage.
  mutating func reset(to area: PixelRect) {
    bounds = area
    erasing = false
    values.removeAll(keepingCapacity: true)
    if !area.isEmpty {
      values.append(contentsOf: repeatElement(0, count: (area.x1 - area.x0) * (area.y1 - area.y0)))
    }
  }

  /// A thick segment from `a` to `b` with square-cut ends.
  mutating func addLine(from a: Point, to b: Point, width: Double) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0, width > 0 else { return }
    let nx = -dy / length * width / 2
    let ny = dx / length * width / 2
    addConvexPolygon(
      (
        Point(x: a.x + nx, y: a.y + ny), Point(x: b.x + nx, y: b.y + ny),
        Point(x: b.x - nx, y: b.y - ny), Point(x: a.x - nx, y: a.y - ny)
      ), count: 4)
  }

  mutating func addTriangle(_ a: Point, _ b: Point, _ c: Point) {
    addConvexPolygon((a, b, c, c), count: 3)
  }

  /// A convex quadrilateral, corners in order (either winding).
  mutating func addQuad(_ a: Point, _ b: Point, _ c: Point, _ d: Point) {
    addConvexPolygon((a, b, c, d), count: 4)
  }

  mutating func addCircle(center: Point, radius: Double) {
    guard radius > 0 else { return }
    accumulate(
      over: area(
        minX: center.x - radius, minY: center.y - radius, maxX: center.x + radius,
        maxY: center.y + radius)
    ) { x, y in
      let dx = x - center.x
      let dy = y - center.y
      return radius - (dx * dx + dy * dy).squareRoot()
    }
  }

  /// A ring of `width` along the circle of `radius`, from angle `start` to `end` (radians,
  /// clockwise from +x as y grows downwards), its ends cut along the radii.
  mutating func addArc(
    center: Point, radius: Double, from start: Double, to end: Double,
    width: Double
  ) {
    guard radius > 0, width > 0 else { return }
    let outer = radius + width / 2
    let span = abs(end - start)
    let low = min(start, end)
    let high = max(start, end)
    // The ends are half-planes through the centre: after `low`, before `high`.
    let startNormal = (x: -sin(low), y: cos(low))
    let endNormal = (x: sin(high), y: -cos(high))
    accumulate(
      over: area(
        minX: center.x - outer, minY: center.y - outer, maxX: center.x + outer,
        maxY: center.y + outer)
    ) { x, y in
      let dx = x - center.x
      let dy = y - center.y
      let ring = width / 2 - abs((dx * dx + dy * dy).squareRoot() - radius)
      if span >= 2 * Double.pi { return ring }
      let afterStart = dx * startNormal.x + dy * startNormal.y
      let beforeEnd = dx * endNormal.x + dy * endNormal.y
      // Under half a turn the arc is inside both half-planes, over it inside either.
      let angular =
        span <= Double.pi ? min(afterStart, beforeEnd) : max(afterStart, beforeEnd)
      return min(ring, angular)
    }
  }

  /// Polygons filled by the non-zero winding rule (SVG's default `fill-rule`): the outlines of
  /// a filled icon, holes being contours that wind the other way.
  ///
  /// Four sub-scanlines a pixel row; along each, spans inside the outline add their exact
  /// horizontal overlap with each pixel. The result joins the accumulated coverage like any
  /// other shape (union, or cut out while ``erasing``).
  mutating func addFilledPolygons(_ contours: [[Point]]) {
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for contour in contours {
      for p in contour {
        minX = min(minX, p.x)
        minY = min(minY, p.y)
        maxX = max(maxX, p.x)
        maxY = max(maxY, p.y)
      }
    }
    let area = area(minX: minX, minY: minY, maxX: maxX, maxY: maxY)
    guard !area.isEmpty else { return }
    let width = area.x1 - area.x0
    var row = [Double](repeating: 0, count: width)
    var crossings: [(x: Double, winding: Int)] = []
    let samples = 4
    let stride = bounds.x1 - bounds.x0
    for y in area.y0..<area.y1 {
      for index in row.indices { row[index] = 0 }
      for sample in 0..<samples {
        let sy = Double(y) + (Double(sample) + 0.5) / Double(samples)
        crossings.removeAll(keepingCapacity: true)
        for contour in contours where contour.count > 1 {
          var a = contour[contour.count - 1]
          for b in contour {
            if (a.y <= sy && b.y > sy) || (b.y <= sy && a.y > sy) {
              let x = a.x + (sy - a.y) / (b.y - a.y) * (b.x - a.x)
              crossings.append((x, b.y > a.y ? 1 : -1))
            }
            a = b
          }
        }
        crossings.sort { $0.x < $1.x }
        var winding = 0
        for (index, crossing) in crossings.enumerated() {
          winding += crossing.winding
          guard winding != 0, index + 1 < crossings.count else { continue }
          // Inside from this crossing to the next: add the overlap with each pixel.
          let from = max(crossing.x, Double(area.x0))
          let to = min(crossings[index + 1].x, Double(area.x1))
          guard to > from else { continue }
          let first = Int(from.rounded(.down))
          let last = min(Int(to.rounded(.up)), area.x1)
          for x in first..<last {
            let overlap = min(to, Double(x + 1)) - max(from, Double(x))
            if overlap > 0 { row[x - area.x0] += overlap / Double(samples) }
          }
        }
      }
      let rowStart = (y - bounds.y0) * stride - bounds.x0
      for x in area.x0..<area.x1 {
        let coverage = min(row[x - area.x0], 1)
        guard coverage > 0 else { continue }
        let previous = values[rowStart + x]
        values[rowStart + x] =
          erasing ? previous * (1 - coverage) : previous + coverage - previous * coverage
      }
    }
  }

  /// One side of a convex polygon: `nx·x + ny·y − c` is the distance inside it.
  private struct Edge {
    var nx = 0.0
    var ny = 0.0
    var c = 0.0

    init() {}

    /// The edge from `a` to `b`; `sign` is the polygon's winding (+1 or −1).
    init(_ a: Point, _ b: Point, sign: Double) {
      let dx = b.x - a.x
      let dy = b.y - a.y
      let length = (dx * dx + dy * dy).squareRoot()
      guard length > 0 else { return }
      nx = -dy / length * sign
      ny = dx / length * sign
      c = nx * a.x + ny * a.y
    }

    @inline(__always)
    func distance(_ x: Double, _ y: Double) -> Double { nx * x + ny * y - c }
  }

  /// A convex polygon of `count` (3 or 4) points, either winding. The distance to the nearest
  /// side stands in for the distance to the outline, which is exact along the sides.
  private mutating func addConvexPolygon(_ p: (Point, Point, Point, Point), count: Int) {
    let last = count == 3 ? p.2 : p.3
    var twiceArea = p.0.x * p.1.y - p.1.x * p.0.y + p.1.x * p.2.y - p.2.x * p.1.y
    if count == 4 { twiceArea += p.2.x * p.3.y - p.3.x * p.2.y }
    twiceArea += last.x * p.0.y - p.0.x * last.y
    guard twiceArea.isFinite, twiceArea != 0 else { return }
    let sign = twiceArea > 0 ? 1.0 : -1.0
    let e0 = Edge(p.0, p.1, sign: sign)
    let e1 = Edge(p.1, p.2, sign: sign)
    let e2 = Edge(p.2, count == 3 ? p.0 : p.3, sign: sign)
    // A triangle repeats a side rather than keeping a fourth.
    let e3 = count == 3 ? e2 : Edge(p.3, p.0, sign: sign)
    accumulate(
      over: area(
        minX: min(p.0.x, p.1.x, p.2.x, last.x), minY: min(p.0.y, p.1.y, p.2.y, last.y),
        maxX: max(p.0.x, p.1.x, p.2.x, last.x), maxY: max(p.0.y, p.1.y, p.2.y, last.y))
    ) { x, y in
      min(min(e0.distance(x, y), e1.distance(x, y)), min(e2.distance(x, y), e3.distance(x, y)))
    }
  }

  /// The pixels a shape spanning these coordinates can touch, within `bounds`.
  private func area(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .empty }
    return PixelRect(
      x0: Int(max(minX.rounded(.down) - 1, -1e6)), y0: Int(max(minY.rounded(.down) - 1, -1e6)),
      x1: Int(min(maxX.rounded(.up) + 1, 1e6)), y1: Int(min(maxY.rounded(.up) + 1, 1e6))
    ).intersection(bounds)
  }

  /// Adds, over `area`, the coverage given by `inside`: the signed distance of a pixel centre
  /// from the outline, positive inside.
  private mutating func accumulate(over area: PixelRect, inside: (Double, Double) -> Double) {
    guard !area.isEmpty else { return }
    let stride = bounds.x1 - bounds.x0
    values.withUnsafeMutableBufferPointer { values in
      for y in area.y0..<area.y1 {
        let rowStart = (y - bounds.y0) * stride - bounds.x0
        let centreY = Double(y) + 0.5
        for x in area.x0..<area.x1 {
          let coverage = min(max(inside(Double(x) + 0.5, centreY) + 0.5, 0), 1)
          guard coverage > 0 else { continue }
          let previous = values[rowStart + x]
          values[rowStart + x] =
            erasing ? previous * (1 - coverage) : previous + coverage - previous * coverage
        }
      }
    }
  }

  /// What was accumulated as bytes, trimmed to the pixels with any coverage; positions are
  /// those of the accumulator's coordinates.
  func trimmedMask() -> SymbolMask {
    let stride = bounds.x1 - bounds.x0
    var ink = PixelRect.empty
    var bytes = [UInt8](repeating: 0, count: values.count)
    for index in values.indices {
      // + 0.5 and truncation rounds (values are never negative) without a libm call.
      let byte = UInt8(values[index] * 255 + 0.5)
      bytes[index] = byte
      guard byte > 0 else { continue }
      let x = bounds.x0 + index % stride
      let y = bounds.y0 + index / stride
      ink =
        ink.isEmpty
        ? PixelRect(x0: x, y0: y, x1: x + 1, y1: y + 1)
        : PixelRect(
          x0: min(ink.x0, x), y0: min(ink.y0, y), x1: max(ink.x1, x + 1), y1: max(ink.y1, y + 1))
    }
    guard !ink.isEmpty else { return SymbolMask(x0: 0, y0: 0, width: 0, height: 0, values: []) }
    var trimmed: [UInt8] = []
    trimmed.reserveCapacity((ink.x1 - ink.x0) * (ink.y1 - ink.y0))
    for y in ink.y0..<ink.y1 {
      let rowStart = (y - bounds.y0) * stride - bounds.x0
      trimmed.append(contentsOf: bytes[(rowStart + ink.x0)..<(rowStart + ink.x1)])
    }
    return SymbolMask(
      x0: ink.x0, y0: ink.y0, width: ink.x1 - ink.x0, height: ink.y1 - ink.y0, values: trimmed)
  }
}
