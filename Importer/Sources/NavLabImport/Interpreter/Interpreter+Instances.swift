import SwiftSyntax

/// Instances: construction (memberwise and declared initialisers, property-wrapper storage),
/// members (stored, computed, wrapper, projected), static members and enum cases.
extension Interpreter {
  /// A new value of `type`.
  func construct(
    _ type: String, _ arguments: [Argument], wrapperCells: [String: Cell],
    at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue {
    guard let info = types[type], info.kind != .extensionOnly, info.kind != .protocolType else {
      if let value = try builtinConstruct(type, arguments, at: node, file: file) { return value }
      if TypeNames.opaqueValueTypes.contains(type) {
        // `GridItem(.adaptive(minimum: 80))`, `Angle(degrees: 45)`: for the host to read.
        return .enumCase(type: type, name: "init", payload: Self.payload(arguments))
      }
      throw error("cannot create \(type): NavLab does not model it", at: node, file: file)
    }
    switch info.kind {
    case .enumeration:
      if !info.initializers.isEmpty,
        !(arguments.count == 1 && arguments[0].label == "rawValue")
      {
        // `private init() { guard … else { self = .kiwix; return }; self = .branded(…) }`:
        // the enum's own initialiser, which picks its case by assigning `self`.
        let (decl, declFile) = try choose(
          info.initializers, arguments, "\(type).init", at: node ?? info.initializers[0].decl,
          file)
        let cell = Cell(.void, name: "self")
        try callInitializer(decl, declFile, receiver: cell, typeName: type, arguments, at: node)
        guard !cell.value.isUnset else {
          throw error("\(type).init did not choose a case", at: node, file: file)
        }
        // A failable `init?` gives an optional.
        return decl.optionalMark == nil ? cell.value : .optional(cell.value.unwrapped)
      }
      guard arguments.count == 1, arguments[0].label == "rawValue" else {
        throw error("\(type)(…) takes rawValue:", at: node, file: file)
      }
      for enumCase in info.cases where try rawValue(type, enumCase) == arguments[0].value {
        return .optional(.enumCase(type: type, name: enumCase.name, payload: []))
      }
      return .nilValue
    case .classType:
      return try constructObject(info, arguments, wrapperCells, at: node, file: file)
    default:
      return try constructStruct(info, arguments, wrapperCells, at: node, file: file)
    }
  }

  /// A scope for initial values of `type`'s properties (static members resolve unqualified).
  private func typeScope(_ type: String) -> Scope {
    let scope = Scope(parent: globalScope)
    scope.typeName = type
    return scope
  }

  private func constructStruct(
    _ info: TypeIndex.TypeInfo, _ arguments: [Argument], _ supplied: [String: Cell],
    at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue {
    var instance = StructInstance(type: info.name, fields: [])
    var created: [Cell] = []
    let initialScope = typeScope(info.name)
    let memberwise = info.initializers.isEmpty
    var argumentIndex = 0
    for property in info.stored {
      // The memberwise initialiser takes every stored property without a `let` initial value,
      // in declaration order, by its name.
      var argument: RuntimeValue?
      let takesClosure = property.type.map(TypeNames.hasArrow) == true
      if memberwise, argumentIndex < arguments.count,
        arguments[argumentIndex].label == property.name
          || (arguments[argumentIndex].isTrailing && (takesClosure || property.isViewBuilder))
      {
        argument = arguments[argumentIndex].value
        // `@ViewBuilder let content: Content` stores the views its closure builds.
        if property.isViewBuilder, !takesClosure, case .closure = arguments[argumentIndex].value {
          argument = try callValue(arguments[argumentIndex].value, [], at: node, file: file)
        }
        argumentIndex += 1
      }
      if argument == nil, property.wrapper == nil, let key = property.packageKey,
        let stored = keyDefault(key, type: property.type)
      {
        // `@Default(.key) var x`: storage like `@AppStorage`'s (a toggle's `$x` binds it),
        // holding the key's declared default.
        let cell = Cell(coerce(stored, to: property.type), name: property.name)
        cell.declaredType = property.type
        cell.wrapper = "AppStorage"
        created.append(cell)
        instance.wrappers[property.name] = cell
        instance.order.append(property.name)
        continue
      }
      if property.wrapper != nil {
        let cell = try wrapperCell(
          property, argument: argument, supplied: supplied, initialScope, created: &created)
        instance.wrappers[property.name] = cell
        instance.order.append(property.name)
        continue
      }
      var value = argument
      if value == nil, let initial = property.initial {
        value = try evalOrSample(
          initial, initialScope, property.file, type: property.type ?? Self.typeWritten(initial),
          what: "\(info.name).\(property.name)")
      }
      if value == nil, property.type?.hasSuffix("?") == true, !property.isLet { value = .nilValue }
      if value == nil, memberwise {
        // A view opened on its own (`--view Settings` of `Settings(isModal:)`) or called
        // without an argument: a sample of the property's type.
        value = substitute(
          for: error(
            "\(info.name)(…) is missing the argument \(property.name):",
            at: node ?? property.node, file: node == nil ? property.file : file),
          type: property.type, what: "\(info.name).\(property.name)")
      }
      instance.order.append(property.name)
      if let value { instance.fields[property.name] = coerce(value, to: property.type) }
    }
    if memberwise, argumentIndex < arguments.count {
      let extra = arguments[argumentIndex].label ?? "_"
      throw error(
        "\(info.name)(…) has no stored property for the argument \(extra):", at: node, file: file)
    }
    var result = RuntimeValue.instance(instance)
    if !memberwise {
      let (decl, declFile, given) = try initializer(of: info, arguments, at: node, file)
      let cell = Cell(result, name: "self")
      try callInitializer(decl, declFile, receiver: cell, typeName: info.name, given, at: node)
      result = cell.value
      // A property the initialiser left unset (its statement could not run, and said so):
      // a sample of its declared type.
      if case .instance(var filled) = result {
        for property in info.stored where property.wrapper == nil {
          if let value = filled.fields[property.name], !value.isUnset { continue }
          filled.fields[property.name] = sample(of: property.type)
          if !filled.order.contains(property.name) { filled.order.append(property.name) }
        }
        result = .instance(filled)
      }
    }
    for cell in created { cell.isObserved = true }
    for cell in supplied.values { cell.isObserved = true }
    return result
  }

  /// The initializer of `info` that fits `arguments`, and the arguments to call it with. A
  /// view opened on its own (`--view Settings` of `init(model:)`), or called without the
  /// arguments its `init` takes, gets the `init` with the fewest parameters, each one without
  /// a default a sample of its type, named in one warning (evaluate per node, degrade per
  /// node).
  private func initializer(
    of info: TypeIndex.TypeInfo, _ arguments: [Argument], at node: (any SyntaxProtocol)?,
    _ file: Int
  ) throws -> (InitializerDeclSyntax, Int, [Argument]) {
    do {
      let (decl, declFile) = try choose(
        info.initializers, arguments, "\(info.name).init", at: node ?? info.initializers[0].decl,
        file)
      return (decl, declFile, arguments)
    } catch let failure as InterpreterError where arguments.isEmpty {
      let candidates = info.initializers.map { ($0, parameters($0.decl.signature.parameterClause)) }
      guard
        let (chosen, list) = candidates.min(by: {
          $0.1.filter { $0.defaultValue == nil }.count
            < $1.1.filter { $0.defaultValue == nil }.count
        })
      else { throw failure }
      var given: [Argument] = []
      for parameter in list where parameter.defaultValue == nil && !parameter.isVariadic {
        let value = substitute(
          for: failure, type: parameter.type, what: "\(info.name).init's \(parameter.name)")
        given.append(Argument(label: parameter.label, value))
      }
      return (chosen.decl, chosen.file, given)
    }
  }

  /// The storage of a property-wrapper property: the host's cell, a binding passed in, or a new
  /// cell with the initial value (observed once the instance is built).
  private func wrapperCell(
    _ property: TypeIndex.Stored, argument: RuntimeValue?, supplied: [String: Cell],
    _ scope: Scope, created: inout [Cell]
  ) throws -> Cell {
    if let cell = supplied[property.name] {
      cell.isHostSupplied = true
      return cell
    }
    if property.wrapper == "Binding", case .binding(let cell)? = argument { return cell }
    var value: RuntimeValue = .void
    if let argument {
      value = argument
    } else if let initial = property.initial {
      value = try evalOrSample(
        initial, scope, property.file, type: property.type ?? Self.typeWritten(initial),
        what: "\(property.name)")
    } else if property.wrapper == "Environment", let keyPath = property.wrapperArgument,
      let environment = host?.environment(text(keyPath))
    {
      value = environment
    } else if property.wrapper == "Environment", let keyPath = property.wrapperArgument,
      let declared = try environmentDefault(text(keyPath))
    {
      value = declared
    } else if property.wrapper == "EnvironmentObject", let type = property.type,
      let object = host?.environmentObject(TypeNames.base(type) ?? type)
    {
      value = object
    } else if property.wrapper == "Environment" || property.wrapper == "EnvironmentObject" {
      // Nothing supplies it (an app's root injects it; `@Environment(Store.self)`): a sample.
      // (A model the presenter passes, `@Bindable`/`@ObservedObject`/`@StateObject`, may
      // still be set by an initialiser: sampled when read unset, ``sampledObject``.)
      let type =
        property.type
        ?? property.wrapperArgument.flatMap { argument -> String? in
          let written = text(argument)
          return written.hasSuffix(".self") ? String(written.dropLast(5)) : nil
        }
      value = substitute(
        for: error(
          "@\(property.wrapper!) \(property.name) has no value (nothing supplied it)",
          at: property.node, file: property.file),
        type: type, what: property.name)
    } else if property.wrapper == "Namespace" {
      // `@Namespace var ns`: an identity for matchedGeometryEffect, named after the property.
      value = .enumCase(type: "Namespace.ID", name: property.name, payload: [])
    } else if property.type?.hasSuffix("?") == true {
      value = .nilValue
    }
    let cell = Cell(coerce(value, to: property.type), name: property.name)
    cell.declaredType = property.type
    cell.wrapper = property.wrapper
    created.append(cell)
    return cell
  }

  /// An object of `info`'s class: its properties' initial values, then the initialiser that
  /// fits `arguments`. `sampled` (a sample for a value the code could not make: its init needs
  /// what the interpreter does not model) runs no initialiser and gives each property without
  /// an initial value a sample of its declared type, so `store.menu.title()` reads the first
  /// case's title instead of nothing.
  func constructObject(
    _ info: TypeIndex.TypeInfo, _ arguments: [Argument], _ supplied: [String: Cell],
    at node: (any SyntaxProtocol)?, file: Int, sampled: Bool = false
  ) throws -> RuntimeValue {
    let object = ObjectInstance(type: info.name)
    let initialScope = typeScope(info.name)
    var created: [Cell] = []
    let chain = superclasses(of: info)
    let observable = chain.contains { $0.isObservable }
    // Superclass properties first, as Swift initialises them.
    for property in chain.reversed().flatMap(\.stored) {
      // Classes of one name nested in different types share an index entry: a property
      // declared by two of them is one field.
      if object.fields[property.name] != nil { continue }
      if let cell = supplied[property.name] {
        object.fields[property.name] = cell
      } else {
        var value: RuntimeValue = property.type?.hasSuffix("?") == true ? .nilValue : .void
        if sampled, property.initial == nil {
          value = sample(of: property.type, depth: 1)
        } else if let initial = property.initial {
          let scope = property.isLazy ? self.scope(forSelf: .object(object)) : initialScope
          value = try evalOrSample(
            initial, scope, property.file, type: property.type ?? Self.typeWritten(initial),
            what: "\(info.name).\(property.name)")
        }
        let cell = Cell(coerce(value, to: property.type), name: property.name)
        cell.declaredType = property.type
        cell.wrapper = property.wrapper
        if property.wrapper == "Published" || observable { created.append(cell) }
        object.fields[property.name] = cell
      }
      object.order.append(property.name)
    }
    // A class without initialisers inherits its superclass's.
    if sampled {
      // No initialiser runs: the properties hold their initial values or samples.
    } else if let owner = chain.first(where: { !$0.initializers.isEmpty }) {
      let (decl, declFile) = try choose(
        owner.initializers, arguments, "\(info.name).init", at: node ?? owner.initializers[0].decl,
        file)
      try callInitializer(
        decl, declFile, receiver: Cell(.object(object)), typeName: owner.name, arguments, at: node)
      // A property the initialiser left unset (its statement could not run): a sample.
      for property in chain.flatMap(\.stored)
      where object.fields[property.name]?.value.isUnset == true {
        object.fields[property.name]?.value = sample(of: property.type, depth: 1)
      }
    } else if !arguments.isEmpty {
      throw error("\(info.name) has no init taking arguments", at: node, file: file)
    }
    for cell in created { cell.isObserved = true }
    return .object(object)
  }

  /// The type an initial value names when it has no annotation (`RouterPath()`,
  /// `Store.shared` → nil: only a call of a type name says it).
  static func typeWritten(_ initial: ExprSyntax) -> String? {
    guard let call = initial.as(FunctionCallExprSyntax.self),
      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      name.first?.isUppercase == true
    else { return nil }
    return name
  }

  /// The value a package's storage wrapper holds on a first launch for `key`
  /// (`@Default(.useSplashscreen)`): the `default:` argument of the static property of that
  /// name the files declare it with (`static let useSplashscreen: Key<Bool> =
  /// AppKey("useSplashscreen", default: true)`, in an extension of the package's key type),
  /// read as the key's value type. Nil when no such declaration, or more than one, exists.
  func keyDefault(_ key: ExprSyntax, type: String?) -> RuntimeValue? {
    guard let member = key.as(MemberAccessExprSyntax.self) else { return nil }
    let name = identifier(member.declName.baseName)
    let cacheKey = name + "\u{0}" + (type ?? "")
    if let known = keyDefaults[cacheKey] { return known }
    let value = findKeyDefault(name, type: type)
    keyDefaults[cacheKey] = .some(value)
    return value
  }

  private func findKeyDefault(_ name: String, type: String?) -> RuntimeValue? {
    var found: (owner: String, stored: TypeIndex.Stored, argument: ExprSyntax)?
    for owner in types.names {
      guard let stored = types[owner]?.staticStored[name],
        let call = stored.initial?.as(FunctionCallExprSyntax.self),
        let argument = call.arguments.first(where: { $0.label?.text == "default" })?.expression
      else { continue }
      if found != nil { return nil }
      found = (owner, stored, argument)
    }
    guard let found else { return nil }
    // `Key<Bool>`: the value type is the key's generic argument.
    let valueType =
      type
      ?? found.stored.type.flatMap { written -> String? in
        guard let open = written.firstIndex(of: "<"), written.hasSuffix(">") else { return nil }
        return String(written[written.index(after: open)..<written.index(before: written.endIndex)])
      }
    let scope = Scope(parent: globalScope)
    scope.typeName = found.owner
    return try? eval(found.argument, scope, found.stored.file, hint: valueType)
  }

  /// A class and its superclasses declared in the files, nearest first.
  func superclasses(of info: TypeIndex.TypeInfo) -> [TypeIndex.TypeInfo] {
    var chain = [info]
    while chain.count < 16, let name = chain.last?.inherited.first.flatMap(TypeNames.base),
      let parent = types[name], parent.kind == .classType,
      !chain.contains(where: { $0.name == name })
    {
      chain.append(parent)
    }
    return chain
  }

  /// A member of a value, or an error naming it.
  func memberValue(
    _ value: RuntimeValue, _ name: String, at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue {
    if let member = try lookupMember(value, name, at: node, file) { return member }
    if isRecord(value) {
      // A member of a package's value that its call did not pass: opaque (the type was named).
      return .native(OpaqueValue(typeName: ""))
    }
    let failure = error("\(value.typeDescription) has no member \(name)", at: node, file: file)
    if let type = Self.typeName(of: value), types[type]?.hasMemberMacro == true {
      // `@Stateful final class Model`: a member its macro adds, which the files do not hold.
      return substitute(
        for: failure, type: nil, what: "\(name) (added by a macro of \(type)?)")
    }
    if Self.isPlainValue(value) {
      // `name.localizedStringKey`: a package's extension of a Swift type (see the methods').
      return substitute(for: failure, type: nil, what: "\(name) (a package's extension?)")
    }
    throw failure
  }

  /// A member of a value, nil when it has none of that name.
  func lookupMember(
    _ value: RuntimeValue, _ name: String, at node: (any SyntaxProtocol)?, _ file: Int
  ) throws -> RuntimeValue? {
    switch value {
    case .instance(let instance):
      if let cell = instance.wrappers[name] { return try wrapperRead(cell, name, at: node, file) }
      if let field = instance.fields[name] { return field }
      if name.hasPrefix("_"), let cell = instance.wrappers[String(name.dropFirst())] {
        return .binding(cell)
      }
      if name.hasPrefix("$"), let cell = instance.wrappers[String(name.dropFirst())] {
        return projected(cell)
      }
      if TypeNames.builtinStructs[instance.type] != nil {
        return try builtinMember(value, name, at: node, file)
      }
      return try typeMember(value, instance.type, name, at: node, file)
    case .object(let object):
      if let cell = object.fields[name] { return try wrapperRead(cell, name, at: node, file) }
      if name.hasPrefix("$"), let cell = object.fields[String(name.dropFirst())] {
        return .binding(cell)
      }
      return try typeMember(value, object.type, name, at: node, file)
    case .enumCase(let type, let caseName, _):
      // SwiftUI's `ScrollPhase.isScrolling` (what a live scroll view reports): not idle.
      if type == "ScrollPhase", name == "isScrolling" { return .bool(caseName != "idle") }
      if type == "Locale", caseName == "current", let member = Self.currentLocaleMember(name) {
        return member
      }
      if name == "rawValue", let info = types[type],
        let enumCase = info.cases.first(where: { $0.name == caseName })
      {
        return try rawValue(type, enumCase)
      }
      return try typeMember(value, type, name, at: node, file)
    case .metatype(let type):
      return try lookupStatic(type, name, at: node, file)
    case .native(let native):
      if let member = native.member(name) { return member }
      if isViewValue(value), let computed = types["View"]?.computed[name] {
        return try runComputed(computed, on: value)
      }
      // `extension Bundle { var appVersion: String { … } }`: the files' own members of a
      // Foundation type NavLab models.
      guard !(native is OpaqueValue), !isViewValue(value) else { return nil }
      return try typeMember(value, native.typeName, name, at: node, file)
    case .tuple(let items):
      if let index = Int(name), items.indices.contains(index) { return items[index].value }
      return items.first { $0.label == name }?.value
    default:
      if let member = try builtinMember(value, name, at: node, file) { return member }
      // `extension String { var isBlank: Bool { … } }`: the files' own members of a built-in
      // type.
      guard let type = Self.builtinTypeName(of: value) else { return nil }
      return try typeMember(value, type, name, at: node, file)
    }
  }

  /// Reading wrapper storage: `@EnvironmentObject` nobody supplied is an error, not `()`.
  private func wrapperRead(
    _ cell: Cell, _ name: String, at node: (any SyntaxProtocol)?, _ file: Int
  )
    throws -> RuntimeValue
  {
    if let sample = sampledObject(cell, name, at: node, file) { return sample }
    let value = cell.value
    stateReads += 1
    if case .void = value, cell.wrapper != nil {
      throw error(
        "@\(cell.wrapper!) \(name) has no value (nothing supplied it)", at: node, file: file)
    }
    if cell.isObserved { host?.didRead(cell) }
    return value
  }

  /// A `@StateObject`/`@ObservedObject`/`@Bindable` that nothing supplied (the view takes it
  /// from its caller, who is not running): a sample of its declared type, kept in its cell, so
  /// that every read is the same object and `$model.flag` binds to that object's property;
  /// said once. Nil when the cell holds a value.
  func sampledObject(
    _ cell: Cell, _ name: String, at node: (any SyntaxProtocol)?, _ file: Int
  ) -> RuntimeValue? {
    guard case .void = cell.value,
      ["StateObject", "ObservedObject", "Bindable"].contains(cell.wrapper ?? ""),
      let type = cell.declaredType
    else { return nil }
    let value = substitute(
      for: error(
        "@\(cell.wrapper!) \(name) has no value (nothing supplied it)", at: node, file: file),
      type: type, what: name)
    cell.value = value
    return value
  }

  /// `$name`: a binding to the wrapper's storage (for `@StateObject`/`@ObservedObject`, whose
  /// members then bind: `$model.flag`).
  private func projected(_ cell: Cell) -> RuntimeValue {
    .binding(cell)
  }

  /// Computed properties and methods (as closures) declared on a type or its protocols.
  private func typeMember(
    _ value: RuntimeValue, _ type: String, _ name: String, at node: (any SyntaxProtocol)?,
    _ file: Int
  ) throws -> RuntimeValue? {
    var seen: Set<String> = []
    var pending = [type]
    if isViewValue(value) { pending.insert("View", at: 0) }
    while let next = pending.popLast(), seen.count < 32 {
      guard seen.insert(next).inserted, let info = types[next] else { continue }
      if let computed = info.computed[name] { return try runComputed(computed, on: value) }
      if let method = info.methods[name]?.first {
        return .closure(
          Closure(
            .function(method.decl, receiver: value, typeName: type), scope: globalScope,
            file: method.file))
      }
      pending += info.inherited.compactMap(TypeNames.base)
    }
    return nil
  }

  /// Runs a computed property's getter with `self` = value.
  func runComputed(_ computed: TypeIndex.Computed, on value: RuntimeValue) throws -> RuntimeValue {
    let saved = try enterCall(at: computed.getter, computed.file)
    defer { leaveCall(saved) }
    let scope = self.scope(forSelf: value)
    // `var title: String { .localized("Home") }`: `return`'s value and a lone expression are
    // read as the declared type, as a function's are.
    scope.resultType = computed.type
    return coerce(try runBody(computed.getter, scope, computed.file), to: computed.type)
  }

  /// A static member, enum case or built-in static of `type`, or an error.
  func staticValue(_ type: String, _ name: String, at node: (any SyntaxProtocol)?, file: Int)
    throws -> RuntimeValue
  {
    if let value = try lookupStatic(type, name, at: node, file) { return value }
    if TypeNames.opaqueValueTypes.contains(type) {
      return .enumCase(type: type, name: name, payload: [])
    }
    if Self.systemTypes.contains(type), let node {
      // `UIApplication.didReceiveMemoryWarningNotification`: a static of a system type NavLab
      // models only in part, opaque (named once for the type).
      return unknownTypeMember(type, node, file)
    }
    throw error("\(type) has no static member \(name)", at: node, file: file)
  }

  /// A static member of `type`, nil when it has none of that name.
  func lookupStatic(_ type: String, _ name: String, at node: (any SyntaxProtocol)?, _ file: Int)
    throws -> RuntimeValue?
  {
    if let info = types[type] {
      if let stored = info.staticStored[name] {
        return try staticCell(key: type + "." + name, stored, typeName: type).value
      }
      if let computed = info.staticComputed[name] {
        return try runComputed(computed, on: .metatype(type))
      }
      if let enumCase = info.cases.first(where: { $0.name == name }) {
        if enumCase.labels.isEmpty { return .enumCase(type: type, name: name, payload: []) }
        return .closure(
          Closure(
            .builtin(name: name) { arguments in
              .enumCase(type: type, name: name, payload: arguments.map(\.value))
            }, scope: globalScope, file: file))
      }
      if name == "allCases", info.kind == .enumeration {
        return .array(info.cases.map { .enumCase(type: type, name: $0.name, payload: []) })
      }
      if let method = info.staticMethods[name]?.first {
        return .closure(
          Closure(
            .function(method.decl, receiver: nil, typeName: type), scope: globalScope,
            file: method.file))
      }
    }
    return try builtinStatic(type, name, at: node, file: file)
  }

  /// The cell of a static stored property or global, its initial value evaluated on first use.
  func staticCell(key: String, _ stored: TypeIndex.Stored, typeName: String?) throws -> Cell {
    // A variable's value can change between reads of the views (a `let` cannot).
    if !stored.isLet { stateReads += 1 }
    if let cell = staticCells[key] { return cell }
    let scope = Scope(parent: globalScope)
    scope.typeName = typeName
    var value: RuntimeValue = .nilValue
    if let initial = stored.initial {
      // Read again while its own initialiser runs (two singletons whose initialisers reach each
      // other, through a closure the app dispatches for later): Swift would not get here on
      // the first frame, so the inner read is a sample, said once, not a recursion to the limit.
      guard staticsBeingInitialised.insert(key).inserted else {
        // `static let shared = Store()` declares no type: the one it constructs.
        let callee = initial.as(FunctionCallExprSyntax.self)?.calledExpression.nameText
        let type = stored.type ?? callee.flatMap { types[$0] == nil ? nil : $0 }
        return Cell(
          substitute(
            for: error("it is read while its own initialiser runs", at: initial, file: stored.file),
            type: type, what: key.hasPrefix(".") ? String(key.dropFirst()) : key),
          name: key, constant: true)
      }
      defer { staticsBeingInitialised.remove(key) }
      value = coerce(try eval(initial, scope, stored.file, hint: stored.type), to: stored.type)
    }
    let cell = Cell(value, name: key, constant: stored.isLet)
    cell.declaredType = stored.type
    staticCells[key] = cell
    return cell
  }

  /// An enum case's raw value: declared, or the case name for `String`, or its index for `Int`.
  func rawValue(_ type: String, _ enumCase: TypeIndex.EnumCase) throws -> RuntimeValue {
    if let raw = enumCase.rawValue {
      return coerce(
        try eval(raw, Scope(parent: globalScope), enumCase.file), to: types[type]?.rawType)
    }
    guard let info = types[type] else { return .void }
    if info.rawType == "String" { return .string(enumCase.name) }
    // Int raw values count up from the previous explicit one.
    var next = 0
    for candidate in info.cases {
      if let raw = candidate.rawValue,
        case .int(let value) = try eval(raw, Scope(parent: globalScope), candidate.file)
      {
        next = value
      }
      if candidate.name == enumCase.name { return .int(next) }
      next += 1
    }
    return .void
  }
}
