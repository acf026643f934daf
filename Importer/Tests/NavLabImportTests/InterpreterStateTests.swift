import Testing

@testable import NavLabImport

/// Property wrappers as the live mode uses them: cells the host can own, bindings, observed
/// writes; view builders; classes.
@Suite struct InterpreterStateTests {
  static let source = """
    struct Counter: View {
      @State private var count = 0
      @State var offset: CGPoint = .zero
      @Binding var limit: Int
      @Environment(\\.colorScheme) private var colorScheme
      @AppStorage("volume") var volume = 0.5
      let title: String

      var body: some View { Text(title) }

      func bump() {
        count += 1
        offset.y = CGFloat(count) * 10
        if count > limit { limit = count }
      }
      var isDark: Bool { colorScheme == .dark }

      @ViewBuilder var rows: some View {
        Text("first")
        if count > 0 {
          Text("count")
        } else {
          Spacer()
        }
        Divider()
      }
      @ViewBuilder var single: some View {
        if count > 0 { Text("a") } else { Text("b") }
      }
    }

    struct Seeded: View {
      @State private var value: Int
      init(start: Int) {
        _value = State(initialValue: start * 2)
      }
      var body: some View { Text("\\(value)") }
    }

    final class Model: ObservableObject {
      @Published var flag = false
      var hits = 0
      func hit() { hits += 1; flag.toggle() }
    }

    @Observable class Store {
      var items: [String] = []
      var total: Int { items.count }
    }

    class Base {
      var name: String
      init(name: String) { self.name = name }
      func describe() -> String { "base \\(name)" }
    }
    class Derived: Base {
      var extra = 3
      init() { super.init(name: "derived") }
      override func describe() -> String { super.describe() + " +\\(extra)" }
    }
    """

  @Test func wrapperPropertiesAreObservedCells() throws {
    let host = RecordingHost()
    let interpreter = makeInterpreter(Self.source, host: host)
    // The parent's @State cell, observed as the host's cells are.
    let limit = Cell(.int(1), name: "limit", observed: true)
    let view = try interpreter.instantiate(
      type: "Counter",
      [
        Argument(label: "limit", value: .binding(limit)),
        Argument(label: "title", value: .string("T")),
      ],
      file: 0)
    #expect(host.writes.isEmpty)
    guard case .instance(let instance) = view else {
      Issue.record("not an instance")
      return
    }
    #expect(instance.wrappers["limit"] === limit)
    #expect(try interpreter.member(of: view, "offset") == Builtins.point(0, 0))
    #expect(try interpreter.member(of: view, "volume") == .double(0.5))
    _ = try interpreter.callMethod(view, "bump", [])
    _ = try interpreter.callMethod(view, "bump", [])
    // count, offset, then (second bump) count, offset, limit.
    #expect(host.writes == ["count", "offset", "count", "offset", "limit"])
    #expect(limit.value == .int(2))
    #expect(try interpreter.member(of: view, "offset") == Builtins.point(0, 20))
    // The struct is a value, its wrapper storage is shared: a copy sees the count.
    #expect(try interpreter.member(of: view, "count") == .int(2))
  }

  @Test func theHostOwnsStateAcrossInstantiations() throws {
    let host = RecordingHost()
    let interpreter = makeInterpreter(Self.source, host: host)
    let fresh = try interpreter.instantiate(
      type: "Seeded", [Argument(label: "start", value: .int(4))], file: 0)
    #expect(try interpreter.member(of: fresh, "value") == .int(8))
    // A host cell survives the init's `_value = State(initialValue:)`, as SwiftUI keeps state.
    let kept = Cell(.int(42), name: "value")
    let again = try interpreter.instantiate(
      type: "Seeded", [Argument(label: "start", value: .int(4))], file: 0,
      wrapperCells: ["value": kept])
    #expect(try interpreter.member(of: again, "value") == .int(42))
    #expect(kept.isObserved)
  }

