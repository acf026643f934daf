/// Maps a caller's clock (wall time, or a script's frame times) to the time an engine or the
/// studio runs on: monotonic, in steps of at most `maximumStep`, optionally slowed down.
///
/// A clock that steps backwards is ignored until it catches up again, and a machine waking from
/// sleep does not make animations jump to their end or lose precision.
struct SteppedClock: Sendable, Equatable {
  /// The longest step taken at once, seconds.
  static let maximumStep = 0.5

  /// The mapped time, seconds.
  private(set) var time = 0.0
  private var lastWallTime: Double?

  /// Advances to `wallTime`, each second of which counts `rate` seconds; returns the new time.
  mutating func advance(to wallTime: Double, rate: Double = 1) -> Double {
    guard wallTime.isFinite else { return time }
    guard let last = lastWallTime else {
      lastWallTime = wallTime
      time = wallTime
      return time
    }
    let step = wallTime - last
    guard step > 0 else { return time }
    lastWallTime = wallTime
    time += min(step, Self.maximumStep) * rate
    return time
  }
}
