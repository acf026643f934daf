/// The window's keys as `navlab --help` lists them: one table, laid out for an 80-column
/// terminal so no phrase is broken by the terminal's own wrapping (issue 33). A test checks that
/// it names every binding in `KeyBindings.window`, written as the bindings' labels.
public enum KeyHelp {
  /// Keys (as `KeyBinding.label` writes them) and what they do, in the order the help shows.
  public static let commandLine: [(keys: String, does: String)] = [
    ("drag, wheel, trackpad", "scroll: momentum, rubber band, bounce"),
    ("tap a row, Return", "push its screen (Return: the first row clear of the bars)"),
    ("Escape, Backspace", "pop (also the back button, or a swipe from the left edge)"),
    ("tap the status bar", "scroll to the top"),
    ("1 2 3 4", "screens: settings, feed, album, blog"),
    ("D, Ctrl+Shift+A", "light / dark"),
    ("S", "status bar: visible, hidden, hide until scrolled, until pulled"),
    ("M", "device: SE … 17 Pro Max (see --device)"),
    ("R", "rotate: portrait / landscape"),
    ("L", "prefersLargeTitles on / off"),
    ("G", "design: iOS 18 / iOS 26 (Liquid Glass)"),
    ("O", "reference overlay (--overlay, a scene's \"overlay\"): show / hide"),
    ("Shift+O", "overlay: 50 → 25 → 75 % → difference (or --overlay-mode)"),
    ("A", "text size: Large, AX1, AX3, AX5 (large titles off at AX sizes)"),
    ("T", "blog top bar: seed (discrete, animated) / continuous"),
    ("F", "deceleration: normal (0.998) / fast (0.99)"),
    ("Ctrl+T", "slow motion (10×)"),
    ("H", "HUD: offset, velocity, phase, release velocity, frame time"),
    ("P", "tuning panel: ↑ ↓ select, ← → adjust, Ctrl+E saves, Escape closes"),
    ("↑ ↓, Page Up, Page Down", "keyboard scrolling"),
    ("Space, Shift+Space", "a page down / up"),
    ("Home, End", "to the top / the end"),
    ("Ctrl+S", "save a PNG at native pixels (navlab-SCREEN-TIME.png)"),
    ("Ctrl+R", "save the session so far as a replayable script"),
    ("?", "help overlay (these keys)"),
    ("Ctrl+Q", "quit"),
  ]

  /// Width of the keys column, two spaces of indent included.
  static let keysColumn = 27

  /// The table as text lines of at most `width` characters: keys padded to one column, a
  /// description too long for its line continued under itself, broken at spaces.
  public static func lines(width: Int = 79) -> [String] {
    var lines: [String] = []
    let room = width - keysColumn
    for (keys, does) in commandLine {
      var line = "  " + keys
      if line.count >= keysColumn - 1 {
        lines.append(line)
        line = ""
      }
      line += String(repeating: " ", count: keysColumn - line.count)
      var used = 0
      for word in does.split(separator: " ") {
        if used > 0, used + 1 + word.count > room {
          lines.append(line)
          line = String(repeating: " ", count: keysColumn)
          used = 0
        }
        if used > 0 {
          line += " "
          used += 1
        }
        line += word
        used += word.count
      }
      lines.append(line)
    }
    return lines
  }
}
