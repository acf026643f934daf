import SwiftSyntax

/// The declarations the interpreter runs, by type: structs, classes, enums and the extensions
/// on them (a protocol extension such as `extension View` is a type of its own name), plus
/// global functions. Built once from the parsed files. A nested type is indexed by its own name
/// while no other declaration has it; a top-level type owns its name (SwiftGen's
/// `L10n.Localizable.AboutView` does not shadow the app's `struct AboutView`), and a nested
/// type whose name another declaration has is indexed as `Owner.Name` (Trio's `RootView` in
/// each module's `extension`); every nested type is also found by `Owner.Name`.
struct TypeIndex {
  enum Kind { case structure, classType, enumeration, protocolType, extensionOnly }

  /// A stored property as declared.
  struct Stored {
    var name: String
    var isLet: Bool
    /// `lazy var`: its initial value may use `self`.
    var isLazy = false
    var initial: ExprSyntax?
    var type: String?
    /// `State`, `Binding`, `Published`… for a property-wrapper attribute, else nil.
    var wrapper: String?
    /// The wrapper attribute's first argument (`\.colorScheme`, `"key"`), for the host.
    var wrapperArgument: ExprSyntax?
    var file: Int
    var node: PatternBindingSyntax
    /// `@ViewBuilder let content: Content`: the memberwise initialiser takes a trailing closure
    /// for it and stores the views the closure builds.
    var isViewBuilder = false
    /// The key a property wrapper from a package is given (`@Default(.useSplashscreen)` of
    /// the Defaults package): the value it stores on a first launch is the `default:` the
    /// files declare that key with (``Interpreter/keyDefault(_:type:)``).
    var packageKey: ExprSyntax?
    /// An attribute that may be a package's property wrapper (`@Dependency(\.logger)`): the
    /// wrapper makes the value, so a memberwise initialiser does not ask for it.
    var hasPackageWrapper = false
  }

  /// A computed property: its getter (and setter) statements.
  struct Computed {
    var getter: CodeBlockItemListSyntax
    var setter: (parameter: String, body: CodeBlockItemListSyntax)?
    var type: String?
    var file: Int
  }

  /// An enum case: its associated values' labels (nil for unlabelled) and raw value.
  struct EnumCase {
    var name: String
    var labels: [String?]
    var rawValue: ExprSyntax?
    var file: Int
  }

  /// Everything declared for one type name across the files.
  struct TypeInfo {
    var name: String
    var kind: Kind
    var file: Int
    var inherited: [String] = []
    var stored: [Stored] = []
    var computed: [String: Computed] = [:]
    var methods: [String: [(decl: FunctionDeclSyntax, file: Int)]] = [:]
    var staticStored: [String: Stored] = [:]
    var staticComputed: [String: Computed] = [:]
    var staticMethods: [String: [(decl: FunctionDeclSyntax, file: Int)]] = [:]
    var initializers: [(decl: InitializerDeclSyntax, file: Int)] = []
    /// Instance subscripts (`@ViewBuilder subscript(option: Option) -> some View`).
    var subscripts: [(decl: SubscriptDeclSyntax, file: Int)] = []
    var cases: [EnumCase] = []
    /// `enum E: Int`/`String`: the raw type (first inherited name when it is one of these).
    var rawType: String?
    /// The type this one is declared in (`enum L10n { enum Tabs { … } }`): its static members
    /// are in scope unqualified inside this one, as in Swift.
    var enclosing: String?
    /// `@Observable`: every stored property is observed state.
    var isObservable = false
    /// A macro attached to the declaration that may add members the files do not hold
    /// (`@Stateful final class Model` gives `state`): reading one is an opaque value.
    var hasMemberMacro = false
    /// A top-level `private`/`fileprivate` type: seen only in its file.
    var isFilePrivate = false

    /// Views and shapes (a `Shape` is a `View`): calls of them are read, not run.
    /// (An app's `ToolbarContent` builds toolbar items as a view's body builds views.)
    var isView: Bool {
      inherited.contains {
        ["View", "Shape", "InsettableShape", "ToolbarContent"].contains($0)
      }
    }
    var isClass: Bool { kind == .classType }
  }

