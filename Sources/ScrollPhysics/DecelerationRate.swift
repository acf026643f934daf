import RealModule

/// How quickly momentum dies out: the fraction of velocity kept after each millisecond.
///
/// Values from docs/references.md "Momentum scrolling": UIScrollView's normal rate is 0.998/ms and
/// its fast rate 0.99/ms (ScrollMechanics by super-ultra; b3ll/Motion
/// `UIKitDecayConstant = 0.998`).
public struct DecelerationRate: Sendable, Equatable {
  /// Fraction of the velocity kept per millisecond; meaningful in the open interval (0, 1).
  public var perMillisecond: Double

  /// Creates a rate from the fraction of velocity kept per millisecond.
  public init(perMillisecond: Double) {
    self.perMillisecond = perMillisecond
  }

  /// UIKit's `.normal` rate, 0.998 per millisecond (velocity × 0.135 after one second).
  public static let normal = DecelerationRate(perMillisecond: 0.998)

  /// UIKit's `.fast` rate, 0.99 per millisecond.
  public static let fast = DecelerationRate(perMillisecond: 0.99)

  /// The decay coefficient `dC = 1000 · ln(r)` in 1/s (docs/references.md "Momentum scrolling");
  /// always < 0.
  ///
  /// A rate outside (0, 1) has no meaningful decay (r ≥ 1 never stops, r ≤ 0 has no logarithm),
  /// so it is clamped into [0.001, 0.99999] to keep every closed form finite.
  public var decayCoefficient: Double {
    let r = perMillisecond.isNaN ? 0.998 : Swift.min(Swift.max(perMillisecond, 0.001), 0.999_99)
    return 1000 * Double.log(r)
  }
}
