import DisplayList
import NavGeometry

/// Straight lines of any width with square ends (plots, dividers), anti-aliased analytically.
extension Rasterizer {
  /// Draws the segment from `start` to `end`, `width` points wide.
  ///
  /// Coverage is the product of how much of the pixel lies across the line (capped at the
  /// width, so hairlines get fainter rather than wider) and along it (the square ends). Each
  /// row only visits the pixels near the line, so a long diagonal costs its length, not its
  /// bounding box.
  func drawLine(
    _ start: Point, _ end: Point, width: Double, color: Color, in buffer: PixelBuffer
  ) {
    let a = pixelPoint(start)
    let b = pixelPoint(end)
    let w = width * scale
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite, w.isFinite, w > 0 else {
      return
    }
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let ux = dx / length
    let uy = dy / length
    let half = w / 2
    let reach = half + 1
    let area = enclosingPixels(
      minX: min(a.x, b.x) - reach, minY: min(a.y, b.y) - reach, maxX: max(a.x, b.x) + reach,
      maxY: max(a.y, b.y) + reach
    ).intersection(clip)
    guard !area.isEmpty else { return }
    let paint = Paint(color)
    let thickness = min(w, 1)
    for y in area.y0..<area.y1 {
      let centreY = Double(y) + 0.5
      // Where this row's centre line comes within `reach` of the line, across and along.
      var low = Double(area.x0)
      var high = Double(area.x1)
      if abs(uy) > 1e-9 {
        let middle = a.x + (centreY - a.y) * ux / uy
        let spread = abs(reach / uy)
        low = max(low, middle - spread)
        high = min(high, middle + spread)
      }
      if abs(ux) > 1e-9 {
        let first = a.x + (-1 - (centreY - a.y) * uy) / ux
        let last = a.x + (length + 1 - (centreY - a.y) * uy) / ux
        low = max(low, min(first, last))
        high = min(high, max(first, last))
      }
      guard low < high else { continue }
      let x0 = max(area.x0, Int(low.rounded(.down)) - 1)
      let x1 = min(area.x1, Int(high.rounded(.up)) + 1)
      guard x0 < x1 else { continue }
      let row = buffer.row(y)
      for x in x0..<x1 {
        let px = Double(x) + 0.5 - a.x
        let py = centreY - a.y
        let across = min(max(min(half + 0.5 - abs(px * -uy + py * ux), thickness), 0), 1)
        let along = px * ux + py * uy
        let ends = min(max(min(along, length - along) + 0.5, 0), 1)
        let coverage = across * ends
        if coverage > 0 { paint.fill(row + x, coverage: UInt32((coverage * 255).rounded())) }
      }
    }
  }
}
