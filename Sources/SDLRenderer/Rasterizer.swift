import DisplayList
import NavGeometry

/// Executes a `DisplayList` directly into ARGB8888 pixels, scaling points to output pixels.
///
/// Spans are written straight into the buffer: opaque fills are row stores, translucent ones
/// integer blends, round corners and shadows come from cached coverage masks, and text from
/// cached glyph coverage. Everything it needs between frames (caches, the clip stack, the
/// symbol accumulator) is kept here with its capacity, so a frame whose strings and radii were
/// seen before allocates nothing. The same list always produces the same bytes.
///
/// ```swift
/// let rasterizer = Rasterizer(fonts: fonts, scale: 3)
/// rasterizer.render(list, into: PixelBuffer(surface: surface), background: .black)
/// ```
public final class Rasterizer {
  /// Output pixels per point.
  public private(set) var scale: Double
  /// Where the display list's origin lies in the output, in pixels (letterboxing).
  public private(set) var originX: Double = 0
  public private(set) var originY: Double = 0

  let glyphs: GlyphRunCache
  let masks = CoverageMaskCache()
  let symbolMasks = SymbolMaskCache()
  var shapes = ShapeCoverage()
  /// One resampled row of a scaled text run; grows to the widest run once.
  var scratchLine: [UInt8] = []
  /// The colours of the gradient being drawn, when it changes along rows (see
  /// `fillLinearGradient`); its capacity is kept between frames.
  var gradientRamp: [Paint] = []
  /// Materials of the frame's backdrop blurs, in command order, kept between frames.
  var backdrops: [BackdropBlur] = []
  /// How many of `backdrops` were prepared for the frame being drawn in bands.
  var preparedBackdrops = 0
  /// The opaque spans left out of the frame's opening fill (see `fillCover`).
  var coverHoles: [PixelRect] = []
  /// Decoded and scaled images for `image` commands (shared between rasterizers); without a
  /// store, images draw as grey placeholders.
  public var images: ImageStore?
  /// Clip rectangles in pixels, each already intersected with the one below it.
  private var clipStack: [PixelRect] = []
  /// Where drawing may touch: the innermost clip, within the buffer.
  private(set) var clip = PixelRect.empty
  /// The canvas a backdrop blur reads within (the list's, or the innermost `pushCanvas`), and
  /// the ones below it, one per clip on `clipStack`.
  private var blurCanvas = PixelRect.empty
  private var canvasStack: [PixelRect] = []
  /// The same stack while `prepareBackdrops` looks for the blurs of a banded frame.
  var preparedCanvases: [PixelRect] = []

  /// The pixels per point text was laid out at (the device's), when this rasterizer draws at
  /// another (the window, a video at `--record-scale`): where text given a `maxWidth` is cut
  /// with "…" is decided at that scale, so every output cuts and wraps it where the layout and
  /// the native screenshot do (issue 43: the window cut seed 000's callout that wraps at 3x).
  public var layoutScale: Double? {
    didSet { if layoutScale != oldValue { glyphs.removeAll() } }
  }

  /// The family of the fonts text is drawn in (its tracking differs).
  let typeFamily: TypeFamily

  public init(fonts: FontLibrary, scale: Double) {
    self.scale = scale
    typeFamily = fonts.family
    glyphs = GlyphRunCache(fonts: fonts)
    clipStack.reserveCapacity(16)
    canvasStack.reserveCapacity(16)
    preparedCanvases.reserveCapacity(16)
    gradientRamp.reserveCapacity(Rasterizer.gradientRampSize)
  }

  /// Strings rendered so far that were not cached (a steady-state frame adds none).
  public var glyphRunMisses: Int { glyphs.misses }
  /// Bytes of glyph coverage cached (bounded: see `GlyphRunCache`).
  public var glyphCacheBytes: Int { glyphs.bytes }

  /// Changes the pixel scale (window resized or moved to another display) and the origin.
  /// Cached text and masks were made for the old scale and are dropped.
  public func setScale(_ newScale: Double, originX: Double = 0, originY: Double = 0) {
    self.originX = originX
    self.originY = originY
    if newScale != scale {
      scale = newScale
      glyphs.removeAll()
      masks.removeAll()
      symbolMasks.removeAll()
    }
  }

  /// Fills `buffer` with the opaque `background` and draws every command of `list`, in order.
  public func render(_ list: DisplayList, into buffer: PixelBuffer, background: Color) {
    render(list, into: buffer, background: background, upTo: list.commands.count)
  }

