/// The two list looks the lab imitates.
public enum ListStyle: String, Sendable {
  /// Edge-to-edge rows with hairline separators, no gaps between sections.
  case plain
  /// Sections as rounded groups inset from the screen edges, separated by gaps (iOS Settings).
  case insetGrouped
}
