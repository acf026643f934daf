import DisplayList

/// Text runs: cached glyph coverage, tinted with the run's colour and opacity.
extension Rasterizer {
  /// The width of `string` in `font` as it is drawn (tracked, at this scale), in points; what
  /// a layout measuring text must use. Renders and caches the run on first use.
  public func textWidth(_ string: String, font: Font) -> Double {
    guard font.size.isFinite, font.size > 0, !string.isEmpty else { return 0 }
    let pixelSize = Int32(min(font.size * scale, 4096).rounded())
    guard pixelSize >= 1 else { return 0 }
    return Double(run(string, font: font, pixelSize: pixelSize, maxWidth: .infinity).width) / scale
  }

  /// The cached run of `string` in `font` at `pixelSize`, tracked by the font's tracking and
  /// cut with "…" to `maxWidth` points: where, decided at ``layoutScale`` when it is set.
  private func run(_ string: String, font: Font, pixelSize: Int32, maxWidth: Double) -> GlyphRun {
    // Tracking scales with the pixels per point, like the glyphs.
    let limit = maxWidth * scale
    if let fitting = fitting(font, maxWidth: maxWidth) {
      return glyphs.run(
        string, font: font, pixelSize: pixelSize, tracking: tracking(font), fitting: fitting)
    }
    return glyphs.run(
      string, font: font, pixelSize: pixelSize,
      tracking: tracking(font),
      maxWidth: limit < Double(TextFitting.maximumWidth) ? Int32(max(0, limit)) : nil)
  }

  /// The text ``drawText`` draws for `string` in `font` given `maxWidth` points: whole, or cut
  /// with "…" (where: at ``layoutScale`` when it is set). Renders nothing.
  public func fittedText(_ string: String, font: Font, maxWidth: Double) -> String {
    guard font.size.isFinite, font.size > 0, !string.isEmpty else { return string }
    let pixelSize = Int32(min(font.size * scale, 4096).rounded())
    guard pixelSize >= 1 else { return string }
    let limit = maxWidth * scale
    if let fitting = fitting(font, maxWidth: maxWidth) {
      return glyphs.fittedText(
        string, font: font, pixelSize: pixelSize, tracking: tracking(font), fitting: fitting)
    }
    return glyphs.fittedText(
      string, font: font, pixelSize: pixelSize, tracking: tracking(font),
      maxWidth: limit < Double(TextFitting.maximumWidth) ? Int32(max(0, limit)) : nil)
  }

  /// Where text cut to `maxWidth` points is cut when ``layoutScale`` differs from this scale.
  private func fitting(_ font: Font, maxWidth: Double) -> GlyphRunCache.Fitting? {
    guard let layoutScale, layoutScale != scale, layoutScale > 0, maxWidth.isFinite else {
      return nil
    }
    let limit = max(0, min(maxWidth * layoutScale, Double(TextFitting.maximumWidth)))
    return GlyphRunCache.Fitting(
      pixelSize: Int32(max(1, min(font.size * layoutScale, 4096).rounded())),
      tracking: tracking(font, scale: layoutScale), maxWidth: Int32(limit))
  }

  /// The font's tracking in pixels: Inter's (tuned to set Inter as wide as SF) or, with the
  /// user's SF fonts, SF's own.
  private func tracking(_ font: Font, scale: Double? = nil) -> Double {
    let points = font.tracking(in: typeFamily)
    return points.isFinite ? points * (scale ?? self.scale) : 0
  }

