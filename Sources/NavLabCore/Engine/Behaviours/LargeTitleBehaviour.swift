import NavGeometry
import ScreenModel

/// The navigation bar's large title: it shrinks under the bar as the content scrolls,
/// cross-fades with the inline title (150 ms) and snaps open or closed when a scroll rests
/// half way.
struct LargeTitleBehaviour: ScreenBehaviour {
  /// The 150 ms cross-fade between the large and the inline title (Flutter
  /// `_kNavBarTitleFadeDuration`). The screen appears with its title settled: no fade-in of
  /// a title it already shows (the lingering-title bug of seed 001 must not exist here).
  var largeAlpha = AnimatedValue(value: 1)
  var inlineAlpha = AnimatedValue(value: 0)
  /// Time and offset at the previous update, to place a title switch at the instant the
  /// offset crossed its threshold rather than at the frame that noticed it.
  var lastSample: (time: Double, offset: Double)?

  init?(_ setup: BehaviourSetup) {
    guard setup.isLarge, setup.spec.hasNavigationBar else { return nil }
  }

  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.top += NavigationBarMetrics.largeTitleExtension
  }

  /// The large title snaps open or closed below the search strip (`s...s + 52`).
  func snapZone(in insets: ContentInsets) -> ClosedRange<Double>? {
    let search = insets.barExtension
    return search...(search + NavigationBarMetrics.largeTitleExtension)
  }

  /// The 150 ms cross-fade between the large and the inline title, started at the instant the
  /// offset crossed the switch point.
  mutating func update(_ context: BehaviourContext, _ effects: inout BehaviourEffects) {
    let time = context.time
    let bar = context.navigationBar
    let target = bar.showsLargeTitle ? 1.0 : 0.0
    var start = time
    if target != largeAlpha.target, let last = lastSample, last.time < time {
      // The offset crossed the switch point since the last update: start the 150 ms fade at
      // the crossing (linear between the two samples), so its progress does not depend on
      // the frame rate.
      let threshold = bar.collapseDistance - NavigationBarMetrics.largeTitleSwitchThreshold
      let travelled = context.offset - last.offset
      if travelled != 0 {
        let fraction = clamp((threshold - last.offset) / travelled, 0, 1)
        start = last.time + fraction * (time - last.time)
      }
    }
    let fade = NavigationBarMetrics.titleCrossFadeDuration
    largeAlpha.setTarget(target, duration: fade, time: start)
    inlineAlpha.setTarget(1 - target, duration: fade, time: start)
    largeAlpha.update(time: time)
    inlineAlpha.update(time: time)
    lastSample = (time, context.offset)
  }

  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext) {
    if chrome.inlineTitleOpacity == nil { chrome.inlineTitleOpacity = inlineAlpha.value }
  }

  var isAtRest: Bool { !largeAlpha.isAnimating && !inlineAlpha.isAnimating }

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    values.largeTitleScale = context.navigationBar.largeTitleScale
    values.largeTitleAlpha = largeAlpha.value
  }

  mutating func takeOver(from old: LargeTitleBehaviour) {
    largeAlpha = old.largeAlpha
    inlineAlpha = old.inlineAlpha
    lastSample = old.lastSample
  }
}
