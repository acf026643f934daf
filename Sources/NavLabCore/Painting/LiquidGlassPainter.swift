import DisplayList
import NavGeometry

/// iOS 26's Liquid Glass, approximated with the bar material's blur: a lightly tinted blur in a
/// capsule. Apple publishes no numbers for glass; these are estimates from iOS 26 screenshots
/// (light: white at 55 % over a σ 6 pt blur; dark: #2C2C2E at 60 %), without the refraction
/// and specular rim of the real material.
extension FramePainter {
  /// Blur of the glass, points.
  static let glassSigma = 6.0
  /// Side of a glass bar button (the 44 pt touch target, as a circle).
  static let glassButtonSize = 44.0
  /// How far the soft scroll edge reaches below the bar, and the band at its bottom over which
  /// it fades out (estimates; see `paintScrollEdgeEffect`).
  static let softEdgeOverhang = 12.0
  static let softEdgeFeather = 36.0

  /// The tint of glass over content in `theme`.
  static func glassTint(_ theme: Theme) -> Color {
    theme.appearance == .light
      ? Color(hex: 0xFFFFFF, opacity: 0.55) : Color(hex: 0x2C2C2E, opacity: 0.6)
  }

  /// A glass capsule (or circle) over whatever was drawn under `rect`, blurred by `sigma`.
  func paintGlass(
    _ rect: Rect, theme: Theme, sigma: Double = glassSigma, into list: inout DisplayList
  ) {
    list.backdropBlur(
      rect, radius: min(rect.width, rect.height) / 2, sigma: sigma, tint: Self.glassTint(theme))
  }

  /// iOS 26's back button: the chevron centred on a 44 pt glass circle 16 pt from the edge.
  func paintGlassBackButton(
    midY: Double, color: Color, _ place: Placement, into list: inout DisplayList
  ) {
    let size = Self.glassButtonSize
    let circle = Rect(
      x: place.dx + NavigationBarMetrics.edgePadding, y: midY - size / 2, width: size,
      height: size)
    paintGlass(circle, theme: place.theme, into: &list)
    list.element(.backButton, frame: circle)
    list.symbol(
      .chevronLeft, in: Rect(x: circle.midX - 6.5, y: midY - 9.5, width: 11, height: 19),
      color: color)
  }

  /// iOS 26's scroll edge effect in place of the bar background, once content is under the bar
  /// (`alpha`). Soft: the content blurs lightly and fades into `color` towards the top (a
  /// σ 3 pt blur tinted 30 %, then a gradient from 70 % to clear), and the whole effect is
  /// progressive: it reaches 12 pt below the bar and thins out over its last 36 pt to nothing,
  /// so blur and tint end without a line and the inline title keeps nearly the full effect
  /// behind it. Apple documents the soft style as a progressive blur but publishes no band
  /// height: the 12 and 36 pt are estimates.
  /// Hard: `color`, opaque, cut off at the bar's bottom with a dividing line.
  func paintScrollEdgeEffect(
    barBottom: Double, alpha: Double, color: Color, _ place: Placement,
    into list: inout DisplayList
  ) {
    guard alpha > 0 else { return }
    let rect = Rect(x: place.dx, y: 0, width: place.device.size.width, height: barBottom)
    switch place.scrollEdge {
    case .soft:
      // The fade is part of the material (one pass over the pixels instead of two).
      list.backdropBlur(
        Rect(
          x: rect.minX, y: 0, width: rect.width, height: barBottom + Self.softEdgeOverhang),
        sigma: 3, tint: color.withOpacity(0.3), opacity: alpha,
        fade: color.withOpacity(0.7), feather: Self.softEdgeFeather)
    case .hard:
      list.fill(rect, color: color.withOpacity(alpha))
      list.fill(
        Rect(x: place.dx, y: barBottom, width: rect.width, height: place.device.hairline),
        color: place.theme.hairline.withOpacity(alpha))
    }
  }
}
