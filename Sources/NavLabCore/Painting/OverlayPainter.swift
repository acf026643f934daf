import DisplayList
import NavGeometry

extension FramePainter {
  /// The keys the window understands, as the help overlay (?) lists them.
  public static let keyHelp: [(keys: String, does: String)] = [
    ("drag, wheel", "scroll"),
    ("tap, Return", "push a row"),
    ("Esc, Backspace", "pop (or edge swipe)"),
    ("1 2 3 4", "settings, feed, album, blog"),
    ("D", "light / dark"),
    ("S", "status bar mode"),
    ("M", "device"),
    ("R", "portrait / landscape"),
    ("L", "large titles on / off"),
    ("G", "design: iOS 18 / iOS 26"),
    ("A", "text size (Dynamic Type)"),
    ("T", "blog bar: seed / continuous"),
    ("F", "deceleration normal / fast"),
    ("Ctrl+T", "slow motion"),
    ("H", "HUD"),
    ("P", "tuning panel"),
    ("O", "reference overlay: show / hide"),
    ("Shift+O", "overlay 50/25/75 %, difference"),
    ("arrows, Space, Pg", "keyboard scrolling"),
    ("Ctrl+S", "screenshot (native pixels)"),
    ("Ctrl+R", "save the session as a script"),
    ("?", "this help"),
    ("Ctrl+Q", "quit"),
  ]

  /// The help card's keys column: 40 % of the card, at most 160 pt.
  static func helpKeysWidth(_ device: Device) -> Double {
    min(helpCardWidth(device) * 0.4, 160)
  }

  /// The help card's width: the phone's, less 12 pt and the side safe area on each side.
  static func helpCardWidth(_ device: Device) -> Double {
    device.size.width - 2 * (12 + device.sideSafeArea)
  }

  /// The help overlay: a dark card listing the keys.
  func paintHelp(device: Device, into list: inout DisplayList) {
    // 21 pt lines; tighter when the phone is on its side, so every key fits.
    let available = device.size.height - device.topSafeArea - device.bottomSafeArea - 60
    let rowHeight = min(21, available / Double(FramePainter.keyHelp.count))
    let height = Double(FramePainter.keyHelp.count) * rowHeight + 52
    let inset = 12 + device.sideSafeArea
    let card = Rect(
      x: inset, y: max(device.topSafeArea, (device.size.height - height) / 2),
      width: device.size.width - 2 * inset, height: height)
    // Opaque: the list under it must not compete with the keys.
    list.fill(card, radius: 16, color: Color(hex: 0x1C1C1E))
    list.text(
      "Keys", font: Font(size: 17, weight: .bold), color: .white, x: card.minX + 16,
      midY: card.minY + 22)
    let font = Font(size: min(13, rowHeight - 3), weight: .medium)
    let split = card.minX + FramePainter.helpKeysWidth(device)
    for (index, line) in FramePainter.keyHelp.enumerated() {
      let midY = card.minY + 48 + Double(index) * rowHeight
      list.text(
        line.keys, font: font, color: Color.white.withOpacity(0.7), x: split - 10, midY: midY,
        alignment: .trailing)
      list.text(line.does, font: font, color: .white, x: split, midY: midY)
    }
  }

  /// A mode change's toast: a rounded pill near the bottom, fading out over its last 0.3 s; a
  /// saved file's name on a second, smaller line (cut with "…" at the pill's edge).
  func paintToast(_ toast: Toast, time: Double, device: Device, into list: inout DisplayList) {
    let fade = clamp((toast.until - time) / 0.3, 0, 1)
    let height = toast.detail == nil ? 40.0 : 56.0
    let inset = toast.detail == nil ? 40.0 : 16.0
    let pill = Rect(
      x: inset, y: device.size.height - device.bottomSafeArea - 44 - height,
      width: device.size.width - 2 * inset, height: height)
    list.fill(pill, radius: 20, color: Color.black.withOpacity(0.75 * fade))
    list.element(.toast, text: toast.text, frame: pill, opacity: fade)
    if let detail = toast.detail { list.element(.toast, text: detail, frame: pill, opacity: fade) }
    let textY = toast.detail == nil ? pill.midY : pill.minY + 18
    list.text(
      toast.text, font: Font(size: 15, weight: .semibold), color: Color.white.withOpacity(fade),
      x: pill.midX, midY: textY, alignment: .center, maxWidth: pill.width - 24)
    if let detail = toast.detail {
      list.text(
        detail, font: Font(size: 13), color: Color.white.withOpacity(0.85 * fade), x: pill.midX,
        midY: pill.maxY - 17, alignment: .center, maxWidth: pill.width - 24)
    }
  }
}
