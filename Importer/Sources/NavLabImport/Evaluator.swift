import SwiftSyntax

/// Reads literal values out of expressions: strings (interpolation keeps its literal parts
/// and what resolves), numbers, booleans, and names bound in `Bindings`. Never executes
/// anything; what it cannot read is nil.
struct Evaluator {
  var importer: ImportSession
  var bindings: Bindings
  var file: Int

  /// Deepest chain of names followed (`a` bound to `b` bound to …).
  static let maximumDepth = 32

  /// The expression with names resolved to what they are bound to (the expression and the
  /// bindings and file to read it with).
  func resolve(_ expression: ExprSyntax, depth: Int = 0) -> (ExprSyntax, Bindings, Int)? {
    guard depth < Self.maximumDepth else { return nil }
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      var name = reference.baseName.text
      // `$wifi` is the binding of `wifi`; `$0` is a closure's first parameter.
      if name.hasPrefix("$"), name.dropFirst().first?.isNumber == false { name.removeFirst() }
      if let value = bindings[name] {
        if case .expression(let bound, let scope, let boundFile) = value {
          return Evaluator(importer: importer, bindings: scope, file: boundFile).resolve(
            bound, depth: depth + 1)
        }
      }
      return (expression, bindings, file)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      let field = member.declName.baseName.text
      // `self.name` is the property.
      if base.nameText == "self" {
        return resolve(
          ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(field))), depth: depth + 1)
      }
      // `item.name` where item is bound to `Item(name: "x", …)`: the argument.
      if let (resolved, scope, boundFile) = resolve(base, depth: depth + 1),
        let call = resolved.as(FunctionCallExprSyntax.self),
        let argument = call.arguments.first(where: { $0.label?.text == field })
      {
        return Evaluator(importer: importer, bindings: scope, file: boundFile).resolve(
          argument.expression, depth: depth + 1)
      }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let only = tuple.elements.first
    {
      return resolve(only.expression, depth: depth + 1)
    }
    return (expression, bindings, file)
  }

  /// A string: a literal (interpolated values that resolve are filled in), or a name bound
  /// to one.
  func string(_ expression: ExprSyntax?) -> String? {
    guard let expression else { return nil }
    if let value = runtimeString(expression) { return value }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      case .text(let text)? = bindings[reference.baseName.text]
    {
      return text
    }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      case .number(let value)? = bindings[reference.baseName.text]
    {
      return Self.format(value)
    }
    guard let (resolved, scope, boundFile) = resolve(expression) else { return nil }
    let inner = Evaluator(importer: importer, bindings: scope, file: boundFile)
    if let literal = resolved.as(StringLiteralExprSyntax.self) { return inner.literal(literal) }
    return inner.number(resolved).map(Self.format)
  }

  /// A string literal's text; an interpolation that does not resolve is left out.
  func literal(_ literal: StringLiteralExprSyntax) -> String {
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part):
        // `"a\nb"` is a line break (raw `#"…"#` strings keep their backslashes).
        text +=
          literal.openingPounds != nil
          ? part.content.text : Interpreter.unescape(part.content.text)
      case .expressionSegment(let interpolation):
        if let only = interpolation.expressions.first, interpolation.expressions.count == 1,
          let value = string(only.expression)
        {
          text += value
        } else {
          importer.warn(
            "interpolation \(interpolation.trimmedDescription) is runtime data; shown without it",
            at: interpolation, file: file)
        }
      }
    }
    return text
  }

  /// A number literal (or a name bound to one); negative literals too.
  func number(_ expression: ExprSyntax?) -> Double? {
    guard let expression else { return nil }
    if let value = runtimeNumber(expression) { return value }
    if let reference = expression.as(DeclReferenceExprSyntax.self),
      case .number(let value)? = bindings[reference.baseName.text]
    {
      return value
    }
    guard let (resolved, scope, boundFile) = resolve(expression) else { return nil }
    if let integer = resolved.as(IntegerLiteralExprSyntax.self) {
      return Double(integer.literal.text.filter { $0 != "_" })
    }
    if let float = resolved.as(FloatLiteralExprSyntax.self) {
      return Double(float.literal.text.filter { $0 != "_" })
    }
    if let prefix = resolved.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      return Evaluator(importer: importer, bindings: scope, file: boundFile).number(
        prefix.expression
      ).map { -$0 }
    }
    // `index + 1`: the four operators over numbers that resolve.
    if let sequence = resolved.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
      let parts = Array(sequence.elements)
      let inner = Evaluator(importer: importer, bindings: scope, file: boundFile)
      if let left = inner.number(parts[0]), let right = inner.number(parts[2]) {
        switch parts[1].nameText {
        case "+": return left + right
        case "-": return left - right
        case "*": return left * right
        case "/": return right == 0 ? nil : left / right
        default: return nil
        }
      }
    }
    if resolved.nameText == ".infinity"
      || resolved.nameText == "CGFloat.infinity"
    {
      return .infinity
    }
    return nil
  }

  /// A boolean: a literal, `.constant(true)`, `$state` (its initial value).
  func bool(_ expression: ExprSyntax?) -> Bool? {
    if let value = runtimeBool(expression) { return value }
    guard let expression, let (resolved, scope, boundFile) = resolve(expression) else {
      return nil
    }
    if let literal = resolved.as(BooleanLiteralExprSyntax.self) {
      return literal.literal.tokenKind == .keyword(.true)
    }
    if let call = resolved.as(FunctionCallExprSyntax.self),
      call.calledExpression.nameText.hasSuffix("constant"),
      let argument = call.arguments.first?.expression
    {
      return Evaluator(importer: importer, bindings: scope, file: boundFile).bool(argument)
    }
    return nil
  }

  /// The last part of an enum-like value: `.destructive`, `ListStyle.plain` → "destructive".
  func member(_ expression: ExprSyntax?) -> String? {
    if let value = runtimeMember(expression) { return value }
    guard let expression, let (resolved, _, _) = resolve(expression) else { return nil }
    if let member = resolved.as(MemberAccessExprSyntax.self) {
      return member.declName.baseName.text
    }
    if let call = resolved.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      return member.declName.baseName.text
    }
    // `SegmentedPickerStyle()`: SwiftUI's style type for `.segmented` (not one the files declare).
    if let call = resolved.as(FunctionCallExprSyntax.self),
      let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      importer.sources.types[type] == nil
    {
      return SwiftUIStyleNames.member(ofType: type)
    }
    return nil
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
