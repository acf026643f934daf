import Synchronization

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

extension OpenSymbols {
  /// The most family stand-ins one process keeps (``familyEntryIndex(named:)``).
  static let maximumFamilyEntries = 4096

  /// SF Symbols names the set has no icon of, each drawn with the icon of the nearest name of
  /// its family (``nearestName(_:)``), in the order first asked for. Filled when a scene is
  /// read, never per frame; a ``Symbol/icon(_:)`` past ``entries`` indexes it.
  private static let familyEntries = Mutex<[Entry]>([])

  /// The entry a ``Symbol/icon(_:)`` index names: the set's own, or a family stand-in.
  public static func entry(_ index: Int) -> Entry {
    if index < entries.count { return entries[index] }
    return familyEntries.withLock { families in
      let family = index - entries.count
      return families.indices.contains(family)
        ? families[family] : Entry(name: "", icon: 0, enclosure: .none)
    }
  }

  /// The index (past ``entries``) of the stand-in for `name`, an SF Symbols name the set has no
  /// icon of: the icon of the nearest name of its family that it has, under `name`'s own name
  /// (a layout dump and a scene still name the symbol the code asked for). Nil when no name of
  /// the family is in the set.
  public static func familyEntryIndex(named name: String) -> Int? {
    guard let near = nearestName(name), let base = entryIndex(named: near) else { return nil }
    return familyEntries.withLock { families in
      if let found = families.firstIndex(where: { $0.name == name }) {
        return entries.count + found
      }
      guard families.count < maximumFamilyEntries else { return nil }
      let stand = entries[base]
      families.append(Entry(name: name, icon: stand.icon, enclosure: stand.enclosure))
      return entries.count + families.count - 1
    }
  }

  /// The nearest name of `name`'s family that the set draws (`rectangle.3.offgrid.fill` →
  /// `rectangle.fill`, `qrcode.viewfinder` → `qrcode`, `list.clipboard` → `clipboard`), nil
  /// when none is. SF Symbols names a variant by adding parts to its base symbol's name
  /// (`doc` → `doc.plaintext`, `folder.fill` → `folder.fill.badge.plus`), so the base is the
  /// name with parts dropped from the end, keeping a `.fill` that was asked for; failing that,
  /// the object a leading qualifier names (the name's last parts: `list.clipboard`).
  public static func nearestName(_ name: String) -> String? {
    guard entryIndex(named: name) == nil else { return name }
    let parts = name.split(separator: ".").map(String.init)
    guard parts.count > 1 else { return nil }
    let filled = parts.last == "fill"
    for count in stride(from: parts.count - 1, through: 1, by: -1) {
      let head = parts[..<count].joined(separator: ".")
      if filled, entryIndex(named: head + ".fill") != nil { return head + ".fill" }
      if entryIndex(named: head) != nil { return head }
    }
    for start in 1..<parts.count {
      let tail = parts[start...].joined(separator: ".")
      guard tail != "fill", !tail.hasPrefix("fill.") else { continue }
      if entryIndex(named: tail) != nil { return tail }
    }
    return nil
  }
}
