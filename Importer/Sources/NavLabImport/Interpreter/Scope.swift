/// A lexical scope: local names (each a cell, so closures capture by reference), `self`, and
/// the enclosing type (for unqualified static members and methods).
final class Scope {
  let parent: Scope?
  private var names: [String: Cell] = [:]
  /// `self` in a method, initialiser, computed property or view body. For a struct, `self` is
  /// a cell so `mutating` methods and initialisers can change it and the caller writes it back.
  var selfCell: Cell?
  /// The type whose member is running (`OffsetKey` in `static func reduce`).
  var typeName: String?
  /// The declared result type of the function or closure running (`-> [Info]`), the type
  /// `return`'s value is read as (`return [.init(…)]`); nil when none is written.
  var resultType: String?
  /// The types a generic function's parameters stand for in this call (`T` of
  /// `func decode<T: Decodable>(_ file: String) -> T` read as `[Resort]`), from its arguments
  /// and the type its result is read as.
  var genericTypes: [String: String]

  init(parent: Scope?) {
    self.parent = parent
    self.selfCell = parent?.selfCell
    self.typeName = parent?.typeName
    self.resultType = parent?.resultType
    self.genericTypes = parent?.genericTypes ?? [:]
  }

  /// `self`, or nil outside a type.
  var selfValue: RuntimeValue? {
    get { selfCell?.value }
    set {
      if let newValue { selfCell = Cell(newValue, name: "self") } else { selfCell = nil }
    }
  }

  /// Binds `name` in this scope (shadowing outer ones).
  func declare(_ name: String, _ value: RuntimeValue, mutable: Bool) {
    names[name] = Cell(value, name: name, constant: !mutable)
  }

  /// Binds `name` to an existing cell (an `inout` parameter, a captured variable, a host value).
  func declare(_ name: String, cell: Cell) {
    names[name] = cell
  }

  /// The cell bound to `name` here or in an enclosing scope.
  func lookup(_ name: String) -> Cell? {
    var scope: Scope? = self
    while let current = scope {
      if let cell = current.names[name] { return cell }
      scope = current.parent
    }
    return nil
  }

  /// Names bound in this scope only (for the host's inspection and tests).
  var localNames: [String] { names.keys.sorted() }
}
