/// Estimates a pointer's velocity at release from its recent position samples, the way iOS
/// weighs the last moments of a drag.
///
/// Weighting: Flutter's `IOSScrollViewFlingVelocityTracker`, its approximation of the velocity
/// UIScrollView reports to `scrollViewWillEndDragging`, averages the last three velocities of
/// the drag with weights 0.6, 0.35 and 0.05, oldest to newest (REFERENCE "Velocity at release").
/// Flutter takes each velocity between two consecutive events; here each one spans at least
/// `minimumSegmentSpan` (consecutive events are merged until it does: at iOS's 60 Hz touch rate
/// nothing is merged and this is Flutter's estimate; 120 Hz input is taken in pairs), and the
/// average is taken as Σ wᵢ·Δpᵢ / Σ wᵢ·Δtᵢ. Why: with events 8 ms apart, a 2 ms timestamp jitter
/// changes a two-event velocity by 25 %, and an event pair 1 ms apart can read many times the
/// finger's speed; over 12 ms segments, with the durations averaged rather than their
/// reciprocals, 120 Hz input with ±2 ms jitter reads within about ±15 % of the true speed.
///
/// Bounds: the result is a weighted mean of segment velocities with positive weights, so it never
/// exceeds the fastest segment, i.e. the finger's highest recent speed, and a quick reversal reads
/// at most the new speed.
///
/// Holding still: UIKit reports no fling when the finger rests before lifting. Flutter zeroes
/// the velocity once the newest sample is 40 ms old, a cliff that turns a 39 ms pause into a full
/// fling and a 41 ms pause into none. Here the velocity fades with how long the finger has rested
/// at its final position: in full up to `holdFadeStart` (a normal release follows the last move
/// within a frame or two), to nothing at `holdFadeEnd`, along a smoothstep (C¹ at both ends),
/// centred on Flutter's 40 ms.
///
/// History rules kept from Flutter's VelocityTracker (REFERENCE): at most 20 samples, none older
/// than 100 ms, and a gap over 40 ms between two samples cuts the older history. Feed it the input
/// events' own timestamps, never a frame clock (flutter#114082, PR#7510).
///
/// Storage is two fixed-size inline arrays used as a ring: `add` never allocates.
public struct VelocityTracker: Sendable {
  /// How many samples the ring holds (Flutter's history size).
  public static let capacity = 20
  /// Samples older than this, relative to the newest one, are ignored (seconds).
  public static let horizon = 0.1
  /// A gap longer than this between consecutive samples cuts the older history (seconds).
  public static let maxGap = 0.04
  /// Each averaged velocity spans at least this long (seconds); see the type's summary.
  public static let minimumSegmentSpan = 0.012
  /// Weights of the averaged velocities, newest first (Flutter's iOS tracker: 0.05, 0.35, 0.6).
  public static let weights: (newest: Double, middle: Double, oldest: Double) = (0.05, 0.35, 0.6)
  /// Resting this long at the final position before release keeps the full velocity (seconds).
  public static let holdFadeStart = 0.02
  /// Resting this long before release leaves no velocity (seconds).
  public static let holdFadeEnd = 0.06
  /// Samples closer in time than this are the same instant: the newer position replaces the
  /// older one, so a release or duplicate event repeating the last move cannot skew the estimate.
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

  private func older(_ index: Int) -> Int { index == 0 ? Self.capacity - 1 : index - 1 }

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

    let anchorTime = times[end]
    var weightedDistance = 0.0
    var weightedDuration = 0.0
    var segments = 0
    var segmentEnd = end
    var index = end
    while remaining > 0, segments < 3 {
      let next = older(index)
      if times[index] - times[next] > Self.maxGap || anchorTime - times[next] > Self.horizon {
        break
      }
      index = next
      remaining -= 1
      let span = times[segmentEnd] - times[index]
      // Close the segment once it is long enough, or when no older sample can extend it.
      let lastUsable =
        remaining == 0 || times[index] - times[older(index)] > Self.maxGap
        || anchorTime - times[older(index)] > Self.horizon
      guard span >= Self.minimumSegmentSpan - Self.sameInstant || lastUsable else { continue }
      let weight =
        segments == 0
        ? Self.weights.newest : segments == 1 ? Self.weights.middle : Self.weights.oldest
      weightedDistance += weight * (positions[segmentEnd] - positions[index])
      weightedDuration += weight * span
      segments += 1
      segmentEnd = index
    }
    guard weightedDuration > 0 else { return 0 }
    let velocity = weightedDistance / weightedDuration * factor
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
