import SwiftSyntax

/// Foundation's formatters as real values (issue 39): `DateFormatter`, `NumberFormatter`,
/// `ByteCountFormatter`, `RelativeDateTimeFormatter`, `ListFormatter` (and
/// `DateComponentsFormatter`'s full style). The code sets their properties as it would on iOS;
/// `string(from:)` / `string(for:)` / `localizedString(…)` write NavLab's instant and the
/// numbers as the simulated iPhone's locale, en_US, writes them (``DateText``, ``NumberText``).
/// A `locale` or `timeZone` the code sets is kept but does not change the text (NavLab draws
/// en_US in GMT).
final class FormatterValue: SettableNativeValue {
  enum Kind: String {
    case date = "DateFormatter"
    case number = "NumberFormatter"
    case byteCount = "ByteCountFormatter"
    case relative = "RelativeDateTimeFormatter"
    case list = "ListFormatter"
    case components = "DateComponentsFormatter"
  }

  let kind: Kind
  private var properties: [String: RuntimeValue] = [:]

  init(_ kind: Kind) { self.kind = kind }

  var typeName: String { kind.rawValue }

  func member(_ name: String) -> RuntimeValue? {
    if let value = properties[name] { return value }
    switch name {
    case "dateStyle", "timeStyle": return .enumCase(type: "", name: "none", payload: [])
    case "numberStyle": return .enumCase(type: "", name: "none", payload: [])
    case "dateFormat": return .string("")
    case "minimumFractionDigits", "maximumFractionDigits":
      let text = numberText()
      return .int(
        name == "minimumFractionDigits" ? text.minimumFractionDigits : text.maximumFractionDigits)
    default: return nil
    }
  }

  func set(_ name: String, _ value: RuntimeValue) -> Bool {
    properties[name] = value
    // ICU keeps minimum ≤ maximum: setting one past the other moves the other.
    if name == "maximumFractionDigits", let maximum = value.number,
      let minimum = properties["minimumFractionDigits"]?.number, minimum > maximum
    {
      properties["minimumFractionDigits"] = value
    }
    if name == "minimumFractionDigits", let minimum = value.number,
      let maximum = properties["maximumFractionDigits"]?.number, maximum < minimum
    {
      properties["maximumFractionDigits"] = value
    }
    return true
  }

  private func caseName(_ name: String) -> String? {
    if case .enumCase(_, let value, _)? = properties[name]?.unwrapped { return value }
    return nil
  }

  private func integer(_ name: String) -> Int? {
    properties[name]?.unwrapped?.number.map { Int($0) }
  }

  private func flag(_ name: String) -> Bool? {
    if case .bool(let value)? = properties[name]?.unwrapped { return value }
    return nil
  }

  /// The currency symbol of `currencyCode` (or `currencySymbol`), en_US's: "$" for USD.
  private var currencySymbol: String {
    if case .string(let symbol)? = properties["currencySymbol"]?.unwrapped { return symbol }
    guard case .string(let code)? = properties["currencyCode"]?.unwrapped else { return "$" }
    let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥", "INR": "₹", "KRW": "₩"]
    return symbols[code.uppercased()] ?? code.uppercased() + "\u{A0}"
  }

  /// The number settings: the style's en_US defaults, then the properties the code set.
  func numberText() -> NumberText {
    let style = caseName("numberStyle") ?? "none"
    var text = NumberText.style(style, currencySymbol: currencySymbol) ?? NumberText.style("none")!
    if let digits = integer("minimumFractionDigits") {
      text.minimumFractionDigits = digits
      text.maximumFractionDigits = max(text.maximumFractionDigits, digits)
    }
    if let digits = integer("maximumFractionDigits") {
      text.maximumFractionDigits = digits
      text.minimumFractionDigits = min(text.minimumFractionDigits, digits)
    }
    if let digits = integer("minimumIntegerDigits") { text.minimumIntegerDigits = digits }
    if let grouping = flag("usesGroupingSeparator") { text.usesGrouping = grouping }
    if flag("usesSignificantDigits") == true {
      text.significantDigits = integer("maximumSignificantDigits") ?? 6
    }
    if case .string(let prefix)? = properties["positivePrefix"]?.unwrapped { text.prefix = prefix }
    if case .string(let suffix)? = properties["positiveSuffix"]?.unwrapped { text.suffix = suffix }
    return text
  }

