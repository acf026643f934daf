import NavGeometry
import ScreenModel

/// Animates a screen's numbers the way SwiftUI animates a view's animatable attributes: when a
/// new screen arrives under an animation, each number that changed (a frame's height, a corner
/// radius, an opacity, an offset) moves from what was on screen to its new value along the
/// animation's curve (NavGeometry's `AnimationCurve`); everything else jumps.
///
/// Which animation applies comes from the new screen: a subtree the importer named with
/// `Modifier.node(name)` for an `.animation(_:)` (and `.animation(_:value:)` whose value
/// changed) takes the curve `animations[name]` gives; elsewhere the transaction's animation
/// (`withAnimation`) applies, if any. Those names never leave the importer: `shown` drops them.
struct SceneAnimator {
  /// One number in flight.
  struct Track: Equatable {
    var from: Double
    var to: Double
    var start: Double
    var curve: AnimationCurve

    func value(at time: Double) -> Double {
      from + (to - from) * curve.progress(at: time - start)
    }
  }

  /// Running tracks by the number's place in the screen ("content/0/frame#0.height").
  private(set) var tracks: [String: Track] = [:]
  /// The last target screen (animation names included) and its curves by name.
  private var target: ScreenSpec?
  private var animations: [String: AnimationCurve] = [:]
  /// The target's numbers by path (the next retarget's "before"), and the target with the
  /// animations' names dropped (what is shown when nothing is in flight): each made once a
  /// target, not once a frame.
  private var targetNumbers: [String: Double] = [:]
  private var targetShown: ScreenSpec?

  /// A new target at `time`; `transaction` is `withAnimation`'s animation, if the change
  /// came from inside one.
  mutating func retarget(
    _ scene: ScreenSpec, animations: [String: AnimationCurve], at time: Double,
    transaction: AnimationCurve?
  ) {
    let before = targetNumbers
    let hadTarget = target != nil
    var numbers: [String: Double] = [:]
    var seen: Set<String> = []
    var next = scene
    ScreenNumbers(curves: animations).visit(&next, animation: transaction) {
      path, after, animation in
      numbers[path] = after
      guard hadTarget, let old = before[path] else { return }
      let running = tracks[path]
      let onScreen = running.map { $0.value(at: time) } ?? old
      if let running, running.to == after {
        seen.insert(path)  // Same target: keep going.
      } else if old != after || running != nil, let animation, onScreen != after {
        tracks[path] = Track(from: onScreen, to: after, start: time, curve: animation)
        seen.insert(path)
      }
    }
    if hadTarget { tracks = tracks.filter { seen.contains($0.key) } }
    target = scene
    targetNumbers = numbers
    targetShown = nil
    self.animations = animations
  }

  /// An animation is still running at `time`.
  func isAnimating(at time: Double) -> Bool {
    tracks.values.contains { !$0.curve.isSettled(at: time - $0.start) }
  }

  /// The screen to show at `time`: the target with running tracks' values, the animations'
  /// names dropped.
  mutating func shown(at time: Double) -> ScreenSpec? {
    guard var shown = target else { return nil }
    tracks = tracks.filter { !$0.value.curve.isSettled(at: time - $0.value.start) }
    if tracks.isEmpty, let settled = targetShown { return settled }
    let tracks = self.tracks
    var numbers = ScreenNumbers(curves: animations)
    numbers.dropsNames = true
    numbers.visit(&shown, animation: nil) { path, value, _ in
      if let track = tracks[path] { value = track.value(at: time) }
    }
    if tracks.isEmpty { targetShown = shown }
    return shown
  }
}
