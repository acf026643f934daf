import DisplayList
import NavGeometry
import SymbolData

/// The open set's icons (``OpenSymbols``), stroked or filled into the symbol coverage.
extension Rasterizer {
  /// The share of an enclosed icon's side left around it inside a ring or disc: SF's
  /// `.circle` symbols draw the glyph at a little over half the circle's diameter.
  static let enclosedIconInset = 0.22

  /// Adds `entry`'s icon, in its ring or disc, fitted into the largest square centred in `r`.
  func addOpenSymbol(_ entry: OpenSymbols.Entry, in r: Rect) {
    let side = min(r.width, r.height)
    let box = Rect(x: r.midX - side / 2, y: r.midY - side / 2, width: side, height: side)
    let icon = OpenSymbolIcons.icons[entry.icon]
    let unit = side / OpenSymbolIcons.gridSize
    let stroke = OpenSymbolIcons.strokeWidth * unit
    let inner = box.insetBy(dx: side * Self.enclosedIconInset, dy: side * Self.enclosedIconInset)
    let centre = Point(x: box.midX, y: box.midY)
    switch entry.enclosure {
    case .none:
      addIcon(icon, in: box, stroke: stroke)
    case .ring:
      // The ring's outer edge touches the square, as SF's circles fill their frame.
      arc(center: centre, radius: side / 2 - stroke / 2, from: 0, to: 2 * Double.pi, width: stroke)
      addIcon(icon, in: inner, stroke: stroke)
    case .disc:
      circle(center: centre, radius: side / 2)
      erase { addIcon(icon, in: inner, stroke: stroke) }
    }
  }

  /// Strokes (round caps and joins) or fills `icon`'s paths, its 24-unit grid mapped onto
  /// `box`, strokes `stroke` points wide.
  private func addIcon(_ icon: OpenSymbolIcons.Icon, in box: Rect, stroke: Double) {
    let unit = box.width / OpenSymbolIcons.gridSize * scale
    let flattener = SVGPathFlattener(
      scaleX: unit, scaleY: unit, offsetX: box.minX * scale, offsetY: box.minY * scale,
      step: 1)
    let width = stroke * scale
    for path in icon.paths {
      let contours = flattener.contours(path)
      if icon.isFilled {
        shapes.addFilledPolygons(contours.map(\.points))
        continue
      }
      for contour in contours {
        let points = contour.points
        for index in points.indices {
          shapes.addCircle(center: points[index], radius: width / 2)
          if index > 0 { shapes.addLine(from: points[index - 1], to: points[index], width: width) }
        }
        if contour.closed, let first = points.first, let last = points.last {
          shapes.addLine(from: last, to: first, width: width)
        }
      }
    }
  }

  /// Adds the user's exported SF Symbol `entry`, its paths filled (non-zero) and their bounds
  /// fitted into `r`, centred, keeping their proportions.
  func addUserSymbol(_ entry: UserSymbols.Entry, in r: Rect) {
    let unit = SVGPathFlattener(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0, step: 0.5)
    var minX = Double.infinity
    var minY = Double.infinity
    var maxX = -Double.infinity
    var maxY = -Double.infinity
    for path in entry.paths {
      for contour in unit.contours(path) {
        for p in contour.points {
          minX = min(minX, p.x)
          minY = min(minY, p.y)
          maxX = max(maxX, p.x)
          maxY = max(maxY, p.y)
        }
      }
    }
    let width = maxX - minX
    let height = maxY - minY
    guard width > 0, height > 0, width.isFinite, height.isFinite else { return }
    let fit = min(r.width / width, r.height / height) * scale
    let flattener = SVGPathFlattener(
      scaleX: fit, scaleY: fit,
      offsetX: (r.midX * scale) - (minX + width / 2) * fit,
      offsetY: (r.midY * scale) - (minY + height / 2) * fit, step: 1)
    for path in entry.paths {
      shapes.addFilledPolygons(flattener.contours(path).map(\.points))
    }
  }
}
