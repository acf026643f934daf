/// Fixed-point number formatting that is exact and identical on every machine (no locale, no
/// Foundation), for traces that must match byte for byte.
public enum NumberFormat {
  /// `value` rounded to `decimals` places: `fixed(-1.23456, 3) == "-1.235"`, trailing zeros kept.
  /// Non-finite values print as `nan`, `inf`, `-inf`.
  public static func fixed(_ value: Double, _ decimals: Int) -> String {
    var text = ""
    append(value, decimals, to: &text)
    return text
  }

  /// Appends the formatted value to `text`.
  public static func append(_ value: Double, _ decimals: Int, to text: inout String) {
    guard value.isFinite else {
      text += value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf")
      return
    }
    var scale = 1.0
    for _ in 0..<decimals { scale *= 10 }
    let scaled = (abs(value) * scale).rounded()
    // Beyond UInt64 the integer path cannot hold it; such values only come from absurd input.
    // Swift's shortest round-trip form ("1e+20") is exact and machine-independent, where
    // clamping would print a wrong number.
    guard scaled < 1.8e19 else {
      text += "\(value)"
      return
    }
    let units = UInt64(scaled)
    let divisor = UInt64(scale)
    if value < 0 && units != 0 { text += "-" }
    text += String(units / divisor)
    guard decimals > 0 else { return }
    text += "."
    let fraction = String(units % divisor)
    for _ in fraction.count..<decimals { text += "0" }
    text += fraction
  }

  /// The shortest exact decimal form: `shortest(280) == "280"`, `shortest(0.998) == "0.998"`.
  public static func shortest(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}
