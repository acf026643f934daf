import NavGeometry
import ScreenModel

/// A collapsing top bar in place of the navigation bar (seed 003): it shrinks from its full to
/// its collapsed height and loses its corner radius as the content scrolls, and the content
/// hangs from its bottom edge.
struct TopBarBehaviour: ScreenBehaviour {
  let spec: TopBarSpec
  /// Seed 003 animates its bar with SwiftUI's `.animation(.linear)`.
  var height: AnimatedValue
  var radius: AnimatedValue

  init?(_ setup: BehaviourSetup) {
    guard let topBar = setup.spec.topBar else { return nil }
    spec = topBar
    height = AnimatedValue(value: topBar.parameters.maxHeight)
    radius = AnimatedValue(value: topBar.parameters.radius)
  }

  /// The content hangs from the bar's bottom edge under the status bar (seed 003 stacks the
  /// top view and the ScrollView in a VStack); the end of the list is reached with the bar
  /// collapsed.
  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.top = device.topSafeArea
    insets.collapsedTop = spec.parameters.minHeight
  }

  var contentShift: Double { height.value }

  /// Seed 003 animates its bar's height and corner radius with `.animation(.linear)`; the
  /// continuous style follows the offset exactly.
  mutating func update(_ context: BehaviourContext, _ effects: inout BehaviourEffects) {
    let style = context.topBarStyle
    let target = CollapsingTopBarLayout.target(
      scrolled: context.offset, style: style, parameters: spec.parameters)
    if style == .continuous {
      height.jump(to: target.height)
      radius.jump(to: target.cornerRadius)
    } else {
      let duration = CollapsingTopBarLayout.animationDuration
      height.setTarget(target.height, duration: duration, time: context.time)
      radius.setTarget(target.cornerRadius, duration: duration, time: context.time)
      height.update(time: context.time)
      radius.update(time: context.time)
    }
  }

  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext) {
    chrome.chromeBottom = context.device.topSafeArea + height.value
    chrome.clipsContent = true
    if chrome.statusBarBackdrop == nil { chrome.statusBarBackdrop = spec.topColor }
  }

  var isAtRest: Bool { !height.isAnimating && !radius.isAnimating }

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    values.topBarHeight = height.value
    values.topBarCornerRadius = radius.value
  }

  mutating func takeOver(from old: TopBarBehaviour) {
    height = old.height
    radius = old.radius
  }
}
