import DisplayList
import NavGeometry

extension FramePainter {
  /// The search's scope bar: a segmented control over the screen's background, its track
  /// `tertiarySystemFill`, the selected scope on a white thumb (#636366 in dark mode) with its
  /// title in medium weight, thin separators between the other segments (``ScopeBarLayout``).
  func paintScopeBar(
    _ bar: ScopeBarLayout, _ titles: [String], selected: Int, _ place: Placement,
    into list: inout DisplayList
  ) {
    let theme = place.theme
    let alpha = bar.openness
    guard alpha > 0 else { return }
    let control = bar.controlFrame.offsetBy(dx: place.dx)
    list.fill(
      control, radius: ScopeBarLayout.cornerRadius, color: theme.tertiaryFill.withOpacity(alpha))
    let thumb = bar.thumbFrame(selected).offsetBy(dx: place.dx)
    let thumbColor = theme.appearance == .light ? Color.white : Color(hex: 0x636366)
    list.shadow(
      thumb.offsetBy(dx: 0, dy: 1), radius: ScopeBarLayout.thumbRadius, blur: 3,
      color: Color.black.withOpacity(0.08 * alpha))
    list.fill(thumb, radius: ScopeBarLayout.thumbRadius, color: thumbColor.withOpacity(alpha))
    let separator = Color(hex: 0x8E8E93).withOpacity(0.3 * alpha)
    for (index, title) in titles.enumerated() where index < bar.count {
      let segment = bar.segmentFrame(index).offsetBy(dx: place.dx)
      if index > 0, index != selected, index - 1 != selected {
        list.fill(
          Rect(
            x: segment.minX - 0.5, y: segment.minY + ScopeBarLayout.separatorInset, width: 1,
            height: segment.height - 2 * ScopeBarLayout.separatorInset), color: separator)
      }
      let isSelected = index == selected
      let font = Font(size: ScopeBarLayout.fontSize, weight: isSelected ? .medium : .regular)
      list.text(
        title, font: font, color: theme.label.withOpacity(alpha), x: segment.midX,
        midY: segment.midY, alignment: .center, maxWidth: max(0, segment.width - 8))
      list.element(
        .searchScope, text: title, frame: segment, opacity: alpha,
        source: "search.scopes[\(index)]", selected: isSelected)
    }
  }

  /// The search's suggestions: rows of text under the field (and its scope bar), separated by
  /// hairlines from the text's leading edge, as a list's plain cells (`.searchSuggestions`).
  func paintSuggestions(
    _ suggestions: [String], top: Double, alpha: Double, _ place: Placement,
    into list: inout DisplayList
  ) {
    guard alpha > 0, !suggestions.isEmpty else { return }
    let theme = place.theme
    let width = place.device.size.width
    let height = SearchBehaviour.suggestionHeight
    for (index, suggestion) in suggestions.enumerated() {
      let row = Rect(x: place.dx, y: top + Double(index) * height, width: width, height: height)
      guard row.minY < place.device.size.height else { break }
      list.symbol(
        .magnifier, in: Rect(x: row.minX + 16, y: row.midY - 8, width: 16, height: 16),
        color: theme.secondaryLabel.withOpacity(alpha))
      list.text(
        suggestion, font: .body, color: theme.label.withOpacity(alpha), x: row.minX + 44,
        midY: row.midY, maxWidth: max(0, width - 60))
      list.fill(
        Rect(
          x: row.minX + 44, y: row.maxY - place.device.hairline, width: width - 44,
          height: place.device.hairline), color: theme.separator.withOpacity(alpha))
      list.element(
        .searchSuggestion, text: suggestion, frame: row, opacity: clamp(alpha, 0, 1),
        source: "search.suggestions[\(index)]")
    }
  }
}
