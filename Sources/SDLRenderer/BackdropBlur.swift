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
  /// Per cell: the B, G, R sums in 21-bit lanes of one word, and the number of samples.
  private var sums: [UInt64] = []
  private var counts: [UInt32] = []
  private var cells: [SIMD4<Float>] = []
  private var pass: [SIMD4<Float>] = []
  /// One blurred, tinted grid row before it is widened, as floats and as pixels.
  private var line: [SIMD4<Float>] = []
  private var packedLine: [UInt32] = []
  /// Per pixel column of the shape: the cell left of its centre and the next cell's weight.
  private var columnCells: [Int32] = []
  private var columnWeights: [UInt16] = []
  private var weights: [Float] = []
  /// The tinted material, one row of `shape` width per grid row `firstRow...lastRow`.
  private(set) var material: [UInt32] = []
  private(set) var firstRow = 0
  private(set) var lastRow = 0

  /// Starts a frame's material for `shape` (canvas pixels) on a canvas of `canvasWidth` ×
  /// `canvasHeight` pixels, blurred by `sigma` pixels.
  func begin(shape: PixelRect, canvasWidth: Int, canvasHeight: Int, sigma: Double) {
    self.shape = shape
    self.sigma = max(0, min(sigma, 1000))
    // Two cells per σ keep the grid blur short (±6 cells) and still smooth enough for linear
    // interpolation (the step-edge test holds it within 3.5 levels of a true Gaussian).
    factor = max(1, min(64, Int(self.sigma / 2)))
    sampleStep = factor >= 9 ? 3 : factor >= 4 ? 2 : 1
    let margin = Int((3 * self.sigma).rounded(.up))
    let source = PixelRect(
      x0: shape.x0 - margin, y0: shape.y0 - margin, x1: shape.x1 + margin, y1: shape.y1 + margin
    ).intersection(PixelRect(x0: 0, y0: 0, x1: canvasWidth, y1: canvasHeight))
    gridX = source.x0
    gridY = source.y0
    columns = (source.x1 - source.x0 + factor - 1) / factor
    rows = (source.y1 - source.y0 + factor - 1) / factor
    let count = columns * rows
    sums.removeAll(keepingCapacity: true)
    sums.append(contentsOf: repeatElement(0, count: count))
    counts.removeAll(keepingCapacity: true)
    counts.append(contentsOf: repeatElement(0, count: count))
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
    let y1 = min(buffer.height, canvasY + gridY + rows * f)
    let x0 = max(0, canvasX + gridX)
    let x1 = min(buffer.width, canvasX + gridX + columns * f)
    guard y0 < y1, x0 < x1 else { return }
    sums.withUnsafeMutableBufferPointer { sums in
      counts.withUnsafeMutableBufferPointer { counts in
        var y = y0
        while y < y1 {
          let row = buffer.row(y)
          let cellRow = (y - canvasY - gridY) / f * columns
          var x = x0 + (step - (x0 - canvasX - gridX) % step) % step
          while x < x1 {
            let column = (x - canvasX - gridX) / f
            let end = min(x1, canvasX + gridX + (column + 1) * f)
            var sum: UInt64 = 0
            var samples: UInt32 = 0
            while x < end {
              sum &+= BackdropBlur.spread(row[x])
              samples &+= 1
              x += step
            }
            sums[cellRow + column] &+= sum
            counts[cellRow + column] &+= samples
          }
          y += step
        }
      }
    }
  }

  /// Averages the cells, blurs them, lays `tint` over them and widens the rows the shape needs.
  func finish(tint: Color) {
    guard columns > 0, rows > 0, !shape.isEmpty else {
      material.removeAll(keepingCapacity: true)
      return
    }
    let f = factor
    cells.removeAll(keepingCapacity: true)
    cells.append(contentsOf: repeatElement(.zero, count: columns * rows))
    sums.withUnsafeBufferPointer { sums in
      counts.withUnsafeBufferPointer { counts in
        cells.withUnsafeMutableBufferPointer { cells in
          for k in cells.indices {
            let s = sums[k]
            let mean =
              SIMD4(Float(s & 0x1F_FFFF), Float(s >> 21 & 0x1F_FFFF), Float(s >> 42), 0)
              / Float(max(counts[k], 1))
            cells[k] = mean
          }
        }
      }
    }
    // The grid's own blur, in cells.
    let cellSigma = (max(sigma * sigma - Double(f * f) / 4, 0)).squareRoot() / Double(f)
    makeKernel(sigma: cellSigma)
    let reach = weights.count - 1
    // Grid rows the shape's pixel rows interpolate between.
    firstRow = clampRow(Self.floorDivide(2 * (shape.y0 - gridY) + 1 - f, 2 * f))
    lastRow = clampRow(Self.floorDivide(2 * (shape.y1 - 1 - gridY) + 1 - f, 2 * f) + 1)
    // Horizontal pass over the rows the vertical pass reads, edges extended.
    let readFirst = max(0, firstRow - reach)
    let readLast = min(rows - 1, lastRow + reach)
    pass.removeAll(keepingCapacity: true)
    pass.append(contentsOf: repeatElement(.zero, count: columns * rows))
    line.removeAll(keepingCapacity: true)
    line.append(contentsOf: repeatElement(.zero, count: columns))
    let width = shape.x1 - shape.x0
    material.removeAll(keepingCapacity: true)
    material.append(contentsOf: repeatElement(0, count: (lastRow - firstRow + 1) * width))
    let alpha = Float(tint.alpha) / 255
    let tintValue = SIMD4(Float(tint.blue), Float(tint.green), Float(tint.red), 0) * alpha
    let columns = self.columns
    let rows = self.rows
    let firstRow = self.firstRow
    let lastRow = self.lastRow
    let x0 = shape.x0 - gridX
    packedLine.removeAll(keepingCapacity: true)
    packedLine.append(contentsOf: repeatElement(0, count: columns))
    columnCells.removeAll(keepingCapacity: true)
    columnWeights.removeAll(keepingCapacity: true)
    for x in 0..<width {
      // Cell coordinate of the pixel's centre in 1/(2f) steps: (2x + 1 − f) / 2f, clamped.
      let position = 2 * (x0 + x) + 1 - f
      let i0 = Self.floorDivide(position, 2 * f)
      let clamped = min(max(i0, 0), columns - 1)
      let weight = i0 < 0 ? 0 : i0 >= columns - 1 ? 0 : ((position - i0 * 2 * f) * 256) / (2 * f)
      columnCells.append(Int32(clamped))
      columnWeights.append(UInt16(weight))
    }
    // Raw buffers: the loops below run over every cell tap, without exclusivity checks.
    cells.withUnsafeBufferPointer { cells in
      pass.withUnsafeMutableBufferPointer { pass in
        line.withUnsafeMutableBufferPointer { line in
          weights.withUnsafeBufferPointer { weights in
            material.withUnsafeMutableBufferPointer { material in
              packedLine.withUnsafeMutableBufferPointer { packed in
                columnCells.withUnsafeBufferPointer { firstColumns in
                  columnWeights.withUnsafeBufferPointer { columnWeights in
                    for j in readFirst...readLast {
                      let base = j * columns
                      for i in 0..<columns {
                        var total = cells[base + i] * weights[0]
                        var k = 1
                        while k <= reach {
                          let left = cells[base + max(i - k, 0)]
                          let right = cells[base + min(i + k, columns - 1)]
                          total += (left + right) * weights[k]
                          k += 1
                        }
                        pass[base + i] = total
                      }
                    }
                    // Vertical pass for the needed rows, then the tint, then the widening.
                    for j in firstRow...lastRow {
                      for i in 0..<columns {
                        var total = pass[j * columns + i] * weights[0]
                        var k = 1
                        while k <= reach {
                          let above = pass[max(j - k, 0) * columns + i]
                          let below = pass[min(j + k, rows - 1) * columns + i]
                          total += (above + below) * weights[k]
                          k += 1
                        }
                        line[i] = total * (1 - alpha) + tintValue
                      }
                      // The grid row as pixels, then widened: each pixel mixes the two cells around
                      // its centre with the weights of `columnWeights` (out of 256).
                      for i in 0..<columns {
                        let value = line[i] + 0.5
                        packed[i] =
                          0xFF00_0000 | UInt32(min(max(value[2], 0), 255)) << 16
                          | UInt32(min(max(value[1], 0), 255)) << 8
                          | UInt32(min(max(value[0], 0), 255))
                      }
                      let out = (j - firstRow) * width
                      for x in 0..<width {
                        let i0 = Int(firstColumns[x])
                        let t = UInt64(columnWeights[x])
                        let a = Paint.spread(packed[i0]) &* (256 &- t)
                        let b = Paint.spread(packed[min(i0 + 1, columns - 1)]) &* t
                        let mixed = (a &+ b &+ 0x0080_0080_0080) >> 8 & 0x00FF_00FF_00FF
                        material[out + x] =
                          0xFF00_0000
                          | UInt32(
                            truncatingIfNeeded: (mixed & 0xFF) | (mixed >> 8) & 0xFF00
                              | (mixed >> 16) & 0xFF_0000)
                      }
                    }
                  }
                }
              }
            }
          }
        }
      }
    }
  }

  /// Writes `count` pixels of the material row between `upper` and `lower` (`weight`/256 of
  /// the way to `lower`) over `target` at `strength` (0...255). Two pixels at a time in one
  /// 64-bit word: its even bytes (blue, red) and odd bytes (green, alpha) each get a 16-bit lane,
  /// where 255 × 256 + 128 cannot overflow into the next lane.
  static func composite(
    _ upper: UnsafePointer<UInt32>, _ lower: UnsafePointer<UInt32>, weight: UInt32,
    strength: UInt32, into target: UnsafeMutablePointer<UInt32>, count: Int
  ) {
    guard strength > 0, count > 0 else { return }
    let mask: UInt64 = 0x00FF_00FF_00FF_00FF
    let bias: UInt64 = 0x0080_0080_0080_0080
    let next = UInt64(weight)
    let previous = UInt64(256 - weight)
    let opaque = strength == 255
    let source = UInt64(strength)
    let keep = UInt64(255 - strength)
    /// The lanes of `a` and `b` mixed, then laid over `d`'s at `strength`: (x + x / 256) / 256
    /// rounds x / 255 exactly for these sizes, as `Paint` does.
    @inline(__always)
    func lanes(_ a: UInt64, _ b: UInt64, _ d: UInt64) -> UInt64 {
      let mixed = ((a &* previous &+ b &* next &+ bias) >> 8) & mask
      if opaque { return mixed }
      let x = mixed &* source &+ d &* keep &+ bias
      return ((x &+ ((x >> 8) & mask)) >> 8) & mask
    }
    @inline(__always)
    func pixels(_ a: UInt64, _ b: UInt64, _ d: UInt64) -> UInt64 {
      lanes(a & mask, b & mask, d & mask) | lanes(a >> 8 & mask, b >> 8 & mask, d >> 8 & mask) << 8
    }
    var i = 0
    while i + 2 <= count {
      let a = UnsafeRawPointer(upper + i).loadUnaligned(as: UInt64.self)
      let b = UnsafeRawPointer(lower + i).loadUnaligned(as: UInt64.self)
      let d = opaque ? 0 : UnsafeRawPointer(target + i).loadUnaligned(as: UInt64.self)
      UnsafeMutableRawPointer(target + i).storeBytes(of: pixels(a, b, d), as: UInt64.self)
      i += 2
    }
    if i < count {
      target[i] = UInt32(
        truncatingIfNeeded: pixels(UInt64(upper[i]), UInt64(lower[i]), UInt64(target[i])))
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

  /// `0x..RRGGBB` → B, G, R in 21-bit lanes (room for 8,000 samples of 255 each: a cell of at
  /// most 64 × 64 pixels).
  @inline(__always)
  static func spread(_ pixel: UInt32) -> UInt64 {
    let value = UInt64(pixel)
    return (value & 0xFF) | (value & 0xFF00) << 13 | (value & 0xFF_0000) << 26
  }
}
