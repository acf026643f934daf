/// One message about the user's source, printed compiler-style so editors link it:
/// `File.swift:12:9: warning: NavLab does not interpret MapView; drawn as a placeholder`.
public struct ImportDiagnostic: Equatable, Sendable, CustomStringConvertible {
  /// How serious a message is.
  public enum Severity: String, Sendable {
    case error, warning, note
  }

  public var file: String
  public var line: Int
  public var column: Int
  public var severity: Severity
  public var message: String

  public init(file: String, line: Int, column: Int, severity: Severity, message: String) {
    self.file = file
    self.line = line
    self.column = column
    self.severity = severity
    self.message = message
  }

  /// The message on one line: source text quoted in it (an unexpected piece of code, an
  /// expression) keeps its line breaks and other control characters only as escapes, `\n`,
  /// `\u{…}` (issue 32: every refusal is one line; the importer's fuzz target found a syntax
  /// error quoting code across two lines).
  public var description: String {
    "\(Self.escaped(file)):\(line):\(column): \(severity.rawValue): \(Self.escaped(Self.cut(message)))"
  }

  /// Longest message shown: source quoted in one (an expression, an interpolation) is cut
  /// after it with "…" (issue 42: a 20,000-term sum was quoted whole, a 40 KB line).
  static let maximumMessageLength = 300

  static func cut(_ message: String) -> String {
    guard message.count > maximumMessageLength else { return message }
    return String(message.prefix(maximumMessageLength)) + "…"
  }

  /// `text` with C0 and C1 controls, DEL and the line and paragraph separators (U+2028,
  /// U+2029), which terminals and editors break lines at, shown as escapes.
  static func escaped(_ text: String) -> String {
    func isControl(_ scalar: Unicode.Scalar) -> Bool {
      scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
        || scalar.value == 0x2029
    }
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      result += isControl(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
    }
    return result
  }
}
