import SwiftSyntax

/// Names: locals, `self` and its members, `$x` projections, statics of the enclosing type,
/// globals, types, implicit members (`.zero`, `.named("scroll")`).
extension Interpreter {

  /// A name: a local, `self`, a member of `self`, a static member of the enclosing type, a
  /// global, a type, or what the host resolves.
  func reference(_ node: DeclReferenceExprSyntax, _ scope: Scope, _ file: Int) throws
    -> RuntimeValue
  {
    let name = identifier(node.baseName)
    if name == "self" {
      guard let value = scope.selfValue else {
        throw error("self is used outside a type", at: node, file: file)
      }
      return value
    }
    if name == "Self", let type = scope.typeName { return .metatype(type) }
    if name.hasPrefix("$"), name.dropFirst().first?.isNumber == false {
      // `$offset`: the projected value of a wrapper property (a binding).
      if let cell = scope.lookup(name) { return cell.value }
      let property = String(name.dropFirst())
      if let local = scope.lookup(property), case .binding = local.value { return local.value }
      if let selfValue = scope.selfValue,
        let projected = try lookupMember(selfValue, name, at: node, file)
      {
        return projected
      }
      if let value = host?.resolve(name, interpreter: self) { return value }
      throw unsupported(node, file, "\(property) is not a property wrapper in scope")
    }
    return try lookupName(name, at: node, scope, file)
  }

  /// The value a plain name stands for where `scope` is.
  func lookupName(_ name: String, at node: (any SyntaxProtocol)?, _ scope: Scope, _ file: Int)
    throws -> RuntimeValue
  {
    if let cell = scope.lookup(name) {
      if case .void = cell.value, cell.declaredType != "Void" {
        throw error("\(name) is used before it is assigned", at: node, file: file)
      }
      return cell.value
    }
    if let selfValue = scope.selfValue,
      let value = try lookupMember(selfValue, name, at: node, file)
    {
      return value
    }
    // The running type's static members, then those of the types it is nested in.
    var owner = scope.typeName
    var depth = 0
    while let type = owner, depth < 16 {
      if let value = try lookupStatic(type, name, at: node, file) { return value }
      owner = types[type]?.enclosing
      depth += 1
    }
    if let global = types.globals[name] {
      return try staticCell(key: "." + name, global, typeName: nil).value
    }
    if let functions = types.functions[name], let first = functions.first {
      return .closure(
        Closure(
          .function(first.decl, receiver: nil, typeName: nil), scope: globalScope,
          file: first.file))
    }
    if let bound = scope.genericTypes[name] { return .metatype(bound) }
    if let key = types.resolve(name, from: scope.typeName) { return .metatype(key) }
    if TypeNames.isKnownType(name) { return .metatype(name) }
    if let first = name.unicodeScalars.first, "+-*/<>=!&|%".unicodeScalars.contains(first) {
      // An operator passed as a function: `reduce(0, +)`, `sorted(by: >)`.
      return .closure(
        Closure(
          .builtin(name: name) { [unowned self] arguments in
            guard arguments.count == 2 else {
              throw self.error("\(name) takes two operands", at: node, file: file)
            }
            return try self.binary(name, arguments[0].value, arguments[1].value, node, file)
          }, scope: globalScope, file: file))
    }
    if let value = host?.resolve(name, interpreter: self) { return value }
    throw error("cannot evaluate \(name) (not in scope)", at: node, file: file)
  }

  /// The type a base expression names (`OffsetKey` in `OffsetKey.defaultValue`), or nil when
  /// it is a value.
  /// The type whose static method `name` an unqualified call inside `type` calls: `type`, else
  /// the types it is nested in, innermost first.
  func staticOwner(of name: String, from type: String?) -> String? {
    var owner = type
    var depth = 0
    while let current = owner, depth < 16 {
      if types[current]?.staticMethods[name] != nil { return current }
      owner = types[current]?.enclosing
      depth += 1
    }
    return nil
  }

