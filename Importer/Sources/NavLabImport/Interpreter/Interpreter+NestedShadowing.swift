extension Interpreter {
  /// Whether `type` is a built-in type the interpreter models (`State`, `Binding`, `Bundle`,
  /// `CGPoint`…) that a type of the files only seems to shadow: the files' one is nested in
  /// another type (`enum State` inside a filter view) that `scope` does not run in, so Swift
  /// sees the built-in there. `State(initialValue:)` in any other view is SwiftUI's.
  func isBuiltinHere(_ type: String, _ scope: Scope) -> Bool {
    guard TypeNames.otherKnownTypes.contains(type) || TypeNames.builtinStructs[type] != nil,
      let info = types[type], info.kind != .extensionOnly, let owner = info.enclosing
    else { return false }
    var running = scope.typeName
    var depth = 0
    while let current = running, depth < 16 {
      if current == owner { return false }
      running = types[current]?.enclosing
      depth += 1
    }
    return true
  }
}
