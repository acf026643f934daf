import ScreenModel

/// printf-style formats as SwiftUI's `Text` interpolation takes them
/// (`"\(offset, specifier: "%.1f")"`): `%d %i %u %ld %lld %llu`, `%f`, `%.Nf`, `%@`, `%%`, with text
/// around. Written out here because the importer does not link Foundation.
enum PrintfFormat {
  /// `value` formatted by `specifier`, or nil for a format this does not know.
  static func format(_ specifier: String, _ value: RuntimeValue) -> String? {
    format(specifier, [value])
  }

  /// `String(format:_:…)`: the values in order, one per conversion; nil for a format this
  /// does not know or a count that does not match.
  static func format(_ specifier: String, _ values: [RuntimeValue]) -> String? {
    var result = ""
    let characters = Array(specifier)
    var index = 0
    var next = 0
    while index < characters.count {
      let character = characters[index]
      index += 1
      guard character == "%" else {
        result.append(character)
        continue
      }
      guard index < characters.count else { return nil }
      if characters[index] == "%" {
        result.append("%")
        index += 1
        continue
      }
      var precision: Int?
      if characters[index] == "." {
        index += 1
        var digits = 0
        while index < characters.count, let digit = characters[index].wholeNumberValue {
          digits = min(digits * 10 + digit, 20)
          index += 1
        }
        precision = digits
      }
      while index < characters.count, characters[index] == "l" { index += 1 }
      guard index < characters.count, next < values.count else { return nil }
      let conversion = characters[index]
      let value = values[next]
      index += 1
      next += 1
      switch conversion {
      case "d", "i", "u":
        guard let number = value.number, number.isFinite, abs(number) < 9e18 else { return nil }
        result += String(Int(number.rounded(.towardZero)))
      case "f", "F":
        guard let number = value.number else { return nil }
        // The model's fixed-point writer; 15 places at most (a double holds no more).
        result += NumberFormat.fixed(number, min(precision ?? 6, 15))
      case "@", "s":
        result += (value.unwrapped ?? value).description
      default:
        return nil
      }
    }
    return next == values.count ? result : nil
  }
}
