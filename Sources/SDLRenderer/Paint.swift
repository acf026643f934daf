import DisplayList

/// A colour prepared for drawing spans of ARGB8888 pixels.
///
/// Blending is `(source × w + destination × (255 − w)) / 255`, rounded, with integer math only:
/// the three colour channels are spread into 16-bit lanes of one `UInt64`, so one multiply
/// weights them all, and no lane can overflow into the next (255 × 255 + 255 < 65,536).
/// Runs of pixels go four at a time through 16-bit SIMD lanes (one per byte of four pixels),
/// which computes exactly the same bytes as the scalar path. Destinations are opaque (the
/// canvas is cleared to an opaque colour), so results are too.
struct Paint {
  /// Eight bytes, one per 16-bit lane: the even or the odd bytes of four pixels.
  typealias Lanes = SIMD8<UInt16>
  /// Per-byte values for four pixels, split into their even (blue, red) and odd (green,
  /// alpha) bytes.
  struct QuadWeights {
    var even: Lanes
    var odd: Lanes
  }

  /// The colour as an opaque pixel, written as is where it covers fully.
  let pixel: UInt32
  /// The colour's alpha, 0...255.
  let alpha: UInt32
  private let lanes: UInt64
  /// The colour's bytes for four pixels, alpha 255.
  private let quad: QuadWeights

  init(_ color: Color) {
    pixel = 0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    alpha = UInt32(color.alpha)
    lanes = Paint.spread(pixel)
    let (blue, green, red) = (UInt16(color.blue), UInt16(color.green), UInt16(color.red))
    quad = QuadWeights(
      even: Lanes(blue, red, blue, red, blue, red, blue, red),
      odd: Lanes(green, 255, green, 255, green, 255, green, 255))
  }

  /// The colour's weight where it covers `coverage` (0...255) of a pixel.
  @inline(__always)
  func weight(_ coverage: UInt32) -> UInt32 { Paint.divide255(coverage &* alpha) }

  /// `x / 255`, rounded to nearest, exact for `x` in 0...65,535.
  @inline(__always)
  static func divide255(_ x: UInt32) -> UInt32 {
    let biased = x &+ 128
    return (biased &+ (biased >> 8)) >> 8
  }

  /// `0x00RR_00GG_00BB` → one 16-bit lane per channel.
  @inline(__always)
  static func spread(_ pixel: UInt32) -> UInt64 {
    let value = UInt64(pixel)
    return (value & 0xFF) | (value & 0xFF00) << 8 | (value & 0xFF_0000) << 16
  }

  /// The colour at weight `w` over `destination`; `w` in 0...255.
  @inline(__always)
  func blended(_ destination: UInt32, weight w: UInt32) -> UInt32 {
    Paint.mix(
      destination, source: lanes &* UInt64(w) &+ 0x0080_0080_0080, inverse: UInt64(255 &- w))
  }

  /// Opaque `pixel` at weight `w` (0...255) over `destination`.
  @inline(__always)
  static func over(_ destination: UInt32, _ pixel: UInt32, weight w: UInt32) -> UInt32 {
    mix(
      destination, source: spread(pixel) &* UInt64(w) &+ 0x0080_0080_0080, inverse: UInt64(255 &- w)
    )
  }

  /// Rounded division by 255 in each lane of `source + destination × inverse`; `source`
  /// carries the +128 rounding bias.
  @inline(__always)
  private static func mix(_ destination: UInt32, source: UInt64, inverse: UInt64) -> UInt32 {
    var x = source &+ spread(destination) &* inverse
    x = (x &+ (x >> 8) & 0x00FF_00FF_00FF) >> 8
    return UInt32(truncatingIfNeeded: (x & 0xFF) | (x >> 8) & 0xFF00 | (x >> 16) & 0xFF_0000)
      | 0xFF00_0000
  }

  /// Paints `count` pixels from `start` at full coverage: a plain store when opaque.
  @inline(__always)
  func fill(_ start: UnsafeMutablePointer<UInt32>, count: Int) {
    guard count > 0 else { return }
    if alpha == 255 {
      start.update(repeating: pixel, count: count)
    } else {
      blend(start, count: count, weight: alpha)
    }
  }

  /// Paints `count` pixels from `start`, each covered `coverage` (0...255).
  @inline(__always)
  func fill(_ start: UnsafeMutablePointer<UInt32>, count: Int, coverage: UInt32) {
    if coverage == 255 {
      fill(start, count: count)
    } else if coverage > 0 {
      blend(start, count: count, weight: weight(coverage))
    }
  }

  /// Blends `count` pixels at one weight: four at a time, then the rest one by one.
  private func blend(_ start: UnsafeMutablePointer<UInt32>, count: Int, weight w: UInt32) {
    guard w > 0, count > 0 else { return }
    let weight = Lanes(repeating: UInt16(w))
    // Colour bytes at `w`, alpha at 255 (the result's alpha is the paint's, as one by one).
    let weights = QuadWeights(
      even: weight, odd: weight & Paint.colourLanes | Paint.alphaLanes)
    var i = 0
    while i + 4 <= count {
      blendQuad(start + i, weights: weights)
      i += 4
    }
    let source = lanes &* UInt64(w) &+ 0x0080_0080_0080
    let inverse = UInt64(255 &- w)
    while i < count {
      start[i] = Paint.mix(start[i], source: source, inverse: inverse)
      i += 1
    }
  }

