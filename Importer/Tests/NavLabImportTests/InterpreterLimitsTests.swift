import Testing

@testable import NavLabImport

/// Runaway code stops with an error naming the line, never hangs or overflows the stack.
@Suite struct InterpreterLimitsTests {
  @Test func anEndlessLoopStopsAfterTheStepLimit() throws {
    let source = """
      func spin() -> Int {
        var n = 0
        while true {
          n += 1
        }
        return n
      }
      """
    let interpreter = makeInterpreter(source)
    do {
      _ = try interpreter.call(try interpreter.global("spin"), [])
      Issue.record("the loop returned")
    } catch let error as InterpreterError {
      #expect(error.message == "runs more than 200000 steps (a loop that does not end?)")
      // The step that went over is in the loop (lines 3–5).
      let line = error.diagnostic(in: interpreter.sources).line
      #expect((3...5).contains(line), "\(error.located(in: interpreter.sources))")
    }
    // The counter is per top-level call: the next call runs normally.
    let source2 = source + "\nfunc quick() -> Int { 1 + 1 }\n"
    let fresh = makeInterpreter(source2)
    _ = try? fresh.call(try fresh.global("spin"), [])
    #expect(try fresh.call(try fresh.global("quick"), []) == .int(2))
  }

  @Test func aSingletonReadWhileItsInitialiserRunsIsASampleNotARecursion() throws {
    // Two singletons whose initialisers reach each other: the inner read of `Store.shared`
    // is a sample of `Store` (its defaults), said once; the outer one finishes and the view
    // reads it. Before, the cycle ran to the recursion limit and the screen was one placeholder.
    let result = importSource(
      """
      struct Store {
        static let shared: Store = .make()
        var name = "Store"
        var cached = ""
        static func make() -> Store {
          var store = Store()
          store.cached = Cache.shared.title
          return store
        }
      }
      struct Cache {
        static let shared = Cache()
        let title: String
        init() { title = Store.shared.name + "!" }
      }
      struct V: View {
        var body: some View {
          List {
            Text(Store.shared.name)
            Text(Store.shared.cached)
          }
        }
      }
      """)
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let labels = result.json?.rows(ofSection: 0).map { $0["label"]?.text ?? "?" }
    #expect(labels == ["Store", "Store!"])
    let cycle = result.runtimeWarnings.filter {
      $0.contains("Store.shared: it is read while its own initialiser runs")
    }
    #expect(cycle.count == 1, "\(result.diagnostics) \(result.runtimeWarnings)")
    #expect(!result.runtimeWarnings.contains { $0.contains("recursion deeper") })
  }

  @Test func unboundedRecursionStopsAtTheDepthLimit() throws {
    let source = """
      func down(_ n: Int) -> Int {
        return down(n + 1) + 1
      }
      """
    let interpreter = makeInterpreter(source)
    do {
      _ = try interpreter.call(try interpreter.global("down"), [Argument(.int(0))])
      Issue.record("the recursion returned")
    } catch let error as InterpreterError {
      #expect(error.message == "recursion deeper than 256 calls")
      #expect(error.diagnostic(in: interpreter.sources).line == 2)
    }
  }

  @Test func recursionWithinTheLimitRuns() throws {
    let source = """
      func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
      func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
      """
    #expect(try evaluate("fib(15)", after: source) == .int(610))
    #expect(try evaluate("depth(200)", after: source) == .int(200))
  }

  @Test func deepExpressionsAreRefusedNotOverflowed() throws {
    // 3,000 nested parentheses: the parser copes; the interpreter stops at its nesting limit.
    let depth = 3000
    let expression =
      String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth)
    let sources = SourceSet([
      (path: "Deep.swift", bytes: Array("let probe__ = \(expression)\n".utf8))
    ])
    // The parser's own nesting limit refused it.
    guard sources.errors.isEmpty, sources.syntaxErrors.isEmpty else { return }
    let interpreter = Interpreter(sources: sources, host: nil)
    #expect(throws: InterpreterError.self) { try interpreter.global("probe__") }
    // A long flat chain folds into a deep tree: also bounded.
    let chain = (0..<2000).map(String.init).joined(separator: " + ")
    let sum = try evaluate(chain)
    #expect(sum == .int((0..<2000).reduce(0, +)))
  }

  @Test func hugeCollectionsAreRefused() throws {
    #expect(throws: InterpreterError.self) { try evaluate("Array(0..<10_000_000)") }
    #expect(throws: InterpreterError.self) { try evaluate("Array(repeating: 0, count: 1 << 40)") }
    #expect(try evaluate("Array(0..<5).count") == .int(5))
  }

  @Test func runtimeTrapsAreErrors() throws {
    #expect(throws: InterpreterError.self) { try evaluate("1 / 0") }
    #expect(throws: InterpreterError.self) { try evaluate("Int.max + 1") }
    #expect(throws: InterpreterError.self) { try evaluate("[1, 2][5]") }
    #expect(throws: InterpreterError.self) { try evaluate("Int(Double.nan)") }
  }
}
