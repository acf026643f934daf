import NavGeometry

/// The JSON lines a live program speaks over a pipe (docs/live.md): navlab writes requests and
/// reads answers, the importer reads requests and writes answers, both with these functions,
/// so the two sides cannot disagree on the format.
///
/// ```swift
/// var line = ""
/// LiveWire.appendRequest(LiveRequest(time: 0), to: &line)  // {"time": 0}
/// let request = try LiveWire.decodeRequest(Array(line.utf8))
/// let response = try LiveWire.decodeResponse(Array(#"{"animating": true}"#.utf8), scene: "Feed.swift", id: "Feed")
/// ```
public enum LiveWire {
  /// Longest line read (a whole scene, at most `SceneDecoder.maximumFileSize`, and the state
  /// around it).
  public static let maximumLineLength = 2 * SceneDecoder.maximumFileSize

  /// A number as JSON: the shortest form that reads back to the same double (`103`,
  /// `140.5`, `0.1`); non-finite values (never laid out, but never written as `nan`) as 0.
  static func appendNumber(_ value: Double, to line: inout String) {
    guard value.isFinite, value != 0 else {
      line += "0"
      return
    }
    line += NumberFormat.shortest(value)
  }

  /// `[a, b]`, without an array to hold them (a request writes these every frame).
  static func appendNumbers(_ a: Double, _ b: Double, to line: inout String) {
    line += "["
    appendNumber(a, to: &line)
    line += ", "
    appendNumber(b, to: &line)
    line += "]"
  }

  /// `[a, b, c, d]`, without an array to hold them.
  static func appendNumbers(
    _ a: Double, _ b: Double, _ c: Double, _ d: Double, to line: inout String
  ) {
    line += "["
    appendNumber(a, to: &line)
    line += ", "
    appendNumber(b, to: &line)
    line += ", "
    appendNumber(c, to: &line)
    line += ", "
    appendNumber(d, to: &line)
    line += "]"
  }

  static func appendNumbers(_ values: [Double], to line: inout String) {
    line += "["
    for (index, value) in values.enumerated() {
      if index > 0 { line += ", " }
      appendNumber(value, to: &line)
    }
    line += "]"
  }

  /// A JSON string, escaped as the layout dump and scene files write theirs.
  static func appendString(_ text: String, to line: inout String) {
    JSONText.appendQuoted(text, to: &line)
  }

  /// Parses one line into an object's members, or says in one line why it is not one.
  static func members(_ bytes: [UInt8], _ what: String) throws(LiveFailure)
    -> [(key: String, value: JSONValue)]
  {
    let root: JSONValue
    do {
      root = try JSONParser.parse(bytes)
    } catch {
      throw LiveFailure("\(what) is not valid JSON (\(error)): \(excerpt(bytes))")
    }
    guard case .object(let members) = root else {
      throw LiveFailure("\(what) is \(root.typeName), not an object: \(excerpt(bytes))")
    }
    return members
  }

  /// `count` numbers in an array (`"offset": [0, -103]`).
  static func numbers(_ value: JSONValue, _ name: String, count: Int) throws(LiveFailure)
    -> [Double]
  {
    guard case .array(let items) = value, items.count == count else {
      throw LiveFailure("\"\(name)\" is \(value.typeName); expected an array of \(count) numbers")
    }
    var result: [Double] = []
    result.reserveCapacity(count)
    for item in items {
      guard case .number(let number) = item else {
        throw LiveFailure("\"\(name)\" holds \(item.typeName); expected \(count) numbers")
      }
      result.append(number)
    }
    return result
  }

  /// The start of a line, for a message.
  static func excerpt(_ bytes: [UInt8]) -> String {
    let text = String(decoding: bytes.prefix(60), as: UTF8.self)
    return "\"\(Quoted.cut(text))\(bytes.count > 60 ? "…" : "")\""
  }
}
