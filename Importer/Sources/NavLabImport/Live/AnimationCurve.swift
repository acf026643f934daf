#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A SwiftUI animation's timing: how far (0…1, a spring may overshoot) a change has gone
/// `elapsed` seconds after it started.
struct AnimationCurve: Equatable, Sendable {
  enum Kind: Equatable, Sendable {
    /// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring (mass 1): `response` is the undamped period, `damping` the fraction
    /// of critical damping (SwiftUI's `spring(response:dampingFraction:)`).
    case spring(response: Double, damping: Double)
  }

  var kind: Kind
  /// Seconds (timing curves); springs run until they settle.
  var duration: Double

  /// SwiftUI's timing presets last 0.35 s unless given a duration (`Animation.linear`,
  /// `.easeIn`, `.easeOut`, `.easeInOut`; developer.apple.com/documentation/swiftui/animation).
  static let presetDuration = 0.35
  static func linear(_ duration: Double = presetDuration) -> Self {
    Self(kind: .bezier(x1: 0, y1: 0, x2: 1, y2: 1), duration: duration)
  }
  // Control points of CSS/Core Animation's named curves, which SwiftUI's presets use
  // (CAMediaTimingFunction: easeIn 0.42,0,1,1; easeOut 0,0,0.58,1; easeInEaseOut 0.42,0,0.58,1).
  static func easeIn(_ duration: Double = presetDuration) -> Self {
    Self(kind: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1), duration: duration)
  }
  static func easeOut(_ duration: Double = presetDuration) -> Self {
    Self(kind: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1), duration: duration)
  }
  static func easeInOut(_ duration: Double = presetDuration) -> Self {
    Self(kind: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), duration: duration)
  }
  /// `spring(response:dampingFraction:)`; SwiftUI's defaults are 0.55 and 0.825.
  static func spring(response: Double = 0.55, damping: Double = 0.825) -> Self {
    Self(kind: .spring(response: max(response, 0.01), damping: max(damping, 0)), duration: 0)
  }
  /// `spring(duration:bounce:)` (iOS 17): response = duration, dampingFraction = 1 − bounce
  /// for bounce ≥ 0 (WWDC23 "Animate with springs").
  static func spring(duration: Double, bounce: Double) -> Self {
    spring(response: duration, damping: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }
  /// `Animation.default`: since iOS 17 a spring with no bounce (`.smooth`: duration 0.5,
  /// bounce 0); before, an ease-in-out of 0.35 s.
  static let `default` = spring(duration: 0.5, bounce: 0)

  /// Progress at `elapsed` seconds.
  func progress(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    switch kind {
    case .bezier(let x1, let y1, let x2, let y2):
      guard duration > 0, elapsed < duration else { return 1 }
      return Self.bezier(elapsed / duration, x1, y1, x2, y2)
    case .spring(let response, let damping):
      if isSettled(at: elapsed) { return 1 }
      let omega = 2 * Double.pi / response
      if damping >= 1 {
        // Critically (or over-) damped: the critical form never overshoots.
        return 1 - (1 + omega * elapsed) * exp(-omega * elapsed)
      }
      let decay = damping * omega
      let omegaD = omega * (1 - damping * damping).squareRoot()
      return 1 - exp(-decay * elapsed)
        * (cos(omegaD * elapsed) + decay / omegaD * sin(omegaD * elapsed))
    }
  }

  /// Done: a timing curve at its duration; a spring once within 0.1 % of its target and
  /// staying there (its envelope), or after 4 s whatever happens.
  func isSettled(at elapsed: Double) -> Bool {
    switch kind {
    case .bezier: return elapsed >= duration
    case .spring(let response, let damping):
      if elapsed >= 4 { return true }
      let omega = 2 * Double.pi / response
      let envelope =
        damping >= 1
        ? (1 + omega * elapsed) * exp(-omega * elapsed)
        : exp(-damping * omega * elapsed) / (1 - damping * damping).squareRoot()
      return envelope < 0.001
    }
  }

  /// y at time fraction `t` of the cubic Bézier (solved for x by Newton steps, then bisection).
  static func bezier(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double)
    -> Double
  {
    func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * a + 3 * (1 - s) * s * s * b + s * s * s
    }
    func slope(_ s: Double, _ a: Double, _ b: Double) -> Double {
      3 * (1 - s) * (1 - s) * a + 6 * (1 - s) * s * (b - a) + 3 * s * s * (1 - b)
    }
    var s = t
    for _ in 0..<8 {
      let error = coordinate(s, x1, x2) - t
      if abs(error) < 1e-9 { return coordinate(s, y1, y2) }
      let d = slope(s, x1, x2)
      if abs(d) < 1e-9 { break }
      s -= error / d
    }
    var low = 0.0
    var high = 1.0
    s = t
    for _ in 0..<60 {
      let x = coordinate(s, x1, x2)
      if abs(x - t) < 1e-9 { break }
      if x < t { low = s } else { high = s }
      s = (low + high) / 2
    }
    return coordinate(s, y1, y2)
  }
}
