import NavGeometry

/// A search field in the navigation bar under the large title (UIKit `UISearchController`
/// with `hidesSearchBarWhenScrolling`): it collapses before the title and snaps open or closed.
public struct SearchSpec: Sendable, Equatable {
  /// The grey text shown while the field is empty.
  public var placeholder = "Search"

  public init() {}
}
