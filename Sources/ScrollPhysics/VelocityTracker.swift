/// Estimates a pointer's velocity at release from its recent position samples, the way iOS
/// weighs the last moments of a drag, whatever rate the input device reports at.
///
/// Weighting: Flutter's `IOSScrollViewFlingVelocityTracker`, its approximation of the velocity
/// UIScrollView reports to `scrollViewWillEndDragging`, averages the velocities between the last
/// four touch events with weights 0.6, 0.35 and 0.05, oldest to newest (docs/references.md
/// "Velocity at release"). iPhone touch events arrive every 8–8.3 ms (120 Hz; Flutter's recorded
/// flicks in `velocity_tracker_data.dart` are 7–8 ms apart), so that average covers the last ~25
/// ms. Here the same weights apply to three *time* segments of `segmentSpan` (1/120 s) ending at
/// the newest sample, with the finger's position between samples interpolated; a mouse at 1 kHz, a
/// trackpad at 60 Hz and a touch screen at 125 Hz then read the same motion the same way, where
/// counting events would look back 3 ms at 1 kHz and 50 ms at 60 Hz.
///
/// Jitter: a timestamp off by 1 ms changes an 8 ms velocity by 12 %. Input devices report at a
/// fixed rate, so when the recent timestamps sit within `regularStreamTolerance` of a straight
/// line over their index, the line's times replace them (`RecentMotion`); an irregular stream (a
/// dropped event, a pause) keeps its own times. With dense input, each position used is the
/// local least-squares line through the samples within half a segment of it, which averages out
/// pixel rounding.
///
/// Bounds: the result is a weighted mean of segment velocities with positive weights, each an
/// average of the finger's piecewise speed, so it does not exceed the finger's highest recent
/// speed, and a quick reversal reads at most the new speed.
///
/// Holding still: UIKit reports no fling when the finger rests before lifting. Flutter zeroes
/// the velocity once the newest sample is 40 ms old, a cliff that turns a 39 ms pause into a full
/// fling and a 41 ms pause into none. Here the velocity fades with how long the finger has rested
/// at its final position: in full up to `holdFadeStart` (a normal release follows the last move
/// within a frame or two), to nothing at `holdFadeEnd`, along a smoothstep (C¹ at both ends),
/// centred on Flutter's 40 ms.
///
/// History rules kept from Flutter's VelocityTracker (docs/references.md): none older than 100 ms,
/// and a gap over 40 ms between two samples cuts the older history. Feed it the input events' own
/// timestamps, never a frame clock (flutter#114082, PR#7510).
///
/// Storage is two fixed-size inline arrays used as a ring: `add` and `velocity` never allocate.
public struct VelocityTracker: Sendable {
  /// How many samples the ring holds: three segments (25 ms) at up to ~1.9 kHz.
  public static let capacity = 48
  /// Samples older than this, relative to the newest one, are ignored (seconds).
  public static let horizon = 0.1
  /// A gap longer than this between consecutive samples cuts the older history (seconds).
  public static let maxGap = 0.04
  /// Length of each averaged segment (seconds): one iPhone touch interval (120 Hz).
  public static let segmentSpan = 1.0 / 120
  /// Weights of the averaged velocities, newest first (Flutter's iOS tracker: 0.05, 0.35, 0.6).
  public static let weights: (newest: Double, middle: Double, oldest: Double) = (0.05, 0.35, 0.6)
  /// Timestamps within this of a straight line over their index count as one regular stream
  /// whose jitter is removed (seconds). A dropped event at 120 Hz puts samples ~4 ms off the
  /// line, so such a stream keeps its own times.
  public static let regularStreamTolerance = 0.0025
  /// Resting this long at the final position before release keeps the full velocity (seconds).
  public static let holdFadeStart = 0.02
  /// Resting this long before release leaves no velocity (seconds).
  public static let holdFadeEnd = 0.06
  /// Samples closer in time than this are the same instant: the newer position replaces the
  /// older one, so a release or duplicate event repeating the last move cannot skew the estimate.
  public static let sameInstant = 1e-4

