import SwiftSyntax

/// Runs the Swift that SwiftUI view code uses, straight from the syntax trees: expressions,
/// statements, the files' functions, methods, initialisers, structs, classes and enums.
///
/// Views are not evaluated: a call of a SwiftUI or file-declared `View` type (or a modifier
/// chain on one) gives a `ViewExpression` holding the syntax and the scope, for the view reader.
/// Every top-level call (`evaluate`, `execute`, `call`, `instantiate`, `staticMember`,
/// `callMethod`) is bounded in steps, call depth, expression depth and collection sizes; what
/// the interpreter cannot evaluate throws an `InterpreterError` naming the construct.
final class Interpreter {
  /// The bounds of one top-level call (also known as `InterpreterLimits`).
  typealias Limits = InterpreterLimits

  let sources: SourceSet
  let types: TypeIndex
  /// Held strongly: a host that also holds the interpreter makes a cycle, harmless for a
  /// session's one interpreter, where a weak host created inline would vanish at once.
  var host: InterpreterHost?
  let limits: InterpreterLimits

  /// The scope of top-level functions and globals (parent of every function's scope).
  let globalScope = Scope(parent: nil)
  /// Static stored properties, evaluated on first use and kept (`static var` can change).
  var staticCells: [String: Cell] = [:]
  /// Static stored properties whose initialiser is running (a read inside it is a cycle).
  var staticsBeingInitialised: Set<String> = []
  /// Folded operator sequences, by node (a sequence is folded once however often it runs).
  var foldedSequences: [SyntaxIdentifier: FoldedExpression] = [:]
  /// Source text of type annotations and other nodes read on every run (`trimmedDescription`
  /// rebuilds the tree: far too slow per call).
  var texts: [SyntaxIdentifier: String] = [:]
  /// Identifier tokens' text and literals' values, by node: swift-syntax recomputes a token's
  /// text and kind from the raw tree on every access, the slowest part of a step.
  var identifiers: [SyntaxIdentifier: String] = [:]
  var literals: [SyntaxIdentifier: RuntimeValue] = [:]
  var mutability: [SyntaxIdentifier: Bool] = [:]
  /// Methods of a type by type and name (``methods(of:_:)``): the files do not change while
  /// the program runs, and each call of a view's method looked through its protocols again.
  var methodsFound: [String: [String: [(decl: FunctionDeclSyntax, file: Int)]]] = [:]
  /// Declared tuple types' element types, by type as written (``coerce(_:to:)``).
  var tupleTypes: [String: [String]?] = [:]
  /// The names each closure literal uses, for what it captures.
  var captureNames: [SyntaxIdentifier: Set<String>] = [:]
  /// Parameter lists of the files' functions and initialisers, by clause.
  var parameterLists: [SyntaxIdentifier: [Parameter]] = [:]

  /// Bundled JSON documents decoded so far, by file, type and key strategy
  /// (``decode(_:from:snakeCase:at:file:)``): a view's property that loads them runs every read.
  var decodedResources: [String: Result<RuntimeValue, InterpreterError>] = [:]
  /// The defaults of package storage keys by name and type (``keyDefault(_:type:)``).
  var keyDefaults: [String: RuntimeValue?] = [:]
  /// `UserDefaults` stores by suite name ("" for `.standard`): what the code registered or set.
  var defaultsStores: [String: UserDefaultsValue.Store] = [:]
  /// `UUID()`s made so far: each new one is the next in a fixed series (deterministic runs).
  var uuidsMade = 0
  /// Types the files do not declare whose statics were read as opaque values (said once each).
  var unknownTypesSaid: Set<String> = []
  /// Types from outside the files whose values are records of their labelled arguments.
  var recordTypes: Set<String> = []
  /// Nesting of samples being built (`sample(of:)` of a type whose fields need samples).
  var samplingDepth = 0
  /// Types the files do not declare whose members were read as generated string accessors
  /// (said once each).
  var generatedAccessorTypes: Set<String> = []
  /// Reads of view state so far: wrapper storage (`@State`, `@Binding`, objects' fields) and
  /// static or global variables. The live reader reuses a view instance's content when its
  /// arguments are the same and reading it read none of these (issue 38).
  var stateReads = 0

