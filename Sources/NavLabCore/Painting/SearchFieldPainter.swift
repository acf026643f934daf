import DisplayList
import NavGeometry

extension FramePainter {
  /// The navigation bar's search field: a rounded `tertiarySystemFill` rectangle with a
  /// magnifier and the placeholder, which fade out before the field has shrunk to 4/5. Focused,
  /// it shows the typed `text` (or the placeholder) after a tint-coloured caret, and Cancel.
  func paintSearchField(
    _ field: SearchFieldLayout, placeholder: String, text: String, textWithCaret: String,
    _ place: Placement,
    into list: inout DisplayList
  ) {
    let theme = place.theme
    let frame = field.fieldFrame.offsetBy(dx: place.dx)
    guard frame.height > 0 else { return }
    list.fill(
      frame, radius: min(SearchFieldLayout.cornerRadius, frame.height / 2),
      color: theme.tertiaryFill.withOpacity(field.fieldAlpha))
    list.element(
      .searchField, text: text.isEmpty ? placeholder : text, frame: frame,
      opacity: clamp(field.fieldAlpha, 0, 1), source: "search")
    let alpha = field.contentAlpha
    guard alpha > 0 else { return }
    // The 17 pt magnifier 8 pt in, the placeholder after it (UIKit's search text field).
    let icon = Rect(x: frame.minX + 8, y: frame.midY - 8, width: 16, height: 16)
    let color = theme.secondaryLabel
    list.symbol(.magnifier, in: icon, color: color.withOpacity(alpha))
    let textX = frame.minX + 30
    if field.focus > 0 {
      let tint = theme.tint.withOpacity(field.focus)
      list.text(
        "Cancel", font: .body, color: tint, x: field.cancelFrame.midX + place.dx,
        midY: frame.midY, alignment: .center)
      list.element(
        .button, text: "Cancel", frame: field.cancelFrame.offsetBy(dx: place.dx),
        opacity: clamp(field.focus, 0, 1))
      if text.isEmpty {
        // The caret waits before the placeholder.
        list.fill(Rect(x: textX - 1, y: frame.midY - 11, width: 2, height: 22), color: tint)
      } else {
        // The layout measures no text, so the caret is the tint-coloured "|" after the typed
        // run, then the run itself is drawn again over its tint-coloured letters.
        list.text(textWithCaret, font: .body, color: tint, x: textX, midY: frame.midY)
        list.text(text, font: .body, color: theme.label, x: textX, midY: frame.midY)
        return
      }
    }
    list.text(
      placeholder, font: .body, color: color.withOpacity(alpha), x: textX, midY: frame.midY)
  }
}

extension SearchBehaviour {
  /// At the top, in the bar's strip (with a navigation bar to sit in): while searching, an
  /// empty results area (with the suggestions) or the bar's material behind the lifted field,
  /// then the scope bar and the field. At the bottom: the results area covers the content under
  /// the bars, the scope bar hangs under the navigation bar, and the field (with the keyboard's
  /// area) goes over the bars.
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    let place = context.place
    let results = place.device.bounds.offsetBy(dx: place.dx)
    switch layer {
    case .barExtensions:
      guard context.chrome.compactBarBottom != nil, let field = field(context.behaviour) else {
        return
      }
      if field.focus > 0 {
        let top = fieldBottom(context.behaviour)
        let suggestions = visibleSuggestions()
        if coversContent(suggestions.count) {
          list.fill(results, color: context.background.withOpacity(field.focus))
        } else {
          // The results scroll under the lifted field: the bar's material behind it, once
          // they do (as the bar's own fades in over its first 10 pt).
          let under = clamp(context.behaviour.offset / 10, 0, 1) * field.focus
          if under > 0 {
            let bar = Rect(
              x: place.dx, y: 0, width: place.device.size.width, height: context.chrome.chromeBottom
            )
            list.backdropBlur(
              bar, sigma: place.theme.barBlurSigma, tint: place.theme.barBackground,
              opacity: under)
          }
        }
        let scopes = scopeBar(context.behaviour, chromeBottom: top)
        if let scopes {
          painter.paintScopeBar(scopes, spec.scopes, selected: scope, place, into: &list)
        }
        painter.paintSuggestions(
          suggestions, top: top + (scopes?.frame.height ?? 0), alpha: field.focus, place,
          into: &list)
      }
      painter.paintSearchField(
        field, placeholder: spec.placeholder, text: text, textWithCaret: textWithCaret, place,
        into: &list)
    case .overContent:
      guard let bottom = bottomField(context.behaviour), bottom.focus > 0 else { return }
      let suggestions = visibleSuggestions()
      if coversContent(suggestions.count) {
        list.fill(results, color: context.background.withOpacity(bottom.focus))
      }
      let top = fieldBottom(context.behaviour)
      let scopes = scopeBar(context.behaviour, chromeBottom: top)
      if let scopes {
        painter.paintScopeBar(scopes, spec.scopes, selected: scope, place, into: &list)
      }
      painter.paintSuggestions(
        suggestions, top: top + (scopes?.frame.height ?? 0), alpha: bottom.focus, place,
        into: &list)
    case .overBars:
      guard let bottom = bottomField(context.behaviour) else { return }
      painter.paintBottomSearch(
        bottom, placeholder: spec.placeholder, text: text, textWithCaret: textWithCaret,
        background: context.background, place, into: &list)
    default:
      return
    }
  }
}
