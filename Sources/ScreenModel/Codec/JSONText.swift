/// JSON text as NavLab writes it, one way for every file and line it makes: scene files, the
/// live wire, the layout dump.
public enum JSONText {
  /// Appends `string` as a JSON string literal (quotes, backslashes and control characters
  /// escaped; everything else as UTF-8).
  public static func appendQuoted(_ string: String, to text: inout String) {
    text += "\""
    // Most strings need no escape (names, keys, labels): appended at once (issue 38: a live
    // answer's few keys were written scalar by scalar, 6,000 instructions each).
    if !string.utf8.contains(where: {
      $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\")
    }) {
      text += string
      text += "\""
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": text += "\\\""
      case "\\": text += "\\\\"
      case "\n": text += "\\n"
      case "\r": text += "\\r"
      case "\t": text += "\\t"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          text.unicodeScalars.append(scalar)
        }
      }
    }
    text += "\""
  }
}
