import SwiftSyntax

/// The declarations the interpreter runs, by type: structs, classes, enums and the extensions
/// on them (a protocol extension such as `extension View` is a type of its own name), plus
/// global functions. Built once from the parsed files; nested types are indexed by their own
/// name (view code rarely reuses a nested name).
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
    var cases: [EnumCase] = []
    /// `enum E: Int`/`String`: the raw type (first inherited name when it is one of these).
    var rawType: String?
    /// The type this one is declared in (`enum L10n { enum Tabs { … } }`): its static members
    /// are in scope unqualified inside this one, as in Swift.
    var enclosing: String?
    /// `@Observable`: every stored property is observed state.
    var isObservable = false

    /// Views and shapes (a `Shape` is a `View`): calls of them are read, not run.
    var isView: Bool { inherited.contains { ["View", "Shape", "InsettableShape"].contains($0) } }
    var isClass: Bool { kind == .classType }
  }

  /// Attribute names the interpreter treats as property-wrapper storage the host owns.
  static let wrappers: Set<String> = [
    "State", "Binding", "StateObject", "ObservedObject", "EnvironmentObject", "Environment",
    "Published", "AppStorage", "SceneStorage", "FocusState", "GestureState", "Namespace",
    "Bindable",
  ]

  private(set) var types: [String: TypeInfo] = [:]
  private(set) var functions: [String: [(decl: FunctionDeclSyntax, file: Int)]] = [:]
  /// Top-level `let`/`var` with an initial value.
  private(set) var globals: [String: Stored] = [:]

  init(_ sources: SourceSet) {
    for (index, file) in sources.files.enumerated() {
      collect(file.tree.statements, file: index)
    }
  }

  subscript(name: String) -> TypeInfo? { types[name] }

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
    if let node = decl.as(StructDeclSyntax.self) {
      declare(
        Self.indexName(node.name.text, node.modifiers, owner: owner), .structure,
        node.inheritanceClause, node.memberBlock, file, owner: owner)
    } else if let node = decl.as(ClassDeclSyntax.self) {
      let name = Self.indexName(node.name.text, node.modifiers, owner: owner)
      declare(name, .classType, node.inheritanceClause, node.memberBlock, file, owner: owner)
      if node.attributes.contains(where: { $0.trimmedDescription.hasPrefix("@Observable") }) {
        types[name]?.isObservable = true
      }
    } else if let node = decl.as(ActorDeclSyntax.self) {
      declare(
        node.name.text, .classType, node.inheritanceClause, node.memberBlock, file, owner: owner)
    } else if let node = decl.as(EnumDeclSyntax.self) {
      declare(
        node.name.text, .enumeration, node.inheritanceClause, node.memberBlock, file, owner: owner)
    } else if let node = decl.as(ProtocolDeclSyntax.self) {
      declare(node.name.text, .protocolType, node.inheritanceClause, node.memberBlock, file)
    } else if let node = decl.as(ExtensionDeclSyntax.self) {
      var name = node.extendedType.trimmedDescription
      if let dot = name.lastIndex(of: ".") { name = String(name[name.index(after: dot)...]) }
      declare(name, .extensionOnly, node.inheritanceClause, node.memberBlock, file)
    } else if owner == nil, let node = decl.as(FunctionDeclSyntax.self) {
      functions[node.name.text, default: []].append((node, file))
    } else if owner == nil, let node = decl.as(VariableDeclSyntax.self) {
      for stored in Self.storedProperties(node, file: file) { globals[stored.name] = stored }
    }
  }

  /// The name a type is indexed by. A `private` or `fileprivate` type nested in another and
  /// named like a Foundation type the interpreter models (`LookupEngine`'s private `class
  /// Bundle`) is invisible outside its enclosing type in Swift: it is indexed by its qualified
  /// name, so `Bundle.main` elsewhere stays Foundation's.
  static func indexName(_ name: String, _ modifiers: DeclModifierListSyntax, owner: String?)
    -> String
  {
    guard let owner,
      TypeNames.otherKnownTypes.contains(name) || TypeNames.builtinStructs[name] != nil,
      modifiers.contains(where: { ["private", "fileprivate"].contains($0.name.text) })
    else { return name }
    return owner + "." + name
  }

  private mutating func declare(
    _ name: String, _ kind: Kind, _ inheritance: InheritanceClauseSyntax?,
    _ members: MemberBlockSyntax, _ file: Int, owner: String? = nil
  ) {
    var info = types[name] ?? TypeInfo(name: name, kind: kind, file: file)
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
          let propertyName = pattern.identifier.text
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
          info.staticMethods[function.name.text, default: []].append((function, file))
        } else {
          info.methods[function.name.text, default: []].append((function, file))
        }
      } else if let initializer = decl.as(InitializerDeclSyntax.self) {
        info.initializers.append((initializer, file))
      } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
        for element in enumCase.elements {
          let labels =
            element.parameterClause?.parameters.map { $0.firstName?.text } ?? []
          info.cases.append(
            EnumCase(
              name: element.name.text, labels: labels.map { $0 == "_" ? nil : $0 },
              rawValue: element.rawValue?.value, file: file))
        }
      } else {
        collect(decl, file: file, owner: name)
      }
    }
    types[name] = info
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
    for attribute in variable.attributes {
      guard case .attribute(let node) = attribute else { continue }
      let name = node.attributeName.trimmedDescription
      if name == "ViewBuilder" { isViewBuilder = true }
      if wrappers.contains(name) {
        wrapper = name
        if case .argumentList(let arguments)? = node.arguments {
          wrapperArgument = arguments.first?.expression
        }
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
          name: pattern.identifier.text, isLet: isLet, initial: binding.initializer?.value,
          type: binding.typeAnnotation?.type.trimmedDescription, wrapper: wrapper,
          wrapperArgument: wrapperArgument, file: file, node: binding))
      result[result.count - 1].isLazy = isLazy
      result[result.count - 1].isViewBuilder = isViewBuilder
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
