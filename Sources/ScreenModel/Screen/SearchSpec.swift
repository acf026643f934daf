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

  public init() {}
}
