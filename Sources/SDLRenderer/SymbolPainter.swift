import DisplayList
import Glibc
import NavGeometry

/// Shape versions of the SF Symbols NavLab needs, each fitted into a rectangle in points.
///
/// Bars and the battery are pixel-snapped rounded rectangles; everything else is lines,
/// circles, arcs and polygons (with cut-outs) accumulated as one coverage, cached, and painted
/// once, so a translucent symbol does not darken where its strokes overlap.
extension Rasterizer {
  func drawSymbol(
    _ symbol: Symbol, in r: Rect, color: Color, level: Double, buffer: PixelBuffer
  ) {
    guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0,
      r.height > 0
    else { return }
    switch symbol {
    case .cellularBars:
      drawCellularBars(in: r, color: color, buffer: buffer)
    case .battery:
      drawBattery(in: r, color: color, level: level, buffer: buffer)
    default:
      drawCachedSymbol(symbol, in: r, color: color, buffer: buffer)
    }
  }

  /// Draws `symbol` from its cached coverage, computing it on first use at this size and
  /// sub-pixel phase (a quarter pixel).
  private func drawCachedSymbol(_ symbol: Symbol, in r: Rect, color: Color, buffer: PixelBuffer) {
    let largest = SymbolMaskCache.largestSize
    let px = pixelX(r.minX)
    let py = pixelY(r.minY)
    guard r.width * scale <= largest, r.height * scale <= largest, abs(px) < 1e7, abs(py) < 1e7
    else { return }
    let baseX = px.rounded(.down)
    let baseY = py.rounded(.down)
    let key = SymbolMaskCache.Key(
      symbol: symbol, width: Int((r.width * scale * 4).rounded()),
      height: Int((r.height * scale * 4).rounded()), phaseX: Int(((px - baseX) * 4).rounded()),
      phaseY: Int(((py - baseY) * 4).rounded()))
    let mask = symbolMasks.mask(key) { makeSymbolMask($0) }
    let x0 = Int(baseX) + mask.x0
    let y0 = Int(baseY) + mask.y0
    let area = PixelRect(x0: x0, y0: y0, x1: x0 + mask.width, y1: y0 + mask.height)
      .intersection(clip)
    guard !area.isEmpty else { return }
    let paint = Paint(color)
    mask.values.withUnsafeBufferPointer { values in
      guard let base = values.baseAddress else { return }
      for y in area.y0..<area.y1 {
        paint.fill(
          buffer.row(y) + area.x0, count: area.x1 - area.x0,
          coverage: base + (y - y0) * mask.width + (area.x0 - x0), step: 1)
      }
    }
  }

  /// The coverage of the symbol `key` describes, in pixels relative to the pixel holding its
  /// rectangle's top-left corner.
  private func makeSymbolMask(_ key: SymbolMaskCache.Key) -> SymbolMask {
    let r = Rect(
      x: Double(key.phaseX) / 4 / scale, y: Double(key.phaseY) / 4 / scale,
      width: Double(key.width) / 4 / scale, height: Double(key.height) / 4 / scale)
    // Room for strokes and round tips that reach past the rectangle.
    let margin = (max(r.width, r.height) * 0.25 + 1) * scale
    shapes.reset(
      to: PixelRect(
        x0: Int((r.minX * scale - margin).rounded(.down)),
        y0: Int((r.minY * scale - margin).rounded(.down)),
        x1: Int((r.maxX * scale + margin).rounded(.up)),
        y1: Int((r.maxY * scale + margin).rounded(.up))))
    addOutline(of: key.symbol, in: r)
    return shapes.trimmedMask()
  }

  private func drawCellularBars(in r: Rect, color: Color, buffer: PixelBuffer) {
    // Four bars of rising height, as in the iOS status bar.
    let gap = r.width * 0.08
    let barWidth = (r.width - 3 * gap) / 4
    for bar in 0..<4 {
      let height = r.height * (0.4 + 0.2 * Double(bar))
      fillRoundedRect(
        Rect(
          x: r.minX + Double(bar) * (barWidth + gap), y: r.maxY - height, width: barWidth,
          height: height), radius: barWidth * 0.3, top: color, bottom: color, in: buffer)
    }
  }

