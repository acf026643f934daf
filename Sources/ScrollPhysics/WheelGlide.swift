/// How precise (trackpad) wheel deltas move the content between their events: each delta is
/// spread evenly over the stream's own event interval, so a 60 Hz stream on a 120 Hz display
/// moves the content the same distance every frame instead of a whole delta every other frame.
///
/// Positions are unbanded (finger space). The glide runs from `from` at `startTime` to `target`
/// at `startTime + duration` at constant speed; a delta arriving mid-glide starts a new glide
/// from where this one is, with what was left of it added to the new delta, so no motion is
/// lost or doubled. In steady motion the content follows the finger's path one event interval
/// late, where deltas applied as they arrive trail it by half an interval on average: the
/// glide adds half an interval, 8.3 ms for a 60 Hz trackpad, one frame at 120 fps.
struct WheelGlide: Sendable, Equatable {
  /// Unbanded offset at `startTime`.
  var from: Double
  /// Unbanded offset the glide reaches at `endTime`.
  var target: Double
  /// The event that started this glide, seconds.
  var startTime: Double
  /// How long the glide takes, seconds (0: the delta applies at once).
  var duration: Double

  /// When the glide arrives at `target`.
  var endTime: Double { startTime + duration }

  /// Unbanded offset at `t`.
  func position(at t: Double) -> Double {
    guard duration > 0, t < endTime else { return target }
    let progress = Swift.max(0, t - startTime) / duration
    return from + (target - from) * progress
  }

  /// Speed at `t` (points per second, offset direction): constant until `endTime`.
  func velocity(at t: Double) -> Double {
    guard duration > 0, t < endTime else { return 0 }
    return (target - from) / duration
  }
}
