import DisplayList

/// A symbol's 8-bit coverage at one pixel size and sub-pixel position, trimmed to its ink.
struct SymbolMask {
  /// The mask's top-left pixel, relative to the pixel holding the symbol rectangle's top-left.
  let x0: Int
  let y0: Int
  let width: Int
  let height: Int
  let values: [UInt8]
}

/// Symbols' coverage, kept between frames.
///
/// A settings screen shows some twenty symbols (icon tiles and chevrons), each several shapes
/// evaluated per pixel; recomputing them every frame would take about as long as the rest of the
/// frame. Masks are keyed by size and by sub-pixel phase in quarter pixels, so a list scrolling
/// by fractions of a pixel reuses at most sixteen masks per symbol and size. The cache starts
/// over when it grows past what a few screens leave behind.
final class SymbolMaskCache {
  struct Key: Hashable {
    var symbol: Symbol
    /// Size of the symbol's rectangle, in quarter pixels.
    var width: Int
    var height: Int
    /// Where the rectangle's top-left corner falls inside its pixel, in quarter pixels (0...4).
    var phaseX: Int
    var phaseY: Int
  }

  private var masks: [Key: SymbolMask] = [:]
  private let capacity = 1024
  /// Symbols wider or taller than this many pixels are not drawn (memory stays bounded).
  static let largestSize = 1024.0

  init() { masks.reserveCapacity(128) }

  func removeAll() { masks.removeAll(keepingCapacity: true) }

  func mask(_ key: Key, make: (Key) -> SymbolMask) -> SymbolMask {
    if let mask = masks[key] { return mask }
    if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
    let mask = make(key)
    masks[key] = mask
    return mask
  }
}