  private func drawBattery(in r: Rect, color: Color, level: Double, buffer: PixelBuffer) {
    let body = Rect(x: r.minX, y: r.minY, width: r.width * 0.9, height: r.height)
    let edge = max(1, r.height * 0.09)
    let frame = color.withOpacity(0.4)
    fillRoundedRect(
      Rect(x: body.minX, y: body.minY, width: body.width, height: edge), radius: 0, top: frame,
      bottom: frame, in: buffer)
    fillRoundedRect(
      Rect(x: body.minX, y: body.maxY - edge, width: body.width, height: edge), radius: 0,
      top: frame, bottom: frame, in: buffer)
    fillRoundedRect(
      Rect(x: body.minX, y: body.minY + edge, width: edge, height: body.height - 2 * edge),
      radius: 0, top: frame, bottom: frame, in: buffer)
    fillRoundedRect(
      Rect(x: body.maxX - edge, y: body.minY + edge, width: edge, height: body.height - 2 * edge),
      radius: 0, top: frame, bottom: frame, in: buffer)
    let nub = Rect(
      x: body.maxX + edge * 0.6, y: r.midY - r.height * 0.18, width: r.width * 0.06,
      height: r.height * 0.36)
    fillRoundedRect(nub, radius: nub.width / 2, top: frame, bottom: frame, in: buffer)
    let fill = body.insetBy(dx: edge * 2, dy: edge * 2)
    let clamped = min(max(level, 0), 1)
    fillRoundedRect(
      Rect(x: fill.minX, y: fill.minY, width: fill.width * clamped, height: fill.height),
      radius: edge, top: color, bottom: color, in: buffer)
  }

