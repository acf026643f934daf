import DisplayList
import NavGeometry

extension FramePainter {
  /// iOS 26's bottom search: a glass field with the magnifier and placeholder, or a glass
  /// search tab with the magnifier beside the tab bar. Focused, it rises above the keyboard area
  /// with the typed `text` after a tint-coloured caret, and a glass close button beside it.
  func paintBottomSearch(
    _ layout: BottomSearchLayout, placeholder: String, text: String, textWithCaret: String,
    background: Color, _ place: Placement, into list: inout DisplayList
  ) {
    let theme = place.theme
    if layout.focus > 0 {
      // NavLab draws no keys (typing uses the computer's keyboard), only the keyboard's area:
      // opaque, `tertiarySystemFill` over the screen's background.
      let keyboard = layout.keyboardFrame.offsetBy(dx: place.dx)
      list.fill(keyboard, color: background)
      list.fill(keyboard, color: theme.tertiaryFill)
      paintCloseButton(layout, place, into: &list)
    }
    let frame = layout.frame.offsetBy(dx: place.dx)
    paintGlass(frame, theme: theme, into: &list)
    list.element(
      .searchField, text: text.isEmpty ? placeholder : text, frame: frame, source: "search")
    if layout.tabIconAlpha > 0 {
      let icon = 22.0
      list.symbol(
        .magnifier,
        in: Rect(x: frame.midX - icon / 2, y: frame.midY - icon / 2, width: icon, height: icon),
        color: theme.label.withOpacity(layout.tabIconAlpha))
    }
    let alpha = layout.fieldContentAlpha
    guard alpha > 0 else { return }
    // A search tab's field grows out of the circle: its content stays inside the capsule.
    list.pushClip(frame)
    defer { list.popClip() }
    list.symbol(
      .magnifier, in: Rect(x: frame.minX + 16, y: frame.midY - 9, width: 18, height: 18),
      color: theme.secondaryLabel.withOpacity(alpha))
    let textX = frame.minX + 42
    if layout.focus > 0 {
      let tint = theme.tint.withOpacity(layout.focus * alpha)
      if !text.isEmpty {
        // As in the navigation bar's field: the tinted "|" after the run, then the run over it.
        list.text(textWithCaret, font: .body, color: tint, x: textX, midY: frame.midY)
        list.text(
          text, font: .body, color: theme.label.withOpacity(alpha), x: textX, midY: frame.midY)
        return
      }
      list.fill(Rect(x: textX - 1, y: frame.midY - 11, width: 2, height: 22), color: tint)
    }
    list.text(
      placeholder, font: .body, color: theme.secondaryLabel.withOpacity(alpha), x: textX,
      midY: frame.midY)
  }

  /// The close button: an `xmark` (14 pt, 2 pt strokes with round ends) on a glass circle, fading in
  /// with the focus (iOS 26 apps replace a text Cancel with `xmark`, e.g. inseven/fileaway#642).
  private func paintCloseButton(
    _ layout: BottomSearchLayout, _ place: Placement, into list: inout DisplayList
  ) {
    let circle = layout.closeFrame.offsetBy(dx: place.dx)
    list.backdropBlur(
      circle, radius: circle.width / 2, sigma: Self.glassSigma,
      tint: Self.glassTint(place.theme), opacity: layout.focus)
    list.element(.button, text: "Close", frame: circle, opacity: clamp(layout.focus, 0, 1))
    list.symbol(
      .xmark, in: Rect(x: circle.midX - 7, y: circle.midY - 7, width: 14, height: 14),
      color: place.theme.label.withOpacity(layout.focus))
  }
}
