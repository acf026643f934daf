import DisplayList
import NavGeometry

/// Names used in scene files for the engine's enums.
enum SceneFormat {
  static let kinds: [(String, ScenePreset)] = ScenePreset.allCases.map { ($0.rawValue, $0) }
  static let rowStyles: [(String, RowStyle)] = RowStyle.allCases.map { ($0.rawValue, $0) }
  static let listStyles: [(String, ListStyle)] = [
    ("inset-grouped", .insetGrouped), ("plain", .plain),
  ]
  static let largeTitleModes: [(String, LargeTitleDisplayMode)] = LargeTitleDisplayMode.allCases
    .map { ($0.rawValue, $0) }
  static let statusBarModes: [(String, StatusBarMode)] = StatusBarMode.allCases.map {
    ($0.rawValue, $0)
  }
  static let appearances: [(String, Appearance)] = Appearance.allCases.map { ($0.rawValue, $0) }
  static let accents: [(String, Accent)] = [
    ("blue", .blue), ("green", .green), ("orange", .orange), ("red", .red), ("pink", .pink),
    ("indigo", .indigo), ("purple", .purple), ("teal", .teal), ("yellow", .yellow),
    ("gray", .gray), ("black", .black),
  ]

  static func name<Value: Equatable>(_ value: Value, in table: [(String, Value)]) -> String {
    table.first(where: { $0.1 == value })?.0 ?? ""
  }
}
