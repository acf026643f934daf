import SwiftSyntax

extension SyntaxProtocol {
  /// The text of a name-like expression (`Color`, `Color.red`, `.infinity`, `+`) without
  /// rebuilding the tree: `trimmedDescription` copies the node to drop its trivia, which cost
  /// half of a live re-read (perf on seed 003). Other nodes: their text without the
  /// surrounding whitespace (comments inside are kept; names do not have them).
  var nameText: String {
    if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = self.as(MemberAccessExprSyntax.self) {
      return (member.base?.nameText ?? "") + "." + member.declName.baseName.text
    }
    // A call is its callee's name and "(…)": its arguments and closures (a whole view body,
    // for a modifier's base) are not part of a name, and writing them out cost a re-read's
    // time every frame.
    if let call = self.as(FunctionCallExprSyntax.self) {
      return call.calledExpression.nameText + "(…)"
    }
    let text = description
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }

  /// Whether ``nameText`` is one of `names`, without writing it out when the node's kind cannot
  /// give any of them (a call's name ends in "(…)", a member's holds a dot): a modifier chain's
  /// name is as long as the chain, and colour reads asked it at every link (issue 38).
  func nameText(isOneOf names: [String]) -> Bool {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      return names.contains(reference.baseName.text)
    }
    if self.is(MemberAccessExprSyntax.self), !names.contains(where: { $0.contains(".") }) {
      return false
    }
    if self.is(FunctionCallExprSyntax.self), !names.contains(where: { $0.hasSuffix("(…)") }) {
      return false
    }
    return names.contains(nameText)
  }
}
