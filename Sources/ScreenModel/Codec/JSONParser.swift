/// A strict JSON parser (RFC 8259) that reports the line and column of the first error.
///
/// Stricter than the RFC where it leaves room for surprises (RFC 8259 §4 and §8.2 call such
/// input "unpredictable" or "interoperability" hazards): a key repeated in one object is
/// refused, naming the key and its path (otherwise the later one silently wins in a
/// hand-edited scene); so are an escaped surrogate that is not half of a pair (`"\ud800"`,
/// no Unicode scalar) and the NUL character (`"\u0000"`), which no field of NavLab holds and
/// which C strings would cut.
///
/// ```swift
/// let value = try JSONParser.parse(Array(#"{"events": []}"#.utf8))
/// ```
public struct JSONParser {
  /// Why a text is not JSON, and where.
  public struct Failure: Error, Equatable, CustomStringConvertible {
    public var message: String
    public var line: Int
    public var column: Int
    public var description: String {
      Quoted.escaped("line \(line), column \(column): \(message)")
    }
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  private var values = 0
  /// Where the parser is, for a duplicate key's message: the keys and indices of the open
  /// objects and arrays.
  private var path: [PathStep] = []

  private enum PathStep {
    case key(String)
    case index(Int)
  }
  /// Deeper nesting is refused rather than risking the stack.
  static let maximumDepth = 256
  /// More values (numbers, strings, literals, arrays and objects) are refused: the tree takes
  /// about 50 bytes a value, and a 64 MiB script of short events held 636 MB before any was
  /// checked (issue 21). A window recording's 500,000 events and frames take at most 2.5 M.
  public static let maximumValues = 3_000_000

  private init(_ bytes: [UInt8]) { self.bytes = bytes }

  public static func parse(_ bytes: [UInt8]) throws(Failure) -> JSONValue {
    var parser = JSONParser(bytes)
    // A UTF-8 byte order mark is tolerated.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue()
    parser.skipWhitespace()
    guard parser.index == bytes.count else {
      throw parser.failure("unexpected text after the end of the JSON value")
    }
    return value
  }

  private func failure(_ message: String) -> Failure {
    var line = 1
    var column = 1
    for byte in bytes[..<min(index, bytes.count)] {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return Failure(message: message, line: line, column: column)
  }

  /// The path of `key` in the open objects and arrays, like `list.sections[0].label`, its
  /// keys quoted and the whole cut to stay a short line.
  private func describePath(adding key: String) -> String {
    var text = ""
    for step in path + [.key(key)] {
      switch step {
      case .key(let name): text += (text.isEmpty ? "" : ".") + Quoted.cut(name, limit: 30)
      case .index(let position): text += "[\(position)]"
      }
    }
    // Deep nesting: the innermost part is the one to find.
    guard text.count > 120 else { return text }
    return "…" + text.suffix(119)
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func parseValue() throws(Failure) -> JSONValue {
    guard index < bytes.count else { throw failure("the file ends where a value was expected") }
    values += 1
    if values > JSONParser.maximumValues {
      throw failure("more than \(JSONParser.maximumValues) values; too many for NavLab")
    }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default:
      let byte = bytes[index]
      if byte >= 0x20 && byte < 0x7F {
        throw failure("unexpected character '\(Character(Unicode.Scalar(byte)))'")
      }
      throw failure("unexpected byte 0x\(String(byte, radix: 16)) (is this a text file?)")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure)
    -> JSONValue
  {
    // Compared in place: a live answer's `true` and `false` come every frame.
    let count = word.utf8.count
    guard index + count <= bytes.count, bytes[index..<index + count].elementsEqual(word.utf8)
    else {
      throw failure("unknown word (expected \(word))")
    }
    index += count
    return value
  }

  private mutating func enter() throws(Failure) {
    depth += 1
    if depth > JSONParser.maximumDepth { throw failure("nesting deeper than 256 levels") }
  }

  private mutating func parseObject() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var members: [(key: String, value: JSONValue)] = []
    // Keys seen so far; a linear search is cheaper for the small objects NavLab reads.
    var seen: Set<String> = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw failure("expected a quoted member name")
      }
      let keyStart = index
      let key = try parseString()
      let repeated: Bool
      if members.count < 16 {
        repeated = members.contains { $0.key == key }
      } else {
        if seen.isEmpty { seen = Set(members.map(\.key)) }
        repeated = !seen.insert(key).inserted
      }
      if repeated {
        index = keyStart
        throw failure(
          "duplicate key \"\(Quoted.cut(key))\" at \(describePath(adding: key)); "
            + "a key may appear once in an object: remove one of them")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw failure("expected ':' after the member name \"\(Quoted.cut(key))\"")
      }
      index += 1
      skipWhitespace()
      path.append(.key(key))
      members.append((key, try parseValue()))
      path.removeLast()
      skipWhitespace()
      guard index < bytes.count else { throw failure("the file ends inside an object") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw failure("expected ',' or '}' in an object")
    }
  }

