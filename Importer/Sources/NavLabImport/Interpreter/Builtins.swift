import SwiftSyntax

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The standard library, CoreGraphics and SwiftUI value types view code uses: global
/// functions (`min`, `max`, `abs`, `round`…), numeric conversions, `CGPoint`/`CGSize`/`CGRect`/
/// `EdgeInsets`/`UnitPoint`, and the common members of numbers, strings, arrays and ranges.
enum Builtins {
  /// Methods that change their receiver (the call writes it back).
  static let mutatingMethods: Set<String> = [
    "append", "insert", "remove", "removeAll", "removeLast", "removeFirst", "popLast", "sort",
    "reverse", "toggle", "removeValue", "updateValue", "negate", "formUnion", "shuffle",
    "subtract", "formIntersection",
  ]

  /// `UnitPoint`'s named points (SwiftUI's documented values).
  static let unitPoints: [String: (Double, Double)] = [
    "zero": (0, 0), "center": (0.5, 0.5), "leading": (0, 0.5), "trailing": (1, 0.5),
    "top": (0.5, 0), "bottom": (0.5, 1), "topLeading": (0, 0), "topTrailing": (1, 0),
    "bottomLeading": (0, 1), "bottomTrailing": (1, 1),
  ]

  /// `String.capitalized`: each word's first letter upper-cased and the rest lower-cased, a
  /// word being what follows a space, a newline or punctuation other than an apostrophe.
  static func capitalized(_ text: String) -> String {
    var result = ""
    var startOfWord = true
    for character in text {
      result += startOfWord ? character.uppercased() : character.lowercased()
      startOfWord = !(character.isLetter || character.isNumber || character == "'")
    }
    return result
  }

  static func point(_ x: Double, _ y: Double) -> RuntimeValue {
    .instance(StructInstance(type: "CGPoint", fields: [("x", .double(x)), ("y", .double(y))]))
  }

  static func size(_ width: Double, _ height: Double) -> RuntimeValue {
    .instance(
      StructInstance(
        type: "CGSize", fields: [("width", .double(width)), ("height", .double(height))])
    )
  }

