/// Numbers as Foundation writes them in the simulated iPhone's locale, en_US (ICU's patterns
/// behind `NumberFormatter`, as Apple documents `NumberFormatter.Style`): grouping with ",",
/// the decimal point ".", rounding half to even (`NumberFormatter.roundingMode`'s default,
/// `.halfEven`).
struct NumberText {
  var minimumFractionDigits = 0
  var maximumFractionDigits = 3
  var minimumIntegerDigits = 1
  var usesGrouping = true
  var prefix = ""
  var suffix = ""
  var negativePrefix = "-"
  var negativeSuffix = ""
  /// `maximumSignificantDigits` when `usesSignificantDigits` is set.
  var significantDigits: Int?

  /// The en_US defaults of a `NumberFormatter.Style` (nil for a style written otherwise:
  /// spelled out, ordinal, scientific): `.none` "1235", `.decimal` "1,234.568", `.currency`
  /// "$1,234.57", `.percent` "25%".
  static func style(_ name: String, currencySymbol: String = "$") -> NumberText? {
    switch name {
    case "none":
      return NumberText(maximumFractionDigits: 0, usesGrouping: false)
    case "decimal":
      return NumberText()
    case "currency", "currencyISOCode", "currencyPlural":
      let digits = currencySymbol == "¥" ? 0 : 2
      return NumberText(
        minimumFractionDigits: digits, maximumFractionDigits: digits, prefix: currencySymbol,
        negativePrefix: "-" + currencySymbol)
    case "currencyAccounting":
      return NumberText(
        minimumFractionDigits: 2, maximumFractionDigits: 2, prefix: currencySymbol,
        negativePrefix: "(" + currencySymbol, negativeSuffix: ")")
    case "percent":
      return NumberText(maximumFractionDigits: 0, suffix: "%", negativeSuffix: "%")
    default:
      return nil
    }
  }

  /// `value` written with these settings.
  func text(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-∞" : "∞") }
    var digits = maximumFractionDigits
    if let significant = significantDigits, value != 0 {
      let magnitude = Int((abs(value)).log10Floor) + 1
      digits = max(0, significant - magnitude)
    }
    digits = min(max(digits, 0), 15)
    let scale = Self.power(digits)
    let scaled = (abs(value) * scale)
    var rounded = scaled.rounded(.toNearestOrEven)
    // `1.005 * 100` is 100.49999…: a value within a rounding error of a half is a half.
    if abs(scaled - scaled.rounded(.down) - 0.5) < 1e-9 * max(1, scaled) {
      rounded = (scaled.rounded(.down) + 0.5).rounded(.toNearestOrEven)
    }
    let negative = value < 0 && rounded != 0
    guard rounded < 1e18 else { return String(value) }
    let whole = Int64(rounded / scale)
    var fraction = Int64(rounded - Double(whole) * scale)
    var fractionText = ""
    if digits > 0 {
      var text = String(fraction)
      text = String(repeating: "0", count: max(0, digits - text.count)) + text
      while text.count > minimumFractionDigits, text.last == "0" { text.removeLast() }
      fractionText = text
      fraction = 0
    }
    var integer = String(whole)
    if integer.count < minimumIntegerDigits {
      integer = String(repeating: "0", count: minimumIntegerDigits - integer.count) + integer
    }
    if whole == 0, minimumIntegerDigits == 0, !fractionText.isEmpty { integer = "" }
    if usesGrouping { integer = Self.grouped(integer) }
    let number = integer + (fractionText.isEmpty ? "" : "." + fractionText)
    return negative ? negativePrefix + number + negativeSuffix : prefix + number + suffix
  }

  static func grouped(_ digits: String) -> String {
    var rest = digits
    var result = ""
    while rest.count > 3 {
      result = "," + rest.suffix(3) + result
      rest.removeLast(3)
    }
    return rest + result
  }

  static func power(_ digits: Int) -> Double {
    var result = 1.0
    for _ in 0..<digits { result *= 10 }
    return result
  }

  /// `.ordinal`: "1st", "2nd", "3rd", "4th", "11th", "22nd".
  static func ordinal(_ value: Double) -> String {
    let whole = Int64(value.rounded(.toNearestOrEven))
    let last2 = abs(whole) % 100
    let last = abs(whole) % 10
    let suffix =
      (11...13).contains(last2)
      ? "th" : last == 1 ? "st" : last == 2 ? "nd" : last == 3 ? "rd" : "th"
    return grouped(String(abs(whole))).prefixedMinus(whole < 0) + suffix
  }

  /// `.spellOut`: "one thousand two hundred thirty-four", a fraction digit by digit after
  /// "point".
  static func spelledOut(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e15 else { return String(value) }
    let whole = Int64(abs(value).rounded(.towardZero))
    var words = spell(whole)
    let fraction = abs(value) - Double(whole)
    if fraction > 0 {
      let digits = String(NumberText(maximumFractionDigits: 6).text(fraction).dropFirst(2))
      words += " point " + digits.map { spell(Int64(String($0)) ?? 0) }.joined(separator: " ")
    }
    return value < 0 ? "minus " + words : words
  }

  private static let ones = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]
  private static let tens = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety",
  ]

  private static func spell(_ number: Int64) -> String {
    if number < 20 { return ones[Int(number)] }
    if number < 100 {
      let rest = number % 10
      return tens[Int(number / 10)] + (rest == 0 ? "" : "-" + ones[Int(rest)])
    }
    if number < 1000 {
      let rest = number % 100
      return ones[Int(number / 100)] + " hundred" + (rest == 0 ? "" : " " + spell(rest))
    }
    for (size, name) in [
      (Int64(1_000_000_000_000), "trillion"), (1_000_000_000, "billion"), (1_000_000, "million"),
      (1000, "thousand"),
    ] where number >= size {
      let rest = number % size
      return spell(number / size) + " " + name + (rest == 0 ? "" : " " + spell(rest))
    }
    return String(number)
  }
}

extension String {
  fileprivate func prefixedMinus(_ negative: Bool) -> String { negative ? "-" + self : self }
}

extension Double {
  /// ⌊log10 |x|⌋ for x ≠ 0.
  fileprivate var log10Floor: Double {
    var exponent = 0.0
    var x = self
    while x >= 10 {
      x /= 10
      exponent += 1
    }
    while x < 1 {
      x *= 10
      exponent -= 1
    }
    return exponent
  }
}
