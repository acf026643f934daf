import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// Settings icon tiles are 29 pt squares (Apple's Settings icon size, 87 px @3x), 16 pt in
  /// from the cell's leading edge at every width (issue 11, iOS 17 Settings at 393×852 @3x).
  static let iconTileSize = 29.0
  static let iconTileInset = 16.0
  /// Tile to label: 16 pt (Flutter `list_tile.dart` `_kLeadingToTitle`, iOS 14.4 Settings).
  static let iconToLabel = 16.0
  /// The disclosure chevron: 7 × 12 pt, its trailing edge 17.5 pt from the cell's
  /// (SF Symbols `chevron.forward` at Settings' size; issue 11's iOS 17 measurements).
  static let disclosureChevronSize = (width: 7.0, height: 12.0)
  static let disclosureChevronTrailing = 17.5

  /// The icon tile of a settings row whose frame is `row`.
  static func iconTile(in row: Rect) -> Rect {
    Rect(
      x: row.minX + iconTileInset, y: row.midY - iconTileSize / 2, width: iconTileSize,
      height: iconTileSize)
  }

  /// The disclosure chevron of a settings row whose frame is `row`.
  static func disclosureChevron(in row: Rect) -> Rect {
    let size = disclosureChevronSize
    return Rect(
      x: row.maxX - disclosureChevronTrailing - size.width, y: row.midY - size.height / 2,
      width: size.width, height: size.height)
  }

  /// Where a tile's symbol is drawn: a 19 pt square in the middle of the tile, or the
  /// status-bar symbols' own proportions (Wi-Fi 19 × 14, battery 21 × 10, bars 17 × 11).
  static func glyphRect(_ symbol: Symbol, in tile: Rect) -> Rect {
    let size: (Double, Double)
    switch symbol {
    case .wifi: size = (19, 14)
    case .battery: size = (21, 10)
    case .cellularBars: size = (17, 11)
    default: size = (19, 19)
    }
    return Rect(
      x: tile.midX - size.0 / 2, y: tile.midY - size.1 / 2, width: size.0, height: size.1)
  }

  static let postAccents: [Accent] = [.blue, .orange, .pink, .green, .indigo, .teal]

  /// How much of a row separator at viewport `y` to draw under iOS 26's soft scroll edge,
  /// whose feathered band starts at `edgeTop`.
  ///
  /// The edge is drawn as a blur whose opacity thins out over its last 36 pt, so whatever lies
  /// there shows crisp at the rest of the opacity. For text that reads as blur; a one-pixel
  /// separator read as a crisp line under the blurred title (issue 31). iOS's edge thins its
  /// blur radius instead, and a hairline blurred even by a point or two all but vanishes: so a
  /// separator takes the square of the crisp share again, (1 − a)² on top of the material's
  /// own 1 − a (at a = 0.5: 12.5 % of the line is left instead of 50 %), and is left as is
  /// below the edge.
  static func separatorOpacity(y: Double, edgeTop: Double?) -> Double {
    guard let edgeTop else { return 1 }
    let crisp = min(max((y - edgeTop) / softEdgeFeather, 0), 1)
    return crisp * crisp
  }

  /// Paints the rows (and inset-grouped section backgrounds) visible between viewport
  /// `minY` and `maxY`. Only visible rows are laid out, whatever the list's length.
  ///
  /// Section headers and footers are drawn with them; a plain list's headers stick at `pinY`
  /// (the bar's bottom; default `minY`) while their section scrolls under it.
  func paintList(
    _ screen: ScreenState, _ place: FramePainter.Placement, minY: Double,
    maxY: Double, pinY: Double? = nil, into list: inout DisplayList
  ) {
    // Dynamic Type scales the rows' text, not the chrome painted after them.
    list.textScale = screen.textSize.textScale
    defer { list.textScale = 1 }
    let origin = screen.contentOrigin
    let theme = place.theme
    let layout = screen.list
    let contentMin = minY - origin
    let contentMax = maxY - origin
    let hasSectionText = !screen.spec.sections.isEmpty
    if layout.style == .insetGrouped || hasSectionText {
      layout.visibleSections(minY: contentMin, maxY: contentMax, into: &scratch.sections)
    }
    if layout.style == .insetGrouped {
      for section in scratch.sections {
        list.fill(
          section.frame.offsetBy(dx: place.contentDX, dy: origin), radius: layout.groupCornerRadius,
          color: theme.cellBackground)
      }
      if hasSectionText {
        paintGroupedSectionText(screen, place, origin: origin, into: &list)
      }
    }
    layout.visibleRows(minY: contentMin, maxY: contentMax, into: &scratch.rows)
    let hairline = place.device.hairline
    // Where iOS 26's soft scroll edge begins to thin out (nil: no soft edge over this list).
    let edgeTop =
      place.design == .ios26 && place.scrollEdge == .soft
      ? pinY.map { $0 + Self.softEdgeOverhang - Self.softEdgeFeather } : nil
    for row in scratch.rows {
      let frame = row.frame.offsetBy(dx: place.contentDX, dy: origin)
      let content = screen.spec.row(row.index)
      // A row moved sideways shows its swipe actions under it (issue 41).
      let shift = paintSwipe(screen, row.index, content, frame: frame, theme: theme, into: &list)
      defer { if shift != 0 { endSwipe(shift, into: &list) } }
      if screen.highlightedRow == row.index {
        let radius = layout.style == .insetGrouped ? layout.groupCornerRadius : 0
        let top = row.isFirstInSection ? radius : 0
        let bottom = row.isLastInSection ? radius : 0
        list.fill(frame, radius: min(top, bottom) > 0 ? radius : 0, color: theme.highlightedCell)
      }
      var separatorX = frame.minX + 16
      if let laid = screen.rowLayout(row.index) {
        // Content of the row's own, inside the cell's margins, centred vertically.
        FramePainter.paintBlock(
          laid, .row(row.index), scrolls: screen.nested, chromeBottom: minY,
          at: Point(
            x: frame.minX + ScreenState.cellContentInset, y: frame.midY - laid.size.height / 2),
          opacity: 1, place, into: &list)
      } else {
        switch screen.spec.rowStyle {
        case .cell:
          separatorX = paintSettingsRow(
            content, row: row, frame: frame, screen: screen, layout: layout, theme: theme,
            hairline: hairline, into: &list)
          if content.hero != nil { continue }
        case .event:
          // The time on the right keeps 56 pt; the lines end in "…" before it.
          list.text(
            content.label, font: .headline, color: theme.label, x: frame.minX + 16,
            midY: frame.minY + 20, maxWidth: max(0, frame.width - 32 - 56))
          list.textElement(
            .text, content.label, font: .headline, x: frame.minX + 16, midY: frame.minY + 20,
            maxWidth: max(0, frame.width - 32 - 56),
            source: screen.spec.rowSource(row.index) + ".label")
          list.text(
            content.subtitle, font: .subheadline, color: theme.secondaryLabel, x: frame.minX + 16,
            midY: frame.minY + 41, maxWidth: max(0, frame.width - 32))
          list.textElement(
            .text, content.subtitle, font: .subheadline, x: frame.minX + 16, midY: frame.minY + 41,
            maxWidth: max(0, frame.width - 32),
            source: screen.spec.rowSource(row.index) + ".subtitle")
          list.text(
            content.value, font: .subheadline, color: theme.secondaryLabel, x: frame.maxX - 16,
            midY: frame.minY + 20, alignment: .trailing)
          list.textElement(
            .text, content.value, font: .subheadline, x: frame.maxX - 16, midY: frame.minY + 20,
            alignment: .trailing, source: screen.spec.rowSource(row.index) + ".value")
        case .track:
          // Clear of the "…" button on the right.
          let songRoom = max(0, frame.width - 16 - 48)
          list.text(
            content.label, font: .headline, color: theme.label, x: frame.minX + 16,
            midY: frame.minY + 18, maxWidth: songRoom)
          list.textElement(
            .text, content.label, font: .headline, x: frame.minX + 16, midY: frame.minY + 18,
            maxWidth: songRoom, source: screen.spec.rowSource(row.index) + ".label")
          list.text(
            content.subtitle, font: .footnote, color: theme.secondaryLabel, x: frame.minX + 16,
            midY: frame.minY + 38, maxWidth: songRoom)
          list.textElement(
            .text, content.subtitle, font: .footnote, x: frame.minX + 16, midY: frame.minY + 38,
            maxWidth: songRoom, source: screen.spec.rowSource(row.index) + ".subtitle")
          let more = Rect(x: frame.maxX - 40, y: frame.midY - 10, width: 20, height: 20)
          list.symbol(.ellipsis, in: more, color: theme.secondaryLabel)
          // The "…" button is NavLab's own, not a scene field.
          list.element(.button, text: "…", frame: more)
          continue
        case .posts:
          paintPostsRow(
            content, index: row.index, frame: frame, theme: theme,
            source: screen.spec.rowSource(row.index), into: &list)
          continue
        }
      }
      if !row.isLastInSection || layout.style == .plain {
        let fade = Self.separatorOpacity(y: frame.maxY, edgeTop: edgeTop)
        if fade > 0 {
          list.fill(
            Rect(
              x: separatorX, y: frame.maxY - hairline, width: frame.maxX - separatorX,
              height: hairline),
            color: theme.separator.withOpacity(fade))
        }
      }
    }
    if layout.style == .plain, hasSectionText {
      paintPlainSectionText(screen, place, origin: origin, pinY: pinY ?? minY, into: &list)
    }
  }

  private func paintPostsRow(
    _ content: RowContent, index: Int, frame: Rect, theme: Theme,
    source: @autoclosure () -> String, into list: inout DisplayList
  ) {
    list.text(
      content.label, font: .title2, color: theme.label, x: frame.minX + 16, midY: frame.minY + 22)
    list.textElement(
      .text, content.label, font: .title2, x: frame.minX + 16, midY: frame.minY + 22,
      source: source() + ".label")
    for card in 0..<3 {
      let rect = Rect(
        x: frame.minX + 16 + Double(card) * 162, y: frame.minY + 44, width: 150, height: 150)
      let accent = theme.accent(
        FramePainter.postAccents[(index + card) % FramePainter.postAccents.count])
      list.shadow(rect, radius: 16, blur: 6, color: Color.black.withOpacity(0.12))
      list.gradient(rect, radius: 16, top: accent, bottom: accent.mixed(with: .black, 0.35))
      list.element(.card, text: content.subtitle, frame: rect, source: source() + ".subtitle")
      list.text(
        content.subtitle, font: Font(size: 13, weight: .semibold), color: .white,
        x: rect.minX + 12, midY: rect.maxY - 36)
      list.text(
        "5 min read", font: .caption, color: Color.white.withOpacity(0.8), x: rect.minX + 12,
        midY: rect.maxY - 18)
    }
  }
}

extension ScreenContentBehaviour {
  /// The free content, in the content layer after the card; the list that follows it is the
  /// screen's own (``FramePainter/paintList(_:_:minY:maxY:pinY:into:)``).
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .content, let block else { return }
    let place = context.place
    let top = context.behaviour.contentOrigin + context.behaviour.insets.contentHead + placement.y
    if top < place.device.size.height, top + block.size.height > 0 {
      FramePainter.paintBlock(
        block, .content, scrolls: context.scrolls, chromeBottom: context.chrome.chromeBottom,
        at: Point(x: place.contentDX + placement.x, y: top), opacity: 1, place, into: &list)
    }
  }
}
