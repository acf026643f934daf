import NavGeometry

/// One drawing operation, in points; the renderer scales to output pixels.
///
/// Commands hold only values (strings come from static tables, so appending one does not
/// allocate), which keeps a rebuilt display list free of heap traffic once its buffer is warm.
public enum DrawCommand: Sendable, Equatable {
  /// A filled rectangle; `radius` > 0 rounds its corners (anti-aliased).
  case fill(Rect, radius: Double, Color)
  /// A vertical gradient from `top` to `bottom`, optionally with rounded corners.
  case gradient(Rect, radius: Double, top: Color, bottom: Color)
  /// A linear gradient filling a rounded rectangle (`radius` 0: square corners; half the
  /// shorter side: a capsule or circle): colours blend along the line from `start` to `end`
  /// (points), constant across it, and hold their end colours beyond. Its stops are
  /// ``DisplayList/colorStops`` in `stops`, in order of location.
  case linearGradient(Rect, radius: Double, start: Point, end: Point, stops: Range<Int32>)
  /// A one-line text run. `x` is the leading, centre or trailing edge per `alignment`; `midY`
  /// the vertical centre of the line box. `scale` grows the glyphs about (`x`, `midY`). Text
  /// wider than `maxWidth` points (before `scale`) is cut and ends with "…", as UIKit truncates
  /// a label's tail.
  case text(
    String, font: Font, color: Color, x: Double, midY: Double, alignment: TextAlignment,
    scale: Double, maxWidth: Double)
  /// A shape glyph fitted into `rect`; `level` is a 0...1 parameter (battery charge).
  case symbol(Symbol, Rect, Color, level: Double)
  /// The outline of a rounded rectangle: the band between `rect` (its outer edge, corners of
  /// `radius`) and `rect` inset by `width` on every side (corners of `radius − width`),
  /// dashed as `dash` says along the band's middle, clockwise from the top edge's start
  /// (SwiftUI's `stroke` and `strokeBorder`; a circle is one whose radius is half its side).
  case stroke(Rect, radius: Double, width: Double, dash: StrokeDash, Color)
  /// A straight line of `width` points with square ends (plots, dividers).
  case line(Point, Point, width: Double, Color)
  /// A soft drop shadow under a rounded rectangle.
  case shadow(Rect, radius: Double, blur: Double, Color)
  /// Fills what lies inside `rect` but outside its rounded corners of `radius` (a phone
  /// screen's corners, masked by the bezel).
  case cornerMask(Rect, radius: Double, Color)
  /// A material: what is already drawn under the rounded rectangle, blurred by a Gaussian of
  /// `sigma` points (content up to 3σ outside the rectangle bleeds in), with `tint` painted over
  /// the blur, then `fade` laid over it at the top edge and thinning linearly to nothing at the
  /// bottom edge; the whole material is laid over the content at `opacity` (0...1). A
  /// `feather` > 0 makes it progressive: over the lowest `feather` points its opacity falls
  /// linearly to nothing at the bottom edge, so blur and tint end without a seam. iOS bars,
  /// search fields, tab bars and glass are all this, and iOS 26's soft scroll edge with a fade
  /// and a feather.
  case backdropBlur(
    Rect, radius: Double, sigma: Double, tint: Color, opacity: Double, fade: Color,
    feather: Double)
  /// An image (see ``ImageID``) filling `rect` the way UIKit's `scaleAspectFill` does: scaled
  /// to cover the rectangle, centred, the overflow cut off; `radius` rounds its corners (half
  /// the side makes a circle); `opacity` 0...1; `blend` how it meets what lies under it. An
  /// image the renderer does not have draws a grey placeholder.
  case image(ImageID, Rect, radius: Double, opacity: Double, blend: ImageBlend)
  /// Restricts later commands to `rect` (intersected with the current clip) until `popClip`.
  case pushClip(Rect)
  /// A canvas of its own inside the list: clips like `pushClip`, and a backdrop blur inside
  /// reads, and extends its edges, within `rect` as it would within the whole canvas. Each phone
  /// of the tuning studio is one, so a bar's material never takes colour from the phone beside
  /// it. Ends with `popClip`.
  case pushCanvas(Rect)
  case popClip
}
