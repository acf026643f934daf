import SwiftSyntax

extension ViewReader {
  /// The case a `switch` in a builder takes over what the code computes (`switch style {
  /// case .text: Text("Close") case .circle: Image(systemName: "xmark") }` in a view given
  /// `style: .circle`), its `case .a(let x)` names bound; nil when the subject is not live or no
  /// case can be told to match (the caller then shows the first case, with a warning).
  func liveCase(_ choice: SwitchExprSyntax, _ bindings: Bindings, file: Int)
    -> [ViewNode.Child]?
  {
    let live = importer.live
    guard let scope = bindings.scope,
      let subject = live.evaluate(choice.subject, in: scope, file: file)
    else { return nil }
    if case .native(let native) = subject.unwrapped ?? subject, native is OpaqueValue { return nil }
    for entry in choice.cases {
      guard case .switchCase(let switchCase) = entry else { continue }
      let inner = Scope(parent: scope)
      guard let matched = try? live.interpreter.matches(switchCase.label, subject, inner, file)
      else { return nil }
      if matched {
        return children(switchCase.statements, bindings.with(scope: inner), file: file)
      }
    }
    return nil
  }
}
