import SwiftSyntax

/// Foundation's `URL` as view code gets it from the app bundle
/// (`Bundle.main.url(forResource:withExtension:)`, `URL(fileURLWithPath:)`) or from bundled
/// data (a `URL` property decoded from JSON): its text and, for a file, its path.
final class URLValue: NativeValue, CustomStringConvertible {
  /// The absolute string (`https://…`, or `file://` and the path).
  let text: String
  /// The file's path when the URL names one.
  let path: String?

  init(text: String) {
    self.text = text
    self.path = text.hasPrefix("file://") ? String(text.dropFirst("file://".count)) : nil
  }

  init(filePath: String) {
    self.text = "file://" + filePath
    self.path = filePath
  }

  var typeName: String { "URL" }
  var description: String { text }

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "absoluteString", "description": .string(text)
    case "path", "relativePath": .string(path ?? pathPart)
    case "isFileURL": .bool(path != nil)
    case "lastPathComponent": .string(pathPart.split(separator: "/").last.map(String.init) ?? "")
    case "pathExtension":
      .string(
        pathPart.split(separator: "/").last.flatMap { last in
          last.lastIndex(of: ".").map { String(last[last.index(after: $0)...]) }
        } ?? "")
    case "host": .optional(host.map(RuntimeValue.string))
    default: nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    switch method {
    case "appendingPathComponent", "appending":
      guard case .string(let component)? = arguments.first?.value.unwrapped else { return nil }
      let joined = text.hasSuffix("/") ? text + component : text + "/" + component
      return .native(URLValue(text: joined))
    default: return nil
    }
  }

  /// The path part of the text (after the scheme and host).
  private var pathPart: String {
    if let path { return path }
    guard let rest = afterScheme else { return text }
    return rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? ""
  }

  private var host: String? {
    guard path == nil, let rest = afterScheme else { return nil }
    return String(rest.prefix { $0 != "/" })
  }

  /// What follows `scheme://`, nil without one (no Foundation here: found by hand).
  private var afterScheme: Substring? {
    let characters = Array(text.utf8)
    guard characters.count >= 3 else { return nil }
    for index in 0..<(characters.count - 2)
    where characters[index] == UInt8(ascii: ":") && characters[index + 1] == UInt8(ascii: "/")
      && characters[index + 2] == UInt8(ascii: "/")
    {
      return Substring(text.utf8.dropFirst(index + 3))
    }
    return nil
  }
}

/// `Data(contentsOf:)` of a bundled file: the file it holds, read when decoded (``JSONDecoderValue``).
final class DataValue: NativeValue {
  let path: String
  init(path: String) { self.path = path }
  var typeName: String { "Data" }
  func member(_ name: String) -> RuntimeValue? { nil }
  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? { nil }
}

/// An error the code caught (`catch let error`): its message.
final class ThrownError: NativeValue, CustomStringConvertible {
  let message: String
  init(message: String) { self.message = message }
  var typeName: String { "Error" }
  var description: String { message }
  func member(_ name: String) -> RuntimeValue? {
    name == "localizedDescription" ? .string(message) : nil
  }
  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? { nil }
}

/// Foundation's `JSONDecoder`: `decode(T.self, from: data)` of a bundled file's data reads the
/// file with the model's JSON parser and builds `T` from it as Swift's synthesised `Decodable`
/// conformance does (``Interpreter/decode(_:as:from:strategy:)``). `keyDecodingStrategy =
/// .convertFromSnakeCase` is kept; the other strategies are accepted and do not change what
/// is read.
final class JSONDecoderValue: SettableNativeValue {
  private weak var interpreter: Interpreter?
  /// `.convertFromSnakeCase`: JSON keys `first_name` match the property `firstName`.
  private(set) var convertsFromSnakeCase = false

  init(_ interpreter: Interpreter) { self.interpreter = interpreter }

  var typeName: String { "JSONDecoder" }

  static let strategies: Set<String> = [
    "keyDecodingStrategy", "dateDecodingStrategy", "dataDecodingStrategy",
    "nonConformingFloatDecodingStrategy", "userInfo", "allowsJSON5", "assumesTopLevelDictionary",
  ]

  func member(_ name: String) -> RuntimeValue? {
    guard Self.strategies.contains(name) else { return nil }
    if name == "keyDecodingStrategy" {
      let strategy = convertsFromSnakeCase ? "convertFromSnakeCase" : "useDefaultKeys"
      return .enumCase(type: "", name: strategy, payload: [])
    }
    return .void
  }

  func set(_ name: String, _ value: RuntimeValue) -> Bool {
    guard Self.strategies.contains(name) else { return false }
    if name == "keyDecodingStrategy", case .enumCase(_, let strategy, _) = value {
      convertsFromSnakeCase = strategy == "convertFromSnakeCase"
    }
    return true
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? { nil }

  func call(
    _ method: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue? {
    guard method == "decode", arguments.count == 2, let interpreter,
      case .metatype(let type) = arguments[0].value
    else { return nil }
    guard case .native(let data as DataValue) = arguments[1].value.unwrapped ?? .void else {
      var failure = interpreter.error(
        "JSONDecoder decodes only a bundled file's data here (Data(contentsOf:) of a URL the "
          + "app's Bundle gave)", at: node, file: file)
      failure.isThrown = true
      throw failure
    }
    return try interpreter.decode(
      type, from: data.path, snakeCase: convertsFromSnakeCase, at: node, file: file)
  }
}
