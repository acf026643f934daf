import DisplayList
import NavGeometry

/// A tab bar at the bottom of a screen (UIKit `UITabBarController`, SwiftUI `TabView`): each
/// tab has a screen of its own with its own navigation stack.
public struct TabBarSpec: Sendable, Equatable {
  /// What a tab is for (SwiftUI `TabRole`).
  public enum Role: String, Sendable, Equatable, CaseIterable {
    /// An ordinary tab.
    case none
    /// iOS 26's search tab (`Tab(role: .search)`): drawn apart from the others, at the trailing
    /// end of the tab bar's row, and its screen's search field activates when it is selected
    /// (UIKit `UISearchTab.automaticallyActivatesSearch`). On iOS 18 an ordinary tab.
    case search
  }

  /// One tab: its title, what its icon shows (a ``Symbol`` scene name), its badge and screen.
  public struct Item: Sendable, Equatable {
    public var label: String
    public let glyph: String
    /// The symbol `glyph` names, resolved once (nil: the icon shows nothing).
    public let symbol: Symbol?
    /// The badge on the icon (`.badge(5)` → "5", `.badge("New")` → "New"); nil or empty: none.
    public var badge: String?
    /// What the tab is for (an ordinary tab, or iOS 26's search tab).
    public var role = Role.none
    /// The tab's root screen (the content of its `NavigationStack`); nil: the screen carrying
    /// the tab bar for the selected tab, a screen titled with the label for the others.
    public var screen: ScreenSpec?

    /// A tab labelled `label` with the symbol `glyph`, an optional badge and root screen.
    public init(label: String, glyph: String, badge: String? = nil, screen: ScreenSpec? = nil) {
      self.label = label
      self.glyph = glyph
      symbol = Symbol(sceneName: glyph)
      self.badge = badge
      self.screen = screen
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

  /// The index of iOS 26's search tab, if there is one.
  public var searchTab: Int? { items.firstIndex { $0.role == .search } }
}

extension ScreenSpec {
  /// The root screen of tab `index` of this screen's tab bar (this screen for its own tab): the
  /// tab's screen, or a screen titled with the tab's label when it has none, carrying the
  /// tab bar with `index` selected and the container's design. Nil without a tab bar.
  public func tabRoot(_ index: Int) -> ScreenSpec? {
    guard var bar = tabBar, bar.items.indices.contains(index) else { return nil }
    let item = bar.items[index]
    var root: ScreenSpec
    if let screen = item.screen {
      root = screen
    } else if index == bar.selected {
      root = self
    } else {
      root = ScreenSpec(
        id: "\(id)-tab\(index)", title: item.label, listStyle: .plain, sectionPattern: [],
        rowCount: 0, rowHeight: 44, rows: [], largeTitleMode: .always,
        statusBarMode: statusBarMode, forcedAppearance: forcedAppearance)
    }
    if root.design == nil { root.design = design }
    bar.selected = index
    // The tab's own screens travel with the container: each root holds the whole bar, so a
    // live program's new container reaches every tab.
    root.tabBar = bar
    if item.role == .search, root.search == nil { root.search = SearchSpec() }
    if item.role == .search, var search = root.search {
      // The search tab's field sits at the bottom, beside the tab bar (iOS 26).
      search.placement = .bottom
      root.search = search
    }
    return root
  }
}
