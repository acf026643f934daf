import DisplayList
import Glibc

/// The material of one `backdropBlur` command in the frame being drawn, built in three steps:
/// the content under the shape and 3σ around it is averaged into square cells of `factor`
/// pixels (`accumulate`, which may be called band by band), the cells are blurred and tinted
/// (`finish`), and each grid row is widened back to the shape's pixel columns. Drawing it
/// (`Rasterizer.drawBackdropBlur`) only interpolates between two of those rows.
///
/// Every position is relative to the display list's canvas, never to the buffer, and the cell
/// sums are integers: a frame drawn in bands gets exactly the bytes of a full-frame render. The
/// arrays keep their capacity, so a steady-state frame allocates nothing.
///
/// The downsampling is part of the blur: averaging cells of `f` pixels is a box filter of
/// variance f²/12 and widening by linear interpolation a tent of variance f²/6, so the grid is
/// blurred by √(σ² − f²/4) for a total of σ (variances of independent filters add).
final class BackdropBlur {
  /// Pixels per cell side.
  private(set) var factor = 1
  /// Canvas-relative pixel of the first cell's top-left corner, and the grid's size in cells.
  private var gridX = 0
  private var gridY = 0
  private(set) var columns = 0
  private(set) var rows = 0
  /// Canvas-relative snapped shape of the command.
  private(set) var shape = PixelRect.empty
  /// Samples taken every `sampleStep` pixels in both directions (9 times fewer reads at @3x,
  /// where a cell is 15 pixels wide; the σ-wide blur that follows hides the difference).
  private var sampleStep = 1
  private var sigma = 0.0
  /// Per cell: the B, G, R sums in 21-bit lanes of one word (room for 8,000 samples of 255:
  /// a cell of 64 × 64 pixels), and the number of samples.
  private let sums = ScratchArray<UInt64>()
  private let counts = ScratchArray<UInt32>()
  /// Cell means, then the grid after the horizontal pass of the blur.
  private let cells = ScratchArray<SIMD4<Float>>()
  private let pass = ScratchArray<SIMD4<Float>>()
  /// One grid row with its ends repeated `reach` times (the blur's edge extension).
  private let padded = ScratchArray<SIMD4<Float>>()
  /// One blurred, tinted grid row before it is widened, as floats and as pixels (with the last
  /// pixel repeated once, so the cell right of any column can be read).
  private let line = ScratchArray<SIMD4<Float>>()
  private let packedLine = ScratchArray<UInt32>()
  /// Per pixel column of the shape, rounded up to four: the cell left of its centre, and per
  /// four columns the next cell's weights (out of 256) in `Paint.Lanes` order.
  private let columnCells = ScratchArray<Int32>()
  private let columnWeights = ScratchArray<Paint.Lanes>()
  private var weights: [Float] = []
  /// The tinted material, one row of `shape` width per grid row `firstRow...lastRow` (and three
  /// pixels of slack after the last row, which the widening writes four pixels at a time).
  let material = ScratchArray<UInt32>()
  /// The canvas of the current material, in pixels.
  private var canvasSize = (width: 0, height: 0)
  private(set) var firstRow = 0
  private(set) var lastRow = 0

