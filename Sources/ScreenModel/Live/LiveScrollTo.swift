import NavGeometry

/// A live program's request to scroll a named nested scroll view to one of its views (issue 37):
/// `ScrollViewReader`'s `proxy.scrollTo(_:anchor:)` and a `.scrollPosition(id:)` binding the
/// code set. navlab finds the view by its `id` modifier inside the scroll view named
/// `scrollView` and moves the scroll view (`Engine.scroll(named:toID:anchor:animated:)`).
///
/// ```swift
/// // withAnimation { proxy.scrollTo(7, anchor: .leading) }
/// LiveScrollTo(scrollView: "scroll-n4", id: "scroll-n4:7", anchor: .leading, animated: true)
/// ```
public struct LiveScrollTo: Sendable, Equatable {
  /// The scroll view's `name` in the scene.
  public var scrollView: String
  /// The `id` modifier of the view to show.
  public var id: String
  /// The point of the view that goes to the same point of the viewport; nil: the least scroll
  /// that shows the view whole (Apple's `scrollTo(_:anchor:)` without an anchor).
  public var anchor: Alignment?
  /// Whether it moves there animated (`withAnimation`) or jumps.
  public var animated: Bool

  public init(scrollView: String, id: String, anchor: Alignment? = nil, animated: Bool = false) {
    self.scrollView = scrollView
    self.id = id
    self.anchor = anchor
    self.animated = animated
  }
}
