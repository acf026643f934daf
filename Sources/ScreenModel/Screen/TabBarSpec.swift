import DisplayList
import NavGeometry

/// A tab bar at the bottom of a large-title list (UIKit `UITabBarController`).
public struct TabBarSpec: Sendable, Equatable {
  /// One tab: its title and what its icon shows (a ``Symbol`` scene name).
  public struct Item: Sendable, Equatable {
    public var label: String
    public let glyph: String
    /// The symbol `glyph` names, resolved once (nil: the icon shows nothing).
    public let symbol: Symbol?

    public init(label: String, glyph: String) {
      self.label = label
      self.glyph = glyph
      symbol = Symbol(sceneName: glyph)
    }
  }

  /// The tabs, 2 to 5 (iPhone tab bars show at most five).
  public var items: [Item]
  /// The tab showing this screen.
  public var selected: Int
  /// Scrolling, in points, one way before iOS 26's floating tab bar minimizes (down) or
  /// expands (up); the tuning panel's "tab bar minimize after".
  public var minimizeThreshold = FloatingTabBarLayout.directionThreshold

  public init(items: [Item], selected: Int = 0) {
    self.items = items
    self.selected = selected
  }
}
