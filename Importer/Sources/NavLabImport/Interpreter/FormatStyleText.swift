/// Foundation's format styles as the code writes them — `date.formatted(.dateTime.month(.wide)
/// .day())`, `Text(price, format: .currency(code: "USD"))`, `x.formatted(.number.precision(
/// .fractionLength(2)))` — in en_US (the simulated iPhone's locale). The interpreter reads a
/// style of a type it cannot see as a chain of cases (`.dateTime`, then `.month(.wide)` with
/// the chain before it first in its payload); this reads the chain back.
///
/// Date fields are written in CLDR's en order ("Tue, Jan 9, 2007", "January 9", "1/9/2007",
/// "9:41 AM"), a date and a time joined by ", " after a numeric date and " at " after a
/// written one, as `Date.FormatStyle` writes them; `.dateTime` alone is "1/9/2007, 9:41 AM"
/// (Apple's `Date.FormatStyle` documentation). Numbers follow ``NumberText``.
enum FormatStyleText {
  static let roots: Set<String> = [
    "dateTime", "iso8601", "relative", "number", "percent", "currency", "byteCount", "list",
  ]

  /// The style's root case and the modifiers after it, outermost last.
  static func chain(_ style: RuntimeValue) -> (
    root: (String, [RuntimeValue]), steps: [(String, [RuntimeValue])]
  )? {
    var steps: [(String, [RuntimeValue])] = []
    var current = style.unwrapped ?? style
    for _ in 0..<32 {
      guard case .enumCase(_, let name, let payload) = current else { return nil }
      if let first = payload.first, isStyle(first) {
        steps.insert((name, Array(payload.dropFirst())), at: 0)
        current = first
        continue
      }
      guard roots.contains(name) else { return nil }
      return ((name, payload), steps)
    }
    return nil
  }

  private static func isStyle(_ value: RuntimeValue) -> Bool {
    var current = value
    for _ in 0..<32 {
      guard case .enumCase(_, let name, let payload) = current else { return false }
      if roots.contains(name) { return true }
      guard let first = payload.first else { return false }
      current = first
    }
    return false
  }

  /// `value` written in `style`; nil when either is not one NavLab writes.
  static func text(_ value: RuntimeValue, style: RuntimeValue) -> String? {
    guard let (root, steps) = chain(style) else { return nil }
    let value = value.unwrapped ?? value
    switch root.0 {
    case "dateTime", "iso8601", "relative":
      guard case .native(let date as DateValue) = value else { return nil }
      if root.0 == "iso8601" { return date.pattern("yyyy-MM-dd'T'HH:mm:ss'Z'") }
      if root.0 == "relative" {
        let named = root.1.contains { label($0, "presentation") == "named" }
        let wide = root.1.contains { label($0, "unitsStyle") == "wide" }
        return RelativeText.text(
          date.seconds - DateValue.launch, named: named, abbreviated: !wide && !root.1.isEmpty)
      }
      return dateText(date, steps)
    case "list":
      guard let items = FormatterValue.strings(value) else { return nil }
      return FormatterValue.list(items)
    case "byteCount":
      guard let bytes = value.number else { return nil }
      return FormatterValue.byteCount(bytes, style: root.1.first.flatMap { label($0, "style") })
    default:
      guard let number = value.number else { return nil }
      return numberText(number, root, steps)
    }
  }

  /// The case name a labelled payload item holds (`presentation: .named` → "named").
  private static func label(_ item: RuntimeValue, _ name: String) -> String? {
    guard case .tuple(let items) = item, items.count == 1, items[0].label == name,
      case .enumCase(_, let value, _) = items[0].value
    else { return nil }
    return value
  }

  private static func caseName(_ item: RuntimeValue?) -> String? {
    if case .enumCase(_, let name, _)? = item { return name }
    return nil
  }

