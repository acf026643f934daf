import NavLabCore
import ScreenModel

/// The trace's CSV format (DESIGN.md's contract): a header row, then one row per frame.
public enum TraceFormatter {
  public static let columns = [
    "frame", "t_ms", "offset", "velocity", "phase", "large_title_scale", "large_title_alpha",
    "inline_title_alpha", "nav_background_alpha", "card_title_alpha", "header_height",
    "header_visible_ratio", "top_bar_height", "top_bar_corner_radius", "status_bar_hidden",
    "status_bar_style", "fling_velocity",
    // Issue 14's chrome, appended so existing columns keep their positions.
    "search_field_height", "search_field_alpha", "refresh_state", "refresh_progress",
    "tab_bar_alpha", "tab_bar_minimized",
    // Search focus (both placements) and iOS 26's bottom search field, appended after them.
    "search_focus", "bottom_search_y",
  ]

  public static var header: String { columns.joined(separator: ",") + "\n" }

  /// The number columns again, for phone B of `--compare`: `offset_b` … `bottom_search_y_b`,
  /// after every column above, in their order. Text columns (`phase`, `status_bar_style`,
  /// `refresh_state`) are not repeated; `frame` and `t_ms` are shared.
  public static let comparedColumns = [
    "offset", "velocity", "large_title_scale", "large_title_alpha", "inline_title_alpha",
    "nav_background_alpha", "card_title_alpha", "header_height", "header_visible_ratio",
    "top_bar_height", "top_bar_corner_radius", "status_bar_hidden", "fling_velocity",
    "search_field_height", "search_field_alpha", "refresh_progress", "tab_bar_alpha",
    "tab_bar_minimized", "search_focus", "bottom_search_y",
  ].map { $0 + "_b" }

  /// The header of a trace with B's columns when `compared`.
  public static func header(compared: Bool) -> String {
    compared ? (columns + comparedColumns).joined(separator: ",") + "\n" : header
  }

  /// Appends one frame's row to `line` (cleared first). Numbers use a fixed number of decimals so
  /// the same run gives the same bytes everywhere.
  ///
  /// `state` and `stateColumns` add `--trace-state`'s cells: the first `stateColumns` values of
  /// a live program's state (``LiveSession/stateValues``), after every other column.
  public static func row(
    frame: Int, timeMilliseconds: Double, values: FrameValues, compared: FrameValues? = nil,
    state: [LiveValue?] = [], stateColumns: Int = 0, into line: inout String
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
    // One call per column rather than a loop over an array literal, which allocated per row.
    appendOptional(values.largeTitleScale, 4, to: &line)
    appendOptional(values.largeTitleAlpha, 4, to: &line)
    appendOptional(values.inlineTitleAlpha, 4, to: &line)
    appendOptional(values.navBackgroundAlpha, 4, to: &line)
    appendOptional(values.cardTitleAlpha, 4, to: &line)
    appendOptional(values.headerHeight, 3, to: &line)
    appendOptional(values.headerVisibleRatio, 3, to: &line)
    appendOptional(values.topBarHeight, 3, to: &line)
    appendOptional(values.topBarCornerRadius, 3, to: &line)
    line += values.statusBarHidden ? ",1," : ",0,"
    line += values.statusBarStyle.rawValue
    line += ","
    if let velocity = values.flingVelocity { NumberFormat.append(velocity, 3, to: &line) }
    appendOptional(values.searchFieldHeight, 3, to: &line)
    appendOptional(values.searchFieldAlpha, 4, to: &line)
    line += ","
    if let state = values.refreshState { line += state }
    appendOptional(values.refreshProgress, 4, to: &line)
    appendOptional(values.tabBarAlpha, 4, to: &line)
    appendOptional(values.tabBarMinimized, 4, to: &line)
    appendOptional(values.searchFocus, 4, to: &line)
    appendOptional(values.bottomSearchY, 3, to: &line)
    if let compared { appendCompared(compared, to: &line) }
    if stateColumns > 0 { appendState(state, columns: stateColumns, to: &line) }
    line += "\n"
  }

  /// B's number cells (``comparedColumns``), each with the decimals of A's column.
  private static func appendCompared(_ values: FrameValues, to line: inout String) {
    line += ","
    NumberFormat.append(values.offset, 3, to: &line)
    line += ","
    NumberFormat.append(values.velocity, 3, to: &line)
    appendOptional(values.largeTitleScale, 4, to: &line)
    appendOptional(values.largeTitleAlpha, 4, to: &line)
    appendOptional(values.inlineTitleAlpha, 4, to: &line)
    appendOptional(values.navBackgroundAlpha, 4, to: &line)
    appendOptional(values.cardTitleAlpha, 4, to: &line)
    appendOptional(values.headerHeight, 3, to: &line)
    appendOptional(values.headerVisibleRatio, 3, to: &line)
    appendOptional(values.topBarHeight, 3, to: &line)
    appendOptional(values.topBarCornerRadius, 3, to: &line)
    line += values.statusBarHidden ? ",1" : ",0"
    appendOptional(values.flingVelocity, 3, to: &line)
    appendOptional(values.searchFieldHeight, 3, to: &line)
    appendOptional(values.searchFieldAlpha, 4, to: &line)
    appendOptional(values.refreshProgress, 4, to: &line)
    appendOptional(values.tabBarAlpha, 4, to: &line)
    appendOptional(values.tabBarMinimized, 4, to: &line)
    appendOptional(values.searchFocus, 4, to: &line)
    appendOptional(values.bottomSearchY, 3, to: &line)
  }

  /// A comma, then the value when there is one (an empty cell otherwise).
  private static func appendOptional(_ value: Double?, _ decimals: Int, to line: inout String) {
    line += ","
    if let value { NumberFormat.append(value, decimals, to: &line) }
  }
}