  /// Attributes of a declaration that are no macro adding members (the compiler's own, and
  /// `@Observable`, whose storage the interpreter models).
  static let plainAttributes: Set<String> = [
    "MainActor", "available", "objc", "objcMembers", "frozen", "dynamicMemberLookup",
    "propertyWrapper", "resultBuilder", "usableFromInline", "preconcurrency", "Sendable",
    "unchecked", "Observable", "globalActor", "dynamicCallable", "requires_stored_property_inits",
    "testable", "inlinable", "nonobjc", "NSManaged", "IBDesignable", "Model",
  ]

  /// Whether an attribute of a type may be a macro adding members (`@Stateful`).
  static func isMemberMacro(_ attribute: AttributeListSyntax.Element) -> Bool {
    guard case .attribute(let node) = attribute else { return false }
    let name = node.attributeName.trimmedDescription
    return !plainAttributes.contains(name) && name.first?.isUppercase == true
  }

  /// Attribute names the interpreter treats as property-wrapper storage the host owns.
  static let wrappers: Set<String> = [
    "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject", "Environment",
    "Published", "AppStorage", "SceneStorage", "FocusState", "GestureState", "Namespace",
    "Bindable",
  ]

  private(set) var types: [String: TypeInfo] = [:]
  /// `Owner.Name` of a nested type indexed by its own name, to that name.
  private var aliases: [String: String] = [:]
  private(set) var functions: [String: [(decl: FunctionDeclSyntax, file: Int)]] = [:]
  /// Top-level `let`/`var` with an initial value.
  private(set) var globals: [String: Stored] = [:]
  /// `typealias Scoped = Constants.Style.Settings` by the key it is found under (`Owner.Name`
  /// inside a type, else `Name`): the type it names as written, and the type it is declared in
  /// (where that name is resolved, as Swift resolves it).
  private var typeAliases: [String: (target: String, owner: String?)] = [:]

  init(_ sources: SourceSet) {
    for (index, file) in sources.files.enumerated() {
      collect(file.tree.statements, file: index)
    }
    // A type conforming to an app's protocol that refines `View` is a view.
    let refining = ViewProtocols.refining(
      types.values.filter { $0.kind == .protocolType }.map { ($0.name, $0.inherited) })
    for (key, info) in types where info.inherited.contains(where: refining.contains) {
      types[key]?.inherited.append("View")
    }
  }

  /// Every type's key.
  var names: Dictionary<String, TypeInfo>.Keys { types.keys }

  subscript(name: String) -> TypeInfo? { types[name] ?? key(name).flatMap { types[$0] } }

  /// The key of the type `name` (plain or `Owner.Name`) is indexed under, nil when none is.
  /// A type alias the files declare is the type it names.
  func key(_ name: String) -> String? { key(name, aliasDepth: 0) }

  private func key(_ name: String, aliasDepth: Int) -> String? {
    if types[name] != nil { return name }
    if let found = aliases[name] { return found }
    guard aliasDepth < 8, let alias = typeAliases[name] else { return nil }
    return aliasTarget(alias.target, owner: alias.owner, depth: aliasDepth + 1)
  }

  /// The key of a dotted type name written in `owner` (`Constants.Style.Settings`): its first
  /// component as Swift resolves it from there, each next one nested in the last. Nil when a
  /// component is no type of the files (a framework's type, a generic one).
  private func aliasTarget(_ target: String, owner: String?, depth: Int) -> String? {
    let components = target.split(separator: ".").map(String.init)
    guard let first = components.first,
      components.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
    else { return nil }
    var current: String?
    var type = owner
    var steps = 0
    while let scope = type, steps < 16, current == nil {
      current = key(scope + "." + first, aliasDepth: depth)
      type = types[scope]?.enclosing
      steps += 1
    }
    current = current ?? key(first, aliasDepth: depth)
    for component in components.dropFirst() {
      guard let outer = current else { return nil }
      current = key(outer + "." + component, aliasDepth: depth)
    }
    return current
  }