  func drawText(
    _ string: String, font: Font, color: Color, x: Double, midY: Double,
    alignment: TextAlignment, scale textScale: Double, maxWidth: Double = .infinity,
    in buffer: PixelBuffer
  ) {
    guard x.isFinite, midY.isFinite, textScale.isFinite, textScale > 0, font.size.isFinite,
      font.size > 0
    else { return }
    let pixelSize = Int32(min(font.size * scale, 4096).rounded())
    guard pixelSize >= 1 else { return }
    let run = run(string, font: font, pixelSize: pixelSize, maxWidth: maxWidth)
    guard run.width > 0 else { return }
    var width = Double(run.width) * textScale
    let height = Double(run.height) * textScale
    // Text that fits at the layout's scale but whose hinted glyphs are a pixel or two wider
    // here is narrowed to its room (a 1–3 % squeeze nobody sees) instead of cut.
    let room = maxWidth * scale * textScale
    let squeezed = layoutScale != nil && room.isFinite && width > room + 0.5
    if squeezed { width = max(1, room) }
    var left = pixelX(x)
    switch alignment {
    case .leading: break
    case .center: left -= width / 2
    case .trailing: left -= width
    }
    // Rounded down, as SDL placed the texture before: unscaled text keeps its pixel grid.
    let x0 = Int(max(-1e7, min(1e7, left)).rounded(.down))
    let y0 = Int(max(-1e7, min(1e7, pixelY(midY) - height / 2)).rounded(.down))
    let paint = Paint(color)
    if textScale == 1, !squeezed {
      blit(run, x: x0, y: y0, paint, buffer)
    } else {
      stretch(
        run, x: x0, y: y0, width: max(1, Int(min(width, 1e5).rounded())),
        height: max(1, Int(min(height, 1e5).rounded())), paint, buffer)
    }
  }

  /// The run at its own size, its top-left pixel at (`x`, `y`).
  private func blit(_ run: GlyphRun, x: Int, y: Int, _ paint: Paint, _ buffer: PixelBuffer) {
    let area = PixelRect(
      x0: x, y0: y + run.inkRows.lowerBound, x1: x + run.width, y1: y + run.inkRows.upperBound
    ).intersection(clip)
    guard !area.isEmpty else { return }
    run.coverage.withUnsafeBufferPointer { coverage in
      guard let base = coverage.baseAddress else { return }
      for row in area.y0..<area.y1 {
        paint.fill(
          buffer.row(row) + area.x0, count: area.x1 - area.x0,
          coverage: base + (row - y) * run.width + (area.x0 - x), step: 1)
      }
    }
  }

  /// The run resized to `width` × `height` pixels with bilinear sampling (a large title grows
  /// smoothly while the list is pulled down), in 16.16 fixed point. Each row is resampled into
  /// a scratch line and painted like an unscaled run.
  private func stretch(
    _ run: GlyphRun, x: Int, y: Int, width: Int, height: Int, _ paint: Paint,
    _ buffer: PixelBuffer
  ) {
    let area = PixelRect(x0: x, y0: y, x1: x + width, y1: y + height).intersection(clip)
    guard !area.isEmpty else { return }
    let stepX = (run.width << 16) / width
    let stepY = (run.height << 16) / height
    let count = area.x1 - area.x0
    if scratchLine.count < count {
      scratchLine.append(contentsOf: repeatElement(0, count: count - scratchLine.count))
    }
    let sourceWidth = run.width
    let sourceHeight = run.height
    run.coverage.withUnsafeBufferPointer { coverage in
      guard let base = coverage.baseAddress else { return }
      scratchLine.withUnsafeMutableBufferPointer { line in
        guard let resampled = line.baseAddress else { return }
        for row in area.y0..<area.y1 {
          // Source position of the destination pixel's centre, minus half a source pixel.
          let v = (row - y) * stepY + stepY / 2 - 0x8000
          let v0 = v >> 16
          let fv = (v >> 8) & 0xFF
          // Coverage outside the run is zero, so its edges fade out like its inside.
          let upper = v0 >= 0 && v0 < sourceHeight ? base + v0 * sourceWidth : nil
          let lower = v0 + 1 >= 0 && v0 + 1 < sourceHeight ? base + (v0 + 1) * sourceWidth : nil
          if upper == nil && lower == nil { continue }
          @inline(__always)
          func sample(_ source: UnsafePointer<UInt8>?, _ column: Int) -> Int {
            guard let source, column >= 0, column < sourceWidth else { return 0 }
            return Int(source[column])
          }
          var u = (area.x0 - x) * stepX + stepX / 2 - 0x8000
          for i in 0..<count {
            let u0 = u >> 16
            let fu = (u >> 8) & 0xFF
            u += stepX
            let top = sample(upper, u0) * (256 - fu) + sample(upper, u0 + 1) * fu
            let bottom = sample(lower, u0) * (256 - fu) + sample(lower, u0 + 1) * fu
            resampled[i] = UInt8(min((top * (256 - fv) + bottom * fv + 0x8000) >> 16, 255))
          }
          paint.fill(buffer.row(row) + area.x0, count: count, coverage: resampled, step: 1)
        }
      }
    }
  }
}
