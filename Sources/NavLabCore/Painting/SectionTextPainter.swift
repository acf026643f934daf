import DisplayList
import NavGeometry

/// Section headers and footers (issue 19).
///
/// Inset grouped: the header in the footnote style (13 pt, secondary label colour), its
/// baseline 9 pt above the group's top (issue 19's iOS 17.5 measurement; Flutter
/// `list_section.dart` puts the header's line box 6 pt above the group); footers in the same
/// style under the group, wrapped. Plain: a 28 pt header bar in the grouped background colour
/// whose text pins under the bar while its section scrolls (UITableView's plain style).
extension FramePainter {
  /// How far the middle of a 13 pt line box sits above its baseline in the renderer's fonts
  /// (Inter: ascent 0.969 em, descent 0.242 em: (0.969 − 0.242) / 2 × 13 ≈ 4.7 pt).
  static let footnoteBaselineBelowMid = 4.7
  /// The header's baseline sits this far above its section's first row (iOS 18; the
  /// design's ``ListMetrics/headerBaselineAboveRows``).
  static let headerBaselineAboveRows = ListMetrics.ios18.headerBaselineAboveRows

  /// How far the middle of a line box sits above its baseline in the renderer's fonts, at
  /// `size` points: Inter's (ascent − descent) / 2, (0.969 − 0.242) / 2 em.
  static func baselineBelowMid(size: Double) -> Double {
    footnoteBaselineBelowMid / 13 * size
  }

  func paintGroupedSectionText(
    _ screen: ScreenState, _ place: Placement, origin: Double, into list: inout DisplayList
  ) {
    let theme = place.theme
    let inset = screen.list.contentInset
    // iOS 18: 13 pt upper case in the secondary colour; iOS 26: 17 pt bold title case in the
    // label colour (issue 31's iOS 26.2 references).
    let metrics = screen.list.metrics
    let headerFont = Font(
      size: metrics.headerFontSize, weight: metrics.headerIsBold ? .bold : .regular)
    let headerColor = metrics.headerIsBold ? theme.label : theme.secondaryLabel
    let headerLift =
      metrics.headerBaselineAboveRows + Self.baselineBelowMid(size: metrics.headerFontSize)
    for section in scratch.sections {
      let header = screen.headerTexts[section.patternPosition % screen.headerTexts.count]
      let group = section.frame.offsetBy(dx: place.contentDX, dy: origin)
      let textWidth = group.width - 2 * inset
      let position = section.patternPosition % screen.headerTexts.count
      if !header.isEmpty {
        let midY = group.minY - headerLift
        list.text(
          header, font: headerFont, color: headerColor, x: group.minX + inset, midY: midY,
          maxWidth: textWidth)
        list.textElement(
          .sectionHeader, header, font: headerFont, x: group.minX + inset, midY: midY,
          maxWidth: textWidth, source: screen.spec.sectionSource(position, "header"))
      }
      paintFooter(
        screen.footerLines[section.patternPosition % screen.footerLines.count],
        x: group.minX + inset, top: group.maxY, width: textWidth, theme: theme,
        source: screen.spec.sectionSource(position, "footer"), into: &list)
    }
  }

  /// A footer's wrapped lines; each is a `sectionFooter` element of the layout dump.
  func paintFooter(
    _ lines: [String], x: Double, top: Double, width: Double, theme: Theme,
    source: @autoclosure () -> String, into list: inout DisplayList
  ) {
    for (index, line) in lines.enumerated() {
      let midY =
        top + ListSectionMetrics.footerTopMargin
        + (Double(index) + 0.5) * ListSectionMetrics.footerLineHeight
      list.text(
        line, font: .footnote, color: theme.secondaryLabel, x: x, midY: midY, maxWidth: width)
      list.textElement(
        .sectionFooter, line, font: .footnote, x: x, midY: midY, maxWidth: width,
        source: source())
    }
  }

  /// Plain headers: each sits above its rows, or pinned at `pinY` while its rows pass under
  /// it, pushed up by the next header at the end of its section.
  func paintPlainSectionText(
    _ screen: ScreenState, _ place: Placement, origin: Double, pinY: Double,
    into list: inout DisplayList
  ) {
    let theme = place.theme
    let inset = screen.list.contentInset
    for section in scratch.sections {
      let header = screen.headerTexts[section.patternPosition % screen.headerTexts.count]
      let group = section.frame.offsetBy(dx: place.contentDX, dy: origin)
      let position = section.patternPosition % screen.headerTexts.count
      paintFooter(
        screen.footerLines[section.patternPosition % screen.footerLines.count],
        x: group.minX + inset, top: group.maxY, width: group.width - 2 * inset, theme: theme,
        source: screen.spec.sectionSource(position, "footer"), into: &list)
      guard !header.isEmpty else { continue }
      let height = section.headerFrame.height
      let natural = group.minY - height
      let y = min(max(natural, pinY), group.maxY - height)
      let bar = Rect(x: group.minX, y: y, width: group.width, height: height)
      list.fill(bar, color: theme.groupedBackground)
      list.text(
        header, font: Font(size: 15, weight: .semibold), color: theme.label,
        x: bar.minX + inset, midY: bar.midY, maxWidth: bar.width - 2 * inset)
      list.textElement(
        .sectionHeader, header, font: Font(size: 15, weight: .semibold), x: bar.minX + inset,
        midY: bar.midY, maxWidth: bar.width - 2 * inset,
        source: screen.spec.sectionSource(position, "header"))
    }
  }
}
