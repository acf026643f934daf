/// An sRGB colour with straight (non-premultiplied) alpha, 8 bits a channel.
///
/// ```swift
/// let blue = Color(hex: 0x007AFF)
/// let faded = blue.withOpacity(0.5)  // alpha 128
/// ```
public struct Color: Sendable, Equatable, Hashable {
  public var red: UInt8
  public var green: UInt8
  public var blue: UInt8
  public var alpha: UInt8

  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from `0xRRGGBB` and an opacity in 0...1.
  public init(hex: UInt32, opacity: Double = 1) {
    self.init(
      red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF),
      alpha: Color.byte(opacity))
  }

  /// The same colour with its alpha multiplied by `opacity` (clamped to 0...1).
  public func withOpacity(_ opacity: Double) -> Color {
    var copy = self
    copy.alpha = Color.byte(Double(alpha) / 255 * opacity)
    return copy
  }

  /// Linear interpolation between two colours, `t` in 0...1.
  public func mixed(with other: Color, _ t: Double) -> Color {
    let t = t.isNaN ? 0 : min(max(t, 0), 1)
    func lerp(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) + (Double(b) - Double(a)) * t).rounded())
    }
    return Color(
      red: lerp(red, other.red), green: lerp(green, other.green), blue: lerp(blue, other.blue),
      alpha: lerp(alpha, other.alpha))
  }

  /// Components in 0...1, for luminance computations.
  public var unitComponents: (red: Double, green: Double, blue: Double) {
    (Double(red) / 255, Double(green) / 255, Double(blue) / 255)
  }

  static func byte(_ unit: Double) -> UInt8 {
    guard unit == unit else { return 0 }
    return UInt8((min(max(unit, 0), 1) * 255).rounded())
  }

  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  public static let white = Color(red: 255, green: 255, blue: 255)
  public static let black = Color(red: 0, green: 0, blue: 0)
}
