import SwiftSyntax

/// Statements: declarations, control flow, loops; bodies with implicit returns and
/// `@ViewBuilder` views.
extension Interpreter {
  /// Runs a body in `scope`: what it returns, its single expression's value, its views, or
  /// `.void`.
  func runBody(_ statements: CodeBlockItemListSyntax, _ scope: Scope, _ file: Int) throws
    -> RuntimeValue
  {
    let context = BodyContext()
    context.body = statements
    // A body of one expression returns it: it is read as the declared result type.
    if statements.count == 1 { context.hint = scope.resultType }
    switch try runItems(statements, scope, file, context) {
    case .returned(let value): return value
    case .broke, .continued, .normal, .fellThrough: break
    }
    if statements.count == 1, let last = context.last { return last }
    if context.views.count == 1 { return .native(context.views[0]) }
    if context.views.count > 1 { return .native(ViewList(context.views)) }
    return .void
  }

  /// Runs statements in order until one returns, breaks or continues.
  func runItems(
    _ statements: CodeBlockItemListSyntax, _ scope: Scope, _ file: Int, _ context: BodyContext
  ) throws -> Flow {
    var deferred: [CodeBlockSyntax] = []
    defer {
      // `defer` blocks run in reverse; their own errors are dropped as Swift cannot throw there.
      for block in deferred.reversed() {
        _ = try? runItems(block.statements, Scope(parent: scope), file, BodyContext())
      }
    }
    for item in statements {
      let flow: Flow
      do {
        flow = try runOne(item, scope, file, context, deferring: &deferred)
      } catch let failure as InterpreterError
        where !failure.isLimit
        && (context.degradesPerStatement
          || (context.skipsFailedExpressions && Self.isExpressionStatement(item)))
      {
        // An initialiser's statement that cannot run (it needs what the interpreter does not
        // model) is skipped with its warning; the others still run (degrade per node).
        host?.degraded(failure)
        continue
      } catch let failure as InterpreterError
        where !failure.isLimit && isViewBuilder(context, scope)
      {
        // A view builder's statement that cannot run (issue 39): its view is read alone by
        // the view reader (a placeholder named by its view when it fails there too), and the
        // statements around it are still its siblings.
        degradeBuilderStatement(item, failure, scope, file, context)
        continue
      }
      if case .normal = flow { continue }
      return flow
    }
    return .normal
  }

  /// An expression in statement position that is not `if` or `switch` (whose branches may
  /// exit): `log.debug(…)`, `print(…)`.
  static func isExpressionStatement(_ item: CodeBlockItemSyntax) -> Bool {
    guard case .expr(let expression) = item.item else { return false }
    // `fatalError(…)` ends the code where it stands (a `guard`'s `else` that traps): it is not
    // skipped like a log call.
    if let call = expression.as(FunctionCallExprSyntax.self),
      call.calledExpression.nameText(isOneOf: ["fatalError", "preconditionFailure"])
    {
      return false
    }
    return !expression.is(IfExprSyntax.self) && !expression.is(SwitchExprSyntax.self)
  }

  /// One item of `runItems`: `.normal` to go on with the next.
  private func runOne(
    _ item: CodeBlockItemSyntax, _ scope: Scope, _ file: Int, _ context: BodyContext,
    deferring deferred: inout [CodeBlockSyntax]
  ) throws -> Flow {
    try step(item, file)
    do {
      switch item.item {
      case .decl(let decl):
        // `#if os(iOS) Toggle(…) #endif` in a view builder's closure: the clause an iPhone
        // build compiles runs as if written in place.
        if let config = decl.as(IfConfigDeclSyntax.self) {
          guard case .statements(let active)? = TypeIndex.activeClause(config)?.elements else {
            return .normal
          }
          return try runItems(active, scope, file, context)
        }
        try declare(decl, scope, file)
        return .normal
      case .stmt(let statement):
        if let deferStatement = statement.as(DeferStmtSyntax.self) {
          deferred.append(deferStatement.body)
          return .normal
        }
        return try run(statement, scope, file, context)
      case .expr(let expression):
        return try runExpressionStatement(expression, scope, file, context)
      }
    }
  }

