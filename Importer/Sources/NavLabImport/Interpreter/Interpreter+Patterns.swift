import SwiftSyntax

/// Patterns of `switch` cases, `if case`, `for`: enum cases with payload bindings, literals,
/// ranges, tuples, `let`/`var` bindings, `_`, `x?`, `is T`.
extension Interpreter {
  /// Whether `value` matches `pattern`; names it binds are declared in `scope`. `binding`
  /// is true inside `let`/`var` (and for a `for` loop's pattern), where a bare name binds.
  func match(
    _ pattern: PatternSyntax, _ value: RuntimeValue, _ scope: Scope, _ file: Int, binding: Bool
  ) throws -> Bool {
    switch pattern.kind {
    case .wildcardPattern:
      return true
    case .identifierPattern:
      let name = pattern.cast(IdentifierPatternSyntax.self).identifier.text
      scope.declare(name, value, mutable: false)
      return true
    case .valueBindingPattern:
      let node = pattern.cast(ValueBindingPatternSyntax.self)
      return try match(node.pattern, value, scope, file, binding: true)
    case .tuplePattern:
      let node = pattern.cast(TuplePatternSyntax.self)
      guard case .tuple(let items) = value, items.count == node.elements.count else {
        return false
      }
      for (element, item) in zip(node.elements, items)
      where try !match(element.pattern, item.value, scope, file, binding: binding) {
        return false
      }
      return true
    case .expressionPattern:
      return try matchExpression(
        pattern.cast(ExpressionPatternSyntax.self).expression, value, scope, file,
        binding: binding)
    case .isTypePattern:
      let type = text(pattern.cast(IsTypePatternSyntax.self).type)
      return TypeNames.matches(value, type, types)
    default:
      throw unsupported(pattern, file, "pattern")
    }
  }

  /// An expression used as a pattern: `.some(let x)`, `.loading`, `Kind.done(let n)`, `0...9`,
  /// `nil`, `(0, _)`, `x?`, or any value compared with `~=`/`==`.
  private func matchExpression(
    _ expression: ExprSyntax, _ value: RuntimeValue, _ scope: Scope, _ file: Int, binding: Bool
  ) throws -> Bool {
    switch expression.kind {
    case .discardAssignmentExpr:
      return true
    case .patternExpr:
      return try match(
        expression.cast(PatternExprSyntax.self).pattern, value, scope, file, binding: binding)
    case .declReferenceExpr where binding:
      scope.declare(
        expression.cast(DeclReferenceExprSyntax.self).baseName.text, value, mutable: false)
      return true
    case .optionalChainingExpr:
      guard let inner = value.unwrapped else { return false }
      return try matchExpression(
        expression.cast(OptionalChainingExprSyntax.self).expression, inner, scope, file,
        binding: binding)
    case .tupleExpr:
      let elements = expression.cast(TupleExprSyntax.self).elements
      if elements.count == 1, let only = elements.first {
        return try matchExpression(only.expression, value, scope, file, binding: binding)
      }
      guard case .tuple(let items) = value.unwrapped ?? .void, items.count == elements.count else {
        return false
      }
      for (element, item) in zip(elements, items)
      where try !matchExpression(element.expression, item.value, scope, file, binding: binding) {
        return false
      }
      return true
    case .memberAccessExpr:
      let member = expression.cast(MemberAccessExprSyntax.self)
      if case .enumCase(_, let name, _) = value.unwrapped ?? .void,
        member.base == nil || typeReference(member.base!, scope) != nil
      {
        return name == identifier(member.declName.baseName)
      }
      if identifier(member.declName.baseName) == "none", member.base == nil { return value.isNil }
    case .functionCallExpr:
      let call = expression.cast(FunctionCallExprSyntax.self)
      if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        member.base == nil || typeReference(member.base!, scope) != nil
      {
        let caseName = identifier(member.declName.baseName)
        var payload: [RuntimeValue]
        if caseName == "some", member.base == nil {
          guard let inner = value.unwrapped else { return false }
          payload = [inner]
        } else {
          guard case .enumCase(_, let name, let values) = value.unwrapped ?? .void,
            name == caseName
          else { return false }
          payload = values
        }
        payload = payload.map(\.argumentValue)  // labelled arguments of an untyped case
        guard payload.count == call.arguments.count else { return false }
        for (argument, item) in zip(call.arguments, payload)
        where try !matchExpression(argument.expression, item, scope, file, binding: binding) {
          return false
        }
        return true
      }
    default:
      break
    }
    let expected = try eval(expression, scope, file, hint: Self.typeName(of: value))
    if case .range = expected { return try contains(expected, value, at: expression, file) }
    return expected == value
  }
}
