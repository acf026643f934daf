import NavGeometry
import ScreenModel
import SwiftSyntax

/// The running program behind `navlab-import --serve`: the interpreter, the views' state (kept
/// across reads by where each view sits in the tree), the geometry navlab reported last, and
/// the handlers the last read registered. The view reader consults it while reading; it is the
/// interpreter's host (`withAnimation`, writes to state, environment values).
final class LiveContext: InterpreterHost {
  let sources: SourceSet
  private(set) var interpreter: Interpreter!
  /// Top-level scope: the files' global functions and types are found through the interpreter.
  var global: Scope { interpreter.globalScope }
  var geometry = LiveGeometry()
  var time = 0.0
  /// State storage by the owning view's identity and the property's name.
  private var cells: [String: Cell] = [:]
  /// State names for the `state` answer, in the order created ("HomeView.offset").
  private(set) var stateNames: [(name: String, cell: Cell)] = []
  /// Node ids by node identity, stable for the run.
  private var ids: [String: String] = [:]
  var handlers = LiveHandlers()
  /// Named coordinate spaces: name → id of the node that declares it ("" the screen's scroll
  /// view). Kept across reads: a space is declared after the views that measure in it are read.
  var spaces: [String: String] = [:]
  /// What each handler saw last (geometry values, preference values, `onChange` values).
  var lastValues: [String: RuntimeValue] = [:]
  /// `onAppear` handlers that ran (by key).
  var appeared: Set<String> = []
  /// Screens showing (root "" and pushed screens' ids, from navlab's appear events).
  var screens: Set<String> = [""]
  /// A state write happened since the last read.
  var dirty = false
  /// `withAnimation`'s animation while its body runs.
  private var transaction: AnimationCurve?
  /// The animation the writes since the last read came under (nil: they jump).
  var pendingAnimation: AnimationCurve?
  /// The curves of the subtrees the last read named for `.animation(_:)` (SceneAnimator).
  var animations: [String: AnimationCurve] = [:]
  /// Named nested scroll views: readers, ids, `scrollTo`s, position bindings (issue 37).
  var scrolls = LiveScrolls()
  /// Custom view instances are named in the scene (`Modifier.node`) for patches.
  var namesInstances = false
  /// Instances' content kept between reads (with ``namesInstances``): see ``InstanceCache``.
  var instances = InstanceCache()
  /// The app's strings by key (set by the import session: its asset catalog's strings).
  var strings: (String) -> String? = { _ in nil }

  func localizedString(_ key: String) -> String? { strings(key) }
  /// The app's strings by a generated accessor's path (set by the import session).
  var accessorStrings: ([String]) -> String? = { _ in nil }

  func generatedString(_ path: [String]) -> String? { accessorStrings(path) }
  /// The app's string catalogs by table and key (set by the import session).
  var tableStrings: (String, String) -> String? = { _, _ in nil }

  func tableString(_ table: String, key: String) -> String? { tableStrings(table, key) }

  func bundleFile(_ name: String) -> String? { assetCatalog.bundleFile(name) }

  func bundledJSON(_ path: String) -> JSONValue? {
    switch assetCatalog.bundledJSON(path) {
    case .success(let document): return document
    case .failure(let problem):
      warn(problem.description)
      return nil
    }
  }

  /// Views of builders kept between reads (``SubtreeCache``), the button actions registered
  /// in the current read (what a kept view registers again), and the state cells read so far
  /// (``didRead(_:)``).
  var subtrees = SubtreeCache()
  var actionLog: [(id: String, action: RuntimeValue)] = []
  private(set) var cellReads = 0

  /// A read starts: whole (new scopes: the kept views are dropped) or alone.
  func beginRead(whole: Bool) {
    actionLog.removeAll(keepingCapacity: true)
    if whole { subtrees.reset() } else { subtrees.beginRead() }
  }

