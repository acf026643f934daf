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

  /// `Locale.current`'s members on the simulated iPhone: English (United States), the
  /// development language NavLab reads the strings of.
  static func currentLocaleMember(_ name: String) -> RuntimeValue? {
    switch name {
    case "identifier": .string("en_US")
    case "languageCode": .optional(.string("en"))
    case "regionCode": .optional(.string("US"))
    case "decimalSeparator": .optional(.string("."))
    case "groupingSeparator": .optional(.string(","))
    case "currencyCode": .optional(.string("USD"))
    case "currencySymbol": .optional(.string("$"))
    case "calendar": .native(CalendarValue())
    default: nil
    }
  }
}
