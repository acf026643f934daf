/// A small strict JSON reader for asset catalogs' `Contents.json` and `Localizable.xcstrings`
/// (the importer uses no Foundation). Bounded: nesting deeper than 64 or a malformed document
/// reads as nil, never a crash. `null` reads as an empty object.
struct AssetJSON {
  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// A key an object repeats, or nesting past the limit (the document is then not read).
  private var duplicate: String?
  private var tooDeep = false

  static let maximumDepth = 64

  /// The document `bytes` holds, or nil when it is not JSON.
  static func parse(_ bytes: [UInt8]) -> SceneJSON? {
    try? read(bytes)
  }

  /// Why a document was not read, in a few words.
  struct Problem: Error {
    var reason: String
  }

  /// The document `bytes` holds, or why not: not JSON (with the byte where it stopped),
  /// nested deeper than ``maximumDepth``, or a key written twice in one object (which of the
  /// two Xcode would use is not said anywhere).
  static func read(_ bytes: [UInt8]) throws(Problem) -> SceneJSON {
    var reader = AssetJSON(bytes: bytes)
    let value = reader.value()
    if let key = reader.duplicate {
      throw Problem(reason: "the key \"\(key.prefix(60))\" is written twice in one object")
    }
    if reader.tooDeep {
      throw Problem(reason: "nested deeper than \(Self.maximumDepth) levels")
    }
    reader.skipSpace()
    guard let value, reader.index == bytes.count else {
      throw Problem(reason: "not valid JSON (at byte \(min(reader.index, bytes.count)))")
    }
    return value
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func skipSpace() {
    while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
  }

  private mutating func value() -> SceneJSON? {
    skipSpace()
    guard index < bytes.count else { return nil }
    switch bytes[index] {
    case UInt8(ascii: "{"): return object()
    case UInt8(ascii: "["): return array()
    case UInt8(ascii: "\""): return string().map(SceneJSON.string)
    case UInt8(ascii: "t"): return word("true", .bool(true))
    case UInt8(ascii: "f"): return word("false", .bool(false))
    case UInt8(ascii: "n"): return word("null", .object([]))
    default: return number()
    }
  }

  private mutating func word(_ text: String, _ value: SceneJSON) -> SceneJSON? {
    let utf8 = Array(text.utf8)
    guard index + utf8.count <= bytes.count, Array(bytes[index..<index + utf8.count]) == utf8
    else { return nil }
    index += utf8.count
    return value
  }

  private mutating func number() -> SceneJSON? {
    let start = index
    while index < bytes.count,
      (bytes[index] >= 0x30 && bytes[index] <= 0x39)
        || [
          UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "e"),
          UInt8(ascii: "E"),
        ].contains(bytes[index])
    {
      index += 1
    }
    guard index > start, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self))
    else { return nil }
    return .number(value)
  }

  private mutating func string() -> String? {
    index += 1  // the opening quote
    var scalars: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: scalars, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard index < bytes.count else { return nil }
        let escaped = bytes[index]
        index += 1
        switch escaped {
        case UInt8(ascii: "n"): scalars.append(0x0A)
        case UInt8(ascii: "t"): scalars.append(0x09)
        case UInt8(ascii: "r"): scalars.append(0x0D)
        case UInt8(ascii: "b"), UInt8(ascii: "f"): break
        case UInt8(ascii: "u"):
          guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
          else { return nil }
          index += 4
          // A surrogate half stands in as U+FFFD (names and titles rarely need them).
          let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
          scalars += Array(String(Character(scalar)).utf8)
        default: scalars.append(escaped)
        }
      default:
        scalars.append(byte)
      }
    }
    return nil
  }

  private mutating func array() -> SceneJSON? {
    guard depth < Self.maximumDepth else {
      tooDeep = true
      return nil
    }
    depth += 1
    defer { depth -= 1 }
    index += 1
    var items: [SceneJSON] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array([])
    }
    while true {
      guard let item = value() else { return nil }
      items.append(item)
      skipSpace()
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "]") { return .array(items) }
      guard byte == UInt8(ascii: ",") else { return nil }
    }
  }

  private mutating func object() -> SceneJSON? {
    guard depth < Self.maximumDepth else {
      tooDeep = true
      return nil
    }
    depth += 1
    defer { depth -= 1 }
    var keys: Set<String> = []
    index += 1
    var pairs: [(String, SceneJSON)] = []
    skipSpace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object([])
    }
    while true {
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else {
        return nil
      }
      guard keys.insert(key).inserted else {
        duplicate = duplicate ?? key
        return nil
      }
      skipSpace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let member = value() else { return nil }
      pairs.append((key, member))
      skipSpace()
      guard index < bytes.count else { return nil }
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "}") { return .object(pairs) }
      guard byte == UInt8(ascii: ",") else { return nil }
    }
  }
}
