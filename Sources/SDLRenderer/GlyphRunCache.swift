import CSDL2
import CSDL2_ttf
import DisplayList

/// One rendered string: 8-bit coverage, row by row, tinted when drawn.
struct GlyphRun {
  let width: Int
  let height: Int
  let coverage: [UInt8]

  static let empty = GlyphRun(width: 0, height: 0, coverage: [])
}

/// Strings rendered once by SDL2_ttf, kept as coverage masks keyed by text, weight and pixel
/// size.
///
/// Text is rasterised at the output pixel size (crisp at @2x/@3x) in white, and only the alpha
/// channel is kept: a quarter of the memory of the ARGB surface, and the colour and opacity
/// are applied per draw, so a frame whose strings were seen before renders no glyphs and
/// allocates nothing.
final class GlyphRunCache {
  struct Key: Hashable {
    var text: String
    var weight: FontWeight
    var pixelSize: Int32
  }

  private let fonts: FontLibrary
  private var runs: [Key: GlyphRun] = [:]
  /// Beyond this many strings, or this many bytes of coverage, the cache starts over; a screen
  /// shows far fewer (about 2 MB of text at @3x), and hot reloads of changing titles would
  /// otherwise grow it without bound.
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
    bytes = 0
  }

  /// The run for `text`, rendering it on a miss. A string that cannot be rendered is cached as
  /// an empty run, so it is not retried every frame.
  func run(_ text: String, weight: FontWeight, pixelSize: Int32) -> GlyphRun {
    let key = Key(text: text, weight: weight, pixelSize: pixelSize)
    if let run = runs[key] { return run }
    misses += 1
    let run = render(text, weight: weight, pixelSize: pixelSize)
    if runs.count >= capacity || bytes + run.coverage.count > Self.byteBudget { removeAll() }
    runs[key] = run
    bytes += run.coverage.count
    return run
  }

  private func render(_ text: String, weight: FontWeight, pixelSize: Int32) -> GlyphRun {
    guard let font = try? fonts.font(weight: weight, pixelSize: pixelSize),
      let rendered = TTF_RenderUTF8_Blended(
        font, TextFitting.fitted(text, font: font, maximumWidth: TextFitting.maximumWidth),
        SDL_Color(r: 255, g: 255, b: 255, a: 255))
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