  /// Steps taken in the current top-level call, nesting of calls and expressions.
  var steps = 0
  var callDepth = 0
  var expressionDepth = 0
  /// Nesting of the public entry points: the counters reset when the outermost one starts.
  private var entries = 0
  /// The lowest stack address the interpreter may reach on the current thread: a guard
  /// against overflowing the thread's stack (debug builds use large frames, and threads other
  /// than the main one have small stacks) whatever the call-depth limit.
  var stackLimit: UInt = 0
  private var stackBounds = StackBounds.Cache()

  init(sources: SourceSet, host: InterpreterHost?, limits: InterpreterLimits = .default) {
    self.sources = sources
    self.types = TypeIndex(sources)
    self.host = host
    self.limits = limits
  }

  // MARK: Entry points

  /// The value of `expression`, evaluated in `scope` (names resolve there, then in `self`'s
  /// type, the files' globals and types, the host).
  /// `hint` is the type the value is read as (a leading-dot member is that type's).
  func evaluate(_ expression: ExprSyntax, in scope: Scope, file: Int, hint: String? = nil) throws
    -> RuntimeValue
  {
    try entry(at: expression, file: file) {
      // An expression inside an optional chain (`a?` of `a?.b`) that meets nil is nil.
      do { return try eval(expression, scope, file, hint: hint) } catch is OptionalChainNil {
        return .nilValue
      }
    }
  }

  /// Runs a function, closure or view body: the value it returns, the value of its single
  /// expression (implicit return), the views of a `@ViewBuilder` body, or `.void`.
  func execute(_ statements: CodeBlockItemListSyntax, in scope: Scope, file: Int) throws
    -> RuntimeValue
  {
    try entry(at: statements, file: file) { try runBody(statements, scope, file) }
  }

  /// Runs one statement of a body in place (a builder's `let x = …`: `x` is bound in `scope`
  /// for the statements after it). Use this rather than wrapping the item in a new list: a new
  /// list is a new tree, whose nodes the interpreter's per-node caches do not know.
  func execute(_ item: CodeBlockItemSyntax, in scope: Scope, file: Int) throws -> RuntimeValue {
    try entry(at: item, file: file) { try runItem(item, scope, file) }
  }

  /// Calls a closure or function value (a handler: `onGeometryChange`'s transform, a `Button`
  /// action, a `PreferenceKey.reduce`). An `inout` parameter takes `.binding(cell)`.
  func call(_ callee: RuntimeValue, _ arguments: [Argument]) throws -> RuntimeValue {
    try entry(at: nil, file: 0) { try callValue(callee, arguments, at: nil, file: 0) }
  }

  /// A new instance of a struct or class of the files (memberwise or declared `init`), or of a
  /// built-in value type (`CGPoint`, `CGRect`…). `wrapperCells` supplies the storage of
  /// property-wrapper properties by name (the host keeps `@State` across re-instantiation);
  /// those not supplied get new cells with their initial values, observed once the instance is
  /// initialised.
  func instantiate(
    type: String, _ arguments: [Argument], file: Int, wrapperCells: [String: Cell] = [:]
  ) throws -> RuntimeValue {
    try entry(at: nil, file: file) {
      try construct(type, arguments, wrapperCells: wrapperCells, at: nil, file: file)
    }
  }

  /// A static property (`OffsetKey.defaultValue`), static function (as a closure:
  /// `OffsetKey.reduce`, called through `call`) or enum case of a type.
  func staticMember(_ type: String, _ name: String) throws -> RuntimeValue {
    try entry(at: nil, file: 0) { try staticValue(type, name, at: nil, file: 0) }
  }

