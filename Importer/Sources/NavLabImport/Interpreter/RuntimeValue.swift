import SwiftSyntax

/// A value while the interpreter runs the files' code.
///
/// `CGFloat` is `.double` (it is a `Double` on every platform SwiftUI runs on, 64-bit). An
/// optional is `.optional(nil)` or `.optional(value)`; a value of a non-optional type is never
/// wrapped, and reading a property whose declared type is optional wraps on assignment only
/// where the interpreter knows the type (comparisons and `??` see through either form).
indirect enum RuntimeValue {
  case int(Int)
  case double(Double)
  case bool(Bool)
  case string(String)
  case optional(RuntimeValue?)
  case tuple([(label: String?, value: RuntimeValue)])
  case array([RuntimeValue])
  /// Keys in insertion order (dictionaries in view code are small lookup tables).
  case dictionary([(key: RuntimeValue, value: RuntimeValue)])
  /// `a...b` / `a..<b` over integers or doubles (`closed` for `...`).
  case range(lower: RuntimeValue, upper: RuntimeValue, closed: Bool)
  case instance(StructInstance)
  case object(ObjectInstance)
  /// An enum case; `type` is "" for an implicit member whose type the interpreter could not
  /// tell (`.global`, `.named("scroll")` passed to a host method). The payload has one value
  /// per argument; for cases of such unknown or unmodelled types (`.easeInOut(duration: 0.3)`)
  /// a labelled argument is a one-element labelled tuple (`argumentValue`, `argumentLabel`,
  /// `number` read through it).
  case enumCase(type: String, name: String, payload: [RuntimeValue])
  case closure(Closure)
  case metatype(String)
  case native(NativeValue)
  /// `$name` of a property wrapper, `.constant(x)`, and an `inout` argument: the cell itself.
  case binding(Cell)
  case void

  /// `nil`.
  static var nilValue: RuntimeValue { .optional(nil) }

  /// A stored property no initial value or initialiser has set yet.
  var isUnset: Bool {
    if case .void = self { return true }
    return false
  }

  /// The value with one level of `Optional` removed, nil for `nil`.
  var unwrapped: RuntimeValue? {
    if case .optional(let inner) = self { return inner?.unwrapped }
    return self
  }

  var isNil: Bool {
    if case .optional(let inner) = self { return inner == nil || inner!.isNil }
    return false
  }

  /// Whether the value is an array.
  var isArray: Bool {
    if case .array = self { return true }
    return false
  }

  /// A labelled argument of an enum case of unknown type (a one-element labelled tuple) as
  /// its value; any other value as itself.
  var argumentValue: RuntimeValue {
    if case .tuple(let items) = self, items.count == 1, items[0].label != nil {
      return items[0].value
    }
    return self
  }

  /// The label of a labelled argument in an enum case's payload (`duration` of
  /// `.easeInOut(duration: 0.3)`), nil for a positional one.
  var argumentLabel: String? {
    if case .tuple(let items) = self, items.count == 1 { return items[0].label }
    return nil
  }

  /// A number as a `Double` (integers convert; a labelled argument reads through), or nil.
  var number: Double? {
    switch self {
    case .double(let value): value
    case .int(let value): Double(value)
    case .tuple(let items) where items.count == 1 && items[0].label != nil: items[0].value.number
    case .optional(let inner?): inner.number
    default: nil
    }
  }

  /// A short name of the value's type for messages.
  var typeDescription: String {
    switch self {
    case .int: "Int"
    case .double: "Double"
    case .bool: "Bool"
    case .string: "String"
    case .optional(let inner): inner.map { "\($0.typeDescription)?" } ?? "nil"
    case .tuple: "tuple"
    case .array: "Array"
    case .dictionary: "Dictionary"
    case .range: "Range"
    case .instance(let instance): instance.type
    case .object(let object): object.type
    case .enumCase(let type, _, _): type.isEmpty ? "enum case" : type
    case .closure: "closure"
    case .metatype(let name): "\(name).Type"
    case .native(let native): native.typeName
    case .binding: "Binding"
    case .void: "Void"
    }
  }
}

