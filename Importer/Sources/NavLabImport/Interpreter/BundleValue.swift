/// Foundation's `Bundle` as view code uses it to find its strings: `Bundle.main`,
/// `Bundle(path:)` of a `.lproj` folder, `localizedString(forKey:value:table:)` (which an app's
/// own `NSLocalizedString` wrapper often calls to fall back to English), `path(forResource:
/// ofType:)`, `url(forResource:withExtension:)`. Every bundle answers from the app's strings
/// (its catalogs and `.strings` files), as a development-language build does, and finds its
/// resources among the files beside the sources (``InterpreterHost/bundleFile(_:)``: a bundled
/// JSON file the code then decodes). Info.plist is not read: its values are nil, the bundle
/// identifier a stand-in.
final class BundleValue: NativeValue {
  private weak var interpreter: Interpreter?

  init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  var typeName: String { "Bundle" }

  /// The identifier the simulated app's bundle reports (its Info.plist is not read).
  static let bundleIdentifier = "app.navlab.simulated"

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "main": .native(self)
    // Every app has a bundle identifier (Info.plist's required `CFBundleIdentifier`), which
    // NavLab does not read: a stand-in, so `Logger(subsystem: Bundle.main.bundleIdentifier!, …)`
    // runs as it does on iOS.
    case "bundleIdentifier": .string(Self.bundleIdentifier)
    case "infoDictionary", "bundlePath", "resourcePath", "bundleURL":
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
      // `path(forResource: "data", ofType: "json")`: the bundled file; `path(forResource:
      // "en", ofType: "lproj")`, a folder: a path another `Bundle(path:)` opens.
      guard let name = resourceName(arguments) else { return nil }
      if let found = interpreter?.host?.bundleFile(name) { return .optional(.string(found)) }
      return .optional(.string("/" + name))
    case "url":
      // `url(forResource: "Licenses", withExtension: "json")`: the bundled file, else nil.
      guard let name = resourceName(arguments) else { return nil }
      guard let found = interpreter?.host?.bundleFile(name) else { return .nilValue }
      return .optional(.native(URLValue(filePath: found)))
    case "object":
      // `object(forInfoDictionaryKey:)`: Info.plist is not among the files.
      return .nilValue
    default:
      return nil
    }
  }

  /// The file name a resource look-up asks for: `forResource:` and the extension (`ofType:`,
  /// `withExtension:`; nil or empty when the name carries it). Nil when the name is not a
  /// string.
  private func resourceName(_ arguments: [Argument]) -> String? {
    guard arguments.first?.label == "forResource",
      case .string(let name)? = arguments.first?.value.unwrapped
    else { return nil }
    let type = arguments.first { $0.label == "ofType" || $0.label == "withExtension" }
    if case .string(let ext)? = type?.value.unwrapped, !ext.isEmpty { return name + "." + ext }
    return name
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
