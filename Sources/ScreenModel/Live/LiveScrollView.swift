import NavGeometry

/// A named nested scroll view as a live program sees it (issue 37): its geometry as SwiftUI's
/// `ScrollGeometry` names it, where it is on screen, and its `ScrollPhase`.
public struct LiveScrollView: Sendable, Equatable {
  /// The scroll view's `name` in the scene (what the importer named it by).
  public var name: String
  /// `contentOffset` is the offset less the content margins (−margins at rest, as a
  /// `UIScrollView`'s is −insets), `contentInsets` the margins, `contentSize` the content
  /// without them, `containerSize` the scroll view's size.
  public var geometry: LiveScrollGeometry
  /// Its viewport on screen, in points.
  public var frame: Rect
  public var phase: LiveScrollPhase

  public init(name: String, geometry: LiveScrollGeometry, frame: Rect, phase: LiveScrollPhase) {
    self.name = name
    self.geometry = geometry
    self.frame = frame
    self.phase = phase
  }
}

/// SwiftUI's `ScrollPhase` (Apple docs): what a scroll view is doing.
public enum LiveScrollPhase: String, Sendable, Equatable, CaseIterable {
  /// At rest.
  case idle
  /// A finger is down on it, and it has not started moving with it.
  case tracking
  /// It follows a finger (or a trackpad).
  case interacting
  /// It moves on its own after a release: momentum, a bounce, a spring to its target.
  case decelerating
  /// It moves to a place the code or a key asked for.
  case animating
}
