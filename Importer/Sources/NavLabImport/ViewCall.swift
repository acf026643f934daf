import SwiftSyntax

/// A view expression taken apart the way it reads: the view's call (`List { … }`) and its
/// modifiers in the order written (`.navigationTitle("x")` then `.listStyle(.plain)`).
struct ViewCall {
  /// One call: a view's initialiser or a modifier.
  struct Call {
    var name: String
    var arguments: [LabeledExprSyntax]
    /// The trailing closure and the labelled ones after it (`header:`, `label:`), by label
    /// (the first one's label is "").
    var closures: [(label: String, closure: ClosureExprSyntax)]
    var node: Syntax
    /// Written `SwiftUI.Form { … }`: SwiftUI's own view, never a type of the files of that
    /// name (an app's `struct Form` wrapping SwiftUI's, an `enum Section`).
    var isQualified = false

    /// The arguments as written, for messages.
    var argumentText: String { arguments.map(\.trimmedDescription).joined(separator: " ") }

    /// The argument labelled `label` (nil label: the first unlabelled one).
    func argument(_ label: String?) -> ExprSyntax? {
      arguments.first { $0.label?.text == label }?.expression
    }

    /// The closure labelled `label`, or for "" the first, or an argument that is a closure.
    func closure(_ label: String) -> ClosureExprSyntax? {
      if let found = closures.first(where: { $0.label == label })?.closure { return found }
      if let expression = argument(label.isEmpty ? nil : label) {
        return expression.as(ClosureExprSyntax.self)
      }
      return nil
    }
  }

  /// The view itself; its name is "" when the expression is not a call (a literal, a
  /// reference), and then `base` holds it.
  var view: Call
  /// The expression when it is not a call of a named view (`.red`, `someView`).
  var base: ExprSyntax?
  var modifiers: [Call]

  /// Splits `expression` into its view and modifiers. Chains are walked iteratively, so a
  /// chain of thousands of modifiers costs no stack.
  init(_ expression: ExprSyntax) {
    var modifiers: [Call] = []
    var current = expression
    while true {
      if let call = current.as(FunctionCallExprSyntax.self),
        let member = call.calledExpression.as(MemberAccessExprSyntax.self),
        let inner = member.base, !Self.isTypeName(inner), !Self.isSwiftUI(inner)
      {
        modifiers.append(Self.call(member.declName.baseName.text, call))
        current = inner
        continue
      }
      // `Button { … }.padding().backport.buttonStyle(…)`: a property of a view in the chain
      // (an app's wrapper for availability checks, `var backport: Backport<Self>`) is a
      // modifier without arguments; what follows it modifies the view.
      if let member = current.as(MemberAccessExprSyntax.self),
        let inner = member.base?.as(FunctionCallExprSyntax.self),
        inner.calledExpression.is(MemberAccessExprSyntax.self)
          || inner.calledExpression.is(DeclReferenceExprSyntax.self)
      {
        modifiers.append(
          Call(
            name: member.declName.baseName.text, arguments: [], closures: [],
            node: Syntax(member)))
        current = ExprSyntax(inner)
        continue
      }
      // `Form { … } #if !os(visionOS) .background(x) #endif`: the modifiers of the clause an
      // iPhone build compiles, then the view before the `#if`.
      if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
        if case .postfixExpression(let chain)? = CompilationCondition.activeClause(
          postfix.config)?.elements
        {
          modifiers += Self.implicitChain(chain)
        }
        current = base
        continue
      }
      break
    }
    self.modifiers = modifiers.reversed()
    if let call = current.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self),
      let module = member.base, Self.isSwiftUI(module)
    {
      view = Self.call(member.declName.baseName.text, call)
      view.isQualified = true
      base = nil
    } else if let call = current.as(FunctionCallExprSyntax.self) {
      view = Self.call(call.calledExpression.nameText, call)
      base = nil
    } else if let macro = current.as(MacroExpansionExprSyntax.self) {
      view = Call(
        name: "#" + macro.macroName.text, arguments: [], closures: [], node: Syntax(macro))
      base = current
    } else {
      view = Call(name: "", arguments: [], closures: [], node: Syntax(current))
      base = current
    }
  }

  /// The modifiers of a chain with no base (`.padding().background(x)` inside `#if`),
  /// outermost first.
  private static func implicitChain(_ expression: ExprSyntax) -> [Call] {
    var modifiers: [Call] = []
    var current: ExprSyntax? = expression
    while let call = current?.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      modifiers.append(Self.call(member.declName.baseName.text, call))
      current = member.base
    }
    return modifiers
  }

  /// `SwiftUI` as a name's module (`SwiftUI.Section { … }`).
  private static func isSwiftUI(_ expression: ExprSyntax) -> Bool {
    expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
  }

  /// `Color.red.opacity(0.5)` has a type as its base: that is a value, not a view modified
  /// (`ContentUnavailableView.search(text: q)` is a view made by a static function).
  private static func isTypeName(_ expression: ExprSyntax) -> Bool {
    guard let reference = expression.as(DeclReferenceExprSyntax.self) else { return false }
    return ["Color", "Font", "Image", "Text", "ContentUnavailableView"].contains(
      reference.baseName.text)
  }

  private static func call(_ name: String, _ call: FunctionCallExprSyntax) -> Call {
    var closures: [(String, ClosureExprSyntax)] = []
    if let trailing = call.trailingClosure { closures.append(("", trailing)) }
    for extra in call.additionalTrailingClosures {
      closures.append((extra.label.text, extra.closure))
    }
    return Call(
      name: name, arguments: Array(call.arguments), closures: closures, node: Syntax(call))
  }
}
