import DisplayList

/// San Francisco's vertical metrics, which set a line of text's height and baseline.
///
/// SF Pro's `hhea` table: ascender 1950 and descender −494 units of 2048 to the em, no line
/// gap; so a 17 pt line is 20.29 pt tall (UIKit's `UIFont.systemFont(ofSize: 17).lineHeight`
/// is 20.287) with its baseline 16.19 pt below the top. SwiftUI sets each line of a `Text` at
/// this height (a one-line body `Text` is 20.33 pt tall at 3×: 20.29 rounded up to the pixel).
public enum TextMetrics {
  /// Line height over point size.
  public static let lineHeightRatio = (1950.0 + 494.0) / 2048
  /// Ascent (top of the line to the baseline) over point size.
  public static let ascentRatio = 1950.0 / 2048

  /// One line's height for `font`, in points.
  public static func lineHeight(_ font: Font) -> Double { font.size * lineHeightRatio }

  /// From the top of a line to its baseline, in points.
  public static func ascent(_ font: Font) -> Double { font.size * ascentRatio }
}
