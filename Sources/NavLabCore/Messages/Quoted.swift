/// Input echoed in an error message, cut to a readable length: a hostile file can hold a
/// 60 MB string, and a message must stay one short line.
public enum Quoted {
  /// Characters of quoted input kept in a message.
  public static let limit = 60

  /// `text` up to `limit` characters, then `…` and how many more there were; line breaks and
  /// other control characters are shown as `\n`, `\u{…}`.
  public static func cut(_ text: String, limit: Int = Quoted.limit) -> String {
    var result = ""
    var count = 0
    for character in text {
      if count == limit {
        let rest = text.count - limit
        return result + "… (\(rest) more character\(rest == 1 ? "" : "s"))"
      }
      if character.isNewline || character.unicodeScalars.contains(where: { $0.value < 0x20 }) {
        result += character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
      } else {
        result.append(character)
      }
      count += 1
    }
    return result
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
