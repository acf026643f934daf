import DisplayList
import NavGeometry
import ScreenModel

/// Laid-out elements part way between two layouts of the same content (issue 38: a live
/// answer's change animates in the engine, from what is on screen to the new layout, as
/// SwiftUI interpolates a view's animatable attributes between two renders).
extension PlacedElement {
  /// Whether `from` and `to` can move into one another element by element: as many elements,
  /// each drawing the same kind of thing (text to text, a rounded rectangle to a rounded
  /// rectangle). Otherwise the new layout shows at once.
  public static func canBlend(_ from: [PlacedElement], _ to: [PlacedElement]) -> Bool {
    guard from.count == to.count else { return false }
    for index in from.indices where !from[index].drawing.isSameKind(as: to[index].drawing) {
      return false
    }
    return true
  }

  /// Sets this element to `progress` of the way from `from` to `to` (0: `from`, 1: `to`; a
  /// spring may go past either end): the frame, the opacity, a rounded rectangle's corner
  /// radius, a shadow's radius and fixed colours move; everything else is `to`'s (text,
  /// images, semantic colours: what cannot be blended shows the new value at once). Writes in
  /// place, and allocates only for a colour that moves.
  public mutating func blend(from: PlacedElement, to: PlacedElement, progress: Double) {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
    frame = Rect(
      x: mix(from.frame.x, to.frame.x), y: mix(from.frame.y, to.frame.y),
      width: max(0, mix(from.frame.width, to.frame.width)),
      height: max(0, mix(from.frame.height, to.frame.height)))
    opacity = min(max(mix(from.opacity, to.opacity), 0), 1)
    role = to.role
    source = to.source
    switch (from.drawing, to.drawing) {
    case (.shape(let a, let fillA), .shape(let b, let fillB)):
      drawing = .shape(
        ShapeKind.blend(a, b, progress), fill: ShapeFill.blend(fillA, fillB, progress))
    case (.outline(let a, let styleA, let strokeA), .outline(let b, let styleB, var strokeB)):
      strokeB.lineWidth = max(0, mix(strokeA.lineWidth, strokeB.lineWidth))
      drawing = .outline(
        ShapeKind.blend(a, b, progress), style: ShapeFill.blend(styleA, styleB, progress),
        stroke: strokeB)
    case (.text(let a), .text(var b)):
      b.color = ColorValue.blend(a.color, b.color, progress)
      drawing = .text(b)
    case (.symbol(_, let a), .symbol(let name, let b)):
      drawing = .symbol(name: name, color: ColorValue.blend(a, b, progress))
    case (.shadow(let a, let radiusA, let colorA), .shadow(let b, let radiusB, let colorB)):
      drawing = .shadow(
        ShapeKind.blend(a, b, progress), radius: max(0, mix(radiusA, radiusB)),
        color: ColorValue.blend(colorA, colorB, progress))
    case (.pushClip(let a), .pushClip(let b)):
      drawing = .pushClip(ShapeKind.blend(a, b, progress))
    default:
      drawing = to.drawing
    }
  }
}

extension PlacedDrawing {
  /// Same case (and for shapes the same outline kind), whatever the values.
  func isSameKind(as other: PlacedDrawing) -> Bool {
    switch (self, other) {
    case (.text, .text), (.image, .image), (.symbol, .symbol), (.toggle, .toggle),
      (.placeholder, .placeholder), (.popClip, .popClip), (.group, .group), (.anchor, .anchor),
      (.link, .link):
      true
    case (.shape(let a, _), .shape(let b, _)), (.outline(let a, _, _), .outline(let b, _, _)),
      (.shadow(let a, _, _), .shadow(let b, _, _)),
      (.pushClip(let a), .pushClip(let b)):
      a.isSameKind(as: b)
    default:
      false
    }
  }
}

extension ShapeKind {
  func isSameKind(as other: ShapeKind) -> Bool {
    switch (self, other) {
    case (.rectangle, .rectangle), (.circle, .circle), (.capsule, .capsule),
      (.ellipse, .ellipse), (.roundedRectangle, .roundedRectangle):
      true
    default:
      false
    }
  }

  /// A rounded rectangle's radius moves (its corner style is the new one's); other outlines
  /// have nothing to move.
  static func blend(_ a: ShapeKind, _ b: ShapeKind, _ progress: Double) -> ShapeKind {
    guard case .roundedRectangle(let from, _) = a, case .roundedRectangle(let to, let style) = b,
      from != to
    else { return b }
    return .roundedRectangle(radius: max(0, from + (to - from) * progress), style: style)
  }
}

extension ShapeFill {
  static func blend(_ a: ShapeFill, _ b: ShapeFill, _ progress: Double) -> ShapeFill {
    guard case .color(let from) = a, case .color(let to) = b, from != to else { return b }
    return .color(ColorValue.blend(from, to, progress))
  }
}

extension ColorValue {
  /// Two fixed colours mix channel by channel in sRGB (as Core Animation interpolates a
  /// layer's colours), one colour's opacity moves; anything else (another role resolved per
  /// theme, a light/dark pair) is the new colour at once. Equal colours are returned as they
  /// are (no allocation).
  static func blend(_ a: ColorValue, _ b: ColorValue, _ progress: Double) -> ColorValue {
    guard a != b else { return b }
    switch (a, b) {
    case (.fixed(let from), .fixed(let to)):
      return .fixed(from.mixed(with: to, progress))
    case (.opacity(let base, let from), .opacity(let other, let to)) where base == other:
      // The same colour at another opacity (`Color.black.opacity(0.1)` to `0.2`).
      return .opacity(base, min(max(from + (to - from) * progress, 0), 1))
    default:
      return b
    }
  }
}
