import DisplayList
import NavGeometry

extension FramePainter {
  /// The tuning panel (P): every knob with its value; ↑↓ select, ←→ adjust (Shift ×10),
  /// Ctrl+E exports. Like the HUD, its strings are built per frame while it is open.
  func paintTuningPanel(_ engine: Engine, selection: Int, into list: inout DisplayList) {
    let device = engine.device
    let knobs = TuningKnob.all
    let rowHeight = 24.0
    let panel = Rect(
      x: 10, y: device.topSafeArea + 50, width: device.size.width - 20,
      height: Double(knobs.count) * rowHeight + 52)
    list.fill(panel, radius: 14, color: FramePainter.overlayBacking)
    list.text(
      "Tuning   ↑↓ select  ←→ adjust  ⌃E export", font: Font(size: 13, weight: .semibold),
      color: .white, x: panel.minX + 12, midY: panel.minY + 16)
    for (index, knob) in knobs.enumerated() {
      let midY = panel.minY + 40 + Double(index) * rowHeight
      if index == selection {
        list.fill(
          Rect(
            x: panel.minX + 6, y: midY - rowHeight / 2, width: panel.width - 12, height: rowHeight),
          radius: 6, color: Color(hex: 0x0A84FF, opacity: 0.6))
      }
      list.text(knob.name, font: Font(size: 14), color: .white, x: panel.minX + 14, midY: midY)
      let value = knob.value(engine.options.tuning, engine.top.spec)
      let text =
        knob.name == "large title snap"
        ? (value >= 0.5 ? "on" : "off")
        : NumberFormat.fixed(value, knob.decimals)
      list.text(
        text, font: Font(size: 14, weight: .semibold), color: .white, x: panel.maxX - 14,
        midY: midY, alignment: .trailing)
    }
  }

  /// A red banner across the top, e.g. why a reloaded scene file was refused.
  func paintBanner(_ message: String, device: Device, into list: inout DisplayList) {
    let banner = Rect(x: 8, y: device.topSafeArea + 4, width: device.size.width - 16, height: 56)
    list.fill(banner, radius: 12, color: Color(hex: 0xD70015, opacity: 0.94))
    list.text(
      "Scene not reloaded — showing the last good one", font: Font(size: 13, weight: .bold),
      color: .white, x: banner.minX + 12, midY: banner.minY + 17)
    list.pushClip(banner.insetBy(dx: 12, dy: 0))
    list.text(
      message, font: Font(size: 12), color: .white, x: banner.minX + 12, midY: banner.minY + 38)
    list.popClip()
  }
}
