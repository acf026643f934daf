import SwiftSyntax

extension ViewReader {
  /// A modifier chain written without `self.` inside a method of `extension View`
  /// (`func card() -> some View { padding().modifier(Card()) }`): Swift applies it to the view
  /// the method was called on. `self` is that view; the chain's first call is its first
  /// modifier. The outermost modifier the files define runs on the view before it, as in a
  /// chain with a receiver. Nil when the chain has a receiver or `self` is not a view.
  func implicitSelf(_ split: ViewCall, _ bindings: Bindings, scope: Scope, file: Int)
    -> ViewNode?
  {
    let live = importer.live
    guard split.base == nil, !split.view.isQualified, let first = split.view.name.first,
      first.isLowercase, importer.sources.types[split.view.name] == nil,
      live.interpreter.types.functions[split.view.name] == nil,
      case .native(let native)? = scope.selfValue, native is ViewExpression || native is ViewList,
      // A method the files add to `View` (`hiddenTitle(String(localized: t))` calling its
      // overload) is run by the interpreter, which picks the overload by its arguments.
      live.interpreter.types["View"]?.methods[split.view.name] == nil
    else { return nil }
    let selfView = RuntimeValue.native(native)
    let calls = [split.view] + split.modifiers
    if let index = calls.lastIndex(where: { isFileModifier($0, live) }) {
      var base = selfView
      if index > 0 {
        // The view before it is the chain up to it, read again from its own syntax.
        guard let call = calls[index].node.as(FunctionCallExprSyntax.self),
          let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        else { return nil }
        base = .native(ViewExpression(expression: receiver, scope: scope, file: file))
      }
      return runFileModifier(
        calls[index], on: base, then: Array(calls[(index + 1)...]), bindings, scope: scope,
        file: file)
    }
    let modifiers = calls.map { ViewNode.Modifier(call: $0, bindings: bindings, file: file) }
    return expand(selfView, bindings, file: file, modifiers: modifiers)
  }
}