  /// Starts a frame's material for `shape` (canvas pixels) on a canvas of `canvasWidth` ×
  /// `canvasHeight` pixels, blurred by `sigma` pixels.
  func begin(shape: PixelRect, canvasWidth: Int, canvasHeight: Int, sigma: Double) {
    self.shape = shape
    canvasSize = (canvasWidth, canvasHeight)
    self.sigma = max(0, min(sigma, 1000))
    // Two cells per σ keep the grid blur short (±6 cells) and still smooth enough for linear
    // interpolation (the step-edge test holds it within 3.5 levels of a true Gaussian). Below
    // 12 pixels (the scroll edge's 3 pt at @3x) cells of σ / 1.5 hold the same bound with
    // 2.25 times fewer cells; wider blurs sample sparser cells and need the finer grid.
    factor = max(1, min(64, Int(self.sigma / (self.sigma < 12 ? 1.5 : 2))))
    sampleStep = factor >= 9 ? 3 : factor >= 4 ? 2 : 1
    let margin = Int((3 * self.sigma).rounded(.up))
    let source = PixelRect(
      x0: shape.x0 - margin, y0: shape.y0 - margin, x1: shape.x1 + margin, y1: shape.y1 + margin
    ).intersection(PixelRect(x0: 0, y0: 0, x1: canvasWidth, y1: canvasHeight))
    gridX = source.x0
    gridY = source.y0
    columns = (source.x1 - source.x0 + factor - 1) / factor
    rows = (source.y1 - source.y0 + factor - 1) / factor
    sums.resize(columns * rows, filledWith: 0)
    counts.resize(columns * rows, filledWith: 0)
  }

  /// Canvas rows the material reads: the grid's rows.
  var sourceRows: Range<Int> { gridY..<(gridY + rows * factor) }

  /// Adds the pixels of `buffer` that lie in the grid; the canvas's top-left pixel is at
  /// (`canvasX`, `canvasY`) of the buffer. Order and banding do not change the sums.
  func accumulate(_ buffer: PixelBuffer, canvasX: Int, canvasY: Int) {
    guard columns > 0, rows > 0 else { return }
    let f = factor
    let step = sampleStep
    // Buffer rows in the grid, starting on a sampled row (a multiple of `sampleStep` from gridY).
    var y0 = max(0, canvasY + gridY)
    y0 += (step - (y0 - canvasY - gridY) % step) % step
    // The last row and column of cells may reach past the canvas; they average only what lies
    // on it (a canvas inside a larger buffer, e.g. one phone of two, reads nothing beside it).
    let y1 = min(buffer.height, canvasY + gridY + rows * f, canvasY + canvasSize.height)
    let x0 = max(0, canvasX + gridX)
    let x1 = min(buffer.width, canvasX + gridX + columns * f, canvasX + canvasSize.width)
    guard y0 < y1, x0 < x1 else { return }
    let sums = self.sums.base
    let counts = self.counts.base
    // Buffer column of the grid's left edge, and its first sampled column.
    let left = canvasX + gridX
    let first = x0 + (step - (x0 - left) % step) % step
    let firstColumn = (first - left) / f
    var y = y0
    while y < y1 {
      let row = buffer.row(y)
      let cells = (y - canvasY - gridY) / f * columns
      var x = first
      var column = firstColumn
      var boundary = left + (column + 1) * f
      // Wrapping arithmetic below: every value stays within the buffer's columns.
      while x < x1 {
        let end = min(x1, boundary)
        // A cell's run in one row has at most 64 / 3 samples, so blue and red can share one
        // 32-bit word (16 bits each) and green keep its place; they are spread into the
        // cell's 21-bit lanes once per run.
        var blueRed: UInt32 = 0
        var green: UInt32 = 0
        var samples: UInt32 = 0
        while x < end {
          let pixel = row[x]
          blueRed &+= pixel & 0x00FF_00FF
          green &+= pixel & 0x0000_FF00
          samples &+= 1
          x &+= step
        }
        sums[cells &+ column] &+=
          UInt64(blueRed & 0xFFFF) | UInt64(green >> 8) << 21 | UInt64(blueRed >> 16) << 42
        counts[cells &+ column] &+= samples
        column &+= 1
        boundary &+= f
      }
      y += step
    }
  }