  /// The last whole read's geometry readers whose content can be read again alone.
  var readerUnits = ReaderUnits()
  /// Behaviour modifiers registered so far other than `preference` and `.animation(_:)`
  /// (``register(_:on:)``).
  var otherRegistrations = 0
  /// The last whole read's view instances that can be read again alone.
  var instanceUnits = InstanceUnits()
  /// While a read logs them: the state cells the code read, in order (``InstanceUnits``).
  var logsReads = false
  var readLog: [ObjectIdentifier] = []
  /// The cells the last whole read read outside ``instanceUnits`` (and readers read alone since).
  var treeReads: Set<ObjectIdentifier> = []
  /// State cells written since the last read, and whether one was written while views were
  /// being read (then the next read is whole).
  var written: Set<ObjectIdentifier> = []
  var reading = false
  var writtenWhileReading = false

  /// The counts that reading a view's content may change (``InstanceCache/Marks``).
  var marks: InstanceCache.Marks {
    var registrations =
      handlers.geometry.count + handlers.scroll.count + handlers.preferenceChanges.count
      + handlers.changes.count + handlers.appears.count + handlers.disappears.count
      + handlers.actions.count + handlers.toggles.count + handlers.readers.count
      + animations.count + spaces.count + lastValues.count + handlers.phases.count
      + handlers.positions.count + scrolls.registrations
    for values in handlers.preferences.values { registrations += values.count }
    return InstanceCache.Marks(stateReads: interpreter.stateReads, registrations: registrations)
  }
  /// The resources beside the files, read on the first read that asks (``ImportSession/assets``).
  lazy var assetCatalog = AssetCatalog(sourcePaths: sources.files.map(\.path))
  /// View expressions taken apart, by syntax node: the files do not change while the program
  /// runs, and a live read takes the same expressions apart every frame.
  private var viewCalls: [SyntaxIdentifier: ViewCall] = [:]
  /// Each view type's computed view properties (``ViewReader``), by type name.
  private var computedViews: [String: [(String, ExprSyntax)]] = [:]

  /// Colours of expressions that name nothing of their scope (``InstanceCache/isClosed(_:)``)
  /// and read no state, by node and whether an asset's dark appearance is kept: the same every
  /// read (`Color("navTitle1")`, a gradient's `[.brown, .black]`).
  private var colors: [ColorKey: ColorValue?] = [:]
  private var closed: [SyntaxIdentifier: Bool] = [:]
  /// Linear gradients of such expressions (``closedGradient(_:_:)``).
  private var gradients: [SyntaxIdentifier: LinearGradient?] = [:]
  private struct ColorKey: Hashable {
    var node: SyntaxIdentifier
    var adaptive: Bool
  }

  /// Whether `expression` names nothing of its scope (so its value depends only on state it
  /// reads), worked out once an expression.
  private func isClosed(_ expression: ExprSyntax) -> Bool {
    if let known = closed[expression.id] { return known }
    let value = expression.root.is(SourceFileSyntax.self) && InstanceCache.isClosed(expression)
    closed[expression.id] = value
    return value
  }

  func closedColor(
    _ expression: ExprSyntax, adaptive: Bool, _ read: () -> ColorValue?
  ) -> ColorValue? {
    let key = ColorKey(node: expression.id, adaptive: adaptive)
    if let known = colors[key] { return known }
    let isClosed = isClosed(expression)
    let reads = interpreter.stateReads
    let color = read()
    if isClosed, interpreter.stateReads == reads { colors[key] = .some(color) }
    return color
  }

  /// The linear gradient of `expression` when it names nothing of its scope and reads no
  /// state (seed 003's `LinearGradient(gradient: Gradient(colors: [Color("navTitle1"),
  /// Color.purple]), …)`, read with its view every scrolled frame): taken apart once.
  func closedGradient(_ expression: ExprSyntax, _ read: () -> LinearGradient?) -> LinearGradient? {
    if let known = gradients[expression.id] { return known }
    let isClosed = isClosed(expression)
    let reads = interpreter.stateReads
    let gradient = read()
    if isClosed, interpreter.stateReads == reads { gradients[expression.id] = .some(gradient) }
    return gradient
  }