  /// Adds the strokes and fills of `symbol` to `shapes`.
  private func addOutline(of symbol: Symbol, in r: Rect) {
    let stroke = max(1.2, min(r.width, r.height) * 0.11)
    switch symbol {
    case .chevronRight, .chevronLeft:
      // Round-capped strokes inset by half their width, so the ink fills `r` exactly: the
      // rectangle is the chevron's size (back 11×19 pt, disclosure 7×12 pt). The back chevron's
      // stroke is 2.5 pt (0.227 of its width): 64 pt² of ink, as on iOS 17.5 (issue 20's
      // snapshot measurement; 2.97 pt gave 75).
      let width = min(r.width, r.height) * (symbol == .chevronLeft ? 0.227 : 0.27)
      let inset = width / 2
      let pointsRight = symbol == .chevronRight
      let tip = Point(x: pointsRight ? r.maxX - inset : r.minX + inset, y: r.midY)
      let tailX = pointsRight ? r.minX + inset : r.maxX - inset
      let top = Point(x: tailX, y: r.minY + inset)
      let bottom = Point(x: tailX, y: r.maxY - inset)
      line(top, tip, width: width)
      line(bottom, tip, width: width)
      circle(center: top, radius: inset)
      circle(center: tip, radius: inset)
      circle(center: bottom, radius: inset)
    case .wifi:
      let center = Point(x: r.midX, y: r.maxY - r.height * 0.08)
      let thickness = r.height * 0.17
      let spread = 0.78
      for ring in 1...2 {
        let radius = r.height * (0.3 + 0.33 * Double(ring))
        arc(
          center: center, radius: radius - thickness / 2, from: -Double.pi / 2 - spread,
          to: -Double.pi / 2 + spread, width: thickness)
      }
      // The innermost "ring" is a filled wedge.
      let inner = r.height * 0.36
      triangle(
        center, Point(x: center.x - inner * sin(spread), y: center.y - inner * cos(spread)),
        Point(x: center.x + inner * sin(spread), y: center.y - inner * cos(spread)))
      arc(
        center: center, radius: inner * 0.93, from: -Double.pi / 2 - spread,
        to: -Double.pi / 2 + spread, width: inner * 0.14)
    case .xmark:
      // Two diagonals with round ends, 2 pt wide at 14 pt (SF Symbols' `xmark`, regular).
      let width = r.width / 7
      let inset = width / 2
      let inner = r.insetBy(dx: inset, dy: inset)
      /// A stroke with round ends.
      func diagonal(_ a: Point, _ b: Point) {
        line(a, b, width: width)
        circle(center: a, radius: width / 2)
        circle(center: b, radius: width / 2)
      }
      diagonal(Point(x: inner.minX, y: inner.minY), Point(x: inner.maxX, y: inner.maxY))
      diagonal(Point(x: inner.minX, y: inner.maxY), Point(x: inner.maxX, y: inner.minY))
    case .magnifier:
      let radius = r.width * 0.3
      let center = Point(x: r.minX + r.width * 0.42, y: r.minY + r.height * 0.42)
      arc(
        center: center, radius: radius, from: 0, to: 2 * Double.pi, width: stroke * 1.2)
      line(
        Point(x: center.x + radius * 0.75, y: center.y + radius * 0.75),
        Point(x: r.maxX - stroke, y: r.maxY - stroke), width: stroke * 1.6)
    case .heart:
      let lobe = r.width * 0.27
      circle(
        center: Point(x: r.midX - lobe * 0.85, y: r.minY + r.height * 0.35), radius: lobe)
      circle(
        center: Point(x: r.midX + lobe * 0.85, y: r.minY + r.height * 0.35), radius: lobe)
      triangle(
        Point(x: r.minX + r.width * 0.03, y: r.minY + r.height * 0.45),
        Point(x: r.maxX - r.width * 0.03, y: r.minY + r.height * 0.45),
        Point(x: r.midX, y: r.maxY - r.height * 0.05))
    case .download:
      let center = Point(x: r.midX, y: r.midY)
      arc(
        center: center, radius: r.width * 0.45, from: 0, to: 2 * Double.pi, width: stroke)
      line(
        Point(x: r.midX, y: r.minY + r.height * 0.25),
        Point(x: r.midX, y: r.maxY - r.height * 0.28),
        width: stroke)
      line(
        Point(x: r.midX - r.width * 0.18, y: r.midY + r.height * 0.02),
        Point(x: r.midX, y: r.maxY - r.height * 0.26), width: stroke)
      line(
        Point(x: r.midX + r.width * 0.18, y: r.midY + r.height * 0.02),
        Point(x: r.midX, y: r.maxY - r.height * 0.26), width: stroke)
    case .ellipsis:
      for dot in -1...1 {
        circle(
          center: Point(x: r.midX + Double(dot) * r.width * 0.34, y: r.midY),
          radius: r.width * 0.09)
      }
    case .shuffle, .carrot:
      // Issue 31: the shapes read as a straight-line X and a clipped cone; the open set's
      // `arrows-shuffle` (two crossing curved arrows) and `carrot` (a carrot with its leaves)
      // read as SF's `shuffle` and `carrot`.
      if let index = OpenSymbols.entryIndex(named: symbol.sceneName) {
        addOpenSymbol(OpenSymbols.entries[index], in: r)
      }
    case .play:
      triangle(
        Point(x: r.minX + r.width * 0.22, y: r.minY + r.height * 0.12),
        Point(x: r.minX + r.width * 0.22, y: r.maxY - r.height * 0.12),
        Point(x: r.maxX - r.width * 0.08, y: r.midY))
    case .cellularBars, .battery:
      break
    case .icon:
      if let entry = symbol.openSymbol { addOpenSymbol(entry, in: r) }
    case .user(let index):
      if let entry = UserSymbols.entry(Int(index)) { addUserSymbol(entry, in: r) }
    default:
      addSettingsOutline(of: symbol, in: r)
    }
  }

  /// `point` in pixels relative to the pixel holding the symbol's top-left corner (the
  /// symbol's rectangle is given relative to it too), so moving the origin by whole pixels
  /// (bands, letterboxing) cannot change a single coverage value through rounding.
  private func local(_ point: Point) -> Point {
    Point(x: point.x * scale, y: point.y * scale)
  }

  func line(_ a: Point, _ b: Point, width: Double) {
    shapes.addLine(from: local(a), to: local(b), width: width * scale)
  }

  func circle(center: Point, radius: Double) {
    shapes.addCircle(center: local(center), radius: radius * scale)
  }

  /// Angles in radians, clockwise from +x.
  func arc(center: Point, radius: Double, from start: Double, to end: Double, width: Double) {
    shapes.addArc(
      center: local(center), radius: radius * scale, from: start, to: end,
      width: width * scale)
  }

  func triangle(_ a: Point, _ b: Point, _ c: Point) {
    shapes.addTriangle(local(a), local(b), local(c))
  }

  func quad(_ a: Point, _ b: Point, _ c: Point, _ d: Point) {
    shapes.addQuad(local(a), local(b), local(c), local(d))
  }

  /// Shapes added inside `body` are cut out of the symbol instead of added to it.
  func erase(_ body: () -> Void) {
    shapes.erasing = true
    body()
    shapes.erasing = false
  }
}
