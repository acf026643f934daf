import SwiftSyntax

/// A callable value: a closure literal with the scope it captured, a function or method of the
/// files (with its receiver), or a built-in (a bound method such as `array.append`).
final class Closure {
  enum Kind {
    case literal(ClosureExprSyntax)
    /// A function declared in the files; `receiver` is `self` for a method (nil for a global
    /// or static function), `typeName` the type a method or static function belongs to.
    case function(FunctionDeclSyntax, receiver: RuntimeValue?, typeName: String?)
    case builtin(name: String, ([Argument]) throws -> RuntimeValue)
  }

  let kind: Kind
  let scope: Scope
  let file: Int

  init(_ kind: Kind, scope: Scope, file: Int) {
    self.kind = kind
    self.scope = scope
    self.file = file
  }
}
