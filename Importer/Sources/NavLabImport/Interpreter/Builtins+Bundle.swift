import SwiftSyntax

/// Foundation's `Bundle` as localisation code uses it: `Bundle.main`, `Bundle.module`,
/// `Bundle(for: Token.self)` are the app's one bundle, whose `localizedString(forKey:value:
/// table:)` reads the strings the files hold (the same table `Text` keys and
/// `NSLocalizedString` read, ``InterpreterHost/localizedString(_:)``). SwiftGen's `L10n.tr`,
/// and helpers like it, go through it. `Locale.current` is the one locale, for
/// `String(format:locale:arguments:)`.
extension Interpreter {
  /// The app's bundle, as a value.
  static var bundle: RuntimeValue { .enumCase(type: "Bundle", name: "main", payload: []) }

  /// `Bundle.main`, `Bundle.module`; `Locale.current`. Nil for other members.
  func foundationStatic(_ type: String, _ name: String) -> RuntimeValue? {
    switch (type, name) {
    case ("Bundle", "main"), ("Bundle", "module"): return Self.bundle
    case ("Locale", "current"), ("Locale", "autoupdatingCurrent"):
      return .enumCase(type: "Locale", name: "current", payload: [])
    default: return nil
    }
  }

  /// `Bundle(for: Token.self)` (the app's), `Bundle(identifier:)`, `Bundle(path:)`, `Bundle(url:)`
  /// (optional: the app's, as a build that ships them has them).
  func bundleConstruct(_ arguments: [Argument]) -> RuntimeValue? {
    switch arguments.map(\.label) {
    case ["for"]: return Self.bundle
    case ["identifier"], ["path"], ["url"]: return .optional(Self.bundle)
    default: return nil
    }
  }

  /// `bundle.localizedString(forKey:value:table:)`: the strings' entry for the key, else the
  /// value when it is not empty, else the key (Foundation's rule).
  func bundleMethod(
    _ name: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?, file: Int
  )
    throws -> RuntimeValue?
  {
    guard name == "localizedString" else { return nil }
    guard case .string(let key)? = arguments.first(where: { $0.label == "forKey" })?.value else {
      throw error("localizedString(forKey:value:table:) takes a string key", at: node, file: file)
    }
    var fallback: String?
    if case .string(let value)? = arguments.first(where: { $0.label == "value" })?.value.unwrapped,
      !value.isEmpty
    {
      fallback = value
    }
    return .string(host?.localizedString(key) ?? fallback ?? key)
  }
}
