import CSDL2
import CSDL2_ttf
import DisplayList

/// One rendered string: 8-bit coverage, row by row, tinted when drawn.
struct GlyphRun {
  let width: Int
  let height: Int
  let coverage: [UInt8]
  /// The rows holding any ink. A line box is taller than most strings' ink (room for accents
  /// and descenders), so drawing skips the rest: a third of a label's rows, typically.
  let inkRows: Range<Int>

  init(width: Int, height: Int, coverage: [UInt8]) {
    self.width = width
    self.height = height
    self.coverage = coverage
    func inked(_ row: Int) -> Bool {
      coverage[(row * width)..<((row + 1) * width)].contains { $0 != 0 }
    }
    let first = (0..<height).first(where: inked) ?? height
    let last = (first..<height).last(where: inked).map { $0 + 1 } ?? first
    inkRows = first..<last
  }

  static let empty = GlyphRun(width: 0, height: 0, coverage: [])
}

/// Strings rendered once by SDL2_ttf, kept as coverage masks keyed by text, face, pixel size and
/// tracking.
///
/// Text is rasterised at the output pixel size (crisp at @2x/@3x) in white, and only the alpha
/// channel is kept: a quarter of the memory of the ARGB surface, and the colour and opacity
/// are applied per draw, so a frame whose strings were seen before renders no glyphs and
/// allocates nothing.
///
/// Tracked text (``Font/tracking``) is composed glyph by glyph: each glyph's box ends where
/// SDL2_ttf ends the string up to and including it (so HarfBuzz kerning is kept), moved by the
/// tracking times its index. Glyphs are cached too, so a new string costs its layout only.
final class GlyphRunCache {
  struct Key: Hashable {
    var text: String
    var face: FontFace
    var pixelSize: Int32
    /// Tracking in 1/64 pixel.
    var tracking: Int32
    /// Width in pixels the text is cut to with "…".
    var maxWidth: Int32
    /// Where the cut is decided instead, when another scale lays the text out (see
    /// ``Fitting``): its pixel size, tracking (1/64 pixel) and width; zeros when not.
    var fitPixelSize: Int32 = 0
    var fitTracking: Int32 = 0
    var fitWidth: Int32 = 0
  }

  /// Where a run is cut with "…" when that is decided at another scale than it is drawn at:
  /// the device's pixels, where the layout measured it (a window at 1 px a point cuts text
  /// where the 3x screenshot does, not where its own hinted glyphs would).
  struct Fitting {
    var pixelSize: Int32
    /// Pixels a character, at that size.
    var tracking: Double
    /// Pixels at that size.
    var maxWidth: Int32
  }

  struct GlyphKey: Hashable {
    var scalar: UInt32
    var face: FontFace
    var pixelSize: Int32
  }

  private let fonts: FontLibrary
  private var runs: [Key: GlyphRun] = [:]
  private var glyphs: [GlyphKey: GlyphRun] = [:]
  /// Beyond this many strings, or this many bytes of coverage (strings and glyphs), the cache
  /// starts over; a screen shows far fewer (about 2 MB of text at @3x), and hot reloads of
  /// changing titles would otherwise grow it without bound.
  private let capacity = 2048
  static let byteBudget = 32 << 20
  /// Coverage bytes held now.
  private(set) var bytes = 0
  /// Strings rendered so far that were not in the cache (a steady-state frame adds none).
  private(set) var misses = 0

  init(fonts: FontLibrary) {
    self.fonts = fonts
    runs.reserveCapacity(256)
  }

  func removeAll() {
    runs.removeAll(keepingCapacity: true)
    glyphs.removeAll(keepingCapacity: true)
    bytes = 0
  }

  /// The run for `text` in `font` at `pixelSize`, tracked by `tracking` pixels a character and
  /// cut with "…" to `maxWidth` pixels (at most `TextFitting.maximumWidth`), rendering it on a
  /// miss. A string that cannot be rendered is cached as an empty run, so it is not retried
  /// every frame.
  func run(
    _ text: String, font: Font, pixelSize: Int32, tracking: Double, maxWidth: Int32? = nil,
    fitting: Fitting? = nil
  ) -> GlyphRun {
    let key = Self.key(text, font, pixelSize, tracking, maxWidth, fitting)
    if let run = runs[key] { return run }
    misses += 1
    let run = TrueTypeLock.run { () -> GlyphRun in
      let fitted = fit(key)
      // After the fitting: asking for a font may close the others (`FontLibrary.font`).
      guard let ttf = try? fonts.font(key.face, pixelSize: pixelSize) else { return .empty }
      let tracking = Double(key.tracking) / 64
      return key.tracking == 0
        ? GlyphRunCache.render(fitted, ttf) : tracked(fitted, ttf, key: key, tracking: tracking)
    }
    // Glyphs rendered for this run count too; starting over drops them with the rest.
    if runs.count >= capacity || bytes + run.coverage.count > Self.byteBudget { removeAll() }
    runs[key] = run
    bytes += run.coverage.count
    return run
  }

  /// The text `run` draws for these arguments: whole, or cut with "…" (for tests and the
  /// layout's checks; renders nothing).
  func fittedText(
    _ text: String, font: Font, pixelSize: Int32, tracking: Double, maxWidth: Int32? = nil,
    fitting: Fitting? = nil
  ) -> String {
    let key = Self.key(text, font, pixelSize, tracking, maxWidth, fitting)
    return TrueTypeLock.run { fit(key) }
  }

