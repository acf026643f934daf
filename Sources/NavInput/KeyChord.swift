/// A key with its modifiers, as the window reports it: `"d"`, `"ctrl+shift+a"`, `"pagedown"`.
///
/// ```swift
/// KeyChord(parsing: "Ctrl+S")  // KeyChord(key: "s", control: true)
/// ```
public struct KeyChord: Sendable, Hashable, CustomStringConvertible {
  public var key: String
  public var control: Bool
  public var shift: Bool
  public var alt: Bool

  public init(key: String, control: Bool = false, shift: Bool = false, alt: Bool = false) {
    self.key = key
    self.control = control
    self.shift = shift
    self.alt = alt
  }

  /// Parses `"ctrl+shift+a"`; modifier names `ctrl`/`control`, `shift`, `alt`/`option`,
  /// `cmd`/`super` (treated as ctrl, as on a Mac keyboard). Nil when no key is named.
  public init?(parsing text: String) {
    var chord = KeyChord(key: "")
    var parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false).map(
      String.init)
    // "+" and "ctrl++" name the plus key: they end in two empty parts.
    if parts.count >= 2, parts[parts.count - 1].isEmpty, parts[parts.count - 2].isEmpty {
      parts.removeLast(2)
      parts.append("+")
    }
    for (position, name) in parts.enumerated() {
      if position == parts.count - 1 {
        chord.key = name
        break
      }
      switch name {
      case "ctrl", "control", "cmd", "command", "super", "meta": chord.control = true
      case "shift": chord.shift = true
      case "alt", "option": chord.alt = true
      default: return nil
      }
    }
    guard !chord.key.isEmpty else { return nil }
    chord.key = KeyChord.aliases[chord.key] ?? chord.key
    self = chord
  }

  static let aliases: [String: String] = [
    "enter": "return", "esc": "escape", "page_down": "pagedown", "page_up": "pageup",
    "pgdn": "pagedown", "pgup": "pageup", "arrowup": "up", "arrowdown": "down", " ": "space",
    "back": "backspace",
  ]

  /// The keys the window reports and scripts may name (besides modifiers).
  public static let names: Set<String> = Set(
    "abcdefghijklmnopqrstuvwxyz0123456789".map { String($0) } + namedKeys + ["?"])

  static let namedKeys = [
    "up", "down", "left", "right", "pageup", "pagedown", "home", "end", "space", "return",
    "escape", "backspace",
  ]

  /// The key names in one line, for messages and the docs.
  public static let namesSummary =
    "a–z, 0–9, ?, " + namedKeys.joined(separator: ", ")

  public var description: String {
    (control ? "ctrl+" : "") + (shift ? "shift+" : "") + (alt ? "alt+" : "") + key
  }
}
