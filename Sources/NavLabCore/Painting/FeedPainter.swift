import DisplayList
import NavGeometry

extension FramePainter {
  /// The feed: an iOS 18 title card whose title hands over to the inline title (seed 000).
  mutating func paintFeedScreen(
    _ screen: ScreenState, _ place: Placement, into list: inout DisplayList
  ) {
    let theme = place.theme
    let device = place.device
    list.fill(device.bounds.offsetBy(dx: place.dx), color: theme.background)
    let origin = screen.contentOrigin
    let barBottom = device.navigationBarTop + NavigationBarMetrics.barHeight
    if let card = screen.card {
      let frame = card.cardFrame.offsetBy(dx: place.contentDX, dy: origin)
      if frame.maxY > 0 {
        list.fill(frame, radius: TitleCardLayout.cornerRadius, color: theme.cardMaterial)
        list.element(.card, text: screen.spec.title, frame: frame, source: "card")
        // The card's icon, title and callout stop at the bar's bottom edge: under the
        // translucent bar they would show through behind the inline title that replaces them.
        list.pushClip(
          Rect(
            x: place.dx, y: barBottom, width: device.size.width,
            height: max(0, device.size.height - barBottom)))
        let icon = card.iconFrame.offsetBy(dx: place.contentDX, dy: origin)
        list.element(
          .image, frame: icon,
          source: screen.spec.card.iconImage == nil ? "card.icon" : "card.iconImage")
        if let image = screen.spec.card.iconImage {
          list.image(image.id, in: icon, radius: TitleCardLayout.cornerRadius)
        } else {
          list.fill(
            icon, radius: TitleCardLayout.cornerRadius, color: theme.accent(screen.spec.card.icon))
          list.symbol(.carrot, in: icon.insetBy(dx: 16, dy: 16), color: .white)
        }
        let title = card.titleFrame.offsetBy(dx: place.contentDX, dy: origin)
        list.text(
          screen.spec.title, font: .cardTitle, color: theme.label, x: title.midX, midY: title.midY,
          alignment: .center, maxWidth: title.width)
        list.textElement(
          .text, screen.spec.title, font: .cardTitle, x: title.midX, midY: title.midY,
          alignment: .center, maxWidth: title.width, source: "title")
        let callout = card.calloutFrame.offsetBy(dx: place.contentDX, dy: origin)
        for (line, text) in screen.spec.card.callout.enumerated() {
          list.text(
            text, font: .callout, color: theme.label, x: callout.midX,
            midY: callout.minY + TitleCardLayout.calloutLineHeight * (Double(line) + 0.5),
            alignment: .center, maxWidth: callout.width)
          list.textElement(
            .text, text, font: .callout, x: callout.midX,
            midY: callout.minY + TitleCardLayout.calloutLineHeight * (Double(line) + 0.5),
            alignment: .center, maxWidth: callout.width, source: "card.callout[\(line)]")
        }
        list.popClip()
      }
    }
    paintList(screen, style: .feed, place, minY: 0, maxY: device.size.height, into: &list)
    let backgroundAlpha = clamp(screen.offset / NavigationBarMetrics.backgroundBlendDistance, 0, 1)
    paintCompactBar(
      title: screen.spec.title,
      titleAlpha: screen.cardTitleOpacity(device: device) * place.titleAlpha,
      backgroundAlpha: backgroundAlpha, barBottom: barBottom, place, titleFont: .cardInlineTitle,
      into: &list)
  }
}
