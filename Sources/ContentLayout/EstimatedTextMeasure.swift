import DisplayList
import NavGeometry

/// Measures text without a font: each character's advance is estimated from its class, so
/// layout is pure and the same on every machine (tests, headless geometry, the list's footers).
///
/// The estimate is Inter's advances by character class, in em: narrow letters and punctuation
/// 0.30, spaces 0.28, capitals 0.70, `m`/`w`/`M`/`W` 0.90, digits and other letters 0.58,
/// less the tracking NavLab applies at text sizes (−0.40/17 em, see `Font.tracking`). It is
/// the regular text cut's: `RenderingTests` (TextMeasureTests) finds it within −5 %…+15 % of
/// the rasterizer's real widths, 0.7 % narrow over its samples. The app measures with the real
/// font (`RasterizerTextMeasure`).
///
/// ```swift
/// let text = EstimatedTextMeasure().measure("Hello", font: .body, width: nil, lineLimit: nil)
/// ```
public struct EstimatedTextMeasure: TextMeasuring {
  public init() {}

  public func measure(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> MeasuredText {
    let lineHeight = TextMetrics.lineHeight(font)
    guard !text.isEmpty else {
      return MeasuredText(
        size: .zero, lines: [], lineHeight: lineHeight, ascent: TextMetrics.ascent(font))
    }
    let size = font.size
    let broken = LineBreaking.lines(text, width: width, lineLimit: lineLimit) { run in
      run.reduce(0) { $0 + EstimatedTextMeasure.advance($1, size) }
    }
    var widest = 0.0
    var lines: [String] = []
    lines.reserveCapacity(broken.count)
    for line in broken {
      widest = max(widest, line.width)
      lines.append(line.text)
    }
    return MeasuredText(
      size: Size(width: widest, height: Double(lines.count) * lineHeight), lines: lines,
      lineHeight: lineHeight, ascent: TextMetrics.ascent(font))
  }

  /// The estimated advance of `character` at `size` points.
  public static func advance(_ character: Character, _ size: Double) -> Double {
    (em(character) - 0.40 / 17) * size
  }

  /// The estimated advance of `character` in em, before tracking.
  public static func em(_ character: Character) -> Double {
    switch character {
    case " ": 0.28
    case "i", "l", "j", "t", "f", "r", ".", ",", ":", ";", "'", "!", "|", "I", "(", ")": 0.30
    case "m", "w", "M", "W": 0.90
    case "A"..."Z": 0.70
    default: 0.58
    }
  }
}
