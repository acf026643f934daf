/// Foundation's `Bundle` as view code uses it to find its strings: `Bundle.main`,
/// `Bundle(path:)` of a `.lproj` folder, `localizedString(forKey:value:table:)` (which an app's
/// own `NSLocalizedString` wrapper often calls to fall back to English), `path(forResource:
/// ofType:)`. Every bundle answers from the app's strings (its catalogs and `.strings` files),
/// as a development-language build does. Info.plist values are not in the files: nil.
final class BundleValue: NativeValue {
  private weak var interpreter: Interpreter?

  init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  var typeName: String { "Bundle" }

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "main": .native(self)
    case "infoDictionary", "bundleIdentifier", "bundlePath", "resourcePath", "bundleURL":
      .nilValue
    case "preferredLocalizations", "localizations": .array([.string("en")])
    default: nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    switch method {
    case "localizedString":
      // `localizedString(forKey:value:table:)`: the app's string, else `value`, else the key.
      guard case .string(let key)? = arguments.first?.value.unwrapped else { return nil }
      if let found = interpreter?.host?.localizedString(key) { return .string(found) }
      if case .string(let value)? = arguments.first(where: { $0.label == "value" })?.value
        .unwrapped, !value.isEmpty
      {
        return .string(value)
      }
      return .string(key)
    case "path":
      // `path(forResource: "en", ofType: "lproj")`: a path another `Bundle(path:)` opens.
      guard case .string(let name)? = arguments.first?.value.unwrapped else { return nil }
      let type = arguments.dropFirst().first?.value.unwrapped
      if case .string(let ext)? = type { return .optional(.string("/\(name).\(ext)")) }
      return .optional(.string("/\(name)"))
    case "object":
      // `object(forInfoDictionaryKey:)`: Info.plist is not among the files.
      return .nilValue
    default:
      return nil
    }
  }

  /// `Bundle(path:)`, `Bundle(identifier:)` (optional), `Bundle(for:)`, `Bundle.main`.
  static func construct(_ arguments: [Argument], _ interpreter: Interpreter) -> RuntimeValue? {
    let labels = arguments.map { $0.label ?? "_" }
    switch labels {
    case ["path"], ["identifier"], ["url"]: return .optional(.native(BundleValue(interpreter)))
    case ["for"]: return .native(BundleValue(interpreter))
    default: return nil
    }
  }
}
