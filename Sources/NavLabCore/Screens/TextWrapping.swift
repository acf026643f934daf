import ContentLayout

/// Breaks a section footer's text into lines at spaces so that each fits a width, with the
/// content layout's estimate of the renderer's advance widths
/// (`EstimatedTextMeasure.advance`): a footer's height must be known to lay out the list.
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

  /// The estimated advance of `character` at `size` points (``EstimatedTextMeasure``'s).
  static func advance(_ character: Character, _ size: Double) -> Double {
    EstimatedTextMeasure.advance(character, size)
  }

  /// The estimated advance of `character` in em, before tracking (``EstimatedTextMeasure``'s).
  static func em(_ character: Character) -> Double {
    EstimatedTextMeasure.em(character)
  }
}
