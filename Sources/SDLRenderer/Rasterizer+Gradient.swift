import DisplayList
import NavGeometry

/// Linear gradients of any direction and any number of stops, filling a rounded rectangle
/// (a rectangle, a capsule or a circle too) with the same snapped edges and corner masks as a
/// solid fill.
///
/// Colours are interpolated in gamma-encoded sRGB with straight alpha, channel by channel.
/// That is SwiftUI's default: a `Gradient` interpolates in `Gradient.ColorSpace.device`, "the
/// output color space", unless `.colorSpace(.perceptual)` asks otherwise
/// (developer.apple.com/documentation/swiftui/gradient/colorspace/device), and iOS draws into
/// sRGB (extended sRGB on wide-colour screens, the same numbers for colours inside sRGB).
/// Alpha is not premultiplied, as Core Graphics and Core Animation gradients are not: a fade
/// from white to `.clear` (transparent black) greys in the middle on iOS too.
extension Rasterizer {
  /// How many colours the ramp of a gradient that changes along a row holds: a pixel takes
  /// the nearest, off by at most 1/2046 of the way between two stops (under 1/8 of a level).
  static let gradientRampSize = 1024

  /// Fills the rounded rectangle `rect` with the gradient from `start` to `end` (points)
  /// through `stops` (in order of location).
  func fillLinearGradient(
    _ rect: Rect, radius: Double, start: Point, end: Point, stops: ArraySlice<ColorStop>,
    in buffer: PixelBuffer
  ) {
    guard let first = stops.first, radius.isFinite, let shape = snappedPixels(rect) else {
      return
    }
    let area = shape.intersection(clip)
    guard !area.isEmpty else { return }
    // The gradient in pixels: t = (p − s)·d / |d|² at a pixel's centre p.
    let s = pixelPoint(start)
    let e = pixelPoint(end)
    let dx = e.x - s.x
    let dy = e.y - s.y
    let length2 = dx * dx + dy * dy
    guard length2.isFinite, length2 > 1e-12 else {
      // No direction: SwiftUI has no line to spread the colours along; the first one fills.
      fillRoundedRect(rect, radius: radius, top: first.color, bottom: first.color, in: buffer)
      return
    }
    let stepX = dx / length2
    let stepY = dy / length2
    // Constant along rows (a vertical gradient, the common case): one colour per row, exact.
    let perRow = abs(stepX) * Double(area.x1 - area.x0) < 0.5 / Double(Self.gradientRampSize)
    if !perRow { prepareRamp(stops) }
    let corners = cornerMask(radius, of: shape)
    let cornerSize = corners?.size ?? 0
    (corners?.values ?? []).withUnsafeBufferPointer { mask in
      gradientRamp.withUnsafeBufferPointer { ramp in
        for y in area.y0..<area.y1 {
          // t at the centre of the row's first pixel of the shape, then stepX a pixel.
          let rowT = (Double(shape.x0) + 0.5 - s.x) * stepX + (Double(y) + 0.5 - s.y) * stepY
          let row = buffer.row(y)
          let paint = perRow ? Paint(Rasterizer.color(of: stops, at: rowT)) : nil
          func span(_ x0: Int, _ x1: Int, _ coverage: UnsafePointer<UInt8>?, _ step: Int) {
            guard x0 < x1 else { return }
            if let paint {
              if let coverage {
                paint.fill(row + x0, count: x1 - x0, coverage: coverage, step: step)
              } else {
                paint.fill(row + x0, count: x1 - x0)
              }
              return
            }
            let last = Double(Self.gradientRampSize - 1)
            var t = rowT + Double(x0 - shape.x0) * stepX
            var cover = coverage
            for x in x0..<x1 {
              let index = Int((min(max(t, 0), 1) * last).rounded())
              ramp[index].fill(row + x, coverage: cover.map { UInt32($0.pointee) } ?? 255)
              t += stepX
              cover = cover.map { $0 + step }
            }
          }
          let cornerRow =
            y < shape.y0 + cornerSize
            ? y - shape.y0 : y >= shape.y1 - cornerSize ? shape.y1 - 1 - y : -1
          guard cornerRow >= 0, let base = mask.baseAddress, let piece = corners else {
            span(area.x0, area.x1, nil, 1)
            continue
          }
          // As `fillRoundedRect`: the arcs read the mask (mirrored on the right), the middle
          // of the row is one covered span.
          let maskRow = base + cornerRow * cornerSize
          let ink = piece.inkStart[cornerRow]
          let solid = piece.solidStart[cornerRow]
          let leftStart = max(area.x0, shape.x0 + ink)
          span(leftStart, min(area.x1, shape.x0 + solid), maskRow + (leftStart - shape.x0), 1)
          span(max(area.x0, shape.x0 + solid), min(area.x1, shape.x1 - solid), nil, 1)
          let rightStart = max(area.x0, shape.x1 - solid)
          span(
            rightStart, min(area.x1, shape.x1 - ink), maskRow + (shape.x1 - 1 - rightStart), -1)
        }
      }
    }
  }

  /// Fills `gradientRamp` with `stops` sampled evenly from t = 0 to 1 (its capacity is kept,
  /// so this allocates only the first time).
  private func prepareRamp(_ stops: ArraySlice<ColorStop>) {
    gradientRamp.removeAll(keepingCapacity: true)
    let last = Double(Self.gradientRampSize - 1)
    for index in 0..<Self.gradientRampSize {
      gradientRamp.append(Paint(Rasterizer.color(of: stops, at: Double(index) / last)))
    }
  }

  /// The gradient's colour at `t`: the first stop's before it, the last one's after it, and
  /// between two stops each channel (alpha too) interpolated linearly and rounded. Stops at
  /// one location make a hard edge: the later one wins from there on.
  static func color(of stops: ArraySlice<ColorStop>, at t: Double) -> Color {
    guard var previous = stops.first else { return .clear }
    guard t > previous.location else { return previous.color }
    for stop in stops.dropFirst() {
      if t < stop.location {
        let span = stop.location - previous.location
        return span > 0
          ? mix(previous.color, stop.color, (t - previous.location) / span) : stop.color
      }
      previous = stop
    }
    return previous.color
  }

  /// `a` to `b` at `f` in 0...1, each channel rounded to the nearest level.
  private static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
    func channel(_ from: UInt8, _ to: UInt8) -> UInt8 {
      UInt8((Double(from) + (Double(to) - Double(from)) * f).rounded())
    }
    return Color(
      red: channel(a.red, b.red), green: channel(a.green, b.green),
      blue: channel(a.blue, b.blue), alpha: channel(a.alpha, b.alpha))
  }
}