  // Ring buffer; `newest` indexes the most recent sample. Sized by `capacity` (48).
  var times = InlineArray<48, Double>(repeating: 0)
  var positions = InlineArray<48, Double>(repeating: 0)
  var newest = 0
  /// Number of samples currently held (at most `capacity`).
  public private(set) var sampleCount = 0

  /// Creates an empty tracker.
  public init() {}

  /// Time of the newest sample, if any.
  public var newestTime: Double? { sampleCount > 0 ? times[newest] : nil }

  /// Records a position (points) at an event timestamp (seconds).
  ///
  /// Non-finite input is ignored. Events arrive in order, so a timestamp up to
  /// `regularStreamTolerance` behind the newest one is jitter, not an older event: the sample is
  /// kept at the newest time, and the jitter removal puts it back on the stream's line.
  /// (Dropping it, or letting it replace the newest sample, thinned a 1 kHz stream with ±1 ms
  /// jitter so much that its release velocity spread 22.7 % across input rates; issue 33.) A
  /// sample further behind is ignored. A sample repeating the newest position at the same
  /// instant is a duplicate and ignored.
  public mutating func add(position: Double, time: Double) {
    guard position.isFinite, time.isFinite else { return }
    var time = time
    if sampleCount > 0 {
      let last = times[newest]
      guard time >= last - Self.regularStreamTolerance else { return }
      time = Swift.max(time, last)
      if time - last < Self.sameInstant, position == positions[newest] { return }
      newest = newest == Self.capacity - 1 ? 0 : newest + 1
    }
    times[newest] = time
    positions[newest] = position
    sampleCount = Swift.min(sampleCount + 1, Self.capacity)
  }

  /// Forgets all samples.
  public mutating func reset() {
    sampleCount = 0
    newest = 0
  }

  func older(_ index: Int) -> Int { index == 0 ? Self.capacity - 1 : index - 1 }

  /// The time the pointer reached the position it holds now (the oldest sample of the trailing
  /// run of equal positions), or nil without samples.
  public var arrivalTime: Double? {
    guard sampleCount > 0 else { return nil }
    var index = newest
    var used = 1
    while used < sampleCount, positions[older(index)] == positions[index] {
      index = older(index)
      used += 1
    }
    return times[index]
  }

  /// How much of the velocity survives when the finger rested `hold` seconds before lifting.
  public static func holdFactor(_ hold: Double) -> Double {
    guard hold > holdFadeStart else { return 1 }
    guard hold < holdFadeEnd else { return 0 }
    let x = (hold - holdFadeStart) / (holdFadeEnd - holdFadeStart)
    return 1 - x * x * (3 - 2 * x)
  }

  /// The velocity (points per second) for a release at time `t`: the iOS-weighted velocity of
  /// the motion that brought the pointer to where it is, faded by how long it has rested there.
  ///
  /// 0 with fewer than two usable samples.
  public func velocity(atReleaseTime t: Double) -> Double {
    guard sampleCount > 1, !t.isNaN else { return 0 }
    // Skip the trailing samples that repeat the final position: resting is the fade's business.
    var end = newest
    var remaining = sampleCount - 1
    while remaining > 0, positions[older(end)] == positions[end] {
      end = older(end)
      remaining -= 1
    }
    let factor = Self.holdFactor(t - times[end])
    guard factor > 0, remaining > 0 else { return 0 }
    var stream = RecentMotion(tracker: self, newestIndex: end, olderSamples: remaining)
    guard stream.count > 1 else { return 0 }
    stream.removeJitter()
    let velocity = stream.weightedVelocity() * factor
    return velocity.isFinite ? velocity : 0
  }
}

extension VelocityTracker: Equatable {
  /// Two trackers are equal when they hold the same samples in the same order.
  public static func == (lhs: VelocityTracker, rhs: VelocityTracker) -> Bool {
    guard lhs.sampleCount == rhs.sampleCount else { return false }
    var l = lhs.newest
    var r = rhs.newest
    for _ in 0..<lhs.sampleCount {
      if lhs.times[l] != rhs.times[r] || lhs.positions[l] != rhs.positions[r] { return false }
      l = lhs.older(l)
      r = rhs.older(r)
    }
    return true
  }
}
