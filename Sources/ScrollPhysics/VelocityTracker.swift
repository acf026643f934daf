/// Estimates a pointer's velocity at release from its recent position samples.
///
/// Rules from REFERENCE.md "Velocity at release" (Flutter's VelocityTracker, the one it uses on
/// Linux and Windows): use the newest ≤ 20 samples, none older than 100 ms, cut the history at
/// any gap over 40 ms, and report 0 when the newest sample is over 40 ms old at release. Feed
/// it the input events' own timestamps, never a frame clock (flutter#114082, PR#7510).
///
/// Fit: least squares of degree 2 over time when at least 4 samples are usable, else degree 1.
/// Why degree 2: a flick accelerates through the 100 ms window, and a straight line reports the
/// window's average velocity, lagging the finger by `a · 50 ms` (a 15000 pt/s² flick ending at
/// 2250 pt/s reads as ~1500), while the parabola's slope at the newest sample follows the
/// finger. Why not with 3 samples (Flutter allows it): a parabola through exactly 3 points
/// interpolates their noise; a 4th sample gives the fit some averaging.
/// One guard: a parabola fitted to a finger that has just stopped swings past zero (a finger
/// halted 40 ms before release reads as about −300 pt/s), which would fling the content
/// backwards. When the fit points against the finger's net motion over the last 20 ms, or that
/// motion is nil, the finger has stopped and the velocity is 0.
///
/// Storage is two fixed-size inline arrays used as a ring: `add` never allocates.
public struct VelocityTracker: Sendable {
  /// How many samples the ring holds (Flutter's history size).
  public static let capacity = 20
  /// Samples older than this, relative to the newest one, are ignored (seconds).
  public static let horizon = 0.1
  /// A gap longer than this between consecutive samples cuts the older history (seconds).
  public static let maxGap = 0.04
  /// If the newest sample is older than this at release, the velocity is 0 (seconds).
  public static let staleAfter = 0.04
  /// The quadratic fit's direction is checked against the net motion over this span (seconds).
  public static let recentMotionSpan = 0.02
  /// Samples closer in time than this are the same instant: the newer position replaces the
  /// older one, so a release or duplicate event repeating the last move cannot skew the fit.
  public static let sameInstant = 1e-4

  // Ring buffer; `newest` indexes the most recent sample. Sized by `capacity` (20).
  private var times = InlineArray<20, Double>(repeating: 0)
  private var positions = InlineArray<20, Double>(repeating: 0)
  private var newest = 0
  /// Number of samples currently held (at most `capacity`).
  public private(set) var sampleCount = 0

  /// Creates an empty tracker.
  public init() {}

  /// Time of the newest sample, if any.
  public var newestTime: Double? { sampleCount > 0 ? times[newest] : nil }

  /// Records a position (points) at an event timestamp (seconds).
  ///
  /// Non-finite input and samples older than the newest one are ignored.
  public mutating func add(position: Double, time: Double) {
    guard position.isFinite, time.isFinite else { return }
    if sampleCount > 0 {
      let last = times[newest]
      guard time >= last else { return }
      if time - last < Self.sameInstant {
        positions[newest] = position
        return
      }
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

  /// The velocity (points per second) at the newest sample, for a release at time `t`.
  ///
  /// 0 with fewer than 2 usable samples or when the newest sample is more than 40 ms older
  /// than `t` (Flutter: the pointer had stopped before it was lifted).
  public func velocity(atReleaseTime t: Double) -> Double {
    guard sampleCount > 0, !t.isNaN else { return 0 }
    let newestTime = times[newest]
    let newestPosition = positions[newest]
    if t - newestTime > Self.staleAfter { return 0 }

    // Sums for the normal equations in scaled time s = (tᵢ − tₙ)/horizon ∈ [−1, 0] (keeps the
    // 3×3 system well conditioned) and positions relative to the newest one.
    var n = 0.0
    var s1 = 0.0
    var s2 = 0.0
    var s3 = 0.0
    var s4 = 0.0
    var y0 = 0.0
    var y1 = 0.0
    var y2 = 0.0
    var previousTime = newestTime
    var index = newest
    var used = 0
    var recentMotion = 0.0
    var recentMotionFound = false
    while used < sampleCount {
      let time = times[index]
      if newestTime - time > Self.horizon || previousTime - time > Self.maxGap { break }
      let s = (time - newestTime) / Self.horizon
      let y = positions[index] - newestPosition
      if !recentMotionFound {
        // Newest minus the newest sample at least 20 ms older (or the oldest one used).
        recentMotion = -y
        recentMotionFound = newestTime - time >= Self.recentMotionSpan
      }
      let ss = s * s
      n += 1
      s1 += s
      s2 += ss
      s3 += ss * s
      s4 += ss * ss
      y0 += y
      y1 += y * s
      y2 += y * ss
      previousTime = time
      used += 1
      index = index == 0 ? Self.capacity - 1 : index - 1
    }
    guard used >= 2 else { return 0 }

    if used >= 4 {
      // Cramer's rule for the slope b of y = a + b s + c s² at s = 0 (the newest sample).
      let det = n * (s2 * s4 - s3 * s3) - s1 * (s1 * s4 - s3 * s2) + s2 * (s1 * s3 - s2 * s2)
      let detB = n * (y1 * s4 - s3 * y2) - y0 * (s1 * s4 - s3 * s2) + s2 * (s1 * y2 - y1 * s2)
      // Samples bunched in time make the parabola meaningless; fall back to a line then.
      if abs(det) > 1e-9 * n * s2 * s4, det.isFinite {
        let velocity = detB / det / Self.horizon
        return velocity * recentMotion > 0 ? velocity : 0
      }
    }
    let denominator = n * s2 - s1 * s1
    guard denominator > 1e-12 * n * n else { return 0 }
    return (n * y1 - s1 * y0) / denominator / Self.horizon
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
      l = l == 0 ? capacity - 1 : l - 1
      r = r == 0 ? capacity - 1 : r - 1
    }
    return true
  }
}
