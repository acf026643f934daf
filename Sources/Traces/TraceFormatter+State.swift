import NavLabCore
import ScreenModel

/// `--trace-state`: a live program's state values as trace columns (issue 30), after every
/// other column, so a trace without the flag is what it always was.
extension TraceFormatter {
  /// The header with one column per state name after the others (each name as the program
  /// gives it, `Type.property`, quoted if CSV needs it).
  public static func header(compared: Bool, stateNames: [String]) -> String {
    var text = header(compared: compared)
    guard !stateNames.isEmpty else { return text }
    text.removeLast()
    for name in stateNames {
      text += ","
      appendCell(name, to: &text)
    }
    return text + "\n"
  }

  /// The state cells: numbers with 4 decimals (as the trace's opacities), booleans as 0 or 1,
  /// text as a CSV cell, a value missing from the latest response as an empty cell.
  static func appendState(_ values: [LiveValue?], columns: Int, to line: inout String) {
    for index in 0..<columns {
      line += ","
      guard index < values.count, let value = values[index] else { continue }
      switch value {
      case .number(let number): NumberFormat.append(number, 4, to: &line)
      case .bool(let flag): line += flag ? "1" : "0"
      case .text(let text): appendCell(text, to: &line)
      }
    }
  }

  /// A CSV cell (RFC 4180): quoted, with quotes doubled, when it holds a comma, a quote or a
  /// line break.
  static func appendCell(_ text: String, to line: inout String) {
    guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else {
      line += text
      return
    }
    line += "\""
    for character in text {
      if character == "\"" { line += "\"" }
      line.append(character)
    }
    line += "\""
  }
}
