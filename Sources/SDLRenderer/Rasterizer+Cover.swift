import DisplayList
import NavGeometry

/// The frame's opening full-screen fill (the screen background), drawn only where the opaque
/// fills that directly follow it (a grouped list's section cards) will not draw anyway.
///
/// On a settings screen at @3x the cards cover most of the screen, so drawing the background
/// under them writes some two million pixels that are overwritten a moment later. The bytes are
/// the same either way: a card's straight rows are opaque spans over whatever lay under them;
/// its corner rows, which blend, get the background under them as before.
extension Rasterizer {
  /// Fills the clip (the whole buffer: see `opensWithOpaqueCover`) with `color`, except the
  /// straight rows of the opaque fills at the start of `following`.
  func fillCover(_ color: Color, following: ArraySlice<DrawCommand>, in buffer: PixelBuffer) {
    let area = clip
    coverHoles.removeAll(keepingCapacity: true)
    for command in following {
      guard case .fill(let rect, let radius, let fill) = command, fill.alpha == 255,
        radius.isFinite
      else { break }
      guard let shape = snappedPixels(rect) else { continue }
      // The rows `fillRoundedRect` draws as one opaque span: all but `r` at each end.
      let r = cornerPixels(radius, of: shape).extent
      let solid = PixelRect(x0: shape.x0, y0: shape.y0 + r, x1: shape.x1, y1: shape.y1 - r)
        .intersection(area)
      guard !solid.isEmpty else { continue }
      // Kept in order of their left edges, so a row is filled left to right between them.
      var i = coverHoles.count
      coverHoles.append(solid)
      while i > 0, coverHoles[i - 1].x0 > solid.x0 {
        coverHoles.swapAt(i - 1, i)
        i -= 1
      }
    }
    let pixel = Paint(color).pixel
    for y in area.y0..<area.y1 {
      let row = buffer.row(y)
      var x = area.x0
      for hole in coverHoles where hole.y0 <= y && y < hole.y1 {
        if hole.x0 > x { (row + x).update(repeating: pixel, count: hole.x0 - x) }
        x = max(x, hole.x1)
      }
      if x < area.x1 { (row + x).update(repeating: pixel, count: area.x1 - x) }
    }
  }
}
