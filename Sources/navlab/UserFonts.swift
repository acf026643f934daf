import ArgumentParser
import Glibc
import SDLRenderer

/// `--fonts DIR|auto`: draw text in the user's own SF fonts (never shipped or downloaded with
/// NavLab) instead of Inter. The choice travels to every `FontLibrary` of the run through
/// `NAVLAB_SF_FONTS`, so the window, headless runs, screenshots and videos all use it.
enum UserFonts {
  /// The option's help text.
  static let help =
    "Draw text in Apple's SF fonts if you have them: a folder holding SF-Pro-Text-*.otf (and SF-Pro-Display-*, SF-Pro-Rounded-*), or 'auto' to search ~/.fonts, ~/.local/share/fonts, /usr/share/fonts and /usr/local/share/fonts (default: Inter; NavLab never ships SF)."

  /// Refuses a folder that does not exist.
  static func validate(_ value: String?) throws {
    guard let value, value != "auto" else { return }
    var info = stat()
    guard stat(value, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw ValidationError(
        "--fonts \(value): no such folder; give the folder holding your SF-Pro-*.otf files, or 'auto'."
      )
    }
  }

  /// Makes the run's font libraries look for SF where `value` says, and says which font the
  /// run draws in (SF not found: Inter, with a line saying so).
  static func apply(_ value: String?) {
    guard let value else { return }
    setenv("NAVLAB_SF_FONTS", value, 1)
    if let found = FontLibrary.userSF() {
      printError("navlab: text in \(found.families.joined(separator: ", ")) (--fonts \(value))")
    } else {
      printError(
        "navlab: --fonts \(value): no SF Pro fonts found (SF-Pro-Text-Regular.otf); text in Inter")
    }
  }

  /// The name of the fonts the run draws in, for the HUD.
  static var inUse: String {
    FontLibrary.userSF()?.families.joined(separator: ", ") ?? "Inter"
  }
}
