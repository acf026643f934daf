import SwiftParser
import SwiftSyntax

/// The parsed files and the declarations the importer resolves names against: views (structs
/// conforming to `View`), other structs (for arrays of them), enums, previews.
struct SourceSet {
  /// One parsed file.
  struct File {
    var path: String
    var tree: SourceFileSyntax
    var converter: SourceLocationConverter
  }

  /// A struct declared in the files.
  struct TypeDecl {
    var name: String
    var isView: Bool
    var file: Int
    var node: StructDeclSyntax
    /// Stored properties in declaration order: name, initial value, whether `@State`-like.
    var properties: [(name: String, initial: ExprSyntax?, isState: Bool, node: Syntax)]
    /// `body`'s statements (views only).
    var body: CodeBlockItemListSyntax?
    /// The file `body` is written in when an extension in another file declares it.
    var bodyFile: Int?
    /// The type or extension it is declared in (`SettingsView` for `extension SettingsView {
    /// struct GeneralSection … }`), nil at the top level.
    var parent: String?

    /// `Parent.Name` for a nested type, else its name.
    var qualifiedName: String { parent.map { $0 + "." + name } ?? name }
  }

  var files: [File] = []
  var types: [String: TypeDecl] = [:]
  /// Every struct of a name declared more than once (nested in different types: the
  /// `GeneralSection` of a settings view and of a detail view), in file order.
  var namesakes: [String: [TypeDecl]] = [:]
  /// Type names in the order declared (for a stable choice of the entry view).
  var order: [String] = []
  /// `#Preview { … }` bodies and `PreviewProvider` `previews`, in file order.
  var previews: [(statements: CodeBlockItemListSyntax, file: Int)] = []
  /// Cases of enums declared in the files (for `.allCases`).
  var enumCases: [String: [String]] = [:]
  var errors: [ImportDiagnostic] = []
  /// Protocols declared in the files, with the names they inherit.
  var protocols: [(name: String, inherited: [String])] = []
  /// Files that do not parse, by index, with their errors (at most a few each).
  var syntaxErrors: [(file: Int, errors: [ImportDiagnostic])] = []
  /// Members of `extension Name { … }` blocks, by type name (computed views live there too).
  var extensions: [String: [MemberBlockItemListSyntax]] = [:]
  /// The protocols `extension Name: P` blocks add, by type name (`extension Rows: View`).
  private var extensionConformances: [String: [String]] = [:]

  /// Largest file read (a SwiftUI screen is a few hundred lines; 100k lines is about 4 MB).
  static let maximumFileBytes = 4 << 20
  /// Most lines a file may have: parsing stays well under a second in release (a 1,000-line
  /// screen is the common large case; 20,000 lines is a generated file or an attack).
  static let maximumLines = 20_000
  /// Most files one import reads (a project folder, not a disk).
  static let maximumFiles = 2000

  /// Parses `sources` (path and bytes). A binary or oversized file is refused with an error.
  init(_ sources: [(path: String, bytes: [UInt8])]) {
    for source in sources {
      guard source.bytes.count <= Self.maximumFileBytes else {
        errors.append(
          Self.fileError(
            source.path,
            "\(source.bytes.count) bytes is too large for a SwiftUI file (at most \(Self.maximumFileBytes)); split it"
          ))
        continue
      }
      let lines = source.bytes.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
      guard lines <= Self.maximumLines else {
        errors.append(
          Self.fileError(
            source.path,
            "\(lines) lines is too long for a SwiftUI file (at most \(Self.maximumLines)); split it"
          ))
        continue
      }
      guard !source.bytes.contains(0), let text = String(validating: source.bytes, as: UTF8.self)
      else {
        errors.append(Self.fileError(source.path, "not a Swift source file (binary or not UTF-8)"))
        continue
      }
      if let (depth, line) = Self.deepBrackets(source.bytes) {
        errors.append(
          ImportDiagnostic(
            file: source.path, line: line, column: 1, severity: .error,
            message:
              "'[' nested \(depth) deep (at most \(Self.maximumBracketDepth)); name the inner types or values"
          ))
        continue
      }
      if let (depth, line) = NestingGuard.deepGenerics(source.bytes) {
        errors.append(
          ImportDiagnostic(
            file: source.path, line: line, column: 1, severity: .error,
            message:
              "generic arguments nested \(depth) deep (at most \(NestingGuard.maximumGenericDepth)); name the inner types"
          ))
        continue
      }
      let tree = Parser.parse(source: text)
      if let offset = NestingGuard.tooDeep(tree) {
        errors.append(
          ImportDiagnostic(
            file: source.path, line: NestingGuard.line(of: offset, in: source.bytes), column: 1,
            severity: .error,
            message:
              "code nested more than \(NestingGuard.maximumTreeDepth) levels deep (a chain of thousands of members, '?' or function types); split it"
          ))
        continue
      }
      let converter = SourceLocationConverter(fileName: source.path, tree: tree)
      let file = File(path: source.path, tree: tree, converter: converter)
      files.append(file)
      if tree.hasError {
        // Kept as the parser recovered it: an error refuses the import only when it is in
        // the opened view's file (``syntaxErrors(opening:)``).
        syntaxErrors.append(
          (files.count - 1, SyntaxErrors.find(in: tree, converter: converter, path: source.path)))
      }
      collect(tree, file: files.count - 1)
    }
    markViews()
  }

