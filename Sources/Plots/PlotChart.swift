import NavGeometry
import NavLabCore
import ScrollPhysics

/// The chart `navlab plot` draws: a screen's geometry curves (or every screen's), the
/// status-bar panel and a fling.
public enum PlotChart {
  /// The chart for `screen` ("settings", "feed", "album", "blog" or "all") on `device`,
  /// offsets in `range` sampled every `step` points, with `fling`'s panels last; nil for an
  /// unknown screen.
  public static func make(
    screen: String, device: Device, range: ClosedRange<Double> = GeometryCurves.defaultRange,
    step: Double = 1, fling: FlingCurve, comparison: FlingComparison? = nil
  ) -> Chart? {
    guard
      let geometry = GeometryCurves.panels(
        screen: screen, device: device, range: range, step: step)
    else { return nil }
    let name =
      screen.lowercased() == "all"
      ? "All screens" : screen.prefix(1).uppercased() + screen.dropFirst().lowercased()
    let label = GeometryCurves.label
    let rate = fling.rate == .normal ? "normal" : fling.rate == .fast ? "fast" : "custom"
    if let comparison {
      return Chart(
        title: "NavLab geometry curves: \(name), \(device.name); A \(comparison.names[0]) vs B "
          + comparison.names[1],
        subtitle: [
          "x: scroll offset in points from the resting top (positive: content moved up; "
            + "negative: pulled down), \(label(range.lowerBound)) to \(label(range.upperBound)).",
          "Fling: \(label(comparison.a.velocity)) pt/s under each tuning, on the same axes.",
        ],
        panels: geometry + comparison.panels)
    }
    return Chart(
      title: "NavLab geometry curves: \(name), \(device.name)",
      subtitle: [
        "x: scroll offset in points from the resting top (positive: content moved up; negative: "
          + "pulled down), \(label(range.lowerBound)) to \(label(range.upperBound)), every "
          + "\(label(step)) pt.",
        "Animated values are plotted as their targets. Fling: \(label(fling.velocity)) pt/s, "
          + "\(rate) deceleration (\(GeometryCurves.rateLabel(fling.rate.perMillisecond))/ms).",
      ],
      panels: geometry + fling.panels)
  }
}
