import DisplayList
import NavGeometry

/// The red banner's message broken into lines at one width. The painter keeps one and
/// re-wraps only when the message or the width changes, so a frame with the banner does not
/// allocate.
struct BannerLines {
  private(set) var message = ""
  private(set) var width = 0.0
  private(set) var lines: [String] = []

  /// At most this many lines; the last one ends with "…" when the message needs more.
  static let maximumLines = 5

  mutating func update(_ message: String, width: Double) {
    guard message != self.message || width != self.width || lines.isEmpty else { return }
    self.message = message
    self.width = width
    lines = TextWrapping.lines(message, fontSize: FramePainter.bannerFontSize, width: width)
    if lines.count > Self.maximumLines {
      lines.removeLast(lines.count - Self.maximumLines)
      lines[Self.maximumLines - 1] += " …"
    }
  }
}

extension FramePainter {
  static let bannerFontSize = 12.0
  static let bannerLineHeight = 15.0

  /// The room for the message inside the banner: the phone's width less 8 pt margins and
  /// 12 pt padding on each side.
  static func bannerTextWidth(_ device: Device) -> Double { device.size.width - 16 - 24 }

  /// The banner for `message`: its lines at the banner's width, as the painter wraps them.
  static func bannerFrame(message: String, device: Device) -> Rect {
    let lines = TextWrapping.lines(
      message, fontSize: bannerFontSize, width: bannerTextWidth(device))
    return bannerFrame(lines: min(lines.count, BannerLines.maximumLines), device: device)
  }

  /// The banner for `lines` lines of message: 30 pt for the title, then a line each.
  static func bannerFrame(lines: Int, device: Device) -> Rect {
    Rect(
      x: 8, y: device.topSafeArea + 4, width: device.size.width - 16,
      height: 30 + Double(max(lines, 1)) * bannerLineHeight + 8)
  }

  /// A red banner across the top, e.g. why a reloaded scene file was refused: `heading` says
  /// what still shows or runs, the message wraps onto as many lines as it needs (up to five)
  /// instead of being cut at the edge, and a × says a click puts it away.
  func paintBanner(
    _ lines: [String], heading: String, device: Device, into list: inout DisplayList
  ) {
    let banner = FramePainter.bannerFrame(lines: lines.count, device: device)
    list.fill(banner, radius: 12, color: Color(hex: 0xD70015, opacity: 0.94))
    list.element(.banner, text: heading, frame: banner)
    list.element(.banner, text: lines.joined(separator: " "), frame: banner)
    list.text(
      heading, font: Font(size: 13, weight: .bold), color: .white, x: banner.minX + 12,
      midY: banner.minY + 17, maxWidth: banner.width - 48)
    list.text(
      "×", font: Font(size: 20, weight: .semibold), color: Color.white.withOpacity(0.85),
      x: banner.maxX - 12, midY: banner.minY + 16, alignment: .trailing)
    list.pushClip(banner.insetBy(dx: 12, dy: 0))
    for (index, line) in lines.enumerated() {
      list.text(
        line, font: Font(size: FramePainter.bannerFontSize), color: .white, x: banner.minX + 12,
        midY: banner.minY + 38 + Double(index) * FramePainter.bannerLineHeight,
        maxWidth: banner.width - 24)
    }
    list.popClip()
  }
}
