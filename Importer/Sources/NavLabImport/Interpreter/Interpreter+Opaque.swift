import SwiftSyntax

/// Values from outside the files, read per node (issue 39): a type the files do not declare and
/// NavLab does not model (a framework's or package's: `Firestore`, `Auth`, a package's
/// `Setting`) gives opaque values and records instead of an error that lost the view around
/// it, and a condition on a value NavLab cannot know takes the reading a fresh install gives
/// (false, nil, empty) instead of dropping its structure. Each is named once in a warning with
/// its place and expression.
extension Interpreter {
  /// Whether the files or NavLab know a type of this name (its statics can be looked up).
  func knowsType(_ type: String, file: Int) -> Bool {
    types.resolve(type, from: nil, file: file) != nil || types[type] != nil
      || TypeNames.isKnownType(type) || TypeNames.colorTypes.contains(type)
  }

  /// Whether `value` (or the value an optional holds) is an opaque sample.
  static func isOpaque(_ value: RuntimeValue) -> Bool {
    if case .native(let native) = value.unwrapped ?? value { return native is OpaqueValue }
    return false
  }

  /// A node's text on one line, at most 60 characters, for messages.
  func shortText(_ node: some SyntaxProtocol) -> String {
    var text = self.text(node).split(separator: "\n").first.map(String.init) ?? ""
    if text.count > 60 { text = String(text.prefix(57)) + "…" }
    return text
  }

  /// The fresh-install reading of a condition whose value NavLab cannot know: `false` — a
  /// flag nothing has set yet, a user not signed in, a feature not turned on — said once at
  /// the condition. Nil when `value` is not opaque.
  func freshInstallCondition(_ value: RuntimeValue, _ node: some SyntaxProtocol, _ file: Int)
    -> Bool?
  {
    guard Self.isOpaque(value) else { return nil }
    host?.degraded(
      error(
        "the condition \(shortText(node)) depends on a value NavLab cannot know; read as false, "
          + "as on a fresh install", at: node, file: file))
    return false
  }

  /// The fresh-install reading of `if let x = value` / `guard let` when `value` is opaque:
  /// nothing there (nil), said once. False when `value` is not opaque.
  func freshInstallNil(_ value: RuntimeValue, _ node: some SyntaxProtocol, _ file: Int) -> Bool {
    guard Self.isOpaque(value) else { return false }
    host?.degraded(
      error(
        "\(shortText(node)) is a value NavLab cannot know; read as nil, as on a fresh install",
        at: node, file: file))
    return true
  }

  /// The name `expression` gives when it can only be a type from outside the files: one
  /// capitalised identifier that no local, member, generic parameter or type (the files' or
  /// one NavLab knows) binds where `scope` runs. Nil otherwise.
  func unknownTypeName(_ expression: ExprSyntax, _ scope: Scope) -> String? {
    guard let reference = expression.as(DeclReferenceExprSyntax.self),
      reference.argumentNames == nil
    else { return nil }
    let name = identifier(reference.baseName)
    guard let first = name.first, first.isUppercase, name != "Self",
      scope.lookup(name) == nil, scope.genericTypes[name] == nil,
      types.resolve(name, from: scope.typeName) == nil, types.globals[name] == nil,
      types.functions[name] == nil, !TypeNames.isKnownType(name)
    else { return nil }
    if let selfValue = scope.selfValue, (try? lookupMember(selfValue, name, at: nil, 0)) != nil {
      return nil
    }
    if host?.resolve(name, interpreter: self) != nil { return nil }
    return name
  }

  /// The type from outside the files a member chain starts from (`Firestore` of
  /// `Firestore.firestore().collection`), nil when its root is anything else.
  func unknownRootType(_ expression: ExprSyntax, _ scope: Scope) -> String? {
    var current = expression
    var depth = 0
    while depth < 32 {
      if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        current = base
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        current = call.calledExpression
      } else {
        break
      }
      depth += 1
    }
    return unknownTypeName(current, scope)
  }

  /// `Type.member` or `Type.member(…)` of a type from outside the files (`Firestore.firestore()`,
  /// `Auth.auth().currentUser`): an opaque value, whose members and calls are opaque too; the
  /// type is named once.
  func unknownTypeMember(_ type: String, _ node: some SyntaxProtocol, _ file: Int) -> RuntimeValue {
    // A type already named as a build tool's string accessors (``generatedString``) is not
    // named again.
    if unknownTypesSaid.insert(type).inserted, !generatedAccessorTypes.contains(type) {
      host?.degraded(
        error(
          "\(type) is not in the files and NavLab does not model it: \(shortText(node)) and "
            + "what is read through it are opaque values", at: node, file: file))
    }
    return .native(OpaqueValue(typeName: type))
  }

  /// `Setting(title: "GitHub", value: .link(…))` where `Setting` is a type from outside the
  /// files: a record of its labelled arguments, so reading `.title` back gives "GitHub"; its
  /// other members are opaque values. The type is named once.
  func record(
    _ type: String, _ arguments: [Argument], at node: some SyntaxProtocol, _ file: Int
  ) -> RuntimeValue {
    if unknownTypesSaid.insert(type).inserted {
      host?.degraded(
        error(
          "\(type) is not in the files and NavLab does not model it: \(shortText(node)) is "
            + "kept as a record of its labelled arguments, its other members opaque", at: node,
          file: file))
    }
    recordTypes.insert(type)
    // A reference, as most such types are classes (`NumberFormatter`, a package's store): a
    // `let` holding one can still have its properties set.
    let object = ObjectInstance(type: type)
    for argument in arguments {
      guard let label = argument.label, object.fields[label] == nil else { continue }
      object.fields[label] = Cell(argument.value, name: label)
      object.order.append(label)
    }
    return .object(object)
  }

  /// Whether `value` is a record of a type from outside the files (``record(_:_:at:_:)``).
  func isRecord(_ value: RuntimeValue) -> Bool {
    guard case .object(let object) = value else { return false }
    return recordTypes.contains(object.type) && types[object.type] == nil
  }

  /// Whether a call sits where its value is used (an argument, an initial value, an operand),
  /// not as a statement of a body: there a call of an unknown type may be a package's view,
  /// which the view reader places.
  static func isValuePosition(_ node: FunctionCallExprSyntax) -> Bool {
    var current = Syntax(node)
    // Through a chain written on it (`Setting(…).title`, `Row(…).padding()`) to its top.
    while let parent = current.parent {
      if parent.is(MemberAccessExprSyntax.self)
        || parent.is(FunctionCallExprSyntax.self)
          && parent.as(FunctionCallExprSyntax.self)?.calledExpression.id == current.id
      {
        current = parent
        continue
      }
      break
    }
    guard let parent = current.parent else { return false }
    return !parent.is(CodeBlockItemSyntax.self) && !parent.is(ExpressionStmtSyntax.self)
      && !parent.is(ReturnStmtSyntax.self)
  }
}
