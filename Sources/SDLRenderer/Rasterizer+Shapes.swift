import DisplayList
import NavGeometry

/// Rounded rectangles, gradients, shadows and corner masks: straight edges snapped to whole
/// pixels, round parts from cached coverage masks.
extension Rasterizer {
  /// A rounded rectangle, a vertical gradient from `top` to `bottom` when they differ.
  ///
  /// Edges are snapped to pixel boundaries (crisp, and neighbouring cells meet without seams);
  /// rows away from the corners are single spans, corner rows read the corner mask, mirrored on
  /// the right and at the bottom.
  func fillRoundedRect(
    _ rect: Rect, radius: Double, top: Color, bottom: Color, in buffer: PixelBuffer
  ) {
    guard top.alpha > 0 || bottom.alpha > 0, radius.isFinite, let shape = snappedPixels(rect)
    else { return }
    let area = shape.intersection(clip)
    guard !area.isEmpty else { return }
    let height = shape.y1 - shape.y0
    let corners = cornerMask(radius, of: shape)
    let cornerSize = corners?.size ?? 0
    let uniform = top == bottom
    var paint = Paint(top)
    (corners?.values ?? []).withUnsafeBufferPointer { mask in
      for y in area.y0..<area.y1 {
        if !uniform {
          // The colour at the row's centre: smooth at any height.
          paint = Paint(
            Rasterizer.blend(top, bottom, at: 2 * (y - shape.y0) + 1, of: 2 * height))
        }
        let row = buffer.row(y)
        let cornerRow =
          y < shape.y0 + cornerSize
          ? y - shape.y0 : y >= shape.y1 - cornerSize ? shape.y1 - 1 - y : -1
        guard cornerRow >= 0, let base = mask.baseAddress, let piece = corners else {
          paint.fill(row + area.x0, count: area.x1 - area.x0)
          continue
        }
        // The arcs' ink lies in the piece's columns ink..<solid (nothing before, all 255
        // after): the arc pixels read the mask, the rest of the row is one span.
        let maskRow = base + cornerRow * cornerSize
        let ink = piece.inkStart[cornerRow]
        let solid = piece.solidStart[cornerRow]
        let leftStart = max(area.x0, shape.x0 + ink)
        let leftEnd = min(area.x1, shape.x0 + solid)
        if leftStart < leftEnd {
          paint.fill(
            row + leftStart, count: leftEnd - leftStart, coverage: maskRow + (leftStart - shape.x0),
            step: 1)
        }
        let middleStart = max(area.x0, shape.x0 + solid)
        let middleEnd = min(area.x1, shape.x1 - solid)
        if middleStart < middleEnd { paint.fill(row + middleStart, count: middleEnd - middleStart) }
        let rightStart = max(area.x0, shape.x1 - solid)
        let rightEnd = min(area.x1, shape.x1 - ink)
        if rightStart < rightEnd {
          paint.fill(
            row + rightStart, count: rightEnd - rightStart,
            coverage: maskRow + (shape.x1 - 1 - rightStart), step: -1)
        }
      }
    }
  }