extension RuntimeValue: Equatable {
  /// Structural equality for values; closures, objects, natives and bindings by identity.
  /// An optional equals its unwrapped value (`offset == 0` where `offset` is `CGFloat?`), and
  /// integers equal doubles of the same value (an untyped literal against a `CGFloat`).
  static func == (lhs: RuntimeValue, rhs: RuntimeValue) -> Bool {
    switch (lhs, rhs) {
    case (.optional(let a), .optional(let b)):
      switch (a, b) {
      case (nil, nil): return true
      case (let a?, let b?): return a == b
      default: return false
      }
    case (.optional(let a), _): return a.map { $0 == rhs } ?? false
    case (_, .optional(let b)): return b.map { lhs == $0 } ?? false
    case (.int(let a), .int(let b)): return a == b
    case (.int, .double), (.double, .int), (.double, .double): return lhs.number == rhs.number
    case (.bool(let a), .bool(let b)): return a == b
    case (.string(let a), .string(let b)): return a == b
    case (.tuple(let a), .tuple(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.value == $1.value }
    case (.array(let a), .array(let b)): return a == b
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count
        && a.allSatisfy { pair in b.contains { $0.key == pair.key && $0.value == pair.value } }
    case (.range(let a, let b, let c), .range(let d, let e, let f)):
      return a == d && b == e && c == f
    case (.instance(let a), .instance(let b)): return a == b
    case (.object(let a), .object(let b)): return a === b
    case (.enumCase(let t1, let n1, let p1), .enumCase(let t2, let n2, let p2)):
      return (t1 == t2 || t1.isEmpty || t2.isEmpty) && n1 == n2 && p1 == p2
    case (.closure(let a), .closure(let b)): return a === b
    case (.metatype(let a), .metatype(let b)): return a == b
    case (.native(let a), .native(let b)):
      // Foundation values compare by what they hold (`UUID(uuidString:)`, `URL(string:)`).
      if let a = a as? UUIDValue, let b = b as? UUIDValue { return a.text == b.text }
      if let a = a as? URLValue, let b = b as? URLValue { return a.text == b.text }
      if let a = a as? DateValue, let b = b as? DateValue { return a.seconds == b.seconds }
      return a === b
    case (.binding(let a), .binding(let b)): return a === b
    case (.void, .void): return true
    default: return false
    }
  }
}

extension RuntimeValue: CustomStringConvertible {
  /// The value as Swift's `print` and string interpolation show it.
  var description: String {
    switch self {
    case .int(let value): String(value)
    case .double(let value): String(value)
    case .bool(let value): String(value)
    case .string(let value): value
    case .optional(let inner): inner.map { "Optional(\($0.debugText))" } ?? "nil"
    case .tuple(let items):
      "("
        + items.map { ($0.label.map { "\($0): " } ?? "") + $0.value.debugText }.joined(
          separator: ", ") + ")"
    case .array(let items): "[" + items.map(\.debugText).joined(separator: ", ") + "]"
    case .dictionary(let pairs):
      pairs.isEmpty
        ? "[:]"
        : "[" + pairs.map { "\($0.key.debugText): \($0.value.debugText)" }.joined(separator: ", ")
          + "]"
    case .range(let lower, let upper, let closed):
      "\(lower)\(closed ? "..." : "..<")\(upper)"
    case .instance(let instance):
      instance.type + "("
        + instance.order.compactMap { name in
          instance.fields[name].map { "\(name): \($0.debugText)" }
        }.joined(separator: ", ") + ")"
    case .object(let object): object.type
    case .enumCase(let type, let name, let payload):
      (type.isEmpty ? "." : "\(type).") + name
        + (payload.isEmpty ? "" : "(" + payload.map(\.debugText).joined(separator: ", ") + ")")
    case .closure: "(Function)"
    case .metatype(let name): name
    case .native(let native): (native as? CustomStringConvertible)?.description ?? native.typeName
    case .binding(let cell): "Binding(\(cell.value.debugText))"
    case .void: "()"
    }
  }

  /// The value as `"\(x)"` and `String(describing: x)` write it: a case by its name (and
  /// payload) without its type (`Tint.monochrome` is "monochrome"), else ``description``.
  var printed: String {
    guard case .enumCase(_, let name, let payload) = self else { return description }
    return name
      + (payload.isEmpty ? "" : "(" + payload.map(\.debugText).joined(separator: ", ") + ")")
  }

  /// Strings quoted, as inside collections.
  var debugText: String {
    if case .string(let text) = self { return "\"\(text)\"" }
    return description
  }
}

/// A struct value: its type name and stored properties. Value semantics come from the enum
/// (copying a `RuntimeValue` copies the dictionary); property-wrapper storage (`@State`,
/// `@Binding`…) is a `Cell` shared by every copy, as SwiftUI's storage is.
struct StructInstance: Equatable {
  var type: String
  var fields: [String: RuntimeValue]
  /// Stored properties in declaration order (for descriptions and memberwise order).
  var order: [String]
  /// Property-wrapper storage by property name (without the underscore).
  var wrappers: [String: Cell] = [:]

  init(type: String, fields: [(String, RuntimeValue)]) {
    self.type = type
    self.fields = Dictionary(fields, uniquingKeysWith: { $1 })
    self.order = fields.map(\.0)
  }

  static func == (lhs: StructInstance, rhs: StructInstance) -> Bool {
    lhs.type == rhs.type && lhs.fields == rhs.fields
      && lhs.wrappers.count == rhs.wrappers.count
      && lhs.wrappers.allSatisfy { rhs.wrappers[$0.key]?.value == $0.value.value }
  }
}

/// A class instance (`ObservableObject`, `@Observable`, any class in the files): every stored
/// property is a cell, so writes through any reference are seen by all.
final class ObjectInstance {
  let type: String
  var fields: [String: Cell] = [:]
  var order: [String] = []

  init(type: String) { self.type = type }
}
