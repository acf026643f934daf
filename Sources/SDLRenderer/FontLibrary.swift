import CSDL2
import CSDL2_ttf
import DisplayList

/// Which file a `Font` is drawn with: its weight, its design and its optical size.
struct FontFace: Hashable {
  var weight: FontWeight
  var design: FontDesign
  var display: Bool

  init(_ font: Font) {
    weight = font.weight
    design = font.design
    display = font.isDisplay
  }

  init(weight: FontWeight, design: FontDesign, display: Bool) {
    self.weight = weight
    self.design = design
    self.display = display
  }

  static let all: [FontFace] = FontWeight.drawnCases.flatMap { weight in
    FontDesign.allCases.flatMap { design in
      [false, true].map { FontFace(weight: weight, design: design, display: $0) }
    }
  }
}

/// Finds the font files and keeps one open `TTF_Font` per face and pixel size.
///
/// Inter (Debian `fonts-inter`) stands in for San Francisco: its text cut below 20 pt, Inter
/// Display above (as SF Pro Text / Display). Quicksand (`fonts-quicksand`, SIL OFL) stands in
/// for SF Pro Rounded. A missing file falls back to Inter's text cut of the same weight, then
/// DejaVu Sans.
public final class FontLibrary {
  static let inter = "/usr/share/fonts/opentype/inter/"
  static let quicksand = "/usr/share/fonts/truetype/quicksand/"
  static let interNames: [FontWeight: String] = [
    .regular: "Regular", .medium: "Medium", .semibold: "SemiBold", .bold: "Bold",
  ]
  static let quicksandNames: [FontWeight: String] = [
    .regular: "Regular", .medium: "Medium", .semibold: "Bold", .bold: "Bold",
  ]

  /// Candidate files for `face`, best first; `directory` holds Inter OTFs that take precedence.
  static func candidates(_ face: FontFace, directory: String?) -> [String] {
    let weight = interNames[face.weight] ?? "Regular"
    var list: [String] = []
    if face.design == .rounded {
      list.append("\(quicksand)Quicksand-\(quicksandNames[face.weight] ?? "Bold").ttf")
    } else if face.display {
      if let directory { list.append("\(directory)/InterDisplay-\(weight).otf") }
      list.append("\(inter)InterDisplay-\(weight).otf")
    }
    if let directory { list.append("\(directory)/Inter-\(weight).otf") }
    list.append("\(inter)Inter-\(weight).otf")
    let bold = face.weight == .semibold || face.weight == .bold
    list.append("/usr/share/fonts/truetype/dejavu/DejaVuSans\(bold ? "-Bold" : "").ttf")
    return list
  }

  private let paths: [FontFace: String]
  private var open: [FontKey: OpaquePointer] = [:]
  /// The type family text is drawn in, which picks its tracking (``Font/tracking(in:)``).
  public let family: TypeFamily
  /// Which fonts are in use, for the HUD, the log and `--help`: "Inter" or, when the user's SF
  /// fonts are used, the SF families found ("SF Pro, SF Pro Rounded").
  public let fontName: String

  struct FontKey: Hashable {
    var face: FontFace
    var pixelSize: Int32
  }

  /// Locates a file for every face. `directory` (or `NAVLAB_FONT_DIR`) is searched first for
  /// `Inter-Regular.otf`, `Inter-Medium.otf`, `Inter-SemiBold.otf`, `Inter-Bold.otf` (and the
  /// same names with `InterDisplay-`). With `sanFrancisco` (the user's own SF fonts, see
  /// ``SanFranciscoFonts``), its files draw every face they cover, tracked by SF's own table.
  /// `sanFrancisco` defaults to what `NAVLAB_SF_FONTS` names (`--fonts`): a folder, or `auto`
  /// for the usual font folders; unset, text is Inter.
  public init(directory: String? = nil, sanFrancisco: SanFranciscoFonts? = FontLibrary.userSF())
    throws(SDLError)
  {
    var found: [FontFace: String] = [:]
    let override = directory ?? FontLibrary.environment("NAVLAB_FONT_DIR")
    family = sanFrancisco == nil ? .inter : .sanFrancisco
    fontName = sanFrancisco?.families.joined(separator: ", ") ?? "Inter"
    for face in FontFace.all {
      if let path = sanFrancisco?.files[face] {
        found[face] = path
        continue
      }
      let list = FontLibrary.candidates(face, directory: override)
      guard let path = list.first(where: FontLibrary.isReadable) else {
        throw SDLError(
          "navlab: no usable font file for \(face.weight) text (looked for \(list.joined(separator: ", "))).",
          remedy:
            "Install the Debian package fonts-inter (or fonts-dejavu-core): sudo apt-get install fonts-inter"
        )
      }
      found[face] = path
    }
    try FontLibrary.validate(Array(found.values))
    paths = found
  }

  deinit {
    // After TTF_Quit FreeType has already freed every face; closing them again would crash
    // (the optimizer may end a caller's `SDLLibrary` before the last canvas holding fonts).
    let fonts = Array(open.values)
    TrueTypeLock.run {
      guard TTF_WasInit() > 0 else { return }
      for font in fonts { TTF_CloseFont(font) }
    }
  }

  /// The file `font` is drawn with.
  public func path(for font: Font) -> String { paths[FontFace(font)] ?? "" }

  /// Most fonts kept open at once. Every window size gives text new pixel sizes, and each open
  /// `TTF_Font` holds FreeType's face and SDL2_ttf's glyph cache, so a resize storm kept
  /// opening fonts and never closing them (issue 32). A frame uses a few dozen (faces × text
  /// sizes at one scale, a screenshot's scale besides); past this the library starts over.
  public static let openCapacity = 64

  /// How many fonts are open now (at most ``openCapacity``).
  public var openCount: Int { TrueTypeLock.run { open.count } }

  /// An open font at `pixelSize`, opened on first use. Called holding `TrueTypeLock`; the
  /// pointer is valid until the next call (which may close every font to make room).
  func font(_ face: FontFace, pixelSize: Int32) throws(SDLError) -> OpaquePointer {
    let key = FontKey(face: face, pixelSize: max(1, pixelSize))
    if let font = open[key] { return font }
    if open.count >= Self.openCapacity {
      // Callers render from a font before asking for the next one (glyph runs keep their
      // coverage, not the font), so nothing still points at the fonts closed here.
      for font in open.values { TTF_CloseFont(font) }
      open.removeAll(keepingCapacity: true)
    }
    let path = paths[face] ?? ""
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

  /// The SF fonts `NAVLAB_SF_FONTS` asks for (set by `--fonts`): a folder, or `auto` for
  /// ``SanFranciscoFonts/usualFolders``; nil when unset or when none are found there.
  public static func userSF() -> SanFranciscoFonts? {
    guard let request = environment("NAVLAB_SF_FONTS") else { return nil }
    let folders = request == "auto" ? SanFranciscoFonts.usualFolders : [request]
    return SanFranciscoFonts.find(in: folders)
  }

  static func environment(_ name: String) -> String? {
    guard let value = SDL_getenv(name) else { return nil }
    let string = String(cString: value)
    return string.isEmpty ? nil : string
  }
}
