/// Pull to refresh (UIKit `UIRefreshControl`), as a state machine fed the pull distance and time.
///
/// Numbers from Flutter's `CupertinoSliverRefreshControl` (`refresh.dart`): a refresh starts
/// once the content is pulled 100 pt (`_defaultRefreshTriggerPullDistance`), the content is
/// then held 60 pt down (`_defaultRefreshIndicatorExtent`) while it refreshes, and after it the
/// control counts as idle again once less than 10 % of the trigger distance is still pulled
/// (`_inactiveResetOverscrollFraction`). Flutter's armed and refresh modes are one phase here:
/// the refresh is a timed task (the scene's `duration`) that starts at the trigger.
///
/// Only a held pull refreshes: UIKit's refresh control begins refreshing while the finger is still
/// down past the trigger, and a fling that bounces past it at the top does not refresh (the
/// overscroll only reveals the spinner's ticks). After a refresh, the spring back to the top
/// shows `done` and then `idle`, never `pulling` again, until the finger pulls anew.
///
/// ```swift
/// var control = RefreshControl(duration: 1.5)
/// control.update(pull: 120, held: true, time: 2)   // .refreshing, ends at 3.5
/// control.holdsContent                // true: rest 60 pt down
/// ```
public struct RefreshControl: Sendable, Equatable {
  /// What the control is doing.
  public enum Phase: String, Sendable {
    /// Nothing pulled.
    case idle
    /// Pulled less than the trigger distance: the spinner's ticks appear with the pull.
    case pulling
    /// Refreshing: the spinner spins and the content rests ``indicatorExtent`` down.
    case refreshing
    /// Finished: the content springs back; the spinner shrinks with the pull.
    case done
  }

  /// Pull that starts a refresh, points (Flutter `_defaultRefreshTriggerPullDistance`).
  public static let triggerDistance = 100.0
  /// How far the content stays pulled while refreshing, points (Flutter
  /// `_defaultRefreshIndicatorExtent`).
  public static let indicatorExtent = 60.0
  /// Fraction of the trigger distance under which a finished control is idle again (Flutter
  /// `_inactiveResetOverscrollFraction`).
  public static let resetFraction = 0.1

  /// How long a refresh lasts, seconds (the scene's `refresh.duration`).
  public var duration: Double
  /// The pull that starts a refresh (default ``triggerDistance``; the tuning panel's).
  public let trigger: Double
  /// How far the content stays pulled while refreshing (default ``indicatorExtent``, at most
  /// `trigger`, as Flutter asserts).
  public let hold: Double
  public private(set) var phase: Phase = .idle
  /// When the current or last refresh started, seconds.
  public private(set) var startTime: Double?
  /// The pull at the last update, points (≥ 0).
  public private(set) var pull = 0.0
  /// Time of the last update, seconds (the spinner turns with it).
  public private(set) var time = 0.0
  /// The content is springing back after a refresh and no finger has pulled since.
  private var settling = false

  public init(
    duration: Double, trigger: Double = triggerDistance, hold: Double = indicatorExtent
  ) {
    self.duration = duration.isFinite ? max(0, duration) : 0
    let trigger = trigger.isFinite && trigger > 0 ? trigger : Self.triggerDistance
    self.trigger = trigger
    self.hold = hold.isFinite ? clamp(hold, 0, trigger) : min(Self.indicatorExtent, trigger)
  }

  /// When the running refresh ends, or nil when none runs.
  public var endTime: Double? {
    guard phase == .refreshing, let startTime else { return nil }
    return startTime + duration
  }

  /// Whether the content should rest ``hold`` points down (the scroller's top edge).
  public var holdsContent: Bool { phase == .refreshing }

  /// How far the pull has filled the spinner: `pull / trigger`, within 0…1 (Flutter's
  /// `percentageComplete`).
  public var progress: Double { clamp(pull / trigger, 0, 1) }

  /// Feeds the pull (points the content is pulled down, −offset) at `time`; `held` says whether
  /// the user holds that pull (a finger dragging, or a precise trackpad gesture in progress)
  /// rather than momentum or a spring carrying the content there.
  public mutating func update(pull: Double, held: Bool, time: Double) {
    let pull = pull.isFinite ? max(0, pull) : 0
    self.pull = pull
    self.time = time
    if let end = endTime, time >= end { phase = .done }
    switch phase {
    case .idle, .pulling:
      if pull <= 0 {
        phase = .idle
        settling = false
      } else if held && pull >= trigger {
        phase = .refreshing
        startTime = time
        settling = false
      } else if settling && !held {
        phase = .idle
      } else {
        phase = .pulling
        settling = false
      }
    case .refreshing:
      break
    case .done:
      if pull <= trigger * Self.resetFraction {
        phase = .idle
        settling = pull > 0
      }
    }
  }
}
