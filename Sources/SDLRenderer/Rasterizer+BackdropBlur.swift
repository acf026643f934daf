import DisplayList
import NavGeometry

/// Backdrop blurs (bar materials): the content already drawn under a shape, blurred and tinted.
///
/// A blur reads rows above and below the shape, which a band being drawn does not hold. So a
/// banded render first calls ``prepareBackdrops(_:width:height:storage:bandHeight:background:)``:
/// for each blur it draws the commands before it over the rows it reads, through the band
/// storage, and keeps the finished material; the bands then only composite it. A full-frame
/// render builds the material from its own buffer at the command. Both give the same bytes.
extension Rasterizer {
  /// The canvas (the display list's area) in buffer pixels; `fallback` when the list has no
  /// size.
  func canvasPixels(_ list: DisplayList, fallback: PixelRect) -> PixelRect {
    snappedPixels(Rect(x: 0, y: 0, width: list.size.width, height: list.size.height)) ?? fallback
  }

  /// Builds the material of every backdrop blur in `list` for a `width` × `height` pixel frame
  /// that will be drawn in bands of `bandHeight` rows through `storage`.
  public func prepareBackdrops(
    _ list: DisplayList, width: Int, height: Int, storage: UnsafeMutablePointer<UInt32>,
    bandHeight: Int, background: Color
  ) {
    preparedBackdrops = 0
    let scale = self.scale
    setScale(scale)
    let whole = canvasPixels(list, fallback: PixelRect(x0: 0, y0: 0, x1: width, y1: height))
    // The canvas each blur reads within: the list's, or the innermost `pushCanvas` (tracked
    // here as `render` tracks it).
    var canvas = whole
    preparedCanvases.removeAll(keepingCapacity: true)
    for (index, command) in list.commands.enumerated() {
      switch command {
      case .pushClip:
        preparedCanvases.append(canvas)
        continue
      case .pushCanvas(let rect):
        preparedCanvases.append(canvas)
        setScale(scale)
        canvas = Self.subCanvas(rect, in: canvas, snapped: snappedPixels(rect))
        continue
      case .popClip:
        canvas = preparedCanvases.popLast() ?? canvas
        continue
      default:
        break
      }
      guard case .backdropBlur(let rect, _, let sigma, let tint, _, let fade, _) = command else {
        continue
      }
      setScale(scale)
      let blur = backdrop(preparedBackdrops)
      beginBackdrop(blur, rect: rect, sigma: sigma, canvas: canvas)
      let rows = blur.sourceRows
      var top = max(0, rows.lowerBound + canvas.y0)
      let bottom = min(height, rows.upperBound + canvas.y0)
      while top < bottom {
        let count = min(bandHeight, bottom - top)
        let band = PixelBuffer(pixels: storage, width: width, height: count, pitch: width)
        setScale(scale, originX: 0, originY: -Double(top))
        render(list, into: band, background: background, upTo: index)
        blur.accumulate(band, canvasX: canvas.x0, canvasY: canvas.y0 - top)
        top += count
      }
      blur.finish(tint: tint, fade: fade)
      preparedBackdrops += 1
    }
    setScale(scale)
  }

  /// Forgets prepared materials (after the last band of a frame).
  public func endBackdrops() { preparedBackdrops = 0 }

  /// The reusable material for the `ordinal`-th blur of a frame.
  func backdrop(_ ordinal: Int) -> BackdropBlur {
    while backdrops.count <= ordinal { backdrops.append(BackdropBlur()) }
    return backdrops[ordinal]
  }

  private func beginBackdrop(_ blur: BackdropBlur, rect: Rect, sigma: Double, canvas: PixelRect) {
    let shape = (snappedPixels(rect) ?? .empty).offsetBy(dx: -canvas.x0, dy: -canvas.y0)
    blur.begin(
      shape: shape, canvasWidth: canvas.x1 - canvas.x0, canvasHeight: canvas.y1 - canvas.y0,
      sigma: sigma.isFinite ? sigma * scale : 0)
  }

