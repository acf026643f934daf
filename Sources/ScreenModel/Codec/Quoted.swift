/// Input echoed in an error message, cut to a readable length: a hostile file can hold a
/// 60 MB string, and a message must stay one short line.
public enum Quoted {
  /// Characters of quoted input kept in a message.
  public static let limit = 60

  /// `text` up to `limit` characters as shown, then `…` and how many more there were; line
  /// breaks and other control characters are shown as `\n`, `\u{…}`, and count as the
  /// characters they take (60 DELs would otherwise become 360 characters of `\u{7F}`).
  public static func cut(_ text: String, limit: Int = Quoted.limit) -> String {
    var result = ""
    var shown = 0
    var taken = 0
    for character in text {
      var piece = ""
      appendEscaped(character, to: &piece)
      if shown + piece.count > limit {
        let rest = text.count - taken
        return result + "… (\(rest) more character\(rest == 1 ? "" : "s"))"
      }
      result += piece
      shown += piece.count
      taken += 1
    }
    return result
  }

  /// `text` whole, with line breaks and other control characters shown as `\n`, `\u{…}`: for
  /// text already bounded (a file's path, a message built from cut pieces) that must stay on
  /// one line of a terminal. Text without control characters comes back unchanged.
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for character in text { appendEscaped(character, to: &result) }
    return result
  }

  /// C0 and C1 controls, DEL, and the line and paragraph separators (U+2028, U+2029), which
  /// some terminals and editors break lines at.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  private static func appendEscaped(_ character: Character, to result: inout String) {
    if character.unicodeScalars.contains(where: isControl) {
      for scalar in character.unicodeScalars {
        result += isControl(scalar) ? scalar.escaped(asASCII: true) : String(scalar)
      }
    } else {
      result.append(character)
    }
  }

  /// Names joined with ", ", up to about `limit` characters, then how many more there were: a
  /// list of 40 symbol names would make a 450-character refusal.
  public static func list(_ names: [String], limit: Int = 160) -> String {
    var result = ""
    for (index, name) in names.enumerated() {
      let piece = index == 0 ? name : ", " + name
      if result.count + piece.count > limit && index > 0 {
        return result + " … (\(names.count - index) more)"
      }
      result += piece
    }
    return result
  }
}
