import SwiftSyntax

/// The Composable Architecture's stores, as apps built with that package (outside the files)
/// read them in their views: a `Store` holds its feature's state, made from the
/// `initialState:` the code gives (`Store(initialState: Feature.State()) { Feature() }`,
/// `.init(initialState: .init(…))` where a `StoreOf<Feature>` is expected) or, when nothing
/// supplies it, a sample of `Feature.State` (its declared defaults). As the package documents:
/// `store.count` reads the state's member (`@ObservableState`'s dynamic member lookup, and a
/// `ViewStore`'s), `store.scope(state: \.child, action: …)` is the store of that part of the
/// state (nil where an optional child is nil), `store.withState { $0.x }` reads the state,
/// and `WithViewStore(store, observe: ViewState.init) { viewStore in … }` gives its closure a
/// view store of what `observe` makes of the state. Sending actions changes nothing a first
/// frame shows: reducers are not run.
final class StoreValue: NativeValue {
  let state: RuntimeValue
  unowned let interpreter: Interpreter
  let typeName: String

  init(state: RuntimeValue, interpreter: Interpreter, typeName: String = "Store") {
    self.state = state
    self.interpreter = interpreter
    self.typeName = typeName
  }

  /// The package's store types (a type of that name the files declare wins).
  static let typeNames: Set<String> = ["Store", "StoreOf", "ViewStore", "ViewStoreOf"]

  /// The state type a store type written `type` holds: `StoreOf<Feature>` and
  /// `ViewStoreOf<Feature>` hold `Feature.State`, `Store<State, Action>` and `ViewStore<…>`
  /// their first generic argument. Nil for anything else.
  static func stateType(of type: String) -> String? {
    guard let open = type.firstIndex(of: "<"), type.hasSuffix(">"),
      let base = TypeNames.base(type), typeNames.contains(base)
    else { return nil }
    let inner = type[type.index(after: open)..<type.index(before: type.endIndex)]
    var depth = 0
    var first = ""
    for character in inner {
      if character == "<" { depth += 1 }
      if character == ">" { depth -= 1 }
      if character == ",", depth == 0 { break }
      first.append(character)
    }
    let argument = first.trimmingSpaces
    return base.hasSuffix("Of") ? argument + ".State" : argument
  }

  func member(_ name: String) -> RuntimeValue? {
    if name == "state" { return state }
    return try? interpreter.member(of: state, name)
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    switch method {
    case "scope":
      guard let path = arguments.first(where: { $0.label == "state" })?.value else {
        return nil
      }
      let child = try Self.apply(path, to: state, interpreter)
      if case .optional(let inner) = child {
        return inner.map { .optional(.native(StoreValue(state: $0, interpreter: interpreter))) }
          ?? .nilValue
      }
      return .native(StoreValue(state: child, interpreter: interpreter))
    case "withState":
      guard let body = arguments.last?.value else { return nil }
      return try interpreter.callValue(body, [Argument(state)], at: nil, file: 0)
    case "send":
      // A reducer is not run for the first frame; what it would change shows later.
      return .void
    case "binding":
      // `viewStore.binding(get: \.x, send: …)`: a binding reading the state; a write sends
      // an action, which changes nothing here.
      guard let getter = arguments.first(where: { $0.label == "get" })?.value else { return nil }
      let value =
        (try? Self.apply(getter, to: state, interpreter))
        ?? (try? interpreter.callValue(getter, [Argument(state)], at: nil, file: 0)) ?? .void
      return .binding(Cell(value, name: ".constant", constant: true))
    default:
      return nil
    }
  }

  /// What `observe:` makes of `state`: a key path's value, a closure's result, or
  /// `ViewState.init` (the type built from the state).
  static func observed(
    _ observe: RuntimeValue?, _ written: String?, state: RuntimeValue, _ interpreter: Interpreter,
    scope: Scope
  ) -> RuntimeValue {
    if let written, written.hasSuffix(".init") {
      return initialised(String(written.dropLast(5)), state, interpreter, scope: scope)
    }
    guard let observe else { return state }
    if case .enumCase("KeyPath", _, _) = observe {
      return (try? apply(observe, to: state, interpreter)) ?? state
    }
    if case .closure = observe,
      let value = try? interpreter.callValue(observe, [Argument(state)], at: nil, file: 0)
    {
      return value
    }
    return state
  }

  /// `ViewState.init` applied to the state: the initialiser's one parameter takes it.
  private static func initialised(
    _ type: String, _ state: RuntimeValue, _ interpreter: Interpreter, scope: Scope
  ) -> RuntimeValue {
    let key = interpreter.types.resolve(type, from: scope.typeName) ?? type
    let label =
      interpreter.types[key]?.initializers.first?.decl.signature.parameterClause.parameters
      .first.map { $0.firstName.text == "_" ? nil : $0.firstName.text } ?? "state"
    return
      (try? interpreter.construct(
        key, [Argument(label: label, value: state)], wrapperCells: [:], at: nil, file: 0))
      ?? state
  }

  /// A key path value (`\.child`, `\.$destination`, `\Feature.State.items`) applied to
  /// `value`, member by member; a projected `$name` reads the property (`@Presents`).
  static func apply(_ path: RuntimeValue, to value: RuntimeValue, _ interpreter: Interpreter)
    throws -> RuntimeValue
  {
    guard case .enumCase("KeyPath", let text, _) = path else {
      throw InterpreterError(
        message: "not a key path", file: 0, position: AbsolutePosition(utf8Offset: 0))
    }
    var components = text.dropFirst().split(separator: ".").map(String.init)
    // `\Feature.State.items`: the root type's names come before the first member.
    while let first = components.first, first.first?.isUppercase == true, components.count > 1 {
      components.removeFirst()
    }
    var current = value
    for component in components {
      var name = component
      while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
      if name.hasPrefix("$") { name.removeFirst() }
      guard !name.isEmpty, name != "self" else { continue }
      if case .optional(let inner) = current {
        guard let inner else { return .nilValue }
        current = .optional(try interpreter.member(of: inner, name))
        continue
      }
      current = try interpreter.member(of: current, name)
    }
    return current
  }
}
