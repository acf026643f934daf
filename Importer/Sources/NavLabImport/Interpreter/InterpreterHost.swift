import ScreenModel

/// What the host (the live mode) supplies to the interpreter.
protocol InterpreterHost: AnyObject {
  /// A global function the host knows (`withAnimation`, `print`); nil when it is not the
  /// host's, and the interpreter tries its own built-ins.
  func callGlobal(
    _ name: String, _ arguments: [Argument], trailing: RuntimeValue?, interpreter: Interpreter
  ) throws -> RuntimeValue?
  /// Called after every write to an observed cell (property-wrapper storage).
  func didWrite(_ cell: Cell)
  /// A name nothing in scope binds (an environment value, a global the host models); nil when
  /// unknown.
  func resolve(_ name: String, interpreter: Interpreter) -> RuntimeValue?
  /// The value of `@Environment(\.key)` for a property that has no cell supplied, by the
  /// key path as written (`\.colorScheme`); nil when unknown. `\.presentationMode` is a
  /// binding (`.binding(cell)` of a `PresentationMode` instance), `\.dismiss` a closure.
  func environment(_ keyPath: String) -> RuntimeValue?
  /// The object an ancestor injected with `.environmentObject(_:)` for an `@EnvironmentObject`
  /// property of type `type`, when an instance is built without that cell supplied; nil when
  /// none (reading the property is then an error).
  func environmentObject(_ type: String) -> RuntimeValue?
  /// Called when code reads an observed cell (state the host watches), so the host knows
  /// which views depend on which state.
  func didRead(_ cell: Cell)
  /// A value the code needed was replaced by a sample of its type (`Interpreter.sample`): the
  /// message names where and what, once per place.
  func degraded(_ warning: InterpreterError)
  /// The app's string for a localization key (its strings catalogs and `.strings` files beside
  /// the files), nil when none has it: `String(localized:)` and `NSLocalizedString` at run time.
  func localizedString(_ key: String) -> String?
  /// The app's string a build tool's generated accessor names (`LocalString.settings_title`:
  /// `path` is `["settings_title"]`), nil when no key matches (``AssetCatalog/string(accessor:)``).
  func generatedString(_ path: [String]) -> String?
  /// The path of the app bundle's resource file named `name` (`FossLicenses.json`), nil when
  /// the project has none (``AssetCatalog/bundleFile(_:)``).
  func bundleFile(_ name: String) -> String?
  /// The JSON document in the bundled file at `path` (a path ``bundleFile(_:)`` gave), read
  /// with the model's parser; nil when it cannot be used, which the host says once, naming the
  /// file and the problem.
  func bundledJSON(_ path: String) -> JSONValue?
  /// The format string of `key` in the app's string catalog `table` (`Settings.xcstrings`),
  /// matched as a generated table accessor names them (``AssetCatalog/string(table:key:)``).
  func tableString(_ table: String, key: String) -> String?
}

extension InterpreterHost {
  func localizedString(_ key: String) -> String? { nil }
  func generatedString(_ path: [String]) -> String? { nil }
  func bundleFile(_ name: String) -> String? { nil }
  func bundledJSON(_ path: String) -> JSONValue? { nil }
  func tableString(_ table: String, key: String) -> String? { nil }
  func resolve(_ name: String, interpreter: Interpreter) -> RuntimeValue? { nil }
  func environment(_ keyPath: String) -> RuntimeValue? { nil }
  func environmentObject(_ type: String) -> RuntimeValue? { nil }
  func didRead(_ cell: Cell) {}
  func degraded(_ warning: InterpreterError) {}
}
