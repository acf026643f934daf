/// Breaks text into lines at spaces so that each fits a width, with an estimate of the
/// renderer's advance widths (the pure layers have no font): a section footer's height must be
/// known to lay out the list.
///
/// The estimate is Inter's advances by character class, in em: narrow letters and punctuation
/// 0.30, spaces 0.28, capitals 0.70, `m`/`w`/`M`/`W` 0.90, digits and other letters 0.58,
/// less the tracking NavLab applies at text sizes (−0.40/17 em, see `Font.tracking`). It errs
/// wide, so a line is never longer than its room (a word that does not fit alone is cut by the
/// renderer with "…").
///
/// ```swift
/// TextWrapping.lines("A long footer explaining the setting.", fontSize: 13, width: 120)
/// ```
public enum TextWrapping {
  /// At most this many lines (a footer is a few sentences).
  public static let maximumLines = 12

  /// The lines of `text` set at `fontSize` points in `width` points.
  public static func lines(_ text: String, fontSize: Double, width: Double) -> [String] {
    guard !text.isEmpty else { return [] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0.0
    let space = advance(" ", fontSize)
    for word in text.split(separator: " ", omittingEmptySubsequences: true) {
      let wordWidth = word.reduce(0) { $0 + advance($1, fontSize) }
      if !line.isEmpty, lineWidth + space + wordWidth > width {
        lines.append(line)
        if lines.count == maximumLines { return lines }
        line = ""
        lineWidth = 0
      }
      if !line.isEmpty {
        line += " "
        lineWidth += space
      }
      line += word
      lineWidth += wordWidth
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// The estimated advance of `character` at `size` points.
  static func advance(_ character: Character, _ size: Double) -> Double {
    (em(character) - 0.40 / 17) * size
  }

  /// The estimated advance of `character` in em, before tracking.
  static func em(_ character: Character) -> Double {
    switch character {
    case " ": 0.28
    case "i", "l", "j", "t", "f", "r", ".", ",", ":", ";", "'", "!", "|", "I", "(", ")": 0.30
    case "m", "w", "M", "W": 0.90
    case "A"..."Z": 0.70
    default: 0.58
    }
  }
}