  /// Averages the cells, blurs them, lays `tint` and then `fade` over them (`fade` fully at the
  /// shape's top edge, thinning linearly to nothing at its bottom edge) and widens the rows the
  /// shape needs.
  ///
  /// The fade is applied per grid row: drawing interpolates linearly between grid rows, so a
  /// linear fade comes out exact at every pixel row of a uniform material (a test checks it to
  /// a level), and within 2 levels of a separate per-pixel gradient over real content, for a
  /// fraction of the work.
  func finish(tint: Color, fade: Color = .clear) {
    guard columns > 0, rows > 0, !shape.isEmpty else {
      material.resize(0)
      return
    }
    let f = factor
    averageCells()
    // The grid's own blur, in cells.
    let cellSigma = (max(sigma * sigma - Double(f * f) / 4, 0)).squareRoot() / Double(f)
    makeKernel(sigma: cellSigma)
    let reach = weights.count - 1
    // Grid rows the shape's pixel rows interpolate between.
    firstRow = clampRow(Self.floorDivide(2 * (shape.y0 - gridY) + 1 - f, 2 * f))
    lastRow = clampRow(Self.floorDivide(2 * (shape.y1 - 1 - gridY) + 1 - f, 2 * f) + 1)
    pass.resize(columns * rows)
    padded.resize(columns + 2 * reach)
    line.resize(columns)
    packedLine.resize(columns + 1)
    let width = shape.x1 - shape.x0
    material.resize((lastRow - firstRow + 1) * width + 3)
    mapColumns(width: width)
    weights.withUnsafeBufferPointer { weights in
      // Horizontal pass over the rows the vertical pass reads.
      for j in max(0, firstRow - reach)...min(rows - 1, lastRow + reach) {
        blurRow(j, weights: weights)
      }
      let alpha = Float(tint.alpha) / 255
      let tintValue = SIMD4(Float(tint.blue), Float(tint.green), Float(tint.red), 0) * alpha
      let fadeColor = SIMD4(Float(fade.blue), Float(fade.green), Float(fade.red), 0)
      let height = Float(shape.y1 - shape.y0)
      for j in firstRow...lastRow {
        blurColumns(into: j, weights: weights)
        // The fade at the grid row's centre, gridY + f (j + ½), from the shape's top edge.
        let below = (Float(gridY + f * j) + Float(f) / 2 - Float(shape.y0)) / height
        let faded = min(max(Float(fade.alpha) / 255 * (1 - below), 0), 1)
        for i in 0..<columns {
          var value = line[i] * (1 - alpha) + tintValue
          if faded > 0 { value = value * (1 - faded) + fadeColor * faded }
          value += 0.5
          packedLine[i] =
            0xFF00_0000 | UInt32(min(max(value[2], 0), 255)) << 16
            | UInt32(min(max(value[1], 0), 255)) << 8 | UInt32(min(max(value[0], 0), 255))
        }
        packedLine[columns] = packedLine[columns - 1]
        widen(into: material.base + (j - firstRow) * width, width: width)
      }
    }
  }

  /// `cells` ← the mean colour of each cell's samples.
  private func averageCells() {
    cells.resize(columns * rows)
    for k in 0..<cells.count {
      let s = sums[k]
      cells[k] =
        SIMD4(Float(s & 0x1F_FFFF), Float(s >> 21 & 0x1F_FFFF), Float(s >> 42), 0)
        / Float(max(counts[k], 1))
    }
  }

  /// For each pixel column of the shape: the grid cell left of its centre and the weight of the
  /// next one. A pixel's centre lies at cell coordinate (2x + 1 − f) / 2f, clamped to the grid.
  private func mapColumns(width: Int) {
    let f = factor
    let x0 = shape.x0 - gridX
    let groups = (width + 3) / 4
    columnCells.resize(groups * 4, filledWith: 0)
    columnWeights.resize(groups)
    for g in 0..<groups {
      var w = SIMD4<UInt16>()
      for lane in 0..<4 {
        let x = g * 4 + lane
        guard x < width else { continue }
        let position = 2 * (x0 + x) + 1 - f
        let i0 = Self.floorDivide(position, 2 * f)
        columnCells[x] = Int32(min(max(i0, 0), columns - 1))
        w[lane] =
          i0 < 0 || i0 >= columns - 1 ? 0 : UInt16(((position - i0 * 2 * f) * 256) / (2 * f))
      }
      columnWeights[g] = Paint.Lanes(w[0], w[0], w[1], w[1], w[2], w[2], w[3], w[3])
    }
  }

