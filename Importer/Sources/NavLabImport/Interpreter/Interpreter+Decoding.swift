import ScreenModel
import SwiftSyntax

/// Bundled JSON decoded with the files' own `Codable` types (issue 39: lists built from a
/// file in the app bundle showed no rows). The document is read by the model's JSON parser
/// (through the host, which says once why a file cannot be used); the value is built as
/// Swift's synthesised `Decodable` conformance builds it: every stored property from the key of
/// its name (or its `CodingKeys` case's raw value), optionals `nil` when the key is missing or
/// `null`, a `let` with an initial value kept, enums by raw value, arrays, dictionaries, `URL`s.
/// What does not fit throws as `JSONDecoder` would (`try?` gives nil), with one warning naming
/// the file and the path inside it. A type's own `init(from:)` is not run: its properties are
/// read by key as the synthesised one reads them.
extension Interpreter {
  /// Why a document does not decode as a type, and where in it.
  struct DecodingProblem: Error {
    var message: String
    var codingPath: String
  }

  /// `JSONDecoder().decode(type, from: Data(contentsOf: file))`, decoded once per file and type.
  func decode(
    _ type: String, from path: String, snakeCase: Bool, at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue {
    let key = "\(path)\u{0}\(type)\u{0}\(snakeCase)"
    if let known = decodedResources[key] { return try known.get() }
    let result: Result<RuntimeValue, InterpreterError>
    let name = path.split(separator: "/").last.map(String.init) ?? path
    if let document = host?.bundledJSON(path) {
      do {
        var reader = JSONReading(snakeCase: snakeCase)
        result = .success(try decodeValue(document, as: type, owner: nil, &reader, path: ""))
      } catch let problem as DecodingProblem {
        var failure = error(
          "\(name) does not decode as \(type): \(problem.message)"
            + (problem.codingPath.isEmpty ? "" : " at \(problem.codingPath)")
            + "; JSONDecoder throws, as on iOS", at: node, file: file)
        failure.isThrown = true
        host?.degraded(failure)
        result = .failure(failure)
      }
    } else {
      // The host said why (not JSON, too large, a FIFO).
      var failure = error("\(name) cannot be read as JSON", at: node, file: file)
      failure.isThrown = true
      result = .failure(failure)
    }
    decodedResources[key] = result
    return try result.get()
  }

  /// How keys are matched while one document is decoded.
  struct JSONReading {
    var snakeCase: Bool
    /// Values built so far (arrays' elements count): a document is bounded by the file size
    /// limit, this by the collection limit times a few.
    var values = 0
  }

  private func decodeValue(
    _ json: JSONValue, as written: String, owner: String?, _ reading: inout JSONReading,
    path: String
  ) throws -> RuntimeValue {
    reading.values += 1
    guard reading.values <= limits.collectionSize * 4 else {
      throw DecodingProblem(
        message: "more than \(limits.collectionSize * 4) values", codingPath: path)
    }
    let type = written.trimmingSpaces
    if type.hasSuffix("?") || type.hasPrefix("Optional<") {
      let inner =
        type.hasSuffix("?") ? String(type.dropLast()) : String(type.dropFirst(9).dropLast())
      if case .null = json { return .nilValue }
      return .optional(try decodeValue(json, as: inner, owner: owner, &reading, path: path))
    }
    if case .null = json {
      throw DecodingProblem(message: "null where \(type) is expected", codingPath: path)
    }
    if let (keyType, valueType) = Self.dictionaryTypes(type) {
      guard case .object(let members) = json else { throw mismatch(json, type, path) }
      var pairs: [(key: RuntimeValue, value: RuntimeValue)] = []
      for (name, value) in members {
        let key: RuntimeValue =
          TypeNames.integerTypes.contains(keyType)
          ? (Int(name).map { .int($0) } ?? .string(name))
          : .string(name)
        pairs.append(
          (
            key,
            try decodeValue(value, as: valueType, owner: owner, &reading, path: path + "." + name)
          ))
      }
      return .dictionary(pairs)
    }
    if let element = Self.elementType(type) {
      guard case .array(let items) = json else { throw mismatch(json, type, path) }
      guard items.count <= limits.collectionSize else {
        throw DecodingProblem(
          message: "more than \(limits.collectionSize) elements", codingPath: path)
      }
      var values: [RuntimeValue] = []
      values.reserveCapacity(items.count)
      for (index, item) in items.enumerated() {
        values.append(
          try decodeValue(item, as: element, owner: owner, &reading, path: path + "[\(index)]"))
      }
      return .array(values)
    }
    if let value = try decodeBuiltin(json, type, path) { return value }
    let key = types.resolve(type, from: owner) ?? types.key(type)
    guard let key, let info = types[key] else {
      // A type from a package: the JSON as it is (strings, numbers, collections).
      return Self.plainValue(json)
    }
    switch info.kind {
    case .enumeration:
      return try decodeEnum(json, info, path)
    case .structure, .classType:
      guard case .object(let members) = json else { throw mismatch(json, type, path) }
      return try decodeFields(members, info, &reading, path: path)
    default:
      return Self.plainValue(json)
    }
  }

  /// Strings, numbers, booleans and Foundation's `URL`, `UUID`, `Date`; nil for other types.
  private func decodeBuiltin(_ json: JSONValue, _ type: String, _ path: String) throws
    -> RuntimeValue?
  {
    let base = type.hasPrefix("Swift.") ? String(type.dropFirst(6)) : type
    switch base {
    case "String", "Substring", "Character", "UUID":
      guard case .string(let text) = json else { throw mismatch(json, type, path) }
      return .string(text)
    case "Bool":
      guard case .bool(let value) = json else { throw mismatch(json, type, path) }
      return .bool(value)
    case "URL":
      guard case .string(let text) = json else { throw mismatch(json, type, path) }
      return .native(URLValue(text: text))
    case "Date", "Data":
      // A date's number or string, or base-64 data: nothing view code reads as text.
      return .native(OpaqueValue(typeName: base))
    case "Decimal":
      guard case .number(let value) = json else { throw mismatch(json, type, path) }
      return .double(value)
    case _ where TypeNames.integerTypes.contains(base):
      guard case .number(let value) = json, let integer = Int(exactly: value) else {
        throw mismatch(json, type, path)
      }
      return .int(integer)
    case _ where TypeNames.numericTypes.contains(base):
      guard case .number(let value) = json else { throw mismatch(json, type, path) }
      return .double(value)
    default:
      return nil
    }
  }

  /// An enum with a raw type, by raw value.
  private func decodeEnum(_ json: JSONValue, _ info: TypeIndex.TypeInfo, _ path: String) throws
    -> RuntimeValue
  {
    let raw: RuntimeValue
    switch json {
    case .string(let text): raw = .string(text)
    case .number(let value): raw = Int(exactly: value).map { .int($0) } ?? .double(value)
    default: throw mismatch(json, info.name, path)
    }
    guard info.rawType != nil else {
      throw DecodingProblem(
        message: "\(info.name) has no raw values to decode by", codingPath: path)
    }
    for enumCase in info.cases where enumCase.labels.isEmpty {
      if try rawValue(info.name, enumCase) == raw {
        return .enumCase(type: info.name, name: enumCase.name, payload: [])
      }
    }
    throw DecodingProblem(
      message: "\(raw.debugText) is not a raw value of \(info.name)", codingPath: path)
  }

  /// A struct or class of the files from a JSON object: its stored properties by key.
  private func decodeFields(
    _ members: [(key: String, value: JSONValue)], _ info: TypeIndex.TypeInfo,
    _ reading: inout JSONReading, path: String
  ) throws -> RuntimeValue {
    var object: [String: JSONValue] = [:]
    for (name, value) in members {
      object[reading.snakeCase ? Self.camelCase(name) : name] = value
    }
    let keys = codingKeys(of: info.name)
    let chain = info.isClass ? Array(superclasses(of: info).reversed()) : [info]
    var fields: [(String, RuntimeValue, String?)] = []
    for property in chain.flatMap(\.stored) where property.wrapper == nil {
      let key = keys == nil ? property.name : keys?[property.name]
      var value: RuntimeValue?
      if property.isLet, property.initial != nil {
        // Swift's synthesised init(from:) leaves a `let` with a value alone.
        value = nil
      } else if let key, let json = object[key] {
        if case .null = json, property.type?.hasSuffix("?") == true {
          value = .nilValue
        } else {
          value = try decodeValue(
            json, as: property.type ?? Self.plainType(json), owner: info.name, &reading,
            path: path + "." + key)
        }
      } else if property.type?.hasSuffix("?") == true {
        value = .nilValue
      } else if key != nil {
        throw DecodingProblem(message: "the key \"\(key!)\" is missing", codingPath: path)
      }
      if value == nil, let initial = property.initial {
        let scope = Scope(parent: globalScope)
        scope.typeName = info.name
        value = try? eval(initial, scope, property.file, hint: property.type)
      }
      fields.append((property.name, value ?? sample(of: property.type), property.type))
    }
    if info.isClass {
      let instance = ObjectInstance(type: info.name)
      for (name, value, type) in fields where instance.fields[name] == nil {
        let cell = Cell(coerce(value, to: type), name: name)
        cell.declaredType = type
        instance.fields[name] = cell
        instance.order.append(name)
      }
      return .object(instance)
    }
    return .instance(
      StructInstance(type: info.name, fields: fields.map { ($0.0, coerce($0.1, to: $0.2)) }))
  }

  /// The JSON key of each property a type's `CodingKeys` enum lists (its raw value, else the
  /// case's name); nil when the type declares no `CodingKeys` (every property by its name).
  private func codingKeys(of type: String) -> [String: String]? {
    guard let key = types.key(type + ".CodingKeys"), let info = types[key] else { return nil }
    var keys: [String: String] = [:]
    for enumCase in info.cases {
      if case .string(let text)? = try? rawValue(key, enumCase) {
        keys[enumCase.name] = text
      } else {
        keys[enumCase.name] = enumCase.name
      }
    }
    return keys
  }

  private func mismatch(_ json: JSONValue, _ type: String, _ path: String) -> DecodingProblem {
    DecodingProblem(message: "\(json.typeName) where \(type) is expected", codingPath: path)
  }

  /// `[K: V]` or `Dictionary<K, V>` → (K, V).
  static func dictionaryTypes(_ type: String) -> (String, String)? {
    var inner: Substring
    if type.hasPrefix("["), type.hasSuffix("]") {
      inner = type.dropFirst().dropLast()
    } else if type.hasPrefix("Dictionary<"), type.hasSuffix(">") {
      inner = type.dropFirst("Dictionary<".count).dropLast()
    } else {
      return nil
    }
    var depth = 0
    let separator: Character = type.hasPrefix("[") ? ":" : ","
    for index in inner.indices {
      switch inner[index] {
      case "[", "<", "(": depth += 1
      case "]", ">", ")": depth -= 1
      case separator where depth == 0:
        return (
          String(inner[..<index]).trimmingSpaces,
          String(inner[inner.index(after: index)...]).trimmingSpaces
        )
      default: break
      }
    }
    return nil
  }

  /// `[T]`, `Array<T>`, `Set<T>` → T.
  static func elementType(_ type: String) -> String? {
    if type.hasPrefix("["), type.hasSuffix("]"), dictionaryTypes(type) == nil {
      return String(type.dropFirst().dropLast()).trimmingSpaces
    }
    for prefix in ["Array<", "Set<", "ContiguousArray<"]
    where type.hasPrefix(prefix) && type.hasSuffix(">") {
      return String(type.dropFirst(prefix.count).dropLast()).trimmingSpaces
    }
    return nil
  }

  /// `first_name` → `firstName`, as `.convertFromSnakeCase` reads keys (leading and trailing
  /// underscores kept).
  static func camelCase(_ key: String) -> String {
    guard key.contains("_") else { return key }
    let leading = key.prefix { $0 == "_" }
    let trailing = key.reversed().prefix { $0 == "_" }
    let core = key.dropFirst(leading.count).dropLast(trailing.count)
    let words = core.split(separator: "_", omittingEmptySubsequences: true)
    guard let first = words.first else { return key }
    let rest = words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst().lowercased() }
    return String(leading) + first + rest.joined() + String(trailing)
  }

  /// The type a JSON value has when no type is written (`var count = 0` decoded).
  static func plainType(_ json: JSONValue) -> String {
    switch json {
    case .string: "String"
    case .bool: "Bool"
    case .number(let value): Int(exactly: value) != nil ? "Int" : "Double"
    default: "Any"
    }
  }

  /// A JSON value as the interpreter's (for types the files do not declare).
  static func plainValue(_ json: JSONValue) -> RuntimeValue {
    switch json {
    case .null: .nilValue
    case .bool(let value): .bool(value)
    case .number(let value): Int(exactly: value).map { .int($0) } ?? .double(value)
    case .string(let text): .string(text)
    case .array(let items): .array(items.map(plainValue))
    case .object(let members): .dictionary(members.map { (.string($0.key), plainValue($0.value)) })
    }
  }
}
