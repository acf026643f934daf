import SwiftSyntax

/// Expressions: literals, names, members, closures, optionals, `if`/`switch` expressions.
extension Interpreter {
  /// The value of `expression`. `hint` is the type the context expects (an annotation, a
  /// parameter's type): it gives implicit members (`.zero`) their type and integer literals
  /// their `Double`-ness.
  func eval(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String? = nil) throws
    -> RuntimeValue
  {
    try step(expression, file)
    expressionDepth += 1
    defer { expressionDepth -= 1 }
    if expressionDepth > limits.expressionDepth || expressionDepth & 15 == 0 {
      try checkNesting(expression, file)
    }
    // The common kinds first; the rest in their own function (a debug build's frame holds
    // every branch's temporaries, and this function is on every expression's path).
    switch expression.kind {
    case .declReferenceExpr:
      return try reference(expression.cast(DeclReferenceExprSyntax.self), scope, file)
    case .memberAccessExpr:
      return try evalMemberAccessExpr(expression, scope, file, hint: hint)
    case .functionCallExpr:
      return try evalFunctionCallExpr(expression, scope, file, hint: hint)
    case .sequenceExpr:
      return try evalFolded(
        fold(expression.cast(SequenceExprSyntax.self), file), scope, file, hint: hint)
    case .integerLiteralExpr:
      return try integer(expression.cast(IntegerLiteralExprSyntax.self), file, hint: hint)
    default:
      return try evalOther(expression, scope, file, hint: hint)
    }
  }

  @inline(never)
  private func checkNesting(_ expression: ExprSyntax, _ file: Int) throws {
    if expressionDepth > limits.expressionDepth {
      throw limitError(
        "nests more than \(limits.expressionDepth) expressions", at: expression, file: file)
    }
    try checkStack(expression, file)
  }

  @inline(never)
  private func evalOther(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    switch expression.kind {
    case .integerLiteralExpr:
      return try integer(expression.cast(IntegerLiteralExprSyntax.self), file, hint: hint)
    case .floatLiteralExpr:
      return try evalFloatLiteralExpr(expression, scope, file, hint: hint)
    case .booleanLiteralExpr:
      return try evalBooleanLiteralExpr(expression, scope, file, hint: hint)
    case .nilLiteralExpr:
      return .nilValue
    case .stringLiteralExpr:
      return .string(try string(expression.cast(StringLiteralExprSyntax.self), scope, file))
    case .arrayExpr:
      return try evalArrayExpr(expression, scope, file, hint: hint)
    case .dictionaryExpr:
      return try evalDictionaryExpr(expression, scope, file, hint: hint)
    case .tupleExpr:
      return try evalTupleExpr(expression, scope, file, hint: hint)
    case .declReferenceExpr:
      return try reference(expression.cast(DeclReferenceExprSyntax.self), scope, file)
    case .memberAccessExpr:
      return try evalMemberAccessExpr(expression, scope, file, hint: hint)
    case .functionCallExpr:
      return try evalFunctionCallExpr(expression, scope, file, hint: hint)
    case .subscriptCallExpr:
      return try evalSubscriptCallExpr(expression, scope, file, hint: hint)
    case .forceUnwrapExpr:
      return try evalForceUnwrapExpr(expression, scope, file, hint: hint)
    case .optionalChainingExpr:
      return try evalOptionalChainingExpr(expression, scope, file, hint: hint)
    case .closureExpr:
      return try evalClosureExpr(expression, scope, file, hint: hint)
    case .sequenceExpr:
      return try evalFolded(
        fold(expression.cast(SequenceExprSyntax.self), file), scope, file, hint: hint)
    case .infixOperatorExpr:
      return try evalInfixOperatorExpr(expression, scope, file, hint: hint)
    case .ternaryExpr:
      return try evalTernaryExpr(expression, scope, file, hint: hint)
    case .postfixOperatorExpr:
      return try evalPostfixOperatorExpr(expression, scope, file, hint: hint)
    case .prefixOperatorExpr:
      return try prefix(expression.cast(PrefixOperatorExprSyntax.self), scope, file, hint: hint)
    case .ifExpr:
      return try ifValue(expression.cast(IfExprSyntax.self), scope, file)
    case .switchExpr:
      return try evalSwitchExpr(expression, scope, file, hint: hint)
    case .tryExpr:
      return try evalTry(expression.cast(TryExprSyntax.self), scope, file, hint: hint)
    case .awaitExpr:
      return try eval(expression.cast(AwaitExprSyntax.self).expression, scope, file, hint: hint)
    case .inOutExpr:
      return try evalInOutExpr(expression, scope, file, hint: hint)
    case .typeExpr:
      return .metatype(text(expression.cast(TypeExprSyntax.self).type))
    case .keyPathExpr:
      return .enumCase(type: "KeyPath", name: text(expression), payload: [])
    case .asExpr:
      return try evalAsExpr(expression, scope, file, hint: hint)
    case .isExpr:
      return try evalIsExpr(expression, scope, file, hint: hint)
    case .genericSpecializationExpr:
      return try evalGenericSpecializationExpr(expression, scope, file, hint: hint)
    case .postfixIfConfigExpr:
      return try evalPostfixIfConfigExpr(expression, scope, file, hint: hint)
    case .superExpr, .macroExpansionExpr, .regexLiteralExpr:
      throw unsupported(expression, file)
    default:
      throw unsupported(expression, file)
    }
  }