  /// Structs conforming to an app's protocol that refines `View` (Trio's `BaseView`) are
  /// views too.
  /// So are structs an extension makes views (`struct Rows { … }` and `extension Rows: View
  /// { var body … }`): their body is the extension's, or that of an extension of a protocol
  /// they conform to (`extension PlatformView { #if os(iOS) var body: some View { iOSView }`).
  private mutating func markViews() {
    // An app's `ToolbarContent` (`struct Filters: ToolbarContent { var body: some
    // ToolbarContent { ToolbarItem … } }`) is read as a view is: its body builds its items.
    let refining = ViewProtocols.refining(protocols).union(["View", "ToolbarContent"])
    let extensions = self.extensions
    let conformances = extensionConformances
    let roots = files.map { $0.tree.id }
    func mark(_ type: inout TypeDecl) {
      let inherited =
        (type.node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
        + (conformances[type.name] ?? [])
      if inherited.contains(where: refining.contains) { type.isView = true }
      guard type.isView, type.body == nil else { return }
      for owner in [type.name] + inherited {
        for members in extensions[owner] ?? [] {
          guard let statements = Self.body(in: members) else { continue }
          type.body = statements
          type.bodyFile = roots.firstIndex(of: statements.root.id)
          return
        }
      }
    }
    for name in types.keys { mark(&types[name]!) }
    for name in namesakes.keys {
      for index in namesakes[name]!.indices { mark(&namesakes[name]![index]) }
    }
  }

  /// The getter of `var body` among `members` (in the clause of an `#if` an iPhone build
  /// compiles too), nil when there is none.
  private static func body(in members: MemberBlockItemListSyntax, depth: Int = 0)
    -> CodeBlockItemListSyntax?
  {
    for member in members {
      if let config = member.decl.as(IfConfigDeclSyntax.self), depth < 8,
        case .decls(let inner)? = CompilationCondition.activeClause(config)?.elements
      {
        if let found = body(in: inner, depth: depth + 1) { return found }
        continue
      }
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        let binding = variable.bindings.first,
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
        case .getter(let statements)? = binding.accessorBlock?.accessors
      else { continue }
      return statements
    }
    return nil
  }

  /// The syntax errors that refuse opening `view` (nil: the default entry), and the warnings
  /// that stand for the others. A folder's other files rarely matter to one screen, so an
  /// error in a file that does not declare the opened view is one warning naming its first
  /// error, and that file is read as the parser recovered it (a declaration the error cut
  /// may be missing or wrong); without `--view` every error refuses, as the entry is not
  /// known yet. A file refused before parsing (too large, binary, nested too deep: ``errors``)
  /// is left out the same way once the opened view is found in another: one warning, the
  /// rest of the folder read (a generated or fixture file must not refuse an app's screen).
  func syntaxErrors(opening view: String?) -> (
    errors: [ImportDiagnostic], warnings: [ImportDiagnostic]
  ) {
    let entryFile = view.flatMap { self.view(named: $0, enclosing: [])?.file }
    var errors: [ImportDiagnostic] = []
    var warnings: [ImportDiagnostic] = []
    for var refused in self.errors {
      guard entryFile != nil else {
        errors.append(refused)
        continue
      }
      refused.severity = .warning
      refused.message +=
        "; this file is not the opened view's: it is left out (fix it if a view or value from it is missing)"
      warnings.append(refused)
    }
    for (file, found) in syntaxErrors {
      guard let entryFile, file != entryFile, var first = found.first else {
        errors += found
        continue
      }
      let more = found.count - 1
      first.severity = .warning
      first.message +=
        "\(more > 0 ? " (and \(more) more)" : ""); this file is not the opened view's: it is read as the parser recovered it (fix the error if a view or value from it is missing)"
      warnings.append(first)
    }
    return (errors, warnings)
  }

  /// Deepest nesting of `[` a file may have. swift-syntax 603's parser looks ahead at each `[`
  /// both for an inline array type (`[3 of Int]`) and for an array type, and its time doubles
  /// with each level (the importer's fuzz target: 18 levels took 31 s, 100 would never end);
  /// SwiftUI code nests arrays two or three deep.
  static let maximumBracketDepth = 12

  /// The first depth past ``maximumBracketDepth`` and its line, counting the `[` and `]` of
  /// code (``NestingGuard/codeBrackets(_:limit:)``: an interpolation's code too, not the text
  /// of strings or comments, where the parser never looks for an array).
  static func deepBrackets(_ bytes: [UInt8]) -> (depth: Int, line: Int)? {
    NestingGuard.codeBrackets(bytes, limit: maximumBracketDepth)
  }

  static func fileError(_ path: String, _ message: String) -> ImportDiagnostic {
    ImportDiagnostic(file: path, line: 1, column: 1, severity: .error, message: message)
  }

  /// Where `node` starts, for messages.
  func location(of node: some SyntaxProtocol, file: Int) -> (path: String, line: Int, column: Int) {
    let info = files[file]
    let location = info.converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return (info.path, location.line, location.column)
  }

  /// The struct a view named `name` stands for where it is used inside `enclosing` (the views
  /// being read, outermost first): of several of that name, the one nested in the innermost
  /// enclosing type that has one, as Swift resolves the name there; else the last declared.
  func view(named name: String, enclosing: [String]) -> TypeDecl? {
    if let dot = name.lastIndex(of: ".") {
      // `AppDiagnostics.RootView`: the one nested in that type (or extension of it).
      let parent = name[..<dot].split(separator: ".").last.map(String.init)
      let last = String(name[name.index(after: dot)...])
      return (namesakes[last] ?? types[last].map { [$0] })?.first { $0.parent == parent }
    }
    guard let candidates = namesakes[name] else { return types[name] }
    for outer in enclosing.reversed() {
      if let match = candidates.first(where: { $0.parent == outer }) { return match }
    }
    return types[name]
  }

  /// The name of the type or extension `decl` is nested in (its last component), or nil.
  private static func parent(of decl: StructDeclSyntax) -> String? {
    var node = decl.parent
    while let current = node {
      if let owner = current.as(StructDeclSyntax.self) { return owner.name.text }
      if let owner = current.as(EnumDeclSyntax.self) { return owner.name.text }
      if let owner = current.as(ClassDeclSyntax.self) { return owner.name.text }
      if let owner = current.as(ExtensionDeclSyntax.self) {
        return owner.extendedType.trimmedDescription.split(separator: ".").last.map(String.init)
      }
      node = current.parent
    }
    return nil
  }

  private mutating func collect(_ tree: SourceFileSyntax, file: Int) {
    let visitor = DeclarationVisitor(viewMode: .sourceAccurate)
    visitor.walk(tree)
    for decl in visitor.structs {
      let name = decl.name.text
      let inherited =
        decl.inheritanceClause?.inheritedTypes.map {
          $0.type.trimmedDescription
        } ?? []
      var type = TypeDecl(
        name: name, isView: inherited.contains("View"), file: file, node: decl, properties: [])
      for member in decl.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
        let attributes = variable.attributes.map { $0.trimmedDescription }
        let isState = attributes.contains { $0.hasPrefix("@State") || $0.hasPrefix("@Binding") }
        let isStatic = variable.modifiers.contains { $0.name.text == "static" }
        for binding in variable.bindings {
          guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else { continue }
          let propertyName = pattern.identifier.text
          if let accessor = binding.accessorBlock {
            if propertyName == "body", case .getter(let statements) = accessor.accessors {
              type.body = statements
            }
            if propertyName == "previews", inherited.contains("PreviewProvider"),
              case .getter(let statements) = accessor.accessors
            {
              previews.append((statements, file))
            }
            continue
          }
          if isStatic { continue }
          type.properties.append(
            (propertyName, binding.initializer?.value, isState, Syntax(binding)))
        }
      }
      type.parent = Self.parent(of: decl)
      if let earlier = types[name] {
        if namesakes[name] == nil { namesakes[name] = [earlier] }
        namesakes[name]?.append(type)
      } else {
        order.append(name)
      }
      types[name] = type
    }
    for decl in visitor.enums {
      var cases: [String] = []
      for member in decl.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        cases += caseDecl.elements.map { $0.name.text }
      }
      enumCases[decl.name.text] = cases
    }
    for preview in visitor.previews { previews.append((preview, file)) }
    for decl in visitor.protocols {
      protocols.append(
        (
          decl.name.text,
          decl.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        ))
    }
    for decl in visitor.extensions {
      let name = decl.extendedType.trimmedDescription
      extensions[name, default: []].append(decl.memberBlock.members)
      if let inherited = decl.inheritanceClause?.inheritedTypes {
        extensionConformances[name, default: []] += inherited.map { $0.type.trimmedDescription }
      }
    }
  }
}

/// Finds the structs, enums and `#Preview` bodies of one file (at any depth: extensions and
/// nested types too).
private final class DeclarationVisitor: SyntaxVisitor {
  var structs: [StructDeclSyntax] = []
  var enums: [EnumDeclSyntax] = []
  var previews: [CodeBlockItemListSyntax] = []
  var extensions: [ExtensionDeclSyntax] = []
  var protocols: [ProtocolDeclSyntax] = []

  override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
    protocols.append(node)
    return .skipChildren
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    extensions.append(node)
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    structs.append(node)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enums.append(node)
    return .visitChildren
  }

  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview", let closure = node.trailingClosure {
      previews.append(closure.statements)
    }
    return .skipChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    if node.macroName.text == "Preview", let closure = node.trailingClosure {
      previews.append(closure.statements)
    }
    return .skipChildren
  }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
