import Glibc

/// The wall-clock time as text: a file-name stamp and a stamp for notes a person reads.
enum WallClock {
  /// The local time as a file-name stamp: `20261123-183012-345`.
  static func stamp() -> String {
    let (parts, nanoseconds) = now(utc: false)
    let millis = Int(nanoseconds / 1_000_000)
    let milliText = millis < 10 ? "00\(millis)" : millis < 100 ? "0\(millis)" : "\(millis)"
    return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))-"
      + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))-\(milliText)"
  }

  /// The UTC time for a note a person reads: `2026-11-24 10:40 UTC`.
  static func readableStamp() -> String {
    let (parts, _) = now(utc: true)
    return "\(parts.tm_year + 1900)-\(two(parts.tm_mon + 1))-\(two(parts.tm_mday)) "
      + "\(two(parts.tm_hour)):\(two(parts.tm_min)) UTC"
  }

  /// The calendar fields of now, local or UTC, and the nanoseconds within its second.
  private static func now(utc: Bool) -> (tm, Int) {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    var seconds = now.tv_sec
    var parts = tm()
    if utc { gmtime_r(&seconds, &parts) } else { localtime_r(&seconds, &parts) }
    return (parts, now.tv_nsec)
  }

  private static func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
