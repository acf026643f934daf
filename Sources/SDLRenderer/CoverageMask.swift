/// A square of 8-bit coverage, row by row: the top-left piece of a round shape's corner.
/// The other three corners read it mirrored, so one piece serves all four.
struct CoverageMask {
  /// What a piece holds. The corner's circle is centred on the piece's bottom-right corner.
  enum Kind: Hashable {
    /// A quarter disc of `radius` pixels: a rounded rectangle's corner.
    case disc(radius: Int)
    /// What lies outside that quarter disc: the bezel masking a phone screen's corner.
    case outside(radius: Int)
    /// A drop shadow around a corner of `radius`, fading to nothing over `blur` pixels.
    case shadow(radius: Int, blur: Int)
  }

  /// Side of the square in pixels.
  let size: Int
  let values: [UInt8]

  init(_ kind: Kind) {
    switch kind {
    case .disc(let radius), .outside(let radius): size = radius
    case .shadow(let radius, let blur): size = radius + blur
    }
    var values = [UInt8](repeating: 0, count: size * size)
    for y in 0..<size {
      for x in 0..<size {
        values[y * size + x] = UInt8(
          (CoverageMask.coverage(kind, x: x, y: y, size: size) * 255).rounded())
      }
    }
    self.values = values
  }

  /// Coverage of pixel (`x`, `y`) of the top-left piece, 0...1.
  private static func coverage(_ kind: Kind, x: Int, y: Int, size: Int) -> Double {
    let centre = Double(size)
    switch kind {
    case .disc(let radius), .outside(let radius):
      // 4×4 supersampling against the circle: exact enough at 1/16 steps, and the same on
      // every machine (no transcendental functions).
      var inside = 0
      let r = Double(radius)
      for sy in 0..<4 {
        for sx in 0..<4 {
          let px = Double(x) + (Double(sx) + 0.5) / 4 - centre
          let py = Double(y) + (Double(sy) + 0.5) / 4 - centre
          if px * px + py * py <= r * r { inside += 1 }
        }
      }
      let covered = Double(inside) / 16
      if case .outside = kind { return 1 - covered }
      return covered
    case .shadow(let radius, let blur):
      let px = Double(x) + 0.5 - centre
      let py = Double(y) + 0.5 - centre
      let distance = (px * px + py * py).squareRoot() - Double(radius)
      // A pixel a whole pixel inside the corner is hidden by the shape, drawn next; leaving
      // it out keeps the shadow as hollow as its nine-slice middle, and cheaper to paint.
      guard distance > -1 else { return 0 }
      guard distance > 0 else { return 1 }
      // A quadratic fall-off looks close to a Gaussian blur's tail at these sizes.
      let fade = max(0, 1 - distance / Double(max(blur, 1)))
      return fade * fade
    }
  }
}

/// Coverage masks by kind, computed on first use. Radii animate (a top bar's corners), so the
/// cache starts over when it grows past what a few animations leave behind.
final class CoverageMaskCache {
  private var masks: [CoverageMask.Kind: CoverageMask] = [:]
  private let capacity = 512
  /// Pieces larger than this are not drawn (a radius no screen has; memory stays bounded).
  static let largestSize = 2048

  init() { masks.reserveCapacity(64) }

  func removeAll() { masks.removeAll(keepingCapacity: true) }

  func mask(_ kind: CoverageMask.Kind) -> CoverageMask? {
    if let mask = masks[kind] { return mask }
    let size: Int
    switch kind {
    case .disc(let radius), .outside(let radius): size = radius
    case .shadow(let radius, let blur): size = radius + blur
    }
    guard size > 0, size <= CoverageMaskCache.largestSize else { return nil }
    if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
    let mask = CoverageMask(kind)
    masks[kind] = mask
    return mask
  }
}
