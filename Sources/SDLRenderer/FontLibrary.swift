import CSDL2
import CSDL2_ttf
import DisplayList

/// Finds the font files and keeps one open `TTF_Font` per weight and pixel size.
///
/// Inter (Debian `fonts-inter`) stands in for San Francisco; DejaVu Sans is the fallback.
public final class FontLibrary {
  /// Candidate files per weight, best first.
  static let candidates: [FontWeight: [String]] = [
    .regular: [
      "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    ],
    .medium: [
      "/usr/share/fonts/opentype/inter/Inter-Medium.otf",
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    ],
    .semibold: [
      "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf",
      "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ],
    .bold: [
      "/usr/share/fonts/opentype/inter/Inter-Bold.otf",
      "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
    ],
  ]

  private let paths: [FontWeight: String]
  private var open: [FontKey: OpaquePointer] = [:]

  struct FontKey: Hashable {
    var weight: FontWeight
    var pixelSize: Int32
  }

  /// Locates a file for every weight. `directory` (or `NAVLAB_FONT_DIR`) is searched first for
  /// `Inter-Regular.otf`, `Inter-Medium.otf`, `Inter-SemiBold.otf`, `Inter-Bold.otf`.
  public init(directory: String? = nil) throws(SDLError) {
    var found: [FontWeight: String] = [:]
    let override = directory ?? FontLibrary.environment("NAVLAB_FONT_DIR")
    for weight in FontWeight.allCases {
      var list = FontLibrary.candidates[weight] ?? []
      if let override {
        let file = ["Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold"][
          Int(
            weight.rawValue)]
        list.insert("\(override)/\(file).otf", at: 0)
      }
      guard let path = list.first(where: FontLibrary.isReadable) else {
        throw SDLError(
          "navlab: no usable font file for \(weight) text (looked for \(list.joined(separator: ", "))).",
          remedy:
            "Install the Debian package fonts-inter (or fonts-dejavu-core): sudo apt-get install fonts-inter"
        )
      }
      found[weight] = path
    }
    try FontLibrary.validate(Array(found.values))
    paths = found
  }

  deinit {
    // After TTF_Quit FreeType has already freed every face; closing them again would crash
    // (the optimizer may end a caller's `SDLLibrary` before the last canvas holding fonts).
    guard TTF_WasInit() > 0 else { return }
    for font in open.values { TTF_CloseFont(font) }
  }

  /// The file used for `weight`.
  public func path(for weight: FontWeight) -> String { paths[weight] ?? "" }

  /// An open font at `pixelSize`, opened on first use.
  func font(weight: FontWeight, pixelSize: Int32) throws(SDLError) -> OpaquePointer {
    let key = FontKey(weight: weight, pixelSize: max(1, pixelSize))
    if let font = open[key] { return font }
    let path = paths[weight] ?? ""
    guard let font = TTF_OpenFont(path, key.pixelSize) else {
      throw SDLError(
        "navlab: cannot open font \(path): \(SDLError.lastSDLMessage).",
        remedy: "Reinstall the Debian package fonts-inter.")
    }
    TTF_SetFontHinting(font, TTF_HINTING_LIGHT)
    open[key] = font
    return font
  }

  static func isReadable(_ path: String) -> Bool {
    guard isRegularReadableFile(path), let ops = SDL_RWFromFile(path, "rb") else { return false }
    SDL_RWclose(ops)
    return true
  }

  static func environment(_ name: String) -> String? {
    guard let value = SDL_getenv(name) else { return nil }
    let string = String(cString: value)
    return string.isEmpty ? nil : string
  }
}
