import NavGeometry

/// Pull to refresh on a large-title list (UIKit `UIRefreshControl`): how long a refresh takes.
public struct RefreshSpec: Sendable, Equatable {
  /// Seconds the spinner spins (and the content stays 60 pt down) once a refresh starts.
  public var duration = 1.5
  /// The pull that starts a refresh and how far the content stays pulled: Flutter's 100 and
  /// 60 pt unless the tuning panel changes them (not part of the scene file).
  public var trigger = RefreshControl.triggerDistance
  public var hold = RefreshControl.indicatorExtent

  public init() {}
}
