import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// Backing of the HUD, its graph and the tuning panel: opaque (iOS secondary system
  /// background, dark), so the list's text never shows through behind the overlay's
  /// (before: black at 72 %).
  static let overlayBacking = Color(hex: 0x1C1C1E)

  /// The tuning HUD (H): offset, velocity, phase, release velocity and frame time.
  ///
  /// Its strings change every frame, so unlike the rest of the frame it allocates; it is off
  /// unless asked for.
  func paintHUD(_ engine: Engine, slowMotion: Bool, into list: inout DisplayList) {
    let device = engine.device
    let values = engine.frameValues()
    let panel = Rect(
      x: 12, y: device.size.height - device.bottomSafeArea - 112, width: device.size.width - 24,
      height: 96)
    list.fill(panel, radius: 12, color: FramePainter.overlayBacking)
    let font = Font(size: 13, weight: .medium)
    let white = Color.white
    let release = stats.lastReleaseVelocity.map { NumberFormat.fixed($0, 0) + " pt/s" } ?? "—"
    let rate = NumberFormat.fixed(engine.options.tuning.decelerationRate, 4)
    let lines = [
      "offset \(NumberFormat.fixed(values.offset, 1)) pt   v \(NumberFormat.fixed(values.velocity, 0)) pt/s",
      "phase \(values.phase.rawValue)   release \(release)   font \(engine.options.fontName)",
      "decel \(rate)\(slowMotion ? "   slow ×10" : "")   status \(engine.statusBarMode.rawValue)"
        + (engine.fingerLabel.map { "   finger \($0)" } ?? ""),
      "frame \(NumberFormat.fixed(stats.frameMilliseconds, 1)) ms   worst \(NumberFormat.fixed(stats.worstFrameMilliseconds, 1))   dropped \(stats.droppedFrames)",
    ]
    paintFrameGraph(
      in: Rect(x: panel.minX, y: panel.minY - 46, width: panel.width, height: 40), into: &list)
    for (index, line) in lines.enumerated() {
      list.text(
        line, font: font, color: white, x: panel.minX + 12,
        midY: panel.minY + 15 + Double(index) * 22)
    }
    paintLiveState(
      engine.liveSession, at: engine.time, above: panel.minY - 52, width: panel.width,
      into: &list)
  }

  /// Most state values the HUD lists (the trace has them all: `--trace-state`).
  static let hudStateLines = 5

  /// A live program's state over the frame graph: a line per value, `name  value`, the
  /// first ``hudStateLines`` in the program's order, then how many more; first, when the
  /// program is slow or starting again, a line saying so (``LiveSession/statusLine(at:)``).
  func paintLiveState(
    _ session: LiveSession, at time: Double, above bottom: Double, width: Double,
    into list: inout DisplayList
  ) {
    let names = session.stateNames
    let status = session.statusLine(at: time)
    guard !names.isEmpty || status != nil else { return }
    let shown = min(names.count, FramePainter.hudStateLines)
    let stateLines = shown + (names.count > shown ? 1 : 0)
    let count = stateLines + (status != nil ? 1 : 0)
    let panel = Rect(
      x: 12, y: bottom - Double(count) * 20 - 8, width: width, height: Double(count) * 20 + 8)
    list.fill(panel, radius: 12, color: FramePainter.overlayBacking)
    let font = Font(size: 13, weight: .medium)
    if let status {
      list.text(
        status, font: font, color: Color(hex: 0xFFD60A), x: panel.minX + 12,
        midY: panel.minY + 14, maxWidth: panel.width - 24)
    }
    let first = status != nil ? 1 : 0
    for index in 0..<stateLines {
      var line: String
      if index < shown {
        line = names[index] + "  "
        switch session.stateValues[index] {
        case .number(let value)?: line += NumberFormat.shortest((value * 1000).rounded() / 1000)
        case .bool(let flag)?: line += flag ? "true" : "false"
        case .text(let text)?: line += "\"" + Quoted.cut(text) + "\""
        case nil: line += "—"
        }
      } else {
        line = "… \(names.count - shown) more (--trace-state)"
      }
      list.text(
        line, font: font, color: .white, x: panel.minX + 12,
        midY: panel.minY + 14 + Double(index + first) * 20,
        maxWidth: panel.width - 24)
    }
  }

  /// Frame times of the last two seconds as bars, oldest on the left; the line is the frame
  /// budget, red bars missed it.
  private func paintFrameGraph(in rect: Rect, into list: inout DisplayList) {
    list.fill(rect, radius: 8, color: FramePainter.overlayBacking)
    let count = stats.history.count
    let plot = rect.insetBy(dx: 8, dy: 5)
    let barWidth = plot.width / Double(count)
    // Bars are scaled so that twice the budget fills the graph.
    let full = 2 * stats.budgetMilliseconds
    for index in 0..<count {
      let time = stats.history[(stats.next + index) % count]
      guard time > 0 else { continue }
      let height = min(1, time / full) * plot.height
      list.fill(
        Rect(
          x: plot.minX + Double(index) * barWidth, y: plot.maxY - height,
          width: max(barWidth - 0.5, 0.5), height: height),
        color: time > stats.budgetMilliseconds * 1.5 ? Color(hex: 0xFF453A) : Color(hex: 0x30D158))
    }
    list.fill(
      Rect(x: plot.minX, y: plot.maxY - plot.height / 2, width: plot.width, height: 0.5),
      color: Color.white.withOpacity(0.6))
  }
}