  @Test func environmentComesFromTheHost() throws {
    final class DarkHost: InterpreterHost {
      func callGlobal(
        _ name: String, _ arguments: [Argument], trailing: RuntimeValue?, interpreter: Interpreter
      ) throws -> RuntimeValue? { nil }
      func didWrite(_ cell: Cell) {}
      func environment(_ keyPath: String) -> RuntimeValue? {
        keyPath == "\\.colorScheme"
          ? .enumCase(type: "ColorScheme", name: "dark", payload: []) : nil
      }
    }
    let host = DarkHost()
    let interpreter = makeInterpreter(Self.source, host: host)
    let view = try interpreter.instantiate(
      type: "Counter",
      [
        Argument(label: "limit", value: .binding(Cell(.int(0)))),
        Argument(label: "title", value: .string("")),
      ],
      file: 0)
    #expect(try interpreter.member(of: view, "isDark") == .bool(true))
  }

  @Test func bindingsToMembersAndConstants() throws {
    let host = RecordingHost()
    let interpreter = makeInterpreter(Self.source, host: host)
    let view = try interpreter.instantiate(
      type: "Counter",
      [
        Argument(label: "limit", value: .binding(Cell(.int(0)))),
        Argument(label: "title", value: .string("")),
      ],
      file: 0)
    // `$offset.y` is a binding into the state's CGPoint.
    guard case .binding(let offset) = try interpreter.member(of: view, "$offset"),
      case .binding(let y) = try interpreter.member(of: .binding(offset), "y")
    else {
      Issue.record("no binding")
      return
    }
    try interpreter.write(y, .double(33))
    #expect(offset.value == Builtins.point(0, 33))
    #expect(host.writes == ["offset"])
    // `.constant(x)`: writes are dropped.
    let constant = try evaluate("Binding.constant(5)")
    guard case .binding(let cell) = constant else {
      Issue.record("not a binding")
      return
    }
    try interpreter.write(cell, .int(9))
    #expect(cell.value == .int(5))
    // Binding(get:set:) runs its closures.
    let source = """
      final class Box { var value = 1 }
      let box = Box()
      let doubled = Binding(get: { box.value * 2 }, set: { box.value = $0 / 2 })
      """
    let custom = makeInterpreter(source)
    guard case .binding(let computed) = try custom.global("doubled") else {
      Issue.record("not a binding")
      return
    }
    #expect(computed.value == .int(2))
    try custom.write(computed, .int(10))
    #expect(try custom.member(of: try custom.global("box"), "value") == .int(5))
  }

  @Test func observableObjectsPublishAndObservableClassesObserve() throws {
    let host = RecordingHost()
    let interpreter = makeInterpreter(Self.source, host: host)
    let model = try interpreter.instantiate(type: "Model", [], file: 0)
    _ = try interpreter.callMethod(model, "hit", [])
    // `hits` is not @Published: SwiftUI would not re-render for it.
    #expect(host.writes == ["flag"])
    // `$model.flag` through a @StateObject-like cell is the object's own cell.
    let holder = Cell(model, name: "model")
    holder.wrapper = "StateObject"
    guard case .binding(let flag) = try interpreter.member(of: .binding(holder), "flag") else {
      Issue.record("no binding")
      return
    }
    #expect(flag.value == .bool(true))
    let store = try interpreter.instantiate(type: "Store", [], file: 0)
    #expect(try interpreter.member(of: store, "total") == .int(0))
    let appended = try evaluate(
      "{ () -> Int in let s = Store(); s.items.append(\"a\"); s.items.append(\"b\"); return s.total }()",
      after: Self.source, host: host)
    #expect(appended == .int(2))
    #expect(host.writes.suffix(2) == ["items", "items"])
  }

