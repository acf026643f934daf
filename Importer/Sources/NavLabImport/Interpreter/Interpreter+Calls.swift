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
      return try callName(identifier(reference.baseName), node, scope, file, hint: hint)
    }
    if let member = callee.as(MemberAccessExprSyntax.self) {
      return try callMember(member, node, scope, file, hint: hint)
    }
    if let literal = callee.as(ClosureExprSyntax.self), let hint, node.arguments.isEmpty,
      node.trailingClosure == nil, literal.signature == nil
    {
      return try callImmediately(literal, scope, file, hint: hint)
    }
    return try callOther(callee, node, scope, file)
  }

  /// `let rows: [Row] = { [.init(…), …] }()`: a closure run where it is written, its result
  /// read as the declared type (as Swift infers the closure's type from it), so its implicit
  /// members (`.init(…)`) are that type's.
  @inline(never)
  private func callImmediately(
    _ literal: ClosureExprSyntax, _ scope: Scope, _ file: Int, hint: String
  ) throws -> RuntimeValue {
    let saved = try enterCall(at: literal, file)
    defer { leaveCall(saved) }
    let inner = Scope(parent: scope)
    inner.resultType = hint
    if literal.statements.count == 1, case .expr(let expression) = literal.statements.first!.item {
      return try eval(expression, inner, file, hint: hint)
    }
    return try runBody(literal.statements, inner, file)
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
    // `SwiftUI.Label { … } icon: { … }` (inside a generic view whose parameter is `Label`):
    // SwiftUI's view, for the view reader.
    if let module = member.base?.as(DeclReferenceExprSyntax.self),
      identifier(module.baseName) == "SwiftUI", TypeNames.viewTypes.contains(name)
    {
      return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
    }
    // `self.init(…)` in an initialiser (a convenience or constrained-extension init): the
    // type's initialiser that fits, run on the same instance.
    if name == "init", let base = member.base?.as(DeclReferenceExprSyntax.self),
      base.baseName.tokenKind == .keyword(.self), let selfCell = scope.selfCell,
      let type = scope.typeName, let info = types[type], !info.initializers.isEmpty
    {
      let (arguments, writeBacks) = try evalArguments(node, scope, file)
      defer { try? writeBack(writeBacks, scope, file) }
      let (decl, declFile) = try choose(
        info.initializers, arguments, "\(type).init", at: node, file)
      try callInitializer(decl, declFile, receiver: selfCell, typeName: type, arguments, at: node)
      return .void
    }
    if let inner = member.base?.as(MemberAccessExprSyntax.self),
      identifier(inner.declName.baseName) == "main",
      inner.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue"
    {
      return try dispatchMain(name, node, scope, file)
    }
    guard let base = member.base else {
      let staticType = hint.flatMap { qualifiedType($0) ?? TypeNames.base($0) }
      var candidates =
        staticType.map { name == "init" ? constructorParameters($0) : staticParameters($0, name) }
        ?? []
      // `.init(initialState: .init(…))` where a `StoreOf<Feature>` is expected: the state is
      // a `Feature.State`.
      if name == "init", candidates.isEmpty, let state = hint.flatMap(StoreValue.stateType) {
        candidates = [
          ["initialState", "reducer", "withDependencies"].map {
            Parameter(
              label: $0, name: $0, type: $0 == "initialState" ? state : nil, defaultValue: nil,
              isInout: false, isVariadic: false, canOmit: $0 != "initialState")
          }
        ]
      }
      let hints = parameterHints(node, candidates)
      let (arguments, writeBacks) = try evalArguments(node, scope, file, hints: hints)
      defer { try? writeBack(writeBacks, scope, file) }
      return try implicitMember(
        name, arguments, hint: Self.selfResolved(hint, scope), at: node, file)
    }
    if let type = typeReference(base, scope) {
      if !hasDeclaredStatic(type, name), isViewType(type, scope) {
        return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
      }
      let candidates = name == "init" ? constructorParameters(type) : staticParameters(type, name)
      let (arguments, writeBacks) = try evalArguments(
        node, scope, file, hints: parameterHints(node, candidates))
      defer { try? writeBack(writeBacks, scope, file) }
      if name == "init" {
        return try construct(type, arguments, wrapperCells: [:], at: node, file: file)
      }
      return try callStatic(type, name, arguments, at: node, file: file, resultHint: hint)
    }
    if let type = unknownRootType(base, scope) { return unknownTypeMember(type, node, file) }
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
        result = try invokeMethod(
          on: cell, name, arguments, at: node, file: file, resultHint: hint)
        value = cell.value
      }
      return result
    }
    return try invokeMethod(
      on: Cell(receiver), name, arguments, at: node, file: file, resultHint: hint)
  }

  @inline(never)
  private func callOther(
    _ callee: ExprSyntax, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int
  ) throws -> RuntimeValue {
    if let type = typeReference(callee, scope) {
      if isViewType(type, scope) {
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
    _ name: String, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    if let cell = scope.lookup(name) {
      return try callWithArguments(cell.value, node, scope, file)
    }
    // `func Form(image:content:) -> some View` of the files: SwiftUI's `Form` takes no
    // `image:`, so Swift calls the function.
    if let functions = types.functions[name], globalFunctionFits(functions, node) {
      return try callGlobalFunction(name, functions, node, file, scope, hint: hint)
    }
    if isViewType(types.resolve(name, from: scope.typeName) ?? name, scope) {
      return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
    }
    if let result = try callOnSelf(name, node, scope, file, hint: hint) { return result }
    if let functions = types.functions[name] {
      return try callGlobalFunction(name, functions, node, file, scope, hint: hint)
    }
    // `extension View { func card() -> some View { padding().modifier(Card()) } }`: a
    // modifier of the view `self` is, written without `self.`; the view reader applies it.
    if case .native(let native)? = scope.selfValue, native is ViewExpression || native is ViewList,
      name.first?.isLowercase == true, types["View"]?.methods[name] == nil
    {
      return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
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
    _ name: String, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int, hint: String?
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
        return try invokeMethod(
          on: selfCell, name, arguments, at: node, file: file, resultHint: hint)
      }
    }
    if let type = staticOwner(of: name, from: scope.typeName) {
      let (arguments, writeBacks) = try evalArguments(
        node, scope, file, hints: parameterHints(node, staticParameters(type, name)))
      defer { try? writeBack(writeBacks, scope, file) }
      return try callStatic(type, name, arguments, at: node, file: file, resultHint: hint)
    }
    if let selfValue = scope.selfValue,
      let member = try lookupMember(selfValue, name, at: node, file)
    {
      return try callWithArguments(member, node, scope, file)
    }
    // Inside `extension String { … }`: `trimmingCharacters(in: .whitespaces)` is `self`'s.
    if let selfCell = scope.selfCell, Self.builtinTypeName(of: selfCell.value) != nil {
      let (arguments, writeBacks) = try evalArguments(node, scope, file)
      defer { try? writeBack(writeBacks, scope, file) }
      if let result = try builtinMethod(selfCell, name, arguments, at: node, file: file) {
        return result
      }
    }
    return nil
  }

  @inline(never)
  private func callGlobalFunction(
    _ name: String, _ functions: [(decl: FunctionDeclSyntax, file: Int)],
    _ node: FunctionCallExprSyntax, _ file: Int, _ scope: Scope, hint: String?
  ) throws -> RuntimeValue {
    let (arguments, writeBacks) = try evalArguments(
      node, scope, file,
      hints: parameterHints(node, functions.map { parameters($0.decl.signature.parameterClause) }))
    defer { try? writeBack(writeBacks, scope, file) }
    let (decl, declFile) = try choose(functions, arguments, name, at: node, file)
    return try callFunction(
      decl, declFile, receiver: nil, typeName: nil, parent: globalScope, arguments, at: node,
      resultHint: hint)
  }

  /// Whether one of the files' global functions takes the call's argument labels (and its
  /// trailing closures), as Swift's overload resolution would pick it over a type's
  /// initialiser of that name.
  func globalFunctionFits(
    _ functions: [(decl: FunctionDeclSyntax, file: Int)], _ node: FunctionCallExprSyntax
  ) -> Bool {
    var arguments = node.arguments.map { Argument(label: $0.label?.text, RuntimeValue.void) }
    for _ in 0..<((node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count) {
      var trailing = Argument(label: nil, RuntimeValue.void)
      trailing.isTrailing = true
      arguments.append(trailing)
    }
    return functions.contains { function in
      let written = parameters(function.decl.signature.parameterClause)
      guard let slots = Self.match(written, arguments) else { return false }
      // A trailing closure fills a parameter of function type only.
      return zip(written, slots).allSatisfy { parameter, slot in
        guard let slot, arguments[slot].isTrailing else { return true }
        return parameter.type.map(TypeNames.hasArrow) == true
      }
    }
  }

  /// `Type(…)`, the host's global functions, the built-in ones.
  @inline(never)
  private func callTypeOrHost(
    _ name: String, _ node: FunctionCallExprSyntax, _ scope: Scope, _ file: Int
  ) throws -> RuntimeValue {
    // The type the name means here: one nested in the running type or around it first.
    if let type = types.resolve(name, from: scope.typeName)
      ?? (TypeNames.isKnownType(name) ? name : nil)
    {
      let (arguments, writeBacks) = try evalArguments(
        node, scope, file, hints: parameterHints(node, constructorParameters(type)))
      defer { try? writeBack(writeBacks, scope, file) }
      return try construct(type, arguments, wrapperCells: [:], at: node, file: file)
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
    // A type's initialiser, as the brief of a record says: made with labelled arguments (or
    // none); a capitalised name given only unlabelled ones reads as a function
    // (`NSClassFromString("XCTestCase")`), which stays an error.
    if name.first?.isUppercase == true, Self.isValuePosition(node),
      arguments.isEmpty || arguments.contains(where: { $0.label != nil })
    {
      return record(name, arguments, at: node, file)
    }
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
      // `super.init()` of a class whose superclass is the platform's (`NSObject`): nothing of
      // the files' to run.
      if name == "init", scope.selfCell != nil { return .void }
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

  /// The types the arguments of `call`, a construction of `type`, are read as (by the
  /// initialiser or memberwise parameters they match): what `.init(…)` or `.case` among them
  /// stands for. Nil when none matches.
  func argumentHints(constructing type: String, _ call: FunctionCallExprSyntax) -> [String?]? {
    parameterHints(call, constructorParameters(type))
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
            || property.wrapper != nil && property.wrapper != "Binding"
            || property.hasPackageWrapper)
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
      // A parameter of the files' own code (its type known): a value the interpreter cannot
      // produce is a sample of that type, so the function still runs (`makeRow(color:
      // .brandColor)` still gives its row).
      let value =
        hint == nil
        ? try eval(element.expression, scope, file)
        : try evalOrSample(
          element.expression, scope, file, type: hint,
          what: "the argument \(element.label?.text ?? "_")")
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

}
