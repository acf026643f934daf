import NavGeometry

/// What an element of a frame is, as the layout dump names it (`--layout`, script event
/// `layout`; docs/layout-dump.md).
public enum LayoutRole: String, Sendable, Equatable, CaseIterable {
  /// A whole list cell.
  case listRow
  /// A section header's text.
  case sectionHeader
  /// A section footer's text.
  case sectionFooter
  case text
  case image
  case shape
  case toggle
  case button
  /// A stretchy or sticky header.
  case header
  /// A title card (or another card in the content).
  case card
  case largeTitle
  /// The inline title in the navigation bar.
  case navigationTitle
  case backButton
  case toolbarItem
  case searchField
  case tabItem
  /// A badge on a tab (its count or word).
  case badge
  /// A scope of the search field's scope bar.
  case searchScope
  /// A suggestion listed under the focused search field.
  case searchSuggestion
  /// An open menu's platter.
  case menu
  /// An item of an open menu.
  case menuItem
  /// Content fixed by `.safeAreaInset` at the top or bottom of the scroll view.
  case safeAreaInset
  /// Content NavLab does not draw for real (a view it cannot interpret).
  case placeholder
  /// A collapsing top bar.
  case topBar
  case statusBar
  /// A scroll view in the content (issue 37): its viewport, and its content offset.
  case scrollView
  /// A presented sheet or full-screen cover (issue 40): its frame as drawn, its title as the
  /// text.
  case sheet
  /// A button a swiped list row shows (issue 41): its title, the part of it revealed.
  case swipeAction
  /// The window's toast: a mode change, or a saved file (a second element: the file's name).
  case toast
  /// The window's red banner (its message; the heading says what still runs).
  case banner
}

/// One element drawn in a frame, in points and screen coordinates: what designers read as
/// redlines and tests read as geometry.
public struct LayoutElement: Sendable, Equatable {
  public var role: LayoutRole
  /// The text it shows (empty for shapes and images).
  public var text: String
  public var frame: Rect
  /// The effective opacity (its ancestors' multiplied in).
  public var opacity: Double
  /// Where it came from: a scene field path (`list.sections[0].rows[2]`), or
  /// `File.swift:LINE:COLUMN` for SwiftUI files; empty when built in.
  public var source: String
  /// A ``LayoutRole/scrollView``'s content offset (x grows as the content moves left, y as it
  /// moves up); nil for every other role.
  public var contentOffset: Point?
  /// For a tab, a search scope or a menu item that can be chosen: whether it is the chosen one
  /// (the dump writes `"selected"` only when set).
  public var selected: Bool?
  /// For a list row with swipe actions (issue 41): whether it rests open, its buttons shown
  /// (the dump writes `"open"` only when set).
  public var open: Bool?

  public init(
    role: LayoutRole, text: String = "", frame: Rect, opacity: Double, source: String = "",
    contentOffset: Point? = nil, selected: Bool? = nil, open: Bool? = nil
  ) {
    self.role = role
    self.text = text
    self.frame = frame
    self.opacity = opacity
    self.source = source
    self.contentOffset = contentOffset
    self.selected = selected
    self.open = open
  }
}

extension DisplayList {
  /// Records `element` (scaled by `scale`, moved by `origin`) when ``recordsElements`` is on; a no-op otherwise, so
  /// the frame path pays nothing for the layout dump unless it is asked for: `text` and
  /// `source` are only evaluated when recording (a source path built by interpolation
  /// allocates).
  public mutating func element(
    _ role: LayoutRole, text: @autoclosure () -> String = "", frame: Rect, opacity: Double = 1,
    source: @autoclosure () -> String = "", selected: Bool? = nil
  ) {
    guard recordsElements else { return }
    elements.append(
      LayoutElement(
        role: role, text: text(), frame: placed(frame), opacity: opacity, source: source(),
        selected: selected))
  }

  /// Records a list row with swipe actions: the cell (not moved), how far its content is
  /// moved (`contentOffset`: x grows as it moves left) and whether it rests open.
  public mutating func swipeRowElement(
    text: @autoclosure () -> String, frame: Rect, contentOffset: Double, open: Bool,
    source: @autoclosure () -> String
  ) {
    guard recordsElements else { return }
    elements.append(
      LayoutElement(
        role: .listRow, text: text(), frame: placed(frame), opacity: 1, source: source(),
        contentOffset: Point(x: contentOffset, y: 0), open: open))
  }

  /// Records a scroll view (its name as the text, its viewport as the frame, its content
  /// offset) when ``recordsElements`` is on.
  public mutating func scrollViewElement(
    name: @autoclosure () -> String, frame: Rect, contentOffset: Point, opacity: Double,
    source: @autoclosure () -> String
  ) {
    guard recordsElements else { return }
    elements.append(
      LayoutElement(
        role: .scrollView, text: name(), frame: placed(frame), opacity: opacity, source: source(),
        contentOffset: contentOffset))
  }
}
