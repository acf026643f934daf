import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// A title card in the content (iOS 18, seed 000): icon tile, title and callout in a rounded
  /// card, whose title hands over to the bar's inline title as it scrolls behind the bar.
  func paintTitleCard(
    _ card: TitleCardLayout, _ spec: CardSpec, content: LaidOutContent?, title: String,
    origin: Double,
    barBottom: Double, _ place: Placement, scrolls: NestedScrolls = NestedScrolls(),
    into list: inout DisplayList
  ) {
    let theme = place.theme
    let device = place.device
    let frame = card.cardFrame.offsetBy(dx: place.contentDX, dy: origin)
    guard frame.maxY > 0 else { return }
    // Over an inset-grouped list the card is drawn as the cells are (iOS 18 Settings' detail
    // pages); over a plain list, in the card material of seed 000.
    let fill = place.insetGrouped ? theme.cellBackground : theme.cardMaterial
    list.fill(frame, radius: TitleCardLayout.cornerRadius, color: fill)
    list.element(.card, text: title, frame: frame, source: "card")
    // The card's icon, title and callout stop at the bar's bottom edge: under the translucent
    // bar they would show through behind the inline title that replaces them.
    list.pushClip(
      Rect(
        x: place.dx, y: barBottom, width: device.size.width,
        height: max(0, device.size.height - barBottom)))
    let icon = card.iconFrame.offsetBy(dx: place.contentDX, dy: origin)
    if let image = spec.iconImage {
      list.image(image.id, in: icon, radius: TitleCardLayout.cornerRadius)
      list.element(.image, frame: icon, source: "card.iconImage")
    } else {
      list.fill(icon, radius: TitleCardLayout.cornerRadius, color: theme.accent(spec.icon))
      list.symbol(spec.glyph, in: icon.insetBy(dx: 16, dy: 16), color: .white)
      list.element(.image, frame: icon, source: "card.icon")
    }
    let titleFrame = card.titleFrame.offsetBy(dx: place.contentDX, dy: origin)
    list.text(
      title, font: .cardTitle, color: theme.label, x: titleFrame.midX, midY: titleFrame.midY,
      alignment: .center, maxWidth: titleFrame.width)
    list.textElement(
      .text, title, font: .cardTitle, x: titleFrame.midX, midY: titleFrame.midY,
      alignment: .center, maxWidth: titleFrame.width, source: "title")
    let callout = card.calloutFrame.offsetBy(dx: place.contentDX, dy: origin)
    if let content {
      FramePainter.paintBlock(
        content, .card, scrolls: scrolls, chromeBottom: barBottom,
        at: Point(x: callout.midX - content.size.width / 2, y: callout.minY), opacity: 1, place,
        into: &list)
    } else {
      paintCallout(spec.callout, in: callout, theme: theme, into: &list)
    }
    list.popClip()
  }

  private func paintCallout(
    _ lines: [String], in callout: Rect, theme: Theme, into list: inout DisplayList
  ) {
    for (line, text) in lines.enumerated() {
      list.text(
        text, font: .callout, color: theme.label, x: callout.midX,
        midY: callout.minY + TitleCardLayout.calloutLineHeight * (Double(line) + 0.5),
        alignment: .center, maxWidth: callout.width)
      list.textElement(
        .text, text, font: .callout, x: callout.midX,
        midY: callout.minY + TitleCardLayout.calloutLineHeight * (Double(line) + 0.5),
        alignment: .center, maxWidth: callout.width, source: "card.callout[\(line)]")
    }
  }
}

extension TitleCardBehaviour {
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .content else { return }
    let device = context.place.device
    painter.paintTitleCard(
      layout, spec, content: content, title: context.title,
      origin: context.behaviour.contentOrigin,
      barBottom: device.navigationBarTop + NavigationBarMetrics.barHeight, context.place,
      scrolls: context.scrolls, into: &list)
  }
}
