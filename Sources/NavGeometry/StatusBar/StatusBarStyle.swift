/// Colour of the status bar's content (time, signal, battery).
public enum StatusBarStyle: String, Sendable {
  /// Dark glyphs, for light backgrounds.
  case darkContent = "dark"
  /// Light glyphs, for dark backgrounds.
  case lightContent = "light"
}
