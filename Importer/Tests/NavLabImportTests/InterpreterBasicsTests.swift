import ScreenModel
import Testing

@testable import NavLabImport

/// The language core: operators with Swift's precedence, literals, optionals, control flow,
/// closures, tuples, structs, enums, classes and statics.
@Suite struct InterpreterBasicsTests {
  @Test func operatorsFollowSwiftsPrecedence() throws {
    #expect(try evaluate("1 + 2 * 3 - 4 / 2") == .int(5))
    #expect(try evaluate("(1 + 2) * 3") == .int(9))
    #expect(try evaluate("10 - 4 - 3") == .int(3))  // left-associative
    #expect(try evaluate("7 % 3 + 2 << 1") == .int(5))  // << binds tighter than +: 1 + (2 << 1)
    #expect(try evaluate("1 < 2 && 2 < 3 || false") == .bool(true))
    #expect(try evaluate("!(1 == 1) || 3 >= 4") == .bool(false))
    #expect(try evaluate("2.5 * 2") == .double(5))
    #expect(try evaluate("-3 + 1") == .int(-2))
    #expect(try evaluate("true ? 1 : 2") == .int(1))
    #expect(try evaluate("1 > 2 ? 10 : 3 > 2 ? 20 : 30") == .int(20))  // right-associative
    #expect(try evaluate("nil ?? 4 + 1") == .int(5))  // + binds tighter than ??
    #expect(try evaluate("7 / 2") == .int(3))
    #expect(try evaluate("7.0 / 2") == .double(3.5))
  }

  @Test func literalsAndStrings() throws {
    #expect(try evaluate(#""Post \(2 + 1)""#) == .string("Post 3"))
    #expect(try evaluate(#""a\tb\n""#) == .string("a\tb\n"))
    #expect(try evaluate("1_000 + 0x10") == .int(1016))
    #expect(try evaluate(#""Feed".uppercased() + String(42)"#) == .string("FEED42"))
    #expect(try evaluate(#""hello".count"#) == .int(5))
    #expect(try evaluate(#"["a": 1, "b": 2]["b"]"#) == .int(2))
    #expect(try evaluate("[1, 2, 3].map { $0 * 2 }") == .array([.int(2), .int(4), .int(6)]))
  }

