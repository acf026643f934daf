import SwiftSyntax

/// Why the interpreter stopped: something it cannot evaluate, a runaway loop or recursion, a
/// runtime error of the code (force-unwrapping nil). One line; the host turns it into a warning.
struct InterpreterError: Error, CustomStringConvertible {
  var message: String
  var file: Int
  var position: AbsolutePosition
  /// The code ran past a bound (steps, recursion, nesting): no value stands in for it.
  var isLimit = false
  /// An error the code throws (`throw`, a Foundation call that fails as it would on iOS:
  /// a bundled file that does not decode): `try?` makes it nil and `catch` catches it. Anything
  /// else is the interpreter's own limit, which no Swift code would see.
  var isThrown = false

  var description: String { message }

  /// "path:line:column: message" through the files' converters.
  func located(in sources: SourceSet) -> String {
    diagnostic(in: sources).description
  }

  /// The error as an importer warning at its position.
  func diagnostic(in sources: SourceSet, severity: ImportDiagnostic.Severity = .warning)
    -> ImportDiagnostic
  {
    guard sources.files.indices.contains(file) else {
      return ImportDiagnostic(file: "?", line: 1, column: 1, severity: severity, message: message)
    }
    let info = sources.files[file]
    let location = info.converter.location(for: position)
    return ImportDiagnostic(
      file: info.path, line: location.line, column: location.column, severity: severity,
      message: message)
  }
}

/// How far one top-level call (`evaluate`, `execute`, `call`…) may go before it is stopped.
struct InterpreterLimits {
  /// Expressions and statements evaluated per top-level call: a frame's code is a few hundred;
  /// a million would take tens of milliseconds.
  var steps = 200_000
  /// Nested calls of the files' functions and closures.
  var callDepth = 256
  /// Nested expressions (`((((…))))`, long operator chains folded into trees).
  var expressionDepth = 512
  /// Elements of an array, string or range a loop or `map` builds.
  var collectionSize = 100_000

  static let `default` = InterpreterLimits()
}
