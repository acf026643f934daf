import DisplayList

/// Colours of the seed screens' own artwork (not system colours).
public enum ScreenColors {
  /// Seed 004's header gradient runs from `.brown` to `.black`; SwiftUI's brown is #A2845E.
  public static let albumHeaderTop = Color(hex: 0xA2845E)
  public static let albumHeaderBottom = Color(hex: 0x121212)
  /// Seed 003's bar gradient: its asset colour "navTitle1" (a deep blue) to `.purple`.
  public static let blogBarTop = Color(hex: 0x3A4BD8)
  public static let blogBarBottom = Color(hex: 0xAF52DE)
  public static let spotifyGreen = Color(hex: 0x1DB954)
}
