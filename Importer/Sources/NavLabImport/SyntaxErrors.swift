import SwiftSyntax

/// Syntax errors as swift-syntax's tree records them: tokens the parser expected but did not
/// find (missing) and text it could not place (unexpected nodes).
enum SyntaxErrors {
  /// At most this many errors a file: the first ones are the useful ones.
  static let maximumPerFile = 5

  static func find(in tree: SourceFileSyntax, converter: SourceLocationConverter, path: String)
    -> [ImportDiagnostic]
  {
    let visitor = ErrorVisitor(viewMode: .all)
    visitor.walk(tree)
    return visitor.found.prefix(maximumPerFile).map { position, message in
      let location = converter.location(for: position)
      return ImportDiagnostic(
        file: path, line: location.line, column: location.column, severity: .error,
        message: message)
    }
  }
}

private final class ErrorVisitor: SyntaxVisitor {
  var found: [(AbsolutePosition, String)] = []

  override func visit(_ node: UnexpectedNodesSyntax) -> SyntaxVisitorContinueKind {
    guard found.count < SyntaxErrors.maximumPerFile else { return .skipChildren }
    var text = node.trimmedDescription
    if text.count > 40 { text = String(text.prefix(40)) + "…" }
    found.append((node.positionAfterSkippingLeadingTrivia, "unexpected code '\(text)'"))
    return .skipChildren
  }

  override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
    guard found.count < SyntaxErrors.maximumPerFile, token.presence == .missing else {
      return .skipChildren
    }
    let expected =
      token.text.isEmpty
      ? "\(token.tokenKind)".split(separator: "(").first.map(String.init) ?? ""
      : "'\(token.text)'"
    found.append((token.position, "expected \(expected)"))
    return .skipChildren
  }
}
