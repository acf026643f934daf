import NavGeometry
import ScreenModel

/// `navlab-import --serve`: the SwiftUI files running behind navlab. Each request (one JSON
/// line: the time, the geometry of the last frame, what the user did) runs the code that
/// depends on it (geometry and preference handlers, `onChange`, `onAppear`, button actions),
/// re-reads the views whose state changed, and answers with the scene when what it shows
/// changed, animated as the code asked (docs/swiftui.md, "Running the code").
public final class LiveSession {
  private let sources: SourceSet
  private let view: String?
  private let context: LiveContext
  private var animator = SceneAnimator()
  /// The scene last sent (as shown, animation applied).
  private var sent: ScreenSpec?
  /// Its named subtrees when the last answer found them (``PatchBuilder``).
  private var sentNamed: [String: ContentNode]?
  /// The geometry the last read saw (a geometry reader's content depends on it).
  private var readGeometry: LiveGeometry?
  private var started = false
  /// What the reads so far said (the one-off import prints them), each once, and the last
  /// read's counts.
  private var diagnostics: [ImportDiagnostic] = []
  private var seenDiagnostics: Set<String> = []
  private var lastRead: SwiftUIImporter.Result?
  /// Views the last read read (instances whose content was reused are not read).
  var viewsReadLast: Int { lastRead?.viewsRead ?? 0 }
  /// Whether a geometry reader whose frame alone moved, and a view instance whose state alone
  /// changed, are read alone (``ReaderUnits``, ``InstanceUnits``), with what did not change
  /// kept (``SubtreeCache``, a preference's reduced value, an unchanged screen's answer); off,
  /// every read is whole and everything is computed again (the tests' reference).
  var readsAlone = true {
    didSet { context.subtrees.isOn = readsAlone && sendsPatches }
  }
  /// Views a read took from the last ones (``SubtreeCache``), so far.
  var subtreesTaken: Int { context.subtrees.hits }
  /// Whole reads of the tree, and readers and instances read alone, so far.
  private(set) var wholeReads = 0
  private(set) var readersReadAlone = 0
  private(set) var instancesReadAlone = 0
  /// The ids of the last read's geometry readers.
  var readerIDs: [String] { context.handlers.readers.sorted() }
  private var firstSummary = ""
  /// Patches: the last screen read, its animations' curves, and the transaction of the
  /// changes since the last answer.
  private var latest: ScreenSpec?
  /// Whether `latest` may differ from `sent` (a part read alone that gave what was there
  /// leaves it false: the answer has nothing new without comparing the screens).
  private var latestChanged = true
  private var latestAnimations: [String: AnimationCurve] = [:]
  /// Where the marked subtrees of `latest` sit (parts read alone are put there).
  private var markedPaths = MarkedPaths()
  private var pendingTransaction: AnimationCurve?
  /// Errors that stop the import (a file that does not parse); the session answers nothing.
  public let errors: [ImportDiagnostic]

  /// Rounds of handlers → state → read within one request: a handler that sets state that
  /// changes the geometry its own handler reads settles in a few; a loop is cut here.
  static let maximumRounds = 4

  /// Answers with patches of the named view instances and their transaction, and lets navlab
  /// animate, instead of whole scenes animated here (docs/live.md, "Patches"). Off until
  /// navlab's side applies patches (issue 38's engine side, the live helper's branch).
  let sendsPatches: Bool

  public init(
    _ sources: [(path: String, bytes: [UInt8])], view: String? = nil, sendsPatches: Bool = false
  ) {
    self.sources = SourceSet(sources)
    self.view = view
    self.sendsPatches = sendsPatches
    self.context = LiveContext(sources: self.sources)
    context.namesInstances = sendsPatches
    context.subtrees.isOn = sendsPatches
    let syntax = self.sources.syntaxErrors(opening: view)
    var errors = syntax.errors
    for warning in syntax.warnings {
      seenDiagnostics.insert(warning.description)
      diagnostics.append(warning)
      context.warn(warning.description)
    }
    if sources.isEmpty {
      errors.append(
        ImportDiagnostic(
          file: "navlab-import", line: 0, column: 0, severity: .error,
          message: "no .swift files given"))
    }
    self.errors = errors
  }

