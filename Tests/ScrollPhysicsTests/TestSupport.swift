import ScrollPhysics

/// SplitMix64 (Steele, Lea & Flood 2014): a tiny seeded generator so noisy-input tests are
/// deterministic.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// Uniform in [-magnitude, magnitude].
  mutating func jitter(_ magnitude: Double) -> Double {
    Double.random(in: -magnitude...magnitude, using: &self)
  }
}

/// |a − b| ≤ tolerance.
func isClose(_ a: Double, _ b: Double, within tolerance: Double) -> Bool {
  abs(a - b) <= tolerance
}

/// A scroller over tall content (so edges are far away unless a test wants them).
func makeScroller(
  viewport: Double = 800, content: Double = 100_000,
  configuration: ScrollerConfiguration = ScrollerConfiguration()
) -> Scroller {
  Scroller(configuration: configuration, viewportHeight: viewport, contentHeight: content)
}

/// Advances in `step`-second frames from `start` until the scroller is idle (or `limit`),
/// calling `body` after each frame.
func runUntilIdle(
  _ scroller: inout Scroller, from start: Double, step: Double = 0.001, limit: Double = 30,
  body: (Scroller, Double) -> Void = { _, _ in }
) -> Double {
  var k = 1
  while true {
    let t = start + Double(k) * step
    scroller.advance(to: t)
    body(scroller, t)
    if scroller.phase == .idle || t - start > limit { return t }
    k += 1
  }
}
