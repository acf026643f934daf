import DisplayList
import NavGeometry

/// The kinds of chrome a screen can have; each is laid out and painted differently.
public enum ScreenKind: String, Sendable, CaseIterable {
  /// A navigation bar with a large title over a list (Settings, detail screens).
  case largeTitleList
  /// An inline title bar and an iOS 18 title card at the top of a plain list (seed 000).
  case titleCardFeed
  /// A stretchable, sticky header over a dark album page (seeds 002 and 004).
  case album
  /// A gradient, rounded top bar that collapses as the list scrolls (seed 003).
  case blog
}

/// One row's content; rows repeat cyclically through a screen's table.
public struct RowContent: Sendable, Equatable {
  public var label: String
  public var value: String
  public var subtitle: String
  public var icon: Accent?
  /// A short glyph drawn in the icon tile (SF Symbols are not available here).
  public var glyph: String

  public init(
    _ label: String, value: String = "", subtitle: String = "", icon: Accent? = nil,
    glyph: String = ""
  ) {
    self.label = label
    self.value = value
    self.subtitle = subtitle
    self.icon = icon
    self.glyph = glyph
  }
}

/// A screen's description: title, chrome kind, list shape and preferences.
public struct ScreenSpec: Sendable, Equatable {
  public var id: String
  public var title: String
  public var kind: ScreenKind
  public var listStyle: ListStyle
  /// Row counts of the sections of one cycle; sections repeat until `rowCount` rows.
  public var sectionPattern: [Int]
  public var rowCount: Int
  public var rowHeight: Double
  public var rows: [RowContent]
  public var largeTitleMode: LargeTitleDisplayMode
  /// The status-bar mode this screen asks for unless the user overrides it.
  public var statusBarMode: StatusBarMode
  /// Screens designed for one appearance only (the album page is always dark).
  public var forcedAppearance: Appearance?

  /// The content of row `index` (cyclic, so a million rows need no storage).
  public func row(_ index: Int) -> RowContent {
    rows.isEmpty ? RowContent("") : rows[index % rows.count]
  }
}
