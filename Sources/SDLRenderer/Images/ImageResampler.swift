/// Scales premultiplied images with a separable filter: bilinear when enlarging, an
/// area-weighted average of every source pixel a target pixel covers when shrinking (no
/// aliasing, no dropped rows). Filtering premultiplied pixels keeps
/// transparent edges free of dark fringes.
///
/// Runs once per image and target size (the image store caches the result), never per frame.
public enum ImageResampler {
  /// `image` scaled to cover `width` × `height` pixels, centred and cropped to them (UIKit's
  /// `scaleAspectFill`).
  public static func fill(_ image: DecodedImage, width: Int, height: Int) -> DecodedImage {
    image.pixels.withUnsafeBufferPointer { source in
      fill(sourceWidth: image.width, sourceHeight: image.height, width: width, height: height) {
        y in UnsafeBufferPointer(rebasing: source[(y * image.width)..<((y + 1) * image.width)])
      }
    }
  }

  /// A `sourceWidth` × `sourceHeight` image whose premultiplied rows `row(y)` gives, scaled to
  /// cover `width` × `height` pixels: the decoder scales a file's pixels straight from the
  /// decoded surface, a row at a time, without a premultiplied copy of the whole image. Rows
  /// are asked for in increasing order, each at most a few times; the buffer `row` returns
  /// is read before the next call.
  static func fill(
    sourceWidth: Int, sourceHeight: Int, width: Int, height: Int,
    row: (Int) -> UnsafeBufferPointer<UInt32>
  ) -> DecodedImage {
    let width = max(1, width)
    let height = max(1, height)
    guard sourceWidth > 0, sourceHeight > 0 else {
      return DecodedImage(
        width: width, height: height, pixels: [UInt32](repeating: 0, count: width * height))
    }
    let scale = max(Double(width) / Double(sourceWidth), Double(height) / Double(sourceHeight))
    let columns = taps(output: width, input: sourceWidth, scale: scale)
    let rows = taps(output: height, input: sourceHeight, scale: scale)
    // Raw pointers throughout: this runs over every pixel of a 4096² photo, and unchecked
    // access keeps debug builds (the tests) within seconds.
    let line = UnsafeMutablePointer<Float>.allocate(capacity: sourceWidth * 4)
    defer { line.deallocate() }
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBufferPointer { output in
      columns.index.withUnsafeBufferPointer { columnIndex in
        columns.weight.withUnsafeBufferPointer { columnWeight in
          for y in 0..<height {
            // Vertical pass: the weighted source rows, into one line of channels.
            line.update(repeating: 0, count: sourceWidth * 4)
            for tap in rows.range(y) {
              let source = row(rows.index[tap])
              guard let from = source.baseAddress else { continue }
              let weight = rows.weight[tap]
              var channel = line
              for x in 0..<sourceWidth {
                let pixel = from[x]
                channel[0] += weight * Float(pixel >> 24)
                channel[1] += weight * Float(pixel >> 16 & 0xFF)
                channel[2] += weight * Float(pixel >> 8 & 0xFF)
                channel[3] += weight * Float(pixel & 0xFF)
                channel += 4
              }
            }
            // Horizontal pass.
            let target = output.baseAddress! + y * width
            for x in 0..<width {
              var a: Float = 0
              var r: Float = 0
              var g: Float = 0
              var b: Float = 0
              for tap in columns.range(x) {
                let at = line + 4 * columnIndex[tap]
                let weight = columnWeight[tap]
                a += weight * at[0]
                r += weight * at[1]
                g += weight * at[2]
                b += weight * at[3]
              }
              let alpha = byte(a)
              // Premultiplied: no colour may exceed the alpha after rounding.
              target[x] =
                alpha << 24 | min(byte(r), alpha) << 16 | min(byte(g), alpha) << 8
                | min(byte(b), alpha)
            }
          }
        }
      }
    }
    return DecodedImage(width: width, height: height, pixels: pixels)
  }

  private static func byte(_ value: Float) -> UInt32 {
    UInt32(max(0, min(255, (value + 0.5).rounded(.down))))
  }

  /// For each output pixel along one axis, the input pixels it reads and their weights
  /// (normalised to 1).
  struct Taps {
    var start: [Int]
    var index: [Int]
    var weight: [Float]

    func range(_ output: Int) -> Range<Int> { start[output]..<start[output + 1] }
  }

  /// Taps of `output` pixels taken from the middle of `input` pixels enlarged by `scale`.
  ///
  /// Shrinking: each output pixel averages the input pixels under its footprint, each weighted
  /// by how much of it lies inside (an exact box filter: a checkerboard becomes an even grey).
  /// Enlarging: bilinear between the two nearest input pixels. Taps outside the image are
  /// dropped and the rest renormalised (no edge colour counted twice).
  static func taps(output: Int, input: Int, scale: Double) -> Taps {
    // The centred window of the input the output covers.
    let covered = Double(output) / scale
    let origin = (Double(input) - covered) / 2
    var taps = Taps(start: [0], index: [], weight: [])
    for o in 0..<output {
      var total = 0.0
      let begin = taps.index.count
      func add(_ i: Int, _ w: Double) {
        guard w > 0, i >= 0, i < input else { return }
        taps.index.append(i)
        taps.weight.append(Float(w))
        total += w
      }
      if scale < 1 {
        let a = origin + Double(o) / scale
        let b = origin + Double(o + 1) / scale
        for i in Int(a.rounded(.down))..<Int(b.rounded(.up)) {
          add(i, min(b, Double(i + 1)) - max(a, Double(i)))
        }
      } else {
        let centre = origin + (Double(o) + 0.5) / scale - 0.5
        let left = Int(centre.rounded(.down))
        let fraction = centre - Double(left)
        add(left, 1 - fraction)
        add(left + 1, fraction)
      }
      if taps.index.count == begin {
        let nearest = origin + (Double(o) + 0.5) / scale
        taps.index.append(min(max(Int(nearest), 0), input - 1))
        taps.weight.append(1)
        total = 1
      }
      for k in begin..<taps.index.count { taps.weight[k] = Float(Double(taps.weight[k]) / total) }
      taps.start.append(taps.index.count)
    }
    return taps
  }
}
