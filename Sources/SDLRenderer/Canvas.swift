import CSDL2
import DisplayList
import Glibc
import NavGeometry

/// Executes a `DisplayList` on an `SDL_Renderer`, scaling points to output pixels.
///
/// Consecutive shapes are batched into one `SDL_RenderGeometry` call; text comes from a
/// `TextCache`. The canvas does not own the renderer.
public final class Canvas {
  let renderer: OpaquePointer
  let text: TextCache
  var tessellator = ShapeTessellator()
  let atlas: ShapeAtlas
  /// Output pixels per point.
  public private(set) var scale: Double
  /// Points of the display list's origin inside the output, in pixels (letterboxing).
  public private(set) var originX: Double = 0
  public private(set) var originY: Double = 0
  private var clipStack: [SDL_Rect] = []

  public init(renderer: OpaquePointer, fonts: FontLibrary, scale: Double) {
    self.renderer = renderer
    self.scale = scale
    text = TextCache(fonts: fonts, renderer: renderer)
    atlas = ShapeAtlas(renderer: renderer)
    clipStack.reserveCapacity(16)
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
  }

  /// Strings rendered so far that were not in the cache (a steady-state frame adds none).
  public var textCacheMisses: Int { text.misses }
  public var cachedTextCount: Int { text.count }

  /// Changes the pixel scale (window resized or moved to another display); drops cached text,
  /// which was rasterised for the old size.
  public func setScale(_ newScale: Double, originX: Double = 0, originY: Double = 0) {
    self.originX = originX
    self.originY = originY
    if newScale != scale {
      scale = newScale
      text.removeAll()
      atlas.removeAll()
    }
  }

  /// Draws every command of `list`, in order.
  public func draw(_ list: DisplayList) {
    clipStack.removeAll(keepingCapacity: true)
    SDL_RenderSetClipRect(renderer, nil)
    for command in list.commands {
      switch command {
      case .fill(let rect, let radius, let color):
        addRoundedRect(rect, radius: radius, top: color, bottom: color)
      case .gradient(let rect, let radius, let top, let bottom):
        addRoundedRect(rect, radius: radius, top: top, bottom: bottom)
      case .shadow(let rect, let radius, let blur, let color):
        addShadow(rect, radius: radius, blur: blur, color: color)
      case .line(let start, let end, let width, let color):
        addLine(start, end, width: width, color: color)
      case .cornerMask(let rect, let radius, let color):
        addCornerMask(rect, radius: radius, color: color)
      case .symbol(let symbol, let rect, let color, let level):
        addSymbol(symbol, in: rect, color: color, level: level)
      case .text(let string, let font, let color, let x, let midY, let alignment, let scale):
        flush()
        drawText(
          string, font: font, color: color, x: x, midY: midY, alignment: alignment, scale: scale)
      case .pushClip(let rect):
        flush()
        var clip = pixelRect(rect)
        if var outer = clipStack.last {
          var result = SDL_Rect()
          clip = SDL_IntersectRect(&clip, &outer, &result) == SDL_TRUE ? result : SDL_Rect()
        }
        clipStack.append(clip)
        SDL_RenderSetClipRect(renderer, &clip)
      case .popClip:
        flush()
        _ = clipStack.popLast()
        if var clip = clipStack.last {
          SDL_RenderSetClipRect(renderer, &clip)
        } else {
          SDL_RenderSetClipRect(renderer, nil)
        }
      }
    }
    flush()
    SDL_RenderSetClipRect(renderer, nil)
  }

  /// Width of `string` in points, as it will be drawn.
  public func measure(_ string: String, font: Font) -> Double {
    Double(text.measure(string, weight: font.weight, pixelSize: pixelSize(font))) / scale
  }

  // MARK: - Primitives

  func px(_ x: Double) -> Float { Float(originX + x * scale) }
  func py(_ y: Double) -> Float { Float(originY + y * scale) }

  private func pixelRect(_ rect: Rect) -> SDL_Rect {
    let x0 = Int32(clamping: Int((originX + rect.minX * scale).rounded(.down)))
    let y0 = Int32(clamping: Int((originY + rect.minY * scale).rounded(.down)))
    let x1 = Int32(clamping: Int((originX + rect.maxX * scale).rounded(.up)))
    let y1 = Int32(clamping: Int((originY + rect.maxY * scale).rounded(.up)))
    return SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
  }