  /// One statement of a body in `scope`: a declaration binds there; an expression's value
  /// (a view: `ViewExpression`), a `return`'s value, or `.void`.
  func runItem(_ item: CodeBlockItemSyntax, _ scope: Scope, _ file: Int) throws -> RuntimeValue {
    try step(item, file)
    let context = BodyContext()
    switch item.item {
    case .decl(let decl):
      try declare(decl, scope, file)
      return .void
    case .stmt(let statement):
      if case .returned(let value) = try run(statement, scope, file, context) { return value }
    case .expr(let expression):
      if case .returned(let value) = try runExpressionStatement(expression, scope, file, context) {
        return value
      }
    }
    if context.views.count > 1 { return .native(ViewList(context.views)) }
    return context.last ?? .void
  }

  /// An expression in statement position: `if`/`switch` run as statements (their branches
  /// may `return`); other expressions are evaluated and their value kept as the body's last.
  private func runExpressionStatement(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, _ context: BodyContext
  ) throws -> Flow {
    if let ifExpression = expression.as(IfExprSyntax.self) {
      return try runIf(ifExpression, scope, file, context)
    }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return try runSwitch(switchExpression, scope, file, context)
    }
    let value = try eval(expression, scope, file, hint: context.hint)
    context.last = value
    if case .native(let native) = value {
      if let view = native as? ViewExpression {
        context.views.append(view)
      } else if let list = native as? ViewList {
        context.views += list.views
      }
    }
    return .normal
  }

  private func run(
    _ statement: StmtSyntax, _ scope: Scope, _ file: Int, _ context: BodyContext,
    label: String? = nil
  ) throws -> Flow {
    if let node = statement.as(LabeledStmtSyntax.self) {
      return try run(node.statement, scope, file, context, label: node.label.text)
    }
    if let node = statement.as(ExpressionStmtSyntax.self) {
      if let label, let switchNode = node.expression.as(SwitchExprSyntax.self) {
        return try runSwitch(switchNode, scope, file, context, label: label)
      }
      return try runExpressionStatement(node.expression, scope, file, context)
    }
    if let node = statement.as(ReturnStmtSyntax.self) {
      return .returned(
        try node.expression.map { try eval($0, scope, file, hint: scope.resultType) } ?? .void)
    }
    return try runOther(statement, scope, file, context, label: label)
  }

  /// Loops, `guard`, `break`, `continue`, `do`, `throw`: apart from `run`, whose frame is on
  /// every statement's path.
  @inline(never)
  private func runOther(
    _ statement: StmtSyntax, _ scope: Scope, _ file: Int, _ context: BodyContext,
    label: String?
  ) throws -> Flow {
    if let node = statement.as(GuardStmtSyntax.self) {
      if try degradedConditions(node.conditions, scope, file) { return .normal }
      let context = BodyContext()
      context.skipsFailedExpressions = true
      let flow = try runItems(node.body.statements, Scope(parent: scope), file, context)
      if case .normal = flow {
        throw error("guard body does not return or break", at: node, file: file)
      }
      return flow
    }
    if let node = statement.as(ForStmtSyntax.self) {
      return try runFor(node, scope, file, context, label: label)
    }
    if let node = statement.as(WhileStmtSyntax.self) {
      while true {
        try step(node, file)
        let inner = Scope(parent: scope)
        guard try conditions(node.conditions, inner, file) else { break }
        if let stop = Self.loopExit(try runItems(node.body.statements, inner, file, context), label)
        {
          return stop
        }
      }
      return .normal
    }
    if let node = statement.as(RepeatStmtSyntax.self) {
      while true {
        try step(node, file)
        let flow = try runItems(node.body.statements, Scope(parent: scope), file, context)
        if let stop = Self.loopExit(flow, label) { return stop }
        guard try truth(node.condition, scope, file) else { break }
      }
      return .normal
    }
    if let node = statement.as(BreakStmtSyntax.self) { return .broke(node.label?.text) }
    if let node = statement.as(ContinueStmtSyntax.self) { return .continued(node.label?.text) }
    if statement.is(FallThroughStmtSyntax.self) { return .fellThrough }

    if let node = statement.as(DoStmtSyntax.self) {
      return try runDo(node, scope, file, context)
    }
    if let node = statement.as(ThrowStmtSyntax.self) {
      var thrown = error("throws \(node.expression.trimmedDescription)", at: node, file: file)
      thrown.isThrown = true
      throw thrown
    }
    throw unsupported(statement, file)
  }

  /// `do { … } catch { … }`: an error the code throws runs the first clause that catches
  /// every error (`catch`, `catch let error`); clauses that match a case of an error type
  /// (`catch DecodingError.keyNotFound(…)`) are not told apart, so with no catch-all the error
  /// goes on. The interpreter's own limits are never caught.
  private func runDo(
    _ node: DoStmtSyntax, _ scope: Scope, _ file: Int, _ context: BodyContext
  ) throws -> Flow {
    do {
      return try runItems(node.body.statements, Scope(parent: scope), file, context)
    } catch let failure as InterpreterError where failure.isThrown {
      guard let clause = node.catchClauses.first(where: Self.catchesEverything) else {
        throw failure
      }
      let inner = Scope(parent: scope)
      let thrown = RuntimeValue.native(ThrownError(message: failure.message))
      if let pattern = clause.catchItems.first?.pattern {
        try bind(pattern, thrown, inner, file, mutable: false)
      } else {
        inner.declare("error", thrown, mutable: false)
      }
      return try runItems(clause.body.statements, inner, file, context)
    }
  }

  private static func catchesEverything(_ clause: CatchClauseSyntax) -> Bool {
    guard let item = clause.catchItems.first else { return true }
    guard clause.catchItems.count == 1, item.whereClause == nil, let pattern = item.pattern
    else { return false }
    if pattern.is(WildcardPatternSyntax.self) { return true }
    if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      return binding.pattern.is(IdentifierPatternSyntax.self)
    }
    return false
  }

  /// `let`/`var` (with patterns and type annotations), nested functions; other declarations
  /// (local types) are skipped.
  func declare(_ decl: DeclSyntax, _ scope: Scope, _ file: Int) throws {
    if let variable = decl.as(VariableDeclSyntax.self) {
      let mutable = isVar(variable.bindingSpecifier)
      for binding in variable.bindings {
        let type = binding.typeAnnotation.map { text($0.type) }
        if let accessor = binding.accessorBlock, case .getter(let getter) = accessor.accessors {
          // A local computed variable: a closure read on use is close enough for view code.
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
            throw unsupported(binding, file)
          }
          scope.declare(name, try runBody(getter, Scope(parent: scope), file), mutable: false)
          continue
        }
        var value: RuntimeValue = .nilValue
        if let initial = binding.initializer?.value {
          value = coerce(try eval(initial, scope, file, hint: type), to: type)
        } else if type?.hasSuffix("?") != true {
          value = .void  // declared now, assigned later
        }
        try bind(binding.pattern, value, scope, file, mutable: mutable, type: type)
      }
      return
    }
    if let function = decl.as(FunctionDeclSyntax.self) {
      let closure = Closure(
        .function(function, receiver: nil, typeName: nil), scope: scope, file: file)
      scope.declare(function.name.text, .closure(closure), mutable: false)
      return
    }
    // Local structs, enums, type aliases: not needed by view code.
  }

  /// Binds a declaration pattern: a name, a tuple `(a, b)`, `_`.
  func bind(
    _ pattern: PatternSyntax, _ value: RuntimeValue, _ scope: Scope, _ file: Int, mutable: Bool,
    type: String? = nil
  ) throws {
    if let identifier = pattern.as(IdentifierPatternSyntax.self) {
      var value = value
      if case .native(let native) = value, let view = native as? ViewExpression,
        view.scope === scope
      {
        // `let title = Text(name)`: the view keeps the names it uses, not this scope (which
        // would hold the view that holds it: a cycle outliving the call).
        value = .native(
          ViewExpression(
            expression: view.expression, scope: captureScope(view.expression, scope),
            file: view.file))
      }
      let cell = Cell(value, name: identifier.identifier.text, constant: !mutable)
      cell.declaredType = type
      scope.declare(identifier.identifier.text, cell: cell)
    } else if pattern.is(WildcardPatternSyntax.self) {
      return
    } else if let tuple = pattern.as(TuplePatternSyntax.self) {
      guard case .tuple(let items) = value, items.count == tuple.elements.count else {
        throw error(
          "cannot destructure \(value.typeDescription) into \(tuple.trimmedDescription)",
          at: pattern, file: file)
      }
      for (element, item) in zip(tuple.elements, items) {
        try bind(element.pattern, item.value, scope, file, mutable: mutable)
      }
    } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
      try bind(
        binding.pattern, value, scope, file,
        mutable: isVar(binding.bindingSpecifier))
    } else {
      throw unsupported(pattern, file)
    }
  }

  /// Evaluates `if`/`while`/`guard` conditions in order, binding `if let` names into `scope`.
  func conditions(_ list: ConditionElementListSyntax, _ scope: Scope, _ file: Int) throws -> Bool {
    for element in list {
      switch element.condition {
      case .expression(let expression):
        guard try truth(expression, scope, file) else { return false }
      case .optionalBinding(let binding):
        let value: RuntimeValue
        if let initial = binding.initializer?.value {
          value = try eval(initial, scope, file)
        } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          // `if let x` shorthand; `guard let self` after a `[weak self]` capture.
          value =
            name == "self"
            ? scope.selfValue ?? .nilValue : try lookupName(name, at: binding, scope, file)
        } else {
          throw unsupported(binding, file)
        }
        guard let unwrapped = value.unwrapped, !freshInstallNil(unwrapped, binding, file) else {
          return false
        }
        try bind(
          binding.pattern, unwrapped, scope, file,
          mutable: isVar(binding.bindingSpecifier))
      case .matchingPattern(let matching):
        let value = try eval(matching.initializer.value, scope, file)
        guard try match(matching.pattern, value, scope, file, binding: false) else { return false }
      case .availability(let availability):
        guard Availability.holds(availability) else { return false }
      @unknown default:
        throw unsupported(element, file)
      }
    }
    return true
  }

  /// A `Bool` condition.
  func truth(_ expression: ExprSyntax, _ scope: Scope, _ file: Int) throws -> Bool {
    let value = try eval(expression, scope, file)
    guard case .bool(let result) = value.unwrapped ?? .void else {
      if let reading = freshInstallCondition(value, expression, file) { return reading }
      throw error(
        "\(expression.trimmedDescription) is \(value.typeDescription), not Bool", at: expression,
        file: file)
    }
    return result
  }

  /// `if` as a statement: the chosen branch runs in its own scope.
  func runIf(_ node: IfExprSyntax, _ scope: Scope, _ file: Int, _ context: BodyContext) throws
    -> Flow
  {
    let inner = Scope(parent: scope)
    if try degradedConditions(node.conditions, inner, file) {
      return try runItems(node.body.statements, inner, file, context)
    }
    switch node.elseBody {
    case .ifExpr(let next)?: return try runIf(next, scope, file, context)
    case .codeBlock(let block)?:
      return try runItems(block.statements, Scope(parent: scope), file, context)
    case nil: return .normal
    }
  }

  /// What a loop does after its body ended with `flow`: nil to go on (normally, or a
  /// `continue` of this loop), else the flow the loop ends with (`.normal` for its own `break`).
  static func loopExit(_ flow: Flow, _ label: String?) -> Flow? {
    switch flow {
    case .normal: nil
    case .returned, .fellThrough: flow
    case .broke(let target): target == nil || target == label ? .normal : flow
    case .continued(let target): target == nil || target == label ? nil : flow
    }
  }

  /// `switch` as a statement: the first matching case runs; `break` ends the switch.
  func runSwitch(
    _ node: SwitchExprSyntax, _ scope: Scope, _ file: Int, _ context: BodyContext,
    label: String? = nil
  ) throws -> Flow {
    let subject = try eval(node.subject, scope, file)
    let cases: [SwitchCaseSyntax] = node.cases.compactMap {
      if case .switchCase(let switchCase) = $0 { return switchCase }
      return nil
    }
    for (offset, switchCase) in cases.enumerated() {
      var inner = Scope(parent: scope)
      guard try matches(switchCase.label, subject, inner, file) else { continue }
      var current = offset
      while true {
        let flow = try runItems(cases[current].statements, inner, file, context)
        if case .fellThrough = flow {
          // `fallthrough` runs the next case's statements, its pattern unchecked.
          guard current + 1 < cases.count else { return .normal }
          current += 1
          inner = Scope(parent: scope)
          continue
        }
        if case .broke(let target) = flow, target == nil || target == label { return .normal }
        return flow
      }
    }
    throw error(
      "switch over \(subject.debugText) matched no case", at: node.subject, file: file)
  }

  /// Whether a case label (`case .a, .b(let x) where …:`, `default:`) matches, binding names.
  func matches(
    _ label: SwitchCaseSyntax.Label, _ subject: RuntimeValue, _ scope: Scope, _ file: Int
  ) throws -> Bool {
    switch label {
    case .default: return true
    case .case(let caseLabel):
      for item in caseLabel.caseItems {
        guard try match(item.pattern, subject, scope, file, binding: false) else { continue }
        if let condition = item.whereClause?.condition,
          try !truth(condition, scope, file)
        {
          continue
        }
        return true
      }
      return false
    }
  }

  /// `for pattern in sequence where condition { … }`.
  private func runFor(
    _ node: ForStmtSyntax, _ scope: Scope, _ file: Int, _ context: BodyContext, label: String?
  ) throws -> Flow {
    let sequence = try eval(node.sequence, scope, file)
    var result: Flow = .normal
    try iterate(sequence, at: node.sequence, file) { element in
      try step(node, file)
      let inner = Scope(parent: scope)
      guard try match(node.pattern, element, inner, file, binding: true) else { return true }
      if let condition = node.whereClause?.condition, try !truth(condition, inner, file) {
        return true
      }
      guard
        let stop = Self.loopExit(try runItems(node.body.statements, inner, file, context), label)
      else { return true }
      result = stop
      return false
    }
    return result
  }

  /// Calls `body` with each element of a sequence value until it returns false: ranges of
  /// integers (not materialised), arrays, dictionaries (key-value tuples), strings.
  func iterate(
    _ sequence: RuntimeValue, at node: (any SyntaxProtocol)?, _ file: Int,
    _ body: (RuntimeValue) throws -> Bool
  ) throws {
    switch sequence.unwrapped ?? .void {
    case .range(.int(let lower), .int(let upper), let closed):
      guard Builtins.count(lower, upper, closed: closed) > 0 else { return }
      let end = closed ? upper : upper - 1
      for index in lower...end where try !body(.int(index)) { return }
    case .array(let items):
      for item in items where try !body(item) { return }
    case .dictionary(let pairs):
      for pair in pairs
      where try !body(
        .tuple([(label: "key", value: pair.key), (label: "value", value: pair.value)]))
      {
        return
      }
    case .string(let text):
      for character in text where try !body(.string(String(character))) { return }
    default:
      throw error("cannot iterate over \(sequence.typeDescription)", at: node, file: file)
    }
  }
}
