/// What the host (the live mode) supplies to the interpreter.
protocol InterpreterHost: AnyObject {
  /// A global function the host knows (`withAnimation`, `print`); nil when it is not the
  /// host's, and the interpreter tries its own built-ins.
  func callGlobal(
    _ name: String, _ arguments: [Argument], trailing: RuntimeValue?, interpreter: Interpreter
  ) throws -> RuntimeValue?
  /// Called after every write to an observed cell (property-wrapper storage).
  func didWrite(_ cell: Cell)
  /// A name nothing in scope binds (an environment value, a global the host models); nil when
  /// unknown.
  func resolve(_ name: String, interpreter: Interpreter) -> RuntimeValue?
  /// The value of `@Environment(\.key)` for a property that has no cell supplied; nil when
  /// unknown.
  func environment(_ keyPath: String) -> RuntimeValue?
}

extension InterpreterHost {
  func resolve(_ name: String, interpreter: Interpreter) -> RuntimeValue? { nil }
  func environment(_ keyPath: String) -> RuntimeValue? { nil }
}
