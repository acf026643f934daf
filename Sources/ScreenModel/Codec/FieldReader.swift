import DisplayList

/// A scene or tuning file that cannot be used: the file, the field path and what is wrong.
public struct SceneError: Error, Equatable, CustomStringConvertible, Sendable {
  public var file: String
  /// A path like `list.sections[2][0].icon`; empty for the whole document.
  public var path: String
  public var problem: String

  public init(file: String, path: String, problem: String) {
    self.file = file
    self.path = path
    self.problem = problem
  }

  /// One line whatever the file held: control characters in the file's name, the path or the
  /// problem (user text quoted in it) are escaped (``Quoted/escaped(_:)``).
  public var description: String {
    Quoted.escaped(path.isEmpty ? "\(file): \(problem)" : "\(file): \(path): \(problem)")
  }
}

/// Reads typed values out of a JSON tree, naming the field path in every error.
package struct FieldReader {
  package let file: String
  /// The scenes written inline in the file (`"push": {…}`), shared by the readers of its
  /// nested scenes (SceneDecoder+Destinations.swift).
  package var inline = InlineScreens()
  /// The innermost node named for live patches (`"node"`) being read, and its path: sources
  /// inside it are written from its name (``source(_:)``).
  package var namedNode: (path: String, name: String)?

  package init(file: String, inline: InlineScreens = InlineScreens()) {
    self.file = file
    self.inline = inline
  }

  /// The source a content node at `path` records: its field path, or inside a node named for
  /// live patches the path from that node, `#name.vstack[1]`. A patch replacing the node is
  /// read with the same sources as the scene that first held it, so a patch that changes
  /// nothing is equal to what is shown (issue 38), and its elements keep their sources.
  package func source(_ path: String) -> String {
    guard let node = namedNode, path.hasPrefix(node.path) else { return path }
    return "#" + node.name + path.dropFirst(node.path.count)
  }

  package func error(_ path: String, _ problem: String) -> SceneError {
    SceneError(file: file, path: path, problem: problem)
  }

  /// The members of an object, refusing names not in `known` (catches typos).
  package func members(_ value: JSONValue, at path: String, known: Set<String>) throws(SceneError)
    -> FieldMembers
  {
    guard case .object(let pairs) = value else {
      throw error(path, "is \(value.typeName); expected an object")
    }
    for (key, _) in pairs where !known.contains(key) {
      let list = Quoted.list(known.sorted())
      throw error(join(path, Quoted.cut(key)), "unknown field (known fields: \(list))")
    }
    return FieldMembers(pairs)
  }

  package func join(_ path: String, _ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  package func number(
    _ value: JSONValue?, at path: String, in range: ClosedRange<Double>, default fallback: Double?
  ) throws(SceneError) -> Double {
    guard let value else {
      if let fallback { return fallback }
      throw error(path, "missing (a number in \(describe(range)))")
    }
    guard case .number(let number) = value else {
      throw error(path, "is \(value.typeName); expected a number in \(describe(range))")
    }
    guard range.contains(number) else {
      throw error(path, "\(number) is out of range \(describe(range))")
    }
    return number
  }

  package func integer(
    _ value: JSONValue?, at path: String, in range: ClosedRange<Int>, default fallback: Int
  )
    throws(SceneError) -> Int
  {
    guard let value else { return fallback }
    guard case .number(let number) = value, number == number.rounded(),
      number >= Double(range.lowerBound), number <= Double(range.upperBound)
    else {
      throw error(path, "expected a whole number from \(range.lowerBound) to \(range.upperBound)")
    }
    return Int(number)
  }

  /// A live program's name for a node or a screen (`"id"`, `"action"`, `"screenID"`): 1 to
  /// ``maximumNameLength`` letters, digits, `_`, `-`, `.` or `:`, so it travels in a JSON
  /// line and a trace header as written.
  package func liveName(_ value: JSONValue?, at path: String) throws(SceneError) -> String {
    let text = try string(value, at: path, default: nil)
    let allowed = text.utf8.allSatisfy { byte in
      (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A)
        || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte == 0x2D || byte == 0x2E
        || byte == 0x3A
    }
    guard !text.isEmpty, text.utf8.count <= Self.maximumNameLength, allowed else {
      throw error(
        path,
        "\"\(Quoted.cut(text))\" is not a name; write 1 to \(Self.maximumNameLength) letters, digits, _, -, . or : (e.g. \"n3\")"
      )
    }
    return text
  }

  /// Longest live name (`"id"`, `"action"`, `"screenID"`).
  package static let maximumNameLength = 64

  package func string(_ value: JSONValue?, at path: String, default fallback: String?)
    throws(SceneError)
    -> String
  {
    guard let value else {
      if let fallback { return fallback }
      throw error(path, "missing (a string)")
    }
    guard case .string(let text) = value else {
      throw error(path, "is \(value.typeName); expected a string")
    }
    // A 40,000-character title is a mistake or an attack: refuse it instead of drawing it.
    guard text.utf8.count <= Self.maximumStringLength || text.count <= Self.maximumStringLength
    else {
      throw error(
        path,
        "\"\(Quoted.cut(text))\" is \(text.count) characters long; at most \(Self.maximumStringLength)"
      )
    }
    return text
  }

  /// An array of `count` strings (absent: none), each as ``string(_:at:default:)`` reads it.
  package func strings(_ value: JSONValue?, at path: String, count: ClosedRange<Int>)
    throws(SceneError) -> [String]
  {
    guard let value else { return [] }
    guard case .array(let items) = value, count.contains(items.count) else {
      throw error(
        path, "expected an array of \(count.lowerBound) to \(count.upperBound) strings")
    }
    var texts: [String] = []
    for (index, item) in items.enumerated() {
      texts.append(try string(item, at: "\(path)[\(index)]", default: nil))
    }
    return texts
  }

  /// The longest string a scene accepts, in characters (a screen shows a few dozen).
  package static let maximumStringLength = TextContent.maximumLength

  package func bool(_ value: JSONValue?, at path: String, default fallback: Bool) throws(SceneError)
    -> Bool
  {
    guard let value else { return fallback }
    guard case .bool(let flag) = value else {
      throw error(path, "is \(value.typeName); expected true or false")
    }
    return flag
  }

  /// One of a fixed set of names (`choices` maps names to values).
  package func choice<Value>(
    _ value: JSONValue?, at path: String, _ choices: [(String, Value)], default fallback: Value?
  ) throws(SceneError) -> Value {
    // Only a missing field takes the default; an empty string is refused like any other typo.
    if value == nil, let fallback { return fallback }
    let name = try string(value, at: path, default: nil)
    guard let match = choices.first(where: { $0.0 == name }) else {
      throw error(
        path,
        "\"\(Quoted.cut(name))\" is not one of: \(Quoted.list(choices.map(\.0)))")
    }
    return match.1
  }

  /// A colour written `#RRGGBB` or `#RRGGBBAA`.
  package func color(_ value: JSONValue?, at path: String, default fallback: Color)
    throws(SceneError)
    -> Color
  {
    guard value != nil else { return fallback }
    let text = try string(value, at: path, default: nil)
    let digits = String(text.dropFirst())
    guard text.hasPrefix("#"), digits.count == 6 || digits.count == 8,
      digits.allSatisfy(\.isHexDigit), let bits = UInt32(digits, radix: 16)
    else {
      throw error(path, "\"\(Quoted.cut(text))\" is not a colour; write #RRGGBB or #RRGGBBAA")
    }
    if digits.count == 6 { return Color(hex: bits) }
    return Color(
      red: UInt8(bits >> 24), green: UInt8((bits >> 16) & 0xFF), blue: UInt8((bits >> 8) & 0xFF),
      alpha: UInt8(bits & 0xFF))
  }

  private func describe(_ range: ClosedRange<Double>) -> String {
    "\(NumberFormat.shortest(range.lowerBound))…\(NumberFormat.shortest(range.upperBound))"
  }
}
