import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// iOS's grey for a black tile's outline in dark mode: `systemGray4`, dark (#3A3A3C, UIKit's
  /// documented system colours).
  static let darkTileOutline = Color(hex: 0x3A3A3C)
  /// The corner radius of a settings icon tile (a continuous corner, as every rounded fill).
  static let iconTileRadius = 7.0

  /// A settings row's icon tile filled with `accent`.
  ///
  /// A black tile (StandBy's) in dark mode would be #1C1C1E on a #1C1C1E cell, so the glyph
  /// floated on nothing. iOS keeps such a tile visible; NavLab draws it #000000 inside a one
  /// device pixel `systemGray4` outline. Apple publishes no spec for it: the outline's colour
  /// and width are our choice, made to read as iOS's does at a glance.
  static func paintIconTile(
    _ tile: Rect, accent: Accent, theme: Theme, hairline: Double, into list: inout DisplayList
  ) {
    guard accent == .black, theme.appearance == .dark else {
      list.fill(tile, radius: iconTileRadius, color: theme.accent(accent))
      return
    }
    list.fill(tile, radius: iconTileRadius, color: darkTileOutline)
    list.fill(
      tile.insetBy(dx: hairline, dy: hairline), radius: iconTileRadius - hairline,
      color: Color(hex: 0x000000))
  }
}
