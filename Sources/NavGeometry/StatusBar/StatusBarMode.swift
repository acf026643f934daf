/// When the status bar shows, after seed 002's ScrollKit status-bar helpers.
public enum StatusBarMode: String, Sendable, CaseIterable {
  /// Always shown.
  case visible
  /// Always hidden.
  case hidden
  /// Hidden at rest (e.g. over a full-bleed header) and shown once the content is scrolled.
  case hideUntilScrolled = "hide-until-scrolled"
  /// Shown only while the content is pulled down.
  case hideUntilPulled = "hide-until-pulled"

  /// The next mode in declaration order, wrapping around (for a toggle key).
  public func next() -> StatusBarMode {
    switch self {
    case .visible: return .hidden
    case .hidden: return .hideUntilScrolled
    case .hideUntilScrolled: return .hideUntilPulled
    case .hideUntilPulled: return .visible
    }
  }
}
