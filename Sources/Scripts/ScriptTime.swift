import NavLabCore

/// Script times: milliseconds in the file, seconds in the engine. Every conversion goes through
/// here, so a recording's times reach the engine as the same doubles when it is replayed.
public enum ScriptTime {
  /// Ten days: far beyond any real run; beyond it times lose their sub-millisecond precision.
  public static let maximumMilliseconds = 864_000_000.0

  /// Engine seconds of a script time in milliseconds.
  public static func seconds(milliseconds: Double) -> Double { milliseconds / 1000 }

  /// Engine seconds of a time on the recording grid (whole microseconds).
  static func seconds(microseconds: Int64) -> Double {
    seconds(milliseconds: milliseconds(microseconds: microseconds))
  }

  static func milliseconds(microseconds: Int64) -> Double { Double(microseconds) / 1000 }

  /// `value` rounded to a whole number of 1/`perUnit` (a power of ten): the nearest double to
  /// that decimal, which is exactly what the decimal's text parses back to.
  static func quantized(_ value: Double, perUnit: Double) -> Double {
    // Non-finite numbers cannot be written to a script; the window never makes them.
    guard value.isFinite else { return 0 }
    return (value * perUnit).rounded() / perUnit
  }

  /// A number as JSON text that parses back to the same double: integers without ".0".
  static func json(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
  }
}
