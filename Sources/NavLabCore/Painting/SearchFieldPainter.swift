import DisplayList
import NavGeometry

extension FramePainter {
  /// The navigation bar's search field: a rounded `tertiarySystemFill` rectangle with a
  /// magnifier and the placeholder, which fade out before the field has shrunk to 4/5.
  func paintSearchField(
    _ field: SearchFieldLayout, placeholder: String, _ place: Placement,
    into list: inout DisplayList
  ) {
    let theme = place.theme
    let frame = field.fieldFrame.offsetBy(dx: place.dx)
    guard frame.height > 0 else { return }
    list.fill(
      frame, radius: min(SearchFieldLayout.cornerRadius, frame.height / 2),
      color: theme.tertiaryFill.withOpacity(field.fieldAlpha))
    let alpha = field.contentAlpha
    guard alpha > 0 else { return }
    // The 17 pt magnifier 8 pt in, the placeholder after it (UIKit's search text field).
    let icon = Rect(x: frame.minX + 8, y: frame.midY - 8, width: 16, height: 16)
    let color = theme.secondaryLabel
    list.symbol(.magnifier, in: icon, color: color.withOpacity(alpha))
    list.text(
      placeholder, font: .body, color: color.withOpacity(alpha),
      x: frame.minX + 30, midY: frame.midY)
  }
}
