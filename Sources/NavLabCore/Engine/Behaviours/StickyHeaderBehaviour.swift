import ContentLayout
import NavGeometry
import ScreenModel

/// A stretchy, sticky header at the top of the content (the album): it runs up under the
/// status bar, stretches on a pull, collapses to its minimum height as the content scrolls,
/// and forms the navigation bar's backdrop (the bar turns transparent, its titles white).
struct StickyHeaderBehaviour: ScreenBehaviour {
  let spec: HeaderSpec
  /// The header's content, laid out once at the header's resting height.
  var content: LaidOutContent?

  init?(_ setup: BehaviourSetup) {
    guard let header = setup.spec.header else { return nil }
    spec = header
    content = header.content.map {
      setup.layout(
        .header, $0,
        ProposedSize(width: setup.width, height: max(0, header.height - setup.device.topSafeArea)))
    }
  }

  /// The header's layout at the context's offset.
  func layout(_ context: BehaviourContext) -> StickyHeaderLayout {
    StickyHeaderLayout(
      offset: context.offset, height: spec.height, minHeight: spec.minHeight,
      topSafeArea: context.device.topSafeArea, width: context.device.size.width)
  }

  /// The content starts at the screen's top: the header's space heads it.
  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.top = 0
    insets.contentHead = max(insets.contentHead, spec.height)
  }

  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext) {
    let header = layout(context)
    // The bars end at the header's bottom, or at the bar's with a large title over it.
    chrome.chromeBottom = max(header.frame.maxY, context.isLarge ? chrome.chromeBottom : 0)
    chrome.coveredAbove = header.frame.maxY
    // Collapsing, it fades the inline title in (a large title cross-fades on its own).
    if !context.isLarge, chrome.inlineTitleOpacity == nil {
      chrome.inlineTitleOpacity = header.inlineTitleOpacity
    }
    chrome.barBackgroundAlpha = nil
    chrome.barTitleColor = .white
    if chrome.statusBarBackdrop == nil { chrome.statusBarBackdrop = spec.topColor }
  }

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    let header = layout(context)
    values.headerHeight = header.frame.height
    values.headerVisibleRatio = header.visibleRatio
  }

  func forEachContent(
    _ context: BehaviourContext, dx: Double, rows: [ListRowPlacement],
    _ body: (ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool {
    guard let content else { return false }
    let frame = layout(context).frame
    return body(.header, content, Point(x: dx, y: frame.maxY - content.size.height), true)
  }
}
