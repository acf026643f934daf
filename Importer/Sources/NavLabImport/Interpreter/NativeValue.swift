import SwiftSyntax

/// A host object the interpreter calls into: the live mode implements `GeometryProxy`
/// (`size`, `frame(in:)`, `safeAreaInsets`), `ScrollGeometry` and the like with it.
protocol NativeValue: AnyObject {
  var typeName: String { get }
  /// A property, or nil when the object has none of that name.
  func member(_ name: String) -> RuntimeValue?
  /// A method call, or nil when the object has no such method.
  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue?
  /// A method call at `node` of `file` (where an error it throws points); by default `call`.
  func call(
    _ method: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue?
}

extension NativeValue {
  func call(
    _ method: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue? {
    try call(method, arguments)
  }
}

/// A host object whose properties the code sets (`decoder.keyDecodingStrategy = …`).
protocol SettableNativeValue: NativeValue {
  /// Sets property `name`; false when the object has no such property.
  func set(_ name: String, _ value: RuntimeValue) -> Bool
}

/// One argument of a call: its label (nil for an unlabelled one) and value.
struct Argument {
  var label: String?
  var value: RuntimeValue
  /// A trailing closure (it may fill a labelled closure parameter).
  var isTrailing = false

  init(label: String? = nil, _ value: RuntimeValue) {
    self.label = label
    self.value = value
  }

  init(label: String?, value: RuntimeValue) {
    self.label = label
    self.value = value
  }
}

/// A SwiftUI view expression the interpreter does not evaluate: a call of a SwiftUI or
/// file-declared `View` type, or a modifier chain on one. The view reader reads `expression`
/// with `scope` (locals such as `let values = …` bound, `self` the view instance) in `file`.
final class ViewExpression: NativeValue {
  let expression: ExprSyntax
  let scope: Scope
  let file: Int

  init(expression: ExprSyntax, scope: Scope, file: Int) {
    self.expression = expression
    self.scope = scope
    self.file = file
  }

  var typeName: String { "some View" }
  func member(_ name: String) -> RuntimeValue? { nil }
  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? { nil }
}

/// The views a `@ViewBuilder` body (a closure or function with several view statements, `if`s
/// among them) produced, in order. A body with one view gives that `ViewExpression` alone.
final class ViewList: NativeValue {
  let views: [ViewExpression]
  init(_ views: [ViewExpression]) { self.views = views }
  var typeName: String { "some View" }
  func member(_ name: String) -> RuntimeValue? { nil }
  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? { nil }
}