  /// The interpreter holds its host, the context, which holds it: the cycle is broken here so
  /// that a session's files, trees and values go with it (every import is a session now; the
  /// fuzz harness's leak check found each one kept).
  deinit {
    context.interpreter.host = nil
    // Kept views hold their scopes, which may hold a geometry proxy, which holds the context.
    context.subtrees.reset()
    context.actionLog.removeAll()
  }

  /// The answer to one request line, one line of JSON (docs/live.md).
  public func respond(to line: String) -> String {
    var answer = ""
    do {
      let request = try LiveWire.decodeRequest(Array(line.utf8))
      LiveWire.appendResponse(respond(to: request), to: &answer)
    } catch {
      var response = LiveResponse()
      response.warnings = ["navlab-import: \(error.message); ignored"]
      LiveWire.appendResponse(response, to: &answer)
    }
    return answer
  }

  /// The answer to one request.
  public func respond(to request: LiveRequest) -> LiveResponse {
    context.time = request.time
    context.geometry.update(from: request)
    for event in request.events { handle(event) }
    for _ in 0..<Self.maximumRounds {
      if needsRead, !readMovedReaders(), !readWrittenInstances() { read() }
      runHandlers()
      if !context.dirty { break }
    }
    if context.dirty { read() }
    var response = LiveResponse()
    if sendsPatches {
      answer(into: &response)
    } else if let shown = animator.shown(at: context.time), shown != sent {
      sent = shown
      sentNamed = nil
      response.scene = shown
    }
    for (name, cell) in context.stateNames {
      Self.flatten(cell.value, name, into: &response.state)
    }
    response.scrollTo = context.scrolls.pending
    context.scrolls.pending.removeAll()
    response.warnings = context.warnings
    context.warnings.removeAll()
    response.animating = !sendsPatches && animator.isAnimating(at: context.time)
    // Without readers or geometry, scroll or preference handlers, the code cannot see a
    // scroll: navlab need not ask while one runs.
    let handlers = context.handlers
    let watches =
      !handlers.readers.isEmpty || !handlers.geometry.isEmpty || !handlers.scroll.isEmpty
      || !handlers.preferences.isEmpty || !handlers.preferenceChanges.isEmpty
      || context.spaces.values.contains { !$0.isEmpty } || !handlers.phases.isEmpty
      || !handlers.positions.isEmpty
    response.watchesGeometry = watches
    return response
  }

  /// The one-off import (`--emit-scene`, `--strict`): the answer to the first request (time
  /// 0, nothing laid out), with every message of the reads it took.
  func firstImport() -> SwiftUIImporter.Result {
    let answer = respond(to: LiveRequest(time: 0))
    var result =
      lastRead
      ?? SwiftUIImporter.Result(
        scene: nil, diagnostics: [], viewsRead: 0, placeholders: 0, entry: "")
    result.diagnostics = diagnostics
    result.scene = result.hasErrors ? nil : answer.scene
    result.runtimeWarnings = answer.warnings.filter {
      !seenDiagnostics.contains($0) && $0 != firstSummary
    }
    return result
  }

  /// The new screen as patches of what changed since the last one sent, with its
  /// transaction (navlab animates), or the whole screen when more changed or none was sent.
  private func answer(into response: inout LiveResponse) {
    guard let latest else { return }
    defer {
      sent = latest
      pendingTransaction = nil
      latestChanged = false
    }
    // The screen sent, unchanged: no patches (what PatchBuilder finds, without its walks).
    if readsAlone, sent != nil, !latestChanged {
      response.transaction = pendingTransaction.map { LiveTransaction($0) }
      return
    }
    var named = sent == nil ? nil : sentNamed
    defer { sentNamed = named }
    guard let sent, let patches = PatchBuilder.patches(from: sent, to: latest, named: &named)
    else {
      response.scene = latest
      return
    }
    response.patches = patches.map { patch in
      var patch = patch
      // An `.animation(_:)` subtree animates with its own curve.
      if let curve = latestAnimations[patch.node] { patch.transaction = LiveTransaction(curve) }
      return patch
    }
    response.transaction = pendingTransaction.map { LiveTransaction($0) }
  }

  /// A read is due: the first, after a state change, or when a geometry reader's frame (or
  /// a named space's) moved since the last read.
  private var needsRead: Bool {
    guard started, !context.dirty, let seen = readGeometry else { return true }
    let watched = context.handlers.readers.union(context.spaces.values.filter { !$0.isEmpty })
    for id in watched where seen.frames[id] != context.geometry.frames[id] { return true }
    // Preferences computed from a reader's frame in the scroll view's space move with it.
    if !context.handlers.readers.isEmpty, seen.offsetY != context.geometry.offsetY { return true }
    return false
  }

