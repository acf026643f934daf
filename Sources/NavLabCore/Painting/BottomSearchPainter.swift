import DisplayList
import NavGeometry

extension FramePainter {
  /// iOS 26's bottom search: a glass field with the magnifier and placeholder, or a glass
  /// search tab with the magnifier beside the tab bar.
  func paintBottomSearch(
    _ layout: BottomSearchLayout, placeholder: String, _ place: Placement,
    into list: inout DisplayList
  ) {
    let theme = place.theme
    let frame = layout.frame.offsetBy(dx: place.dx)
    paintGlass(frame, theme: theme, into: &list)
    let icon = 22.0
    if layout.isTab {
      list.symbol(
        .magnifier,
        in: Rect(x: frame.midX - icon / 2, y: frame.midY - icon / 2, width: icon, height: icon),
        color: theme.label)
      return
    }
    list.symbol(
      .magnifier, in: Rect(x: frame.minX + 16, y: frame.midY - 9, width: 18, height: 18),
      color: theme.secondaryLabel)
    list.text(
      placeholder, font: .body, color: theme.secondaryLabel, x: frame.minX + 42,
      midY: frame.midY)
  }
}