  func typeReference(_ expression: ExprSyntax, _ scope: Scope) -> String? {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      let name = identifier(reference.baseName)
      guard let first = name.first, first.isUppercase, scope.lookup(name) == nil else {
        return nil
      }
      if name == "Self" { return scope.typeName }
      if let bound = scope.genericTypes[name] { return bound }
      if let key = types.resolve(name, from: scope.typeName) { return key }
      if TypeNames.isKnownType(name) { return name }
      return nil
    }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
      return typeReference(specialized.expression, scope)
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
      let owner = typeReference(base, scope)
    {
      // `L10n.Localizable.AboutView`: the type nested in that one, else one of that name.
      let name = identifier(member.declName.baseName)
      if let key = types.key(owner + "." + name) ?? types.key(name) { return key }
    }
    if let type = expression.as(TypeExprSyntax.self) { return text(type.type) }
    return nil
  }

  /// The collection type `[License]`, `[String: Item]`, `Array<T>` or `Optional<T>` written
  /// before `.self` (`decode([License].self, from: data)`), its element types resolved as
  /// ``typeReference(_:_:)`` resolves names (a generic parameter is the type it stands for);
  /// nil for anything else.
  func collectionType(_ expression: ExprSyntax, _ scope: Scope) -> String? {
    if let array = expression.as(ArrayExprSyntax.self), array.elements.count == 1,
      let element = typeName(array.elements.first!.expression, scope)
    {
      return "[\(element)]"
    }
    if let dictionary = expression.as(DictionaryExprSyntax.self),
      case .elements(let elements) = dictionary.content, elements.count == 1,
      let key = typeName(elements.first!.key, scope),
      let value = typeName(elements.first!.value, scope)
    {
      return "[\(key): \(value)]"
    }
    if let specialized = expression.as(GenericSpecializationExprSyntax.self),
      let base = specialized.expression.as(DeclReferenceExprSyntax.self)
    {
      let arguments = specialized.genericArgumentClause.arguments.map { text($0.argument) }
      switch (identifier(base.baseName), arguments.count) {
      case ("Array", 1), ("Set", 1): return "[\(resolvedType(arguments[0], scope))]"
      case ("Optional", 1): return resolvedType(arguments[0], scope) + "?"
      case ("Dictionary", 2):
        return "[\(resolvedType(arguments[0], scope)): \(resolvedType(arguments[1], scope))]"
      default: return nil
      }
    }
    return nil
  }

  /// A type written as an expression inside a collection type (`License`, `[T]`).
  private func typeName(_ expression: ExprSyntax, _ scope: Scope) -> String? {
    collectionType(expression, scope) ?? typeReference(expression, scope)
  }

  /// A type as written, a generic parameter replaced by the type it stands for.
  func resolvedType(_ written: String, _ scope: Scope) -> String {
    scope.genericTypes[written] ?? written
  }

  /// Whether `type` names a view where `scope` runs: a view the files declare, else one of
  /// SwiftUI's, unless the files declare a type of that name that is visible there (at the top
  /// level, or nested in the running type or one around it): an app's `enum Section` or `enum
  /// Menu` shadows SwiftUI's view, so `Section.allCases` lists its cases.
  func isViewType(_ type: String, _ scope: Scope) -> Bool {
    if let info = types[type], info.kind != .extensionOnly, info.kind != .protocolType {
      if info.isView { return true }
      guard let owner = info.enclosing else { return false }
      var running = scope.typeName
      var depth = 0
      while let current = running, depth < 16 {
        if current == owner { return false }
        running = types[current]?.enclosing
        depth += 1
      }
    }
    return TypeNames.viewTypes.contains(type)
  }

  /// `base.name` (not called): a member, a static member of a type, a tuple element, or a view.
  func memberAccess(
    _ node: MemberAccessExprSyntax, _ scope: Scope, _ file: Int, hint: String?
  ) throws -> RuntimeValue {
    let name = identifier(node.declName.baseName)
    guard let base = node.base else {
      return try implicitMember(name, nil, hint: Self.selfResolved(hint, scope), at: node, file)
    }
    if name == "self", let type = collectionType(base, scope) { return .metatype(type) }
    if let type = typeReference(base, scope) {
      if name == "self" { return .metatype(type) }
      if !hasDeclaredStatic(type, name), isViewType(type, scope) {
        return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
      }
      return try staticValue(type, name, at: node, file: file)
    }
    let value: RuntimeValue
    do {
      value = try eval(base, scope, file)
    } catch let failure as InterpreterError where !failure.isLimit {
      // Only a whole chain is read (`Words.Settings.title`, not `Words.Settings`): a generated
      // accessor first, then an opaque value of the type it starts from.
      guard node.parent?.is(MemberAccessExprSyntax.self) != true else { throw failure }
      if let text = generatedString(node, scope, file) { return .string(text) }
      if let type = unknownRootType(base, scope) { return unknownTypeMember(type, node, file) }
      throw failure
    }
    if case .native(let native) = value, native is ViewExpression || native is ViewList {
      return .native(ViewExpression(expression: ExprSyntax(node), scope: scope, file: file))
    }
    return try memberValue(value, name, at: node, file: file)
  }

  /// `LocalString.settings_about_title`, whose type the files do not declare (a build tool
  /// generates it from the app's strings): the string of the key the accessor's path names,
  /// said once per type. Only the whole chain is matched (`A.b.c`, not `A.b`), and only when
  /// its first name is no local, member or type in scope.
  private func generatedString(_ node: MemberAccessExprSyntax, _ scope: Scope, _ file: Int)
    -> String?
  {
    guard node.parent?.as(MemberAccessExprSyntax.self) == nil else { return nil }
    var path: [String] = []
    var current: ExprSyntax? = ExprSyntax(node)
    while let access = current?.as(MemberAccessExprSyntax.self) {
      path.insert(identifier(access.declName.baseName), at: 0)
      current = access.base
    }
    guard let root = current?.as(DeclReferenceExprSyntax.self).map({ identifier($0.baseName) }),
      root.first?.isUppercase == true, scope.lookup(root) == nil,
      types.resolve(root, from: scope.typeName) == nil, !TypeNames.isKnownType(root),
      let text = host?.generatedString(path)
    else { return nil }
    if generatedAccessorTypes.insert(root).inserted {
      host?.degraded(
        error(
          "\(root) is not in the files (a build tool generates it?): its members are read as "
            + "the app's strings keys", at: node, file: file))
    }
    return text
  }

  /// Whether the files declare a static property or function `name` on `type` (a view's
  /// `static let palette: [Color]`, an `extension Color { static let brand = … }`): then
  /// `Type.name` is that value, not a view expression.
  func hasDeclaredStatic(_ type: String, _ name: String) -> Bool {
    guard let info = types[type] else { return false }
    return info.staticStored[name] != nil || info.staticComputed[name] != nil
      || info.staticMethods[name] != nil
  }

  /// `.name` or `.name(arguments)` with no base: a static member of the expected type, or an
  /// enum case of unknown type (`.global`, `.named("scroll")`) for the host to read. An unknown
  /// case's labelled arguments come as one labelled tuple in its payload.
  /// A hint written `Self` (`static let standard: Self = .plain`) as the type it is in.
  static func selfResolved(_ hint: String?, _ scope: Scope) -> String? {
    guard let hint, hint == "Self" || hint == "Self?", let type = scope.typeName else {
      return hint
    }
    return hint == "Self" ? type : type + "?"
  }

  /// The key of a dotted type name a hint is written as (`Feature.State`, one of several
  /// nested `State`s: that one, not the last name alone); nil when the hint is no such name.
  func qualifiedType(_ hint: String) -> String? {
    var written = hint.trimmingSpaces
    while written.hasSuffix("?") || written.hasSuffix("!") { written.removeLast() }
    guard written.contains("."), !written.contains("<") else { return nil }
    return types.key(written)
  }

  func implicitMember(
    _ name: String, _ arguments: [Argument]?, hint: String?, at node: (any SyntaxProtocol)?,
    _ file: Int
  ) throws -> RuntimeValue {
    if let arguments, let text = tableAccessorString(name, arguments, hint: hint, at: node, file) {
      return .string(text)
    }
    // A hint NavLab cannot resolve (a generic parameter `T` of the called function, a type
    // from outside the files) says nothing: the member is a case of unknown type, read by
    // name where it is used.
    let qualified = hint.flatMap(qualifiedType)
    if let hint, var type = qualified ?? TypeNames.base(hint), type != "Any",
      knowsType(type, file: file)
    {
      // `[Info]` written in a file that has its own `private struct Info`: that one.
      if qualified == nil { type = types.resolve(type, from: nil, file: file) ?? type }
      if let arguments {
        return try callStatic(type, name, arguments, at: node, file: file)
      }
      return try staticValue(type, name, at: node, file: file)
    }
    if arguments == nil {
      switch name {
      case "infinity": return .double(.infinity)
      case "pi": return .double(.pi)
      case "zero": return .int(0)
      default: break
      }
    }
    // `_model = .init(initialValue: Model())` in an init: a property wrapper's storage
    // (`State`, `StateObject`), whose type the assignment leaves unwritten.
    if name == "init", let arguments, arguments.count == 1,
      ["initialValue", "wrappedValue"].contains(arguments[0].label ?? "")
    {
      return .binding(Cell(arguments[0].value))
    }
    if name == "constant", let arguments, arguments.count == 1 {
      return .binding(Cell(arguments[0].value, name: ".constant", constant: true))
    }
    return .enumCase(type: "", name: name, payload: Self.payload(arguments ?? []))
  }

  /// `.settings(.documentDeleteConfirmationLabel)`, `.settings(.logoVariation(1))` where text
  /// is expected: a function a build tool (xcstrings-tool) generates per string catalog
  /// (`Settings.xcstrings`), taking one member per key, into a file the repository does not
  /// hold. The key's string from that catalog, its format filled with the member's arguments;
  /// said once per table. Nil unless a catalog of that name has the key, and the expected type
  /// (when known) is a text type the files do not give a static `name`.
  private func tableAccessorString(
    _ name: String, _ arguments: [Argument], hint: String?, at node: (any SyntaxProtocol)?,
    _ file: Int
  ) -> String? {
    guard arguments.count == 1, arguments[0].label == nil,
      case .enumCase(type: "", let key, let payload) = arguments[0].value
    else { return nil }
    if let hint, let type = TypeNames.base(hint), !Self.textTypes.contains(type) { return nil }
    guard !Self.textTypes.contains(where: { hasDeclaredStatic($0, name) }) else { return nil }
    guard let format = host?.tableString(name, key: key) else { return nil }
    if generatedAccessorTypes.insert("." + name).inserted {
      host?.degraded(
        error(
          ".\(name)(…) is not in the files (a build tool generates it?): read as the app's "
            + "string catalog \(name)", at: node, file: file))
    }
    guard !payload.isEmpty else { return format }
    return PrintfFormat.format(format, payload.map { $0.unwrapped ?? $0 }) ?? format
  }

  /// The types a `Text`, a title or `String(localized:)` takes its words as.
  static let textTypes: Set<String> = [
    "String", "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue",
    "LocalizationValue", "Text",
  ]

  /// An enum payload from call arguments, one value per argument in order; a labelled
  /// argument is a one-element tuple carrying its label (`.spring(response: 0.3,
  /// dampingFraction: 0.8)` → `[(response: 0.3), (dampingFraction: 0.8)]`), whose `number`
  /// and `label(_:)` read through.
  static func payload(_ arguments: [Argument]) -> [RuntimeValue] {
    arguments.map { argument in
      argument.label.map { .tuple([(label: $0, value: argument.value)]) } ?? argument.value
    }
  }
}