  /// Issue 38: when only geometry readers' frames moved (no state written, no named space
  /// moved), reads each one's content again alone with its new proxy and puts it in the last
  /// screen read, with its new preference values: what a whole read would give (nothing else
  /// in the tree reads a proxy; ``ReaderUnits``). False, with nothing changed, when a whole
  /// read is due: a reader that does not qualify, or one whose content now registers more.
  private func readMovedReaders() -> Bool {
    guard readsAlone, sendsPatches, started, !context.dirty, let seen = readGeometry,
      var screen = latest
    else { return false }
    let geometry = context.geometry
    for id in context.spaces.values where !id.isEmpty && seen.frames[id] != geometry.frames[id] {
      return false
    }
    let readers = context.handlers.readers
    // As `needsRead`: a scroll moves every reader in the scroll view's space.
    let moved =
      seen.offsetY != geometry.offsetY
      ? readers.sorted() : readers.filter { seen.frames[$0] != geometry.frames[$0] }.sorted()
    guard !moved.isEmpty else { return false }
    var preferences = context.handlers.preferences
    var warnings: [ImportDiagnostic] = []
    var paths = markedPaths
    var changed = false
    for id in moved {
      guard let unit = context.readerUnits.units[id],
        let (content, values, diagnostics) = readAlone(unit),
        let replaced = paths.replacing(.id(id), with: content, in: screen, changed: &changed)
      else { return false }
      screen = replaced
      for (type, range) in unit.preferences {
        preferences[type]?.replaceSubrange(range, with: values[type] ?? [])
      }
      warnings += diagnostics
    }
    for diagnostic in warnings {
      if seenDiagnostics.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
      if diagnostic.severity != .note { context.warn(diagnostic.description) }
    }
    context.handlers.preferences = preferences
    latest = screen
    if changed { latestChanged = true }
    markedPaths = paths
    readGeometry = geometry
    readersReadAlone += moved.count
    return true
  }

  /// One reader's content read alone (``readMovedReaders()``): its content node, the
  /// preference values it set by key type and the read's messages; nil when it registered
  /// anything else, or not as many values of each key as the whole read did.
  private func readAlone(
    _ unit: ReaderUnits.Unit
  ) -> (ContentNode, [String: [RuntimeValue]], [ImportDiagnostic])? {
    let session = ImportSession(sources: sources, live: context)
    session.depth = unit.depth
    session.inlining = unit.inlining
    // What it registers goes to empty handlers and animations, checked, then dropped.
    var handlers = LiveHandlers()
    var animations: [String: AnimationCurve] = [:]
    swap(&handlers, &context.handlers)
    swap(&animations, &context.animations)
    defer {
      swap(&handlers, &context.handlers)
      swap(&animations, &context.animations)
    }
    let screen = context.screen
    context.screen = ""
    defer { context.screen = screen }
    var node = unit.node
    node.importer = session
    context.beginRead(whole: false)
    guard let reading = context.reader(node) else { return nil }
    context.handlers.readers.remove(reading.id)
    let before = context.readerUnits.before(session)
    let reader = ViewReader(importer: session)
    // Its reads join the tree's: a later write to what it read now is a whole read.
    context.readLog.removeAll(keepingCapacity: true)
    context.logsReads = true
    context.reading = true
    let children = ContentReader(importer: session).contents(
      reader.children(node.call.closure(""), reading.bindings, file: node.file))
    context.logsReads = false
    context.reading = false
    context.treeReads.formUnion(context.readLog)
    guard ReaderUnits.same(unit, session, since: before), context.animations.isEmpty else {
      return nil
    }
    return (
      ContentReader.reader(children, id: reading.id), context.handlers.preferences,
      session.diagnostics
    )
  }

