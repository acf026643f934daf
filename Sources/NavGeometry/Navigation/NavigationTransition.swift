/// Timing and small rules of the push/pop transition between two screens.
public enum NavigationTransition {
  /// Length of a push or pop, seconds (see ``NavigationBarMetrics/transitionDuration``).
  public static let duration = NavigationBarMetrics.transitionDuration
  /// The easing of a push: Flutter's `Curves.linearToEaseOut`, `Cubic(0.35, 0.91, 0.33,
  /// 0.97)`, which `CupertinoPageTransition` uses for its slide (Flutter's comment: a best
  /// fit to the measured motion of iOS pages). It starts almost linearly and settles slowly,
  /// like UIKit's push.
  public static let easing = CubicBezier(0.35, 0.91, 0.33, 0.97)
  /// Fraction of the transition by which the outgoing large title has faded out (Flutter
  /// `transitionBetweenRoutes`).
  public static let largeTitleFadeEnd = 0.6
  /// Horizontal speed, pt/s, above which releasing an interactive pop follows the flick's
  /// direction regardless of position. Flutter uses 1 screen width per second
  /// (`_kMinFlingVelocity`), 375–430 pt/s on these phones; 500 rounds that up. Eyeballed.
  public static let flingVelocity = 500.0
  /// Longest previous title shown in the back button (Flutter: otherwise "Back").
  public static let backTitleMaxLength = NavigationBarMetrics.backTitleMaxLength

  /// Eased progress for linear progress `linearProgress` (clamped to 0...1).
  public static func curve(_ linearProgress: Double) -> Double {
    easing(linearProgress)
  }

  /// The back button's label: the previous screen's title, or "Back" when that is empty or
  /// longer than 12 characters (Flutter's Cupertino back button).
  public static func backButtonTitle(previousTitle: String) -> String {
    if previousTitle.isEmpty || previousTitle.count > backTitleMaxLength { return "Back" }
    return previousTitle
  }

  /// Opacity of the large title leaving during a transition at linear `progress`: linear from
  /// 1 at the start to 0 at 60% of the transition (Flutter).
  public static func largeTitleAlpha(progress: Double) -> Double {
    clamp(1 - progress / largeTitleFadeEnd, 0, 1)
  }

  /// Whether an interactive (edge-swipe) pop released at `progress` (0...1 of the screen
  /// width) with horizontal `velocity` (pt/s, positive to the right) should finish popping.
  ///
  /// Same shape as Flutter's `_CupertinoBackGestureController.dragEnd`: a fast flick decides
  /// by its direction; otherwise the pop completes once past half-way.
  public static func shouldCompleteInteractivePop(progress: Double, velocity: Double) -> Bool {
    if velocity >= flingVelocity { return true }
    if velocity <= -flingVelocity { return false }
    return progress > 0.5
  }
}