  /// A rounded rectangle (a gradient when `top` ≠ `bottom`), snapped to whole pixels so that
  /// the interior fills and corner pieces meet without seams.
  func addRoundedRect(_ rect: Rect, radius: Double, top: Color, bottom: Color) {
    guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite,
      radius.isFinite, top.alpha > 0 || bottom.alpha > 0
    else { return }
    flush()
    let x0 = pixel(originX + rect.minX * scale)
    let y0 = pixel(originY + rect.minY * scale)
    let x1 = pixel(originX + rect.maxX * scale)
    let y1 = pixel(originY + rect.maxY * scale)
    let width = x1 - x0
    let height = y1 - y0
    guard width > 0, height > 0 else { return }
    let r = min(Int32((max(radius, 0) * scale).rounded()), width / 2, height / 2)
    let corners = r >= 1 ? atlas.corners(.disc(radius: r)) : nil
    let inset = corners == nil ? 0 : r
    fillBand(
      x0: x0, x1: x1, y0: y0 + inset, y1: y1 - inset, top: top, bottom: bottom, y: y0,
      height: height)
    guard let corners else { return }
    fillBand(
      x0: x0 + r, x1: x1 - r, y0: y0, y1: y0 + r, top: top, bottom: bottom, y: y0, height: height)
    fillBand(
      x0: x0 + r, x1: x1 - r, y0: y1 - r, y1: y1, top: top, bottom: bottom, y: y0, height: height)
    let upper = top.mixed(with: bottom, Double(r) / 2 / Double(height))
    let lower = top.mixed(with: bottom, 1 - Double(r) / 2 / Double(height))
    copy(corners.topLeft, x: x0, y: y0, size: r, color: upper)
    copy(corners.topRight, x: x1 - r, y: y0, size: r, color: upper)
    copy(corners.bottomLeft, x: x0, y: y1 - r, size: r, color: lower)
    copy(corners.bottomRight, x: x1 - r, y: y1 - r, size: r, color: lower)
  }

  private func pixel(_ value: Double) -> Int32 {
    Int32(clamping: Int(max(-1e9, min(1e9, value)).rounded()))
  }

  /// Fills rows `y0..<y1` between `x0` and `x1` with the part of a vertical gradient spanning
  /// `y..<y + height`; a gradient is drawn in bands a few pixels tall.
  private func fillBand(
    x0: Int32, x1: Int32, y0: Int32, y1: Int32, top: Color, bottom: Color, y: Int32, height: Int32
  ) {
    guard x1 > x0, y1 > y0 else { return }
    if top == bottom {
      setDrawColor(top)
      var rect = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
      SDL_RenderFillRect(renderer, &rect)
      return
    }
    // 2 px bands keep an 8-bit gradient free of visible steps at phone sizes.
    let step: Int32 = 2
    var row = y0
    while row < y1 {
      let next = min(row + step, y1)
      let t = (Double(row + next) / 2 - Double(y)) / Double(max(height, 1))
      setDrawColor(top.mixed(with: bottom, t))
      var rect = SDL_Rect(x: x0, y: row, w: x1 - x0, h: next - row)
      SDL_RenderFillRect(renderer, &rect)
      row = next
    }
  }

  /// Sets the fill colour. Opaque fills skip blending: SDL's software renderer blends every
  /// pixel when blending is on, even at alpha 255, which made full-screen fills ten times slower.
  private func setDrawColor(_ color: Color) {
    SDL_SetRenderDrawBlendMode(
      renderer, color.alpha == 255 ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
    SDL_SetRenderDrawColor(renderer, color.red, color.green, color.blue, color.alpha)
  }

  private func copy(
    _ texture: OpaquePointer, x: Int32, y: Int32, size: Int32, width: Int32? = nil,
    height: Int32? = nil, source: SDL_Rect? = nil, color: Color
  ) {
    SDL_SetTextureColorMod(texture, color.red, color.green, color.blue)
    SDL_SetTextureAlphaMod(texture, color.alpha)
    var destination = SDL_Rect(x: x, y: y, w: width ?? size, h: height ?? size)
    if var source {
      SDL_RenderCopy(renderer, texture, &source, &destination)
    } else {
      SDL_RenderCopy(renderer, texture, nil, &destination)
    }
  }

  func addLine(_ a: Point, _ b: Point, width: Double, color: Color) {
    tessellator.addLine(
      from: SDL_FPoint(x: px(a.x), y: py(a.y)), to: SDL_FPoint(x: px(b.x), y: py(b.y)),
      width: Float(width * scale), color: color)
  }

  func addCircle(center: Point, radius: Double, color: Color) {
    addRoundedRect(
      Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius),
      radius: radius, top: color, bottom: color)
  }

