import DisplayList

/// Colours of the seed screens' artwork that scene files do not set.
public enum ScreenColors {
  /// Spotify's green, for the album's play and shuffle buttons (ScrollKit's demo).
  public static let spotifyGreen = Color(hex: 0x1DB954)
}