  /// Draws the first `end` commands of `list` (what lies under a backdrop blur).
  func render(_ list: DisplayList, into buffer: PixelBuffer, background: Color, upTo end: Int) {
    clipStack.removeAll(keepingCapacity: true)
    canvasStack.removeAll(keepingCapacity: true)
    clip = buffer.bounds
    // Most frames start with an opaque full-screen fill; clearing under it would write every
    // pixel twice.
    var coverPending = opensWithOpaqueCover(list, buffer: buffer)
    if !coverPending {
      buffer.clear(to: Paint(background).pixel)
    }
    blurCanvas = canvasPixels(list, fallback: buffer.bounds)
    var blurs = 0
    let end = min(end, list.commands.count)
    for index in 0..<end {
      switch list.commands[index] {
      case .fill(let rect, let radius, let color):
        if coverPending {
          coverPending = false
          fillCover(color, following: list.commands[(index + 1)..<end], in: buffer)
        } else {
          fillRoundedRect(rect, radius: radius, top: color, bottom: color, in: buffer)
        }
      case .gradient(let rect, let radius, let top, let bottom):
        fillRoundedRect(rect, radius: radius, top: top, bottom: bottom, in: buffer)
      case .linearGradient(let rect, let radius, let start, let end, let stops):
        fillLinearGradient(
          rect, radius: radius, start: start, end: end,
          stops: list.colorStops[Int(stops.lowerBound)..<Int(stops.upperBound)], in: buffer)
      case .shadow(let rect, let radius, let blur, let color):
        drawShadow(rect, radius: radius, blur: blur, color: color, in: buffer)
      case .cornerMask(let rect, let radius, let color):
        drawCornerMask(rect, radius: radius, color: color, in: buffer)
      case .stroke(let rect, let radius, let width, let dash, let color):
        drawStroke(rect, radius: radius, width: width, dash: dash, color: color, in: buffer)
      case .line(let start, let end, let width, let color):
        drawLine(start, end, width: width, color: color, in: buffer)
      case .symbol(let symbol, let rect, let color, let level):
        drawSymbol(symbol, in: rect, color: color, level: level, buffer: buffer)
      case .text(
        let string, let font, let color, let x, let midY, let alignment, let scale, let maxWidth):
        drawText(
          string, font: font, color: color, x: x, midY: midY, alignment: alignment,
          scale: scale, maxWidth: maxWidth, in: buffer)
      case .backdropBlur(
        let rect, let radius, let sigma, let tint, let opacity, let fade, let feather):
        drawBackdropBlur(
          rect, radius: radius, sigma: sigma, tint: tint, fade: fade, opacity: opacity,
          feather: feather, ordinal: blurs, canvas: blurCanvas, in: buffer)
        blurs += 1
      case .image(let id, let rect, let radius, let opacity, let blend):
        drawImage(id, in: rect, radius: radius, opacity: opacity, blend: blend, in: buffer)
      case .pushClip(let rect):
        clipStack.append(clip)
        canvasStack.append(blurCanvas)
        clip = clip.intersection(enclosingPixels(rect))
      case .pushCanvas(let rect):
        clipStack.append(clip)
        canvasStack.append(blurCanvas)
        clip = clip.intersection(enclosingPixels(rect))
        blurCanvas = Self.subCanvas(rect, in: blurCanvas, snapped: snappedPixels(rect))
      case .popClip:
        clip = clipStack.popLast() ?? buffer.bounds
        blurCanvas = canvasStack.popLast() ?? blurCanvas
      }
    }
  }

  /// The canvas of a `pushCanvas(rect)` inside `outer`: its snapped pixels within the outer
  /// canvas (the outer one when the rectangle is not finite).
  static func subCanvas(_ rect: Rect, in outer: PixelRect, snapped: PixelRect?) -> PixelRect {
    guard let snapped else { return outer }
    let inner = snapped.intersection(outer)
    return inner.isEmpty ? outer : inner
  }

  /// Whether the first drawing command (after any clips) is an opaque, square-cornered fill
  /// covering the whole buffer.
  private func opensWithOpaqueCover(_ list: DisplayList, buffer: PixelBuffer) -> Bool {
    var area = buffer.bounds
    for command in list.commands {
      switch command {
      case .pushClip(let rect), .pushCanvas(let rect):
        area = area.intersection(enclosingPixels(rect))
      case .fill(let rect, let radius, let color):
        guard color.alpha == 255, let pixels = snappedPixels(rect) else { return false }
        let cornered = Int((max(radius, 0) * scale).rounded()) >= 1
        return !cornered && pixels.intersection(area) == buffer.bounds
      default:
        return false
      }
    }
    return false
  }

