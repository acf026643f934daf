import ContentLayout
import DisplayList
import NavGeometry

/// Measures content text with the real font: SDL2_ttf's widths of tracked Inter, as the
/// rasterizer draws it (``Rasterizer/textWidth(_:font:)``), broken into lines by the same rules
/// as ``EstimatedTextMeasure`` (`LineBreaking`). What the app passes to the content layout, so
/// a line never ends where the drawn text would be cut.
///
/// The rasterizer is not shared between threads: measure from the thread that draws with it
/// (NavLab lays content out once, on that thread), hence `@unchecked Sendable`.
///
/// ```swift
/// let measure = RasterizerTextMeasure(rasterizer)
/// let environment = LayoutEnvironment(textMeasure: measure)
/// ```
public struct RasterizerTextMeasure: TextMeasuring, @unchecked Sendable {
  let rasterizer: Rasterizer

  public init(_ rasterizer: Rasterizer) { self.rasterizer = rasterizer }

  public func measure(_ text: String, font: Font, width: Double?, lineLimit: Int?) -> MeasuredText {
    let lineHeight = TextMetrics.lineHeight(font)
    let ascent = TextMetrics.ascent(font)
    guard !text.isEmpty else {
      return MeasuredText(size: .zero, lines: [], lineHeight: lineHeight, ascent: ascent)
    }
    let broken = LineBreaking.lines(text, width: width, lineLimit: lineLimit) { run in
      rasterizer.textWidth(String(run), font: font)
    }
    return MeasuredText(
      size: Size(
        width: broken.map(\.width).max() ?? 0, height: Double(broken.count) * lineHeight),
      lines: broken.map(\.text), lineHeight: lineHeight, ascent: ascent)
  }
}