  /// `expression`'s value (``evaluate(_:in:file:)``), kept when it names nothing of its scope,
  /// read no state and is a plain value (an enum case of numbers, strings and cases: an
  /// `.animation(.linear)` curve, evaluated with its view every scrolled frame; a type: a
  /// preference's key, evaluated with its reader every scrolled frame).
  func closedValue(_ expression: ExprSyntax, in scope: Scope, file: Int) -> RuntimeValue? {
    if let known = closedValues[expression.id] { return known }
    let reads = interpreter.stateReads
    let value = evaluate(expression, in: scope, file: file)
    if let value, Self.isPlain(value, depth: 0), isClosed(expression),
      interpreter.stateReads == reads
    {
      closedValues[expression.id] = value
    }
    return value
  }

  private var closedValues: [SyntaxIdentifier: RuntimeValue] = [:]

  /// A `.padding(…)`'s insets (`read`), kept by its call when every argument names nothing of
  /// its scope and reading them read no state and said nothing new: the same every read
  /// (issue 38: seed 003's `TopView` read its three paddings' edges and lengths again each
  /// scrolled frame).
  func closedInsets(_ call: ViewCall.Call, _ read: () -> EdgeInsets) -> EdgeInsets {
    if let known = insets[call.node.id] { return known }
    let reads = interpreter.stateReads
    let saidBefore = said.count
    let value = read()
    if interpreter.stateReads == reads, said.count == saidBefore,
      call.arguments.allSatisfy({ isClosed($0.expression) })
    {
      insets[call.node.id] = value
    }
    return value
  }

  private var insets: [SyntaxIdentifier: EdgeInsets] = [:]

  private static func isPlain(_ value: RuntimeValue, depth: Int) -> Bool {
    guard depth < 8 else { return false }
    switch value {
    case .int, .double, .bool, .string, .metatype: return true
    case .enumCase(_, _, let payload): return payload.allSatisfy { isPlain($0, depth: depth + 1) }
    default: return false
    }
  }

  func viewCall(_ expression: ExprSyntax) -> ViewCall {
    if let known = viewCalls[expression.id] { return known }
    let call = ViewCall(expression)
    // Only the files' own nodes: an expression made for one read (the entry's call) is new
    // each time, and would be kept forever.
    if expression.root.is(SourceFileSyntax.self) { viewCalls[expression.id] = call }
    return call
  }

  func computedViews(of type: String, _ find: () -> [(String, ExprSyntax)]) -> [(
    String, ExprSyntax
  )] {
    if let known = computedViews[type] { return known }
    let found = find()
    computedViews[type] = found
    return found
  }
  /// Names the files call outside their own declarations (the entry is a view none calls),
  /// found on the first read: the files do not change while the program runs.
  lazy var usedNames: Set<String> = UsedNames.find(in: sources)
  /// Member names every declaration of which in the files is a `LocalizedStringKey`
  /// (properties, and functions returning one): a title read through one is looked up
  /// (``Evaluator/localized(_:)``).
  lazy var localizedKeyMembers: Set<String> = LocalizedKeyMembers.find(in: interpreter?.types)
  /// The importer's messages given so far in the run, by where and what (each is given once).
  var said: Set<Said> = []

  struct Said: Hashable {
    var node: SyntaxIdentifier
    var file: Int
    var message: String
  }
  /// Environment objects (`.environmentObject(x)`) by class name, innermost last.
  var environmentObjects: [[String: RuntimeValue]] = []
  /// `@Environment(\.colorScheme)`.
  var colorScheme = "light"
  /// The screen the reader is inside ("" the root; a pushed destination's screen id).
  var screen = ""
  /// The tab navlab shows (its `tab` events; issue 41): a `TabView` reads it as its screen.
  var shownTab = 0
  /// Messages since the last answer.
  var warnings: [String] = []
  private var warned: Set<String> = []

  init(sources: SourceSet) {
    self.sources = sources
    interpreter = Interpreter(sources: sources, host: self)
  }

  // MARK: - Identity

  /// The id of the node at `key` (assigned on first use: n1, n2, …).
  func id(for key: String) -> String {
    if let id = ids[key] { return id }
    let id = "n\(ids.count + 1)"
    ids[key] = id
    return id
  }

  /// The name a custom view instance's subtree carries (`view-n7`): stable for the run, and
  /// within the wire's names (letters, digits, `_ - . :`).
  func nodeName(_ instance: String) -> String {
    "view-" + id(for: "instance " + instance)
  }