  // MARK: - Points to pixels

  @inline(__always)
  func pixelX(_ x: Double) -> Double { originX + x * scale }
  @inline(__always)
  func pixelY(_ y: Double) -> Double { originY + y * scale }

  func pixelPoint(_ point: Point) -> Point { Point(x: pixelX(point.x), y: pixelY(point.y)) }

  /// `value` rounded to a whole pixel (halves upwards, so that moving the origin by whole
  /// pixels, as banded rendering does, moves every edge by exactly as much), kept far from
  /// `Int`'s limits.
  @inline(__always)
  func snapped(_ value: Double) -> Int { Int((max(-1e7, min(1e7, value)) + 0.5).rounded(.down)) }

  /// `rect` with its edges rounded to the nearest pixel boundaries (so that shapes sharing an
  /// edge neither overlap nor leave a seam); nil when not finite or empty.
  ///
  /// A side thinner than a pixel that would round to nothing keeps the one pixel holding its
  /// middle: a one-device-pixel hairline drawn at 1× (a third of a pixel) shows at every
  /// offset instead of only where it straddles a pixel's middle.
  func snappedPixels(_ rect: Rect) -> PixelRect? {
    guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
      return nil
    }
    var pixels = PixelRect(
      x0: snapped(pixelX(rect.minX)), y0: snapped(pixelY(rect.minY)),
      x1: snapped(pixelX(rect.maxX)), y1: snapped(pixelY(rect.maxY)))
    if pixels.x0 == pixels.x1, rect.width > 0 {
      pixels.x0 = snapped(pixelX(rect.midX) - 0.5)
      pixels.x1 = pixels.x0 + 1
    }
    if pixels.y0 == pixels.y1, rect.height > 0 {
      pixels.y0 = snapped(pixelY(rect.midY) - 0.5)
      pixels.y1 = pixels.y0 + 1
    }
    return pixels.isEmpty ? nil : pixels
  }

  /// The corner of a shape snapped to `shape`, in whole pixels: its `radius` (`radius` points,
  /// at most half the shape's width and height) and its `extent`, how far from the corner the
  /// continuous curve leaves the sides (1.528665 × the radius, at most half the width and
  /// height; see ``ContinuousCorner``). Every round shape (fills, materials, the opaque rows
  /// `fillCover` leaves out, the screen's corners) agrees on it; shadows use the radius.
  func cornerPixels(_ radius: Double, of shape: PixelRect) -> (radius: Int, extent: Int) {
    let half = min(shape.x1 - shape.x0, shape.y1 - shape.y0) / 2
    let r = min(Int(min(max(radius, 0) * scale, 1e6).rounded()), half)
    return (r, min(Int((Double(r) * ContinuousCorner.extentFactor).rounded()), half))
  }

  /// The coverage of the top-left corner piece of a shape snapped to `shape` with corners of
  /// `radius` points; nil when the corners are square (or too large to draw).
  func cornerMask(_ radius: Double, of shape: PixelRect) -> CoverageMask? {
    let corner = cornerPixels(radius, of: shape)
    guard corner.radius >= 1 else { return nil }
    return masks.mask(.corner(radius: corner.radius, extent: corner.extent))
  }

  /// Every pixel `rect` touches (clips round outwards, never cutting a shape short).
  func enclosingPixels(_ rect: Rect) -> PixelRect {
    enclosingPixels(
      minX: pixelX(rect.minX), minY: pixelY(rect.minY), maxX: pixelX(rect.maxX),
      maxY: pixelY(rect.maxY))
  }

  /// Every pixel the area between these pixel coordinates touches.
  func enclosingPixels(minX: Double, minY: Double, maxX: Double, maxY: Double) -> PixelRect {
    guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return .empty }
    func clamped(_ value: Double) -> Int { Int(max(-1e7, min(1e7, value))) }
    let pixels = PixelRect(
      x0: clamped(minX.rounded(.down)), y0: clamped(minY.rounded(.down)),
      x1: clamped(maxX.rounded(.up)), y1: clamped(maxY.rounded(.up)))
    return pixels.isEmpty ? .empty : pixels
  }
}
