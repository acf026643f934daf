import SwiftSyntax

/// The expressions the files write a type's static properties as, for the readers that read
/// a value by its shape rather than by running it (a font, a colour).
extension TypeIndex {
  /// The expression the static property `name` of the first of `types` that declares it is
  /// written as: a stored one's initial value (`static let title = Font.system(size: 28)`), a
  /// computed one's only expression (`static var body: Font { .body }`, `{ return … }`).
  /// Apps' design systems name their fonts and colours so (`extension Font { static var
  /// uiBodyAppleDefault: Font { .body } }`, `extension Color { static var titleText: Color
  /// { .init("titleText") } }`, `extension ShapeStyle where Self == Color`). Nil for a getter
  /// that runs statements: the interpreter reads those.
  func staticExpression(_ name: String, of types: [String]) -> (expression: ExprSyntax, file: Int)?
  {
    for type in types {
      guard let info = self[type] else { continue }
      if let stored = info.staticStored[name], let initial = stored.initial {
        return (initial, stored.file)
      }
      if let computed = info.staticComputed[name], computed.getter.count == 1,
        let item = computed.getter.first?.item
      {
        if let expression = item.as(ExprSyntax.self) { return (expression, computed.file) }
        if let statement = item.as(ReturnStmtSyntax.self), let expression = statement.expression {
          return (expression, computed.file)
        }
      }
    }
    return nil
  }
}

extension Evaluator {
  /// The expression the files write the static property `name` of one of `types` as, with
  /// an evaluator for the file it is written in (names there resolve at the top level, as a
  /// static property's do). Nil before the program is known or when none is declared so.
  func declaredStatic(_ name: String, of types: [String]) -> (ExprSyntax, Evaluator)? {
    guard let interpreter = importer.live.interpreter,
      let (expression, file) = interpreter.types.staticExpression(name, of: types)
    else { return nil }
    return (expression, Evaluator(importer: importer, bindings: importer.rootBindings, file: file))
  }
}
