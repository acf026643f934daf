import CSDL2_ttf

/// Cuts text wider than any screen and ends it with "…", so a 40,000-character title renders
/// one screen's width of glyphs (a few hundred kB) instead of a surface gigabytes wide.
enum TextFitting {
  /// Wider than every supported screen in pixels (the 15 Pro Max on its side is 2796 px).
  static let maximumWidth: Int32 = 3072

  /// `text` when it fits in `maximumWidth` pixels, else its longest prefix that fits with "…".
  static func fitted(_ text: String, font: OpaquePointer, maximumWidth: Int32) -> String {
    guard width(text, font) > maximumWidth else { return text }
    let characters = Array(text)
    // Binary search on the number of characters kept; widths grow with the prefix.
    var low = 0
    var high = min(characters.count, Int(maximumWidth))
    while low < high {
      let middle = (low + high + 1) / 2
      if width(String(characters[0..<middle]) + "…", font) <= maximumWidth {
        low = middle
      } else {
        high = middle - 1
      }
    }
    return String(characters[0..<low]) + "…"
  }

  private static func width(_ text: String, _ font: OpaquePointer) -> Int32 {
    var width: Int32 = 0
    var height: Int32 = 0
    return TTF_SizeUTF8(font, text, &width, &height) == 0 ? width : Int32.max
  }
}