  /// A number as this `NumberFormatter` writes it.
  func numberString(_ value: Double) -> String {
    let multiplier = properties["multiplier"]?.unwrapped?.number ?? 1
    switch caseName("numberStyle") ?? "none" {
    case "ordinal": return NumberText.ordinal(value * multiplier)
    case "spellOut": return NumberText.spelledOut(value * multiplier)
    case "scientific":
      guard value != 0, value.isFinite else { return "0E0" }
      var exponent = 0
      var mantissa = abs(value)
      while mantissa >= 10 {
        mantissa /= 10
        exponent += 1
      }
      while mantissa < 1 {
        mantissa *= 10
        exponent -= 1
      }
      let digits = NumberText(maximumFractionDigits: 6, usesGrouping: false).text(mantissa)
      return (value < 0 ? "-" : "") + digits + "E\(exponent)"
    case "percent": return numberText().text(value * 100 * multiplier)
    default: return numberText().text(value * multiplier)
    }
  }

  /// A date as this `DateFormatter` writes it: its `dateFormat`, else its styles.
  func dateString(_ date: DateValue) -> String {
    if case .string(let format)? = properties["dateFormat"]?.unwrapped, !format.isEmpty {
      return date.pattern(format)
    }
    return date.styledText(
      date: caseName("dateStyle") ?? "none", time: caseName("timeStyle") ?? "none")
  }

  /// `ByteCountFormatter`: 1000 bytes a KB for `.file` and `.decimal` (the default), 1024 for
  /// `.memory` and `.binary`; whole KB, MB with one decimal, GB and above with two (Apple's
  /// adaptive formatting), "Zero KB" for 0, "1 byte", "999 bytes".
  static func byteCount(_ bytes: Double, style: String?) -> String {
    let base: Double = style == "memory" || style == "binary" ? 1024 : 1000
    if bytes == 0 { return "Zero KB" }
    if abs(bytes) < base {
      let count = Int(bytes)
      return "\(count) byte\(abs(count) == 1 ? "" : "s")"
    }
    let units = ["KB", "MB", "GB", "TB", "PB", "EB"]
    var value = bytes / base
    var index = 0
    while abs(value) >= base, index < units.count - 1 {
      value /= base
      index += 1
    }
    let digits = min(index, 2)
    return NumberText(maximumFractionDigits: digits).text(value) + " " + units[index]
  }

