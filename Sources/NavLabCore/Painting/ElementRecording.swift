import DisplayList
import NavGeometry
import ScreenModel

/// Text elements of the layout dump: the display list places text by an anchor (`x`, `midY`,
/// alignment) and measures nothing, so a text element's box is estimated here.
extension DisplayList {
  /// A text run's line box as a fraction of its font size: the renderer's Inter has an ascent
  /// of 0.969 em and a descent of 0.242 em (see `SectionTextPainter`), 1.211 em in all.
  static let lineBoxHeight = 1.211

  /// How much wider semibold and bold letters are than regular ones in the estimate (medium:
  /// half of it). Calibrated on the renderer's Inter: with it, the boxes of
  /// `LayoutTextBoxTests` hold the rendered ink of 17 pt semibold and 34 pt bold titles.
  static func weightFactor(_ weight: FontWeight) -> Double {
    switch weight.drawn {
    case .medium: 1.02
    case .semibold, .bold: 1.04
    default: 1
    }
  }

  /// Records a text element drawn as `text(string, font:, x:, midY:, alignment:, scale:,
  /// maxWidth:)` draws it: its line box around `midY`, as wide as ``TextWrapping``'s per-letter
  /// estimate (the one that wraps footers) with the weight's width and the font's own tracking
  /// (``Font/tracking``: SF's, so negative at text sizes and positive from 20 pt) but never wider
  /// than `maxWidth`, placed by the alignment. Nothing is computed unless ``recordsElements`` is
  /// on.
  mutating func textElement(
    _ role: LayoutRole, _ string: String, font: Font, x: Double, midY: Double,
    alignment: TextAlignment = .leading, scale: Double = 1, maxWidth: Double = .infinity,
    opacity: Double = 1, source: @autoclosure () -> String = ""
  ) {
    guard recordsElements, !string.isEmpty else { return }
    let size = font.size * textScale * scale
    var ems = 0.0
    var count = 0
    for character in string {
      ems += TextWrapping.em(character)
      count += 1
    }
    let tracking = Font(size: size, weight: font.weight, design: font.design).tracking
    var width = max(
      0, ems * size * Self.weightFactor(font.weight) + Double(count - 1) * tracking)
    if maxWidth.isFinite { width = min(width, max(0, maxWidth)) }
    let left: Double
    switch alignment {
    case .leading: left = x
    case .center: left = x - width / 2
    case .trailing: left = x - width
    }
    let height = size * Self.lineBoxHeight
    element(
      role, text: string, frame: Rect(x: left, y: midY - height / 2, width: width, height: height),
      opacity: opacity, source: source())
  }
}

/// Where a row's or a section's content comes from in the scene file, for the layout dump's
/// `source`.
extension ScreenSpec {
  /// The scene field of the content row `index` shows (rows repeat cyclically through the
  /// sections of the pattern): `list.sections[S].rows[R]` for a section written as an object
  /// (with a header, footer or row height, as `SceneEncoder` writes it), `list.sections[S][R]`
  /// for a plain array of rows.
  func rowSource(_ index: Int) -> String {
    guard !rows.isEmpty else { return "" }
    var position = index % rows.count
    for (section, count) in sectionPattern.enumerated() {
      if position < count {
        return isObjectSection(section)
          ? "list.sections[\(section)].rows[\(position)]" : "list.sections[\(section)][\(position)]"
      }
      position -= count
    }
    return ""
  }

  /// `list.sections[S].field` of the pattern's section `section`.
  func sectionSource(_ section: Int, _ field: String) -> String {
    "list.sections[\(section)].\(field)"
  }

  private func isObjectSection(_ section: Int) -> Bool {
    guard section < sections.count else { return false }
    let spec = sections[section]
    return !spec.header.isEmpty || !spec.footer.isEmpty || spec.rowHeight != nil
  }
}
