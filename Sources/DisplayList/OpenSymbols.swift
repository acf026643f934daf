/// The open icon set that stands in for SF Symbols: Tabler Icons (MIT licence,
/// `licenses/Tabler-Icons.txt`), drawn for the SF Symbol names iOS apps use most.
///
/// SF Symbols may not be shipped or drawn off Apple platforms, so a scene or SwiftUI file that
/// names one (`music.note`, `gearshape.fill`, `person.crop.circle`) gets the closest Tabler icon
/// (`scripts/symbols/sf-map.txt` says which; `scripts/symbols/make-open-symbols.py` writes the
/// names here, in `OpenSymbolNames.swift`, and the few hundred icons' paths the map needs in the
/// `SymbolData` module, which only the renderer links: a draw list names a symbol, it does not
/// carry its drawing). `.fill` names take Tabler's
/// filled icon where it has one; `.circle` and `.circle.fill` names are the icon in a ring or
/// cut out of a disc, as SF draws them.
///
/// The names are parsed once, on first use (a scene's load), never per frame.
public enum OpenSymbols {
  /// An icon inside its enclosure, as an SF Symbol name asks for it.
  public struct Entry: Sendable, Equatable {
    /// The SF Symbol name.
    public let name: String
    /// Index of the icon in SymbolData's `OpenSymbolIcons.icons`.
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

  /// Every SF Symbol name the set draws, sorted by name; a ``Symbol/icon(_:)`` holds an index
  /// into it.
  public static let entries: [Entry] = {
    // An entry's icon is the index of its key among the keys sorted, which is how the
    // generator orders SymbolData's icons (OpenSymbolMapTests checks that they agree).
    let lines = nameLines.split(separator: "\n").map { $0.split(separator: " ") }
    let keys = Set(lines.compactMap { $0.count == 3 ? $0[1] : nil }).sorted()
    var iconIndex: [Substring: Int] = [:]
    for (index, key) in keys.enumerated() { iconIndex[key] = index }
    return lines.compactMap { fields in
      guard fields.count == 3, let icon = iconIndex[fields[1]] else { return nil }
      let enclosure: Enclosure =
        fields[2] == "o" ? .ring : fields[2] == "f" ? .disc : .none
      return Entry(name: String(fields[0]), icon: icon, enclosure: enclosure)
    }
  }()

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
