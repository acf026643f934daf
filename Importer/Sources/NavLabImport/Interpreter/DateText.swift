/// Dates as Foundation writes them in the simulated iPhone's locale and zone (en_US, GMT):
/// `DateFormatter`'s styles and patterns, SwiftUI's `Text(_:style:)` and `Date.FormatStyle`.
///
/// The styles are Apple's documented en_US forms (`DateFormatter.Style`: short "11/23/37" and
/// "3:30 PM", medium "Nov 23, 1937" and "3:30:32 PM", long "November 23, 1937" and
/// "3:30:32 PM PST", full "Tuesday, April 12, 1952 AD" and "3:30:42 PM Pacific Standard
/// Time"; iOS 17's CLDR no longer writes the era) for NavLab's instant, 9:41 AM on
/// 9 January 2007, GMT. A date and a time are joined as CLDR's en pattern joins them: ", "
/// after a short date, " at " after a written one ("Jan 9, 2007 at 9:41 AM"). A space stands
/// where iOS 17 writes U+202F before AM/PM (NavLab's fonts draw them alike).
extension DateValue {
  /// `DateFormatter.Style` of the date part; nil for `.none`.
  func dateStyleText(_ style: String) -> String? {
    let p = parts
    let month = Self.monthNames[p.month - 1]
    switch style {
    case "none": return nil
    case "short": return "\(p.month)/\(p.day)/\(Self.two(p.year % 100))"
    case "medium": return "\(month.prefix(3)) \(p.day), \(p.year)"
    case "long": return "\(month) \(p.day), \(p.year)"
    case "full": return "\(Self.weekdayNames[p.weekday]), \(month) \(p.day), \(p.year)"
    default: return nil
    }
  }

  /// `DateFormatter.Style` of the time part; nil for `.none`.
  func timeStyleText(_ style: String) -> String? {
    switch style {
    case "none": return nil
    case "short": return pattern("h:mm a")
    case "medium": return pattern("h:mm:ss a")
    case "long": return pattern("h:mm:ss a z")
    case "full": return pattern("h:mm:ss a zzzz")
    default: return nil
    }
  }

  /// A `DateFormatter`'s text for its `dateStyle` and `timeStyle`.
  func styledText(date: String, time: String) -> String {
    let dateText = dateStyleText(date)
    let timeText = timeStyleText(time)
    switch (dateText, timeText) {
    case (let d?, let t?): return d + (date == "short" ? ", " : " at ") + t
    case (let d?, nil): return d
    case (nil, let t?): return t
    case (nil, nil): return ""
    }
  }

  static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

  /// A Unicode date pattern (`DateFormatter.dateFormat`, UTS #35's field symbols): y, M, L,
  /// d, E, c, a, h, H, k, K, m, s, S, z, Z, X, x, Q, D, G; text in quotes is written as is.
  func pattern(_ format: String) -> String {
    let p = parts
    var result = ""
    let characters = Array(format)
    var index = 0
    while index < characters.count {
      let symbol = characters[index]
      if symbol == "'" {
        // 'at', and '' for a quote.
        var end = index + 1
        if end < characters.count, characters[end] == "'" {
          result.append("'")
          index += 2
          continue
        }
        while end < characters.count, characters[end] != "'" { end += 1 }
        result += String(characters[(index + 1)..<min(end, characters.count)])
        index = end + 1
        continue
      }
      var count = 1
      while index + count < characters.count, characters[index + count] == symbol { count += 1 }
      index += count
      guard symbol.isLetter, symbol.isASCII else {
        result += String(repeating: symbol, count: count)
        continue
      }
      let hour12 = p.hour % 12 == 0 ? 12 : p.hour % 12
      func number(_ n: Int) -> String {
        let text = String(n)
        return String(repeating: "0", count: max(0, count - text.count)) + text
      }
      func name(_ full: String) -> String {
        count == 4 ? full : count == 5 ? String(full.prefix(1)) : String(full.prefix(3))
      }
      switch symbol {
      case "y", "Y", "u": result += count == 2 ? Self.two(p.year % 100) : number(p.year)
      case "M", "L":
        result += count <= 2 ? number(p.month) : name(Self.monthNames[p.month - 1])
      case "d": result += number(p.day)
      case "D": result += number(dayOfYear)
      case "E", "e", "c":
        let weekday = Self.weekdayNames[p.weekday]
        result +=
          count == 6
          ? String(weekday.prefix(2))
          : (symbol != "E" && count <= 2)
            ? number(p.weekday + 1) : name(weekday)
      case "a", "b", "B": result += p.hour < 12 ? "AM" : "PM"
      case "h": result += number(hour12)
      case "H": result += number(p.hour)
      case "k": result += number(p.hour == 0 ? 24 : p.hour)
      case "K": result += number(p.hour % 12)
      case "m": result += number(p.minute)
      case "s": result += number(p.second)
      case "S": result += String(repeating: "0", count: count)
      case "z", "v", "V", "O": result += count >= 4 ? "Greenwich Mean Time" : "GMT"
      case "Z": result += count == 4 ? "GMT" : count == 5 ? "Z" : "+0000"
      case "X": result += "Z"
      case "x": result += count == 1 ? "+00" : count == 2 || count == 4 ? "+0000" : "+00:00"
      case "Q", "q": result += count <= 2 ? number((p.month + 2) / 3) : "Q\((p.month + 2) / 3)"
      case "G": result += count == 4 ? "Anno Domini" : "AD"
      default: result += String(repeating: symbol, count: count)
      }
    }
    return result
  }

