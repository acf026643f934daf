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

  /// Whether ``nameText`` is one of `names`, without writing it out: each name is matched
  /// against the node's parts from the end (a member's last name, a call's "(…)"), so a
  /// modifier chain's name, as long as the chain, is never built (issue 38: colour reads asked
  /// it at every link of seed 003's background, writing the chain out each time).
  func nameText(isOneOf names: [String]) -> Bool {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      return names.contains(reference.baseName.text)
    }
    return names.contains { nameText(is: $0[...]) }
  }

  /// Whether ``nameText`` is `name`, matched part by part from its end.
  private func nameText(is name: Substring) -> Bool {
    if let reference = self.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text == name
    }
    if let member = self.as(MemberAccessExprSyntax.self) {
      // `base` + "." + the member's name.
      let field = member.declName.baseName.text
      guard name.hasSuffix(field) else { return false }
      let rest = name.dropLast(field.count)
      guard rest.last == "." else { return false }
      guard let base = member.base else { return rest.count == 1 }
      return base.nameText(is: rest.dropLast())
    }
    if let call = self.as(FunctionCallExprSyntax.self) {
      // The callee's name + "(…)".
      guard name.hasSuffix("(…)") else { return false }
      return call.calledExpression.nameText(is: name.dropLast(3))
    }
    return nameText == name
  }
}
