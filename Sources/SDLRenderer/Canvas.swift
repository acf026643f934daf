import CSDL2
import Glibc
import DisplayList
import NavGeometry

/// Executes a `DisplayList` on an `SDL_Renderer`, scaling points to output pixels.
///
/// Consecutive shapes are batched into one `SDL_RenderGeometry` call; text comes from a
/// `TextCache`. The canvas does not own the renderer.
public final class Canvas {
  let renderer: OpaquePointer
  let text: TextCache
  var tessellator = ShapeTessellator()
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

  func addRoundedRect(_ rect: Rect, radius: Double, top: Color, bottom: Color) {
    guard rect.width.isFinite, rect.height.isFinite, rect.x.isFinite, rect.y.isFinite else {
      return
    }
    tessellator.addRoundedRect(
      x: px(rect.minX), y: py(rect.minY), width: Float(rect.width * scale),
      height: Float(rect.height * scale), radius: Float(radius * scale), top: top, bottom: bottom)
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
    // A thick arc around each corner's circle covers the corner outside it; its inner edge is
    // anti-aliased like every other shape.
    let band = radius * 0.5
    let corners = (
      (Point(x: rect.minX + radius, y: rect.minY + radius), Double.pi),
      (Point(x: rect.maxX - radius, y: rect.minY + radius), -Double.pi / 2),
      (Point(x: rect.maxX - radius, y: rect.maxY - radius), 0.0),
      (Point(x: rect.minX + radius, y: rect.maxY - radius), Double.pi / 2)
    )
    for (center, start) in [corners.0, corners.1, corners.2, corners.3] {
      addArc(
        center: center, radius: radius + band / 2, from: start, to: start + Double.pi / 2,
        width: band, color: color)
    }
  }

  private func addShadow(_ rect: Rect, radius: Double, blur: Double, color: Color) {
    // A stack of growing, fainter rounded rects approximates a Gaussian blur cheaply.
    let layers = 6
    for layer in 0..<layers {
      let spread = blur * Double(layer + 1) / Double(layers)
      let alpha = 1.0 / Double(layers) * (1 - Double(layer) / Double(layers + 1))
      addRoundedRect(
        rect.insetBy(dx: -spread, dy: -spread), radius: radius + spread,
        top: color.withOpacity(alpha), bottom: color.withOpacity(alpha))
    }
  }

  func flush() {
    guard !tessellator.indices.isEmpty else { return }
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
