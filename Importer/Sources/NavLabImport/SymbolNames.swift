import DisplayList
import SwiftSyntax

/// SF Symbols names as SwiftUI code writes them, mapped to the glyphs NavLab draws
/// (docs/scenes.md "Symbol names"). A name NavLab draws itself maps to itself; fills and
/// variants map to the base outline.
enum SymbolNames {
  /// SF Symbols name (without `.fill`, `.circle`, … suffixes handled below) → NavLab glyph.
  static let aliases: [String: String] = [
    "airplane": "airplane", "wifi": "wifi", "bluetooth": "bluetooth",
    "antenna.radiowaves.left.and.right": "antenna", "personalhotspot": "link", "link": "link",
    "bell": "bell", "bell.badge": "bell", "speaker": "speaker", "speaker.wave.2": "speaker",
    "speaker.wave.3": "speaker", "moon": "moon", "hourglass": "hourglass", "gear": "gear",
    "gearshape": "gear", "switch.2": "switches", "sun.max": "sun", "textformat.size": "sun",
    "square.grid.2x2": "grid", "square.grid.3x3": "grid", "accessibility": "accessibility",
    "camera.macro": "flower", "clock": "clock", "siri": "siri", "faceid": "faceid",
    "sos": "SOS", "sun.dust": "exposure", "exposure": "exposure", "battery.100": "battery",
    "battery.100percent": "battery", "hand.raised": "hand", "hand": "hand",
    "app.badge": "appstore", "bag": "appstore", "wallet.pass": "wallet", "creditcard": "wallet",
    "key": "key", "envelope": "envelope", "person": "person", "person.crop.circle": "person",
    "person.circle": "person", "note.text": "notes", "list.bullet": "checklist",
    "checklist": "checklist", "magnifyingglass": "magnifyingglass", "heart": "heart",
    "arrow.down.circle": "download", "arrow.down": "download", "ellipsis": "ellipsis",
    "shuffle": "shuffle", "play": "play", "carrot": "carrot", "chevron.right": "chevron.right",
    "chevron.left": "chevron.left", "xmark": "xmark", "calendar": "31",
  ]

  /// The glyph for an SF Symbols name, or nil when NavLab has none.
  static func glyph(_ name: String) -> String? {
    var base = name
    for suffix in [".fill", ".circle", ".square", ".rectangle"] where base.hasSuffix(suffix) {
      base.removeLast(suffix.count)
      if let glyph = aliases[base] { return glyph }
    }
    if let glyph = aliases[name] { return glyph }
    if let glyph = aliases[base] { return glyph }
    // `bell.badge.fill` → `bell.badge`, then `bell`.
    while let dot = base.lastIndex(of: ".") {
      base = String(base[..<dot])
      if let glyph = aliases[base] { return glyph }
    }
    return nil
  }
}

extension SymbolNames {
  /// The glyphs NavLab draws as shapes (DisplayList's `Symbol.sceneName`s).
  static let drawable: Set<String> = [
    "chevron.right", "chevron.left", "cellular", "wifi", "battery", "magnifyingglass", "heart",
    "download", "ellipsis", "shuffle", "play", "carrot", "airplane", "bluetooth", "antenna",
    "link", "bell", "speaker", "moon", "hourglass", "gear", "switches", "sun", "grid",
    "accessibility", "flower", "clock", "siri", "faceid", "exposure", "hand", "appstore",
    "wallet", "key", "envelope", "person", "notes", "checklist", "xmark",
  ]

  /// A bar button's symbol name (BarItem.symbolNames: the drawable glyphs), or nil.
  static func barSymbol(_ name: String) -> String? {
    // An enclosed variant NavLab's own shapes lack (`ellipsis.circle`: "•••" in a ring) is
    // drawn from the open set, ring and all (issue 41).
    if name.contains(".circle"), aliases[name] == nil, Symbol(sceneName: name) != nil {
      return name
    }
    guard let glyph = glyph(name), drawable.contains(glyph) else { return openSymbol(name) }
    return glyph
  }

  /// `name` when the open set draws it (``Symbol/init(sceneName:)``), else nil.
  static func openSymbol(_ name: String) -> String? {
    Symbol(sceneName: name) != nil ? name : nil
  }
}

extension SymbolNames {
  /// What a content tree draws for the SF Symbol `written`, whose glyph is `glyph`: the glyph
  /// when NavLab draws it, else the symbol of the written name (the open set's: `calendar`,
  /// whose row-tile glyph "31" is letters; or the nearest of its family standing in for it,
  /// with a warning), else the glyph (navlab draws it as text and says so).
  static func drawn(
    _ glyph: String, written: String, at node: some SyntaxProtocol, file: Int,
    importer: ImportSession
  ) -> String {
    if let symbol = Symbol(sceneName: glyph), !symbol.isFamilyStandIn { return glyph }
    guard Symbol(sceneName: written) != nil else { return glyph }
    warnIfStandIn(written, at: node, file: file, importer: importer)
    return written
  }

  /// One warning when NavLab draws the SF Symbol `name` with the icon of another name of its
  /// family (`qrcode.viewfinder` with `qrcode`'s: ``Symbol/isFamilyStandIn``); nothing
  /// otherwise.
  static func warnIfStandIn(
    _ name: String, at node: some SyntaxProtocol, file: Int, importer: ImportSession
  ) {
    guard Symbol(sceneName: name)?.isFamilyStandIn == true,
      let near = OpenSymbols.nearestName(name)
    else { return }
    importer.warnOnce(at: node, file: file) {
      "NavLab has no drawing of the symbol \"\(name)\"; drawn with the icon of \"\(near)\", the nearest of its family"
    }
  }
}
