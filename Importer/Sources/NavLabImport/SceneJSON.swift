/// A JSON value whose objects keep their keys in the order written: a content tree's modifiers
/// apply in that order, so the importer must not sort them.
public indirect enum SceneJSON: Equatable, Sendable {
  case string(String)
  case number(Double)
  case bool(Bool)
  case array([SceneJSON])
  case object([(String, SceneJSON)])
  /// `null` (the live protocol's requests may hold it; scenes never do).
  case null

  public static func == (lhs: SceneJSON, rhs: SceneJSON) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): a == b
    case (.number(let a), .number(let b)): a == b
    case (.bool(let a), .bool(let b)): a == b
    case (.null, .null): true
    case (.array(let a), .array(let b)): a == b
    case (.object(let a), .object(let b)):
      a.count == b.count && zip(a, b).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
    default: false
    }
  }

  /// The member named `key` of an object (the first, if written twice).
  public subscript(key: String) -> SceneJSON? {
    guard case .object(let pairs) = self else { return nil }
    return pairs.first { $0.0 == key }?.1
  }

  /// The element at `index` of an array.
  public subscript(index: Int) -> SceneJSON? {
    guard case .array(let items) = self, items.indices.contains(index) else { return nil }
    return items[index]
  }

  /// The text of a string value.
  public var text: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The keys of an object, in order.
  public var keys: [String] {
    if case .object(let pairs) = self { return pairs.map(\.0) }
    return []
  }

  /// JSON text: objects of scalars on one line, larger ones indented, so a scene reads well.
  public func rendered(indent: String = "") -> String {
    switch self {
    case .string(let text): return Self.quoted(text)
    case .number(let value):
      if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
      return String(value)
    case .bool(let value): return value ? "true" : "false"
    case .null: return "null"
    case .array(let items):
      if items.isEmpty { return "[]" }
      if isFlat { return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]" }
      let inner = indent + "  "
      return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n")
        + "\n" + indent + "]"
    case .object(let pairs):
      if pairs.isEmpty { return "{}" }
      if isFlat {
        return "{"
          + pairs.map { Self.quoted($0.0) + ": " + $0.1.rendered() }
          .joined(separator: ", ") + "}"
      }
      let inner = indent + "  "
      return "{\n"
        + pairs.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }
        .joined(separator: ",\n") + "\n" + indent + "}"
    }
  }

  /// True for a value small enough to print on one line.
  private var isFlat: Bool {
    switch self {
    case .array(let items): items.count <= 8 && items.allSatisfy(\.isScalar)
    case .object(let pairs):
      pairs.count <= 8 && pairs.allSatisfy { $0.1.isScalar || $0.1.isSmallObject }
    default: true
    }
  }

  private var isScalar: Bool {
    switch self {
    case .array, .object: false
    default: true
    }
  }

  private var isSmallObject: Bool {
    if case .object(let pairs) = self { return pairs.count <= 3 && pairs.allSatisfy(\.1.isScalar) }
    return false
  }

  static func quoted(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out + "\""
  }
}
