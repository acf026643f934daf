import DisplayList
import Glibc
import NavGeometry

/// Outlines of rounded rectangles (SwiftUI's `stroke` and `strokeBorder`).
extension Rasterizer {
  /// Paints the band between the rounded rectangle `rect` (corners of `radius`) and the same
  /// inset by `width` (corners of `radius − width`), dashed by `dash`.
  ///
  /// Both edges are the shapes a fill of the same rectangles draws (snapped to pixels, the same
  /// continuous corner masks), so an outline laid over a card's background meets it exactly:
  /// a pixel's coverage is the outer shape's less the inner one's. Rows through the straight
  /// sides are two spans; only the rows of the corners are read pixel by pixel.
  func drawStroke(
    _ rect: Rect, radius: Double, width: Double, dash: StrokeDash, color: Color,
    in buffer: PixelBuffer
  ) {
    guard color.alpha > 0, radius.isFinite, width.isFinite, width > 0,
      let outer = snappedPixels(rect)
    else { return }
    // The pattern is in points; the path is measured in pixels.
    let dash = dash.scaled(scale)
    let area = outer.intersection(clip)
    guard !area.isEmpty else { return }
    let innerRect = rect.insetBy(dx: width, dy: width)
    let inner =
      innerRect.width > 0 && innerRect.height > 0
      ? snappedPixels(innerRect).map { $0.intersection(outer) } : nil
    guard let inner, !inner.isEmpty else {
      // Thicker than half the shape: no hole.
      if !dash.isDashed {
        fillRoundedRect(rect, radius: radius, top: color, bottom: color, in: buffer)
        return
      }
      drawStrokeRows(
        outer: outer, outerMask: cornerMask(radius, of: outer), inner: .empty, innerMask: nil,
        area: area, path: StrokePath(rect, radius: radius, width: width, self), dash: dash,
        color: color, buffer: buffer)
      return
    }
    drawStrokeRows(
      outer: outer, outerMask: cornerMask(radius, of: outer), inner: inner,
      innerMask: cornerMask(max(0, radius - width), of: inner), area: area,
      path: StrokePath(rect, radius: radius, width: width, self), dash: dash, color: color,
      buffer: buffer)
  }

  private func drawStrokeRows(
    outer: PixelRect, outerMask: CoverageMask?, inner: PixelRect, innerMask: CoverageMask?,
    area: PixelRect, path: StrokePath, dash: StrokeDash, color: Color, buffer: PixelBuffer
  ) {
    let paint = Paint(color)
    let dashed = dash.isDashed
    let outerCorner = outerMask?.size ?? 0
    let innerCorner = innerMask?.size ?? 0
    for y in area.y0..<area.y1 {
      let row = buffer.row(y)
      let straight =
        !dashed && !inner.isEmpty && y >= inner.y0 + innerCorner && y < inner.y1 - innerCorner
        && y >= outer.y0 + outerCorner && y < outer.y1 - outerCorner
      if straight {
        // The two sides: solid spans.
        let left = PixelRect(x0: outer.x0, y0: y, x1: inner.x0, y1: y + 1).intersection(area)
        let right = PixelRect(x0: inner.x1, y0: y, x1: outer.x1, y1: y + 1).intersection(area)
        if !left.isEmpty { paint.fill(row + left.x0, count: left.x1 - left.x0) }
        if !right.isEmpty { paint.fill(row + right.x0, count: right.x1 - right.x0) }
        continue
      }
      // On a row through the inner shape, the columns between its corners are covered by it
      // wholly: nothing to draw there.
      let insideRows = !inner.isEmpty && y >= inner.y0 && y < inner.y1
      let holeStart = insideRows ? max(area.x0, inner.x0 + innerCorner) : area.x1
      let holeEnd = insideRows ? max(holeStart, min(area.x1, inner.x1 - innerCorner)) : area.x1
      for x in area.x0..<holeStart {
        paintStrokePixel(row, x, y, outer, outerMask, inner, innerMask, path, dash, paint)
      }
      for x in holeEnd..<area.x1 {
        paintStrokePixel(row, x, y, outer, outerMask, inner, innerMask, path, dash, paint)
      }
    }
  }

  @inline(__always)
  private func paintStrokePixel(
    _ row: UnsafeMutablePointer<UInt32>, _ x: Int, _ y: Int, _ outer: PixelRect,
    _ outerMask: CoverageMask?, _ inner: PixelRect, _ innerMask: CoverageMask?,
    _ path: StrokePath, _ dash: StrokeDash, _ paint: Paint
  ) {
    var covered =
      Int(coverage(outer, outerMask, x, y))
      - (inner.isEmpty ? 0 : Int(coverage(inner, innerMask, x, y)))
    guard covered > 0 else { return }
    if dash.isDashed {
      covered = Int(
        (Double(covered) * path.dashCoverage(Double(x) + 0.5, Double(y) + 0.5, dash)).rounded())
    }
    if covered > 0 { paint.fill(row + x, coverage: UInt32(min(covered, 255))) }
  }