  /// The type `name` written inside `owner` (a type's key) stands for, as Swift resolves it:
  /// a type nested in `owner` or in a type around it, innermost first, else the one of that
  /// name. Nil when the files declare none.
  /// In `file` (by default `owner`'s), a file-private type of that name comes before one
  /// declared in another file.
  func resolve(_ name: String, from owner: String?, file: Int? = nil) -> String? {
    var current = owner
    var depth = 0
    while let type = current, depth < 16 {
      if let found = key(type + "." + name) { return found }
      current = types[type]?.enclosing
      depth += 1
    }
    if let file = file ?? owner.flatMap({ self[$0]?.file }),
      let found = key(Self.fileScope(file) + name)
    {
      return found
    }
    return key(name)
  }

  /// The prefix of the key of a file-private type that another file's type has the name of
  /// (not a Swift name, so no declaration can have it).
  static func fileScope(_ file: Int) -> String { "#\(file)." }

  private mutating func collect(_ statements: CodeBlockItemListSyntax, file: Int) {
    for item in statements {
      if case .decl(let decl) = item.item { collect(decl, file: file, owner: nil) }
    }
  }

  /// The clause of an `#if` the interpreter takes: the one an iPhone build compiles
  /// (`CompilationCondition`).
  static func activeClause(_ node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
    CompilationCondition.activeClause(node)
  }

