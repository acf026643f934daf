/// Laying a finished material over the pixels under it (`Rasterizer.drawBackdropBlur` calls
/// this row by row).
extension BackdropBlur {
  /// Writes `count` pixels of the material row between `upper` and `lower` (`weight`/256 of
  /// the way to `lower`) over `target` at `strength` (0...255).
  ///
  /// Four pixels at a time in 16-bit SIMD lanes, one byte per lane (`Paint.Lanes`: the even
  /// bytes, then the odd ones), where 255 × 256 + 128 cannot overflow; the last pixels go one by
  /// one through the same arithmetic.
  static func composite(
    _ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>, weight: UInt32,
    strength: UInt32, into target: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    guard strength > 0, count > 0 else { return }
    typealias Lanes = Paint.Lanes
    let next = Lanes(repeating: UInt16(weight))
    let previous = Lanes(repeating: UInt16(256 - weight))
    let source = Lanes(repeating: UInt16(strength))
    let opaque = strength == 255
    /// The rows mixed, then laid over `d` at `strength` (`Paint.blendLanes`' rounding).
    @inline(__always)
    func lanes(_ a: Lanes, _ b: Lanes, _ d: Lanes, opaque: Bool) -> Lanes {
      let mixed = (a &* previous &+ b &* next &+ 128) &>> 8
      return opaque ? mixed : Paint.blendLanes(source: mixed, destination: d, weight: source)
    }
    @inline(__always)
    func pixels(_ a: Lanes, _ b: Lanes, _ d: Lanes, opaque: Bool) -> Lanes {
      lanes(a & 0x00FF, b & 0x00FF, d & 0x00FF, opaque: opaque)
        | lanes(a &>> 8, b &>> 8, d &>> 8, opaque: opaque) &<< 8
    }
    var i = 0
    /// Four pixels at a time; called with a constant, so each case gets its own loop (an
    /// opaque material neither reads the target nor blends).
    @inline(__always)
    func quads(opaque: Bool) {
      while i + 4 <= count {
        let a = UnsafeRawPointer(upper + i).loadUnaligned(as: Lanes.self)
        let b = UnsafeRawPointer(lower + i).loadUnaligned(as: Lanes.self)
        let d = opaque ? Lanes() : UnsafeRawPointer(target + i).loadUnaligned(as: Lanes.self)
        UnsafeMutableRawPointer(target + i).storeBytes(
          of: pixels(a, b, d, opaque: opaque), as: Lanes.self)
        i += 4
      }
    }
    if opaque { quads(opaque: true) } else { quads(opaque: false) }
    guard i < count else { return }
    // The last one to three pixels, through a four-pixel scratch.
    let rest = count - i
    var a = SIMD4<UInt32>()
    var b = SIMD4<UInt32>()
    var d = SIMD4<UInt32>()
    for k in 0..<rest {
      a[k] = upper[i + k]
      b[k] = lower[i + k]
      d[k] = target[i + k]
    }
    let result = unsafeBitCast(
      pixels(
        unsafeBitCast(a, to: Lanes.self), unsafeBitCast(b, to: Lanes.self),
        unsafeBitCast(d, to: Lanes.self), opaque: opaque), to: SIMD4<UInt32>.self)
    for k in 0..<rest { target[i + k] = result[k] }
  }
}