  /// `view #if os(iOS) .modifier() #endif`: a view's modifier chain with compiled-out parts is
  /// still the view (the reader takes the clause iOS compiles); a value without a taken clause
  /// is its base.
  @inline(never)
  private func evalPostfixIfConfigExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    let node = expression.cast(PostfixIfConfigExprSyntax.self)
    guard let base = node.base else { throw unsupported(expression, file) }
    let value = try eval(base, scope, file, hint: hint)
    if case .native(let native) = value, native is ViewExpression || native is ViewList {
      return .native(ViewExpression(expression: expression, scope: scope, file: file))
    }
    guard case .postfixExpression? = CompilationCondition.activeClause(node.config)?.elements
    else { return value }
    throw unsupported(expression, file, "a value's member under #if")
  }

  @inline(never)
  private func evalFloatLiteralExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    let text = expression.cast(FloatLiteralExprSyntax.self).literal.text.filter { $0 != "_" }
    guard let value = Double(text) else { throw unsupported(expression, file) }
    return .double(value)
  }

  @inline(never)
  private func evalBooleanLiteralExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    return .bool(
      expression.cast(BooleanLiteralExprSyntax.self).literal.tokenKind == .keyword(.true))
  }

  @inline(never)
  private func evalArrayExpr(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    let element = hint.flatMap(TypeNames.arrayElement)
    return .array(
      try expression.cast(ArrayExprSyntax.self).elements.map {
        coerce(try eval($0.expression, scope, file, hint: element), to: element)
      })
  }

  @inline(never)
  private func evalDictionaryExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    guard case .elements(let elements) = expression.cast(DictionaryExprSyntax.self).content
    else { return .dictionary([]) }
    return .dictionary(
      try elements.map { (try eval($0.key, scope, file), try eval($0.value, scope, file)) })
  }

  @inline(never)
  private func evalTupleExpr(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    let elements = expression.cast(TupleExprSyntax.self).elements
    if elements.count == 1, let only = elements.first, only.label == nil {
      return try eval(only.expression, scope, file, hint: hint)
    }
    let types = hint.flatMap(tupleElements)
    return .tuple(
      try elements.enumerated().map { index, element in
        let type = types.flatMap { $0.indices.contains(index) ? $0[index] : nil }
        return (
          element.label?.text,
          coerce(try eval(element.expression, scope, file, hint: type), to: type)
        )
      })
  }

  @inline(never)
  private func evalMemberAccessExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    return try chainTop(expression) {
      try memberAccess(expression.cast(MemberAccessExprSyntax.self), scope, file, hint: hint)
    }
  }

  @inline(never)
  private func evalFunctionCallExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    return try chainTop(expression) {
      try evalCall(expression.cast(FunctionCallExprSyntax.self), scope, file, hint: hint)
    }
  }

  @inline(never)
  private func evalSubscriptCallExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    return try chainTop(expression) {
      try subscriptValue(expression.cast(SubscriptCallExprSyntax.self), scope, file)
    }
  }

  @inline(never)
  private func evalForceUnwrapExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    return try chainTop(expression) {
      let inner = expression.cast(ForceUnwrapExprSyntax.self).expression
      guard let value = try eval(inner, scope, file).unwrapped else {
        throw error(
          "\(inner.trimmedDescription) is nil where it is force-unwrapped (!)", at: expression,
          file: file)
      }
      return value
    }
  }

  @inline(never)
  private func evalOptionalChainingExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    let inner = expression.cast(OptionalChainingExprSyntax.self).expression
    guard let value = try eval(inner, scope, file).unwrapped else { throw OptionalChainNil() }
    return value
  }

  @inline(never)
  private func evalClosureExpr(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    let literal = expression.cast(ClosureExprSyntax.self)
    return .closure(Closure(.literal(literal), scope: captureScope(literal, scope), file: file))
  }

  /// The scope a closure keeps: the cells of the names its body uses (by reference, as Swift
  /// captures), `self` and the enclosing type, not the whole scope it was written in. Keeping
  /// the whole scope would make `let bump = { count += 1 }` a cycle (the scope holds the
  /// closure, the closure the scope) that outlives every call.
  func captureScope(_ literal: some SyntaxProtocol, _ scope: Scope) -> Scope {
    let names: Set<String>
    if let known = captureNames[literal.id] {
      names = known
    } else {
      let finder = NameFinder(viewMode: .sourceAccurate)
      finder.walk(literal)
      names = finder.names
      captureNames[literal.id] = names
    }
    let capture = Scope(parent: globalScope)
    capture.selfCell = scope.selfCell
    capture.typeName = scope.typeName
    for name in names {
      if let cell = scope.lookup(name) { capture.declare(name, cell: cell) }
    }
    return capture
  }

  @inline(never)
  private func evalInfixOperatorExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    let node = expression.cast(InfixOperatorExprSyntax.self)
    return try evalFolded(
      .binary(
        op: node.operator.trimmedDescription, node: node.operator, .leaf(node.leftOperand),
        .leaf(node.rightOperand)), scope, file)
  }

  @inline(never)
  private func evalTernaryExpr(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    let node = expression.cast(TernaryExprSyntax.self)
    return try truth(node.condition, scope, file)
      ? try eval(node.thenExpression, scope, file, hint: hint)
      : try eval(node.elseExpression, scope, file, hint: hint)
  }

  @inline(never)
  private func evalPostfixOperatorExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    // `90...`: a range with no upper bound (for patterns and slices).
    let node = expression.cast(PostfixOperatorExprSyntax.self)
    let lower = try eval(node.expression, scope, file, hint: hint)
    guard node.operator.text == "...", lower.number != nil else {
      throw unsupported(expression, file)
    }
    let upper: RuntimeValue = if case .int = lower { .int(.max) } else { .double(.infinity) }
    return .range(lower: lower, upper: upper, closed: true)
  }

  @inline(never)
  private func evalSwitchExpr(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    let node = expression.cast(SwitchExprSyntax.self)
    let subject = try eval(node.subject, scope, file)
    for entry in node.cases {
      guard case .switchCase(let switchCase) = entry else { continue }
      let inner = Scope(parent: scope)
      if try matches(switchCase.label, subject, inner, file) {
        return try runBody(switchCase.statements, inner, file)
      }
    }
    throw error("switch over \(subject.debugText) matched no case", at: node, file: file)
  }

  @inline(never)
  private func evalInOutExpr(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    let inner = expression.cast(InOutExprSyntax.self).expression
    if let name = inner.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let cell = scope.lookup(name)
    {
      return .binding(cell)
    }
    return .binding(Cell(try eval(inner, scope, file)))
  }

  @inline(never)
  private func evalAsExpr(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    let node = expression.cast(AsExprSyntax.self)
    let kind = "as" + (node.questionOrExclamationMark?.text ?? "")
    return try evalFolded(
      .cast(
        kind: kind, type: text(node.type), node: expression, .leaf(node.expression)),
      scope, file)
  }

  @inline(never)
  private func evalIsExpr(_ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    let node = expression.cast(IsExprSyntax.self)
    return try evalFolded(
      .cast(
        kind: "is", type: text(node.type), node: expression, .leaf(node.expression)),
      scope, file)
  }

  /// `try x`, `try! x`: the value (an error the code throws goes on: `try!` would trap);
  /// `try? x`: an error the code throws is `nil`, a value is optional (not nested: Swift 5's
  /// rule).
  @inline(never)
  private func evalTry(_ node: TryExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    guard node.questionOrExclamationMark?.text == "?" else {
      return try eval(node.expression, scope, file, hint: hint)
    }
    do {
      let value = try eval(node.expression, scope, file, hint: hint.map(Self.unwrappedType))
      if case .optional = value { return value }
      return .optional(value)
    } catch let failure as InterpreterError where failure.isThrown {
      return .nilValue
    }
  }

  /// `T?` → `T` (a type written optional read without it).
  static func unwrappedType(_ type: String) -> String {
    var type = Substring(type)
    while type.hasSuffix("?") || type.hasSuffix("!") { type = type.dropLast() }
    return String(type)
  }

  @inline(never)
  private func evalGenericSpecializationExpr(
    _ expression: ExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    let node = expression.cast(GenericSpecializationExprSyntax.self)
    return .metatype(text(node.expression))
  }

  /// Runs `body`; at the outermost expression of an optional chain (`a?.b.c`), a `nil` met
  /// inside gives `nil`.
  private func chainTop(_ expression: ExprSyntax, _ body: () throws -> RuntimeValue) throws
    -> RuntimeValue
  {
    switch expression.parent?.kind {
    case .memberAccessExpr?, .functionCallExpr?, .subscriptCallExpr?, .forceUnwrapExpr?,
      .optionalChainingExpr?:
      return try body()
    default:
      do { return try body() } catch is OptionalChainNil { return .nilValue }
    }
  }

  private func integer(_ node: IntegerLiteralExprSyntax, _ file: Int, hint: String?) throws
    -> RuntimeValue
  {
    if let known = literals[node.id] { return coerce(known, to: hint) }
    var text = node.literal.text.filter { $0 != "_" }
    var radix = 10
    for (prefix, base) in [("0x", 16), ("0b", 2), ("0o", 8)] where text.hasPrefix(prefix) {
      text.removeFirst(2)
      radix = base
    }
    guard let value = Int(text, radix: radix) else {
      throw error("integer literal \(node.literal.text) does not fit in Int", at: node, file: file)
    }
    literals[node.id] = .int(value)
    return coerce(.int(value), to: hint)
  }

  /// A string literal with its interpolations (`"Post \(index + 1)"`) and escapes.
  func string(_ literal: StringLiteralExprSyntax, _ scope: Scope, _ file: Int) throws -> String {
    let raw = literal.openingPounds != nil
    var text = ""
    for segment in literal.segments {
      switch segment {
      case .stringSegment(let part):
        text += raw ? part.content.text : Self.unescape(part.content.text)
      case .expressionSegment(let interpolation):
        let parts = Array(interpolation.expressions)
        guard let first = parts.first, first.label == nil else {
          throw unsupported(interpolation, file, "interpolation")
        }
        let value = try eval(first.expression, scope, file)
        if parts.count == 2, parts[1].label?.text == "specifier" {
          // `Text("\(x, specifier: "%.1f")")`
          guard case .string(let specifier) = try eval(parts[1].expression, scope, file),
            let formatted = PrintfFormat.format(specifier, value)
          else {
            throw unsupported(interpolation, file, "format NavLab does not know")
          }
          text += formatted
          continue
        }
        // A `Logger` message's `\(value, privacy: .public)` (and `align:`, `format:`): the
        // value's text, which is what a log shows.
        let logOptions: Set<String> = ["privacy", "align", "format", "attributes"]
        guard
          parts.count == 1
            || parts.dropFirst().allSatisfy({ logOptions.contains($0.label?.text ?? "") })
        else {
          throw unsupported(interpolation, file, "interpolation with a format")
        }
        text += value.unwrapped?.printed ?? "nil"
      }
    }
    return text
  }

  /// Resolves `\n`, `\t`, `\"`, `\\`, `\0`, `\r`, `\'` and `\u{…}` in a literal's text.
  static func unescape(_ text: String) -> String {
    guard text.contains("\\") else { return text }
    var result = ""
    var characters = text.makeIterator()
    while let character = characters.next() {
      guard character == "\\", let next = characters.next() else {
        result.append(character)
        continue
      }
      switch next {
      case "n": result.append("\n")
      case "t": result.append("\t")
      case "r": result.append("\r")
      case "0": result.append("\0")
      case "u":
        var digits = ""
        while let digit = characters.next(), digit != "}" {
          if digit != "{" { digits.append(digit) }
        }
        if let scalar = UInt32(digits, radix: 16).flatMap(Unicode.Scalar.init) {
          result.unicodeScalars.append(scalar)
        }
      default: result.append(next)  // \" \\ \' and a line continuation's newline
      }
    }
    return result
  }

  private func prefix(
    _ node: PrefixOperatorExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    let value = try eval(node.expression, scope, file, hint: hint)
    if node.operator.text == "..<" || node.operator.text == "...", value.number != nil {
      // `..<5`, `...5`: a range with no lower bound.
      let lower: RuntimeValue = if case .int = value { .int(.min) } else { .double(-.infinity) }
      return .range(lower: lower, upper: value, closed: node.operator.text == "...")
    }
    switch (node.operator.text, value.unwrapped ?? .void) {
    case ("-", .int(let number)):
      guard number != .min else {
        throw error("arithmetic overflow negating \(number)", at: node, file: file)
      }
      return .int(-number)
    case ("-", .double(let number)): return .double(-number)
    case ("+", .int), ("+", .double): return value
    case ("!", .bool(let flag)): return .bool(!flag)
    case ("~", .int(let number)): return .int(~number)
    case ("!", _) where Self.isOpaque(value):
      // The condition read as false (a fresh install's reading), so its negation holds.
      return .bool(!(freshInstallCondition(value, node.expression, file) ?? false))
    default:
      throw error(
        "cannot apply \(node.operator.text) to \(value.typeDescription)", at: node, file: file)
    }
  }

  /// `if` used as a value (`let x = if a { 1 } else { 2 }`).
  private func ifValue(_ node: IfExprSyntax, _ scope: Scope, _ file: Int) throws -> RuntimeValue {
    let inner = Scope(parent: scope)
    if try conditions(node.conditions, inner, file) {
      return try runBody(node.body.statements, inner, file)
    }
    switch node.elseBody {
    case .ifExpr(let next)?: return try ifValue(next, scope, file)
    case .codeBlock(let block)?: return try runBody(block.statements, Scope(parent: scope), file)
    case nil: return .void
    }
  }

  /// `array[index]`, `dictionary[key]`, `tuple`-free subscripts of built-in collections.
  private func subscriptValue(_ node: SubscriptCallExprSyntax, _ scope: Scope, _ file: Int)
    throws -> RuntimeValue
  {
    let base = try eval(node.calledExpression, scope, file)
    let arguments = try node.arguments.map { try eval($0.expression, scope, file) }
    if let type = Self.typeName(of: base), let declared = types[type]?.subscripts, !declared.isEmpty
    {
      let labelled = zip(node.arguments, arguments).map {
        Argument(label: $0.label?.text, value: $1)
      }
      return try callSubscript(declared, on: base, type: type, labelled, at: node, file)
    }
    return try subscriptGet(base, arguments, at: node, file)
  }

  /// `self[option]` of a subscript the files declare: the one whose labels fit, its getter run
  /// with `self` the value (a subscript's parameters have no argument label unless written
  /// twice, `subscript(row index: Int)`).
  private func callSubscript(
    _ candidates: [(decl: SubscriptDeclSyntax, file: Int)], on base: RuntimeValue, type: String,
    _ arguments: [Argument], at node: SubscriptCallExprSyntax, _ file: Int
  ) throws -> RuntimeValue {
    for (decl, declFile) in candidates {
      let parameters = decl.parameterClause.parameters.map { parameter in
        let type = text(parameter.type)
        return Parameter(
          label: parameter.secondName == nil || parameter.firstName.text == "_"
            ? nil : parameter.firstName.text,
          name: (parameter.secondName ?? parameter.firstName).text, type: type,
          defaultValue: parameter.defaultValue?.value, isInout: false,
          isVariadic: parameter.ellipsis != nil)
      }
      guard let slots = Self.match(parameters, arguments) else { continue }
      let getter: CodeBlockItemListSyntax
      switch decl.accessorBlock?.accessors {
      case .getter(let statements)?: getter = statements
      case .accessors(let list)?:
        guard let body = list.first(where: { $0.accessorSpecifier.text == "get" })?.body else {
          continue
        }
        getter = body.statements
      case nil: continue
      }
      let saved = try enterCall(at: node, file)
      defer { leaveCall(saved) }
      let scope = self.scope(forSelf: base)
      scope.typeName = type
      scope.resultType = text(decl.returnClause.type)
      for (parameter, slot) in zip(parameters, slots) {
        let value: RuntimeValue
        if let slot {
          value = arguments[slot].value
        } else if let defaultValue = parameter.defaultValue {
          value = try eval(defaultValue, scope, declFile, hint: parameter.type)
        } else {
          continue
        }
        scope.declare(parameter.name, coerce(value, to: parameter.type), mutable: false)
      }
      return try runBody(getter, scope, declFile)
    }
    throw error("no subscript of \(type) takes these arguments", at: node, file: file)
  }

  func subscriptGet(
    _ base: RuntimeValue, _ arguments: [RuntimeValue], at node: (any SyntaxProtocol)?, _ file: Int
  ) throws -> RuntimeValue {
    switch (base.unwrapped ?? .void, arguments.first) {
    case (.array(let items), .int(let index)?):
      guard items.indices.contains(index) else {
        throw error("index \(index) is out of range (0..<\(items.count))", at: node, file: file)
      }
      return items[index]
    case (.array(let items), .range(.int(let lower), .int(let upper), let closed)?):
      let end = closed ? upper &+ 1 : upper
      guard lower >= 0, end <= items.count, lower <= end else {
        throw error("range is out of bounds (0..<\(items.count))", at: node, file: file)
      }
      return .array(Array(items[lower..<end]))
    case (.dictionary(let pairs), let key?):
      return .optional(pairs.first { $0.key == key }?.value)
    default:
      throw error("cannot subscript \(base.typeDescription)", at: node, file: file)
    }
  }
}

/// The names a closure's body may read from its surroundings: every name referenced (also
/// `x` of `$x`, and `if let x` shorthands), whatever it resolves to.
private final class NameFinder: SyntaxVisitor {
  var names: Set<String> = []

  override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
    let name = node.baseName.text
    names.insert(name)
    if name.hasPrefix("$") { names.insert(String(name.dropFirst())) }
    return .visitChildren
  }

  override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
    if node.initializer == nil, let pattern = node.pattern.as(IdentifierPatternSyntax.self) {
      names.insert(pattern.identifier.text)
    }
    return .visitChildren
  }
}
