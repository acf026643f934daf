import NavGeometry

/// A push or pop in flight. `progress` is how much of the top screen shows: 1 = fully pushed.
struct NavigationTransitionState: Sendable, Equatable {
  var from: Double
  var to: Double
  var startTime: Double
  var duration: Double
  /// A finger drives the progress (edge swipe); no animation runs.
  var interactive: Bool
  var interactiveProgress: Double = 1
  /// A push (a screen slides in), not a pop or a cancelled pop.
  var isPush = false
  /// The top screen leaves the stack when the progress reaches 0.
  var popsOnFinish: Bool {
    to == 0
  }

  func progress(at time: Double) -> Double {
    if interactive { return interactiveProgress }
    guard duration > 0 else { return to }
    let linear = min(max((time - startTime) / duration, 0), 1)
    return from + (to - from) * NavigationTransition.curve(linear)
  }

  func isFinished(at time: Double) -> Bool {
    !interactive && time >= startTime + duration
  }
}
