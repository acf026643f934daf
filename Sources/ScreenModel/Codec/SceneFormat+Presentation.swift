import NavGeometry

/// The names `presentation` takes (issue 40), shared by the decoder, the encoder and the
/// documentation test.
extension SceneFormat {
  public static let presentationStyles: [(String, PresentationSpec.Style)] =
    PresentationSpec.Style.allCases.map { ($0.rawValue, $0) }
  public static let dragIndicators: [(String, PresentationSpec.DragIndicator)] =
    PresentationSpec.DragIndicator.allCases.map { ($0.rawValue, $0) }
  public static let contentInteractions: [(String, PresentationSpec.ContentInteraction)] =
    PresentationSpec.ContentInteraction.allCases.map { ($0.rawValue, $0) }
  /// The detents written as a name; the others are objects (`{"fraction": 0.3}`).
  public static let namedDetents: [(String, SheetDetent)] = [
    ("medium", .medium), ("large", .large),
  ]
  /// `backgroundInteraction` written as a name; `{"upThrough": detent}` is the other form.
  public static let backgroundInteractions: [(String, PresentationSpec.BackgroundInteraction)] = [
    ("automatic", .automatic), ("disabled", .disabled), ("enabled", .enabled(upThrough: nil)),
  ]
  /// Range of `{"fraction": …}` (of the large detent's height).
  static let detentFractions = 0.05...1.0
  /// Range of `{"height": …}`, in points.
  static let detentHeights = 20.0...2000.0
  /// Range of `cornerRadius`, in points.
  static let sheetCornerRadii = 0.0...60.0
}
