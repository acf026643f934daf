/// The trace's CSV format (DESIGN.md's contract): a header row, then one row per frame.
public enum TraceFormatter {
  public static let columns = [
    "frame", "t_ms", "offset", "velocity", "phase", "large_title_scale", "large_title_alpha",
    "inline_title_alpha", "nav_background_alpha", "card_title_alpha", "header_height",
    "header_visible_ratio", "top_bar_height", "top_bar_corner_radius", "status_bar_hidden",
    "status_bar_style", "fling_velocity",
  ]

  public static var header: String { columns.joined(separator: ",") + "\n" }

  /// Appends one frame's row to `line` (cleared first). Numbers use a fixed number of decimals so
  /// the same run gives the same bytes everywhere.
  public static func row(
    frame: Int, timeMilliseconds: Double, values: FrameValues, into line: inout String
  ) {
    line.removeAll(keepingCapacity: true)
    line += String(frame)
    line += ","
    NumberFormat.append(timeMilliseconds, 3, to: &line)
    line += ","
    NumberFormat.append(values.offset, 3, to: &line)
    line += ","
    NumberFormat.append(values.velocity, 3, to: &line)
    line += ","
    line += values.phase.rawValue
    for optional in [
      values.largeTitleScale, values.largeTitleAlpha, values.inlineTitleAlpha,
      values.navBackgroundAlpha, values.cardTitleAlpha,
    ] {
      line += ","
      if let value = optional { NumberFormat.append(value, 4, to: &line) }
    }
    for optional in [
      values.headerHeight, values.headerVisibleRatio, values.topBarHeight,
      values.topBarCornerRadius,
    ] {
      line += ","
      if let value = optional { NumberFormat.append(value, 3, to: &line) }
    }
    line += values.statusBarHidden ? ",1," : ",0,"
    line += values.statusBarStyle.rawValue
    line += ","
    if let velocity = values.flingVelocity { NumberFormat.append(velocity, 3, to: &line) }
    line += "\n"
  }
}
