import ScrollPhysics

extension Engine {
  /// Whether nothing moves by itself: no scrolling, transition or fade. A window at rest can
  /// sleep until the next input, since the next frame would look the same.
  public var isAtRest: Bool {
    guard transition == nil else { return false }
    guard statusBar.isAtRest else { return false }
    // A live program's animation moves by itself; a queued tap has yet to be heard.
    guard !live.animating, live.pendingEvents.isEmpty, live.inFlight == nil else { return false }
    return top.isAtRest
  }

  /// Says what a key changed; the studio shows it as a toast.
  mutating func announce(_ text: String) {
    notice = text
  }

  /// Whether the focused search field takes plain keys (the window's shortcuts are off while
  /// typing).
  public var isTyping: Bool { top.isSearching }
}
