import DisplayList
import NavGeometry

/// Text broken into lines, and the size those lines take.
public struct MeasuredText: Sendable, Equatable {
  /// The widest line's width and the lines' total height, in points.
  public var size: Size
  /// The lines, broken at word boundaries; the last one ends with "…" when the text was cut at
  /// the line limit, or a word alone did not fit the width.
  public var lines: [String]
  /// The height of one line (``size`` is `lines.count` of them).
  public var lineHeight: Double
  /// From a line's top to its baseline.
  public var ascent: Double

  public init(size: Size, lines: [String], lineHeight: Double, ascent: Double) {
    self.size = size
    self.lines = lines
    self.lineHeight = lineHeight
    self.ascent = ascent
  }
}

/// Measures and breaks text. The layout is pure: the app passes a measurer backed by the real
/// font (`RasterizerTextMeasure`), tests and headless geometry the deterministic
/// ``EstimatedTextMeasure``.
public protocol TextMeasuring: Sendable {
  /// `text` set in `font` and broken into lines no wider than `width` (nil: one line per
  /// paragraph, as wide as it is), at most `lineLimit` lines (nil: no limit).
  func measure(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> MeasuredText
}
