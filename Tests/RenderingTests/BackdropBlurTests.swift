import DisplayList
import Foundation
import NavGeometry
import SDLRenderer
import Testing

/// The backdrop blur (bar material) against the Gaussian it stands for: a step edge blurred by
/// σ becomes 255 · Φ(d / σ), Φ the normal distribution, d the distance from the edge.
extension RasterizerTests {
  /// Black on the left of `edge` points, white on the right, then a blur over the middle band.
  func blurredStep(
    scale: Double, sigma: Double, edge: Double = 100, tint: Color = .clear, opacity: Double = 1
  ) throws -> PixelImage {
    try render(width: Int(200 * scale), height: Int(120 * scale), scale: scale) { list in
      list.fill(Rect(x: 0, y: 0, width: edge, height: 120), color: .black)
      list.fill(Rect(x: edge, y: 0, width: 200 - edge, height: 120), color: .white)
      list.backdropBlur(
        Rect(x: 0, y: 20, width: 200, height: 60), sigma: sigma, tint: tint, opacity: opacity)
    }
  }

  func gaussianStep(_ distance: Double, sigma: Double) -> Double {
    255 * 0.5 * (1 + erf(distance / (sigma * 2.0.squareRoot())))
  }

  @Test(
    "A blurred step edge follows 255·Φ(d/σ) within 3.5 levels (the bar's σ 10 pt, the glass's 6 pt and the scroll edge's 3 pt, @1x to @3x)",
    arguments: [(1.0, 10.0), (2.0, 10.0), (3.0, 10.0), (3.0, 6.0), (2.0, 3.0), (3.0, 3.0)])
  func stepEdgeProfile(scale: Double, points: Double) throws {
    let image = try blurredStep(scale: scale, sigma: points)
    let sigma = points * scale
    let y = Int(50 * scale)
    var worst = 0.0
    for x in 0..<image.width {
      let expected = gaussianStep(Double(x) + 0.5 - 100 * scale, sigma: sigma)
      let actual = Double(channels(image[x, y]).r)
      worst = max(worst, abs(actual - expected))
    }
    #expect(worst <= 3.5, "largest deviation \(worst) levels at @\(scale)x")
    // One σ either side of the edge, Φ(±1) = 15.9 % and 84.1 % (at the pixels' centres).
    for x in [Int(100 * scale - sigma), Int(100 * scale + sigma) - 1] {
      let expected = gaussianStep(Double(x) + 0.5 - 100 * scale, sigma: sigma)
      #expect(abs(Double(channels(image[x, y]).r) - expected) <= 4)
    }
    // Outside the blurred band the step is still sharp.
    #expect(image[Int(99 * scale), Int(10 * scale)] == Self.black)
    #expect(image[Int(101 * scale), Int(10 * scale)] == Self.white)
  }

  @Test("The tint is laid over the blur at its alpha: #F8F8F8 at 80 % over black gives 198")
  func tint() throws {
    let image = try blurredStep(
      scale: 2, sigma: 10, edge: 200, tint: Color(hex: 0xF8F8F8, opacity: 0.8))
    // Uniform black under the material: 0.8 · 248 + 0.2 · 0 = 198.4 (alpha 204/255).
    for x in stride(from: 0, to: image.width, by: 37) {
      let c = channels(image[x, 100])
      #expect(abs(c.r - 198) <= 1 && c.r == c.g && c.g == c.b, "x \(x): \(c)")
    }
  }

  @Test(
    "A fade lies over the material at its alpha at the top edge and thins linearly to nothing at the bottom (iOS 26's soft scroll edge)",
    arguments: [2.0, 3.0])
  func fade(scale: Double) throws {
    // Black content, no tint, a white fade at 70 %: row y of the 60 pt band (its centre at
    // y + ½ pixels from the top) is 255 · 0.7 · (1 − (y + ½) / height).
    let image = try render(width: Int(200 * scale), height: Int(120 * scale), scale: scale) {
      list in
      list.fill(Rect(x: 0, y: 0, width: 200, height: 120), color: .black)
      list.backdropBlur(
        Rect(x: 0, y: 20, width: 200, height: 60), sigma: 3, tint: .clear,
        fade: Color(hex: 0xFFFFFF, opacity: 0.7))
    }
    let top = Int(20 * scale)
    let height = Int(60 * scale)
    var worst = 0.0
    for y in top..<(top + height) {
      let expected =
        255 * Double(Color(hex: 0xFFFFFF, opacity: 0.7).alpha) / 255
        * (1 - (Double(y - top) + 0.5) / Double(height))
      for x in [0, image.width / 2, image.width - 1] {
        worst = max(worst, abs(Double(channels(image[x, y]).r) - expected))
      }
    }
    #expect(worst <= 1, "largest deviation \(worst) levels")
    // Outside the band the content is untouched.
    #expect(image[0, top - 1] == Self.black)
    #expect(image[0, top + height] == Self.black)
  }

