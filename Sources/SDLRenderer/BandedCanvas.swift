import DisplayList

/// Draws a frame in horizontal bands through one small buffer, handing each band to the
/// caller (PNG encoder, video pipe) before drawing the next.
///
/// A 1179×2556 frame needs 12 MB as one surface; in 256-row bands it needs 1.2 MB, which keeps a
/// headless run under its memory budget. The rasterizer draws a band by moving its origin up by
/// a whole number of pixels, so the pixels are exactly those of a full-frame render (a test
/// compares them byte for byte).
public final class BandedCanvas {
  public let width: Int
  public let height: Int
  public let bandHeight: Int
  public let rasterizer: Rasterizer
  private let storage: UnsafeMutablePointer<UInt32>

  /// A canvas drawing with `rasterizer` when one at `scale` is given (the one that measured
  /// the frame's text: its glyph runs and masks are shared, not made twice), else its own.
  public init(
    width: Int, height: Int, scale: Double, fonts: FontLibrary, bandHeight: Int = 128,
    rasterizer shared: Rasterizer? = nil
  ) throws(SDLError) {
    guard width > 0, height > 0, width <= 16384, height <= 16384 else {
      throw SDLError(
        "navlab: a \(width)×\(height) pixel canvas is out of range.",
        remedy: "Use 1...16384 pixels.")
    }
    self.width = width
    self.height = height
    self.bandHeight = max(1, min(bandHeight, height))
    storage = .allocate(capacity: width * self.bandHeight)
    rasterizer =
      shared.flatMap { $0.scale == scale ? $0 : nil } ?? Rasterizer(fonts: fonts, scale: scale)
  }

  deinit { storage.deallocate() }

  /// Renders `list` band by band, top to bottom; `consume` gets each band and the frame row of
  /// its first row.
  public func render<Failure: Error>(
    _ list: DisplayList, background: Color = .black,
    consume: (PixelBuffer, Int) throws(Failure) -> Void
  ) throws(Failure) {
    var top = 0
    let scale = rasterizer.scale
    // Backdrop blurs read rows outside the band that draws them: build them first.
    rasterizer.prepareBackdrops(
      list, width: width, height: height, storage: storage, bandHeight: bandHeight,
      background: background)
    defer { rasterizer.endBackdrops() }
    while top < height {
      let rows = min(bandHeight, height - top)
      let band = PixelBuffer(pixels: storage, width: width, height: rows, pitch: width)
      rasterizer.setScale(scale, originX: 0, originY: -Double(top))
      rasterizer.render(list, into: band, background: background)
      try consume(band, top)
      top += rows
    }
    rasterizer.setScale(scale)
  }
}
