/// What a key does in the window or in a script.
public enum KeyAction: Sendable, Hashable {
  case help
  case toggleAppearance
  case nextStatusBarMode
  case screenshot
  case saveSession
  case quit
  case slowMotion
  case toggleDeceleration
  case toggleHUD
  case toggleTuningPanel
  /// One of the built-in screens, by its index in `ScreenCatalog.names`.
  case screen(Int)
  case nextDevice
  case toggleTopBarStyle
  case rotate
  case toggleDesign
  /// The reference overlay (`--overlay`): show / hide, and the next opacity or blend.
  case toggleOverlay
  case nextOverlayMode
  case toggleLargeTitles
  case nextTextSize
  case lineUp
  case lineDown
  case pageUp
  case pageDown
  case scrollToTop
  case scrollToBottom
  case pushFirstRow
  case pop
  // The open tuning panel.
  case previousKnob
  case nextKnob
  case decreaseKnob
  case increaseKnob
  case exportTuning
  case closeTuningPanel
}

/// One key binding: a key, the modifiers it needs (nil: either way) and what it does.
public struct KeyBinding: Sendable {
  public let key: String
  public let control: Bool?
  public let shift: Bool?
  public let alt: Bool?
  public let action: KeyAction

  init(
    _ key: String, control: Bool? = nil, shift: Bool? = nil, alt: Bool? = nil,
    _ action: KeyAction
  ) {
    self.key = key
    self.control = control
    self.shift = shift
    self.alt = alt
    self.action = action
  }

  /// Whether `chord` presses this binding.
  public func matches(_ chord: KeyChord) -> Bool {
    chord.key == key && control.map { $0 == chord.control } ?? true
      && shift.map { $0 == chord.shift } ?? true && alt.map { $0 == chord.alt } ?? true
  }

  /// The binding as the README and docs/ write it: `D`, `Ctrl+Shift+A`, `Page Down`, `↑`.
  public var label: String {
    let name = KeyBinding.keyLabels[key] ?? (key.prefix(1).uppercased() + key.dropFirst())
    return (control == true ? "Ctrl+" : "") + (shift == true ? "Shift+" : "")
      + (alt == true ? "Alt+" : "") + name
  }

  static let keyLabels = [
    "up": "↑", "down": "↓", "left": "←", "right": "→", "pageup": "Page Up",
    "pagedown": "Page Down",
  ]
}

/// Every key binding in one table: the engine and the window act on it, and a test checks that
/// each binding's `label` is documented. The first binding that matches a chord wins.
public enum KeyBindings {
  /// Keys of the phone and the window (when no panel or search field takes them first).
  public static let window: [KeyBinding] = [
    KeyBinding("?", .help),
    KeyBinding("a", control: true, shift: true, .toggleAppearance),
    KeyBinding("d", control: false, shift: false, .toggleAppearance),
    KeyBinding("s", control: false, shift: false, .nextStatusBarMode),
    KeyBinding("s", control: true, .screenshot),
    KeyBinding("r", control: true, alt: false, .saveSession),
    KeyBinding("q", control: true, .quit),
    KeyBinding("t", control: true, .slowMotion),
    KeyBinding("f", control: false, alt: false, .toggleDeceleration),
    KeyBinding("h", control: false, alt: false, .toggleHUD),
    KeyBinding("p", control: false, alt: false, .toggleTuningPanel),
    KeyBinding("1", control: false, .screen(0)),
    KeyBinding("2", control: false, .screen(1)),
    KeyBinding("3", control: false, .screen(2)),
    KeyBinding("4", control: false, .screen(3)),
    KeyBinding("m", control: false, alt: false, .nextDevice),
    KeyBinding("t", control: false, alt: false, .toggleTopBarStyle),
    KeyBinding("r", control: false, alt: false, .rotate),
    KeyBinding("g", control: false, alt: false, .toggleDesign),
    KeyBinding("o", control: false, shift: false, alt: false, .toggleOverlay),
    KeyBinding("o", control: false, shift: true, alt: false, .nextOverlayMode),
    KeyBinding("l", control: false, alt: false, .toggleLargeTitles),
    KeyBinding("a", control: false, alt: false, .nextTextSize),
    KeyBinding("up", .lineUp),
    KeyBinding("down", .lineDown),
    KeyBinding("pageup", .pageUp),
    KeyBinding("pagedown", .pageDown),
    KeyBinding("space", shift: false, .pageDown),
    KeyBinding("space", shift: true, .pageUp),
    KeyBinding("home", .scrollToTop),
    KeyBinding("end", .scrollToBottom),
    KeyBinding("return", .pushFirstRow),
    KeyBinding("escape", .pop),
    KeyBinding("backspace", .pop),
  ]

  /// Keys of the open tuning panel, tried before `window` (Shift makes ← → steps ten times
  /// larger).
  public static let tuningPanel: [KeyBinding] = [
    KeyBinding("up", .previousKnob),
    KeyBinding("down", .nextKnob),
    KeyBinding("left", .decreaseKnob),
    KeyBinding("right", .increaseKnob),
    KeyBinding("e", control: true, .exportTuning),
    KeyBinding("escape", .closeTuningPanel),
  ]

  /// What `chord` does, looked up in `table`; nil when no binding matches.
  public static func action(for chord: KeyChord, in table: [KeyBinding] = window) -> KeyAction? {
    table.first(where: { $0.matches(chord) })?.action
  }
}
