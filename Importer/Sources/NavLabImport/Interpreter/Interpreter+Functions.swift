import SwiftSyntax

/// Running callables: closures (parameters, `$0`, `inout`), the files' functions and
/// initialisers (parameters matched by label, default values), with the call-depth and stack
/// checks.
extension Interpreter {
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
      throw limitError("recursion deeper than \(limits.callDepth) calls", at: node, file: file)
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
    scope.resultType = literal.signature?.returnClause.map { text($0.type) }
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
    if names.count > 1, arguments.count == 1, case .tuple(let items) = arguments[0].value,
      items.count == names.count
    {
      // Several parameters receiving one tuple (`pairs.map { name, value in … }`): Swift
      // gives them its elements.
      scope.bindElement(arguments[0].value, to: names.map(\.name))
    } else if names.count == 1, arguments.count > 1 {
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
  /// `resultHint` is the type the call's value is read as (`let rows: [Row] = load("rows")`),
  /// which a generic function's parameters take from its result type.
  func callFunction(
    _ decl: FunctionDeclSyntax, _ file: Int, receiver: Cell?, typeName: String?, parent: Scope,
    _ arguments: [Argument], at node: (any SyntaxProtocol)?, resultHint: String? = nil
  ) throws -> RuntimeValue {
    let saved = try enterCall(at: node ?? decl, file)
    defer { leaveCall(saved) }
    guard let body = decl.body else {
      throw error("\(decl.name.text) has no body (a protocol requirement)", at: node, file: file)
    }
    let scope = Scope(parent: parent)
    if let receiver { scope.selfCell = receiver }
    if let typeName { scope.typeName = typeName }
    let returnType = decl.signature.returnClause.map { text($0.type) }
    let parameters = parameters(decl.signature.parameterClause)
    if let generics = decl.genericParameterClause {
      bindGenerics(
        generics, parameters, arguments, returnType: returnType, resultHint: resultHint, scope)
    }
    scope.resultType = returnType.map { resolvedType($0, scope) }
    try bindParameters(parameters, arguments, scope, file, name: decl.name.text, at: node ?? decl)
    let result = try runBody(body.statements, scope, file)
    return coerce(result, to: scope.resultType)
  }

  /// What a generic function's type parameters stand for in one call, as Swift infers them:
  /// from an argument of type `T.Type` (`load(Resort.self)`), else from the type the result is
  /// read as (`-> T`, `-> T?`, `-> [T]` read as `[Resort]`). One not inferred stays unbound (a
  /// name the files do not declare).
  private func bindGenerics(
    _ clause: GenericParameterClauseSyntax, _ parameters: [Parameter], _ arguments: [Argument],
    returnType: String?, resultHint: String?, _ scope: Scope
  ) {
    let names = clause.parameters.map { identifier($0.name) }
    let slots = Self.match(parameters, arguments) ?? []
    for (parameter, slot) in zip(parameters, slots) {
      guard let type = parameter.type, type.hasSuffix(".Type") else { continue }
      let name = String(type.dropLast(".Type".count))
      guard names.contains(name), let slot, case .metatype(let bound) = arguments[slot].value
      else { continue }
      scope.genericTypes[name] = bound
    }
    guard var written = returnType, var read = resultHint else { return }
    // Peel what the result type and the type it is read as share: `?`, `[…]`.
    while true {
      if written.hasSuffix("?"), read.hasSuffix("?") {
        written.removeLast()
        read.removeLast()
      } else if let element = TypeNames.arrayElement(written),
        let other = TypeNames.arrayElement(read),
        !written.hasSuffix("?"), !read.hasSuffix("?")
      {
        (written, read) = (element, other)
      } else {
        break
      }
    }
    if names.contains(written), scope.genericTypes[written] == nil {
      scope.genericTypes[written] = Self.unwrappedType(read)
    }
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
    if let body = decl.body {
      let context = BodyContext()
      context.degradesPerStatement = true
      _ = try runItems(body.statements, scope, file, context)
    }
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
        let closureParameter = parameter.type.map(TypeNames.hasArrow) == true
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
        // A default the interpreter cannot produce (`bundle: Bundle = .main`) is a sample.
        let value = try evalOrSample(
          defaultValue, scope, file, type: type, what: "the default of \(parameter.name)")
        scope.declare(parameter.name, coerce(value, to: type), mutable: false)
      } else {
        scope.declare(parameter.name, .array([]), mutable: false)
      }
    }
  }

  /// Whether `value` can be passed where `type` is written, as far as the basic kinds tell
  /// them apart: a string, a number, a boolean or a view where another of these is declared
  /// does not fit; anything else (the files' types, generics) is taken to fit.
  static func valueFits(_ value: RuntimeValue, _ type: String) -> Bool {
    var written = Substring(type)
    for prefix in ["inout ", "@escaping ", "@autoclosure "] where written.hasPrefix(prefix) {
      written = written.dropFirst(prefix.count)
    }
    if written.hasSuffix("?") {
      if value.isNil { return true }
      written = written.dropLast()
    }
    guard let declared = Self.basicKind(String(written)) else { return true }
    let given: String?
    switch value.unwrapped ?? value {
    case .string: given = "text"
    case .int: return declared == "integer" || declared == "number"
    case .double: given = "number"
    case .bool: given = "bool"
    case .native(let native) where native is ViewExpression || native is ViewList: given = "view"
    default: given = nil
    }
    return given == nil || given == declared
  }

  /// The kind of a basic type: `String` and its kin "text", integers "integer", other numbers
  /// "number", `Bool` "bool", SwiftUI's `Text` "view"; nil for others.
  private static func basicKind(_ type: String) -> String? {
    switch type {
    case "String", "Substring", "Character": "text"
    case "Bool": "bool"
    case "Text": "view"
    case _ where TypeNames.integerTypes.contains(type): "integer"
    case _ where TypeNames.numericTypes.contains(type): "number"
    default: nil
    }
  }

  /// The overload whose labels fit the arguments.
  func choose<Decl>(
    _ candidates: [(decl: Decl, file: Int)], _ arguments: [Argument], _ name: String,
    at node: (any SyntaxProtocol)?, _ file: Int
  ) throws -> (Decl, Int) {
    var fallback: (Decl, Int)?
    for candidate in candidates {
      let clause: FunctionParameterClauseSyntax
      if let function = candidate.decl as? FunctionDeclSyntax {
        clause = function.signature.parameterClause
      } else if let initializer = candidate.decl as? InitializerDeclSyntax {
        clause = initializer.signature.parameterClause
      } else {
        continue
      }
      let written = parameters(clause)
      guard let slots = Self.match(written, arguments) else { continue }
      // Overloads of one label list (`icon: () -> V` and `icon: Icon`, `content: String` and
      // `content: Text`): the one whose function-typed parameters get closures and whose
      // others get no closure, and whose basic types (strings, numbers, booleans) get values
      // of that kind. (Taking the first delegated `init(_:content: String)` to itself with
      // `Text(content)`, a recursion Swift's overload resolution never makes.)
      let fits = zip(written, slots).allSatisfy { parameter, slot in
        guard let slot, let type = parameter.type else { return true }
        let isClosure = if case .closure = arguments[slot].value { true } else { false }
        return type.contains("->") == isClosure
          && Self.valueFits(arguments[slot].value, type)
      }
      if fits { return candidate }
      if fallback == nil { fallback = candidate }
    }
    if let fallback { return fallback }
    let given = arguments.map { ($0.label ?? "_") + ":" }.joined()
    throw error("no \(name) takes the arguments (\(given))", at: node, file: file)
  }
}
