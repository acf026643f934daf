/// A timed scroll from one offset to another with a cubic ease-out, `1 − (1 − p)³`.
///
/// Why ease-out: the content starts moving at full speed the instant the user tapped the
/// status bar or turned the wheel, so the response feels immediate; and when successive wheel
/// notches retarget a running animation it never stalls to zero speed in between, as an
/// ease-in-out would.
public struct ScrollAnimation: Sendable, Equatable {
  /// Offset at `startTime`.
  public var from: Double
  /// Offset at the end.
  public var to: Double
  /// When the animation starts, in seconds.
  public var startTime: Double
  /// Length in seconds; 0 or less jumps straight to `to`.
  public var duration: Double

  /// Creates an animation from `from` to `to` starting at `startTime` lasting `duration`.
  public init(from: Double, to: Double, startTime: Double, duration: Double) {
    self.from = from
    self.to = to
    self.startTime = startTime
    self.duration = duration
  }

  /// When the animation reaches `to`.
  public var endTime: Double { startTime + Swift.max(0, duration) }

  private func progress(at t: Double) -> Double {
    guard duration > 0 else { return 1 }
    return Swift.min(Swift.max((t - startTime) / duration, 0), 1)
  }

  /// Offset at time `t`.
  public func position(at t: Double) -> Double {
    let remaining = 1 - progress(at: t)
    return from + (to - from) * (1 - remaining * remaining * remaining)
  }

  /// Velocity (points per second) at time `t`: the derivative `3 (1 − p)² · Δ / duration`.
  public func velocity(at t: Double) -> Double {
    guard duration > 0, t < endTime else { return 0 }
    let remaining = 1 - progress(at: t)
    return 3 * remaining * remaining * (to - from) / duration
  }
}