  static func rect(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> RuntimeValue {
    .instance(
      StructInstance(
        type: "CGRect", fields: [("origin", point(x, y)), ("size", size(width, height))]))
  }

  static func edgeInsets(_ top: Double, _ leading: Double, _ bottom: Double, _ trailing: Double)
    -> RuntimeValue
  {
    .instance(
      StructInstance(
        type: "EdgeInsets",
        fields: [
          ("top", .double(top)), ("leading", .double(leading)), ("bottom", .double(bottom)),
          ("trailing", .double(trailing)),
        ]))
  }

  /// How many integers a range holds, saturating instead of trapping (`...5` starts at
  /// `Int.min`).
  static func count(_ lower: Int, _ upper: Int, closed: Bool) -> Int {
    let (span, overflow) = upper.subtractingReportingOverflow(lower)
    if overflow { return lower > upper ? 0 : .max }
    if span < 0 { return 0 }
    return closed ? (span == .max ? .max : span + 1) : span
  }

  /// A CGRect's four numbers.
  static func rectNumbers(_ instance: StructInstance) -> (Double, Double, Double, Double)? {
    guard case .instance(let origin)? = instance.fields["origin"],
      case .instance(let size)? = instance.fields["size"],
      let x = origin.fields["x"]?.number, let y = origin.fields["y"]?.number,
      let width = size.fields["width"]?.number, let height = size.fields["height"]?.number
    else { return nil }
    return (x, y, width, height)
  }
}

extension Interpreter {
  /// A global function of the standard library or SwiftUI, nil when there is none of that name.
  func builtinGlobal(
    _ name: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue? {
    let values = arguments.map(\.value)
    func number(_ index: Int) throws -> Double {
      guard values.indices.contains(index), let value = values[index].number else {
        throw error("\(name) takes numbers", at: node, file: file)
      }
      return value
    }
    func unary(_ function: (Double) -> Double) throws -> RuntimeValue {
      guard values.count == 1 else { throw error("\(name) takes one number", at: node, file: file) }
      return .double(function(try number(0)))
    }
    switch name {
    case "NSLocalizedString":
      // The app's string for the key, else the key, as a development-language build without
      // a strings entry shows it.
      guard case .string(let key)? = values.first else {
        throw error("NSLocalizedString takes a string", at: node, file: file)
      }
      // `NSLocalizedString(key, tableName:, bundle:, value: "English", comment:)`: the
      // bundle's rule (the entry, else a non-empty value, else the key).
      return try BundleValue(self).call(
        "localizedString",
        [Argument(label: "forKey", .string(key))] + arguments.filter { $0.label == "value" })
        ?? .string(key)
    case "min", "max":
      var items = values
      if items.count == 1, case .array(let array) = items[0] { items = array }
      guard var best = items.first else {
        throw error("\(name) needs at least one value", at: node, file: file)
      }
      for item in items.dropFirst() {
        let less = try binary("<", item, best, node, file)
        if case .bool(true) = less, name == "min" { best = item }
        let more = try binary(">", item, best, node, file)
        if case .bool(true) = more, name == "max" { best = item }
      }
      // Mixed Int and Double arguments are all Double (a literal beside a CGFloat).
      if items.contains(where: { if case .double = $0.unwrapped ?? .void { true } else { false } }),
        let value = best.number
      {
        return .double(value)
      }
      return best
    case "abs":
      if case .int(let value)? = values.first?.unwrapped {
        guard value != .min else {
          throw error("abs(\(value)) overflows Int", at: node, file: file)
        }
        return .int(abs(value))
      }
      return try unary { Swift.abs($0) }
    case "round": return try unary { $0.rounded() }
    case "floor": return try unary { $0.rounded(.down) }
    case "ceil": return try unary { $0.rounded(.up) }
    case "trunc": return try unary { $0.rounded(.towardZero) }
    case "sqrt": return try unary { $0.squareRoot() }
    case "exp": return try unary(exp)
    case "log": return try unary(log)
    case "log10": return try unary(log10)
    case "log2": return try unary(log2)
    case "sin": return try unary(sin)
    case "cos": return try unary(cos)
    case "tan": return try unary(tan)
    case "asin": return try unary(asin)
    case "acos": return try unary(acos)
    case "atan": return try unary(atan)
    case "fabs": return try unary { Swift.abs($0) }
    case "pow": return .double(pow(try number(0), try number(1)))
    case "atan2": return .double(atan2(try number(0), try number(1)))
    case "hypot": return .double(hypot(try number(0), try number(1)))
    case "fmin": return .double(Swift.min(try number(0), try number(1)))
    case "fmax": return .double(Swift.max(try number(0), try number(1)))
    case "NSClassFromString":
      // An app's build links no test classes (`NSClassFromString("XCTestCase") != nil` is
      // how apps ask whether tests run them): no class of that name.
      return .nilValue
    case "print", "debugPrint", "dump", "NSLog", "os_log":
      return .void
    case "withAnimation", "withTransaction":
      // Without a host the change simply happens (no animation to record).
      guard let body = values.last, case .closure = body else {
        throw error("\(name) needs a closure", at: node, file: file)
      }
      return try callValue(body, [], at: node, file: file)
    case "zip":
      guard values.count == 2 else { return nil }
      let first = try materialize(values[0], at: node, file)
      let second = try materialize(values[1], at: node, file)
      return .array(zip(first, second).map { .tuple([(nil, $0), (nil, $1)]) })
    case "stride":
      guard arguments.count == 3, let from = values[0].number, let step = values[2].number,
        step != 0, let end = values[1].number
      else { return nil }
      let through = arguments[1].label == "through"
      var items: [RuntimeValue] = []
      let integral = values.allSatisfy { if case .int = $0 { true } else { false } }
      var current = from
      while step > 0
        ? (through ? current <= end : current < end) : (through ? current >= end : current > end)
      {
        guard items.count < limits.collectionSize else {
          throw error(
            "stride makes more than \(limits.collectionSize) values", at: node, file: file)
        }
        guard let integer = Int(exactly: current) ?? (integral ? nil : 0) else {
          throw error("stride leaves the range of Int", at: node, file: file)
        }
        items.append(integral ? .int(integer) : .double(current))
        current += step
      }
      return .array(items)
    case "type":
      return values.first.map { .metatype($0.typeDescription) }
    case "precondition", "assert":
      if case .bool(false)? = values.first {
        throw error("\(name) failed", at: node, file: file)
      }
      return .void
    case "fatalError", "preconditionFailure", "assertionFailure":
      throw error("\(name)(\(values.first?.description ?? ""))", at: node, file: file)
    default:
      return nil
    }
  }

  /// The elements of a sequence value as an array (ranges are materialised within the
  /// collection limit).
  func materialize(_ value: RuntimeValue, at node: (any SyntaxProtocol)?, _ file: Int) throws
    -> [RuntimeValue]
  {
    if case .array(let items) = value { return items }
    if case .range(.int(let lower), .int(let upper), let closed) = value,
      Builtins.count(lower, upper, closed: closed) > limits.collectionSize
    {
      throw error("range has more than \(limits.collectionSize) elements", at: node, file: file)
    }
    var items: [RuntimeValue] = []
    try iterate(value, at: node, file) { element in
      items.append(element)
      return true
    }
    return items
  }

  /// `CGPoint(x:y:)`, `Double(i)`, `Int(d)`, `String(x)`, `State(initialValue:)`…; nil when
  /// `type` is not built in.
  func builtinConstruct(
    _ type: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?, file: Int
  ) throws -> RuntimeValue? {
    let labels = arguments.map { $0.label ?? "_" }
    func number(_ label: String) throws -> Double {
      guard let argument = arguments.first(where: { $0.label == label }) else { return 0 }
      guard let value = argument.value.number else {
        throw error("\(type)(\(label):) takes a number", at: node, file: file)
      }
      return value
    }
    switch type {
    case "Bundle":
      return BundleValue.construct(arguments, self)
    case "JSONDecoder" where arguments.isEmpty:
      return .native(JSONDecoderValue(self))
    case "URL" where labels == ["fileURLWithPath"]:
      guard case .string(let path) = arguments[0].value.unwrapped ?? .void else { break }
      return .native(URLValue(filePath: path))
    case "Data" where labels.first == "contentsOf":
      // A bundled file (the path a `Bundle` look-up gave); anything else throws, as reading a
      // file that is not there does on iOS (`try?` gives nil).
      if case .native(let url as URLValue) = arguments[0].value.unwrapped ?? .void,
        let path = url.path, let name = path.split(separator: "/").last,
        host?.bundleFile(String(name)) == path
      {
        return .native(DataValue(path: path))
      }
      var failure = error(
        "Data(contentsOf:) reads only the app's bundled files here; "
          + "\(arguments[0].value.description.prefix(80)) is none", at: node, file: file)
      failure.isThrown = true
      throw failure
    case "UIFontMetrics":
      return .native(FontMetricsValue())
    case _ where FormatterValue.Kind(rawValue: type) != nil && arguments.isEmpty:
      return .native(FormatterValue(FormatterValue.Kind(rawValue: type)!))
    case "NSNumber" where labels == ["value"]:
      return arguments[0].value
    case "Date":
      return dateConstruct(arguments, at: node, file: file)
    case "CGPoint", "UnitPoint", "CGVector":
      let names = type == "CGVector" ? ("dx", "dy") : ("x", "y")
      guard Set(labels).isSubset(of: [names.0, names.1]) else { break }
      return .instance(
        StructInstance(
          type: type,
          fields: [
            (names.0, .double(try number(names.0))), (names.1, .double(try number(names.1))),
          ]))
    case "CGSize":
      guard Set(labels).isSubset(of: ["width", "height"]) else { break }
      return Builtins.size(try number("width"), try number("height"))
    case "CGRect":
      if labels == ["origin", "size"] {
        return .instance(
          StructInstance(
            type: "CGRect", fields: [("origin", arguments[0].value), ("size", arguments[1].value)]))
      }
      guard Set(labels).isSubset(of: ["x", "y", "width", "height"]) else { break }
      return Builtins.rect(
        try number("x"), try number("y"), try number("width"), try number("height"))
    case "EdgeInsets":
      guard Set(labels).isSubset(of: ["top", "leading", "bottom", "trailing"]) else { break }
      return Builtins.edgeInsets(
        try number("top"), try number("leading"), try number("bottom"), try number("trailing"))
    case _ where TypeNames.numericTypes.contains(type):
      guard arguments.count == 1 else { break }
      switch arguments[0].value.unwrapped ?? .void {
      case .int(let value): return .double(Double(value))
      case .double(let value): return .double(value)
      case .string(let text): return .optional(Double(text).map(RuntimeValue.double))
      default: break
      }
    case _ where TypeNames.integerTypes.contains(type):
      guard arguments.count == 1 else { break }
      switch arguments[0].value.unwrapped ?? .void {
      case .int(let value): return .int(value)
      case .double(let value):
        guard value.isFinite, let integer = Int(exactly: value.rounded(.towardZero)) else {
          throw error("\(value) cannot become an Int", at: node, file: file)
        }
        return .int(integer)
      case .string(let text): return .optional(Int(text).map(RuntimeValue.int))
      default: break
      }
    case "String":
      if arguments.count == 2, labels == ["repeating", "count"],
        case .string(let text) = arguments[0].value,
        case .int(let count) = arguments[1].value
      {
        guard count >= 0, count <= limits.collectionSize,
          text.count * count <= limits.collectionSize
        else {
          throw error("String(repeating:count:) is too long", at: node, file: file)
        }
        return .string(String(repeating: text, count: count))
      }
      if labels.first == "format", case .string(let specifier) = arguments[0].value {
        // Foundation's `String(format:)` for the printf formats view code uses;
        // `String(format:locale:arguments:)` takes its values as one array.
        var values = arguments.dropFirst().filter { $0.label != "locale" }.map(\.value)
        if labels.last == "arguments", case .array(let items)? = values.last {
          values = values.dropLast() + items
        }
        guard let text = PrintfFormat.format(specifier, values) else {
          throw error("String(format:) with \(specifier) is not supported", at: node, file: file)
        }
        return .string(text)
      }
      // `String(localized: "key")` (and of a `String.LocalizationValue`): the app's string;
      // `comment:`, `table:`, `bundle:`, `locale:` change nothing shown, `defaultValue:` is
      // what a key with no entry shows.
      if labels.first == "localized", case .string(let key) = arguments[0].value,
        labels.dropFirst().allSatisfy({
          ["comment", "table", "bundle", "locale", "defaultValue"].contains($0)
        })
      {
        if let found = host?.localizedString(key) { return .string(found) }
        if case .string(let fallback)? = arguments.first(where: { $0.label == "defaultValue" })?
          .value
        {
          return .string(fallback)
        }
        return .string(key)
      }
      guard arguments.count == 1 else { break }
      return .string(arguments[0].value.printed)
    case "LocalizedStringKey":
      // `Text(LocalizedStringKey("key"))`: the app's string for the key, as `Text` shows it.
      guard arguments.count == 1, case .string(let key) = arguments[0].value.unwrapped ?? .void
      else { break }
      return .string(host?.localizedString(key) ?? key)
    case "AttributedString":
      // Its characters are what a `Text` of it shows (runs' attributes — a link, a colour —
      // change how, not what): `AttributedString("x")`, `AttributedString(localized: "key")`.
      guard arguments.count == 1, case .string(let text) = arguments[0].value.unwrapped ?? .void
      else { break }
      if labels == ["localized"] { return .string(host?.localizedString(text) ?? text) }
      return .string(text)
    case "String.LocalizationValue", "LocalizationValue", "LocalizedStringResource":
      // A key that a `String(localized:)` or `Text` looks up: the key itself until then.
      guard arguments.count == 1, case .string = arguments[0].value else { break }
      return arguments[0].value
    case "Bool":
      guard arguments.count == 1 else { break }
      if case .string(let text) = arguments[0].value {
        return .optional(Bool(text).map(RuntimeValue.bool))
      }
      if case .bool = arguments[0].value { return arguments[0].value }
    case "Array":
      if labels == ["repeating", "count"], case .int(let count) = arguments[1].value {
        guard count >= 0, count <= limits.collectionSize else {
          throw error("Array(repeating:count:) count \(count) is too large", at: node, file: file)
        }
        return .array(Array(repeating: arguments[0].value, count: count))
      }
      if arguments.count == 1 { return .array(try materialize(arguments[0].value, at: node, file)) }
      if arguments.isEmpty { return .array([]) }
    case "State", "StateObject", "Published", "AppStorage":
      guard
        let value = arguments.first(where: { ["initialValue", "wrappedValue"].contains($0.label) })?
          .value
      else { break }
      return .binding(Cell(value))
    case "Binding":
      if labels == ["projectedValue"] { return arguments[0].value }
      // `Binding(source)`: SwiftUI's `Binding.init(_:)` (a `Binding<V>` as `Binding<V?>`, or
      // as `AnyHashable`) reads and writes the same value; a projected value of a package's
      // wrapper (`Binding(settings.$rate)`) is its value, kept in a cell of its own.
      if labels == ["_"], !arguments[0].isTrailing {
        if case .binding = arguments[0].value { return arguments[0].value }
        return .binding(Cell(arguments[0].value, name: "Binding"))
      }
      // `Binding(get: { … }, set: { … })`, or with trailing closures `Binding { … } set: { … }`.
      if labels == ["get", "set"] || labels == ["_", "set"] && arguments[0].isTrailing {
        let getter = arguments[0].value
        let setter = arguments[1].value
        let cell = Cell(.void, name: "Binding")
        cell.derived = (
          get: { [unowned self] in (try? self.call(getter, [])) ?? .void },
          set: { [unowned self] newValue in _ = try? self.call(setter, [Argument(newValue)]) }
        )
        return .binding(cell)
      }
    default:
      return systemConstruct(type, arguments)
    }
    return nil
  }
}
