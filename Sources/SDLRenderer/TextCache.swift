import CSDL2
import CSDL2_ttf
import DisplayList

/// Rendered strings as white textures, keyed by text, weight and pixel size.
///
/// Text is rasterised once at the output pixel size (crisp at @2x/@3x) and tinted per draw with
/// colour and alpha modulation, so a frame whose strings were seen before renders no glyphs.
final class TextCache {
  struct Key: Hashable {
    var text: String
    var weight: FontWeight
    var pixelSize: Int32
  }

  struct Entry {
    var texture: OpaquePointer
    var width: Int32
    var height: Int32
  }

  private let fonts: FontLibrary
  private let renderer: OpaquePointer
  private var entries: [Key: Entry] = [:]
  /// Beyond this many textures the cache starts over; a screen shows far fewer strings.
  private let capacity = 2048
  private(set) var misses = 0

  init(fonts: FontLibrary, renderer: OpaquePointer) {
    self.fonts = fonts
    self.renderer = renderer
    entries.reserveCapacity(256)
  }

  deinit { removeAll() }

  var count: Int { entries.count }

  func removeAll() {
    for entry in entries.values { SDL_DestroyTexture(entry.texture) }
    entries.removeAll(keepingCapacity: true)
  }

  /// The texture for `text`, rendering it on a miss; nil when the text cannot be rendered.
  func entry(_ text: String, weight: FontWeight, pixelSize: Int32) -> Entry? {
    let key = Key(text: text, weight: weight, pixelSize: pixelSize)
    if let entry = entries[key] { return entry }
    misses += 1
    if entries.count >= capacity { removeAll() }
    guard let font = try? fonts.font(weight: weight, pixelSize: pixelSize),
      let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
    else { return nil }
    defer { SDL_FreeSurface(surface) }
    guard let texture = SDL_CreateTextureFromSurface(renderer, surface) else { return nil }
    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
    let entry = Entry(texture: texture, width: surface.pointee.w, height: surface.pointee.h)
    entries[key] = entry
    return entry
  }

  /// Width in pixels of `text` without rendering it to a texture.
  func measure(_ text: String, weight: FontWeight, pixelSize: Int32) -> Int32 {
    entry(text, weight: weight, pixelSize: pixelSize)?.width ?? 0
  }
}
