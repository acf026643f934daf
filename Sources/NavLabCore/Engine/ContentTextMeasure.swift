import ContentLayout

/// What measures the text of content trees when a screen is laid out: the app passes the real
/// font's widths (SDLRenderer's `RasterizerTextMeasure`), so a line never ends where the drawn
/// text would be cut; tests and the pure engine use the estimate. Two measures are the same
/// when their names are (the engine's options compare by value).
public struct ContentTextMeasure: Sendable, Equatable {
  public var measuring: any TextMeasuring
  /// Names the measure ("estimate", "font"), for equality and messages.
  public var name: String

  public init(_ measuring: any TextMeasuring, name: String) {
    self.measuring = measuring
    self.name = name
  }

  /// The pure estimate of ``EstimatedTextMeasure``.
  public static let estimated = ContentTextMeasure(EstimatedTextMeasure(), name: "estimate")

  public static func == (lhs: ContentTextMeasure, rhs: ContentTextMeasure) -> Bool {
    lhs.name == rhs.name
  }
}