  @Test("At opacity 0.5 the material is half-way between the content and the full material")
  func opacity() throws {
    let full = try blurredStep(scale: 1, sigma: 10, tint: Color(hex: 0x212121, opacity: 0.72))
    let half = try blurredStep(
      scale: 1, sigma: 10, tint: Color(hex: 0x212121, opacity: 0.72), opacity: 0.5)
    let content = try blurredStep(scale: 1, sigma: 10, opacity: 0.001)
    for x in [20, 95, 105, 180] {
      let expected = (channels(full[x, 50]).r + channels(content[x, 50]).r) / 2
      #expect(abs(channels(half[x, 50]).r - expected) <= 1, "x \(x)")
    }
  }

  @Test("A rounded material leaves the pixels outside its corners alone")
  func roundedCorners() throws {
    let image = try render(width: 100, height: 100) { list in
      list.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: .black)
      list.backdropBlur(
        Rect(x: 10, y: 10, width: 80, height: 80), radius: 20, sigma: 4, tint: .white)
    }
    #expect(image[10, 10] == Self.black)
    #expect(image[89, 89] == Self.black)
    #expect(image[50, 50] == Self.white)
    #expect(image[10, 50] == Self.white)
  }

  @Test(
    "Drawn in bands of 7 rows, a frame with three blurs has exactly the bytes of a full-frame render"
  )
  func bandedBlur() throws {
    let fonts = try FontLibrary()
    var list = DisplayList(size: Size(width: 60, height: 50))
    list.fill(Rect(x: 0, y: 0, width: 60, height: 50), color: Color(hex: 0x007AFF))
    for k in 0..<6 {
      list.fill(
        Rect(x: 3 + 9 * Double(k), y: 5, width: 4, height: 40), radius: 1.5, color: .white)
    }
    // Feathered over its last 6 pt, as the iOS 26 soft edge is.
    list.backdropBlur(
      Rect(x: 0, y: 0, width: 60, height: 17), sigma: 3, tint: Color(hex: 0xF8F8F8, opacity: 0.8),
      feather: 6)
    list.backdropBlur(
      Rect(x: 8, y: 25, width: 40, height: 14), radius: 7, sigma: 2.5,
      tint: Color(hex: 0x212121, opacity: 0.5), opacity: 0.8)
    // Reaching past the canvas on both sides, as a bar sliding in during a push does.
    list.backdropBlur(
      Rect(x: -20, y: 40, width: 100, height: 9), sigma: 2, tint: Color(hex: 0xF8F8F8, opacity: 0.8)
    )
    let full = try OffscreenCanvas(width: 180, height: 150, scale: 3, fonts: fonts)
    full.render(list)
    let expected = full.pixelImage().pixels
    let banded = try BandedCanvas(width: 180, height: 150, scale: 3, fonts: fonts, bandHeight: 7)
    var actual = [UInt32](repeating: 0, count: 180 * 150)
    banded.render(list) { (band: PixelBuffer, top: Int) in
      for y in 0..<band.height {
        for x in 0..<180 { actual[(top + y) * 180 + x] = band.row(y)[x] }
      }
    }
    #expect(actual == expected)
    // The blur did something: the white stripes under the first material are softened.
    #expect(expected.contains { channels($0).r > 60 && channels($0).r < 200 })
  }
}

/// The progressive (feathered) material of iOS 26's soft scroll edge.
extension RasterizerTests {
  /// Pixels of row `y` strictly between 10 % and 90 % of a black-to-white step: the width of
  /// the step's blur at that row.
  func transitionWidth(_ image: PixelImage, row y: Int) -> Int {
    (0..<image.width).filter {
      let r = channels(image[$0, y]).r
      return r > 25 && r < 230
    }.count
  }

  @Test(
    "A feathered material fades out over its lower band: the blur of a step edge narrows row by row to nothing at the bottom edge",
    arguments: [2.0, 3.0])
  func featheredBlurNarrows(scale: Double) throws {
    let image = try render(width: Int(200 * scale), height: Int(120 * scale), scale: scale) {
      list in
      list.fill(Rect(x: 0, y: 0, width: 100, height: 120), color: .black)
      list.fill(Rect(x: 100, y: 0, width: 100, height: 120), color: .white)
      list.backdropBlur(
        Rect(x: 0, y: 20, width: 200, height: 60), sigma: 3, tint: .clear, feather: 40)
    }
    let sigma = 3 * scale
    // Above the band (20…40 pt) the full blur: 2 × 1.2816 σ between 10 % and 90 %.
    let full = transitionWidth(image, row: Int(30 * scale))
    #expect(abs(Double(full) - 2 * 1.2816 * sigma) <= 2, "full blur \(full) px")
    // Through the band (40…80 pt) the width never grows and reaches the sharp step's 0 px.
    var previous = full
    for y in Int(40 * scale)..<Int(80 * scale) {
      let width = transitionWidth(image, row: y)
      #expect(width <= previous + 1, "row \(y): \(width) px after \(previous)")
      previous = min(previous, width)
    }
    #expect(transitionWidth(image, row: Int(60 * scale)) < full)
    #expect(transitionWidth(image, row: Int(80 * scale) - 1) == 0)
    // Below the material the step is untouched.
    #expect(image[Int(99 * scale), Int(80 * scale)] == Self.black)
    #expect(image[Int(100 * scale), Int(80 * scale)] == Self.white)
  }
}
