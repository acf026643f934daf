import SwiftSyntax

/// An environment value the app declares itself, read where nothing set it: its key's
/// `defaultValue` (SwiftUI's `EnvironmentKey`: "the default value for the environment key"),
/// as a view whose ancestors never called `.environment(\.theme, …)` sees it.
extension Interpreter {
  /// `@Environment(\.theme)` with `extension EnvironmentValues { var theme: Theme { get {
  /// self[ThemeKey.self] } set { … } } }` and `struct ThemeKey: EnvironmentKey { static let
  /// defaultValue = Theme.standard }`: `ThemeKey.defaultValue`; an `@Entry var theme = …`
  /// (iOS 18's macro): its initial value. Nil when the files declare no such key.
  func environmentDefault(_ keyPath: String) throws -> RuntimeValue? {
    guard let name = keyPath.split(separator: ".").last.map(String.init),
      let info = types["EnvironmentValues"]
    else { return nil }
    if let stored = info.stored.first(where: { $0.name == name }), let initial = stored.initial {
      return try eval(initial, Scope(parent: globalScope), stored.file, hint: stored.type)
    }
    guard let computed = info.computed[name] else { return nil }
    // `self[ThemeKey.self]`: the key type the getter reads.
    for item in computed.getter {
      for token in item.tokens(viewMode: .sourceAccurate) where token.tokenKind == .leftSquare {
        guard let subscriptCall = token.parent?.as(SubscriptCallExprSyntax.self),
          let argument = subscriptCall.arguments.first?.expression.as(MemberAccessExprSyntax.self),
          argument.declName.baseName.text == "self",
          let key = argument.base.map({ text($0) })
        else { continue }
        return try lookupStatic(key, "defaultValue", at: subscriptCall, computed.file)
      }
    }
    return nil
  }
}