  /// Issue 38: when the only state written since the last read is state view instances read
  /// and nothing else in the tree did (and no watched frame moved), reads those instances
  /// alone and puts them in the last screen under their `"node"` markers, their actions,
  /// switches and animation curves replaced (``InstanceUnits``). False, with nothing changed
  /// that a whole read does not redo, when a whole read is due.
  private func readWrittenInstances() -> Bool {
    guard readsAlone, sendsPatches, started, context.dirty, !context.writtenWhileReading,
      let seen = readGeometry, var screen = latest, !geometryMoved(since: seen)
    else { return false }
    let written = context.written
    guard written.isDisjoint(with: context.treeReads) else { return false }
    let units = context.instanceUnits.units
    let stale = units.filter { !$0.value.reads.isDisjoint(with: written) }
    // A written cell no instance is known to read may be read where reads are not logged (a
    // sheet's `isPresented` binding): a whole read.
    let read = stale.values.reduce(into: Set<ObjectIdentifier>()) { $0.formUnion($1.reads) }
    guard written.isSubset(of: read) else { return false }
    // The outermost of them: an inner one is read with the instance around it.
    let outermost = stale.keys.filter { identity in
      !stale.keys.contains { $0 != identity && identity.hasPrefix($0 + "/") }
    }.sorted()
    var warnings: [ImportDiagnostic] = []
    var replaced:
      [(
        old: InstanceUnits.Unit, new: InstanceUnits.Unit, handlers: LiveHandlers,
        animations: [String: AnimationCurve]
      )] = []
    let ranges = context.instanceUnits.rangeCount
    defer { context.instanceUnits.keepRanges(ranges) }
    var paths = markedPaths
    var changed = false
    for identity in outermost {
      guard let unit = units[identity], let read = readAlone(unit, identity),
        let next = paths.replacing(
          .node(unit.name), with: read.content, in: screen, changed: &changed)
      else { return false }
      screen = next
      replaced.append((unit, read.unit, read.handlers, read.animations))
      warnings += read.diagnostics
    }
    for (old, new, handlers, animations) in replaced {
      for key in old.actions { context.handlers.actions[key] = nil }
      for key in old.toggles { context.handlers.toggles[key] = nil }
      for key in old.animations { context.animations[key] = nil }
      for key in new.actions { context.handlers.actions[key] = handlers.actions[key] }
      for key in new.toggles { context.handlers.toggles[key] = handlers.toggles[key] }
      for key in new.animations { context.animations[key] = animations[key] }
    }
    for diagnostic in warnings {
      if seenDiagnostics.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
      if diagnostic.severity != .note { context.warn(diagnostic.description) }
    }
    context.dirty = false
    context.written.removeAll()
    latest = screen
    if changed { latestChanged = true }
    markedPaths = paths
    latestAnimations = context.animations
    if context.pendingAnimation != nil { pendingTransaction = context.pendingAnimation }
    context.pendingAnimation = nil
    instancesReadAlone += outermost.count
    return true
  }

  /// Whether a watched frame moved since `seen` (what ``needsRead`` asks besides state).
  private func geometryMoved(since seen: LiveGeometry) -> Bool {
    let geometry = context.geometry
    let watched = context.handlers.readers.union(context.spaces.values.filter { !$0.isEmpty })
    for id in watched where seen.frames[id] != geometry.frames[id] { return true }
    return !context.handlers.readers.isEmpty && seen.offsetY != geometry.offsetY
  }

  /// One instance read alone (``readWrittenInstances()``): its content with its marker, the
  /// unit as this read records it, what it registered and the read's messages; nil when it no
  /// longer qualifies (it registers more, or reads where it is not at the top).
  private func readAlone(_ unit: InstanceUnits.Unit, _ identity: String) -> (
    content: ContentNode, unit: InstanceUnits.Unit, handlers: LiveHandlers,
    animations: [String: AnimationCurve], diagnostics: [ImportDiagnostic]
  )? {
    let session = ImportSession(sources: sources, live: context)
    session.depth = unit.depth
    session.inlining = unit.inlining
    var handlers = LiveHandlers()
    var animations: [String: AnimationCurve] = [:]
    swap(&handlers, &context.handlers)
    swap(&animations, &context.animations)
    let screenName = context.screen
    context.screen = ""
    context.readLog.removeAll(keepingCapacity: true)
    context.logsReads = true
    context.reading = true
    defer {
      swap(&handlers, &context.handlers)
      swap(&animations, &context.animations)
      context.screen = screenName
      context.logsReads = false
      context.reading = false
    }
    context.instanceUnits.forget(identity)
    context.beginRead(whole: false)
    var node = unit.node
    node.importer = session
    let content = ContentReader(importer: session).content(node)
    guard let again = context.instanceUnits.units[identity],
      unit.spentBefore + session.budget.spent < ReadBudget.maximumViews,
      !context.writtenWhileReading
    else { return nil }
    return (content, again, context.handlers, context.animations, session.diagnostics)
  }

