import DisplayList
import NavGeometry

extension FramePainter {
  /// The strip under two phones: which is A and which is B, centred under each.
  func paintCaptions(_ studio: Studio, into list: inout DisplayList) {
    let size = studio.size
    let strip = Rect(
      x: 0, y: size.height - Studio.captionHeight, width: size.width, height: Studio.captionHeight)
    list.fill(strip, color: Color(hex: 0x1C1C1E))
    paintCaption(studio.names.a, studio, index: 0, midY: strip.midY, into: &list)
    paintCaption(studio.names.b, studio, index: 1, midY: strip.midY, into: &list)
  }

  private func paintCaption(
    _ caption: String, _ studio: Studio, index: Int, midY: Double, into list: inout DisplayList
  ) {
    let width = studio.device.size.width
    list.text(
      caption, font: Font(size: 13, weight: .semibold), color: .white,
      x: studio.origin(ofPhone: index).x + width / 2, midY: midY, alignment: .center,
      maxWidth: width - 16)
  }
}