  /// Composites the `ordinal`-th backdrop blur of the frame; builds its material from `buffer`
  /// unless it was prepared.
  ///
  /// With a `feather` (points), the lowest rows are laid over the content at a strength that
  /// falls linearly, row centre by row centre, to nothing at the bottom edge: the sharp content
  /// and the blurred, tinted material cross-fade, so the blur's visible reach (a step edge's
  /// 10–90 % width) shrinks continuously to zero and the tint with it, and the last row differs
  /// from the content under it by less than a level.
  func drawBackdropBlur(
    _ rect: Rect, radius: Double, sigma: Double, tint: Color, fade: Color, opacity: Double,
    feather: Double = 0, ordinal: Int,
    canvas: PixelRect, in buffer: PixelBuffer
  ) {
    guard radius.isFinite, opacity.isFinite, opacity > 0, let shape = snappedPixels(rect) else {
      return
    }
    let blur = backdrop(ordinal)
    if ordinal >= preparedBackdrops {
      beginBackdrop(blur, rect: rect, sigma: sigma, canvas: canvas)
      blur.accumulate(buffer, canvasX: canvas.x0, canvasY: canvas.y0)
      blur.finish(tint: tint, fade: fade)
    }
    let area = shape.intersection(clip)
    guard !area.isEmpty, blur.material.count > 0 else { return }
    let f = blur.factor
    let width = blur.shape.x1 - blur.shape.x0
    let corners = cornerMask(radius, of: shape)
    let cornerSize = corners?.size ?? 0
    let fullStrength = UInt32((min(opacity, 1) * 255).rounded())
    // Feathered rows: from `featherTop` down, strength × (distance of the row's centre from
    // the bottom edge) / (feather in pixels), in twice-pixel units to stay in integers.
    let featherPixels = Int(min(max(feather, 0) * scale, 1e6).rounded())
    let featherTop = featherPixels > 0 ? shape.y1 - featherPixels : Int.max
    let gridY = blur.sourceRows.lowerBound
    let base = UnsafePointer(blur.material.base)
    (corners?.values ?? []).withUnsafeBufferPointer { mask in
      for y in area.y0..<area.y1 {
        // Grid row of the pixel row's centre, in 1/(2f) steps, and the weight of the next row.
        let position = 2 * (y - canvas.y0 - gridY) + 1 - f
        let j = BackdropBlur.floorDivide(position, 2 * f)
        let w = UInt32(((position - j * 2 * f) * 256) / (2 * f))
        // Material rows start at the shape's left edge.
        let upperRow = base + (min(max(j, blur.firstRow), blur.lastRow) - blur.firstRow) * width
        let lowerRow =
          base + (min(max(j + 1, blur.firstRow), blur.lastRow) - blur.firstRow) * width
        let row = buffer.row(y)
        let strength =
          y < featherTop
          ? fullStrength
          : Paint.divide255(
            fullStrength &* UInt32((255 * (2 * (shape.y1 - y) - 1)) / (2 * featherPixels)))
        let cornerRow =
          y < shape.y0 + cornerSize
          ? y - shape.y0 : y >= shape.y1 - cornerSize ? shape.y1 - 1 - y : -1
        guard cornerRow >= 0, let maskRow = mask.baseAddress.map({ $0 + cornerRow * cornerSize })
        else {
          let start = area.x0 - shape.x0
          BackdropBlur.composite(
            upperRow + start, lowerRow + start, weight: w, strength: strength,
            into: row + area.x0, count: area.x1 - area.x0)
          continue
        }
        // Corner rows: the arcs' edge pixel by pixel; what the mask covers fully next to the
        // straight middle joins it in one run (a capsule is all corner rows).
        var solid = cornerSize
        while solid > 0, maskRow[solid - 1] == 255 { solid -= 1 }
        let middleStart = max(area.x0, shape.x0 + solid)
        let middle = middleStart..<max(middleStart, min(area.x1, shape.x1 - solid))
        if !middle.isEmpty {
          let start = middle.lowerBound - shape.x0
          BackdropBlur.composite(
            upperRow + start, lowerRow + start, weight: w, strength: strength,
            into: row + middle.lowerBound, count: middle.count)
        }
        // The arcs, left and right of the run (the whole row when there is none).
        let leftArc = area.x0..<(middle.isEmpty ? area.x1 : middle.lowerBound)
        let rightArc = (middle.isEmpty ? area.x1 : middle.upperBound)..<area.x1
        for x in leftArc { compositeArc(x) }
        for x in rightArc { compositeArc(x) }
        /// One pixel of an arc, at the mask's coverage.
        func compositeArc(_ x: Int) {
          let coverage =
            x < shape.x0 + cornerSize
            ? UInt32(maskRow[x - shape.x0]) : UInt32(maskRow[shape.x1 - 1 - x])
          guard coverage > 0 else { return }
          BackdropBlur.composite(
            upperRow + (x - shape.x0), lowerRow + (x - shape.x0), weight: w,
            strength: Paint.divide255(coverage &* strength), into: row + x, count: 1)
        }
      }
    }
  }
}
