import ContentLayout
import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// A header that stretches when pulled and collapses into a sticky bar under the status
  /// bar, drawn over the content so that it stays on top once collapsed.
  func paintStickyHeader(
    _ layout: StickyHeaderLayout, _ header: HeaderSpec, content: LaidOutContent?,
    _ place: Placement, scrolls: NestedScrolls = NestedScrolls(), into list: inout DisplayList
  ) {
    let device = place.device
    let frame = layout.frame.offsetBy(dx: place.dx)
    list.gradient(frame, top: header.topColor, bottom: header.bottomColor)
    list.element(.header, frame: frame, opacity: 1, source: "header")
    if let background = header.background {
      // The scene's background image fills the header as it stretches and collapses, under
      // a dark veil at the bottom so the cover and title keep their contrast.
      list.image(background.id, in: frame)
      list.gradient(
        frame, top: Color.black.withOpacity(0.1), bottom: Color.black.withOpacity(0.6))
    }
    if let content {
      // The header's content stands on its bottom edge and fades as the header collapses.
      list.pushClip(frame)
      FramePainter.paintBlock(
        content, .header, scrolls: scrolls, chromeBottom: frame.maxY,
        at: Point(x: place.contentDX, y: frame.maxY - content.size.height),
        opacity: clamp((layout.visibleRatio - 0.3) / 0.5, 0, 1), place, into: &list)
      list.popClip()
    }
    let coverAlpha = clamp((layout.visibleRatio - 0.3) / 0.5, 0, 1)
    let available = frame.height - device.topSafeArea - 24
    let side = min(200 * layout.coverScale, max(0, available))
    guard header.showsCover, coverAlpha > 0, side > 8 else { return }
    let cover = Rect(
      x: frame.midX - side / 2, y: frame.maxY - 12 - side, width: side, height: side)
    list.pushClip(frame)
    list.shadow(cover, radius: 5, blur: 12, color: Color.black.withOpacity(0.5 * coverAlpha))
    if let artwork = header.artwork {
      // The scene's artwork replaces the drawn cover and its lettering.
      list.image(artwork.id, in: cover, radius: 5, opacity: coverAlpha)
    } else {
      paintDrawnCover(cover, alpha: coverAlpha, side: side, header: header, into: &list)
    }
    list.element(
      .image, text: header.coverTitle, frame: cover, opacity: coverAlpha,
      source: header.artwork == nil ? "header.coverTitle" : "header.artwork")
    list.popClip()
  }

  /// The cover NavLab draws when the scene gives no artwork: a red gradient with lettering.
  private func paintDrawnCover(
    _ cover: Rect, alpha coverAlpha: Double, side: Double, header: HeaderSpec,
    into list: inout DisplayList
  ) {
    list.gradient(
      cover, radius: 5, top: Color(hex: 0xC9302C).withOpacity(coverAlpha),
      bottom: Color(hex: 0x2B0A0A).withOpacity(coverAlpha))
    let scale = side / 200
    list.text(
      header.coverTitle, font: Font(size: 30, weight: .bold),
      color: Color.white.withOpacity(coverAlpha),
      x: cover.midX, midY: cover.minY + 40 * scale, alignment: .center, scale: scale)
    list.text(
      header.coverSubtitle, font: Font(size: 12, weight: .semibold),
      color: Color.white.withOpacity(0.8 * coverAlpha), x: cover.midX,
      midY: cover.maxY - 24 * scale, alignment: .center, scale: scale)
  }
}

extension StickyHeaderBehaviour {
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .overContent else { return }
    painter.paintStickyHeader(
      layout(context.behaviour), spec, content: content, context.place,
      scrolls: context.scrolls, into: &list)
  }
}
