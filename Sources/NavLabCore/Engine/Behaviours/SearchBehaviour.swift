import NavGeometry
import NavInput
import ScreenModel

/// A search field: in the navigation bar's strip under the large title (it scrolls away
/// first and snaps open or closed), or, on iOS 26 with `"placement": "bottom"`, a glass field
/// above the home indicator (or a circle beside the tab bar). A tap focuses it (300 ms,
/// Flutter `_kNavBarSearchDuration`); typed keys go into it.
///
/// While it is focused at the top, the field takes the bar: it moves up under the status bar
/// and the content rides up with it to start under the field (and the scope bar, when there
/// are scopes). What shows under it: the list, filtered by what is typed (by navlab for a scene
/// file, by the screen's own code for a live program, which hears the text); before anything
/// is typed in a scene file, an empty results area (iOS's results controller) with the
/// suggestions, if any.
package struct SearchBehaviour: ScreenBehaviour {
  package let spec: SearchSpec
  /// Whether the field sits at the bottom (iOS 26 with `"placement": "bottom"`).
  let atBottom: Bool
  /// The focus animation, 0…1.
  var focus = AnimatedValue(value: 0)
  /// What has been typed into the focused field.
  package var text = "" { didSet { textWithCaret = text + "|" } }
  /// `text` and the caret, built once per keystroke rather than once per frame.
  private(set) var textWithCaret = "|"
  /// The selected scope (when the scope bar shows).
  package var scope: Int
  /// How far the focused field lifts the content at the top (the field's shift less the scope
  /// bar's height), as of the last update.
  private(set) var lift = 0.0

  init?(_ setup: BehaviourSetup) {
    guard let spec = setup.spec.search else { return nil }
    self.spec = spec
    atBottom = SearchBehaviour.isAtBottom(setup.spec)
    scope = spec.scope
  }

  /// Whether `spec`'s search field sits at the bottom (iOS 26 with `"placement": "bottom"`).
  static func isAtBottom(_ spec: ScreenSpec) -> Bool {
    spec.search?.placement == .bottom && spec.design == .ios26
  }

  /// Whether the field is focused (or becoming so).
  var isSearching: Bool { focus.target == 1 }

  /// The height of the strip in the bar: 52 pt at the top, none at the bottom.
  var stripHeight: Double { atBottom ? 0 : SearchFieldLayout.areaHeight }

  /// Whether an empty results area covers the content: a scene file's search before anything
  /// is typed (navlab filters its rows), or while suggestions are listed.
  func coversContent(_ suggestions: Int) -> Bool {
    (spec.filtersRows && text.isEmpty) || suggestions > 0
  }

  /// The suggestions listed now: a scene file's before anything is typed (then its filtered
  /// rows show), the code's whenever it gives some (it sends the ones that fit the text).
  func visibleSuggestions() -> [String] {
    guard isSearching, !spec.suggestions.isEmpty else { return [] }
    return spec.filtersRows && !text.isEmpty ? [] : spec.suggestions
  }

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

  /// The scope bar, under the focused field at the top, or under the navigation bar when the
  /// field is at the bottom (the keyboard and the field take the bottom; no public reference
  /// for iOS 26's placement was found, so it keeps the top of the content); nil without two
  /// scopes.
  func scopeBar(_ context: BehaviourContext, chromeBottom: Double) -> ScopeBarLayout? {
    guard spec.showsScopeBar else { return nil }
    let eased = atBottom ? (bottomField(context)?.focus ?? 0) : (field(context)?.focus ?? 0)
    guard eased > 0 else { return nil }
    return ScopeBarLayout(
      top: chromeBottom, width: context.device.size.width, count: spec.scopes.count,
      focus: eased)
  }

  /// Where the field's chrome ends now, before the scope bar: the strip's bottom (lifted with
  /// the focus) at the top, the navigation bar's bottom when the field is at the bottom.
  func fieldBottom(_ context: BehaviourContext) -> Double {
    let bar = context.navigationBar
    guard let field = field(context) else { return bar.barBottom }
    return bar.barBottom - field.shift
  }

  /// How far the content moves down now: up with the focused field at the top, down by the
  /// scope bar's height.
  var contentShift: Double { lift }

  mutating func update(_ context: BehaviourContext, _ effects: inout BehaviourEffects) {
    focus.update(time: context.time)
    // While it lasts, a search at the bottom keeps the tab bar collapsed.
    effects.holdsBottomBar = atBottom && isSearching
    let scopes = scopeBar(context, chromeBottom: fieldBottom(context))?.frame.height ?? 0
    lift = scopes - (field(context)?.shift ?? 0)
  }

  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext) {
    guard let field = field(context) else {
      if let scopes = scopeBar(context, chromeBottom: chrome.chromeBottom) {
        chrome.chromeBottom += scopes.frame.height
      }
      return
    }
    chrome.barFocus = field.focus
    chrome.barShift = field.shift
    // The focused field takes the bar: the chrome ends under it (and its scope bar).
    chrome.chromeBottom -= field.shift
    if let scopes = scopeBar(context, chromeBottom: chrome.chromeBottom) {
      chrome.chromeBottom += scopes.frame.height
    }
  }

  var isAtRest: Bool { !focus.isAnimating }

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
    values.searchText = text
    if spec.showsScopeBar, isSearching { values.searchScope = scope }
  }

  /// A tap on the field focuses it. While focused: Cancel (the close button at the bottom)
  /// ends the search, a scope is chosen, a suggestion is typed in; an empty results area takes
  /// the rest; over results, a tap below the chrome goes on to the rows.
  mutating func tap(
    at point: Point, _ context: BehaviourContext, _ effects: inout BehaviourEffects
  ) {
    if let bottom = bottomField(context) {
      if isSearching {
        effects.tapTaken = true
        if bottom.closeFrame.contains(point) {
          setSearching(false, time: context.time)
        } else if !tapResults(at: point, context, chromeBottom: fieldBottom(context)),
          !bottom.frame.contains(point), !bottom.keyboardFrame.contains(point),
          point.y >= fieldBottom(context), !coversContent(visibleSuggestions().count)
        {
          effects.tapTaken = false
        }
      } else if bottom.frame.contains(point) {
        setSearching(true, time: context.time)
        effects.tapTaken = true
      }
      return
    }
    guard let field = field(context) else { return }
    if isSearching {
      effects.tapTaken = true
      if field.cancelFrame.contains(point) {
        setSearching(false, time: context.time)
        return
      }
      let top = fieldBottom(context)
      if tapResults(at: point, context, chromeBottom: top) { return }
      let scopes = scopeBar(context, chromeBottom: top)?.frame.height ?? 0
      if point.y >= top + scopes, !coversContent(visibleSuggestions().count) {
        effects.tapTaken = false
      }
    } else if field.fieldFrame.height > 0, field.fieldFrame.contains(point) {
      setSearching(true, time: context.time)
      effects.tapTaken = true
    }
  }

  /// A tap on the scope bar or on a suggestion; returns whether it was on one.
  private mutating func tapResults(
    at point: Point, _ context: BehaviourContext, chromeBottom: Double
  ) -> Bool {
    let scopes = scopeBar(context, chromeBottom: chromeBottom)
    if let scopes, let index = scopes.segment(at: point) {
      scope = index
      return true
    }
    let top = chromeBottom + (scopes?.frame.height ?? 0)
    let suggestions = visibleSuggestions()
    let row = Int(((point.y - top) / SearchBehaviour.suggestionHeight).rounded(.down))
    guard point.y >= top, suggestions.indices.contains(row) else { return false }
    // `.searchCompletion`: the suggestion becomes the field's text.
    text = suggestions[row]
    return true
  }

  /// Height of a suggestion's row (a list cell's 44 pt).
  static let suggestionHeight = 44.0

  /// Starts or ends the 300 ms ease-in-out focus animation; ending it clears the text and
  /// puts the scope back (and a tab bar it kept collapsed comes back: the tab bar sees the
  /// hold end).
  mutating func setSearching(_ searching: Bool, time: Double) {
    focus.setTarget(searching ? 1 : 0, duration: SearchFieldLayout.focusDuration, time: time)
    if !searching {
      text = ""
      scope = spec.scope
    }
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
    if old.scope < max(1, spec.scopes.count) { scope = old.scope }
    lift = old.lift
  }
}
