import DisplayList
import NavGeometry

/// The phone's status bar: hidden or shown, dark or light content, each change cross-faded
/// (`StatusBarPolicy.fadeDuration`). It belongs to the phone, not to one screen (its fade runs
/// on through a push or pop), so the engine holds it and aims it — at the mode of the screen
/// whose status bar shows and at what lies under it (``ChromeState/statusBarBackdrop``) —
/// before each update.
struct StatusBarBehaviour: ScreenBehaviour {
  /// Whether it should be hidden, and its content style, as last aimed.
  private(set) var hidden: Bool
  private(set) var style: StatusBarStyle
  /// 1 shown, 0 hidden.
  var visibility: AnimatedValue
  /// 0 for dark content, 1 for light: a style change cross-fades like a visibility change.
  var lightness: AnimatedValue

  /// A status bar already showing `hidden` and `style`.
  init(hidden: Bool, style: StatusBarStyle) {
    self.hidden = hidden
    self.style = style
    visibility = AnimatedValue(value: hidden ? 0 : 1)
    lightness = AnimatedValue(value: style == .lightContent ? 1 : 0)
  }

  /// Sets what it fades toward from the next update on.
  mutating func aim(hidden: Bool, style: StatusBarStyle) {
    self.hidden = hidden
    self.style = style
  }

  /// Shows `hidden` and `style` at once (a new screen replaced the stack).
  mutating func jump(hidden: Bool, style: StatusBarStyle) {
    aim(hidden: hidden, style: style)
    visibility.jump(to: hidden ? 0 : 1)
    lightness.jump(to: style == .lightContent ? 1 : 0)
  }

  mutating func update(_ context: BehaviourContext, _ effects: inout BehaviourEffects) {
    let time = context.time
    visibility.setTarget(hidden ? 0 : 1, duration: StatusBarPolicy.fadeDuration, time: time)
    visibility.update(time: time)
    lightness.setTarget(
      style == .lightContent ? 1 : 0, duration: StatusBarPolicy.fadeDuration, time: time)
    lightness.update(time: time)
  }

  var isAtRest: Bool { !visibility.isAnimating && !lightness.isAnimating }

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    values.statusBarHidden = hidden
    values.statusBarStyle = style
  }

  /// The content's colour, between black (dark content) and white (light).
  var contentColor: Color {
    Color.black.mixed(with: .white, lightness.value)
  }
}
