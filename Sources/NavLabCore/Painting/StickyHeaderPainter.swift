import ContentLayout
import DisplayList
import NavGeometry

extension FramePainter {
  static let albumActions: [Symbol] = [.heart, .download, .ellipsis]
  /// Spotify's green, for the play and shuffle buttons (ScrollKit's demo mimics Spotify).
  static let spotifyGreen = Color(hex: 0x1DB954)

  /// The header's text block under a stretchy header (seeds 002/004, ScrollKit's Spotify
  /// demo): title, artist, detail and the action buttons, scrolling with the content.
  func paintHeaderInfo(
    _ screen: ScreenState, _ header: HeaderSpec, _ place: Placement, into list: inout DisplayList
  ) {
    let theme = place.theme
    let info = screen.contentOrigin + header.height
    let infoRoom = max(0, place.contentWidth - 32)
    list.text(
      screen.spec.title, font: .title2, color: theme.label, x: place.contentDX + 16,
      midY: info + 28, maxWidth: infoRoom)
    list.text(
      header.artist, font: Font(size: 13, weight: .bold), color: theme.label,
      x: place.contentDX + 16, midY: info + 58, maxWidth: infoRoom)
    list.text(
      header.detail, font: Font(size: 13, weight: .bold), color: theme.secondaryLabel,
      x: place.contentDX + 16, midY: info + 78, maxWidth: infoRoom)
    list.textElement(
      .text, screen.spec.title, font: .title2, x: place.contentDX + 16, midY: info + 28,
      maxWidth: infoRoom, source: "title")
    list.textElement(
      .text, header.artist, font: Font(size: 13, weight: .bold), x: place.contentDX + 16,
      midY: info + 58, maxWidth: infoRoom, source: "header.artist")
    list.textElement(
      .text, header.detail, font: Font(size: 13, weight: .bold), x: place.contentDX + 16,
      midY: info + 78, maxWidth: infoRoom, source: "header.detail")
    let buttons = info + 114
    for (slot, symbol) in FramePainter.albumActions.enumerated() {
      let rect = Rect(
        x: place.contentDX + 16 + Double(slot) * 40, y: buttons - 11, width: 22, height: 22)
      list.symbol(symbol, in: rect, color: theme.secondaryLabel)
      list.element(.button, text: symbol.sceneName, frame: rect, source: "header")
    }
    list.symbol(
      .shuffle,
      in: Rect(
        x: place.contentDX + place.contentWidth - 110, y: buttons - 10, width: 22, height: 20),
      color: FramePainter.spotifyGreen)
    let play = Rect(
      x: place.contentDX + place.contentWidth - 68, y: buttons - 26, width: 52, height: 52)
    list.fill(play, radius: 26, color: FramePainter.spotifyGreen)
    list.symbol(.play, in: play.insetBy(dx: 17, dy: 15), color: .black)
    list.element(.button, text: "play", frame: play, source: "header")
  }

  /// A header that stretches when pulled and collapses into a sticky bar under the status
  /// bar, drawn over the content so that it stays on top once collapsed.
  func paintStickyHeader(
    _ layout: StickyHeaderLayout, _ header: HeaderSpec, content: LaidOutContent?,
    _ place: Placement, into list: inout DisplayList
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
      FramePainter.paintContent(
        content,
        at: Point(x: place.contentDX, y: frame.maxY - content.size.height),
        opacity: clamp((layout.visibleRatio - 0.3) / 0.5, 0, 1), theme: place.theme,
        into: &list)
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
