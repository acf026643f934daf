import SwiftSyntax

extension ClosureExprSyntax {
  /// The names a closure gives its parameters (`{ a, b in }`, `{ (a: Int, b) in }`), in order;
  /// empty when it names none (it reads `$0`, `$1`).
  var parameterNames: [String] {
    switch signature?.parameterClause {
    case .simpleInput(let list)?: list.map(\.name.text)
    case .parameterClause(let clause)?:
      clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    case nil: []
    }
  }
}

extension Scope {
  /// Binds one element a closure receives to its parameters, as Swift does: one parameter (or
  /// none, `$0`) takes the element whole; several parameters receiving one tuple of as many
  /// elements take its elements in order (`ForEach(pairs, id: \.0) { section, rows in … }`,
  /// `pairs.map { name, value in … }`).
  func bindElement(_ value: RuntimeValue, to names: [String]) {
    if names.count > 1, case .tuple(let items) = value.unwrappedTuple, items.count == names.count {
      for (name, item) in zip(names, items) where name != "_" {
        declare(name, item.value, mutable: false)
      }
      return
    }
    guard let name = names.first else {
      declare("$0", value, mutable: false)
      return
    }
    // `ForEach($items) { $item in … }`: `$item` the element's binding, `item` its value.
    if name.hasPrefix("$"), name.count > 1, case .binding(let cell) = value {
      declare(name, value, mutable: false)
      declare(String(name.dropFirst()), cell.value, mutable: false)
      return
    }
    if name != "_" { declare(name, value, mutable: false) }
  }
}

extension RuntimeValue {
  /// A tuple as itself; anything else as it is (an optional holding a tuple is unwrapped).
  fileprivate var unwrappedTuple: RuntimeValue {
    if case .optional(let inner?) = self { return inner.unwrappedTuple }
    return self
  }
}