  /// A method of a value (an instance's method, a built-in one such as `append`, a `View`
  /// extension method on a `ViewExpression`): the result, and the receiver as the method left
  /// it (a `mutating` method changes a struct).
  /// `node` in `file` is where the call is written (what an error names).
  func callMethod(
    _ receiver: RuntimeValue, _ name: String, _ arguments: [Argument],
    at node: (any SyntaxProtocol)? = nil, file: Int = 0
  ) throws -> (result: RuntimeValue, receiver: RuntimeValue) {
    try entry(at: node, file: file) {
      let cell = Cell(receiver)
      let result = try invokeMethod(on: cell, name, arguments, at: node, file: file)
      return (result, cell.value)
    }
  }

  /// A property of a value (fields, computed properties, property-wrapper storage, built-in
  /// members such as `CGRect.minY`).
  func member(of value: RuntimeValue, _ name: String) throws -> RuntimeValue {
    try entry(at: nil, file: 0) { try memberValue(value, name, at: nil, file: 0) }
  }

  /// The elements of a sequence value (`0..<40`, an array, a dictionary's key-value tuples, a
  /// string's characters) for `ForEach`, within the collection limit.
  func elements(of sequence: RuntimeValue) throws -> [RuntimeValue] {
    try entry(at: nil, file: 0) { try materialize(sequence, at: nil, 0) }
  }

  /// A top-level `let`/`var` of the files (evaluated on first use) or a global function (as a
  /// closure for `call`).
  func global(_ name: String) throws -> RuntimeValue {
    try entry(at: nil, file: 0) {
      if let stored = types.globals[name] {
        return try staticCell(key: "." + name, stored, typeName: nil).value
      }
      if let function = types.functions[name]?.first {
        return .closure(
          Closure(
            .function(function.decl, receiver: nil, typeName: nil), scope: globalScope,
            file: function.file))
      }
      throw error("the files declare no global \(name)", at: nil, file: 0)
    }
  }

  /// Writes a cell as the code would (a `Toggle` flipping its binding): `.constant` bindings
  /// ignore it, a derived binding runs its setter, an observed cell tells the host.
  func write(_ cell: Cell, _ value: RuntimeValue) throws {
    try write(cell) { $0 = value }
  }

  /// Changes a cell's value in place, as `write` does.
  func write(_ cell: Cell, _ change: (inout RuntimeValue) throws -> Void) throws {
    try entry(at: nil, file: 0) { try modifyCell(cell, change) }
  }

  /// A scope for running code of `value`'s type with `self` bound (a view's body).
  func scope(forSelf value: RuntimeValue) -> Scope {
    let scope = Scope(parent: globalScope)
    scope.selfCell = Cell(value, name: "self")
    scope.typeName = Self.typeName(of: value)
    return scope
  }

  // MARK: Limits and errors

  private func entry<T>(at node: (any SyntaxProtocol)?, file: Int, _ body: () throws -> T)
    throws -> T
  {
    if entries == 0 {
      trimCaches()
      steps = 0
      callDepth = 0
      expressionDepth = 0
      stackLimit = stackBounds.lowestSafeAddress()
    }
    entries += 1
    defer { entries -= 1 }
    return try body()
  }

  /// Most entries the per-node caches hold together: a few per node of the files (a large
  /// screen has tens of thousands). Past it (a caller evaluating freshly built trees, whose
  /// nodes are new each time) they are emptied, so memory stays flat.
  static let cacheLimit = 400_000

  private func trimCaches() {
    let total =
      foldedSequences.count + texts.count + identifiers.count + literals.count
      + mutability.count + parameterLists.count + captureNames.count
    guard total > Self.cacheLimit else { return }
    foldedSequences.removeAll()
    texts.removeAll()
    identifiers.removeAll()
    literals.removeAll()
    mutability.removeAll()
    parameterLists.removeAll()
    captureNames.removeAll()
  }

  /// Counts one step; throws when the top-level call has run too long.
  @inline(__always)
  func step(_ node: some SyntaxProtocol, _ file: Int) throws {
    steps += 1
    if steps > limits.steps { throw tooManySteps(node, file) }
  }

  @inline(never)
  private func tooManySteps(_ node: some SyntaxProtocol, _ file: Int) -> InterpreterError {
    limitError(
      "runs more than \(limits.steps) steps (a loop that does not end?)", at: node, file: file)
  }

