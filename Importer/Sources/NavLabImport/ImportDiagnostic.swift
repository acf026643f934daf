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

  public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