  /// `ListFormatter`, en_US: "A", "A and B", "A, B, and C".
  static func list(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    case 2: return items[0] + " and " + items[1]
    default: return items.dropLast().joined(separator: ", ") + ", and " + items[items.count - 1]
    }
  }

  static func strings(_ value: RuntimeValue?) -> [String]? {
    guard case .array(let items)? = value?.unwrapped else { return nil }
    return items.map { item in
      switch item.unwrapped ?? item {
      case .string(let text): text
      case .int(let number): String(number)
      case .double(let number): Evaluator.format(number)
      default: item.description
      }
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    var first = arguments.first?.value.unwrapped
    // `formatter.string(from: .now)`: a `Date` member written with a leading dot.
    if case .enumCase(_, let name, let payload)? = first, payload.isEmpty,
      let date = Interpreter.dateStatic(name)
    {
      first = date
    }
    let labels = arguments.map { $0.label ?? "_" }
    switch (kind, method, labels) {
    case (.date, "string", ["from"]):
      guard case .native(let date as DateValue)? = first else { return nil }
      return .string(dateString(date))
    case (.date, "string", ["for"]):
      guard case .native(let date as DateValue)? = first else { return .nilValue }
      return .optional(.string(dateString(date)))
    case (.date, "date", ["from"]):
      // Reading a date back from text is not modelled: nil, as for text that does not fit.
      return .nilValue
    case (.date, "setLocalizedDateFormatFromTemplate", _):
      return .void
    case (.number, "string", ["from"]), (.number, "string", ["for"]):
      guard let number = first?.number else { return .nilValue }
      return .optional(.string(numberString(number)))
    case (.number, "number", ["from"]):
      guard case .string(let text)? = first else { return .nilValue }
      return .optional(Double(text.filter { $0 != "," }).map(RuntimeValue.double))
    case (.byteCount, "string", ["fromByteCount"]), (.byteCount, "string", ["for"]):
      guard let bytes = first?.number else { return .nilValue }
      let text = Self.byteCount(bytes, style: caseName("countStyle"))
      return labels == ["for"] ? .optional(.string(text)) : .string(text)
    case (.relative, "localizedString", ["for", "relativeTo"]):
      guard case .native(let date as DateValue)? = first,
        case .native(let base as DateValue)? = arguments[1].value.unwrapped
      else { return nil }
      return .string(relative(date.seconds - base.seconds))
    case (.relative, "localizedString", ["fromTimeInterval"]):
      guard let interval = first?.number else { return nil }
      return .string(relative(interval))
    case (.relative, "string", ["for"]):
      guard case .native(let date as DateValue)? = first else { return .nilValue }
      return .optional(.string(relative(date.seconds - DateValue.launch)))
    case (.list, "string", ["from"]), (.list, "string", ["for"]):
      guard let items = Self.strings(first) else { return .nilValue }
      return .optional(.string(Self.list(items)))
    case (.components, "string", ["from"]):
      guard let interval = first?.number else { return .nilValue }
      return .optional(.string(RelativeText.durationText(interval, units: 7, separator: ", ")))
    default:
      return nil
    }
  }

  private func relative(_ interval: Double) -> String {
    RelativeText.text(
      interval, named: caseName("dateTimeStyle") == "named",
      abbreviated: ["abbreviated", "short"].contains(caseName("unitsStyle") ?? ""))
  }
}

extension Interpreter {
  /// `ByteCountFormatter.string(fromByteCount:countStyle:)`,
  /// `DateFormatter.localizedString(from:dateStyle:timeStyle:)`,
  /// `NumberFormatter.localizedString(from:number:)`, `ListFormatter.localizedString(byJoining:)`;
  /// nil for other statics.
  func formatterStaticCall(_ type: String, _ name: String, _ arguments: [Argument])
    -> RuntimeValue?
  {
    let labels = arguments.map { $0.label ?? "_" }
    func caseName(_ label: String) -> String? {
      guard let argument = arguments.first(where: { $0.label == label }),
        case .enumCase(_, let name, _) = argument.value.unwrapped ?? .void
      else { return nil }
      return name
    }
    switch (type, name) {
    case ("ByteCountFormatter", "string"):
      guard labels.first == "fromByteCount", let bytes = arguments[0].value.number else {
        return nil
      }
      return .string(FormatterValue.byteCount(bytes, style: caseName("countStyle")))
    case ("DateFormatter", "localizedString"):
      guard labels.first == "from",
        case .native(let date as DateValue)? = arguments[0].value.unwrapped
      else { return nil }
      return .string(
        date.styledText(
          date: caseName("dateStyle") ?? "none", time: caseName("timeStyle") ?? "none"))
    case ("NumberFormatter", "localizedString"):
      guard labels == ["from", "number"], let number = arguments[0].value.number else { return nil }
      let formatter = FormatterValue(.number)
      _ = formatter.set("numberStyle", arguments[1].value)
      return .string(formatter.numberString(number))
    case ("ListFormatter", "localizedString"):
      guard labels == ["byJoining"], let items = FormatterValue.strings(arguments[0].value) else {
        return nil
      }
      return .string(FormatterValue.list(items))
    default:
      return nil
    }
  }
}
