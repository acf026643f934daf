/// The open icon set that stands in for SF Symbols: Tabler Icons (MIT licence,
/// `licenses/Tabler-Icons.txt`), drawn for the SF Symbol names iOS apps use most.
///
/// SF Symbols may not be shipped or drawn off Apple platforms, so a scene or SwiftUI file that
/// names one (`music.note`, `gearshape.fill`, `person.crop.circle`) gets the closest Tabler icon
/// (`scripts/symbols/sf-map.txt` says which; `scripts/symbols/make-open-symbols.py` embeds the
/// few hundred icons the map needs in `OpenSymbolData.swift`). `.fill` names take Tabler's
/// filled icon where it has one; `.circle` and `.circle.fill` names are the icon in a ring or
/// cut out of a disc, as SF draws them.
///
/// The tables are parsed once, on first use (a scene's load), never per frame.
public enum OpenSymbols {
  /// An icon inside its enclosure, as an SF Symbol name asks for it.
  public struct Entry: Sendable, Equatable {
    /// The SF Symbol name.
    public let name: String
    /// Index of the icon in ``icons``.
    public let icon: Int
    /// What surrounds the icon.
    public let enclosure: Enclosure
  }

  /// What an SF Symbol draws around its icon.
  public enum Enclosure: UInt8, Sendable {
    /// Nothing: the icon fills the symbol's square.
    case none
    /// A ring around a smaller icon (SF's `.circle`).
    case ring
    /// A filled disc with the smaller icon cut out of it (SF's `.circle.fill`).
    case disc
  }

  /// One Tabler icon: SVG path data in a 24 × 24 grid, drawn as 2-unit round-capped strokes
  /// (outline icons) or filled with the non-zero rule (filled icons).
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

  /// Every SF Symbol name the set draws, sorted by name; a ``Symbol/icon(_:)`` holds an index
  /// into it.
  public static let entries: [Entry] = {
    // The icons' keys alone: naming a symbol does not parse every icon's paths (issue 43:
    // that and a dictionary of the names were half a megabyte of every launch).
    var keys: [Substring: Int] = [:]
    for (index, line) in iconRecords.enumerated() { keys[line.prefix { $0 != " " }] = index }
    return nameLines.split(separator: "\n").compactMap { line in
      let fields = line.split(separator: " ")
      guard fields.count == 3, let icon = keys[fields[1]] else { return nil }
      let enclosure: Enclosure =
        fields[2] == "o" ? .ring : fields[2] == "f" ? .disc : .none
      return Entry(name: String(fields[0]), icon: icon, enclosure: enclosure)
    }
  }()

  /// The embedded icons, sorted by key; their paths are parsed when the first is drawn.
  public static let icons: [Icon] = iconRecords.map { line in
    let fields = line.split(separator: " ", maxSplits: 2)
    return Icon(
      key: String(fields[0]), isFilled: fields[1] == "1",
      paths: fields[2].split(separator: ";").map(String.init))
  }

  /// The lines of ``iconLines`` that hold an icon (`key filled paths`), in order.
  private static let iconRecords: [Substring] = iconLines.split(separator: "\n").filter {
    $0.split(separator: " ", maxSplits: 2).count == 3
  }

  /// The index in ``entries`` of the SF Symbol `name`, or nil when the set has no icon for it.
  /// A binary search: ``entries`` is sorted by name.
  public static func entryIndex(named name: String) -> Int? {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].name < name { low = middle + 1 } else { high = middle }
    }
    return low < entries.count && entries[low].name == name ? low : nil
  }
}