  /// The cache key: text, face, sizes, tracking in 1/64 pixel, and where the cut is decided.
  private static func key(
    _ text: String, _ font: Font, _ pixelSize: Int32, _ tracking: Double, _ maxWidth: Int32?,
    _ fitting: Fitting?
  ) -> Key {
    let sixtyFourths = Int32(max(-1e6, min(1e6, tracking * 64)).rounded())
    // With a fitting, the cut is decided there; here only the bound on every run applies.
    let width = min(
      fitting == nil ? maxWidth ?? TextFitting.maximumWidth : TextFitting.maximumWidth,
      TextFitting.maximumWidth)
    var key = Key(
      text: text, face: FontFace(font), pixelSize: pixelSize, tracking: sixtyFourths,
      maxWidth: width)
    if let fitting {
      key.fitPixelSize = fitting.pixelSize
      key.fitTracking = Int32(max(-1e6, min(1e6, fitting.tracking * 64)).rounded())
      key.fitWidth = min(fitting.maxWidth, TextFitting.maximumWidth)
    }
    return key
  }

  /// `key.text` cut with "…" where the key says: at the fitting's size when it has one, then
  /// to the run's own bound (a 40,000-character title costs one screen's width of coverage).
  /// Called holding `TrueTypeLock`.
  private func fit(_ key: Key) -> String {
    var kept = key.text
    if key.fitPixelSize > 0, let fitFont = try? fonts.font(key.face, pixelSize: key.fitPixelSize) {
      kept = TextFitting.fitted(
        kept, font: fitFont, maximumWidth: key.fitWidth, tracking: Double(key.fitTracking) / 64)
    }
    guard let ttf = try? fonts.font(key.face, pixelSize: key.pixelSize) else { return kept }
    return TextFitting.fitted(
      kept, font: ttf, maximumWidth: key.maxWidth, tracking: Double(key.tracking) / 64)
  }

  /// `text` glyph by glyph, each moved by `tracking` × its index from its kerned position.
  /// Called holding `TrueTypeLock`.
  private func tracked(_ text: String, _ ttf: OpaquePointer, key: Key, tracking: Double)
    -> GlyphRun
  {
    let scalars = Array(text.unicodeScalars)
    guard scalars.count > 1 else { return GlyphRunCache.render(text, ttf) }
    var placed: [(x: Int, run: GlyphRun)] = []
    placed.reserveCapacity(scalars.count)
    var prefix = String.UnicodeScalarView()
    var minX = 0
    var maxX = 0
    var height = 0
    for (index, scalar) in scalars.enumerated() {
      prefix.append(scalar)
      let glyphKey = GlyphKey(scalar: scalar.value, face: key.face, pixelSize: key.pixelSize)
      let glyph: GlyphRun
      if let cached = glyphs[glyphKey] {
        glyph = cached
      } else {
        glyph = GlyphRunCache.render(String(Character(scalar)), ttf)
        glyphs[glyphKey] = glyph
        bytes += glyph.coverage.count
      }
      guard glyph.width > 0 else { continue }
      // The string up to this glyph, kerned, ends where this glyph's own box ends.
      var through: Int32 = 0
      TTF_SizeUTF8(ttf, String(prefix), &through, nil)
      let x = Int(through) - glyph.width + Int((Double(index) * tracking).rounded())
      placed.append((x, glyph))
      minX = min(minX, x)
      maxX = max(maxX, x + glyph.width)
      height = max(height, glyph.height)
    }
    let width = maxX - minX
    guard width > 0, height > 0 else { return .empty }
    var coverage = [UInt8](repeating: 0, count: width * height)
    coverage.withUnsafeMutableBufferPointer { destination in
      for (x, glyph) in placed {
        for y in 0..<glyph.height {
          let target = y * width + x - minX
          for column in 0..<glyph.width {
            // Where neighbours overlap, coverage adds as independent areas: a + b − ab.
            let a = Int(destination[target + column])
            let b = Int(glyph.coverage[y * glyph.width + column])
            destination[target + column] = UInt8(a + b - (a * b + 127) / 255)
          }
        }
      }
    }
    return GlyphRun(width: width, height: height, coverage: coverage)
  }

  private static func render(_ text: String, _ font: OpaquePointer) -> GlyphRun {
    guard
      let rendered = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
    else { return .empty }
    defer { SDL_FreeSurface(rendered) }
    // SDL2_ttf makes ARGB8888 surfaces; convert anything else rather than misread it.
    let argb = UInt32(SDL_PIXELFORMAT_ARGB8888.rawValue)
    let surface: UnsafeMutablePointer<SDL_Surface>
    if rendered.pointee.format.pointee.format == argb {
      surface = rendered
    } else {
      guard let converted = SDL_ConvertSurfaceFormat(rendered, argb, 0) else { return .empty }
      surface = converted
    }
    defer { if surface != rendered { SDL_FreeSurface(surface) } }
    let width = Int(surface.pointee.w)
    let height = Int(surface.pointee.h)
    guard width > 0, height > 0, let pixels = surface.pointee.pixels else { return .empty }
    let pitch = Int(surface.pointee.pitch)
    var coverage = [UInt8](repeating: 0, count: width * height)
    coverage.withUnsafeMutableBufferPointer { destination in
      for y in 0..<height {
        let row = (pixels + y * pitch).assumingMemoryBound(to: UInt32.self)
        for x in 0..<width { destination[y * width + x] = UInt8(truncatingIfNeeded: row[x] >> 24) }
      }
    }
    return GlyphRun(width: width, height: height, coverage: coverage)
  }
}
