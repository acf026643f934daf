/// The Foundation, UIKit and Swift concurrency values real apps make before their views, as
/// the first frame of a fresh install on the simulated iPhone sees them: `UserDefaults`,
/// `FileManager`, `NotificationCenter`, `UIDevice`, `UIScreen`, `UIApplication`, `ProcessInfo`,
/// `UUID`, `URL(string:)`, `Set`, `Logger`, `Task`, and the property wrappers' own initialisers.
extension Interpreter {
  /// The system types this file models (a type of that name the files declare wins).
  static let systemTypes: Set<String> = [
    "UserDefaults", "NotificationCenter", "FileManager", "UIDevice", "UIScreen", "UIApplication",
    "ProcessInfo", "UUID", "Set", "Task", "Logger", "OSLog", "StateObject", "ObservedObject",
    "Published", "AppStorage", "SceneStorage", "FocusState", "NavigationPath", "Date",
    "Calendar", "Store", "StoreOf", "ViewStore", "ViewStoreOf",
  ]

  /// `UserDefaults.standard`, `FileManager.default`, `UIDevice.current`…; nil for other statics.
  func systemStatic(_ type: String, _ name: String) -> RuntimeValue? {
    switch (type, name) {
    case ("UserDefaults", "standard"): return .native(userDefaults(suite: nil))
    case ("NotificationCenter", "default"):
      return .native(SystemObject("NotificationCenter", sink: true))
    case ("FileManager", "default"): return .native(FileManagerValue(self))
    case ("UIDevice", "current"): return .native(SimulatedDevice.current)
    case ("UIScreen", "main"): return .native(SimulatedDevice.screen)
    case ("UIApplication", "shared"): return .native(SimulatedDevice.application)
    case ("UIApplication", "openSettingsURLString"): return .string("app-settings:")
    case ("ProcessInfo", "processInfo"): return .native(SimulatedDevice.processInfo)
    case ("URL", "documentsDirectory"): return FileManagerValue.url("Documents")
    case ("URL", "cachesDirectory"): return FileManagerValue.url("Library/Caches")
    case ("URL", "applicationSupportDirectory"):
      return FileManagerValue.url("Library/Application Support")
    case ("URL", "temporaryDirectory"): return FileManagerValue.url("tmp")
    case ("Locale", "preferredLanguages"): return .array([.string("en")])
    case ("Task", "isCancelled"): return .bool(false)
    case ("Date", let member): return Self.dateStatic(member)
    case ("Calendar", "current"), ("Calendar", "autoupdatingCurrent"):
      return .native(CalendarValue())
    default: return nil
    }
  }

  /// `UserDefaults(suiteName:)`, `UUID()`, `URL(string:)`, `Set(…)`, `Task { … }`,
  /// `Logger(subsystem:category:)`, `StateObject(wrappedValue:)`…; nil when not one of these.
  func systemConstruct(_ type: String, _ arguments: [Argument]) -> RuntimeValue? {
    let labels = arguments.map { $0.label ?? "_" }
    switch type {
    case "UIDevice" where arguments.isEmpty:
      // `UIDevice()`, `ProcessInfo()` read the same device and process as `UIDevice.current`
      // and `ProcessInfo.processInfo` (the documented shared instances).
      return .native(SimulatedDevice.current)
    case "ProcessInfo" where arguments.isEmpty:
      return .native(SimulatedDevice.processInfo)
    case "UserDefaults":
      guard labels == ["suiteName"] else { return .native(userDefaults(suite: nil)) }
      guard case .string(let suite) = arguments[0].value.unwrapped ?? .void else {
        return .optional(.native(userDefaults(suite: nil)))
      }
      return .optional(.native(userDefaults(suite: suite)))
    case "UUID":
      if labels == ["uuidString"] {
        guard case .string(let text) = arguments[0].value.unwrapped ?? .void, text.count == 36
        else { return .nilValue }
        return .optional(.native(UUIDValue(text: text.uppercased())))
      }
      guard arguments.isEmpty else { return nil }
      uuidsMade += 1
      return .native(UUIDValue(index: uuidsMade))
    case "URL" where labels == ["string"]:
      // `URL(string:)` is nil for an empty string; a text with spaces is refused too.
      guard case .string(let text) = arguments[0].value.unwrapped ?? .void else { return nil }
      guard !text.isEmpty, !text.contains(" ") else { return .nilValue }
      return .optional(.native(URLValue(text: text)))
    case "Set":
      guard let source = arguments.first?.value else { return .array([]) }
      guard let items = try? materialize(source, at: nil, 0) else { return nil }
      var unique: [RuntimeValue] = []
      for item in items where !unique.contains(item) { unique.append(item) }
      return .array(unique)
    case "Task":
      // `Task { … }` starts its operation asynchronously: it runs after the code that made it
      // has returned (Swift's `Task.init(priority:operation:)`), so SwiftUI draws the first
      // frame from the state before it. Its closure is not run here.
      return .native(SystemObject("Task", members: ["isCancelled": .bool(false)], sink: true))
    case "Store", "StoreOf":
      // `Store(initialState: Feature.State()) { Feature() }`: the store of that state.
      guard let state = arguments.first(where: { $0.label == "initialState" })?.value else {
        return nil
      }
      return .native(StoreValue(state: state, interpreter: self))
    case "ViewStore", "ViewStoreOf":
      // `ViewStore(store, observe: { $0 })`: the state `observe` makes.
      guard case .native(let store as StoreValue)? = arguments.first?.value else { return nil }
      let observe = arguments.first { $0.label == "observe" }?.value
      return .native(
        StoreValue(
          state: StoreValue.observed(observe, nil, state: store.state, self, scope: globalScope),
          interpreter: self, typeName: "ViewStore"))
    case "Calendar" where labels == ["identifier"]:
      return .native(CalendarValue())
    case "NavigationPath":
      // A stack's path: the values pushed, in order (empty at launch); `append`, `count`,
      // `isEmpty`, `removeLast` act on it as on an array.
      guard let source = arguments.first?.value else { return .array([]) }
      return (try? materialize(source, at: nil, 0)).map(RuntimeValue.array)
    case "Logger", "OSLog":
      return .native(SystemObject(type, sink: true))
    case "NotificationCenter":
      return .native(SystemObject("NotificationCenter", sink: true))
    case "StateObject", "ObservedObject", "SceneStorage", "FocusState":
      // `_model = StateObject(wrappedValue: Model())` in an initialiser: the wrapper's storage.
      if let value = arguments.first(where: {
        ["initialValue", "wrappedValue"].contains($0.label)
      })?.value {
        return .binding(Cell(value))
      }
      if type == "FocusState", arguments.isEmpty { return .binding(Cell(.bool(false))) }
      return nil
    default:
      return nil
    }
  }

  /// `Task.detached { … }`, `Task.sleep(…)`, `Task.yield()`: the operation is not run (see
  /// `Task { … }`); waiting does nothing. Nil for other static calls.
  func systemStaticCall(_ type: String, _ name: String) -> RuntimeValue? {
    switch (type, name) {
    case ("Task", "detached"):
      return .native(SystemObject("Task", members: ["isCancelled": .bool(false)], sink: true))
    case ("Task", "sleep"), ("Task", "yield"), ("Task", "checkCancellation"): return .void
    default: return nil
    }
  }
}
