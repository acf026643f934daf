import SwiftSyntax

/// View builders degrade per statement (issue 39): in a `@ViewBuilder` closure or body (a
/// custom container's `init(@ViewBuilder content: () -> Content) { self.content = content() }`,
/// a stored `let content: () -> Content` called later), a statement the interpreter cannot run
/// no longer loses its siblings. An `if` whose condition cannot be evaluated takes the
/// fresh-install reading (false, as every condition that cannot be evaluated does), a view that fails is handed to the view reader alone (which
/// draws it, or a placeholder named by its view), a `let` that fails binds an opaque value;
/// each is said once at its place.
extension Interpreter {
  /// Whether the body `context` collects is a view builder: it has produced a view, or one of
  /// its statements (in an `if`, `switch` or `#if` too) is a call or member of a view type, and
  /// none of its own statements returns. Asked only when a statement fails.
  func isViewBuilder(_ context: BodyContext, _ scope: Scope) -> Bool {
    if let known = context.isViewBuilder { return known }
    var result = false
    if let body = context.body {
      let returns = body.contains { $0.item.as(ReturnStmtSyntax.self) != nil }
      result = !returns && (!context.views.isEmpty || body.contains { isViewStatement($0, scope) })
    }
    context.isViewBuilder = result
    return result
  }

  /// Whether `item` is (or, for `if`, `switch` and `#if`, holds) a view in a builder.
  private func isViewStatement(_ item: CodeBlockItemSyntax, _ scope: Scope, depth: Int = 0) -> Bool
  {
    guard depth < 8 else { return false }
    switch item.item {
    case .expr(let expression):
      return isViewExpression(expression, scope, depth: depth)
    case .stmt(let statement):
      guard let expression = statement.as(ExpressionStmtSyntax.self)?.expression else {
        return false
      }
      return isViewExpression(expression, scope, depth: depth)
    case .decl(let decl):
      guard let config = decl.as(IfConfigDeclSyntax.self),
        case .statements(let active)? = TypeIndex.activeClause(config)?.elements
      else { return false }
      return active.contains { isViewStatement($0, scope, depth: depth + 1) }
    }
  }

  private func isViewExpression(_ expression: ExprSyntax, _ scope: Scope, depth: Int) -> Bool {
    if let branch = expression.as(IfExprSyntax.self) {
      var current: IfExprSyntax? = branch
      while let clause = current {
        if clause.body.statements.contains(where: { isViewStatement($0, scope, depth: depth + 1) })
        {
          return true
        }
        switch clause.elseBody {
        case .ifExpr(let next)?: current = next
        case .codeBlock(let block)?:
          return block.statements.contains { isViewStatement($0, scope, depth: depth + 1) }
        case nil: current = nil
        }
      }
      return false
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return switchExpression.cases.contains {
        guard case .switchCase(let switchCase) = $0 else { return false }
        return switchCase.statements.contains { isViewStatement($0, scope, depth: depth + 1) }
      }
    }
    guard let name = Self.rootName(expression), name.first?.isUppercase == true else {
      return false
    }
    return isViewType(types.resolve(name, from: scope.typeName) ?? name, scope)
  }

  /// The name a chain of calls and members starts from: `Text` of `Text("x").bold()`.
  static func rootName(_ expression: ExprSyntax) -> String? {
    var current = expression
    for _ in 0..<64 {
      if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let generic = current.as(GenericSpecializationExprSyntax.self) {
        current = generic.expression
      } else if let reference = current.as(DeclReferenceExprSyntax.self) {
        return reference.baseName.text
      } else {
        return nil
      }
    }
    return nil
  }

  /// A builder's statement that failed with `failure`: an expression is kept as a view for the
  /// view reader, a declaration's names are bound to opaque values; said once.
  func degradeBuilderStatement(
    _ item: CodeBlockItemSyntax, _ failure: InterpreterError, _ scope: Scope, _ file: Int,
    _ context: BodyContext
  ) {
    switch item.item {
    case .expr(let expression) where Self.isExpressionStatement(item):
      host?.degraded(failure)
      context.views.append(ViewExpression(expression: expression, scope: scope, file: file))
    case .decl(let decl):
      host?.degraded(failure)
      guard let variable = decl.as(VariableDeclSyntax.self) else { return }
      for binding in variable.bindings {
        bindOpaque(binding.pattern, scope)
      }
    default:
      // A `switch` whose subject cannot be evaluated: none of its cases is known to be the
      // one shown; its views are left out and its siblings kept.
      host?.degraded(failure)
    }
  }

  private func bindOpaque(_ pattern: PatternSyntax, _ scope: Scope) {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      scope.declare(
        identifier.identifier.text, .native(OpaqueValue(typeName: "")), mutable: false)
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      for element in tuple.elements { bindOpaque(element.pattern, scope) }
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      bindOpaque(binding.pattern, scope)
    }
  }

  /// The conditions of an `if` or `guard`: when they cannot be evaluated (they need what
  /// the interpreter does not model), false — the fresh-install reading, as for a value NavLab
  /// cannot know — with one warning naming the condition and why; the code around it still
  /// runs (`if let bundle = Bundle(path: …) { … } return self` returns `self`). An error the
  /// code throws itself (`try`) and the interpreter's limits go on as before.
  func degradedConditions(
    _ list: ConditionElementListSyntax, _ scope: Scope, _ file: Int
  ) throws -> Bool {
    do {
      return try conditions(list, scope, file)
    } catch let failure as InterpreterError where !failure.isLimit && !failure.isThrown {
      host?.degraded(unevaluatedCondition(list, failure, file: file))
      return false
    }
  }

  /// The warning for a condition that cannot be evaluated, read as false.
  func unevaluatedCondition(
    _ conditions: ConditionElementListSyntax, _ failure: InterpreterError, file: Int
  ) -> InterpreterError {
    var why = failure.message
    if why.count > 100 { why = String(why.prefix(97)) + "…" }
    return error(
      "the condition \(shortText(conditions)) cannot be evaluated (\(why)); read as false, "
        + "as on a fresh install", at: conditions, file: file)
  }
}