  static func dateText(_ date: DateValue, _ steps: [(String, [RuntimeValue])]) -> String {
    var fields: [String: String] = [:]
    for (name, arguments) in steps { fields[name] = caseName(arguments.first) ?? "" }
    if fields.isEmpty { return date.pattern("M/d/y") + ", " + date.pattern("h:mm a") }
    let p = date.parts
    var datePart: String?
    let month = fields["month"]
    let numericMonth = month == "defaultDigits" || month == "twoDigits"
    let monthText: String? = month.map {
      switch $0 {
      case "wide": return DateValue.monthNames[p.month - 1]
      case "narrow": return String(DateValue.monthNames[p.month - 1].prefix(1))
      case "twoDigits": return DateValue.two(p.month)
      case "defaultDigits": return String(p.month)
      default: return String(DateValue.monthNames[p.month - 1].prefix(3))
      }
    }
    let day = fields["day"].map { $0 == "twoDigits" ? DateValue.two(p.day) : String(p.day) }
    let year = fields["year"].map {
      $0 == "twoDigits" ? DateValue.two(p.year % 100) : String(p.year)
    }
    let weekday = fields["weekday"].map { style -> String in
      let name = DateValue.weekdayNames[p.weekday]
      switch style {
      case "wide": return name
      case "narrow": return String(name.prefix(1))
      case "short": return String(name.prefix(2))
      default: return String(name.prefix(3))
      }
    }
    if numericMonth, let monthText {
      datePart = [monthText, day, year].compactMap { $0 }.joined(separator: "/")
    } else if let monthText {
      var text = monthText + (day.map { " " + $0 } ?? "")
      if let year { text += (day == nil ? " " : ", ") + year }
      datePart = text
    } else {
      let parts = [day, year].compactMap { $0 }
      datePart = parts.isEmpty ? nil : parts.joined(separator: " ")
    }
    if let weekday { datePart = datePart.map { weekday + ", " + $0 } ?? weekday }
    var timePart: String?
    if fields["hour"] != nil {
      var text = String(p.hour % 12 == 0 ? 12 : p.hour % 12)
      if fields["minute"] != nil { text += ":" + DateValue.two(p.minute) }
      if fields["second"] != nil { text += ":" + DateValue.two(p.second) }
      timePart = text + (p.hour < 12 ? " AM" : " PM")
    } else if fields["minute"] != nil || fields["second"] != nil {
      timePart = [
        fields["minute"].map { _ in String(p.minute) },
        fields["second"].map { _ in DateValue.two(p.second) },
      ]
      .compactMap { $0 }.joined(separator: ":")
    }
    switch (datePart, timePart) {
    case (let d?, let t?): return d + (numericMonth || monthText == nil ? ", " : " at ") + t
    case (let d?, nil): return d
    case (nil, let t?): return t
    case (nil, nil): return ""
    }
  }

  static func numberText(
    _ number: Double, _ root: (String, [RuntimeValue]), _ steps: [(String, [RuntimeValue])]
  ) -> String {
    var text = NumberText(maximumFractionDigits: 6)
    var value = number
    switch root.0 {
    case "percent":
      value *= 100
      text.suffix = "%"
      text.negativeSuffix = "%"
    case "currency":
      var code = "USD"
      if case .tuple(let items)? = root.1.first, case .string(let given)? = items.first?.value {
        code = given
      } else if case .string(let given)? = root.1.first {
        code = given
      }
      let currency = FormatterValue(.number)
      _ = currency.set("numberStyle", .enumCase(type: "", name: "currency", payload: []))
      _ = currency.set("currencyCode", .string(code))
      text = currency.numberText()
    default: break
    }
    for (name, arguments) in steps {
      switch name {
      case "precision":
        guard case .enumCase(_, let kind, let payload)? = arguments.first else { continue }
        let amount = payload.first.flatMap { $0.number ?? ($0.unwrapped?.number) }
        if kind == "fractionLength" {
          if let amount {
            text.minimumFractionDigits = Int(amount)
            text.maximumFractionDigits = Int(amount)
          } else if case .range(let lower, let upper, _)? = payload.first {
            text.minimumFractionDigits = Int(lower.number ?? 0)
            text.maximumFractionDigits = Int(upper.number ?? 6)
          }
        } else if kind == "significantDigits", let amount {
          text.significantDigits = Int(amount)
        }
      case "grouping":
        text.usesGrouping = caseName(arguments.first) != "never"
      default: break
      }
    }
    return text.text(value)
  }
}