  /// The colour `numerator / denominator` of the way from `a` to `b`, rounded, in integers
  /// (a gradient computes one per row).
  static func blend(_ a: Color, _ b: Color, at numerator: Int, of denominator: Int) -> Color {
    func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8(
        (Int(from) * (denominator - numerator) + Int(to) * numerator + denominator / 2)
          / denominator)
    }
    return Color(
      red: channel(a.red, b.red), green: channel(a.green, b.green),
      blue: channel(a.blue, b.blue), alpha: channel(a.alpha, b.alpha))
  }

  /// A soft shadow as a nine-slice around the shape: four corner pieces from one shadow mask
  /// and four edges repeating its last row or column, where the arc has become straight. The
  /// middle is left alone: the shape itself covers it.
  func drawShadow(
    _ rect: Rect, radius: Double, blur: Double, color: Color, in buffer: PixelBuffer
  ) {
    guard radius.isFinite, blur.isFinite, let shape = snappedPixels(rect) else { return }
    let b = Int(min(blur * scale, 1e6).rounded())
    // A circular corner: soft enough that the continuous curve's difference does not show.
    let r = cornerPixels(radius, of: shape).radius
    guard b >= 1, let mask = masks.mask(.shadow(radius: r, blur: b)) else { return }
    let paint = Paint(color)
    let s = mask.size
    drawMask(mask, x: shape.x0 - b, y: shape.y0 - b, flipX: false, flipY: false, paint, buffer)
    drawMask(mask, x: shape.x1 - r, y: shape.y0 - b, flipX: true, flipY: false, paint, buffer)
    drawMask(mask, x: shape.x0 - b, y: shape.y1 - r, flipX: false, flipY: true, paint, buffer)
    drawMask(mask, x: shape.x1 - r, y: shape.y1 - r, flipX: true, flipY: true, paint, buffer)
    mask.values.withUnsafeBufferPointer { values in
      guard let base = values.baseAddress else { return }
      // Top and bottom edges: each row one coverage, from the piece's last column.
      let columns = PixelRect(
        x0: shape.x0 + r, y0: shape.y0 - b, x1: shape.x1 - r, y1: shape.y1 + b
      )
      .intersection(clip)
      if !columns.isEmpty {
        for y in columns.y0..<columns.y1 {
          let k = y < shape.y0 ? y - (shape.y0 - b) : y >= shape.y1 ? b - 1 - (y - shape.y1) : -1
          guard k >= 0 else { continue }
          paint.fill(
            buffer.row(y) + columns.x0, count: columns.x1 - columns.x0,
            coverage: UInt32(base[k * s + s - 1]))
        }
      }
      // Left and right edges: every row the piece's last row, mirrored on the right.
      let lastRow = base + (s - 1) * s
      let rows = PixelRect(x0: shape.x0 - b, y0: shape.y0 + r, x1: shape.x1 + b, y1: shape.y1 - r)
        .intersection(clip)
      guard !rows.isEmpty else { return }
      let left = PixelRect(x0: shape.x0 - b, y0: rows.y0, x1: shape.x0, y1: rows.y1)
        .intersection(rows)
      let right = PixelRect(x0: shape.x1, y0: rows.y0, x1: shape.x1 + b, y1: rows.y1)
        .intersection(rows)
      for y in rows.y0..<rows.y1 {
        let row = buffer.row(y)
        if !left.isEmpty {
          paint.fill(
            row + left.x0, count: left.x1 - left.x0, coverage: lastRow + (left.x0 - (shape.x0 - b)),
            step: 1)
        }
        if !right.isEmpty {
          paint.fill(
            row + right.x0, count: right.x1 - right.x0,
            coverage: lastRow + (b - 1 - (right.x0 - shape.x1)), step: -1)
        }
      }
    }
  }

  /// Paints `color` where `rect` lies outside its continuous corners of `radius`.
  func drawCornerMask(_ rect: Rect, radius: Double, color: Color, in buffer: PixelBuffer) {
    guard radius.isFinite, let shape = snappedPixels(rect) else { return }
    let corner = cornerPixels(radius, of: shape)
    let e = corner.extent
    guard corner.radius >= 1,
      let mask = masks.mask(.outside(radius: corner.radius, extent: e))
    else { return }
    let paint = Paint(color)
    drawMask(mask, x: shape.x0, y: shape.y0, flipX: false, flipY: false, paint, buffer)
    drawMask(mask, x: shape.x1 - e, y: shape.y0, flipX: true, flipY: false, paint, buffer)
    drawMask(mask, x: shape.x0, y: shape.y1 - e, flipX: false, flipY: true, paint, buffer)
    drawMask(mask, x: shape.x1 - e, y: shape.y1 - e, flipX: true, flipY: true, paint, buffer)
  }

  /// Paints a mask with its top-left pixel at (`x`, `y`), mirrored as asked.
  private func drawMask(
    _ mask: CoverageMask, x: Int, y: Int, flipX: Bool, flipY: Bool, _ paint: Paint,
    _ buffer: PixelBuffer
  ) {
    let s = mask.size
    let area = PixelRect(x0: x, y0: y, x1: x + s, y1: y + s).intersection(clip)
    guard !area.isEmpty else { return }
    mask.values.withUnsafeBufferPointer { values in
      guard let base = values.baseAddress else { return }
      for row in area.y0..<area.y1 {
        let maskRow = flipY ? s - 1 - (row - y) : row - y
        // Only the row's inked columns, mirrored when flipped.
        let ink0 = flipX ? x + s - mask.inkEnd[maskRow] : x + mask.inkStart[maskRow]
        let ink1 = flipX ? x + s - mask.inkStart[maskRow] : x + mask.inkEnd[maskRow]
        let x0 = max(area.x0, ink0)
        let x1 = min(area.x1, ink1)
        guard x0 < x1 else { continue }
        let column = flipX ? s - 1 - (x0 - x) : x0 - x
        paint.fill(
          buffer.row(row) + x0, count: x1 - x0, coverage: base + maskRow * s + column,
          step: flipX ? -1 : 1)
      }
    }
  }
}