  /// `pass` row `j` ← `cells` row `j` blurred along the row, its ends extended.
  private func blurRow(_ j: Int, weights: UnsafeBufferPointer<Float>) {
    let reach = weights.count - 1
    let source = cells.base + j * columns
    let row = padded.base
    row.update(repeating: source[0], count: reach)
    (row + reach).update(from: source, count: columns)
    (row + reach + columns).update(repeating: source[columns - 1], count: reach)
    let target = pass.base + j * columns
    for i in 0..<columns {
      let centre = row + reach + i
      var total = centre[0] * weights[0]
      var k = 1
      while k <= reach {
        total += (centre[-k] + centre[k]) * weights[k]
        k += 1
      }
      target[i] = total
    }
  }

  /// `line` ← `pass` blurred down the columns at grid row `j`, the edge rows extended. Same
  /// summation order per cell as along the rows, one tap at a time over the whole row.
  private func blurColumns(into j: Int, weights: UnsafeBufferPointer<Float>) {
    let line = self.line.base
    let centre = pass.base + j * columns
    for i in 0..<columns { line[i] = centre[i] * weights[0] }
    var k = 1
    while k < weights.count {
      let above = pass.base + max(j - k, 0) * columns
      let below = pass.base + min(j + k, rows - 1) * columns
      let weight = weights[k]
      for i in 0..<columns { line[i] += (above[i] + below[i]) * weight }
      k += 1
    }
  }

  /// Writes `width` pixels from `packedLine`, each mixing the two cells around its centre, four
  /// at a time (up to three past `width`; see `material`).
  private func widen(into target: UnsafeMutablePointer<UInt32>, width: Int) {
    typealias Lanes = Paint.Lanes
    let packed = packedLine.base
    let cellsOf = columnCells.base
    var x = 0
    var g = 0
    while x < width {
      let c0 = Int(cellsOf[x])
      let c1 = Int(cellsOf[x + 1])
      let c2 = Int(cellsOf[x + 2])
      let c3 = Int(cellsOf[x + 3])
      let left = unsafeBitCast(
        SIMD4(packed[c0], packed[c1], packed[c2], packed[c3]), to: Lanes.self)
      let right = unsafeBitCast(
        SIMD4(packed[c0 + 1], packed[c1 + 1], packed[c2 + 1], packed[c3 + 1]), to: Lanes.self)
      let next = columnWeights[g]
      let previous = 256 &- next
      let even = ((left & 0x00FF) &* previous &+ (right & 0x00FF) &* next &+ 128) &>> 8
      let odd = ((left &>> 8) &* previous &+ (right &>> 8) &* next &+ 128) &>> 8
      UnsafeMutableRawPointer(target + x).storeBytes(of: even | odd &<< 8, as: Lanes.self)
      x += 4
      g += 1
    }
  }

  /// Normalised Gaussian weights, centre first, out to 3σ (at least the centre).
  private func makeKernel(sigma: Double) {
    weights.removeAll(keepingCapacity: true)
    guard sigma > 0.05 else {
      weights.append(1)
      return
    }
    let reach = Int((3 * sigma).rounded(.up))
    var total = 0.0
    for k in 0...reach {
      let w = exp(-Double(k * k) / (2 * sigma * sigma))
      weights.append(Float(w))
      total += k == 0 ? w : 2 * w
    }
    for k in weights.indices { weights[k] = Float(Double(weights[k]) / total) }
  }

  private func clampRow(_ j: Int) -> Int { min(max(j, 0), rows - 1) }

  /// ⌊a / b⌋ for b > 0, also for negative a.
  @inline(__always)
  static func floorDivide(_ a: Int, _ b: Int) -> Int { a >= 0 ? a / b : -((-a + b - 1) / b) }
}