  /// 1 for 1 January.
  var dayOfYear: Int {
    let p = parts
    let lengths =
      [31, p.year % 4 == 0 && (p.year % 100 != 0 || p.year % 400 == 0) ? 29 : 28]
      + [31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return lengths.prefix(p.month - 1).reduce(0, +) + p.day
  }

  /// SwiftUI's `Text(date, style:)` (Apple's `Text.DateStyle`: `.date` "June 3, 2019",
  /// `.time` "11:23PM", `.relative` "2 hours, 23 minutes", `.offset` "+2 hours", `.timer`
  /// "2:32"), measured from NavLab's `Date()`.
  func textStyle(_ style: String) -> String? {
    let interval = seconds - DateValue.launch
    switch style {
    case "date": return dateStyleText("long")
    case "time": return timeStyleText("short")
    case "relative", "offset":
      let text = RelativeText.durationText(abs(interval), units: 2, separator: ", ")
      guard style == "offset" else { return text }
      return (interval < 0 ? "-" : "+") + text
    case "timer":
      let total = Int(abs(interval).rounded(.down))
      let clock =
        total >= 3600
        ? "\(total / 3600):\(Self.two(total % 3600 / 60)):\(Self.two(total % 60))"
        : "\(total / 60):\(Self.two(total % 60))"
      return (interval < 0 && total > 0 ? "-" : "") + clock
    default: return nil
    }
  }
}

/// Intervals in words, en_US: `RelativeDateTimeFormatter` ("in 2 hours", "3 days ago"; the
/// `.named` style's "now", "yesterday", "tomorrow"), `Text(date, style: .relative)`.
enum RelativeText {
  static let units: [(seconds: Double, name: String, short: String)] = [
    (31_536_000, "year", "yr."), (2_592_000, "month", "mo."), (604_800, "week", "wk."),
    (86_400, "day", "day"), (3600, "hour", "hr."), (60, "minute", "min."), (1, "second", "sec."),
  ]

  /// "2 hours, 23 minutes": the `units` largest non-zero units of `interval` seconds; "0 seconds"
  /// for none.
  static func durationText(_ interval: Double, units count: Int, separator: String) -> String {
    var rest = interval.rounded(.down)
    var parts: [String] = []
    for unit in units where unit.seconds <= 86_400 || parts.isEmpty {
      let amount = Int(rest / unit.seconds)
      guard amount > 0 else { continue }
      parts.append("\(amount) \(unit.name)\(amount == 1 ? "" : "s")")
      rest -= Double(amount) * unit.seconds
      if parts.count == count { break }
    }
    return parts.isEmpty ? "0 seconds" : parts.joined(separator: separator)
  }

  /// `RelativeDateTimeFormatter`'s text for `interval` seconds from now (negative: past), in
  /// the largest unit it reaches (its default `.full` units style, `.numeric` date-time style
  /// unless `named`).
  static func text(_ interval: Double, named: Bool, abbreviated: Bool) -> String {
    let magnitude = abs(interval)
    let unit = units.first { magnitude >= $0.seconds } ?? units[units.count - 1]
    let amount = Int((magnitude / unit.seconds).rounded(.down))
    if named {
      if amount == 0 || unit.seconds < 1 || (unit.seconds == 1 && amount < 1) { return "now" }
      if unit.seconds == 86_400, amount == 1 { return interval < 0 ? "yesterday" : "tomorrow" }
      if amount == 1, unit.seconds > 86_400 {
        return (interval < 0 ? "last " : "next ") + unit.name
      }
    }
    let name =
      abbreviated ? unit.short : unit.name + (amount == 1 ? "" : "s")
    return interval < 0 ? "\(amount) \(name) ago" : "in \(amount) \(name)"
  }
}
