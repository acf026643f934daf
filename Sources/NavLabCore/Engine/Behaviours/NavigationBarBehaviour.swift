import ContentLayout
import NavGeometry
import ScreenModel

/// The navigation bar's compact bar: its material, inline title (or principal content), back
/// button and items. Its large title is ``LargeTitleBehaviour``; what the title's opacity,
/// font and colour are comes from the chrome the other behaviours compose.
struct NavigationBarBehaviour: ScreenBehaviour {
  /// The bar's principal content, laid out once in the compact bar (its width less the edge
  /// margins, its 44 pt height).
  var principal: LaidOutContent?

  init?(_ setup: BehaviourSetup) {
    guard setup.spec.hasNavigationBar else { return nil }
    principal = setup.spec.principal.map {
      setup.layout(
        .principal, $0,
        ProposedSize(
          width: max(0, setup.width - 2 * NavigationBarMetrics.edgePadding),
          height: NavigationBarMetrics.barHeight))
    }
  }

  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.top = device.navigationBarTop + NavigationBarMetrics.barHeight
  }

  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext) {
    let bar = context.navigationBar
    chrome.chromeBottom = bar.barBottom
    chrome.barBackgroundAlpha = bar.backgroundAlpha
    chrome.compactBarBottom = context.device.navigationBarTop + NavigationBarMetrics.barHeight
  }

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    values.inlineTitleAlpha = chrome.inlineTitleOpacity ?? 1
  }
}
