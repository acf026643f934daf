import NavGeometry
import ScreenModel

/// A search field: in the navigation bar's strip under the large title (it scrolls away
/// first and snaps open or closed), or, on iOS 26 with `"placement": "bottom"`, a glass field
/// above the home indicator (or a circle beside the tab bar). A tap focuses it (300 ms,
/// Flutter `_kNavBarSearchDuration`); typed keys go into it.
struct SearchBehaviour: ScreenBehaviour {
  let spec: SearchSpec
  /// Whether the field sits at the bottom (iOS 26 with `"placement": "bottom"`).
  let atBottom: Bool
  /// The focus animation, 0…1.
  var focus = AnimatedValue(value: 0)
  /// What has been typed into the focused field.
  var text = "" { didSet { textWithCaret = text + "|" } }
  /// `text` and the caret, built once per keystroke rather than once per frame.
  private(set) var textWithCaret = "|"

  init?(_ setup: BehaviourSetup) {
    guard let spec = setup.spec.search else { return nil }
    self.spec = spec
    atBottom = SearchBehaviour.isAtBottom(setup.spec)
  }

  /// Whether `spec`'s search field sits at the bottom (iOS 26 with `"placement": "bottom"`).
  static func isAtBottom(_ spec: ScreenSpec) -> Bool {
    spec.search?.placement == .bottom && spec.design == .ios26
  }

  /// Whether the field is focused (or becoming so).
  var isSearching: Bool { focus.target == 1 }

  /// The height of the strip in the bar: 52 pt at the top, none at the bottom.
  var stripHeight: Double { atBottom ? 0 : SearchFieldLayout.areaHeight }

  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.top += stripHeight
    insets.barExtension = stripHeight
    if atBottom { insets.bottomBarTrailing = BottomSearchLayout.besideTabBarSpace }
    // The strip starts scrolled away (clamped when the content is shorter).
    if spec.startsHidden { insets.initialOffset = stripHeight }
  }

  /// The strip opens or closes on its own (`0...52`).
  func snapZone(in insets: ContentInsets) -> ClosedRange<Double>? {
    atBottom ? nil : 0...stripHeight
  }

  /// The field in the bar's strip, at the top.
  func field(_ context: BehaviourContext) -> SearchFieldLayout? {
    atBottom ? nil : SearchFieldLayout(bar: context.navigationBar, focus: focus.value)
  }

  /// The glass field at the bottom.
  func bottomField(_ context: BehaviourContext) -> BottomSearchLayout? {
    guard atBottom else { return nil }
    let device = context.device
    return BottomSearchLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, besideTabBar: context.insets.bottomBar > 0,
      focus: focus.value)
  }

  mutating func update(_ context: BehaviourContext, _ effects: inout BehaviourEffects) {
    focus.update(time: context.time)
    // While it lasts, a search at the bottom keeps the tab bar collapsed.
    effects.holdsBottomBar = atBottom && isSearching
  }

  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext) {
    guard let field = field(context) else { return }
    chrome.barFocus = field.focus
    chrome.barShift = field.shift
  }

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    if let field = field(context) {
      values.searchFieldHeight = field.fieldFrame.height
      values.searchFieldAlpha = field.fieldAlpha
      values.searchFocus = field.focus
    }
    if let bottom = bottomField(context) {
      values.searchFocus = bottom.focus
      values.bottomSearchY = bottom.frame.minY
    }
  }

  /// A tap on the field focuses it; while focused, Cancel (the close button at the bottom)
  /// ends the search and other taps land on the (empty) results, not on the content.
  mutating func tap(
    at point: Point, _ context: BehaviourContext, _ effects: inout BehaviourEffects
  ) {
    if let bottom = bottomField(context) {
      if isSearching {
        if bottom.closeFrame.contains(point) { setSearching(false, time: context.time) }
        effects.tapTaken = true
      } else if bottom.frame.contains(point) {
        setSearching(true, time: context.time)
        effects.tapTaken = true
      }
      return
    }
    guard let field = field(context) else { return }
    if isSearching {
      if field.cancelFrame.contains(point) { setSearching(false, time: context.time) }
      effects.tapTaken = true
    } else if field.fieldFrame.height > 0, field.fieldFrame.contains(point) {
      setSearching(true, time: context.time)
      effects.tapTaken = true
    }
  }

  /// Starts or ends the 300 ms ease-in-out focus animation; ending it clears the text (and a
  /// tab bar it kept collapsed comes back: the tab bar sees the hold end).
  mutating func setSearching(_ searching: Bool, time: Double) {
    focus.setTarget(searching ? 1 : 0, duration: SearchFieldLayout.focusDuration, time: time)
    if !searching { text = "" }
  }

  /// Keys typed into the focused field: letters, digits and space, Backspace; Escape cancels.
  /// Returns whether the field took the key (shortcuts are off while typing).
  mutating func type(_ chord: KeyChord, time: Double) -> Bool {
    guard isSearching, !chord.control, !chord.alt else { return false }
    switch chord.key {
    case "escape":
      setSearching(false, time: time)
    case "backspace":
      if !text.isEmpty { text.removeLast() }
    case "space":
      text.append(" ")
    default:
      guard chord.key.count == 1, let character = chord.key.first,
        character.isLetter || character.isNumber || character.isPunctuation
      else { return false }
      // A field holds a line, not a novel.
      guard text.count < 64 else { return true }
      text += chord.shift ? character.uppercased() : String(character)
    }
    return true
  }

  mutating func takeOver(from old: SearchBehaviour) {
    focus = old.focus
    if old.text != text { text = old.text }
  }
}
