/// SwiftUI's named springs (iOS 17), by their duration and bounce (WWDC23 "Animate with
/// springs": `.smooth` has no bounce, `.snappy` a small one, `.bouncy` a higher one).
extension AnimationCurve {
  /// `.smooth`: 0.5 s, bounce 0.
  public static let smooth = spring(duration: 0.5, bounce: 0)
  /// `.snappy`: 0.5 s, bounce 0.15.
  public static let snappy = spring(duration: 0.5, bounce: 0.15)
  /// `.bouncy`: 0.5 s, bounce 0.3; what `ScrollTransitionConfiguration.animated` uses when
  /// given no animation (Apple docs: `animated(_ animation: Animation = .bouncy)`).
  public static let bouncy = spring(duration: 0.5, bounce: 0.3)
}
