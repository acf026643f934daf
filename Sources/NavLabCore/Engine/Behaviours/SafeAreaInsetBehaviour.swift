import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel

/// Views fixed at the bottom of the scroll view (SwiftUI `.safeAreaInset(edge: .bottom)`,
/// ``ScreenSpec/bottomInset``; issue 41): laid out once across the screen's width, drawn over
/// the content just above the home indicator (and the tab bar), and the content's end moves
/// up by their height, so the last row rests above them. SwiftUI's rule: the inset view
/// shrinks the safe area of the view it modifies by its height along that edge (Apple,
/// `safeAreaInset(edge:alignment:spacing:content:)`); it draws no background of its own.
struct SafeAreaInsetBehaviour: ScreenBehaviour {
  /// The inset's content, laid out once.
  var content: LaidOutContent

  init?(_ setup: BehaviourSetup) {
    guard let inset = setup.spec.bottomInset else { return nil }
    content = ContentLayout.layout(
      inset, proposal: ProposedSize(width: setup.width, height: nil), in: setup.environment)
  }

  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.bottomInset = content.size.height
  }

  /// Its top-left corner on screen: its bottom on the bars' top (the tab bar's, else the
  /// home indicator's safe area).
  func origin(_ device: Device, _ insets: ContentInsets, dx: Double) -> Point {
    Point(
      x: dx,
      y: device.size.height - device.bottomSafeArea - insets.bottomBar - content.size.height)
  }

  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .overContent else { return }
    let place = context.place
    let origin = origin(place.device, context.behaviour.insets, dx: place.contentDX)
    list.element(
      .safeAreaInset,
      frame: Rect(x: origin.x, y: origin.y, width: content.size.width, height: content.size.height),
      source: "safeAreaInset.bottom")
    FramePainter.paintBlock(
      content, .bottomInset, scrolls: context.scrolls, chromeBottom: 0, at: origin, opacity: 1,
      place, into: &list)
  }

  func forEachContent(
    _ context: BehaviourContext, dx: Double, rows: [ListRowPlacement],
    _ body: (ContentBlockID, LaidOutContent, Point, _ isChrome: Bool) -> Bool
  ) -> Bool {
    body(.bottomInset, content, origin(context.device, context.insets, dx: dx), true)
  }
}
