import DisplayList
import NavGeometry

extension FramePainter {
  /// The tuning HUD (H): offset, velocity, phase, release velocity and frame time.
  ///
  /// Its strings change every frame, so unlike the rest of the frame it allocates; it is off
  /// unless asked for.
  func paintHUD(_ engine: Engine, into list: inout DisplayList) {
    let device = engine.device
    let values = engine.frameValues()
    let panel = Rect(
      x: 12, y: device.size.height - device.bottomSafeArea - 112, width: device.size.width - 24,
      height: 96)
    list.fill(panel, radius: 12, color: Color.black.withOpacity(0.72))
    let font = Font(size: 13, weight: .medium)
    let white = Color.white
    let release = stats.lastReleaseVelocity.map { NumberFormat.fixed($0, 0) + " pt/s" } ?? "—"
    let rate = NumberFormat.fixed(engine.options.tuning.decelerationRate, 4)
    let lines = [
      "offset \(NumberFormat.fixed(values.offset, 1)) pt   v \(NumberFormat.fixed(values.velocity, 0)) pt/s",
      "phase \(values.phase.rawValue)   release \(release)",
      "decel \(rate)\(engine.slowMotion ? "   slow ×10" : "")   status \(engine.statusBarMode.rawValue)",
      "frame \(NumberFormat.fixed(stats.frameMilliseconds, 1)) ms   worst \(NumberFormat.fixed(stats.worstFrameMilliseconds, 1))   dropped \(stats.droppedFrames)",
    ]
    for (index, line) in lines.enumerated() {
      list.text(
        line, font: font, color: white, x: panel.minX + 12,
        midY: panel.minY + 15 + Double(index) * 22)
    }
  }
}
