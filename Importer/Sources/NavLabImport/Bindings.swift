import SwiftSyntax

/// What a name stands for while a view is read: a `ForEach` element, a custom view's stored
/// property bound at its call site, a `@State` initial value. Nothing is executed: a binding
/// is the expression written, read again where the name is used.
struct Bindings {
  /// A name's value: an expression and the bindings it is read with, or a number (ranges).
  indirect enum Value {
    case expression(ExprSyntax, Bindings, file: Int)
    case number(Double)
    case text(String)
  }

  private var values: [String: Value] = [:]
  /// The interpreter's scope names resolve in (locals, `self` the view instance); nil only
  /// before the program's global scope is known.
  var scope: Scope?
  /// Live mode: where the view being read sits in the tree (its state is kept under it).
  var identity = ""
  subscript(name: String) -> Value? {
    get { values[name] }
    set { values[name] = newValue }
  }

}
