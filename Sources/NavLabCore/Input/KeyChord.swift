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
    let parts = text.lowercased().split(separator: "+", omittingEmptySubsequences: false)
    for (position, part) in parts.enumerated() {
      let name = String(part)
      if position == parts.count - 1 {
        // "ctrl++" names the plus key.
        chord.key = name.isEmpty && parts.count > 1 ? "+" : name
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

  public var description: String {
    (control ? "ctrl+" : "") + (shift ? "shift+" : "") + (alt ? "alt+" : "") + key
  }
}
