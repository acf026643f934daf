import ContentLayout
import NavGeometry
import ScreenModel

/// A title card at the top of the content (seed 000) that hands its title to the inline bar as
/// it scrolls under it.
struct TitleCardBehaviour: ScreenBehaviour {
  let spec: CardSpec
  let layout: TitleCardLayout
  /// The card's content under its title, laid out once at the card's text width.
  var content: LaidOutContent?

  init?(_ setup: BehaviourSetup) {
    guard let card = setup.spec.card else { return nil }
    let width = setup.width
    let margin =
      setup.spec.listStyle == .insetGrouped
      ? setup.metrics.sideMargin(width: width) : TitleCardLayout.padding
    let content = card.content.map {
      setup.layout(
        .card, $0,
        ProposedSize(width: max(0, width - 2 * margin - 2 * TitleCardLayout.padding), height: nil))
    }
    spec = card
    self.content = content
    // The card sits under the header's space in the content, when there is a header.
    layout = TitleCardLayout(
      width: width, calloutLineCount: card.callout.count, top: setup.spec.header?.height ?? 0,
      sideMargin: margin, calloutHeight: content?.size.height)
  }

  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.contentHead = max(insets.contentHead, layout.height)
  }

  /// Seed 000's formula on the card title's frame in the viewport, against the bar's bottom
  /// (the scroll view's top inset).
  func titleOpacity(_ context: BehaviourContext) -> Double {
    TitleCardLayout.inlineTitleOpacity(
      titleMinY: context.contentOrigin + layout.titleFrame.minY,
      titleHeight: layout.titleFrame.height,
      topInset: context.device.navigationBarTop + NavigationBarMetrics.barHeight)
  }

  func compose(_ chrome: inout ChromeState, _ context: BehaviourContext) {
    if chrome.inlineTitleOpacity == nil { chrome.inlineTitleOpacity = titleOpacity(context) }
    chrome.barTitleFont = .cardInlineTitle
  }

  func report(_ values: inout FrameValues, _ context: BehaviourContext, _ chrome: ChromeState) {
    values.cardTitleAlpha = titleOpacity(context)
  }

  func forEachContent(
    _ context: BehaviourContext, dx: Double, rows: [ListRowPlacement],
    _ body: (ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool {
    guard let content else { return false }
    let callout = layout.calloutFrame.offsetBy(dx: dx, dy: context.contentOrigin)
    return body(
      .card, content, Point(x: callout.midX - content.size.width / 2, y: callout.minY), false)
  }
}