  /// The odd lanes of four pixels hold green (a colour byte) and alpha, alternately.
  /// (Computed, so the inner loops see constants rather than a lazily initialised global.)
  @inline(__always)
  private static var colourLanes: Lanes { Lanes(0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0, 0xFFFF, 0) }
  @inline(__always)
  private static var alphaLanes: Lanes { Lanes(0, 255, 0, 255, 0, 255, 0, 255) }

  /// Blends the four pixels at `target` with per-byte `weights`.
  ///
  /// The 16 bytes are read as eight 16-bit lanes and split into their even and odd bytes by a
  /// mask and a shift, which compiles to a few SSE2 instructions (widening `SIMD16<UInt8>` to
  /// `SIMD16<UInt16>` goes through a generic, lane-by-lane conversion).
  @inline(__always)
  private func blendQuad(_ target: UnsafeMutablePointer<UInt32>, weights: QuadWeights) {
    let destination = UnsafeRawPointer(target).loadUnaligned(as: Lanes.self)
    let even = Paint.blendLanes(
      source: quad.even, destination: destination & 0x00FF, weight: weights.even)
    let odd = Paint.blendLanes(
      source: quad.odd, destination: destination &>> 8, weight: weights.odd)
    UnsafeMutableRawPointer(target).storeBytes(of: even | odd &<< 8, as: Lanes.self)
  }

  /// `(source × weight + destination × (255 − weight)) / 255`, rounded, per lane; every lane
  /// holds one byte, so no sum passes 65,535.
  @inline(__always)
  static func blendLanes(source: Lanes, destination: Lanes, weight: Lanes) -> Lanes {
    let x = source &* weight &+ destination &* (255 &- weight) &+ 128
    return (x &+ (x &>> 8)) &>> 8
  }

  /// Paints four pixels from `start`, covered by the four bytes of `four`, first pixel in the
  /// low byte.
  @inline(__always)
  private func fillQuad(_ start: UnsafeMutablePointer<UInt32>, coverage four: UInt32) {
    if four == 0 { return }
    if four == 0xFFFF_FFFF && alpha == 255 {
      start.update(repeating: pixel, count: 4)
    } else {
      blendQuad(start, weights: coverageWeights(four))
    }
  }

  /// `weight(_:)` of four coverage bytes (first pixel in the low byte) as per-byte weights:
  /// the bytes spread into lanes with shifts, the weights computed in the lanes (no product
  /// passes 255 × 255 + 128 + 255, within 16 bits).
  @inline(__always)
  private func coverageWeights(_ four: UInt32) -> QuadWeights {
    let c = UInt64(four)
    let (c0, c1, c2, c3) = (c & 0xFF, c >> 8 & 0xFF, c >> 16 & 0xFF, c >> 24)
    var even = unsafeBitCast(
      SIMD2(c0 | c0 << 16 | c1 << 32 | c1 << 48, c2 | c2 << 16 | c3 << 32 | c3 << 48),
      to: Lanes.self)
    if alpha != 255 {
      let x = even &* UInt16(alpha) &+ 128
      even = (x &+ (x &>> 8)) &>> 8
    }
    // Odd bytes: green at the pixel's weight, alpha at 255.
    let odd = even & Paint.colourLanes | Paint.alphaLanes
    return QuadWeights(even: even, odd: odd)
  }

  /// Paints the one pixel at `target`, covered `coverage` (0...255).
  @inline(__always)
  func fill(_ target: UnsafeMutablePointer<UInt32>, coverage: UInt32) {
    if coverage == 255 && alpha == 255 {
      target.pointee = pixel
    } else if coverage > 0 {
      target.pointee = blended(target.pointee, weight: weight(coverage))
    }
  }

  /// Paints `count` pixels from `start`, pixel `i` covered `coverage[i × step]` (a step of −1
  /// reads a mask mirrored).
  ///
  /// Eight pixels at a time: eight uncovered ones (most of a text run) cost one load and a
  /// compare, four fully covered opaque ones a store, others one SIMD blend per four.
  @inline(__always)
  func fill(
    _ start: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<UInt8>, step: Int
  ) {
    guard count > 0 else { return }
    var i = 0
    var source = coverage
    while i + 8 <= count {
      // Eight uncovered pixels (the gaps between glyphs) are skipped with one compare.
      let eight =
        step == 1
        ? UnsafeRawPointer(source).loadUnaligned(as: UInt64.self)
        : UnsafeRawPointer(source - 7).loadUnaligned(as: UInt64.self).byteSwapped
      source += 8 * step
      if eight != 0 {
        fillQuad(start + i, coverage: UInt32(truncatingIfNeeded: eight))
        fillQuad(start + i + 4, coverage: UInt32(truncatingIfNeeded: eight >> 32))
      }
      i += 8
    }
    while i < count {
      fill(start + i, coverage: UInt32(source.pointee))
      source += step
      i += 1
    }
  }
}
