/// Foundation's `UserDefaults` as a first launch after a fresh install sees it
/// (`UserDefaults.standard`, `UserDefaults(suiteName:)`): nothing is stored yet, so a read gives
/// what the code registered (`register(defaults:)`) or set while it ran, else what Apple
/// documents for a missing key — `bool(forKey:)` false, `integer(forKey:)` and
/// `double(forKey:)` 0, `string(forKey:)`, `object(forKey:)`, `array(forKey:)` and the other
/// object readers nil (developer.apple.com/documentation/foundation/userdefaults). One store per
/// suite name and interpreter, so a value one part of the code sets another part reads.
final class UserDefaultsValue: NativeValue {
  /// The values of one suite: registered defaults, then what the code set (which wins).
  final class Store {
    var registered: [String: RuntimeValue] = [:]
    var set: [String: RuntimeValue] = [:]

    func value(_ key: String) -> RuntimeValue? { set[key] ?? registered[key] }
  }

  let store: Store
  /// The suite (`nil`: the app's standard defaults).
  let suite: String?

  init(store: Store, suite: String?) {
    self.store = store
    self.suite = suite
  }

  var typeName: String { "UserDefaults" }

  func member(_ name: String) -> RuntimeValue? { nil }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    let key: String? = {
      guard let argument = arguments.first(where: { $0.label == "forKey" }) else { return nil }
      if case .string(let text) = argument.value.unwrapped ?? .void { return text }
      return nil
    }()
    switch method {
    case "register":
      // `register(defaults: ["sound": true])`.
      guard case .dictionary(let pairs)? = arguments.first?.value.unwrapped else { return .void }
      for pair in pairs {
        if case .string(let name) = pair.key { store.registered[name] = pair.value }
      }
      return .void
    case "set", "setValue":
      guard let key, let value = arguments.first?.value else { return .void }
      if value.isNil { store.set[key] = nil } else { store.set[key] = value.unwrapped }
      return .void
    case "removeObject":
      if let key { store.set[key] = nil }
      return .void
    case "synchronize":
      return .bool(true)
    case "dictionaryRepresentation":
      var pairs: [(key: RuntimeValue, value: RuntimeValue)] = []
      let merged = store.registered.merging(store.set) { $1 }
      for name in merged.keys.sorted() { pairs.append((.string(name), merged[name]!)) }
      return .dictionary(pairs)
    default:
      break
    }
    guard let key else { return nil }
    let stored = store.value(key)
    switch method {
    case "bool":
      switch stored {
      case .bool(let flag)?: return .bool(flag)
      case .int(let number)?: return .bool(number != 0)
      case .double(let number)?: return .bool(number != 0)
      case .string(let text)?: return .bool(["yes", "true", "1"].contains(text.lowercased()))
      default: return .bool(false)
      }
    case "integer":
      switch stored {
      case .int(let number)?: return .int(number)
      case .double(let number)? where number.isFinite && abs(number) < 1e18:
        return .int(Int(number))
      case .bool(let flag)?: return .int(flag ? 1 : 0)
      case .string(let text)?: return .int(Int(text) ?? 0)
      default: return .int(0)
      }
    case "double", "float":
      if let number = stored?.number { return .double(number) }
      if case .string(let text)? = stored { return .double(Double(text) ?? 0) }
      return .double(0)
    case "string":
      if case .string? = stored { return .optional(stored) }
      if let stored, stored.number != nil { return .optional(.string(stored.description)) }
      return .nilValue
    case "object", "value", "url", "data":
      return .optional(stored)
    case "array", "stringArray":
      if case .array? = stored { return .optional(stored) }
      return .nilValue
    case "dictionary":
      if case .dictionary? = stored { return .optional(stored) }
      return .nilValue
    default:
      return nil
    }
  }
}

extension Interpreter {
  /// The defaults of `suite` (nil: `UserDefaults.standard`), one store per suite.
  func userDefaults(suite: String?) -> UserDefaultsValue {
    let key = suite ?? ""
    if let store = defaultsStores[key] { return UserDefaultsValue(store: store, suite: suite) }
    let store = UserDefaultsValue.Store()
    defaultsStores[key] = store
    return UserDefaultsValue(store: store, suite: suite)
  }
}
