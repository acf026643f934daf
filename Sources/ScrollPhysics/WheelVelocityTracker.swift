/// Velocity of a stream of precise (trackpad) wheel deltas, for coasting after the last event.
///
/// GTK's kinetic-scrolling rule (docs/references.md "Desktop input"): velocity = the deltas of the
/// last 150 ms divided by their time span. Each delta is the motion since the event before it, so
/// the span from the oldest event in the window to the newest holds every delta but the oldest one;
/// that one is left out of the sum (otherwise n deltas would be divided by n − 1 intervals).
/// Fixed-size inline ring: `add` never allocates.
public struct WheelVelocityTracker: Sendable {
  /// How many events the ring holds; 150 ms of events at up to ~200 Hz.
  public static let capacity = 32
  /// Only events this recent, relative to the newest, count (GTK: 150 ms).
  public static let window = 0.15

  private var times = InlineArray<32, Double>(repeating: 0)
  private var deltas = InlineArray<32, Double>(repeating: 0)
  private var newest = 0
  /// Number of events currently held.
  public private(set) var eventCount = 0

  /// Creates an empty tracker.
  public init() {}

  /// Records a scroll delta (points, offset direction) at an event timestamp (seconds).
  ///
  /// Non-finite input and events older than the newest are ignored; deltas at the same instant
  /// are summed.
  public mutating func add(delta: Double, time: Double) {
    guard delta.isFinite, time.isFinite else { return }
    if eventCount > 0 {
      let last = times[newest]
      guard time >= last else { return }
      if time - last < VelocityTracker.sameInstant {
        deltas[newest] += delta
        return
      }
      newest = newest == Self.capacity - 1 ? 0 : newest + 1
    }
    times[newest] = time
    deltas[newest] = delta
    eventCount = Swift.min(eventCount + 1, Self.capacity)
  }

  /// Forgets all events.
  public mutating func reset() {
    eventCount = 0
    newest = 0
  }

  /// Time of the newest event, if any.
  public var newestTime: Double? { eventCount > 0 ? times[newest] : nil }

  /// The mean time between the events of the last 150 ms (seconds), nil with fewer than two:
  /// how soon the stream's next event is due.
  public var meanInterval: Double? {
    guard eventCount >= 2 else { return nil }
    let newestTime = times[newest]
    var oldestTime = newestTime
    var intervals = 0
    var index = newest
    for _ in 1..<eventCount {
      index = index == 0 ? Self.capacity - 1 : index - 1
      if newestTime - times[index] > Self.window { break }
      oldestTime = times[index]
      intervals += 1
    }
    guard intervals > 0 else { return nil }
    return (newestTime - oldestTime) / Double(intervals)
  }

  /// Points per second over the last 150 ms before the newest event; 0 with fewer than two
  /// events in that window.
  public var velocity: Double {
    guard eventCount >= 2 else { return 0 }
    let newestTime = times[newest]
    var sum = 0.0
    var oldestDelta = 0.0
    var oldestTime = newestTime
    var index = newest
    for _ in 0..<eventCount {
      let time = times[index]
      if newestTime - time > Self.window { break }
      sum += deltas[index]
      oldestDelta = deltas[index]
      oldestTime = time
      index = index == 0 ? Self.capacity - 1 : index - 1
    }
    let span = newestTime - oldestTime
    guard span > 0.001 else { return 0 }
    return (sum - oldestDelta) / span
  }
}

extension WheelVelocityTracker: Equatable {
  /// Two trackers are equal when they hold the same events in the same order.
  public static func == (lhs: WheelVelocityTracker, rhs: WheelVelocityTracker) -> Bool {
    guard lhs.eventCount == rhs.eventCount else { return false }
    var l = lhs.newest
    var r = rhs.newest
    for _ in 0..<lhs.eventCount {
      if lhs.times[l] != rhs.times[r] || lhs.deltas[l] != rhs.deltas[r] { return false }
      l = l == 0 ? capacity - 1 : l - 1
      r = r == 0 ? capacity - 1 : r - 1
    }
    return true
  }
}
