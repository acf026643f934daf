import DisplayList

/// A pull-down menu (SwiftUI `Menu`, UIKit `UIMenu` on a button): on iOS a tap on its label
/// shows its items in a platter beside the label, and a tap on an item runs its action and
/// closes it. NavLab reads, checks and writes menus and draws their labels; it does not open
/// them yet (issue 41 in progress).
public struct MenuSpec: Sendable, Equatable, Hashable {
  /// The menu's title, drawn small above the items (`Menu("Sort")`'s title is its label, not
  /// this; `UIMenu(title:)`); empty: none.
  public var title: String
  /// Its rows, top to bottom (dividers between groups).
  public var items: [MenuItem]

  /// A menu of `items`, titled `title` ("" none).
  public init(title: String = "", items: [MenuItem]) {
    self.title = title
    self.items = items
  }

  /// At most this many items (a phone's menu scrolls past a screenful; NavLab's does not).
  public static let maximumItems = 16
}

/// One row of a ``MenuSpec``: a button with its title, an optional symbol at its trailing
/// edge and a role, or a divider between groups (SwiftUI `Divider` or `Section` in a `Menu`).
public struct MenuItem: Sendable, Equatable, Hashable {
  /// What the row says.
  public var title: String
  /// The SF Symbol name of its icon, as written ("" none).
  public var glyph: String {
    didSet { symbol = glyph.isEmpty ? nil : Symbol(sceneName: glyph) }
  }
  /// The symbol `glyph` names, resolved once.
  public private(set) var symbol: Symbol?
  /// The name a live program hears when the item is tapped (a `Button`'s action); nil: the
  /// menu only closes.
  public var action: String?
  /// Destructive items are red.
  public var role: ButtonRole
  /// A divider: a thicker gap between two groups of items, no title.
  public var isDivider: Bool

  /// A button row titled `title`, with an optional symbol, live action and role.
  public init(
    _ title: String, glyph: String = "", action: String? = nil, role: ButtonRole = .none
  ) {
    self.title = title
    self.glyph = glyph
    symbol = glyph.isEmpty ? nil : Symbol(sceneName: glyph)
    self.action = action
    self.role = role
    isDivider = false
  }

  /// A divider between two groups.
  public static var divider: MenuItem {
    var item = MenuItem("")
    item.isDivider = true
    return item
  }
}
