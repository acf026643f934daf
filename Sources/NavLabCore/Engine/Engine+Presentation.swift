import ScrollPhysics

extension Engine {
  /// Whether nothing moves by itself: no scrolling, transition, fade or toast. A window at
  /// rest can sleep until the next input, since the next frame would look the same.
  public var isAtRest: Bool {
    guard transition == nil, toast == nil else { return false }
    guard !statusBarVisibility.isAnimating, !statusBarLightness.isAnimating else { return false }
    let screen = top
    // Dragging counts as moving: trackpad scrolling coasts on after its last event.
    return screen.scroller.phase == .idle && !screen.largeTitleAlpha.isAnimating
      && !screen.inlineTitleAlpha.isAnimating
      && !screen.topBarHeight.isAnimating && !screen.topBarRadius.isAnimating
      && !screen.togglesAnimating
  }

  /// Shows `text` in a toast from now for `Toast.duration`.
  mutating func showToast(_ text: String) {
    toast = Toast(text: text, until: time + Toast.duration)
  }
}

extension Engine {
  /// The same frame without what only the window shows: HUD, tuning panel, help, toast and the
  /// reference overlay (screenshots show the phone, as a real screenshot would).
  public func withoutOverlays() -> Engine {
    var copy = self
    copy.hudVisible = false
    copy.tuningPanelVisible = false
    copy.helpVisible = false
    copy.toast = nil
    copy.overlay.isVisible = false
    return copy
  }
}
