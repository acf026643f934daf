import ContentLayout
import NavGeometry
import ScreenModel

/// Views pinned above the scroll view (``ScreenSpec/pinned``: a `VStack`'s views before its
/// `ScrollView`, without a navigation bar): the content starts, and clips, under them.
struct PinnedContentBehaviour: ScreenBehaviour {
  /// The pinned content, laid out once across the screen's width.
  var content: LaidOutContent

  init?(_ setup: BehaviourSetup) {
    guard let pinned = setup.spec.pinned else { return nil }
    content = setup.layout(.pinned, pinned, ProposedSize(width: setup.width, height: nil))
  }

  /// The scroll view sits under the pinned views, as a VStack's ScrollView under the views
  /// before it.
  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.top = device.topSafeArea + content.size.height
  }

  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext) {
    chrome.chromeBottom = context.device.topSafeArea + content.size.height
    chrome.clipsContent = true
  }

  func forEachContent(
    _ context: BehaviourContext, dx: Double, rows: [ListRowPlacement],
    _ body: (ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool {
    body(.pinned, content, Point(x: dx, y: context.device.topSafeArea), true)
  }
}
