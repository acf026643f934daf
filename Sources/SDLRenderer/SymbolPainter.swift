import DisplayList
import Glibc
import NavGeometry

/// Shape versions of the few SF Symbols NavLab needs, each fitted into a rectangle in points.
extension Canvas {
  func addSymbol(_ symbol: Symbol, in r: Rect, color: Color, level: Double) {
    let stroke = max(1.2, min(r.width, r.height) * 0.11)
    switch symbol {
    case .chevronRight, .chevronLeft:
      let tipX = symbol == .chevronRight ? r.maxX - stroke / 2 : r.minX + stroke / 2
      let tailX = symbol == .chevronRight ? r.minX + stroke / 2 : r.maxX - stroke / 2
      let tip = Point(x: tipX, y: r.midY)
      addLine(Point(x: tailX, y: r.minY), tip, width: stroke * 1.4, color: color)
      addLine(Point(x: tailX, y: r.maxY), tip, width: stroke * 1.4, color: color)
      addCircle(center: tip, radius: stroke * 0.7, color: color)
    case .cellularBars:
      // Four bars of rising height, as in the iOS status bar.
      let gap = r.width * 0.08
      let barWidth = (r.width - 3 * gap) / 4
      for bar in 0..<4 {
        let height = r.height * (0.4 + 0.2 * Double(bar))
        addRoundedRect(
          Rect(
            x: r.minX + Double(bar) * (barWidth + gap), y: r.maxY - height, width: barWidth,
            height: height), radius: barWidth * 0.3, top: color, bottom: color)
      }
    case .wifi:
      let center = Point(x: r.midX, y: r.maxY - r.height * 0.08)
      let thickness = r.height * 0.17
      let spread = 0.78
      for ring in 1...2 {
        let radius = r.height * (0.3 + 0.33 * Double(ring))
        addArc(
          center: center, radius: radius - thickness / 2, from: -Double.pi / 2 - spread,
          to: -Double.pi / 2 + spread, width: thickness, color: color)
      }
      // The innermost "ring" is a filled wedge.
      let inner = r.height * 0.36
      addTriangle(
        center, Point(x: center.x - inner * sin(spread), y: center.y - inner * cos(spread)),
        Point(x: center.x + inner * sin(spread), y: center.y - inner * cos(spread)), color: color)
      addArc(
        center: center, radius: inner * 0.93, from: -Double.pi / 2 - spread,
        to: -Double.pi / 2 + spread, width: inner * 0.14, color: color)
    case .battery:
      let body = Rect(x: r.minX, y: r.minY, width: r.width * 0.9, height: r.height)
      let line = max(1, r.height * 0.09)
      let frame = color.withOpacity(0.4)
      addRoundedRect(
        Rect(x: body.minX, y: body.minY, width: body.width, height: line), radius: 0, top: frame,
        bottom: frame)
      addRoundedRect(
        Rect(x: body.minX, y: body.maxY - line, width: body.width, height: line), radius: 0,
        top: frame, bottom: frame)
      addRoundedRect(
        Rect(x: body.minX, y: body.minY + line, width: line, height: body.height - 2 * line),
        radius: 0, top: frame, bottom: frame)
      addRoundedRect(
        Rect(x: body.maxX - line, y: body.minY + line, width: line, height: body.height - 2 * line),
        radius: 0, top: frame, bottom: frame)
      let nub = Rect(
        x: body.maxX + line * 0.6, y: r.midY - r.height * 0.18, width: r.width * 0.06,
        height: r.height * 0.36)
      addRoundedRect(nub, radius: nub.width / 2, top: frame, bottom: frame)
      let fill = body.insetBy(dx: line * 2, dy: line * 2)
      let clamped = min(max(level, 0), 1)
      addRoundedRect(
        Rect(x: fill.minX, y: fill.minY, width: fill.width * clamped, height: fill.height),
        radius: line, top: color, bottom: color)
    case .magnifier:
      let radius = r.width * 0.3
      let center = Point(x: r.minX + r.width * 0.42, y: r.minY + r.height * 0.42)
      addArc(
        center: center, radius: radius, from: 0, to: 2 * Double.pi, width: stroke * 1.2,
        color: color)
      addLine(
        Point(x: center.x + radius * 0.75, y: center.y + radius * 0.75),
        Point(x: r.maxX - stroke, y: r.maxY - stroke), width: stroke * 1.6, color: color)
    case .heart:
      let lobe = r.width * 0.27
      addCircle(
        center: Point(x: r.midX - lobe * 0.85, y: r.minY + r.height * 0.35), radius: lobe,
        color: color)
      addCircle(
        center: Point(x: r.midX + lobe * 0.85, y: r.minY + r.height * 0.35), radius: lobe,
        color: color)
      addTriangle(
        Point(x: r.minX + r.width * 0.03, y: r.minY + r.height * 0.45),
        Point(x: r.maxX - r.width * 0.03, y: r.minY + r.height * 0.45),
        Point(x: r.midX, y: r.maxY - r.height * 0.05), color: color)
    case .download:
      let center = Point(x: r.midX, y: r.midY)
      addArc(
        center: center, radius: r.width * 0.45, from: 0, to: 2 * Double.pi, width: stroke,
        color: color)
      addLine(
        Point(x: r.midX, y: r.minY + r.height * 0.25),
        Point(x: r.midX, y: r.maxY - r.height * 0.28),
        width: stroke, color: color)
      addLine(
        Point(x: r.midX - r.width * 0.18, y: r.midY + r.height * 0.02),
        Point(x: r.midX, y: r.maxY - r.height * 0.26), width: stroke, color: color)
      addLine(
        Point(x: r.midX + r.width * 0.18, y: r.midY + r.height * 0.02),
        Point(x: r.midX, y: r.maxY - r.height * 0.26), width: stroke, color: color)
    case .ellipsis:
      for dot in -1...1 {
        addCircle(
          center: Point(x: r.midX + Double(dot) * r.width * 0.34, y: r.midY),
          radius: r.width * 0.09, color: color)
      }
    case .shuffle:
      addLine(
        Point(x: r.minX, y: r.minY + r.height * 0.25),
        Point(x: r.maxX - stroke, y: r.maxY - r.height * 0.25),
        width: stroke, color: color)
      addLine(
        Point(x: r.minX, y: r.maxY - r.height * 0.25),
        Point(x: r.maxX - stroke, y: r.minY + r.height * 0.25),
        width: stroke, color: color)
      let head = r.width * 0.22
      for y in [r.minY + r.height * 0.25, r.maxY - r.height * 0.25] {
        addTriangle(
          Point(x: r.maxX, y: y), Point(x: r.maxX - head, y: y - head * 0.6),
          Point(x: r.maxX - head, y: y + head * 0.6), color: color)
      }
    case .play:
      addTriangle(
        Point(x: r.minX + r.width * 0.22, y: r.minY + r.height * 0.12),
        Point(x: r.minX + r.width * 0.22, y: r.maxY - r.height * 0.12),
        Point(x: r.maxX - r.width * 0.08, y: r.midY), color: color)
    case .carrot:
      addTriangle(
        Point(x: r.minX + r.width * 0.1, y: r.maxY - r.height * 0.05),
        Point(x: r.minX + r.width * 0.42, y: r.minY + r.height * 0.3),
        Point(x: r.maxX - r.width * 0.28, y: r.minY + r.height * 0.62), color: color)
      for angle in [-0.6, -0.1, 0.4] {
        let base = Point(x: r.maxX - r.width * 0.34, y: r.minY + r.height * 0.42)
        addLine(
          base,
          Point(
            x: base.x + r.width * 0.3 * cos(angle - 0.6),
            y: base.y + r.height * 0.3 * sin(angle - 0.9)),
          width: stroke * 1.2, color: color)
      }
    }
  }
}
