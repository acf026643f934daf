import CSDL2
import CSDL2_ttf
import Glibc

extension FontLibrary {
  /// Refuses font files that cannot draw text: garbage or a truncated file would otherwise
  /// open (or not) and give frames without any text, and a run that exits 0.
  ///
  /// Each file is opened and a sample rendered; needs SDL2_ttf started (`SDLLibrary`), and is
  /// skipped before that (the files are then checked when first used).
  static func validate(_ paths: [String]) throws(SDLError) {
    try TrueTypeLock.run { () throws(SDLError) in
      guard TTF_WasInit() > 0 else { return }
      for path in Set(paths).sorted() { try validate(path) }
    }
  }

  /// Opens `path` and renders a sample; called holding `TrueTypeLock`.
  private static func validate(_ path: String) throws(SDLError) {
    guard let font = TTF_OpenFont(path, 16) else {
      throw unusable(path, "it is not a font file (\(SDLError.lastSDLMessage))")
    }
    defer { TTF_CloseFont(font) }
    guard let sample = TTF_RenderUTF8_Blended(font, "Ag", SDL_Color(r: 0, g: 0, b: 0, a: 255))
    else { throw unusable(path, "it cannot draw text (\(SDLError.lastSDLMessage))") }
    let width = sample.pointee.w
    SDL_FreeSurface(sample)
    guard width > 0 else { throw unusable(path, "it draws no glyphs") }
  }

  private static func unusable(_ path: String, _ reason: String) -> SDLError {
    SDLError(
      "navlab: cannot use the font \(path): \(reason).",
      remedy:
        "Replace it with a good copy, or unset NAVLAB_FONT_DIR to use the installed fonts (sudo apt-get install fonts-inter)."
    )
  }

  /// Whether `path` is a regular file that can be opened (a FIFO would block SDL's open).
  static func isRegularReadableFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, R_OK) == 0
  }
}
