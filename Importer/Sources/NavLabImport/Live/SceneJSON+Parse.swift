/// Reading JSON text (the live mode's requests) and writing it on one line (its answers).
extension SceneJSON {
  /// Why a request line is not JSON, with the byte offset.
  public struct ParseError: Error, CustomStringConvertible {
    public var offset: Int
    public var reason: String
    public var description: String { "not JSON at byte \(offset): \(reason)" }
  }

  /// Parses one JSON value (objects keep their key order). Nesting deeper than 64 is refused:
  /// a request is a few levels deep.
  public static func parse(_ text: String) throws -> SceneJSON {
    var parser = Parser(bytes: Array(text.utf8))
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == parser.bytes.count else { throw parser.error("text after the value") }
    return value
  }

  /// JSON text on one line (the live protocol is one message per line).
  public func compact() -> String {
    switch self {
    case .string(let text): return Self.quoted(text)
    case .number, .bool, .null: return rendered()
    case .array(let items): return "[" + items.map { $0.compact() }.joined(separator: ",") + "]"
    case .object(let pairs):
      return "{" + pairs.map { Self.quoted($0.0) + ":" + $0.1.compact() }.joined(separator: ",")
        + "}"
    }
  }

  /// The number, if this is one.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The items, if this is an array.
  public var items: [SceneJSON]? {
    if case .array(let items) = self { return items }
    return nil
  }

  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    func error(_ reason: String) -> ParseError { ParseError(offset: index, reason: reason) }

    mutating func skipSpace() {
      while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    mutating func value(depth: Int) throws -> SceneJSON {
      guard depth < 64 else { throw error("nested deeper than 64") }
      skipSpace()
      guard index < bytes.count else { throw error("unexpected end") }
      switch bytes[index] {
      case UInt8(ascii: "{"):
        index += 1
        var pairs: [(String, SceneJSON)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
          index += 1
          return .object(pairs)
        }
        while true {
          skipSpace()
          let key = try string()
          skipSpace()
          try expect(":")
          pairs.append((key, try value(depth: depth + 1)))
          skipSpace()
          if try separator(closing: "}") { return .object(pairs) }
        }
      case UInt8(ascii: "["):
        index += 1
        var items: [SceneJSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
          index += 1
          return .array(items)
        }
        while true {
          items.append(try value(depth: depth + 1))
          skipSpace()
          if try separator(closing: "]") { return .array(items) }
        }
      case UInt8(ascii: "\""): return .string(try string())
      case UInt8(ascii: "t"):
        try word("true")
        return .bool(true)
      case UInt8(ascii: "f"):
        try word("false")
        return .bool(false)
      case UInt8(ascii: "n"):
        try word("null")
        return .null
      default: return .number(try number())
      }
    }

    /// After an element: true at the closing bracket, false after a comma.
    mutating func separator(closing: Character) throws -> Bool {
      guard index < bytes.count else { throw error("unexpected end") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        return false
      }
      if bytes[index] == closing.asciiValue {
        index += 1
        return true
      }
      throw error("expected , or \(closing)")
    }

    mutating func expect(_ character: Character) throws {
      guard index < bytes.count, bytes[index] == character.asciiValue else {
        throw error("expected \(character)")
      }
      index += 1
    }

    mutating func word(_ text: String) throws {
      let expected = Array(text.utf8)
      guard index + expected.count <= bytes.count,
        Array(bytes[index..<index + expected.count]) == expected
      else { throw error("expected \(text)") }
      index += expected.count
    }

    mutating func number() throws -> Double {
      let start = index
      while index < bytes.count, "+-0123456789.eE".utf8.contains(bytes[index]) { index += 1 }
      guard index > start,
        let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)),
        value.isFinite
      else { throw error("expected a value") }
      return value
    }

    mutating func string() throws -> String {
      try expect("\"")
      var scalars = String.UnicodeScalarView()
      var run: [UInt8] = []
      func flush() {
        scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
        run.removeAll()
      }
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if byte == UInt8(ascii: "\"") {
          flush()
          return String(scalars)
        }
        guard byte == UInt8(ascii: "\\") else {
          run.append(byte)
          continue
        }
        flush()
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "u"):
          guard index + 4 <= bytes.count,
            let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
          else { throw error("bad \\u escape") }
          index += 4
          scalars.append(Unicode.Scalar(code) ?? "\u{FFFD}")
        default: scalars.append(Unicode.Scalar(escape))
        }
      }
      throw error("unterminated string")
    }
  }
}
