/// A rectangle of whole pixels, columns `x0..<x1` and rows `y0..<y1`.
///
/// The rasterizer clips every span against one of these, so drawing never needs a bounds check
/// per pixel.
struct PixelRect: Equatable {
  var x0: Int
  var y0: Int
  var x1: Int
  var y1: Int

  static let empty = PixelRect(x0: 0, y0: 0, x1: 0, y1: 0)

  var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The same rectangle moved by whole pixels.
  func offsetBy(dx: Int, dy: Int) -> PixelRect {
    PixelRect(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy)
  }

  /// The pixels in both rectangles (`empty` when they do not overlap).
  func intersection(_ other: PixelRect) -> PixelRect {
    let result = PixelRect(
      x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1),
      y1: min(y1, other.y1))
    return result.isEmpty ? .empty : result
  }
}
