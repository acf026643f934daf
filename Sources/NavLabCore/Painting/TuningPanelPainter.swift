import DisplayList
import NavGeometry

extension FramePainter {
  /// The tuning panel (P): every knob with its value; ↑↓ select, ←→ adjust (Shift ×10),
  /// Ctrl+E saves. A knob moved away from stock shows a yellow dot, its value in yellow and
  /// stock's value beside it. Like the HUD, its strings are built per frame while it is open.
  func paintTuningPanel(_ engine: Engine, selection: Int, into list: inout DisplayList) {
    let device = engine.device
    let knobs = TuningKnob.all
    let rowHeight = 24.0
    let panel = Rect(
      x: 10, y: device.topSafeArea + 50, width: device.size.width - 20,
      height: Double(knobs.count) * rowHeight + 52)
    list.fill(panel, radius: 14, color: FramePainter.overlayBacking)
    list.text(
      "Tuning   ↑↓ select  ←→ adjust  ⌃E save", font: Font(size: 13, weight: .semibold),
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
      if knob.differsFromStock(engine.options.tuning, engine.top.spec) {
        // Changed from stock: a yellow dot, and stock's value beside the tuned one.
        list.fill(
          Rect(x: panel.minX + 5, y: midY - 2.5, width: 5, height: 5), radius: 2.5,
          color: FramePainter.changedKnob)
        list.text(
          "stock " + knob.formatted(knob.stockValue(engine.top.spec)), font: Font(size: 12),
          color: Color.white.withOpacity(0.55), x: panel.maxX - 74, midY: midY,
          alignment: .trailing)
      }
      list.text(
        knob.formatted(value), font: Font(size: 14, weight: .semibold),
        color: knob.differsFromStock(engine.options.tuning, engine.top.spec)
          ? FramePainter.changedKnob : .white,
        x: panel.maxX - 14, midY: midY, alignment: .trailing)
    }
  }

  /// The colour of a knob the tuning moved away from stock (iOS system yellow, dark).
  static let changedKnob = Color(hex: 0xFFD60A)
}
