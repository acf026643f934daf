import NavGeometry

/// The primary scroll view of the screen on top, named as UIKit's `UIScrollView` and
/// SwiftUI's `ScrollGeometry` name them, in points.
///
/// At rest `contentOffset.y == -contentInsets.top`; pulled down it is more negative. The
/// scroll view runs under the bars: its insets are the bars and the safe area
/// (`adjustedContentInset`), its container the bounds it fills.
public struct LiveScrollGeometry: Sendable, Equatable {
  /// `contentOffset`: (0, offset − top inset).
  public var contentOffset: Point
  /// The adjusted content insets (top, leading = left, bottom, trailing = right).
  public var contentInsets: EdgeInsets
  /// The scrolling content's size (header, card, content and list).
  public var contentSize: Size
  /// The scroll view's bounds size.
  public var containerSize: Size

  public init(
    contentOffset: Point, contentInsets: EdgeInsets, contentSize: Size, containerSize: Size
  ) {
    self.contentOffset = contentOffset
    self.contentInsets = contentInsets
    self.contentSize = contentSize
    self.containerSize = containerSize
  }
}