  private func read() {
    context.dirty = false
    wholeReads += 1
    context.readerUnits = ReaderUnits()
    context.instanceUnits.reset()
    context.written.removeAll()
    context.writtenWhileReading = false
    context.readLog.removeAll(keepingCapacity: true)
    context.logsReads = true
    context.reading = true
    defer {
      context.treeReads = context.instanceUnits.treeReads(context.readLog)
      context.readLog.removeAll(keepingCapacity: true)
      context.logsReads = false
      context.reading = false
    }
    context.handlers = LiveHandlers()
    context.beginRead(whole: true)
    context.scrolls.values = [:]
    context.animations = [:]
    context.screen = ""
    let session = ImportSession(sources: sources, live: context)
    var result = SwiftUIImporter.Result(
      scene: nil, diagnostics: [], viewsRead: 0, placeholders: 0, entry: "")
    SwiftUIImporter.read(sources, view: view, session: session, into: &result)
    for diagnostic in result.diagnostics {
      if seenDiagnostics.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
      if diagnostic.severity != .note { context.warn(diagnostic.description) }
    }
    lastRead = result
    // The first read ends with the one-off import's summary line (views read, placeholders).
    if !started {
      firstSummary = result.summary
      context.warn(result.summary)
    }
    readGeometry = context.geometry
    started = true
    guard let scene = result.scene else { return }
    latest = scene
    latestChanged = true
    markedPaths.reset()
    latestAnimations = context.animations
    if context.pendingAnimation != nil { pendingTransaction = context.pendingAnimation }
    // With patches navlab animates (the answer's transaction): the scene animator is for
    // whole scenes animated here only (11 % of a re-read of seed 003 when it ran anyway).
    if !sendsPatches {
      animator.retarget(
        scene, animations: context.animations, at: context.time,
        transaction: context.pendingAnimation)
    }
    context.pendingAnimation = nil
  }

  /// Geometry, scroll, preference and value handlers whose input changed; `onAppear` of
  /// views on showing screens that have not appeared yet.
  private func runHandlers() {
    let handlers = context.handlers
    for handler in handlers.geometry {
      guard let frame = context.geometry.frames[handler.id] else { continue }
      let proxy = GeometryProxyValue(frame: frame, context: context)
      guard let value = context.run(handler.transform, [.native(proxy)]) else { continue }
      changed(handler.key, value, handler.action)
    }
    if started, context.geometry.containerSize.height > 0 {
      for handler in handlers.scroll {
        // The screen's scroll view, or a named nested one once navlab reports it.
        guard let geometry = context.scrollGeometry(handler.scrollView),
          let value = context.run(handler.transform, [.native(geometry)])
        else { continue }
        changed(handler.key, value, handler.action)
      }
    }
    context.runScrollHandlers()
    for handler in handlers.preferenceChanges {
      let value = reduced(handler.preference, handlers.preferences[handler.preference] ?? [])
      changed(handler.key, value, handler.action)
    }
    for handler in handlers.changes {
      let previous = context.lastValues[handler.key]
      context.lastValues[handler.key] = handler.value
      guard let previous, previous != handler.value else { continue }
      call(handler.action, old: previous, new: handler.value)
    }
    for handler in handlers.appears
    where context.screens.contains(handler.screen) && !context.appeared.contains(handler.key) {
      context.appeared.insert(handler.key)
      context.run(handler.action, [])
    }
  }

  /// Runs `action` when `value` differs from what `key` saw last (and the first time).
  private func changed(_ key: String, _ value: RuntimeValue, _ action: RuntimeValue) {
    let previous = context.lastValues[key]
    guard previous == nil || previous! != value else { return }
    context.lastValues[key] = value
    call(action, old: previous ?? value, new: value)
  }

  /// An action of one (new value), two (old, new) or no parameters.
  private func call(_ action: RuntimeValue, old: RuntimeValue, new: RuntimeValue) {
    switch context.arity(action) {
    case 0: context.run(action, [])
    case 1: context.run(action, [new])
    default: context.run(action, [old, new])
    }
  }

