import NavLabCore

/// One damped spring in the three ways Apple's APIs take it, and the conversions between them.
///
/// - Physical: mass m, stiffness k, damping coefficient c — `UISpringTimingParameters(mass:
///   stiffness:damping:initialVelocity:)`, `CASpringAnimation`, SwiftUI `Spring(mass:stiffness:
///   damping:)`.
/// - Response and damping ratio: the undamped period in seconds and ζ — SwiftUI
///   `.spring(response:dampingFraction:)` and `Spring(response:dampingRatio:)`.
/// - Duration and bounce (iOS 17): the same period, and how far from critical damping —
///   `UISpringTimingParameters(duration:bounce:initialVelocity:)`, SwiftUI `Spring(duration:
///   bounce:)`.
///
/// Formulas (the damped harmonic oscillator m·x″ + c·x′ + k·x = 0):
/// - natural angular frequency ω = √(k / m), so response = 2π / ω = 2π·√(m / k), and
///   k = m·(2π / response)²;
/// - damping ratio ζ = c / (2·√(k·m)), so c = 2·ζ·√(k·m);
/// - bounce = 1 − ζ when ζ ≤ 1, else 1/ζ − 1 (overdamped springs have a negative bounce), and
///   back: ζ = 1 − bounce when bounce ≥ 0, else 1 / (1 + bounce).
///
/// Sources: Apple's SwiftUI `Spring` documentation converts `Spring(duration: 0.5, bounce: 0.3)`
/// to mass 1, stiffness 157.9, damping 17.6, and `Spring(mass: 1, stiffness: 100, damping: 10)`
/// to duration 0.63, bounce 0.5 (the tests check both); its `bounce` documentation gives the
/// range (0 critically damped, up to 1 undamped, down to −1 overdamped). The overdamped side
/// of the bounce mapping is OpenSwiftUI's re-implementation of `Spring(duration:bounce:)`
/// (no Apple page states it).
///
/// ```swift
/// let spring = SpringConversion(mass: 1, stiffness: 300, dampingRatio: 1)
/// spring.response  // 0.3628 s
/// spring.damping   // 34.64
/// spring.bounce    // 0
/// ```
public struct SpringConversion: Sendable, Equatable {
  public var mass: Double
  public var stiffness: Double
  /// ζ: 1 is critically damped, below 1 overshoots, above 1 creeps in.
  public var dampingRatio: Double

  public init(mass: Double = 1, stiffness: Double, dampingRatio: Double) {
    self.mass = mass
    self.stiffness = stiffness
    self.dampingRatio = dampingRatio
  }

  /// From mass, stiffness and the damping coefficient c.
  public init(mass: Double = 1, stiffness: Double, damping: Double) {
    self.init(
      mass: mass, stiffness: stiffness,
      dampingRatio: damping / (2 * (stiffness * mass).squareRoot()))
  }

  /// From a response (undamped period, s) and damping ratio: k = m·(2π / response)².
  public init(mass: Double = 1, response: Double, dampingRatio: Double) {
    let omega = 2 * Double.pi / response
    self.init(mass: mass, stiffness: mass * omega * omega, dampingRatio: dampingRatio)
  }

  /// From iOS 17's duration (the same period as the response) and bounce.
  public init(mass: Double = 1, duration: Double, bounce: Double) {
    self.init(mass: mass, response: duration, dampingRatio: Self.dampingRatio(bounce: bounce))
  }

  /// The damping coefficient c = 2·ζ·√(k·m).
  public var damping: Double { 2 * dampingRatio * (stiffness * mass).squareRoot() }

  /// The undamped period 2π·√(m / k), in seconds (SwiftUI's response, iOS 17's duration).
  public var response: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

  /// iOS 17's bounce: 1 − ζ, or 1/ζ − 1 when overdamped.
  public var bounce: Double { Self.bounce(dampingRatio: dampingRatio) }

  public static func bounce(dampingRatio: Double) -> Double {
    dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
  }

  public static func dampingRatio(bounce: Double) -> Double {
    bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
  }
}
