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
  /// Live mode: the arguments a custom view instance was made with (its body's scope).
  var instanceArguments: [Argument]?
  subscript(name: String) -> Value? {
    get { values[name] }
    set { values[name] = newValue }
  }

  /// The custom views (and, live, view-returning functions) the view being read sits inside,
  /// outermost first. Views are read lazily (a stack's children after its own node), so the
  /// reader's stack of views being inlined does not see a view that contains itself two
  /// levels down; this chain does (issue 42: such a view doubled at every level).
  var enclosing: [String] = []

  /// How many times `name` encloses the view being read.
  func nesting(of name: String) -> Int {
    enclosing.reduce(0) { $0 + ($1 == name ? 1 : 0) }
  }

  /// The same bindings for a pushed screen's views: a screen that pushes itself is not a view
  /// that contains itself (NavigationContext bounds how deep links are followed).
  var onNewScreen: Bindings {
    var copy = self
    copy.enclosing = []
    return copy
  }

  /// The same bindings, read inside `name`.
  func entering(_ name: String) -> Bindings {
    var copy = self
    copy.enclosing.append(name)
    return copy
  }
}