  /// Throws when the stack is close to the thread's end.
  func checkStack(_ node: (any SyntaxProtocol)?, _ file: Int) throws {
    if StackBounds.here() < stackLimit {
      throw limitError(
        "nests too deeply (recursion or a very deep expression)", at: node, file: file)
    }
  }

  func error(_ message: String, at node: (any SyntaxProtocol)?, file: Int) -> InterpreterError {
    InterpreterError(
      message: message, file: file,
      position: node?.positionAfterSkippingLeadingTrivia ?? AbsolutePosition(utf8Offset: 0))
  }

  /// An error of a bound the code ran past (no sample stands in for it).
  func limitError(_ message: String, at node: (any SyntaxProtocol)?, file: Int) -> InterpreterError
  {
    var failure = error(message, at: node, file: file)
    failure.isLimit = true
    return failure
  }

  /// "cannot evaluate X": the construct, shortened to one line.
  func unsupported(_ node: some SyntaxProtocol, _ file: Int, _ why: String = "") -> InterpreterError
  {
    var text = self.text(node).split(separator: "\n").first.map(String.init) ?? ""
    if text.count > 60 { text = String(text.prefix(57)) + "…" }
    return error("cannot evaluate \(text)" + (why.isEmpty ? "" : " (\(why))"), at: node, file: file)
  }

  /// A token's text, computed once per token.
  func identifier(_ token: TokenSyntax) -> String {
    if let known = identifiers[token.id] { return known }
    let text = token.plainName
    identifiers[token.id] = text
    return text
  }

  /// Whether a `let`/`var` token is `var`, computed once per token.
  func isVar(_ token: TokenSyntax) -> Bool {
    if let known = mutability[token.id] { return known }
    let result = token.tokenKind == .keyword(.var)
    mutability[token.id] = result
    return result
  }

  /// A node's text without surrounding trivia, computed once per node.
  func text(_ node: some SyntaxProtocol) -> String {
    if let known = texts[node.id] { return known }
    let text = node.trimmedDescription
    texts[node.id] = text
    return text
  }

  /// The type name the files extend a built-in value under (`extension String`), or nil.
  static func builtinTypeName(of value: RuntimeValue) -> String? {
    switch value {
    case .optional: "Optional"
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .array: "Array"
    case .dictionary: "Dictionary"
    default: nil
    }
  }

  /// The type name the interpreter knows a value by (for methods and statics).
  static func typeName(of value: RuntimeValue) -> String? {
    switch value {
    case .instance(let instance): instance.type
    case .object(let object): object.type
    case .enumCase(let type, _, _): type.isEmpty ? nil : type
    case .metatype(let name): name
    default: nil
    }
  }
}

/// How a statement ended: normally, or by `return`, `break` or `continue`.
enum Flow {
  case normal
  case returned(RuntimeValue)
  /// `break`, with its label if it names one.
  case broke(String?)
  case continued(String?)
  /// `fallthrough`: the next case's statements run.
  case fellThrough
}

/// What a body collects while it runs: the value of its last expression statement (implicit
/// return) and the views of a `@ViewBuilder` body.
final class BodyContext {
  var last: RuntimeValue?
  var views: [ViewExpression] = []
  /// An initialiser's body: a statement that cannot run is skipped (with its warning) and the
  /// rest still run.
  var degradesPerStatement = false
  /// The type a body of one expression statement is read as (its implicit return's).
  var hint: String?
  /// A `guard`'s `else` body: it must leave the scope, so none of its expression statements is
  /// a view or an implicit return; one that cannot run (a log call through a `Logger` the
  /// interpreter does not model) is skipped with its warning and the exit still runs.
  var skipsFailedExpressions = false
  /// The statements of the function or closure body this context collects (for
  /// `Interpreter.isViewBuilder`, asked only when a statement fails).
  var body: CodeBlockItemListSyntax?
  /// Whether `body` is a view builder, once asked.
  var isViewBuilder: Bool?
}

/// Unwinds an optional chain (`a?.b.c`) that met `nil`, to the chain's outermost expression.
struct OptionalChainNil: Error {}
