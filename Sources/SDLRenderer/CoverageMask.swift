/// A square of 8-bit coverage, row by row: the top-left piece of a round shape's corner.
/// The other three corners read it mirrored, so one piece serves all four.
struct CoverageMask {
  /// What a piece holds. The corner is the piece's top-left pixel corner.
  enum Kind: Hashable {
    /// A continuous corner of `radius` pixels leaving the sides `extent` pixels from the corner
    /// (see ``ContinuousCorner``): a rounded rectangle's corner.
    case corner(radius: Int, extent: Int)
    /// What lies outside that corner: the bezel masking a phone screen's corner.
    case outside(radius: Int, extent: Int)
    /// A drop shadow around a circular corner of `radius`, fading to nothing over `blur` pixels.
    case shadow(radius: Int, blur: Int)

    /// Side of the square piece.
    var size: Int {
      switch self {
      case .corner(_, let extent), .outside(_, let extent): extent
      case .shadow(let radius, let blur): radius + blur
      }
    }
  }

  /// Side of the square in pixels.
  let size: Int
  let values: [UInt8]
  /// Per row: the first column with any coverage and the one after the last (`size` and
  /// `size` for an empty row), and the first column from which every value is 255 (`size`
  /// when none is). Drawing skips what lies outside the ink and fills the solid part as a
  /// span: a continuous corner's rows are long and mostly empty or full.
  let inkStart: [Int]
  let inkEnd: [Int]
  let solidStart: [Int]

  init(_ kind: Kind) {
    size = kind.size
    var values = [UInt8](repeating: 0, count: size * size)
    switch kind {
    case .corner(let radius, let extent), .outside(let radius, let extent):
      let corner = ContinuousCorner(radius: Double(radius), extent: Double(extent))
      let outside: Bool
      if case .outside = kind { outside = true } else { outside = false }
      // Eight sample rows a pixel; along each row the covered share of a pixel is exact (the
      // part right of the outline), so the edge is smooth in both directions.
      let samples = 8
      var insets = [Double](repeating: 0, count: samples)
      for y in 0..<size {
        for k in 0..<samples {
          insets[k] = corner.inset(atDepth: Double(y) + (Double(k) + 0.5) / Double(samples))
        }
        for x in 0..<size {
          var covered = 0.0
          for inset in insets { covered += min(max(Double(x) + 1 - inset, 0), 1) }
          covered /= Double(samples)
          values[y * size + x] = UInt8(((outside ? 1 - covered : covered) * 255).rounded())
        }
      }
    case .shadow:
      for y in 0..<size {
        for x in 0..<size {
          values[y * size + x] = UInt8(
            (CoverageMask.shadowCoverage(kind, x: x, y: y, size: size) * 255).rounded())
        }
      }
    }
    self.values = values
    var inkStart = [Int](repeating: size, count: size)
    var inkEnd = [Int](repeating: size, count: size)
    var solidStart = [Int](repeating: size, count: size)
    for y in 0..<size {
      let row = values[(y * size)..<(y * size + size)]
      if let first = row.firstIndex(where: { $0 > 0 }), let last = row.lastIndex(where: { $0 > 0 })
      {
        inkStart[y] = first - y * size
        inkEnd[y] = last + 1 - y * size
      }
      var solid = size
      while solid > 0, values[y * size + solid - 1] == 255 { solid -= 1 }
      solidStart[y] = solid
    }
    self.inkStart = inkStart
    self.inkEnd = inkEnd
    self.solidStart = solidStart
  }

  /// Coverage of pixel (`x`, `y`) of a shadow's top-left piece, 0...1.
  private static func shadowCoverage(_ kind: Kind, x: Int, y: Int, size: Int) -> Double {
    guard case .shadow(let radius, let blur) = kind else { return 0 }
    let centre = Double(size)
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
    let size = kind.size
    guard size > 0, size <= CoverageMaskCache.largestSize else { return nil }
    if masks.count >= capacity { masks.removeAll(keepingCapacity: true) }
    let mask = CoverageMask(kind)
    masks[kind] = mask
    return mask
  }
}
