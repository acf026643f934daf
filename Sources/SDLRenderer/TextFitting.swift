import CSDL2_ttf

/// Cuts text wider than its room and ends it with "…", as UIKit truncates a label's tail: a title
/// stops at the bar's edge, and a 40,000-character title renders at most one screen's width of
/// glyphs (a few hundred kB) instead of a surface gigabytes wide.
enum TextFitting {
  /// Wider than every supported screen in pixels (the 15 Pro Max on its side is 2796 px).
  static let maximumWidth: Int32 = 3072

  /// `text` when it fits in `maximumWidth` pixels, else its longest prefix that fits with "…".
  /// `tracking` (pixels a character) is added between characters, as the renderer does.
  static func fitted(
    _ text: String, font: OpaquePointer, maximumWidth: Int32, tracking: Double = 0
  ) -> String {
    func width(_ text: String) -> Int32 {
      let untracked = Self.width(text, font)
      guard untracked != Int32.max, tracking != 0 else { return untracked }
      let tracked = Double(untracked) + tracking * Double(max(0, text.unicodeScalars.count - 1))
      return Int32(max(0, min(tracked, Double(Int32.max - 1))).rounded(.up))
    }
    guard width(text) > maximumWidth else { return text }
    let characters = Array(text)
    // Binary search on the number of characters kept; widths grow with the prefix.
    var low = 0
    var high = min(characters.count, Int(maximumWidth))
    while low < high {
      let middle = (low + high + 1) / 2
      if width(String(characters[0..<middle]) + "…") <= maximumWidth {
        low = middle
      } else {
        high = middle - 1
      }
    }
    // A word cut at a space ends "word…", not "word …".
    var kept = low
    while kept > 0, characters[kept - 1] == " " { kept -= 1 }
    return String(characters[0..<kept]) + "…"
  }

  private static func width(_ text: String, _ font: OpaquePointer) -> Int32 {
    var width: Int32 = 0
    var height: Int32 = 0
    return TTF_SizeUTF8(font, text, &width, &height) == 0 ? width : Int32.max
  }
}