  /// A preference's value: the key's `defaultValue` reduced with each value set, in order;
  /// kept by key with the values it reduced when that read no state and wrote none (issue 38:
  /// each round of a request ran seed 003's `OffsetKey.reduce` again on the same values).
  private func reduced(_ key: String, _ values: [RuntimeValue]) -> RuntimeValue {
    if readsAlone, let kept = reductions[key], kept.values == values { return kept.value }
    let interpreter = context.interpreter!
    let before = (interpreter.stateReads, context.cellReads, context.written.count)
    let warnings = context.warnings.count
    let value = reduce(key, values)
    let after = (interpreter.stateReads, context.cellReads, context.written.count)
    let pure = before == after && context.warnings.count == warnings
    reductions[key] = pure ? (values, value) : nil
    return value
  }

  private var reductions: [String: (values: [RuntimeValue], value: RuntimeValue)] = [:]

  private func reduce(_ key: String, _ values: [RuntimeValue]) -> RuntimeValue {
    let interpreter = context.interpreter!
    let start: RuntimeValue =
      (try? interpreter.staticMember(key, "defaultValue")) ?? RuntimeValue.nilValue
    guard !values.isEmpty else { return start }
    guard let reduce = try? interpreter.staticMember(key, "reduce") else { return values.last! }
    let cell = Cell(start, name: "value")
    for next in values {
      let closure = Closure(
        .builtin(name: "nextValue", { _ in next }), scope: context.global, file: 0)
      do {
        _ = try interpreter.call(
          reduce,
          [
            Argument(label: "value", value: .binding(cell)),
            Argument(label: "nextValue", value: .closure(closure)),
          ])
      } catch let error as InterpreterError {
        context.warn(error.located(in: sources))
        return values.last!
      } catch { return values.last! }
    }
    return cell.value
  }

  private func handle(_ event: LiveEvent) {
    switch event {
    case .tap(let id):
      if let action = context.handlers.actions[id] {
        context.run(action, [])
      } else if let cell = context.handlers.toggles[id], case .bool(let on) = cell.value {
        write(cell, .bool(!on))
      }
    case .toggle(let id, let isOn):
      if let cell = context.handlers.toggles[id] { write(cell, .bool(isOn)) }
    case .appear(let screen):
      context.screens.insert(screen)
    case .disappear(let screen):
      context.screens.remove(screen)
      // A sheet the user dismissed: its `isPresented` state turns false, as in SwiftUI.
      if let cell = context.handlers.sheets[screen], case .bool(true) = cell.value {
        write(cell, .bool(false))
      }
      for handler in context.handlers.disappears where handler.screen == screen {
        context.run(handler.action, [])
      }
      // Shown again later, its views appear again.
      for handler in context.handlers.appears where handler.screen == screen {
        context.appeared.remove(handler.key)
      }
    case .tab, .search, .searchScope, .searchSubmit:
      // Issue 41: into the tab selection and search bindings the last read registered.
      _ = context.take(event)
    }
  }

  private func write(_ cell: Cell, _ value: RuntimeValue) {
    cell.value = value
    context.didWrite(cell)
  }

  /// A state value in the answer as scalars: numbers, booleans, strings, nil as null; an
  /// object's or a struct's stored properties one by one (`HeaderScreen.state.isHidden`,
  /// `HeaderScreen.scrollOffset.y`), two levels deep; anything else as its description.
  static func flatten(
    _ value: RuntimeValue, _ name: String, into state: inout [LiveStateValue],
    depth: Int = 0
  ) {
    switch value.resolvedBinding {
    case .int(let number): state.append(LiveStateValue(name: name, value: .number(Double(number))))
    case .double(let number):
      state.append(
        LiveStateValue(
          name: name, value: number.isFinite ? .number(number) : .text(String(number))))
    case .bool(let flag): state.append(LiveStateValue(name: name, value: .bool(flag)))
    case .string(let text): state.append(LiveStateValue(name: name, value: .text(text)))
    case .optional(nil): state.append(LiveStateValue(name: name, value: nil))
    case .optional(let inner?): flatten(inner, name, into: &state, depth: depth)
    case .object(let object) where depth < 2:
      for field in object.order {
        if let cell = object.fields[field] {
          flatten(cell.value, name + "." + field, into: &state, depth: depth + 1)
        }
      }
    case .instance(let instance) where depth < 2:
      for field in instance.order {
        let stored = instance.wrappers[field]?.value ?? instance.fields[field]
        if let stored { flatten(stored, name + "." + field, into: &state, depth: depth + 1) }
      }
    case let other: state.append(LiveStateValue(name: name, value: .text(other.description)))
    }
  }
}
