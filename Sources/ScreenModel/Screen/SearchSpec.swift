import NavGeometry

/// A search field in the navigation bar under the large title (UIKit `UISearchController`
/// with `hidesSearchBarWhenScrolling`): it collapses before the title and snaps open or closed.
public struct SearchSpec: Sendable, Equatable {
  /// Where the field sits on iOS 26 (`searchToolbarBehavior`-like placement); iOS 18 always
  /// puts it under the large title.
  public enum Placement: String, Sendable, CaseIterable {
    case top
    case bottom
  }

  /// The grey text shown while the field is empty.
  public var placeholder = "Search"
  /// Top (under the large title) or, on iOS 26, bottom (a glass field above the home
  /// indicator, or a search tab beside the tab bar).
  public var placement = Placement.top
  /// Whether the screen opens with the field scrolled away: the content starts scrolled by the
  /// search strip's height, so the large title shows without the field until a pull reveals
  /// it. UIKit's `hidesSearchBarWhenScrolling` shows the field only while the content is
  /// scrolled to its top (Apple, `UINavigationItem`); starting one strip down is the classic
  /// way to open with a search bar hidden (MonoTouch.Dialog's `AutoHideSearch` scrolls the
  /// content so that the bar shows only after a pull). Content too short to scroll that far
  /// shows the field, as a scroll view clamps.
  public var startsHidden = false
  /// The scope bar's titles (SwiftUI `.searchScopes`, UIKit `scopeButtonTitles`), shown under
  /// the field while searching; fewer than two show no scope bar (UIKit's
  /// `automaticallyShowsScopeBar`: "doesn't show its scope bar at all if there are fewer than
  /// two titles").
  public var scopes: [String] = []
  /// The scope selected when the search starts.
  public var scope = 0
  /// Completions listed under the field while the field is focused and empty, or while they
  /// match what is typed (SwiftUI `.searchSuggestions` with `.searchCompletion`): a tap types
  /// the suggestion.
  public var suggestions: [String] = []
  /// Whether navlab filters the list's rows by the typed text itself (a scene file has no
  /// code to do it): while text is typed, only the rows whose label, value or content text
  /// contains it (ignoring case) show. False when the screen's code filters (a SwiftUI
  /// `.searchable(text:)` bound to state): the text goes to the code, whose answer lists what
  /// it keeps.
  public var filtersRows = true

  /// Whether a scope bar shows while searching: at least two scopes.
  public var showsScopeBar: Bool { scopes.count >= 2 }

  public init() {}
}