  /// A ring or arc as a chain of short thick segments, angles in radians clockwise from +x.
  func addArc(
    center: Point, radius: Double, from start: Double, to end: Double, width: Double, color: Color
  ) {
    let steps = max(4, Int(abs(end - start) * radius * scale / 4))
    var previous = Point(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
    for step in 1...steps {
      let angle = start + (end - start) * Double(step) / Double(steps)
      let point = Point(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
      addLine(previous, point, width: width, color: color)
      previous = point
    }
  }

  func addTriangle(_ a: Point, _ b: Point, _ c: Point, color: Color) {
    var points = (
      SDL_FPoint(x: px(a.x), y: py(a.y)), SDL_FPoint(x: px(b.x), y: py(b.y)),
      SDL_FPoint(x: px(c.x), y: py(c.y))
    )
    withUnsafeBytes(of: &points) { raw in
      tessellator.addPolygon(raw.bindMemory(to: SDL_FPoint.self), color: color)
    }
  }

  private func addCornerMask(_ rect: Rect, radius: Double, color: Color) {
    flush()
    let r = Int32((radius * scale).rounded())
    guard r >= 1, let corners = atlas.corners(.mask(radius: r)) else { return }
    let x0 = pixel(originX + rect.minX * scale)
    let y0 = pixel(originY + rect.minY * scale)
    let x1 = pixel(originX + rect.maxX * scale)
    let y1 = pixel(originY + rect.maxY * scale)
    copy(corners.topLeft, x: x0, y: y0, size: r, color: color)
    copy(corners.topRight, x: x1 - r, y: y0, size: r, color: color)
    copy(corners.bottomLeft, x: x0, y: y1 - r, size: r, color: color)
    copy(corners.bottomRight, x: x1 - r, y: y1 - r, size: r, color: color)
  }

  /// A soft shadow drawn as a nine-slice around the shape: four soft corners and four edges
  /// stretched from them. The middle is left out: the shape itself covers it.
  private func addShadow(_ rect: Rect, radius: Double, blur: Double, color: Color) {
    flush()
    let x0 = pixel(originX + rect.minX * scale)
    let y0 = pixel(originY + rect.minY * scale)
    let x1 = pixel(originX + rect.maxX * scale)
    let y1 = pixel(originY + rect.maxY * scale)
    let b = Int32((blur * scale).rounded())
    let r = min(Int32((max(radius, 0) * scale).rounded()), (x1 - x0) / 2, (y1 - y0) / 2)
    guard b >= 1, x1 - x0 > 2 * r, y1 - y0 > 2 * r,
      let corners = atlas.corners(.shadow(radius: r, blur: b))
    else { return }
    let s = corners.size
    copy(corners.topLeft, x: x0 - b, y: y0 - b, size: s, color: color)
    copy(corners.topRight, x: x1 - r, y: y0 - b, size: s, color: color)
    copy(corners.bottomLeft, x: x0 - b, y: y1 - r, size: s, color: color)
    copy(corners.bottomRight, x: x1 - r, y: y1 - r, size: s, color: color)
    // Edges: the last row or column of a corner piece, where its arc has become straight.
    let edge = x1 - x0 - 2 * r
    let side = y1 - y0 - 2 * r
    copy(
      corners.topLeft, x: x0 + r, y: y0 - b, size: s, width: edge, height: b,
      source: SDL_Rect(x: s - 1, y: 0, w: 1, h: b), color: color)
    copy(
      corners.bottomLeft, x: x0 + r, y: y1, size: s, width: edge, height: b,
      source: SDL_Rect(x: s - 1, y: s - b, w: 1, h: b), color: color)
    copy(
      corners.topLeft, x: x0 - b, y: y0 + r, size: s, width: b, height: side,
      source: SDL_Rect(x: 0, y: s - 1, w: b, h: 1), color: color)
    copy(
      corners.topRight, x: x1, y: y0 + r, size: s, width: b, height: side,
      source: SDL_Rect(x: s - b, y: s - 1, w: b, h: 1), color: color)
  }

  func flush() {
    guard !tessellator.indices.isEmpty else { return }
    SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
    tessellator.vertices.withUnsafeBufferPointer { vertices in
      tessellator.indices.withUnsafeBufferPointer { indices in
        _ = SDL_RenderGeometry(
          renderer, nil, vertices.baseAddress, Int32(vertices.count), indices.baseAddress,
          Int32(indices.count))
      }
    }
    tessellator.reset()
  }

  private func pixelSize(_ font: Font) -> Int32 {
    Int32(clamping: Int((font.size * scale).rounded()))
  }

  private func drawText(
    _ string: String, font: Font, color: Color, x: Double, midY: Double,
    alignment: TextAlignment, scale textScale: Double
  ) {
    guard x.isFinite, midY.isFinite, textScale.isFinite, textScale > 0,
      let entry = text.entry(string, weight: font.weight, pixelSize: pixelSize(font))
    else { return }
    let width = Float(entry.width) * Float(textScale)
    let height = Float(entry.height) * Float(textScale)
    var left = px(x)
    switch alignment {
    case .leading: break
    case .center: left -= width / 2
    case .trailing: left -= width
    }
    var destination = SDL_FRect(x: left, y: py(midY) - height / 2, w: width, h: height)
    SDL_SetTextureColorMod(entry.texture, color.red, color.green, color.blue)
    SDL_SetTextureAlphaMod(entry.texture, color.alpha)
    SDL_RenderCopyF(renderer, entry.texture, nil, &destination)
  }
}
