/// Pull to refresh on a large-title list (UIKit `UIRefreshControl`): how long a refresh takes.
public struct RefreshSpec: Sendable, Equatable {
  /// Seconds the spinner spins (and the content stays 60 pt down) once a refresh starts.
  public var duration = 1.5

  public init() {}
}