  /// A node's identity: the view instance it sits in and where it is written.
  static func key(_ identity: String, _ node: some SyntaxProtocol) -> String {
    // A modifier's call starts where its chain starts: its end tells them apart.
    identity + "@" + String(node.position.utf8Offset) + "-" + String(node.endPosition.utf8Offset)
  }

  /// State storage of `property` in the view at `identity`: the cell kept from earlier reads,
  /// or nil the first time (the interpreter creates it from the initial value).
  func stateCell(_ identity: String, _ property: String) -> Cell? {
    cells[identity + "." + property]
  }

  /// Keeps a view's new state cells (named `Type.property` in answers).
  func keep(_ cell: Cell, identity: String, type: String, property: String) {
    let key = identity + "." + property
    guard cells[key] == nil else { return }
    cells[key] = cell
    var name = type + "." + property
    if stateNames.contains(where: { $0.name == name }) { name += "#\(stateNames.count + 1)" }
    stateNames.append((name, cell))
  }

  // MARK: - Evaluation

  /// `expression`'s value, or nil. What the interpreter does not model (a colour, a style) the
  /// reader reads as written, silently; code that fails as code (a runaway loop, a nil
  /// force-unwrapped) is a warning naming its line.
  func evaluate(_ expression: ExprSyntax, in scope: Scope, file: Int, hint: String? = nil)
    -> RuntimeValue?
  {
    if let kept = layerValue, kept.node == expression.id, kept.scope === scope {
      layerValue = nil
      return kept.value
    }
    let value: RuntimeValue?
    do {
      value = try interpreter.evaluate(expression, in: scope, file: file, hint: hint)
    } catch let error as InterpreterError {
      if !error.message.hasPrefix("cannot evaluate") { warn(error.located(in: sources)) }
      value = nil
    } catch {
      value = nil
    }
    if keepsLayer {
      keepsLayer = false
      layerValue = (expression.id, scope, value)
    }
    return value
  }

  /// `.background(viewForBackground())`: the layer is tried as a colour first, which runs
  /// `viewForBackground()`, then read as a view, which would run it again (issue 38: half of
  /// seed 003's `TopView` read). The first value the colour attempt evaluates is kept for the
  /// next evaluation of the same expression in the same scope (the view read), as SwiftUI runs
  /// it once (``layer(_:else:)``).
  private var keepsLayer = false
  private var layerValue: (node: SyntaxIdentifier, scope: Scope, value: RuntimeValue?)?

  /// A modifier's layer: `color` (the colour attempt) run with its first evaluation kept, then
  /// `read` given its result (the view read, which takes the kept value); forgotten after.
  func layer<T>(_ color: () -> ColorValue?, else read: (ColorValue?) -> T) -> T {
    keepsLayer = true
    let found = color()
    keepsLayer = false
    defer { layerValue = nil }
    return read(found)
  }

  /// Runs a handler closure; a runaway one is stopped with a warning naming its line.
  @discardableResult
  func run(_ closure: RuntimeValue, _ arguments: [RuntimeValue]) -> RuntimeValue? {
    do {
      return try interpreter.call(closure, arguments.map { Argument(label: nil, value: $0) })
    } catch let error as InterpreterError {
      warn(error.located(in: sources))
      return nil
    } catch {
      return nil
    }
  }

  private var shorthandArities: [SyntaxIdentifier: Int] = [:]

  /// A closure's parameter count (handlers take one or two values).
  func arity(_ closure: RuntimeValue) -> Int {
    guard case .closure(let value) = closure else { return 0 }
    switch value.kind {
    case .literal(let literal):
      switch literal.signature?.parameterClause {
      case .simpleInput(let names): return names.count
      case .parameterClause(let clause): return clause.parameters.count
      case nil:
        // `$0`/`$1` used in the body, found once a closure (issue 38: writing the body out
        // and searching it ran every frame for seed 003's `onPreferenceChange`).
        if let known = shorthandArities[literal.id] { return known }
        let text = literal.statements.description
        let arity = text.contains("$1") ? 2 : text.contains("$0") ? 1 : 0
        if literal.root.is(SourceFileSyntax.self) { shorthandArities[literal.id] = arity }
        return arity
      }
    case .function(let decl, _, _): return decl.signature.parameterClause.parameters.count
    case .builtin: return 1
    }
  }

