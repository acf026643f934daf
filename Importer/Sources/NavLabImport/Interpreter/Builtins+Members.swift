import SwiftSyntax

/// Members and methods of built-in values: numbers, strings, arrays, ranges, dictionaries,
/// optionals, bindings, `CGRect`'s derived edges, and statics such as `CGFloat.pi`.
extension Interpreter {
  /// A property of a built-in value, nil when it has none of that name.
  func builtinMember(
    _ value: RuntimeValue, _ name: String, at node: (any SyntaxProtocol)?, _ file: Int
  ) throws -> RuntimeValue? {
    switch value {
    case .int(let number):
      switch name {
      case "description": return .string(String(number))
      case "magnitude":
        return .int(number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude))
      case "isZero": return .bool(number == 0)
      default: return nil
      }
    case .double(let number):
      switch name {
      case "description": return .string(String(number))
      case "magnitude": return .double(number.magnitude)
      case "isZero": return .bool(number == 0)
      case "isNaN": return .bool(number.isNaN)
      case "isFinite": return .bool(number.isFinite)
      case "isInfinite": return .bool(number.isInfinite)
      default: return nil
      }
    case .bool(let flag):
      return name == "description" ? .string(String(flag)) : nil
    case .string(let text):
      switch name {
      case "count": return .int(text.count)
      case "isEmpty": return .bool(text.isEmpty)
      case "description": return value
      case "first": return .optional(text.first.map { .string(String($0)) })
      case "last": return .optional(text.last.map { .string(String($0)) })
      case "capitalized", "localizedCapitalized": return .string(Builtins.capitalized(text))
      case "localizedUppercase": return .string(text.uppercased())
      case "localizedLowercase": return .string(text.lowercased())
      default: return nil
      }
    case .array(let items):
      switch name {
      case "count": return .int(items.count)
      case "isEmpty": return .bool(items.isEmpty)
      case "first": return .optional(items.first)
      case "last": return .optional(items.last)
      case "indices": return .range(lower: .int(0), upper: .int(items.count), closed: false)
      case "startIndex": return .int(0)
      case "endIndex": return .int(items.count)
      default: return nil
      }
    case .range(let lower, let upper, let closed):
      switch name {
      case "lowerBound": return lower
      case "upperBound": return upper
      case "count", "isEmpty":
        guard case .int(let a) = lower, case .int(let b) = upper else { return nil }
        let count = Builtins.count(a, b, closed: closed)
        return name == "count" ? .int(count) : .bool(count == 0)
      default: return nil
      }
    case .dictionary(let pairs):
      switch name {
      case "count": return .int(pairs.count)
      case "isEmpty": return .bool(pairs.isEmpty)
      case "keys": return .array(pairs.map(\.key))
      case "values": return .array(pairs.map(\.value))
      default: return nil
      }
    case .binding(let cell):
      switch name {
      case "wrappedValue": return cell.value
      case "projectedValue": return value
      case _ where cell.value.isArray && Self.collectionReadOnly.contains(name):
        // A binding to a collection is a collection (SwiftUI's `Binding: Collection`): these
        // read-only members are the collection's, not bindings.
        return try lookupMember(cell.value, name, at: node, file)
      default: return try memberBinding(cell, name, at: node, file)
      }
    case .optional(let inner?):
      return try lookupMember(inner, name, at: node, file)
    case .instance(let instance):
      guard instance.type == "CGRect", let (x, y, width, height) = Builtins.rectNumbers(instance)
      else { return nil }
      // A CGRect's derived values; a negative size is standardised, as CoreGraphics does.
      let minX = min(x, x + width)
      let minY = min(y, y + height)
      switch name {
      case "minX": return .double(minX)
      case "minY": return .double(minY)
      case "midX": return .double(minX + abs(width) / 2)
      case "midY": return .double(minY + abs(height) / 2)
      case "maxX": return .double(minX + abs(width))
      case "maxY": return .double(minY + abs(height))
      case "width": return .double(abs(width))
      case "height": return .double(abs(height))
      case "isEmpty": return .bool(width == 0 || height == 0)
      default: return nil
      }
    default:
      return nil
    }
  }

  /// A collection's members a binding to it reads as the collection's.
  static let collectionReadOnly: Set<String> = [
    "count", "isEmpty", "indices", "startIndex", "endIndex",
  ]

  /// `$offset.y`, `$model.flag`: a binding to a member of a binding's value (an object's own
  /// cell, or a cell derived from the struct it is in); nil when the value has no such member.
  func memberBinding(
    _ cell: Cell, _ name: String, at node: (any SyntaxProtocol)?, _ file: Int
  ) throws -> RuntimeValue? {
    _ = sampledObject(cell, cell.name, at: node, file)
    if case .object(let object) = cell.value.unwrapped ?? .void {
      return object.fields[name].map(RuntimeValue.binding)
    }
    guard try lookupMember(cell.value, name, at: node, file) != nil else { return nil }
    let derived = Cell(.void, name: cell.name + "." + name)
    derived.derived = (
      get: { [unowned self] in (try? self.member(of: cell.value, name)) ?? .void },
      set: { [unowned self] newValue in
        try? self.write(cell) { value in
          try self.modifyMember(&value, name, at: node, file) { $0 = newValue }
        }
      }
    )
    return .binding(derived)
  }

  /// A method of a built-in value (the receiver's cell changes for mutating ones), nil when it
  /// has none of that name.
  func builtinMethod(
    _ cell: Cell, _ name: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?,
    file: Int
  ) throws -> RuntimeValue? {
    let values = arguments.map(\.value)
    let receiver = cell.value
    switch receiver.unwrapped ?? receiver {
    case .double(let number):
      switch name {
      case "rounded":
        guard let rule = values.first else { return .double(number.rounded()) }
        return .double(number.rounded(try roundingRule(rule, at: node, file)))
      case "squareRoot": return .double(number.squareRoot())
      case "truncatingRemainder":
        return values.first?.number.map { .double(number.truncatingRemainder(dividingBy: $0)) }
      case "remainder":
        return values.first?.number.map { .double(number.remainder(dividingBy: $0)) }
      case "negate":
        cell.value = .double(-number)
        return .void
      case "formatted" where values.isEmpty: return .string(Self.formattedNumber(number))
      case "formatted" where values.count == 1:
        return FormatStyleText.text(receiver, style: values[0]).map(RuntimeValue.string)
      default: break
      }
    case .int(let number):
      switch name {
      case "isMultiple":
        guard case .int(let other)? = values.first else { return nil }
        return .bool(number.isMultiple(of: other))
      case "signum": return .int(number.signum())
      case "negate":
        guard number != .min else {
          throw error("arithmetic overflow negating \(number)", at: node, file: file)
        }
        cell.value = .int(-number)
        return .void
      case "formatted" where values.isEmpty: return .string(Self.formattedNumber(Double(number)))
      case "formatted" where values.count == 1:
        return FormatStyleText.text(receiver, style: values[0]).map(RuntimeValue.string)
      default: break
      }
    case .bool(let flag):
      if name == "toggle" {
        cell.value = .bool(!flag)
        return .void
      }
    case .string(let text):
      switch name {
      case "uppercased": return .string(text.uppercased())
      case "lowercased": return .string(text.lowercased())
      case "capitalized": return .string(Builtins.capitalized(text))
      case "trimmingCharacters":
        // `.whitespaces`, `.whitespacesAndNewlines`: the sets apps trim with.
        let trimmed = text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }
        return .string(String(trimmed.reversed()))
      case "hasPrefix", "hasSuffix", "contains":
        guard case .string(let other)? = values.first else { break }
        if name == "hasPrefix" { return .bool(text.hasPrefix(other)) }
        if name == "hasSuffix" { return .bool(text.hasSuffix(other)) }
        return .bool(other.isEmpty || text.contains(other))
      case "localizedCaseInsensitiveContains", "localizedStandardContains":
        // The usual search filter (issue 41). Case folded without locale rules (and without
        // the standard variant's diacritic folding); as in Foundation, an empty string is in
        // no string (its range is not found).
        guard case .string(let other)? = values.first else { break }
        return .bool(!other.isEmpty && text.lowercased().contains(other.lowercased()))
      case "prefix", "suffix", "dropFirst", "dropLast":
        let count = values.first.flatMap { if case .int(let n) = $0 { n } else { nil } } ?? 1
        guard count >= 0 else { break }
        switch name {
        case "prefix": return .string(String(text.prefix(count)))
        case "suffix": return .string(String(text.suffix(count)))
        case "dropFirst": return .string(String(text.dropFirst(count)))
        default: return .string(String(text.dropLast(count)))
        }
      case "split":
        guard case .string(let separator)? = values.first, let character = separator.first else {
          break
        }
        return .array(text.split(separator: character).map { .string(String($0)) })
      case "reversed": return .string(String(text.reversed()))
      case "range" where arguments.first?.label == "of":
        // `text.range(of: "x")`: the characters' offsets, nil when absent.
        guard case .string(let other)? = values.first, !other.isEmpty,
          let found = text.firstRange(of: other)
        else { return .nilValue }
        let lower = text.distance(from: text.startIndex, to: found.lowerBound)
        let upper = text.distance(from: text.startIndex, to: found.upperBound)
        return .optional(.range(lower: .int(lower), upper: .int(upper), closed: false))
      default: break
      }
    case .array, .range, .dictionary:
      return try collectionMethod(cell, name, arguments, at: node, file: file)
    case .binding(let binding):
      if name == "wrappedValue" { return binding.value }
    default:
      break
    }
    if case .optional(let inner) = receiver, name == "map" || name == "flatMap" {
      guard let inner, let transform = values.first else { return .nilValue }
      return .optional(try callValue(transform, [Argument(inner)], at: node, file: file))
    }
    if case .instance(let instance) = receiver, instance.type == "CGRect",
      let (x, y, width, height) = Builtins.rectNumbers(instance)
    {
      switch name {
      case "insetBy", "offsetBy":
        let dx = arguments.first { $0.label == "dx" }?.value.number ?? 0
        let dy = arguments.first { $0.label == "dy" }?.value.number ?? 0
        if name == "offsetBy" { return Builtins.rect(x + dx, y + dy, width, height) }
        return Builtins.rect(x + dx, y + dy, width - 2 * dx, height - 2 * dy)
      case "contains":
        guard case .instance(let point)? = values.first, let px = point.fields["x"]?.number,
          let py = point.fields["y"]?.number
        else { break }
        return .bool(px >= x && px < x + width && py >= y && py < y + height)
      default: break
      }
    }
    return nil
  }

  private func roundingRule(_ value: RuntimeValue, at node: (any SyntaxProtocol)?, _ file: Int)
    throws -> FloatingPointRoundingRule
  {
    guard case .enumCase(_, let name, _) = value else {
      throw error("rounded(_:) takes a rounding rule", at: node, file: file)
    }
    switch name {
    case "up": return .up
    case "down": return .down
    case "towardZero": return .towardZero
    case "awayFromZero": return .awayFromZero
    case "toNearestOrEven": return .toNearestOrEven
    case "toNearestOrAwayFromZero": return .toNearestOrAwayFromZero
    default: throw error("unknown rounding rule .\(name)", at: node, file: file)
    }
  }

  /// A built-in static (`CGFloat.pi`, `CGPoint.zero`, `UnitPoint.top`, `Int.max`), nil when
  /// there is none.
  func builtinStatic(_ type: String, _ name: String, at node: (any SyntaxProtocol)?, file: Int)
    throws -> RuntimeValue?
  {
    if name == "self" { return .metatype(type) }
    if let value = foundationStatic(type, name) ?? systemStatic(type, name) { return value }
    switch type {
    // `Bundle.module` (a package's resources) is the app's one bundle too.
    case "Bundle" where name == "main" || name == "module": return .native(BundleValue(self))
    case "UIFontMetrics" where name == "default": return .native(FontMetricsValue())
    case "CGPoint" where name == "zero": return Builtins.point(0, 0)
    case "CGSize" where name == "zero": return Builtins.size(0, 0)
    case "CGRect" where name == "zero": return Builtins.rect(0, 0, 0, 0)
    case "CGVector" where name == "zero":
      return .instance(
        StructInstance(type: "CGVector", fields: [("dx", .double(0)), ("dy", .double(0))]))
    case "EdgeInsets" where name == "zero": return Builtins.edgeInsets(0, 0, 0, 0)
    case "UnitPoint":
      guard let (x, y) = Builtins.unitPoints[name] else { return nil }
      return .instance(
        StructInstance(type: "UnitPoint", fields: [("x", .double(x)), ("y", .double(y))]))
    case _ where TypeNames.numericTypes.contains(type):
      switch name {
      case "pi": return .double(.pi)
      case "infinity": return .double(.infinity)
      case "zero": return .double(0)
      case "nan": return .double(.nan)
      case "greatestFiniteMagnitude": return .double(.greatestFiniteMagnitude)
      case "leastNonzeroMagnitude": return .double(.leastNonzeroMagnitude)
      case "leastNormalMagnitude": return .double(.leastNormalMagnitude)
      case "ulpOfOne": return .double(.ulpOfOne)
      default: return nil
      }
    case _ where TypeNames.integerTypes.contains(type):
      switch name {
      case "max": return .int(.max)
      case "min": return .int(.min)
      case "zero": return .int(0)
      default: return nil
      }
    case _ where TypeNames.colorTypes.contains(type):
      // The model's colours, named by its one table (ColorReader over SceneFormat): a case of
      // the type that the host reads back by name (`let pages: [Color] = [.indigo, .teal]`).
      return ColorReader.named(name).map { _ in .enumCase(type: type, name: name, payload: []) }
    case "String" where name == "empty": return nil
    default: return nil
    }
  }

  /// `Binding.constant(x)`, `CGFloat.maximum(a, b)`…; nil when there is none.
  func builtinStaticCall(
    _ type: String, _ name: String, _ arguments: [Argument], at node: (any SyntaxProtocol)?,
    file: Int
  ) throws -> RuntimeValue? {
    switch (type, name) {
    case ("String", "LocalizationValue"):
      // `String.LocalizationValue(key)`: the key a `String(localized:)` looks up.
      guard arguments.count == 1, case .string = arguments[0].value else { return nil }
      return arguments[0].value
    case ("DispatchTime", "now"):
      return .double(0)  // deadlines are seconds from now
    case ("Binding", "constant"):
      guard let value = arguments.first?.value else { return nil }
      return .binding(Cell(value, name: ".constant", constant: true))
    case (_, "maximum") where TypeNames.numericTypes.contains(type),
      (_, "minimum") where TypeNames.numericTypes.contains(type):
      guard arguments.count == 2, let a = arguments[0].value.number,
        let b = arguments[1].value.number
      else { return nil }
      return .double(name == "maximum" ? Swift.max(a, b) : Swift.min(a, b))
    default:
      return formatterStaticCall(type, name, arguments) ?? systemStaticCall(type, name)
    }
  }
}

extension Interpreter {
  /// `x.formatted()`: the `.number` format style in the simulated iPhone's en_US locale — a
  /// whole number with no fraction (`8.0` is "8", as a `Stepper`'s "8 hours" shows) and its
  /// thousands grouped with commas ("1,234"); a fraction as Swift prints it.
  static func formattedNumber(_ number: Double) -> String {
    guard number.isFinite else { return String(number) }
    let whole = number.rounded(.towardZero)
    let fraction = number == whole ? "" : String(String(number).drop { $0 != "." })
    guard abs(whole) < 1e15 else { return String(number) }
    var digits = String(Int64(abs(whole)))
    var grouped = ""
    while digits.count > 3 {
      grouped = "," + digits.suffix(3) + grouped
      digits.removeLast(3)
    }
    return (number < 0 ? "-" : "") + digits + grouped + fraction
  }
}
