/// Foundation's `Calendar` on the simulated iPhone: Gregorian, in UTC (the time zone NavLab's
/// `Date()` is read in, ``DateValue``). It adds components to dates as Foundation does — a
/// month or a year keeps the day, clamped to the new month's length (31 January plus a month
/// is 28 February) — and finds the start of a day or an hour, and the date a `DateComponents`
/// names. What it cannot answer is nil, as Foundation's optional results allow.
final class CalendarValue: NativeValue {
  var typeName: String { "Calendar" }

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "identifier": .enumCase(type: "Calendar.Identifier", name: "gregorian", payload: [])
    case "firstWeekday": .int(1)
    default: nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    let labels = arguments.map { $0.label ?? "_" }
    func date(_ label: String) -> DateValue? {
      arguments.first { $0.label == label }.flatMap { argument in
        if case .native(let date as DateValue) = argument.value.unwrapped ?? .void { return date }
        return nil
      }
    }
    func component(_ value: RuntimeValue?) -> String? {
      if case .enumCase(_, let name, _)? = value { return name }
      return nil
    }
    switch method {
    case "date" where labels == ["byAdding", "value", "to"]:
      guard let unit = component(arguments[0].value), let base = date("to"),
        case .int(let amount) = arguments[1].value
      else { return nil }
      return Self.adding(amount, unit, to: base).map { .optional(.native($0)) } ?? .nilValue
    case "date" where labels == ["from"]:
      guard case .object(let components) = arguments[0].value.unwrapped ?? .void else {
        return nil
      }
      func field(_ name: String, _ fallback: Int) -> Int {
        if case .int(let value)? = components.fields[name]?.value.unwrapped { return value }
        return fallback
      }
      let seconds =
        Double(
          Self.days(year: field("year", 1), month: field("month", 1), day: field("day", 1))
            * 86_400 + field("hour", 0) * 3600 + field("minute", 0) * 60 + field("second", 0))
      return .optional(.native(DateValue(seconds: seconds)))
    case "startOfDay":
      guard let base = date("for") else { return nil }
      return .native(DateValue(seconds: Self.start(of: "day", base.seconds)))
    case "dateInterval" where labels == ["of", "for"]:
      guard let unit = component(arguments[0].value), let base = date("for"),
        let length = Self.fixedLength[unit]
      else { return nil }
      let start = Self.start(of: unit, base.seconds)
      return .optional(
        .native(
          SystemObject(
            "DateInterval",
            members: [
              "start": .native(DateValue(seconds: start)),
              "end": .native(DateValue(seconds: start + length)),
              "duration": .double(length),
            ])))
    case "component":
      guard let unit = component(arguments.first?.value), let base = date("from") else {
        return nil
      }
      let parts = base.parts
      switch unit {
      case "year": return .int(parts.year)
      case "month": return .int(parts.month)
      case "day": return .int(parts.day)
      case "hour": return .int(parts.hour)
      case "minute": return .int(parts.minute)
      case "second": return .int(parts.second)
      case "weekday": return .int(parts.weekday + 1)
      default: return nil
      }
    case "isDateInToday":
      guard case .native(let other as DateValue)? = arguments.first?.value.unwrapped else {
        return nil
      }
      return .bool(
        Self.start(of: "day", other.seconds) == Self.start(of: "day", DateValue.launch))
    case "isDate" where labels == ["_", "inSameDayAs"]:
      guard case .native(let first as DateValue) = arguments[0].value.unwrapped ?? .void,
        let second = date("inSameDayAs")
      else { return nil }
      return .bool(Self.start(of: "day", first.seconds) == Self.start(of: "day", second.seconds))
    default:
      return nil
    }
  }

  /// Seconds in the units whose length never changes in UTC.
  static let fixedLength: [String: Double] = [
    "second": 1, "minute": 60, "hour": 3600, "day": 86_400, "weekOfYear": 604_800,
    "weekOfMonth": 604_800,
  ]

  /// The start of the `unit` (second … day) that holds `seconds`.
  static func start(of unit: String, _ seconds: Double) -> Double {
    let length = fixedLength[unit] ?? 86_400
    return (seconds / length).rounded(.down) * length
  }

  /// `date(byAdding:value:to:)`: fixed units as seconds; months and years in the civil
  /// calendar, the day clamped to the month's length.
  static func adding(_ amount: Int, _ unit: String, to date: DateValue) -> DateValue? {
    if let length = fixedLength[unit] {
      return DateValue(seconds: date.seconds + Double(amount) * length)
    }
    guard unit == "month" || unit == "year" else { return nil }
    let parts = date.parts
    let months = parts.year * 12 + (parts.month - 1) + (unit == "year" ? amount * 12 : amount)
    let year = months >= 0 ? months / 12 : (months - 11) / 12
    let month = months - year * 12 + 1
    let day = min(parts.day, daysIn(month: month, year: year))
    let time = date.seconds - (date.seconds / 86_400).rounded(.down) * 86_400
    return DateValue(seconds: Double(days(year: year, month: month, day: day) * 86_400) + time)
  }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// Days from 1970-01-01 to a civil date (Howard Hinnant's `days_from_civil`,
  /// howardhinnant.github.io/date_algorithms.html; the inverse of ``DateValue/parts``).
  static func days(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }
}
