#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A SwiftUI animation's timing: how far (0…1; a spring may overshoot) a change has gone
/// `elapsed` seconds after it started. The one implementation the engine and the importer share.
///
/// ```swift
/// AnimationCurve.linear().progress(at: 0.175)            // 0.5
/// AnimationCurve.spring(response: 0.5, damping: 1).isSettled(at: 4)  // true
/// ```
public struct AnimationCurve: Sendable, Equatable, Hashable {
  /// The shape of the curve.
  public enum Kind: Sendable, Equatable, Hashable {
    /// A cubic Bézier timing curve through (0, 0), (x1, y1), (x2, y2), (1, 1).
    case bezier(x1: Double, y1: Double, x2: Double, y2: Double)
    /// A damped spring (mass 1): `response` is the undamped period, `damping` the fraction
    /// of critical damping (SwiftUI's `spring(response:dampingFraction:)`).
    case spring(response: Double, damping: Double)
  }

  /// Timing curve or spring.
  public var kind: Kind
  /// Seconds (timing curves); springs run until they settle.
  public var duration: Double

  /// A curve of `kind` lasting `duration` seconds (ignored by springs).
  public init(kind: Kind, duration: Double) {
    self.kind = kind
    self.duration = duration
  }

  /// SwiftUI's timing presets last 0.35 s unless given a duration (`Animation.linear`,
  /// `.easeIn`, `.easeOut`, `.easeInOut`; developer.apple.com/documentation/swiftui/animation).
  public static let presetDuration = 0.35
  /// `Animation.linear(duration:)`.
  public static func linear(_ duration: Double = presetDuration) -> Self {
    Self(kind: .bezier(x1: 0, y1: 0, x2: 1, y2: 1), duration: duration)
  }
  // Control points of CSS/Core Animation's named curves, which SwiftUI's presets use
  // (CAMediaTimingFunction: easeIn 0.42,0,1,1; easeOut 0,0,0.58,1; easeInEaseOut 0.42,0,0.58,1).
  /// `Animation.easeIn(duration:)`.
  public static func easeIn(_ duration: Double = presetDuration) -> Self {
    Self(kind: .bezier(x1: 0.42, y1: 0, x2: 1, y2: 1), duration: duration)
  }
  /// `Animation.easeOut(duration:)`.
  public static func easeOut(_ duration: Double = presetDuration) -> Self {
    Self(kind: .bezier(x1: 0, y1: 0, x2: 0.58, y2: 1), duration: duration)
  }
  /// `Animation.easeInOut(duration:)`.
  public static func easeInOut(_ duration: Double = presetDuration) -> Self {
    Self(kind: .bezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1), duration: duration)
  }
  /// `spring(response:dampingFraction:)`; SwiftUI's defaults are 0.55 and 0.825.
  public static func spring(response: Double = 0.55, damping: Double = 0.825) -> Self {
    Self(kind: .spring(response: max(response, 0.01), damping: max(damping, 0)), duration: 0)
  }
  /// `spring(duration:bounce:)` (iOS 17): response = duration, dampingFraction = 1 − bounce
  /// for bounce ≥ 0 (WWDC23 "Animate with springs").
  public static func spring(duration: Double, bounce: Double) -> Self {
    spring(response: duration, damping: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
  }
  /// `Animation.default`: since iOS 17 a spring with no bounce (`.smooth`: duration 0.5,
  /// bounce 0); before, an ease-in-out of 0.35 s.
  public static let `default` = spring(duration: 0.5, bounce: 0)

  /// Progress at `elapsed` seconds.
  public func progress(at elapsed: Double) -> Double {
    guard elapsed > 0 else { return 0 }
    switch kind {
    case .bezier(let x1, let y1, let x2, let y2):
      guard duration > 0, elapsed < duration else { return 1 }
      return CubicBezier(x1, y1, x2, y2)(elapsed / duration)
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
  public func isSettled(at elapsed: Double) -> Bool {
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
}
