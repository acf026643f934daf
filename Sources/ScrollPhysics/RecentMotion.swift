/// The samples of a drag that a release velocity is estimated from: those since the last gap
/// over `VelocityTracker.maxGap` and within `VelocityTracker.horizon` of the newest, oldest first,
/// in a fixed inline buffer (no allocation), with the estimator's steps as methods.
struct RecentMotion {
  private(set) var count = 0
  private var times = InlineArray<48, Double>(repeating: 0)
  private var positions = InlineArray<48, Double>(repeating: 0)

  /// Collects the usable samples of `tracker` ending at ring index `newestIndex`, which has
  /// `olderSamples` samples before it.
  init(tracker: VelocityTracker, newestIndex: Int, olderSamples: Int) {
    var index = newestIndex
    var taken = 1
    let anchor = tracker.times[newestIndex]
    while taken <= olderSamples {
      let next = tracker.older(index)
      if tracker.times[index] - tracker.times[next] > VelocityTracker.maxGap
        || anchor - tracker.times[next] > VelocityTracker.horizon
      {
        break
      }
      index = next
      taken += 1
    }
    // `index` is now the oldest usable sample; copy forwards.
    count = taken
    for k in 0..<taken {
      times[k] = tracker.times[index]
      positions[k] = tracker.positions[index]
      index = index == VelocityTracker.capacity - 1 ? 0 : index + 1
    }
  }

  /// Replaces the timestamps by the least-squares line over their index when every one lies
  /// within `regularStreamTolerance` of it: a device reporting at a fixed rate, whose timestamps
  /// carry jitter. Needs four samples; an irregular stream keeps its times.
  mutating func removeJitter() {
    guard count >= 4 else { return }
    let n = Double(count)
    let meanIndex = (n - 1) / 2
    var meanTime = 0.0
    for k in 0..<count { meanTime += times[k] }
    meanTime /= n
    var covariance = 0.0
    var variance = 0.0
    for k in 0..<count {
      let di = Double(k) - meanIndex
      covariance += di * (times[k] - meanTime)
      variance += di * di
    }
    let interval = covariance / variance
    guard interval > 0 else { return }
    for k in 0..<count {
      let fitted = meanTime + interval * (Double(k) - meanIndex)
      if abs(fitted - times[k]) > VelocityTracker.regularStreamTolerance { return }
    }
    for k in 0..<count { times[k] = meanTime + interval * (Double(k) - meanIndex) }
  }

  /// Σ wₖ·Δpₖ / Σ wₖ·Δtₖ over the three segments of `segmentSpan` ending at the newest sample
  /// (weights newest first 0.05, 0.35, 0.6); a segment reaching past the oldest sample is cut
  /// there, and one wholly before it is left out.
  func weightedVelocity() -> Double {
    let h = VelocityTracker.segmentSpan
    let newestTime = times[count - 1]
    let oldestTime = times[0]
    let w = VelocityTracker.weights
    var distance = 0.0
    var duration = 0.0
    var upper = newestTime
    var upperPosition = position(at: upper)
    for segment in 0..<3 {
      let weight = segment == 0 ? w.newest : segment == 1 ? w.middle : w.oldest
      let lower = Swift.max(newestTime - Double(segment + 1) * h, oldestTime)
      guard lower < upper else { break }
      let lowerPosition = position(at: lower)
      distance += weight * (upperPosition - lowerPosition)
      duration += weight * (upper - lower)
      upper = lower
      upperPosition = lowerPosition
    }
    return duration > 0 ? distance / duration : 0
  }

  /// The finger's position at `time` (within the samples' span): the least-squares line through
  /// the samples within half a segment of it when there are three or more (dense input, whose
  /// pixel rounding this averages out), else the straight line between the samples around it.
  private func position(at time: Double) -> Double {
    let half = VelocityTracker.segmentSpan / 2
    var n = 0.0
    var sumT = 0.0
    var sumP = 0.0
    for k in 0..<count where abs(times[k] - time) <= half {
      n += 1
      sumT += times[k] - time
      sumP += positions[k]
    }
    if n >= 3 {
      let meanT = sumT / n
      let meanP = sumP / n
      var covariance = 0.0
      var variance = 0.0
      for k in 0..<count where abs(times[k] - time) <= half {
        let dt = times[k] - time - meanT
        covariance += dt * (positions[k] - meanP)
        variance += dt * dt
      }
      if variance > 0 { return meanP - covariance / variance * meanT }
    }
    var k = count - 1
    while k > 0, times[k - 1] > time { k -= 1 }
    guard k > 0 else { return positions[0] }
    let t0 = times[k - 1]
    let t1 = times[k]
    guard t1 > t0 else { return positions[k] }
    return positions[k - 1] + (positions[k] - positions[k - 1]) * (time - t0) / (t1 - t0)
  }
}
