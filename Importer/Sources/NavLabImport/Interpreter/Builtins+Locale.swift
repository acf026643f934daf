/// `Locale.current` is the one locale (the development language), for
/// `String(format:locale:arguments:)` and the like. Foundation's `Bundle` is ``BundleValue``.
extension Interpreter {
  /// `Locale.current`, `Locale.autoupdatingCurrent`; nil for other statics.
  func foundationStatic(_ type: String, _ name: String) -> RuntimeValue? {
    switch (type, name) {
    case ("Locale", "current"), ("Locale", "autoupdatingCurrent"):
      return .enumCase(type: "Locale", name: "current", payload: [])
    default: return nil
    }
  }
}
