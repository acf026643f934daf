import DisplayList
import NavGeometry

/// Images: a scaled copy from the ``ImageStore`` (made once per pixel size), copied row by row
/// where opaque and square, blended (premultiplied source over) where translucent, faded or in
/// a rounded corner.
extension Rasterizer {
  /// A placeholder for an image the store does not have: grey at 30 %.
  static let missingImage = Color(hex: 0x8E8E93, opacity: 0.3)

  func drawImage(
    _ id: ImageID, in rect: Rect, radius: Double, opacity: Double, blend: ImageBlend,
    in buffer: PixelBuffer
  ) {
    guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite,
      radius.isFinite, opacity.isFinite
    else { return }
    // The size comes from the rectangle's size, not from its rounded edges, so a scrolling
    // image keeps one pixel size (one scaled copy).
    let width = Int(min(16384, rect.width * scale).rounded())
    let height = Int(min(16384, rect.height * scale).rounded())
    guard width > 0, height > 0 else { return }
    let x0 = snapped(pixelX(rect.minX))
    let y0 = snapped(pixelY(rect.minY))
    let shape = PixelRect(x0: x0, y0: y0, x1: x0 + width, y1: y0 + height)
    let area = shape.intersection(clip)
    guard !area.isEmpty else { return }
    guard let image = images?.scaledImage(id, width: width, height: height) else {
      fillRoundedRect(
        rect, radius: radius, top: Rasterizer.missingImage, bottom: Rasterizer.missingImage,
        in: buffer)
      return
    }
    let fade = UInt32((min(max(opacity, 0), 1) * 255).rounded())
    // The corner rule every round shape shares (continuous corners, capsules circular).
    let corners = cornerMask(radius, of: shape)
    let cornerSize = corners?.size ?? 0
    let copies = image.isOpaque && fade == 255 && blend == .normal
    image.pixels.withUnsafeBufferPointer { source in
      (corners?.values ?? []).withUnsafeBufferPointer { mask in
        guard let pixels = source.baseAddress else { return }
        for y in area.y0..<area.y1 {
          let from = pixels + (y - shape.y0) * width - shape.x0
          let row = buffer.row(y)
          let cornerRow =
            y < shape.y0 + cornerSize
            ? y - shape.y0 : y >= shape.y1 - cornerSize ? shape.y1 - 1 - y : -1
          guard cornerRow >= 0, let base = mask.baseAddress else {
            if copies {
              (row + area.x0).update(from: from + area.x0, count: area.x1 - area.x0)
            } else {
              for x in area.x0..<area.x1 {
                row[x] = Rasterizer.compose(row[x], from[x], weight: fade, blend: blend)
              }
            }
            continue
          }
          let maskRow = base + cornerRow * cornerSize
          for x in area.x0..<area.x1 {
            var coverage: UInt32 = 255
            if x < shape.x0 + cornerSize {
              coverage = UInt32(maskRow[x - shape.x0])
            } else if x >= shape.x1 - cornerSize {
              coverage = UInt32(maskRow[shape.x1 - 1 - x])
            }
            guard coverage > 0 else { continue }
            row[x] = Rasterizer.compose(
              row[x], from[x], weight: Paint.divide255(coverage * fade), blend: blend)
          }
        }
      }
    }
  }

  /// Premultiplied `source` at `weight` (0...255) over the opaque `destination`, or their
  /// difference mixed in at `weight`.
  @inline(__always)
  static func compose(_ destination: UInt32, _ source: UInt32, weight: UInt32, blend: ImageBlend)
    -> UInt32
  {
    if blend == .normal, weight == 255, source >> 24 == 255 { return source }
    let alpha = Paint.divide255((source >> 24) * weight)
    @inline(__always)
    func channel(_ shift: UInt32) -> UInt32 {
      let s = source >> shift & 0xFF
      let d = destination >> shift & 0xFF
      switch blend {
      case .normal:
        return min(255, Paint.divide255(s * weight) + Paint.divide255(d * (255 - alpha))) << shift
      case .difference:
        let difference = s > d ? s - d : d - s
        return Paint.divide255(difference * weight + d * (255 - weight)) << shift
      }
    }
    let result = 0xFF00_0000 | channel(16) | channel(8) | channel(0)
    return result
  }
}