  private mutating func collect(_ decl: DeclSyntax, file: Int, owner: String?) {
    if let node = decl.as(IfConfigDeclSyntax.self), let clause = Self.activeClause(node) {
      switch clause.elements {
      case .statements(let statements)?: collect(statements, file: file)
      case .decls(let members)?:
        for member in members { collect(member.decl, file: file, owner: owner) }
      default: break
      }
      return
    }
    // A top-level `private struct Info` is its file's (two files may each have one).
    let isFilePrivate =
      owner == nil
      && decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains {
        ["private", "fileprivate"].contains($0.name.text)
      } == true
    if let node = decl.as(StructDeclSyntax.self) {
      declare(
        node.name.text, .structure, node.inheritanceClause, node.memberBlock, file, owner: owner,
        isFilePrivate: isFilePrivate)
    } else if let node = decl.as(ClassDeclSyntax.self) {
      let key = declare(
        node.name.text, .classType, node.inheritanceClause, node.memberBlock, file, owner: owner,
        isFilePrivate: isFilePrivate)
      if node.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@Observable") }) {
        types[key]?.isObservable = true
      }
      if node.attributes.contains(where: Self.isMemberMacro) { types[key]?.hasMemberMacro = true }
    } else if let node = decl.as(ActorDeclSyntax.self) {
      declare(
        node.name.text, .classType, node.inheritanceClause, node.memberBlock, file, owner: owner)
    } else if let node = decl.as(EnumDeclSyntax.self) {
      declare(
        node.name.text, .enumeration, node.inheritanceClause, node.memberBlock, file, owner: owner,
        isFilePrivate: isFilePrivate)
    } else if let node = decl.as(ProtocolDeclSyntax.self) {
      declare(node.name.text, .protocolType, node.inheritanceClause, node.memberBlock, file)
    } else if let node = decl.as(ExtensionDeclSyntax.self) {
      var name = node.extendedType.trimmedDescription
      if let qualified = key(name) {
        name = qualified
      } else if let dot = name.lastIndex(of: ".") {
        name = String(name[name.index(after: dot)...])
      }
      declare(name, .extensionOnly, node.inheritanceClause, node.memberBlock, file)
    } else if let node = decl.as(TypeAliasDeclSyntax.self), node.genericParameterClause == nil {
      let name = node.name.text
      typeAliases[owner.map { $0 + "." + name } ?? name] = (
        node.initializer.value.trimmedDescription, owner
      )
    } else if owner == nil, let node = decl.as(FunctionDeclSyntax.self) {
      functions[node.name.text, default: []].append((node, file))
    } else if owner == nil, let node = decl.as(VariableDeclSyntax.self) {
      for stored in Self.storedProperties(node, file: file) { globals[stored.name] = stored }
    }
  }

  @discardableResult
  private mutating func declare(
    _ name: String, _ kind: Kind, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax, _ file: Int, owner: String? = nil, isFilePrivate: Bool = false
  ) -> String {
    let name =
      kind == .extensionOnly
      ? key(name) ?? name
      : indexName(name, owner: owner, file: file, isFilePrivate: isFilePrivate)
    var info = types[name] ?? TypeInfo(name: name, kind: kind, file: file)
    if isFilePrivate { info.isFilePrivate = true }
    if let owner, kind != .extensionOnly { info.enclosing = owner }
    if info.kind == .extensionOnly, kind != .extensionOnly {
      info.kind = kind
      info.file = file
    }
    let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
    info.inherited += inherited
    if kind == .enumeration, let first = inherited.first,
      ["Int", "String", "Double", "CGFloat", "Character"].contains(first)
    {
      info.rawType = first
    }
    for decl in Self.members(members.members) {
      if let variable = decl.as(VariableDeclSyntax.self) {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        for binding in variable.bindings {
          guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
          let propertyName = pattern.identifier.plainName
          if let accessor = binding.accessorBlock,
            let computed = Self.computed(accessor, binding: binding, file: file)
          {
            if isStatic {
              info.staticComputed[propertyName] = computed
            } else {
              info.computed[propertyName] = computed
            }
            continue
          }
        }
        for stored in Self.storedProperties(variable, file: file) {
          if isStatic {
            info.staticStored[stored.name] = stored
          } else {
            info.stored.append(stored)
          }
        }
      } else if let function = decl.as(FunctionDeclSyntax.self) {
        let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
        if isStatic {
          info.staticMethods[function.name.plainName, default: []].append((function, file))
        } else {
          info.methods[function.name.plainName, default: []].append((function, file))
        }
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        info.initializers.append((initializer, file))
      } else if let declared = decl.as(SubscriptDeclSyntax.self),
        !declared.modifiers.contains(where: { $0.name.text == "static" })
      {
        info.subscripts.append((declared, file))
      } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
        for element in enumCase.elements {
          let labels =
            element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
          info.cases.append(
            EnumCase(
              name: element.name.plainName, labels: labels.map { $0 == "_" ? nil : $0 },
              rawValue: element.rawValue?.value, file: file))
        }
      } else {
        collect(decl, file: file, owner: name)
      }
    }
    types[name] = info
    return name
  }

  /// The name a declaration of `name` nested in `owner` (nil at the top level) is indexed
  /// under. A top-level declaration takes the name from a nested one that had it (which moves
  /// to `Owner.Name`); a nested one whose name a declaration elsewhere has takes `Owner.Name`.
  /// Of two top-level types of one name in different files, a file-private one takes
  /// `#file.Name` (``fileScope(_:)``).
  private mutating func indexName(_ name: String, owner: String?, file: Int, isFilePrivate: Bool)
    -> String
  {
    let existing = types[name].flatMap { $0.kind == .extensionOnly ? nil : $0 }
    guard let owner else {
      let local = Self.fileScope(file) + name
      if let existing, let outer = existing.enclosing {
        rename(name, to: outer + "." + name)
      } else if let existing, existing.file != file {
        if isFilePrivate { return local }
        if existing.isFilePrivate { rename(name, to: Self.fileScope(existing.file) + name) }
      }
      if isFilePrivate { aliases[local] = name }
      return name
    }
    let qualified = owner + "." + name
    if let existing, existing.enclosing != owner {
      return qualified
    }
    // A nested type named like a built-in the interpreter models (a view's `enum State`, an
    // engine's private `class Bundle`) is seen only inside its owner, as in Swift: elsewhere
    // `State(initialValue:)` and `Bundle.main` are SwiftUI's and Foundation's.
    if TypeNames.otherKnownTypes.contains(name) || TypeNames.builtinStructs[name] != nil {
      return qualified
    }
    aliases[qualified] = name
    return name
  }

  /// Moves the type indexed as `old` and the types indexed under it (`old.Inner`) to `new`,
  /// keeping what refers to them (enclosing types, `Owner.Name` aliases) pointing at them.
  private mutating func rename(_ old: String, to new: String) {
    func renamed(_ key: String) -> String {
      key == old ? new : key.hasPrefix(old + ".") ? new + key.dropFirst(old.count) : key
    }
    let moving = types.keys.filter { renamed($0) != $0 }
    for key in moving {
      var info = types.removeValue(forKey: key)!
      info.name = renamed(key)
      types[info.name] = info
    }
    for (key, info) in types {
      if let enclosing = info.enclosing, renamed(enclosing) != enclosing {
        types[key]?.enclosing = renamed(enclosing)
      }
    }
    for (alias, target) in aliases {
      aliases[alias] = nil
      let moved = (renamed(alias), renamed(target))
      if moved.0 != moved.1 { aliases[moved.0] = moved.1 }
    }
  }

  /// A type's member declarations, those inside the taken clause of an `#if` included.
  static func members(_ list: MemberBlockItemListSyntax) -> [DeclSyntax] {
    var decls: [DeclSyntax] = []
    for member in list {
      if let config = member.decl.as(IfConfigDeclSyntax.self) {
        if case .decls(let inner)? = activeClause(config)?.elements { decls += members(inner) }
      } else {
        decls.append(member.decl)
      }
    }
    return decls
  }

  /// The stored (not computed) properties of one declaration; `var a = 1, b = 2` gives two.
  static func storedProperties(_ variable: VariableDeclSyntax, file: Int) -> [Stored] {
    var wrapper: String?
    var wrapperArgument: ExprSyntax?
    var isViewBuilder = false
    var packageKey: ExprSyntax?
    var hasPackageWrapper = false
    for attribute in variable.attributes {
      guard case .attribute(let node) = attribute else { continue }
      let name = node.attributeName.trimmedDescription
      if name == "ViewBuilder" { isViewBuilder = true }
      if !wrappers.contains(name), !plainAttributes.contains(name), name != "ViewBuilder",
        name.first?.isUppercase == true
      {
        hasPackageWrapper = true
      }
      if wrappers.contains(name) {
        wrapper = name
        if case .argumentList(let arguments)? = node.arguments {
          wrapperArgument = arguments.first?.expression
        }
      } else if case .argumentList(let arguments)? = node.arguments,
        let first = arguments.first?.expression, first.is(MemberAccessExprSyntax.self)
      {
        packageKey = first
      }
    }
    let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
    let isLazy = variable.modifiers.contains { $0.name.text == "lazy" }
    var result: [Stored] = []
    for binding in variable.bindings {
      guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
      if let accessor = binding.accessorBlock,
        computed(accessor, binding: binding, file: file) != nil
      {
        continue
      }
      result.append(
        Stored(
          name: pattern.identifier.plainName, isLet: isLet, initial: binding.initializer?.value,
          type: binding.typeAnnotation?.type.trimmedDescription, wrapper: wrapper,
          wrapperArgument: wrapperArgument, file: file, node: binding))
      result[result.count - 1].isLazy = isLazy
      result[result.count - 1].isViewBuilder = isViewBuilder
      result[result.count - 1].packageKey = packageKey
      result[result.count - 1].hasPackageWrapper = hasPackageWrapper
    }
    return result
  }

  /// A getter (`var x: T { … }` or `get { … }`), or nil for observers (`didSet`) on a stored
  /// property.
  private static func computed(
    _ block: AccessorBlockSyntax, binding: PatternBindingSyntax, file: Int
  )
    -> Computed?
  {
    let type = binding.typeAnnotation?.type.trimmedDescription
    switch block.accessors {
    case .getter(let statements):
      return Computed(getter: statements, setter: nil, type: type, file: file)
    case .accessors(let accessors):
      guard let getter = accessors.first(where: { $0.accessorSpecifier.text == "get" }),
        let body = getter.body
      else { return nil }
      var setter: (String, CodeBlockItemListSyntax)?
      if let set = accessors.first(where: { $0.accessorSpecifier.text == "set" }),
        let setBody = set.body
      {
        setter = (set.parameters?.name.text ?? "newValue", setBody.statements)
      }
      return Computed(getter: body.statements, setter: setter, type: type, file: file)
    }
  }
}

extension TokenSyntax {
  /// The name a declaration's token spells, without the backticks that let a keyword be a
  /// name (`` static let `default` `` is read as `.default`).
  var plainName: String {
    let text = self.text
    guard text.count > 2, text.hasPrefix("`"), text.hasSuffix("`") else { return text }
    return String(text.dropFirst().dropLast())
  }
}