  /// How much of pixel (`x`, `y`) the rounded rectangle snapped to `shape` covers, with its
  /// corners from `mask` (nil: square), 0...255: the coverage a fill of it paints.
  @inline(__always)
  private func coverage(_ shape: PixelRect, _ mask: CoverageMask?, _ x: Int, _ y: Int) -> UInt8 {
    guard x >= shape.x0, x < shape.x1, y >= shape.y0, y < shape.y1 else { return 0 }
    guard let mask else { return 255 }
    let size = mask.size
    let column = x < shape.x0 + size ? x - shape.x0 : x >= shape.x1 - size ? shape.x1 - 1 - x : -1
    let row = y < shape.y0 + size ? y - shape.y0 : y >= shape.y1 - size ? shape.y1 - 1 - y : -1
    guard column >= 0, row >= 0 else { return 255 }
    return mask.values[row * size + column]
  }
}

/// The middle line of an outline's band, in pixels, measured along its length: where a point
/// of the band lies on it decides whether a dash covers the point.
struct StrokePath {
  let minX: Double
  let minY: Double
  let maxX: Double
  let maxY: Double
  /// The corners' radius on the middle line.
  let radius: Double

  init(_ rect: Rect, radius: Double, width: Double, _ rasterizer: Rasterizer) {
    let half = width * rasterizer.scale / 2
    minX = rasterizer.pixelX(rect.minX) + half
    minY = rasterizer.pixelY(rect.minY) + half
    maxX = max(minX, rasterizer.pixelX(rect.maxX) - half)
    maxY = max(minY, rasterizer.pixelY(rect.maxY) - half)
    self.radius = max(
      0, min(radius * rasterizer.scale - half, (maxX - minX) / 2, (maxY - minY) / 2))
  }

  /// How far along the line, clockwise from the top edge's start (just after the top-left
  /// corner), the point of the line nearest (`x`, `y`) lies.
  func position(_ x: Double, _ y: Double) -> Double {
    let left = minX + radius
    let right = maxX - radius
    let top = minY + radius
    let bottom = maxY - radius
    let across = right - left
    let down = bottom - top
    let arc = Double.pi / 2 * radius
    let inColumns = x >= left && x <= right
    let inRows = y >= top && y <= bottom
    func angle(_ cx: Double, _ cy: Double) -> Double { atan2(y - cy, x - cx) }
    if !inColumns, !inRows {
      if x > right, y < top { return across + radius * (angle(right, top) + .pi / 2) }
      if x > right { return across + arc + down + radius * angle(right, bottom) }
      if y > bottom {
        return 2 * across + 2 * arc + down + radius * (angle(left, bottom) - .pi / 2)
      }
      var theta = angle(left, top)
      if theta < 0 { theta += 2 * .pi }
      return 2 * across + 3 * arc + 2 * down + radius * (theta - .pi)
    }
    // A straight side: the one the point is beside, or inside the corners' reach (a square
    // corner) the nearest.
    enum Side { case top, right, bottom, left }
    let side: Side
    if inColumns, !inRows {
      side = y < top ? .top : .bottom
    } else if inRows, !inColumns {
      side = x < left ? .left : .right
    } else {
      let nearest = min(y - minY, maxX - x, maxY - y, x - minX)
      side =
        nearest == y - minY
        ? .top : nearest == maxX - x ? .right : nearest == maxY - y ? .bottom : .left
    }
    switch side {
    case .top: return x - left
    case .right: return across + arc + (y - top)
    case .bottom: return across + 2 * arc + down + (right - x)
    case .left: return 2 * across + 3 * arc + down + (bottom - y)
    }
  }

  /// The share (0...1) of the pixel centred at (`x`, `y`) that the dashes cover along the
  /// line, with a pixel's width of smoothing at each dash's ends (SwiftUI's default butt caps
  /// end a dash square at its length).
  func dashCoverage(_ x: Double, _ y: Double, _ dash: StrokeDash) -> Double {
    let period = dash.on + dash.off
    var along = (position(x, y) + dash.phase).truncatingRemainder(dividingBy: period)
    if along < 0 { along += period }
    if along < dash.on {
      return min(max(min(along, dash.on - along) + 0.5, 0), 1)
    }
    let gap = min(along - dash.on, period - along)
    return min(max(0.5 - gap, 0), 1)
  }
}
