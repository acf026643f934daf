import SwiftSyntax

/// Calls: the files' functions and methods (overloads chosen by argument labels, default
/// values, `inout`), closures, initialisers, static functions, built-ins and the host's.
extension Interpreter {
  /// One declared parameter.
  struct Parameter {
    var label: String?
    var name: String
    var type: String?
    var defaultValue: ExprSyntax?
    var isInout: Bool
    var isVariadic: Bool
    /// A memberwise parameter the call may leave out (it has an initial value).
    var canOmit = false
  }

  func evalCall(_ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int, hint: String?)
    throws -> RuntimeValue
  {
    // Each kind of call is its own function: debug builds give a function one stack slot per
    // local of every branch, and this one is on every interpreted call's path.
    let callee = node.calledExpression
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return try callName(identifier(reference.baseName), node, scope, file)
    }
    if let member = callee.as(MemberAccessExprSyntax.self) {
      return try callMember(member, node, scope, file, hint: hint)
    }
    return try callOther(callee, node, scope, file)
  }

  @inline(never)
  private func callMember(
    _ member: MemberAccessExprSyntax, _ node: FunctionCallExprSyntax, _ scope: Scope,
    _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    let name = identifier(member.declName.baseName)
    if let base = member.base, base.is(SuperExprSyntax.self) {
      return try callSuper(name, node, scope, file)
    }
    if let inner = member.base?.as(MemberAccessExprSyntax.self),
      identifier(inner.declName.baseName) == "main",
      inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue"
    {
      return try dispatchMain(name, node, scope, file)
    }
    guard let base = member.base else {
      let staticType = hint.flatMap(TypeNames.base)
      let hints = staticType.flatMap { parameterHints(node, staticParameters($0, name)) }
      let (arguments, writeBacks) = try evalArguments(node, scope, file, hints: hints)
      defer { try? writeBack(writeBacks, scope, file) }
      return try implicitMember(name, arguments, hint: hint, at: node, file)
    }
    if let type = typeReference(base, scope) {
      if TypeNames.viewTypes.contains(type) || types[type]?.isView == true {
        return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
      }
      let candidates = name == "init" ? constructorParameters(type) : staticParameters(type, name)
      let (arguments, writeBacks) = try evalArguments(
        node, scope, file, hints: parameterHints(node, candidates))
      defer { try? writeBack(writeBacks, scope, file) }
      if name == "init" {
        return try construct(type, arguments, wrapperCells: [:], at: node, file: file)
      }
      return try callStatic(type, name, arguments, at: node, file: file)
    }
    let receiver = try eval(base, scope, file)
    if case .native(let native) = receiver, native is ViewExpression || native is ViewList {
      return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
    }
    let candidates = Self.typeName(of: receiver).map { methods(of: $0, name) } ?? []
    let (arguments, writeBacks) = try evalArguments(
      node, scope, file,
      hints: parameterHints(
        node, candidates.map { parameters($0.decl.signature.parameterClause) }))
    defer { try? writeBack(writeBacks, scope, file) }
    if isMutating(receiver, name) {
      var result = RuntimeValue.void
      try modify(base, scope, file) { value in
        let cell = Cell(value)
        result = try invokeMethod(on: cell, name, arguments, at: node, file: file)
        value = cell.value
      }
      return result
    }
    return try invokeMethod(on: Cell(receiver), name, arguments, at: node, file: file)
  }

  @inline(never)
  private func callOther(
    _ callee: ExprSyntax, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int
  ) throws -> RuntimeValue {
    if let type = typeReference(callee, scope) {
      if TypeNames.viewTypes.contains(type) || types[type]?.isView == true {
        return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
      }
      let (arguments, writeBacks) = try evalArguments(
        node, scope, file, hints: parameterHints(node, constructorParameters(type)))
      defer { try? writeBack(writeBacks, scope, file) }
      return try construct(type, arguments, wrapperCells: [:], at: node, file: file)
    }
    if node.arguments.isEmpty, node.trailingClosure == nil,
      callee.is(ArrayExprSyntax.self) || callee.is(DictionaryExprSyntax.self)
    {
      // `[Int]()`, `[String: Double]()`: empty collections.
      return callee.is(ArrayExprSyntax.self) ? .array([]) : .dictionary([])
    }
    let value = try eval(callee, scope, file)
    let (arguments, writeBacks) = try evalArguments(node, scope, file)
    defer { try? writeBack(writeBacks, scope, file) }
    return try callValue(value, arguments, at: node, file: file)
  }

  /// `name(…)`: a local closure, a view, a method or static function of the enclosing type, a
  /// stored closure of `self` (`content()`), a global function, a type's initialiser, the
  /// host's function, a built-in.
  @inline(never)
  private func callName(
    _ name: String, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int
  ) throws -> RuntimeValue {
    if let cell = scope.lookup(name) {
      return try callWithArguments(cell.value, node, scope, file)
    }
    if TypeNames.viewTypes.contains(name) || types[name]?.isView == true {
      return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
    }
    if let result = try callOnSelf(name, node, scope, file) { return result }
    if let functions = types.functions[name] {
      return try callGlobalFunction(name, functions, node, file, scope)
    }
    return try callTypeOrHost(name, node, scope, file)
  }

  @inline(never)
  private func callWithArguments(
    _ callee: RuntimeValue, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int
  ) throws -> RuntimeValue {
    let (arguments, writeBacks) = try evalArguments(node, scope, file)
    defer { try? writeBack(writeBacks, scope, file) }
    return try callValue(callee, arguments, at: node, file: file)
  }

  /// A method or static function of the enclosing type, or a stored closure of `self`; nil
  /// when `self` has nothing of that name.
  @inline(never)
  private func callOnSelf(
    _ name: String, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int
  ) throws -> RuntimeValue? {
    if let selfCell = scope.selfCell,
      let type = Self.typeName(of: selfCell.value) ?? scope.typeName
    {
      var candidates = methods(of: type, name)
      if candidates.isEmpty, isViewValue(selfCell.value) { candidates = methods(of: "View", name) }
      if !candidates.isEmpty {
        let (arguments, writeBacks) = try evalArguments(
          node, scope, file,
          hints: parameterHints(
            node, candidates.map { parameters($0.decl.signature.parameterClause) }))
        defer { try? writeBack(writeBacks, scope, file) }
        return try invokeMethod(on: selfCell, name, arguments, at: node, file: file)
      }
    }
    if let type = scope.typeName, types[type]?.staticMethods[name] != nil {
      let (arguments, writeBacks) = try evalArguments(
        node, scope, file, hints: parameterHints(node, staticParameters(type, name)))
      defer { try? writeBack(writeBacks, scope, file) }
      return try callStatic(type, name, arguments, at: node, file: file)
    }
    if let selfValue = scope.selfValue,
      let member = try lookupMember(selfValue, name, at: node, file)
    {
      return try callWithArguments(member, node, scope, file)
    }
    return nil
  }

  @inline(never)
  private func callGlobalFunction(
    _ name: String, _ functions: [(decl: FunctionDeclSyntax, file: Int)],
    _ node: FunctionCallExprSyntax, _ file: Int, _ scope: Scope
  ) throws -> RuntimeValue {
    let (arguments, writeBacks) = try evalArguments(
      node, scope, file,
      hints: parameterHints(node, functions.map { parameters($0.decl.signature.parameterClause) }))
    defer { try? writeBack(writeBacks, scope, file) }
    let (decl, declFile) = try choose(functions, arguments, name, at: node, file)
    return try callFunction(
      decl, declFile, receiver: nil, typeName: nil, parent: globalScope, arguments, at: node)
  }

  /// `Type(…)`, the host's global functions, the built-in ones.
  @inline(never)
  private func callTypeOrHost(
    _ name: String, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int
  ) throws -> RuntimeValue {
    if types[name] != nil || TypeNames.isKnownType(name) {
      let (arguments, writeBacks) = try evalArguments(
        node, scope, file, hints: parameterHints(node, constructorParameters(name)))
      defer { try? writeBack(writeBacks, scope, file) }
      return try construct(name, arguments, wrapperCells: [:], at: node, file: file)
    }
    let (arguments, writeBacks) = try evalArguments(node, scope, file)
    defer { try? writeBack(writeBacks, scope, file) }
    if let host {
      // The host sees a trailing closure apart from the other arguments.
      let trailing = node.trailingClosure != nil ? arguments.last?.value : nil
      let rest = trailing == nil ? arguments : Array(arguments.dropLast())
      if let value = try host.callGlobal(name, rest, trailing: trailing, interpreter: self) {
        return value
      }
    }
    if let value = try builtinGlobal(name, arguments, at: node, file: file) { return value }
    throw unsupported(node.calledExpression, file, "\(name)(…) is not a function NavLab knows")
  }

  /// `DispatchQueue.main.async { … }` and `.asyncAfter(deadline: .now() + t) { … }`: the host
  /// schedules them on its clock (`callGlobal("DispatchQueue.main.async", …)` with the closure as
  /// `trailing`, the deadline in seconds from now); without a host, `async` runs at once.
  private func dispatchMain(
    _ name: String, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int
  ) throws -> RuntimeValue {
    let hints = node.arguments.map { $0.label?.text == "deadline" ? "DispatchTime" : nil }
    let (arguments, _) = try evalArguments(node, scope, file, hints: hints)
    guard let body = arguments.last(where: { if case .closure = $0.value { true } else { false } })
    else {
      throw unsupported(node, file, "DispatchQueue.main.\(name) without a closure")
    }
    let rest = arguments.filter { if case .closure = $0.value { false } else { true } }
    if let host,
      let value = try host.callGlobal(
        "DispatchQueue.main." + name, rest, trailing: body.value, interpreter: self)
    {
      return value
    }
    guard name == "async" else {
      throw unsupported(node, file, "DispatchQueue.main.\(name) needs the live mode's clock")
    }
    _ = try callValue(body.value, [], at: node, file: file)
    return .void
  }

  /// `super.init(…)` in a subclass's initialiser, `super.method(…)` in an override.
  private func callSuper(
    _ name: String, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int
  ) throws -> RuntimeValue {
    guard let selfCell = scope.selfCell, let type = scope.typeName, let info = types[type],
      let parent = superclasses(of: info).dropFirst().first
    else {
      throw unsupported(node, file, "no superclass declared in the files")
    }
    let (arguments, writeBacks) = try evalArguments(node, scope, file)
    defer { try? writeBack(writeBacks, scope, file) }
    if name == "init" {
      guard let owner = superclasses(of: parent).first(where: { !$0.initializers.isEmpty }) else {
        return .void  // NSObject-like superclasses: nothing to run
      }
      let (decl, declFile) = try choose(owner.initializers, arguments, "super.init", at: node, file)
      try callInitializer(
        decl, declFile, receiver: selfCell, typeName: owner.name, arguments, at: node)
      return .void
    }
    let candidates = methods(of: parent.name, name)
    guard !candidates.isEmpty else {
      throw unsupported(node, file, "\(parent.name) has no method \(name)")
    }
    let (decl, declFile) = try choose(candidates, arguments, name, at: node, file)
    return try callFunction(
      decl, declFile, receiver: selfCell, typeName: parent.name, parent: globalScope, arguments,
      at: node)
  }

  /// The parameter lists of `type`'s static functions named `name`.
  private func staticParameters(_ type: String, _ name: String) -> [[Parameter]] {
    (types[type]?.staticMethods[name] ?? []).map {
      parameters($0.decl.signature.parameterClause)
    }
  }

  /// The parameter lists `Type(…)` may take: its declared initialisers, or its memberwise one.
  private func constructorParameters(_ type: String) -> [[Parameter]] {
    guard let info = types[type] else {
      // Built-in geometry: `CGRect(origin: .zero, size: …)` types its `.zero`.
      func list(_ fields: [(String, String)]) -> [Parameter] {
        fields.map {
          Parameter(
            label: $0.0, name: $0.0, type: $0.1, defaultValue: nil, isInout: false,
            isVariadic: false, canOmit: true)
        }
      }
      if type == "CGRect" {
        return [list([("origin", "CGPoint"), ("size", "CGSize")])]
          + [list(["x", "y", "width", "height"].map { ($0, "CGFloat") })]
      }
      guard let fields = TypeNames.builtinStructs[type] else { return [] }
      return [list(fields.map { ($0, "CGFloat") })]
    }
    if !info.initializers.isEmpty {
      return info.initializers.map { parameters($0.decl.signature.parameterClause) }
    }
    guard info.kind == .structure else { return [] }
    return [
      info.stored.compactMap { property in
        if property.isLet && property.initial != nil { return nil }
        return Parameter(
          label: property.name, name: property.name,
          type: property.wrapper == nil || property.wrapper == "State" ? property.type : nil,
          defaultValue: property.initial, isInout: false, isVariadic: false,
          canOmit: property.initial != nil || property.type?.hasSuffix("?") == true
            || property.wrapper != nil && property.wrapper != "Binding")
      }
    ]
  }

  /// The declared type of each argument of `node` under the first parameter list its labels
  /// fit, so `.zero` and integer literals are typed as Swift types them.
  private func parameterHints(_ node: FunctionCallExprSyntax, _ candidates: [[Parameter]])
    -> [String?]?
  {
    guard !candidates.isEmpty else { return nil }
    var labels = node.arguments.map { Argument(label: $0.label?.text, value: .void) }
    if node.trailingClosure != nil {
      var trailing = Argument(label: nil, value: .void)
      trailing.isTrailing = true
      labels.append(trailing)
    }
    labels += node.additionalTrailingClosures.map { Argument(label: $0.label.text, value: .void) }
    for parameters in candidates {
      guard let slots = Self.match(parameters, labels) else { continue }
      var hints = [String?](repeating: nil, count: labels.count)
      for (parameter, slot) in zip(parameters, slots) {
        guard let slot else { continue }
        var type = parameter.type
        if parameter.isInout { type = type.map { String($0.dropFirst("inout ".count)) } }
        hints[slot] = type
      }
      return hints
    }
    return nil
  }

  /// The arguments of a call, trailing closures last (unlabelled unless written with a label),
  /// and the `&x` arguments to write back after the call.
  func evalArguments(
    _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int, hints: [String?]? = nil
  ) throws -> ([Argument], [(ExprSyntax, Cell)]) {
    var arguments: [Argument] = []
    var writeBacks: [(ExprSyntax, Cell)] = []
    for (index, element) in node.arguments.enumerated() {
      let hint = hints.flatMap { $0.indices.contains(index) ? $0[index] : nil }
      if let inOut = element.expression.as(InOutExprSyntax.self) {
        let target = inOut.expression
        if let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text,
          let cell = scope.lookup(name)
        {
          arguments.append(Argument(label: element.label?.text, value: .binding(cell)))
        } else {
          let cell = Cell(try eval(target, scope, file))
          writeBacks.append((target, cell))
          arguments.append(Argument(label: element.label?.text, value: .binding(cell)))
        }
        continue
      }
      let value = try eval(element.expression, scope, file, hint: hint)
      arguments.append(Argument(label: element.label?.text, value: coerce(value, to: hint)))
    }
    if let closure = node.trailingClosure {
      var argument = Argument(label: nil, value: try eval(ExprSyntax(closure), scope, file))
      argument.isTrailing = true
      arguments.append(argument)
    }
    for extra in node.additionalTrailingClosures {
      arguments.append(
        Argument(label: extra.label.text, value: try eval(ExprSyntax(extra.closure), scope, file)))
    }
    return (arguments, writeBacks)
  }

  private func writeBack(_ writeBacks: [(ExprSyntax, Cell)], _ scope: Scope, _ file: Int) throws {
    for (target, cell) in writeBacks { try assign(target, cell.value, scope, file) }
  }

  /// Calls a callable value.
  func callValue(
    _ callee: RuntimeValue, _ arguments: [Argument], at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue {
    switch callee {
    case .closure(let closure):
      switch closure.kind {
      case .literal(let literal):
        return try callClosure(literal, closure, arguments, at: node)
      case .function(let decl, let receiver, let typeName):
        return try callFunction(
          decl, closure.file, receiver: receiver.map { Cell($0) }, typeName: typeName,
          parent: closure.scope, arguments, at: node)
      case .builtin(_, let body):
        return try body(arguments)
      }
    case .metatype(let type):
      return try construct(type, arguments, wrapperCells: [:], at: node, file: file)
    case .optional(let inner?):
      return try callValue(inner, arguments, at: node, file: file)
    default:
      throw error("cannot call a value of type \(callee.typeDescription)", at: node, file: file)
    }
  }

  /// Enters a call: checks depth and stack. The expression nesting limit is per body (a deep
  /// call chain is limited by the call depth), so the caller's nesting is saved.
  func enterCall(at node: (any SyntaxProtocol)?, _ file: Int) throws -> Int {
    let saved = expressionDepth
    expressionDepth = 0
    callDepth += 1
    if callDepth > limits.callDepth {
      throw error("recursion deeper than \(limits.callDepth) calls", at: node, file: file)
    }
    try checkStack(node, file)
    return saved
  }

  func leaveCall(_ saved: Int) {
    callDepth -= 1
    expressionDepth = saved
  }

  private func callClosure(
    _ literal: ClosureExprSyntax, _ closure: Closure, _ arguments: [Argument],
    at node: (any SyntaxProtocol)?
  ) throws -> RuntimeValue {
    let saved = try enterCall(at: node ?? literal, closure.file)
    defer { leaveCall(saved) }
    let scope = Scope(parent: closure.scope)
    var names: [(name: String, type: String?, isInout: Bool)] = []
    switch literal.signature?.parameterClause {
    case .simpleInput(let list)?:
      names = list.map { ($0.name.text, nil, false) }
    case .parameterClause(let clause)?:
      names = clause.parameters.map { parameter in
        let type = parameter.type.map { text($0) }
        return (
          (parameter.secondName ?? parameter.firstName).text, type,
          type?.hasPrefix("inout ") == true
        )
      }
    case nil:
      for (index, argument) in arguments.enumerated() {
        if case .binding(let cell) = argument.value, cell.name == Cell.inoutName {
          scope.declare("$\(index)", cell: cell)
        } else {
          scope.declare("$\(index)", argument.value, mutable: false)
        }
      }
    }
    if names.count == 1, arguments.count > 1 {
      // One parameter receiving several values: Swift passes them as a tuple.
      scope.declare(names[0].name, .tuple(arguments.map { ($0.label, $0.value) }), mutable: false)
    } else {
      for (index, parameter) in names.enumerated() where index < arguments.count {
        guard parameter.name != "_" else { continue }
        let value = arguments[index].value
        if case .binding(let cell) = value, parameter.isInout || cell.name == Cell.inoutName {
          scope.declare(parameter.name, cell: cell)
        } else {
          scope.declare(parameter.name, coerce(value, to: parameter.type), mutable: false)
        }
      }
    }
    return try runBody(literal.statements, scope, closure.file)
  }

  /// Runs a function or method of the files. `receiver` is `self`'s cell: a `mutating` method
  /// or an initialiser changes it, and the caller reads it back.
  func callFunction(
    _ decl: FunctionDeclSyntax, _ file: Int, receiver: Cell?, typeName: String?, parent: Scope,
    _ arguments: [Argument], at node: (any SyntaxProtocol)?
  ) throws -> RuntimeValue {
    let saved = try enterCall(at: node ?? decl, file)
    defer { leaveCall(saved) }
    guard let body = decl.body else {
      throw error("\(decl.name.text) has no body (a protocol requirement)", at: node, file: file)
    }
    let scope = Scope(parent: parent)
    if let receiver { scope.selfCell = receiver }
    if let typeName { scope.typeName = typeName }
    let parameters = parameters(decl.signature.parameterClause)
    try bindParameters(parameters, arguments, scope, file, name: decl.name.text, at: node ?? decl)
    let result = try runBody(body.statements, scope, file)
    return coerce(result, to: decl.signature.returnClause.map { text($0.type) })
  }

  /// Runs an initialiser's body on `receiver`.
  func callInitializer(
    _ decl: InitializerDeclSyntax, _ file: Int, receiver: Cell, typeName: String,
    _ arguments: [Argument], at node: (any SyntaxProtocol)?
  ) throws {
    let saved = try enterCall(at: node ?? decl, file)
    defer { leaveCall(saved) }
    let scope = Scope(parent: globalScope)
    scope.selfCell = receiver
    scope.typeName = typeName
    let parameters = parameters(decl.signature.parameterClause)
    try bindParameters(parameters, arguments, scope, file, name: "init", at: node ?? decl)
    if let body = decl.body { _ = try runBody(body.statements, scope, file) }
  }

  func parameters(_ clause: FunctionParameterClauseSyntax) -> [Parameter] {
    if let known = parameterLists[clause.id] { return known }
    let list = clause.parameters.map { parameter in
      let first = parameter.firstName.text
      let type = text(parameter.type)
      return Parameter(
        label: first == "_" ? nil : first, name: (parameter.secondName ?? parameter.firstName).text,
        type: type, defaultValue: parameter.defaultValue?.value,
        isInout: type.hasPrefix("inout "), isVariadic: parameter.ellipsis != nil)
    }
    parameterLists[clause.id] = list
    return list
  }

  /// Matches arguments to parameters by label, in order: a missing argument takes its default
  /// value, a trailing closure fills the next closure parameter. Nil when they do not fit.
  static func match(_ parameters: [Parameter], _ arguments: [Argument]) -> [Int?]? {
    var slots: [Int?] = []
    var index = 0
    for parameter in parameters {
      if index < arguments.count {
        let argument = arguments[index]
        let closureParameter = parameter.type?.contains("->") == true
        if argument.label == parameter.label
          || argument.isTrailing && (closureParameter || parameter.defaultValue == nil)
        {
          slots.append(index)
          index += 1
          continue
        }
      }
      if parameter.defaultValue != nil || parameter.isVariadic || parameter.canOmit {
        slots.append(nil)
        continue
      }
      return nil
    }
    return index == arguments.count ? slots : nil
  }

  private func bindParameters(
    _ parameters: [Parameter], _ arguments: [Argument], _ scope: Scope, _ file: Int,
    name: String, at node: any SyntaxProtocol
  ) throws {
    guard let slots = Self.match(parameters, arguments) else {
      let expected = parameters.map { ($0.label ?? "_") + ":" }.joined()
      let given = arguments.map { ($0.label ?? "_") + ":" }.joined()
      throw error("arguments (\(given)) do not fit \(name)(\(expected))", at: node, file: file)
    }
    for (parameter, slot) in zip(parameters, slots) {
      var type = parameter.type
      if parameter.isInout { type = String(type!.dropFirst("inout ".count)) }
      if let slot {
        let value = arguments[slot].value
        if parameter.isInout {
          guard case .binding(let cell) = value else {
            throw error("\(parameter.name) is inout: pass &variable", at: node, file: file)
          }
          scope.declare(parameter.name, cell: cell)
        } else {
          let cell = Cell(coerce(value, to: type), name: parameter.name, constant: true)
          cell.declaredType = type
          scope.declare(parameter.name, cell: cell)
        }
      } else if let defaultValue = parameter.defaultValue {
        scope.declare(
          parameter.name, coerce(try eval(defaultValue, scope, file, hint: type), to: type),
          mutable: false)
      } else {
        scope.declare(parameter.name, .array([]), mutable: false)
      }
    }
  }

  /// The overload whose labels fit the arguments.
  func choose<Decl>(
    _ candidates: [(decl: Decl, file: Int)], _ arguments: [Argument], _ name: String,
    at node: (any SyntaxProtocol)?, _ file: Int
  ) throws -> (Decl, Int) {
    for candidate in candidates {
      let clause: FunctionParameterClauseSyntax
      if let function = candidate.decl as? FunctionDeclSyntax {
        clause = function.signature.parameterClause
      } else if let initializer = candidate.decl as? InitializerDeclSyntax {
        clause = initializer.signature.parameterClause
      } else {
        continue
      }
      if Self.match(parameters(clause), arguments) != nil { return candidate }
    }
    let given = arguments.map { ($0.label ?? "_") + ":" }.joined()
    throw error("no \(name) takes the arguments (\(given))", at: node, file: file)
  }

  /// Methods named `name` of a type, its extensions and the protocols it conforms to.
  func methods(of type: String, _ name: String) -> [(decl: FunctionDeclSyntax, file: Int)] {
    var seen: Set<String> = []
    var pending = [type]
    var found: [(decl: FunctionDeclSyntax, file: Int)] = []
    while let next = pending.popLast(), seen.count < 32 {
      guard seen.insert(next).inserted, let info = types[next] else { continue }
      found += info.methods[name] ?? []
      pending += info.inherited.compactMap(TypeNames.base)
    }
    return found
  }

  func isViewValue(_ value: RuntimeValue) -> Bool {
    switch value {
    case .native(let native): native is ViewExpression || native is ViewList
    case .instance(let instance): types[instance.type]?.isView == true
    default: false
    }
  }

  /// Calls method `name` on the value in `cell` (which a mutating method changes).
  func invokeMethod(
    on cell: Cell, _ name: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?,
    file: Int
  ) throws -> RuntimeValue {
    let value = cell.value
    var candidates: [(decl: FunctionDeclSyntax, file: Int)] = []
    if let type = Self.typeName(of: value), case .metatype = value {
      candidates = types[type]?.staticMethods[name] ?? []
    } else if let type = Self.typeName(of: value) {
      candidates = methods(of: type, name)
    }
    if candidates.isEmpty, isViewValue(value) { candidates = methods(of: "View", name) }
    if !candidates.isEmpty {
      let (decl, declFile) = try choose(
        candidates, arguments, name, at: node ?? candidates[0].decl, file)
      return try callFunction(
        decl, declFile, receiver: cell, typeName: Self.typeName(of: value), parent: globalScope,
        arguments, at: node)
    }
    if case .native(let native) = value {
      if let result = try native.call(name, arguments) { return result }
      throw error("\(native.typeName) has no method \(name)", at: node, file: file)
    }
    if let result = try builtinMethod(cell, name, arguments, at: node, file: file) {
      return result
    }
    if let member = try lookupMember(value, name, at: node, file) {
      return try callValue(member, arguments, at: node, file: file)
    }
    throw error("\(value.typeDescription) has no method \(name)", at: node, file: file)
  }

  /// Whether calling `name` on `receiver` may change it (so it is written back).
  func isMutating(_ receiver: RuntimeValue, _ name: String) -> Bool {
    switch receiver {
    case .array, .bool, .int, .double, .string, .dictionary:
      return Builtins.mutatingMethods.contains(name)
    case .instance(let instance):
      return methods(of: instance.type, name).contains { method in
        method.decl.modifiers.contains { $0.name.text == "mutating" }
      }
    case .enumCase(let type, _, _):
      return methods(of: type, name).contains { method in
        method.decl.modifiers.contains { $0.name.text == "mutating" }
      }
    default:
      return false
    }
  }

  /// `Type.name(…)`: a static function, an enum case with a payload, a built-in static.
  func callStatic(
    _ type: String, _ name: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?,
    file: Int
  ) throws -> RuntimeValue {
    if let info = types[type] {
      if let candidates = info.staticMethods[name] {
        let (decl, declFile) = try choose(
          candidates, arguments, name, at: node ?? candidates[0].decl, file)
        return try callFunction(
          decl, declFile, receiver: nil, typeName: type, parent: globalScope, arguments, at: node)
      }
      if info.cases.contains(where: { $0.name == name }) {
        return .enumCase(type: type, name: name, payload: arguments.map(\.value))
      }
      if let value = try lookupStatic(type, name, at: node, file) {
        return try callValue(value, arguments, at: node, file: file)
      }
    }
    if let value = try builtinStaticCall(type, name, arguments, at: node, file: file) {
      return value
    }
    if TypeNames.opaqueValueTypes.contains(type) {
      return .enumCase(type: type, name: name, payload: Self.payload(arguments))
    }
    throw error("\(type) has no static function \(name)", at: node, file: file)
  }
}
