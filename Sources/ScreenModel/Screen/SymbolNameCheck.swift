import DisplayList

/// Glyphs that look like SF Symbol names but that NavLab cannot draw.
///
/// A row's `glyph` may be a few letters ("SOS", "31", "i") drawn in the icon tile; a lower-case
/// name of four or more characters, or one with a dot (`music.note`, `gearshape.fill`), is
/// meant as a symbol. When neither NavLab's shapes nor the open set (``OpenSymbols``) know it,
/// it is drawn as text and the user is told once.
public enum SymbolNameCheck {
  /// Whether `glyph` reads as a symbol name rather than letters for the tile.
  public static func looksLikeSymbolName(_ glyph: String) -> Bool {
    guard glyph.count >= 4 || glyph.contains(".") else { return false }
    return glyph.utf8.allSatisfy {
      ($0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z"))
        || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".")
    } && glyph.utf8.contains { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }
  }

  /// The one-line warning for an unknown symbol name, or for one drawn with the icon of the
  /// nearest name of its family (``Symbol/isFamilyStandIn``: a misspelt `tray.fulll` is drawn
  /// as `tray`, not refused).
  public static func warning(_ glyph: String) -> String {
    if Symbol(sceneName: glyph)?.isFamilyStandIn == true,
      let near = OpenSymbols.nearestName(glyph)
    {
      return
        "glyph \"\(glyph)\" has no drawing of its own; drawn with the icon of \"\(near)\", the nearest of its family"
    }
    return "glyph \"\(glyph)\" is not a known symbol; drawn as text"
  }

  /// Whether `name` is worth a word: NavLab draws it as text, or with another name's icon.
  static func isUnknown(_ name: String) -> Bool {
    guard let symbol = Symbol(sceneName: name) else { return true }
    return symbol.isFamilyStandIn
  }

  /// The glyphs of `spec`'s rows and tabs that look like symbol names NavLab does not know, and
  /// the symbols of its content trees it cannot draw, in the order they first appear, each once.
  public static func unknownNames(in spec: ScreenSpec) -> [String] {
    var seen = Set<String>()
    var names: [String] = []
    let glyphs = spec.rows.map(\.glyph) + (spec.tabBar?.items.map(\.glyph) ?? [])
    for glyph in glyphs
    where looksLikeSymbolName(glyph) && isUnknown(glyph) && seen.insert(glyph).inserted {
      names.append(glyph)
    }
    // Bar items' symbols (a scene's own names are refused when nothing of them is drawn).
    for item in spec.leadingItems + spec.trailingItems + spec.bottomItems {
      guard let symbol = item.symbol, symbol.isFamilyStandIn,
        seen.insert(symbol.sceneName).inserted
      else { continue }
      names.append(symbol.sceneName)
    }
    // Content trees name symbols as SwiftUI does; any name NavLab cannot draw is worth a word.
    let trees =
      [spec.content, spec.header?.content, spec.card?.content, spec.principal]
      + spec.rows.map(\.content)
    for tree in trees.compactMap({ $0 }) {
      for name in tree.symbolNames where isUnknown(name) && seen.insert(name).inserted {
        names.append(name)
      }
    }
    // The scenes written inline, which a tap pushes, in the order of their ids.
    for id in spec.destinations.keys.sorted() {
      guard let pushed = spec.destinations[id] else { continue }
      for name in unknownNames(in: pushed) where seen.insert(name).inserted {
        names.append(name)
      }
    }
    return names
  }

  /// Warnings for the unknown symbol names of `specs`, each name once across all of them;
  /// without `standIns`, only the names drawn as text (the SwiftUI importer has named the
  /// stand-ins already, at their line).
  public static func warnings(for specs: [ScreenSpec], standIns: Bool = true) -> [String] {
    var seen = Set<String>()
    return specs.flatMap { unknownNames(in: $0) }
      .filter { seen.insert($0).inserted && (standIns || Symbol(sceneName: $0) == nil) }
      .map(warning)
  }
}
