/// A mutable storage cell: a local variable, a class's stored property, or property-wrapper
/// storage (`@State`, `@Binding`, `@Published`…). Closures capture cells, so they see later
/// writes; a `@Binding` and the `@State` it came from share one cell.
final class Cell {
  private var storage: RuntimeValue
  /// A cell computed from others: a binding to a member (`$offset.y`, `$model.flag`) or
  /// `Binding(get:set:)`. Reads and writes go through it.
  var derived: (get: () -> RuntimeValue, set: (RuntimeValue) -> Void)?

  var value: RuntimeValue {
    get { derived?.get() ?? storage }
    set {
      if let derived { derived.set(newValue) } else { storage = newValue }
    }
  }
  /// A write calls `InterpreterHost.didWrite` (state the host watches). Wrapper storage is
  /// observed once its instance is initialised; locals never are.
  var isObserved: Bool
  /// `let` constants and `.constant(x)` bindings: writes are refused (`let`) or dropped
  /// (`.constant`, as SwiftUI drops them).
  var isConstant: Bool
  /// The property or variable name, for the host (state keys) and messages.
  var name: String
  /// The declared type (`CGFloat`, `CGPoint?`), so an integer written to a `CGFloat` becomes
  /// a `Double` as Swift's literal typing would make it.
  var declaredType: String?
  /// The property wrapper this cell is the storage of (`State`, `Published`…), nil otherwise.
  var wrapper: String?
  /// The host supplied this cell (`instantiate(…, wrapperCells:)`): an initialiser's
  /// `_x = State(initialValue:)` does not replace it, as SwiftUI keeps state across inits.
  var isHostSupplied = false

  /// The name of a cell passed for an `inout` parameter of a closure without declared types
  /// (`reduce(into:)`'s accumulator): the closure binds it by reference.
  static let inoutName = "inout"

  init(_ value: RuntimeValue, name: String = "", observed: Bool = false, constant: Bool = false) {
    self.storage = value
    self.name = name
    self.isObserved = observed
    self.isConstant = constant
  }
}