  func warn(_ message: String) {
    guard warned.insert(message).inserted else { return }
    warnings.append(message)
  }

  // MARK: - Values for the code

  func point(_ x: Double, _ y: Double) -> RuntimeValue {
    make("CGPoint", [("x", x), ("y", y)])
  }

  func size(_ width: Double, _ height: Double) -> RuntimeValue {
    make("CGSize", [("width", width), ("height", height)])
  }

  func rect(_ rect: LiveGeometry.Rect) -> RuntimeValue {
    make("CGRect", [("x", rect.x), ("y", rect.y), ("width", rect.width), ("height", rect.height)])
  }

  func edgeInsets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double)
    -> RuntimeValue
  {
    make(
      "EdgeInsets",
      [("top", top), ("leading", leading), ("bottom", bottom), ("trailing", trailing)])
  }

  private func make(_ type: String, _ fields: [(String, Double)]) -> RuntimeValue {
    (try? interpreter.instantiate(
      type: type, fields.map { Argument(label: $0.0, value: .double($0.1)) }, file: 0))
      ?? .void
  }

  /// Where a coordinate space's origin is in screen coordinates: `.global` (0, 0); `.local`
  /// the node itself (handled by the proxy); `.scrollView` the scroll view's frame (it runs
  /// under the bars from the top of the screen); `.named(x)` the frame of the node that
  /// declared it, or the scroll content's resting top for the screen's own scroll view.
  func origin(of space: RuntimeValue) -> (x: Double, y: Double) {
    guard case .enumCase(_, let name, let payload) = space else { return (0, 0) }
    switch name {
    case "named":
      guard case .string(let spaceName)? = payload.first,
        let id = spaces[spaceName]
      else { return (0, 0) }
      if let frame = geometry.frames[id] { return (frame.x, frame.y) }
      return (0, geometry.insets.top)
    default: return (0, 0)
    }
  }

  // MARK: - InterpreterHost

  func callGlobal(
    _ name: String, _ arguments: [Argument], trailing: RuntimeValue?, interpreter: Interpreter
  ) throws -> RuntimeValue? {
    switch name {
    case "withAnimation":
      let body =
        trailing ?? arguments.last { if case .closure = $0.value { true } else { false } }?.value
      let curve = arguments.first.flatMap { Self.animation($0.value) } ?? .default
      let outer = transaction
      transaction = curve
      defer { transaction = outer }
      guard let body else { return .void }
      return try interpreter.call(body, [])
    case "print", "debugPrint", "dump":
      return .void
    default:
      return nil
    }
  }

  func degraded(_ warning: InterpreterError) { warn(warning.located(in: sources)) }

  func didRead(_ cell: Cell) {
    cellReads &+= 1
    if logsReads { readLog.append(ObjectIdentifier(cell)) }
  }

  func didWrite(_ cell: Cell) {
    dirty = true
    written.insert(ObjectIdentifier(cell))
    if reading { writtenWhileReading = true }
    if let transaction {
      pendingAnimation = transaction
      if handlers.positions.contains(where: { $0.cell === cell }) {
        scrolls.animatedWrites.insert(ObjectIdentifier(cell))
      }
    }
  }

  /// Whether code runs inside `withAnimation` (a `scrollTo` there animates).
  var inTransaction: Bool { transaction != nil }

  func environment(_ keyPath: String) -> RuntimeValue? {
    // `@EnvironmentObject var state: T` asks by the class's name.
    if let object = environmentObject(keyPath) { return object }
    switch keyPath.split(separator: ".").last.map(String.init) ?? keyPath {
    case "colorScheme": return .enumCase(type: "ColorScheme", name: colorScheme, payload: [])
    case "presentationMode", "isPresented":
      // `presentationMode.wrappedValue.isPresented`: the screen shows.
      return .native(PresentationValue(isPresented: true))
    case "dismiss": return .native(PresentationValue(isPresented: true))
    // An iPhone in portrait: compact width, regular height (`.hidden(sizeClass == .compact)`).
    case "horizontalSizeClass":
      return .enumCase(type: "UserInterfaceSizeClass", name: "compact", payload: [])
    case "verticalSizeClass":
      return .enumCase(type: "UserInterfaceSizeClass", name: "regular", payload: [])
    // The simulated iPhone's locale and calendar (`Locale.current`, Gregorian in UTC).
    case "locale": return .enumCase(type: "Locale", name: "current", payload: [])
    case "calendar": return .native(CalendarValue())
    // SwiftUI's documented defaults on a fresh install: the default text size (`.large`,
    // `DynamicTypeSize`'s and `ContentSizeCategory`'s default), left-to-right, enabled, not
    // searching, not editing, the app active, a 3x screen.
    case "dynamicTypeSize": return .enumCase(type: "DynamicTypeSize", name: "large", payload: [])
    case "sizeCategory": return .enumCase(type: "ContentSizeCategory", name: "large", payload: [])
    case "layoutDirection":
      return .enumCase(type: "LayoutDirection", name: "leftToRight", payload: [])
    case "isEnabled": return .bool(true)
    case "isSearching", "isFocused": return .bool(false)
    case "editMode":
      return .binding(Cell(.enumCase(type: "EditMode", name: "inactive", payload: [])))
    case "scenePhase": return .enumCase(type: "ScenePhase", name: "active", payload: [])
    case "displayScale": return .double(3)
    case "legibilityWeight": return .nilValue
    // Actions (`openURL(url)`, `requestReview()`…) change nothing a first frame shows: called, they
    // do nothing.
    case "openURL", "openWindow", "dismissSearch", "requestReview", "dismissWindow":
      return .native(PresentationValue(isPresented: true))
    default: return nil
    }
  }

  /// An environment object of class `type`, innermost first.
  func environmentObject(_ type: String) -> RuntimeValue? {
    for level in environmentObjects.reversed() { if let value = level[type] { return value } }
    return nil
  }

  /// A SwiftUI `Animation` value as a curve: `.linear`, `.easeInOut(duration: 0.2)`,
  /// `.spring(response:dampingFraction:)`, `.default`; nil for `nil` (no animation).
  static func animation(_ value: RuntimeValue) -> AnimationCurve? {
    guard case .enumCase(_, let name, let payload) = value.unwrapped ?? .void else { return nil }
    // `.linear.delay(0.1)`, `.spring().speed(2)`: the animation they modify (delay and speed
    // are not modelled).
    if ["delay", "speed", "repeatCount", "repeatForever", "logicallyComplete"].contains(name),
      let base = payload.first
    {
      return animation(base)
    }
    let duration = payload.first?.number ?? AnimationCurve.presetDuration
    switch name {
    case "linear": return .linear(duration)
    case "easeIn": return .easeIn(duration)
    case "easeOut": return .easeOut(duration)
    case "easeInOut": return .easeInOut(duration)
    // iOS 17's named springs (NavGeometry's, by their duration and bounce).
    case "bouncy" where payload.isEmpty: return .bouncy
    case "snappy" where payload.isEmpty: return .snappy
    case "smooth" where payload.isEmpty: return .smooth
    case "spring", "interactiveSpring", "interpolatingSpring", "bouncy", "snappy", "smooth":
      if payload.isEmpty { return name == "spring" ? .spring(duration: 0.5, bounce: 0) : .default }
      return .spring(
        response: payload[0].number ?? 0.55,
        damping: payload.count > 1 ? payload[1].number ?? 0.825 : 0.825)
    default: return .default
    }
  }
}

/// `@Environment(\.presentationMode)` / `\.dismiss`: the screen is presented.
final class PresentationValue: NativeValue {
  var isPresented: Bool
  init(isPresented: Bool) { self.isPresented = isPresented }
  var typeName: String { "PresentationMode" }
  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "wrappedValue": .native(self)
    case "isPresented": .bool(isPresented)
    default: nil
    }
  }
  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    method == "dismiss" || method == "callAsFunction" ? .void : nil
  }
}
