import SwiftSyntax

/// Foundation's `Date`: an instant in seconds since 1970. `Date()` is the moment the app runs,
/// which NavLab cannot know: it stands in the same instant every run — 9:41 AM on 9 January
/// 2007, UTC (the time Apple shows in its product images, and NavLab's status bar) — named once
/// per place. Dates compare and add as Foundation's do; `formatted()` and
/// `formatted(date:time:)` give the en_US styles in UTC (the simulated device's locale and
/// time zone).
final class DateValue: NativeValue, CustomStringConvertible {
  let seconds: Double

  init(seconds: Double) { self.seconds = seconds }

  /// `Date()` and `Date.now` (2007-01-09 09:41:00 UTC).
  static let launch = 1_168_335_660.0
  /// Seconds from 1970 to Foundation's reference date, 2001-01-01 00:00:00 UTC.
  static let referenceOffset = 978_307_200.0

  var typeName: String { "Date" }

  /// The civil date and time in UTC, from the days since 1970 (Howard Hinnant's
  /// `civil_from_days`, howardhinnant.github.io/date_algorithms.html).
  var parts: (year: Int, month: Int, day: Int, weekday: Int, hour: Int, minute: Int, second: Int) {
    let total = Int(seconds.rounded(.down))
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let time = total - days * 86_400
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shifted = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * shifted + 2) / 5 + 1
    let month = shifted < 10 ? shifted + 3 : shifted - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    // 1 January 1970 was a Thursday (0 is Sunday).
    let weekday = ((days % 7) + 11) % 7
    return (year, month, day, weekday, time / 3600, time % 3600 / 60, time % 60)
  }

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]
  static let weekdayNames = [
    "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
  ]

  /// `formatted(date:time:)`'s date part in en_US (`.numeric` 1/9/2007, `.abbreviated` Jan 9,
  /// 2007, `.long` January 9, 2007, `.complete` Tuesday, January 9, 2007); nil for `.omitted`.
  func dateText(_ style: String) -> String? {
    switch style {
    case "omitted": return nil
    case "numeric": return "\(parts.month)/\(parts.day)/\(parts.year)"
    // The others are DateFormatter's medium, long and full date styles.
    case "abbreviated": return dateStyleText("medium")
    case "long": return dateStyleText("long")
    default: return dateStyleText("full")
    }
  }

  /// The time part (`.shortened` 9:41 AM, `.standard` 9:41:00 AM, `.complete` with the zone).
  func timeText(_ style: String) -> String? {
    let p = parts
    let hour = p.hour % 12 == 0 ? 12 : p.hour % 12
    let half = p.hour < 12 ? "AM" : "PM"
    let minute = p.minute < 10 ? "0\(p.minute)" : "\(p.minute)"
    let second = p.second < 10 ? "0\(p.second)" : "\(p.second)"
    switch style {
    case "omitted": return nil
    case "shortened": return "\(hour):\(minute) \(half)"
    case "standard": return "\(hour):\(minute):\(second) \(half)"
    default: return "\(hour):\(minute):\(second) \(half) GMT"
    }
  }

  var description: String {
    let p = parts
    func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    return "\(p.year)-\(two(p.month))-\(two(p.day)) \(two(p.hour)):\(two(p.minute)):"
      + "\(two(p.second)) +0000"
  }

  func member(_ name: String) -> RuntimeValue? {
    switch name {
    case "timeIntervalSince1970": .double(seconds)
    case "timeIntervalSinceReferenceDate": .double(seconds - Self.referenceOffset)
    case "timeIntervalSinceNow": .double(seconds - Self.launch)
    case "description": .string(description)
    default: nil
    }
  }

  func call(_ method: String, _ arguments: [Argument]) throws -> RuntimeValue? {
    let first = arguments.first?.value.unwrapped
    switch method {
    case "addingTimeInterval", "advanced":
      guard let interval = first?.number else { return nil }
      return .native(DateValue(seconds: seconds + interval))
    case "timeIntervalSince", "distance":
      guard case .native(let other as DateValue)? = first else { return nil }
      return .double(method == "distance" ? other.seconds - seconds : seconds - other.seconds)
    case "formatted":
      // `formatted()` is `.numeric` date and `.shortened` time; a format style
      // (`.dateTime.month(.wide).day()`, `.iso8601`, `.relative(…)`) is ``FormatStyleText``'s.
      if arguments.isEmpty { return .string("\(dateText("numeric")!), \(timeText("shortened")!)") }
      if arguments.count == 1, arguments[0].label == nil {
        return FormatStyleText.text(.native(self), style: arguments[0].value).map(
          RuntimeValue.string)
      }
      let styles = arguments.map { argument -> String? in
        if case .enumCase(_, let name, _) = argument.value { return name }
        return nil
      }
      guard arguments.allSatisfy({ $0.label == "date" || $0.label == "time" }) else { return nil }
      guard !styles.contains(where: { $0 == nil }) else { return nil }
      let pairs = zip(arguments, styles)
      let date = pairs.first { $0.0.label == "date" }?.1 ?? "numeric"
      let time = pairs.first { $0.0.label == "time" }?.1 ?? "shortened"
      let shown = [dateText(date), timeText(time)].compactMap { $0 }
      // en_US joins a numeric date with ", " and a written one with " at ".
      return .string(shown.joined(separator: date == "numeric" ? ", " : " at "))
    default:
      return nil
    }
  }
}

extension Interpreter {
  /// `Date()`, `Date(timeIntervalSince1970:)`, `Date(timeIntervalSinceNow:)`,
  /// `Date(timeIntervalSinceReferenceDate:)`, `Date(timeInterval:since:)`; nil otherwise.
  func dateConstruct(_ arguments: [Argument], at node: (any SyntaxProtocol)?, file: Int)
    -> RuntimeValue?
  {
    let labels = arguments.map { $0.label ?? "_" }
    let number = arguments.first?.value.number
    switch labels {
    case []:
      if let node {
        host?.degraded(
          error(
            "Date() is the moment the app runs; NavLab uses 9:41 AM on 9 January 2007 (UTC)",
            at: node, file: file))
      }
      return .native(DateValue(seconds: DateValue.launch))
    case ["timeIntervalSince1970"]: return number.map { .native(DateValue(seconds: $0)) }
    case ["timeIntervalSinceNow"]:
      return number.map { .native(DateValue(seconds: DateValue.launch + $0)) }
    case ["timeIntervalSinceReferenceDate"]:
      return number.map { .native(DateValue(seconds: DateValue.referenceOffset + $0)) }
    case ["timeInterval", "since"]:
      guard let number, case .native(let base as DateValue) = arguments[1].value.unwrapped ?? .void
      else { return nil }
      return .native(DateValue(seconds: base.seconds + number))
    default: return nil
    }
  }

  /// `Date.now`, `Date.distantPast`, `Date.distantFuture`.
  static func dateStatic(_ name: String) -> RuntimeValue? {
    switch name {
    case "now": .native(DateValue(seconds: DateValue.launch))
    case "distantPast": .native(DateValue(seconds: -62_135_769_600))
    case "distantFuture": .native(DateValue(seconds: 64_092_211_200))
    default: nil
    }
  }
}