  @Test func textSpecifiersFormatNumbers() throws {
    #expect(try evaluate(#""\(3.14159, specifier: "%.2f") pt""#) == .string("3.14 pt"))
    #expect(
      try evaluate(#""\(2.5, specifier: "%.0f")|\(-0.04, specifier: "%.1f")""#) == .string("3|0.0"))
    #expect(try evaluate(#""\(41.9, specifier: "%d")%""#) == .string("41%"))
    #expect(try evaluate(#""\(1.5, specifier: "%f")""#) == .string("1.500000"))
    #expect(NumberFormat.fixed(-12.345, 2) == "-12.35")
    #expect(try evaluate(#"String(format: "%.0f%% of %d", 41.6, 7)"#) == .string("42% of 7"))
    #expect(throws: InterpreterError.self) { try evaluate(#"String(format: "%.1f %.1f", 1.0)"#) }
    #expect(PrintfFormat.format("%x", .int(3)) == nil)
  }

  @Test func dispatchQueueMainGoesThroughTheHost() throws {
    let source = """
      final class Model { var count = 0 }
      let model = Model()
      func later() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { model.count += 5 }
        DispatchQueue.main.async { model.count += 1 }
      }
      """
    let host = RecordingHost()
    let interpreter = makeInterpreter(source, host: host)
    _ = try interpreter.call(try interpreter.global("later"), [])
    // `async` without a host handler runs at once; `asyncAfter` waits for the host's clock.
    #expect(try interpreter.member(of: try interpreter.global("model"), "count") == .int(1))
    #expect(host.scheduled.count == 1)
    #expect(host.scheduled.first?.delay == 0.3)
    _ = try interpreter.call(host.scheduled[0].work, [])
    #expect(try interpreter.member(of: try interpreter.global("model"), "count") == .int(6))
    // Without a host there is no clock: a clear error, not a silent skip.
    let alone = makeInterpreter(source)
    #expect(throws: InterpreterError.self) { try alone.call(try alone.global("later"), []) }
  }

  @Test func mathFunctionsAndConversions() throws {
    // Seed 000's clamp: min(1, max(0, x)).
    #expect(try evaluate("min(1, max(0, 1.7))") == .double(1))
    #expect(try evaluate("min(1, max(0, -0.3))") == .double(0))
    #expect(try evaluate("min(1, max(0, 0.25))") == .double(0.25))
    #expect(try evaluate("abs(-2.5) + floor(1.7) + ceil(1.2) + round(2.5)") == .double(8.5))
    #expect(try evaluate("sqrt(16.0)") == .double(4))
    #expect(try evaluate("Int(3.9) + Int(-3.9)") == .int(0))
    #expect(try evaluate("Double(3) / 2") == .double(1.5))
    #expect(try evaluate("CGFloat(2) * .pi") == .double(2 * .pi))
    #expect(try evaluate("CGFloat.infinity > 1e300") == .bool(true))
    #expect(try evaluate("(2.4).rounded(.up)") == .double(3))
  }

  @Test func geometryValueTypes() throws {
    let rect = "CGRect(x: 10, y: 20, width: 100, height: 50)"
    #expect(try evaluate("\(rect).minY") == .double(20))
    #expect(try evaluate("\(rect).midX") == .double(60))
    #expect(try evaluate("\(rect).maxY") == .double(70))
    #expect(try evaluate("\(rect).size.width") == .double(100))
    #expect(try evaluate("\(rect).origin") == Builtins.point(10, 20))
    #expect(try evaluate("CGPoint.zero == CGPoint(x: 0, y: 0)") == .bool(true))
    #expect(try evaluate("CGSize(width: 3, height: 4).height") == .double(4))
    #expect(
      try evaluate("EdgeInsets(top: 5, leading: 0, bottom: 1, trailing: 0).top") == .double(5))
    #expect(try evaluate("UnitPoint.bottom.y") == .double(1))
  }

  @Test func localsAssignmentAndTuples() throws {
    let source = """
      func work() -> (Int, label: String) {
        var total = 0
        total += 5
        total *= 3
        var point = CGPoint(x: 1, y: 2)
        point.y = 10
        let (a, b) = (point.y, total)
        var pair = (first: 1, second: 2)
        pair.second = 7
        return (Int(a) + b + pair.1 + pair.first, label: "ok")
      }
      """
    // total = 15, a = 10, pair = (1, 7): 10 + 15 + 7 + 1.
    let result = try evaluate("work()", after: source)
    guard case .tuple(let items) = result else {
      Issue.record("not a tuple: \(result)")
      return
    }
    #expect(items[0].value == .int(33))
    #expect(items[1].label == "label")
    #expect(items[1].value == .string("ok"))
  }

