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

  public init() {}
}
