import DisplayList
import NavGeometry

/// Names used in scene files for the engine's enums: one table per enum, read by the decoder,
/// written by the encoder and looked up by the SwiftUI importer (SwiftUI spells them alike).
public enum SceneFormat {
  static let kinds: [(String, ScenePreset)] = ScenePreset.allCases.map { ($0.rawValue, $0) }
  static let rowStyles: [(String, RowStyle)] = RowStyle.allCases.map { ($0.rawValue, $0) }
  public static let listStyles: [(String, ListStyle)] = [
    ("inset-grouped", .insetGrouped), ("plain", .plain),
  ]
  static let largeTitleModes: [(String, LargeTitleDisplayMode)] = LargeTitleDisplayMode.allCases
    .map { ($0.rawValue, $0) }
  static let statusBarModes: [(String, StatusBarMode)] = StatusBarMode.allCases.map {
    ($0.rawValue, $0)
  }
  static let appearances: [(String, Appearance)] = Appearance.allCases.map { ($0.rawValue, $0) }
  public static let accents: [(String, Accent)] = [
    ("blue", .blue), ("green", .green), ("orange", .orange), ("red", .red), ("pink", .pink),
    ("indigo", .indigo), ("purple", .purple), ("teal", .teal), ("yellow", .yellow),
    ("gray", .gray), ("black", .black),
  ]

  /// The value `name` stands for in `table`, or nil.
  public static func value<Value>(_ name: String, in table: [(String, Value)]) -> Value? {
    table.first(where: { $0.0 == name })?.1
  }

  static func name<Value: Equatable>(_ value: Value, in table: [(String, Value)]) -> String {
    table.first(where: { $0.1 == value })?.0 ?? ""
  }
}