  private mutating func parseArray() throws(Failure) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      path.append(.index(elements.count))
      elements.append(try parseValue())
      path.removeLast()
      skipWhitespace()
      guard index < bytes.count else { throw failure("the file ends inside an array") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw failure("expected ',' or ']' in an array")
    }
  }

  private mutating func parseString() throws(Failure) -> String {
    index += 1
    // Most strings (names, keys) have no escape: made from their bytes at once, without
    // building them scalar by scalar (a live answer's names, every frame; issue 38).
    let start = index
    var end = start
    while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\"),
      bytes[end] >= 0x20
    {
      end += 1
    }
    if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
      index = end + 1
      guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
        throw failure("a string is not valid UTF-8")
      }
      return text
    }
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flushRun() throws(Failure) {
      guard !run.isEmpty else { return }
      guard let text = String(validating: run, as: UTF8.self) else {
        throw failure("a string is not valid UTF-8")
      }
      scalars.append(contentsOf: text.unicodeScalars)
      run.removeAll(keepingCapacity: true)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        try flushRun()
        return String(scalars)
      case UInt8(ascii: "\\"):
        try flushRun()
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try parseHex4()
          if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count,
            bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
          {
            // Only a low surrogate completes the pair; any other escape is left for the next
            // round, and the lone high surrogate becomes U+FFFD.
            let resume = index
            index += 2
            let low = try parseHex4()
            if (0xDC00...0xDFFF).contains(low) {
              code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
            } else {
              index = resume
            }
          }
          // RFC 8259 §8.2: an unpaired surrogate is no character; NUL cuts C strings.
          if (0xD800...0xDFFF).contains(code) {
            index -= 6
            let hex = String(code, radix: 16)
            throw failure(
              (0xD800...0xDBFF).contains(code)
                ? "a lone UTF-16 surrogate escape \\u\(hex) (a high surrogate must be followed by "
                  + "a low one, \\udc00 to \\udfff): write the character itself"
                : "a lone UTF-16 surrogate escape \\u\(hex) (a low surrogate must follow a high "
                  + "one, \\ud800 to \\udbff): write the character itself")
          }
          if code == 0 {
            index -= 6
            throw failure("a NUL character (\\u0000) in a string; NavLab's text cannot hold it")
          }
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        case 0x20..<0x7F: throw failure("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
        default: throw failure("unknown escape: '\\' then byte 0x\(String(escape, radix: 16))")
        }
      case 0..<0x20:
        throw failure("a control character inside a string (unterminated string?)")
      default:
        run.append(byte)
        index += 1
      }
    }
    throw failure("the file ends inside a string")
  }

  private mutating func parseHex4() throws(Failure) -> UInt32 {
    guard index + 4 <= bytes.count else { throw failure("a \\u escape needs four hex digits") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw failure("a \\u escape needs four hex digits")
      }
      value = value * 16 + digit
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = index
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    func digits() -> Int {
      var count = 0
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
        count += 1
      }
      return count
    }
    guard digits() > 0 else { throw failure("a number needs digits") }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits() > 0 else { throw failure("a number needs digits after '.'") }
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits() > 0 else { throw failure("a number needs digits in its exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text) else { throw failure("'\(Quoted.cut(text))' is not a number") }
    guard value.isFinite else {
      throw failure("'\(Quoted.cut(text))' is too large for a number")
    }
    return .number(value)
  }
}
