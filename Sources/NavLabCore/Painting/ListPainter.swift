import DisplayList
import NavGeometry

/// Row styles of the built-in screens.
enum RowStyle {
  /// Settings: icon tile, label, value, chevron.
  case settings
  /// Feed: event name, detail line, age.
  case feed
  /// Album: song title and artist.
  case song
  /// Blog: a heading and a row of post cards.
  case posts
}

extension FramePainter {
  static let postAccents: [Accent] = [.blue, .orange, .pink, .green, .indigo, .teal]

  /// Paints the rows (and inset-grouped section backgrounds) visible between viewport
  /// `minY` and `maxY`. Only visible rows are laid out, whatever the list's length.
  mutating func paintList(
    _ screen: ScreenState, style: RowStyle, _ place: FramePainter.Placement, minY: Double,
    maxY: Double, into list: inout DisplayList
  ) {
    // Dynamic Type scales the rows' text, not the chrome painted after them.
    list.textScale = screen.textSize.textScale
    defer { list.textScale = 1 }
    let origin = screen.contentOrigin
    let theme = place.theme
    let layout = screen.list
    let contentMin = minY - origin
    let contentMax = maxY - origin
    if layout.style == .insetGrouped {
      layout.visibleSections(minY: contentMin, maxY: contentMax, into: &sections)
      for section in sections {
        list.fill(
          section.frame.offsetBy(dx: place.contentDX, dy: origin), radius: ListLayout.cornerRadius,
          color: theme.cellBackground)
      }
    }
    layout.visibleRows(minY: contentMin, maxY: contentMax, into: &rows)
    let hairline = place.device.hairline
    for row in rows {
      let frame = row.frame.offsetBy(dx: place.contentDX, dy: origin)
      let content = screen.spec.row(row.index)
      if screen.highlightedRow == row.index {
        let radius = layout.style == .insetGrouped ? ListLayout.cornerRadius : 0
        let top = row.isFirstInSection ? radius : 0
        let bottom = row.isLastInSection ? radius : 0
        list.fill(frame, radius: min(top, bottom) > 0 ? radius : 0, color: theme.highlightedCell)
      }
      var separatorX = frame.minX + 16
      switch style {
      case .settings:
        var labelX = frame.minX + 16
        if let icon = content.icon {
          let tile = Rect(x: frame.minX + 16, y: frame.midY - 14.5, width: 29, height: 29)
          list.fill(tile, radius: 7, color: theme.accent(icon))
          list.text(
            content.glyph, font: Font(size: content.glyph.count > 2 ? 9 : 15, weight: .bold),
            color: .white, x: tile.midX, midY: tile.midY, alignment: .center)
          labelX = tile.maxX + 16
        }
        separatorX = labelX
        list.text(content.label, font: .body, color: theme.label, x: labelX, midY: frame.midY)
        let chevron = Rect(x: frame.maxX - 16 - 7, y: frame.midY - 6, width: 7, height: 12)
        list.symbol(.chevronRight, in: chevron, color: theme.tertiaryLabel)
        list.text(
          content.value, font: .body, color: theme.secondaryLabel, x: chevron.minX - 10,
          midY: frame.midY, alignment: .trailing)
      case .feed:
        list.text(
          content.label, font: .headline, color: theme.label, x: frame.minX + 16,
          midY: frame.minY + 20)
        list.text(
          content.subtitle, font: .subheadline, color: theme.secondaryLabel, x: frame.minX + 16,
          midY: frame.minY + 41)
        list.text(
          content.value, font: .subheadline, color: theme.secondaryLabel, x: frame.maxX - 16,
          midY: frame.minY + 20, alignment: .trailing)
      case .song:
        list.text(
          content.label, font: .headline, color: theme.label, x: frame.minX + 16,
          midY: frame.minY + 18)
        list.text(
          content.subtitle, font: .footnote, color: theme.secondaryLabel, x: frame.minX + 16,
          midY: frame.minY + 38)
        list.symbol(
          .ellipsis, in: Rect(x: frame.maxX - 40, y: frame.midY - 10, width: 20, height: 20),
          color: theme.secondaryLabel)
        continue
      case .posts:
        paintPostsRow(content, index: row.index, frame: frame, theme: theme, into: &list)
        continue
      }
      if !row.isLastInSection || layout.style == .plain {
        list.fill(
          Rect(
            x: separatorX, y: frame.maxY - hairline, width: frame.maxX - separatorX,
            height: hairline),
          color: theme.separator)
      }
    }
  }

  private func paintPostsRow(
    _ content: RowContent, index: Int, frame: Rect, theme: Theme, into list: inout DisplayList
  ) {
    list.text(
      content.label, font: .title2, color: theme.label, x: frame.minX + 16, midY: frame.minY + 22)
    for card in 0..<3 {
      let rect = Rect(
        x: frame.minX + 16 + Double(card) * 162, y: frame.minY + 44, width: 150, height: 150)
      let accent = theme.accent(
        FramePainter.postAccents[(index + card) % FramePainter.postAccents.count])
      list.shadow(rect, radius: 16, blur: 6, color: Color.black.withOpacity(0.12))
      list.gradient(rect, radius: 16, top: accent, bottom: accent.mixed(with: .black, 0.35))
      list.text(
        content.subtitle, font: Font(size: 13, weight: .semibold), color: .white,
        x: rect.minX + 12, midY: rect.maxY - 36)
      list.text(
        "5 min read", font: .caption, color: Color.white.withOpacity(0.8), x: rect.minX + 12,
        midY: rect.maxY - 18)
    }
  }
}
