import NavGeometry
import ScreenModel

/// What a `.shadow` follows: the outline of what its view draws, as SwiftUI's shadow follows
/// the alpha of the view's pixels (issue 43). One outline a filled shape, image or switch: a
/// circle as a circle (the largest square centred in its frame, as it is drawn), a view clipped
/// to a circle as that circle, a circle behind padded text as the circle — not the view's whole
/// frame as a rectangle. Text, symbols and placeholders cast none here (the display list blurs
/// no glyphs), and shadows already inside the view are not shadowed again.
enum ShadowOutlines {
  /// The shadows, moved by (`dx`, `dy`) and blurred by `radius`, of `drawn` (the view's placed
  /// elements, in drawing order).
  static func shadows(
    of drawn: ArraySlice<PlacedElement>, dx: Double, dy: Double, radius: Double,
    color: ColorValue
  ) -> [PlacedElement] {
    var clips: [(ShapeKind, Rect)] = []
    var shadows: [PlacedElement] = []
    for element in drawn {
      let own: (ShapeKind, Rect)
      switch element.drawing {
      case .pushClip(let kind):
        clips.append((kind, element.frame))
        continue
      case .popClip:
        _ = clips.popLast()
        continue
      case .shape(let kind, _): own = (kind, element.frame)
      case .image: own = (.rectangle, element.frame)
      case .toggle: own = (.capsule, element.frame)
      case .outline:
        continue  // A line's shadow is the line's, not the solid shape's: not drawn.
      case .text, .symbol, .placeholder, .shadow, .group, .anchor, .link, .menu,
        .scrollViewBegin, .scrollViewEnd, .transitionBegin, .transitionEnd:
        continue
      }
      // What covers its clip takes the clip's outline (a photo clipped to a circle).
      var (kind, frame) = own
      if let (clipKind, clip) = clips.last, covers(frame, clip) { (kind, frame) = (clipKind, clip) }
      shadows.append(
        PlacedElement(
          frame: kind.drawnRect(in: frame).offsetBy(dx: dx, dy: dy),
          drawing: .shadow(kind, radius: radius, color: color), opacity: element.opacity,
          role: nil, source: element.source))
    }
    return shadows
  }

  /// Whether `rect` covers `clip` (to a hundredth of a point).
  static func covers(_ rect: Rect, _ clip: Rect) -> Bool {
    rect.minX <= clip.minX + 0.01 && rect.minY <= clip.minY + 0.01
      && rect.maxX >= clip.maxX - 0.01 && rect.maxY >= clip.maxY - 0.01
  }

}

extension ShapeKind {
  /// Where the shape is drawn in `frame`: a circle in the largest square centred in it (as
  /// SwiftUI's `Circle` is), any other shape in the whole frame. Fills, clips and shadows
  /// all use it.
  public func drawnRect(in frame: Rect) -> Rect {
    guard case .circle = self else { return frame }
    let side = min(frame.width, frame.height)
    return Rect(x: frame.midX - side / 2, y: frame.midY - side / 2, width: side, height: side)
  }
}
