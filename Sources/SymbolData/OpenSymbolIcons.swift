/// The drawings of the open icon set that stands in for SF Symbols (Tabler Icons, MIT licence,
/// `licenses/Tabler-Icons.txt`): one entry per icon an `OpenSymbols` entry names, in the same
/// order (by key).
///
/// Generated data lives here, apart from the draw-list module, because only the renderer
/// draws the paths: the model and the engine name symbols and never touch their drawing.
/// The paths are parsed when the first icon is drawn, never per frame.
public enum OpenSymbolIcons {
  /// One Tabler icon: SVG path data in a 24 × 24 grid, drawn as round-capped strokes (outline
  /// icons) or filled with the non-zero rule (filled icons).
  public struct Icon: Sendable, Equatable {
    /// Tabler's name, with `.filled` for its filled style.
    public let key: String
    /// Whether the paths are filled rather than stroked.
    public let isFilled: Bool
    /// The SVG path data of each of the icon's paths.
    public let paths: [String]
  }

  /// The side of Tabler's grid, in units.
  public static let gridSize = 24.0
  /// The width of an outline icon's strokes, in grid units: 1.75, where Tabler draws 2, so
  /// that a stroke is 0.073 of the symbol's side like SF Symbols' regular weight (about 1.4 pt
  /// strokes in a 19 pt symbol; Tabler's 2 reads as semibold beside SF text).
  public static let strokeWidth = 1.75

  /// The embedded icons, sorted by key (`OpenSymbols.Entry.icon` indexes them).
  public static let icons: [Icon] = iconLines.split(separator: "\n").compactMap { line in
    let fields = line.split(separator: " ", maxSplits: 2)
    guard fields.count == 3 else { return nil }
    return Icon(
      key: String(fields[0]), isFilled: fields[1] == "1",
      paths: fields[2].split(separator: ";").map(String.init))
  }
}