  @Test func optionalsGuardAndChaining() throws {
    let source = """
      struct Box { var inner: CGPoint? }
      func describe(_ a: Int?, _ b: Int?) -> String {
        guard let a, let b = b, a < b else { return "no" }
        return "\\(a)<\\(b)"
      }
      func chain(_ box: Box?) -> Double {
        box?.inner?.y ?? -1
      }
      func shorthand(_ value: Double?) -> Double {
        if let value { return value * 2 } else if value == nil { return 0 }
        return 1
      }
      """
    #expect(
      try evaluate(#"describe(1, 2) + describe(nil, 2) + describe(3, 2)"#, after: source)
        == .string("1<2nono"))
    #expect(try evaluate("chain(Box(inner: CGPoint(x: 0, y: 4)))", after: source) == .double(4))
    #expect(try evaluate("chain(Box(inner: nil))", after: source) == .double(-1))
    #expect(try evaluate("chain(nil)", after: source) == .double(-1))
    #expect(try evaluate("shorthand(2.5) + shorthand(nil)", after: source) == .double(5))
    #expect(throws: InterpreterError.self) {
      try evaluate("Box(inner: nil).inner!.x", after: source)
    }
  }

  @Test func switchForWhileAndRepeat() throws {
    let source = """
      enum Shape { case circle(radius: Double), square(Double), none }
      func area(_ shape: Shape) -> Double {
        switch shape {
        case .circle(let r) where r > 100: return -1
        case .circle(let r): return 3 * r * r
        case let .square(side): return side * side
        default: return 0
        }
      }
      func grade(_ score: Int) -> String {
        switch score {
        case 90...: return "A"
        case 50..<90: return "B"
        case 0, 1: return "zero-ish"
        default: return "C"
        }
      }
      func loops() -> Int {
        var sum = 0
        for i in 0..<10 where i % 2 == 0 { sum += i }      // 0+2+4+6+8 = 20
        for value in [1, 2, 3, 4] {
          if value == 2 { continue }
          if value == 4 { break }
          sum += value * 100                               // 100 + 300
        }
        var n = 0
        while n < 5 { n += 1 }
        repeat { n -= 2 } while n > 0                      // 5 → 3 → 1 → -1
        for (index, item) in ["a", "b"].enumerated() { sum += index * 1000 + item.count }
        return sum + n                                     // 420 + (0+1) + (1000+1) - 1
      }
      """
    #expect(try evaluate("area(.circle(radius: 2))", after: source) == .double(12))
    #expect(try evaluate("area(.circle(radius: 200))", after: source) == .double(-1))
    #expect(try evaluate("area(Shape.square(3))", after: source) == .double(9))
    #expect(try evaluate("area(.none)", after: source) == .double(0))
    #expect(
      try evaluate(#"[grade(95), grade(60), grade(1), grade(-5)]"#, after: source)
        == .array([.string("A"), .string("B"), .string("zero-ish"), .string("C")]))
    #expect(try evaluate("loops()", after: source) == .int(1421))
  }

  @Test func labelsDeferIfCaseAndAccessors() throws {
    let source = """
      enum Load { case idle, loading(progress: Double), done(String) }
      struct Temp {
        var celsius: Double
        var fahrenheit: Double {
          get { celsius * 9 / 5 + 32 }
          set { celsius = (newValue - 32) * 5 / 9 }
        }
        static var made = 0
        init(c: Double) { celsius = c; Temp.made += 1 }
      }
      func ifCase() -> String {
        let value = Load.loading(progress: 0.5)
        if case let .loading(p) = value, p > 0.2 { return "loading \\(p)" }
        return "no"
      }
      func accessors() -> Double {
        var t = Temp(c: 100)
        t.fahrenheit = 32          // celsius 0
        _ = Temp(c: 1)
        return t.celsius + Double(Temp.made)
      }
      func strideAndSwitch() -> [Int] {
        var out: [Int] = []
        for i in stride(from: 0, to: 10, by: 3) {
          switch i {
          case 3: continue
          case 6: break            // ends the switch, not the loop
          default: out.append(i)
          }
          out.append(-i)
        }
        return out
      }
      func capturesPerIteration() -> Int {
        var closures: [() -> Int] = []
        for i in 0..<3 { closures.append { i * 10 } }
        return closures.map { $0() }.reduce(0, +)
      }
      func deferred() -> Int {
        var log = 0
        do {
          defer { log += 100 }
          log += 1
        }
        return log
      }
      func labelled() -> [Int] {
        var out: [Int] = []
        outer: for i in 0..<4 {
          for j in 0..<4 {
            if j == 2 { continue outer }
            if i == 3 { break outer }
            out.append(i * 10 + j)
          }
        }
        return out
      }
      """
    let interpreter = makeInterpreter(source)
    func run(_ name: String) throws -> RuntimeValue {
      try interpreter.call(try interpreter.global(name), [])
    }
    #expect(try run("ifCase") == .string("loading 0.5"))
    #expect(try run("accessors") == .double(2))
    #expect(try run("strideAndSwitch") == .array([0, 0, -6, 9, -9].map(RuntimeValue.int)))
    #expect(try run("capturesPerIteration") == .int(30))
    #expect(try run("deferred") == .int(101))
    #expect(try run("labelled") == .array([0, 1, 10, 11, 20, 21].map(RuntimeValue.int)))
    #expect(
      try evaluate("CGRect(origin: .zero, size: CGSize(width: 2, height: 3)).maxY") == .double(3))
    #expect(try evaluate(#"Int("42")! + 1"#) == .int(43))
    #expect(try evaluate("(1...3).reversed()") == .array([3, 2, 1].map(RuntimeValue.int)))
    #expect(try evaluate("[0.5, 2].max()!") == .double(2))
    #expect(try evaluate("5.isMultiple(of: 2)") == .bool(false))
  }

  @Test func closuresCaptureByReference() throws {
    let source = """
      func counter() -> Int {
        var count = 0
        let bump = { (step: Int) in count += step }
        bump(2)
        bump(3)
        let twice: (Int) -> Int = { x in x * 2 }
        let values = [3, 1, 2].sorted().filter { $0 > 1 }.map(twice)
        return count * 100 + values.reduce(0, +) + [1, 2, 3].reduce(0) { $0 + $1 }
      }
      func apply(_ value: Int, _ transform: (Int) -> Int) -> Int { transform(value) }
      """
    // count = 5; [2, 3] doubled = [4, 6] → 10; 6.
    #expect(try evaluate("counter()", after: source) == .int(516))
    #expect(try evaluate("apply(4) { $0 + 1 }", after: source) == .int(5))
  }

  @Test func closuresKeepOnlyTheCellsTheyUse() throws {
    let source = """
      func make() -> () -> Int {
        var count = 0
        let unused = 5
        let bump = { () -> Int in
          count += 1
          return count
        }
        return bump
      }
      """
    let interpreter = makeInterpreter(source)
    let bump = try interpreter.call(try interpreter.global("make"), [])
    guard case .closure(let closure) = bump else {
      Issue.record("not a closure: \(bump)")
      return
    }
    // Not `bump` itself (a cycle that would outlive the call) nor `unused`.
    #expect(closure.scope.localNames == ["count"])
    #expect(try interpreter.call(bump, []) == .int(1))
    #expect(try interpreter.call(bump, []) == .int(2))
    // A view in a local keeps the names it uses, not the scope that holds it.
    let views = makeInterpreter(
      """
      func card(_ name: String) -> some View {
        let other = 3
        let title = Text(name).opacity(0.5)
        return title
      }
      """)
    let result = try views.call(try views.global("card"), [Argument(.string("x"))])
    guard case .native(let native) = result, let view = native as? ViewExpression else {
      Issue.record("not a view: \(result)")
      return
    }
    #expect(view.scope.localNames == ["name"])
    #expect(view.scope.lookup("name")?.value == .string("x"))
  }

  @Test func structsMethodsAndComputedProperties() throws {
    let source = """
      struct Counter {
        var value = 0
        let step: Int
        var doubled: Int { value * 2 }
        mutating func bump() { value += step }
        func plus(_ other: Int, times: Int = 1) -> Int { value + other * times }
        static let shared = Counter(step: 10)
        static func make() -> Counter { Counter(value: 1, step: 2) }
      }
      func run() -> [Int] {
        var counter = Counter(step: 3)
        counter.bump()
        counter.bump()
        let copy = counter
        counter.bump()
        return [counter.value, copy.value, counter.doubled, counter.plus(1), counter.plus(1, times: 4),
                Counter.shared.step, Counter.make().value]
      }
      """
    #expect(
      try evaluate("run()", after: source)
        == .array([9, 6, 18, 10, 13, 10, 1].map(RuntimeValue.int)))
  }

  @Test func inoutAndMutatingSelf() throws {
    let source = """
      struct SumKey {
        static var defaultValue: CGFloat = 0
        static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
          value += nextValue()
        }
      }
      enum Side { case left, right
        mutating func flip() { self = self == .left ? .right : .left }
      }
      func total() -> CGFloat {
        var sum = SumKey.defaultValue
        for height in [10, 20.5, 30] { SumKey.reduce(value: &sum, nextValue: { height }) }
        return sum
      }
      func flipped() -> Side {
        var side = Side.left
        side.flip()
        side.flip()
        side.flip()
        return side
      }
      func nested() -> Double {
        var point = CGPoint(x: 1, y: 2)
        func bump(_ value: inout CGFloat) { value *= 10 }
        bump(&point.y)
        return point.y
      }
      """
    #expect(try evaluate("total()", after: source) == .double(60.5))
    #expect(try evaluate("flipped() == .right", after: source) == .bool(true))
    #expect(try evaluate("nested()", after: source) == .double(20))
    // A variable keeps the type its first value gave it, as Swift infers it.
    let inferred = """
      struct Model { var progress = 0.0; var at = CGPoint(x: 1, y: 1) }
      func run() -> [Double] {
        var progress = 0.5
        progress = 1
        var model = Model()
        model.progress = 3
        model.at = .zero
        return [progress / 4, model.progress / 2, model.at.x]
      }
      """
    #expect(
      try evaluate("run()", after: inferred) == .array([0.25, 1.5, 0].map(RuntimeValue.double)))
  }

  @Test func enumsWithRawValuesAndAllCases() throws {
    let source = """
      enum Tab: Int, CaseIterable { case home = 1, search, profile
        var title: String {
          switch self {
          case .home: "Home"
          case .search: "Search"
          case .profile: "Profile"
          }
        }
      }
      enum Mode: String { case light, dark = "Dark" }
      """
    #expect(
      try evaluate("Tab.allCases.map { $0.rawValue }", after: source)
        == .array([.int(1), .int(2), .int(3)]))
    #expect(try evaluate("Tab.search.title", after: source) == .string("Search"))
    #expect(try evaluate("Tab(rawValue: 3) == .profile", after: source) == .bool(true))
    #expect(try evaluate("Tab(rawValue: 9) == nil", after: source) == .bool(true))
    #expect(
      try evaluate("Mode.light.rawValue + Mode.dark.rawValue", after: source)
        == .string("lightDark"))
  }

  @Test func conditionalCompilationTakesTheFirstClause() throws {
    let source = """
      struct Flags {
      #if DEBUG
        static let verbose = true
        func level() -> Int { 2 }
      #else
        static let verbose = false
        func level() -> Int { 0 }
      #endif
      }
      #if os(iOS)
      func platform() -> String { "iOS" }
      #else
      func platform() -> String { "other" }
      #endif
      """
    #expect(try evaluate("Flags.verbose", after: source) == .bool(true))
    #expect(try evaluate("Flags().level()", after: source) == .int(2))
    #expect(try evaluate("platform()", after: source) == .string("iOS"))
  }

  @Test func classesHaveReferenceSemantics() throws {
    let source = """
      class Model {
        var count = 0
        var name: String
        init(name: String) { self.name = name }
        func bump() { count += 1 }
      }
      func run() -> Int {
        let a = Model(name: "x")
        let b = a
        b.bump()
        a.count += 10
        return a.count + b.count
      }
      """
    #expect(try evaluate("run()", after: source) == .int(22))
  }

  @Test func swiftUIValuesReachTheHostAsCases() throws {
    final class AnimationHost: InterpreterHost {
      var animations: [RuntimeValue] = []
      func callGlobal(
        _ name: String, _ arguments: [Argument], trailing: RuntimeValue?, interpreter: Interpreter
      ) throws -> RuntimeValue? {
        guard name == "withAnimation" else { return nil }
        animations.append(arguments.first?.value ?? .void)
        return try trailing.map { try interpreter.call($0, []) }
      }
      func didWrite(_ cell: Cell) {}
    }
    let source = """
      final class Box { var open = false }
      let box = Box()
      func go() {
        withAnimation(.spring(response: 0.3, dampingFraction: 0.8)) { box.open = true }
        withAnimation(Animation.easeInOut(duration: 0.25).delay(0.1)) { box.open.toggle() }
        withAnimation { box.open.toggle() }
      }
      """
    let animationHost = AnimationHost()
    let interpreter = makeInterpreter(source, host: animationHost)
    _ = try interpreter.call(try interpreter.global("go"), [])
    let seen = animationHost.animations
    #expect(try interpreter.member(of: try interpreter.global("box"), "open") == .bool(true))
    let spring = RuntimeValue.enumCase(
      type: "", name: "spring",
      payload: [
        .tuple([(label: "response", value: .double(0.3))]),
        .tuple([(label: "dampingFraction", value: .double(0.8))]),
      ])
    let easeInOut = RuntimeValue.enumCase(
      type: "Animation", name: "easeInOut",
      payload: [.tuple([(label: "duration", value: .double(0.25))])])
    #expect(
      seen == [
        spring, .enumCase(type: "Animation", name: "delay", payload: [easeInOut, .double(0.1)]),
        .void,
      ])
    // Each argument in order; a labelled one reads through to its number and keeps its label.
    guard case .enumCase(_, _, let payload) = seen[0] else { return }
    #expect(payload.map(\.number) == [0.3, 0.8])
    #expect(payload.map(\.argumentLabel) == ["response", "dampingFraction"])
    // A SwiftUI value built with arguments: `init` with its arguments, the inner case untyped.
    let columns = try evaluate("[GridItem(.adaptive(minimum: 80)), GridItem(.flexible())]")
    let adaptive = RuntimeValue.enumCase(
      type: "", name: "adaptive", payload: [.tuple([(label: "minimum", value: .int(80))])])
    let flexible = RuntimeValue.enumCase(type: "", name: "flexible", payload: [])
    #expect(
      columns
        == .array([
          .enumCase(type: "GridItem", name: "init", payload: [adaptive]),
          .enumCase(type: "GridItem", name: "init", payload: [flexible]),
        ]))
  }

  @Test func viewCallsAreNotEvaluated() throws {
    let source = """
      struct Card: View { var body: some View { Text("x") } }
      func content(_ n: Int) -> some View {
        let values = (n * 2, n + 1)
        return RoundedRectangle(cornerRadius: CGFloat(values.1)).frame(height: CGFloat(values.0))
      }
      """
    let interpreter = makeInterpreter(source)
    let result = try interpreter.call(try interpreter.global("content"), [Argument(.int(3))])
    guard case .native(let native) = result, let view = native as? ViewExpression else {
      Issue.record("not a view: \(result)")
      return
    }
    #expect(view.expression.trimmedDescription.hasPrefix("RoundedRectangle(cornerRadius:"))
    #expect(view.scope.lookup("values")?.value.pair.map { [$0.0, $0.1] } == [6, 4])
    #expect(view.scope.lookup("n")?.value == .int(3))
    // A file-declared view and a modifier chain on it are views too.
    let card = try evaluate("Card().padding()", after: source)
    guard case .native(let cardView) = card else {
      Issue.record("not a view: \(card)")
      return
    }
    #expect((cardView as? ViewExpression)?.expression.trimmedDescription == "Card().padding()")
  }

  @Test func unknownCodeThrowsAOneLineError() throws {
    do {
      _ = try evaluate("frobnicate(3)")
      Issue.record("frobnicate evaluated")
    } catch let error as InterpreterError {
      #expect(error.message.contains("cannot evaluate frobnicate"))
      let interpreter = makeInterpreter("let probe__ = frobnicate(3)\n")
      do { _ = try interpreter.global("probe__") } catch let error as InterpreterError {
        #expect(
          error.located(in: interpreter.sources).hasPrefix(
            "Test.swift:1:15: warning: cannot evaluate"))
      }
    }
  }
}
