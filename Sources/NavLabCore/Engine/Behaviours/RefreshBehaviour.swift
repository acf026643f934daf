import NavGeometry
import ScreenModel

/// Pull to refresh: a pull past the trigger refreshes; while it refreshes, the content rests
/// held down by the spinner (the scroller's leading edge moves), then springs back.
struct RefreshBehaviour: ScreenBehaviour {
  var control: RefreshControl

  init?(_ setup: BehaviourSetup) {
    guard let spec = setup.spec.refresh else { return nil }
    control = RefreshControl(duration: spec.duration, trigger: spec.trigger, hold: spec.hold)
  }

  /// A refresh ends at its exact end time, so the spring back starts at the same instant
  /// whatever the frame rate.
  var deadline: Double? { control.endTime }

  /// Feeds the pull to the control. Only a drag (finger, or precise trackpad deltas) holds a
  /// pull: momentum never refreshes.
  mutating func update(_ context: BehaviourContext, _ effects: inout BehaviourEffects) {
    let holding = control.holdsContent
    control.update(pull: -context.offset, held: context.phase == .dragging, time: context.time)
    if control.holdsContent != holding {
      effects.leadingEdge = control.holdsContent ? -control.hold : 0
    }
  }

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    values.refreshState = control.phase.rawValue
    values.refreshProgress = control.progress
  }

  mutating func takeOver(from old: RefreshBehaviour) {
    control = old.control
  }
}