  @Test func viewBuildersCollectTheirViews() throws {
    let interpreter = makeInterpreter(Self.source)
    let count = Cell(.int(0), name: "count")
    let view = try interpreter.instantiate(
      type: "Counter",
      [
        Argument(label: "limit", value: .binding(Cell(.int(0)))),
        Argument(label: "title", value: .string("")),
      ],
      file: 0, wrapperCells: ["count": count])
    func texts(_ value: RuntimeValue) -> [String] {
      guard case .native(let native) = value else { return [] }
      if let list = native as? ViewList { return list.views.map(\.expression.trimmedDescription) }
      if let single = native as? ViewExpression { return [single.expression.trimmedDescription] }
      return []
    }
    #expect(
      texts(try interpreter.member(of: view, "rows")) == [
        #"Text("first")"#, "Spacer()", "Divider()",
      ])
    #expect(texts(try interpreter.member(of: view, "single")) == [#"Text("b")"#])
    count.value = .int(3)
    #expect(
      texts(try interpreter.member(of: view, "rows")) == [
        #"Text("first")"#, #"Text("count")"#, "Divider()",
      ])
    #expect(texts(try interpreter.member(of: view, "single")) == [#"Text("a")"#])
  }

  @Test func builderStatementsRunOneAtATimeInPlace() throws {
    let source = """
      struct Card: View {
        let scale: CGFloat
        var body: some View {
          let width = 100 * scale
          let label = "w\\(Int(width))"
          Text(label).frame(width: width)
          broken()
        }
      }
      """
    let interpreter = makeInterpreter(source)
    let card = try interpreter.instantiate(
      type: "Card", [Argument(label: "scale", value: .int(2))], file: 0)
    let body = try #require(interpreter.types["Card"]?.computed["body"]?.getter)
    let scope = Scope(parent: interpreter.scope(forSelf: card))
    let items = Array(body)
    #expect(try interpreter.execute(items[0], in: scope, file: 0) == .void)
    #expect(try interpreter.execute(items[1], in: scope, file: 0) == .void)
    #expect(scope.lookup("width")?.value == .double(200))
    #expect(scope.lookup("label")?.value == .string("w200"))
    let view = try interpreter.execute(items[2], in: scope, file: 0)
    guard case .native(let native) = view else {
      Issue.record("not a view: \(view)")
      return
    }
    #expect(
      (native as? ViewExpression)?.expression.trimmedDescription
        == "Text(label).frame(width: width)")
    // An error points into the file, not into a copy of the statement.
    do {
      _ = try interpreter.execute(items[3], in: scope, file: 0)
      Issue.record("broken() ran")
    } catch let error as InterpreterError {
      #expect(error.diagnostic(in: interpreter.sources).line == 7)
    }
  }

  @Test func subclassesInheritAndCallSuper() throws {
    #expect(try evaluate("Derived().describe()", after: Self.source) == .string("base derived +3"))
    #expect(try evaluate("Derived() is Base", after: Self.source) == .bool(true))
    #expect(try evaluate("Base(name: \"b\") is Derived", after: Self.source) == .bool(false))
  }

  @Test func closuresAndCollectionsHelpers() throws {
    let source = """
      final class Owner {
        var log: [String] = []
        lazy var action: () -> Void = { [weak self] in
          guard let self else { return }
          self.log.append("ran")
        }
      }
      func run() -> [String] {
        let owner = Owner()
        owner.action()
        owner.action()
        return owner.log
      }
      """
    #expect(try evaluate("run()", after: source) == .array([.string("ran"), .string("ran")]))
    #expect(
      try evaluate("[1, 2, 3, 4].reduce(into: [Int]()) { $0.append($1 * $1) }")
        == .array([1, 4, 9, 16].map(RuntimeValue.int)))
    #expect(try evaluate("(1...4).map { $0 * 2 }.filter { $0 > 2 }.count") == .int(3))
    #expect(
      try evaluate(
        #"["a", "b"].enumerated().map { "\($0.offset)\($0.element)" }.joined(separator: ",")"#)
        == .string("0a,1b"))
    #expect(try evaluate("[3, 1, 2].sorted(by: >)") == .array([3, 2, 1].map(RuntimeValue.int)))
    #expect(try evaluate("[1, 2, 3].first { $0 > 1 }") == .int(2))
    #expect(try evaluate("[1, 2, 3].contains(2) && ![1].isEmpty") == .bool(true))
  }

  @Test func parameterTypesTypeImplicitMembersAndLiterals() throws {
    let source = """
      struct Marker { var at: CGPoint; var scale: CGFloat = 1 }
      func place(_ point: CGPoint, by amount: CGFloat) -> CGFloat { point.x + amount }
      """
    #expect(try evaluate("Marker(at: .zero).at", after: source) == Builtins.point(0, 0))
    #expect(try evaluate("Marker(at: .zero, scale: 2).scale", after: source) == .double(2))
    #expect(try evaluate("place(.zero, by: 3)", after: source) == .double(3))
  }
}
