import DisplayList
import ScreenModel

/// A text style's point size and leading (line spacing) at one Dynamic Type size.
public struct TextStyleMetrics: Sendable, Equatable {
  public var size: Double
  public var leading: Double

  public init(size: Double, leading: Double) {
    self.size = size
    self.leading = leading
  }
}

extension TextStyle {
  /// This style's size and leading at `dynamicTypeSize`, from Apple's Human Interface
  /// Guidelines, Typography › Specifications › "iOS, iPadOS Dynamic Type sizes" (one table per
  /// size, xSmall to AX5; e.g. Large: body 17/22, largeTitle 34/41).
  public func metrics(at dynamicTypeSize: DynamicTypeSize) -> TextStyleMetrics {
    let row = TextStyle.table[dynamicTypeSize.tableIndex]
    let pair = row[TextStyle.allCases.firstIndex(of: self)!]
    return TextStyleMetrics(size: pair.0, leading: pair.1)
  }

  /// The style's weight (HIG: headline is semibold, the others regular).
  public var defaultWeight: FontWeight { self == .headline ? .semibold : .regular }

  // Columns: largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote,
  // caption, caption2 (HIG's Title 1 is `title`, Caption 1 `caption`). Size/leading in points.
  static let table: [[(Double, Double)]] = [
    // xSmall
    [
      (31, 38), (25, 31), (19, 24), (17, 22), (14, 19), (14, 19), (13, 18), (12, 16), (12, 16),
      (11, 13), (11, 13),
    ],
    // Small
    [
      (32, 39), (26, 32), (20, 25), (18, 23), (15, 20), (15, 20), (14, 19), (13, 18), (12, 16),
      (11, 13), (11, 13),
    ],
    // Medium
    [
      (33, 40), (27, 33), (21, 26), (19, 24), (16, 21), (16, 21), (15, 20), (14, 19), (12, 16),
      (11, 13), (11, 13),
    ],
    // Large (the default)
    [
      (34, 41), (28, 34), (22, 28), (20, 25), (17, 22), (17, 22), (16, 21), (15, 20), (13, 18),
      (12, 16), (11, 13),
    ],
    // xLarge
    [
      (36, 43), (30, 37), (24, 30), (22, 28), (19, 24), (19, 24), (18, 23), (17, 22), (15, 20),
      (14, 19), (13, 18),
    ],
    // xxLarge
    [
      (38, 46), (32, 39), (26, 32), (24, 30), (21, 26), (21, 26), (20, 25), (19, 24), (17, 22),
      (16, 21), (15, 20),
    ],
    // xxxLarge
    [
      (40, 48), (34, 41), (28, 34), (26, 32), (23, 29), (23, 29), (22, 28), (21, 28), (19, 24),
      (18, 23), (17, 22),
    ],
    // AX1
    [
      (44, 52), (38, 46), (34, 41), (31, 38), (28, 34), (28, 34), (26, 32), (25, 31), (23, 29),
      (22, 28), (20, 25),
    ],
    // AX2
    [
      (48, 57), (43, 51), (39, 47), (37, 44), (33, 40), (33, 40), (32, 39), (30, 37), (27, 33),
      (26, 32), (24, 30),
    ],
    // AX3
    [
      (52, 61), (48, 57), (44, 52), (43, 51), (40, 48), (40, 48), (38, 46), (36, 43), (33, 40),
      (32, 39), (29, 35),
    ],
    // AX4
    [
      (56, 66), (53, 62), (50, 59), (49, 58), (47, 56), (47, 56), (44, 52), (42, 50), (38, 46),
      (37, 44), (34, 41),
    ],
    // AX5
    [
      (60, 70), (58, 68), (56, 66), (55, 65), (53, 62), (53, 62), (51, 60), (49, 58), (44, 52),
      (43, 51), (40, 48),
    ],
  ]
}

extension DynamicTypeSize {
  var tableIndex: Int { DynamicTypeSize.allCases.firstIndex(of: self)! }
}

extension ContentFont {
  /// The font drawn for this request at `dynamicTypeSize`.
  public func resolved(at dynamicTypeSize: DynamicTypeSize) -> Font {
    switch self {
    case .style(let style, let weight, let design):
      Font(
        size: style.metrics(at: dynamicTypeSize).size, weight: weight ?? style.defaultWeight,
        design: design)
    case .system(let size, let weight, let design):
      Font(size: size.isFinite ? max(1, size) : 17, weight: weight, design: design)
    }
  }
}
