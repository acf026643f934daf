import DisplayList
import NavGeometry
import NavLabCore

/// Draws a ``Chart`` into a display list: a heading, then each panel with its frame, grid,
/// ticks with numeric labels, axis titles, a legend on the right and the curves as polylines
/// (`DisplayList.line`), clipped to the frame.
///
/// Everything the painter draws as a line lies inside a panel's plot frame (curves, grid,
/// frame edges); legend swatches are small filled bars.
///
/// ```swift
/// let painter = ChartPainter(appearance: .dark)
/// let list = painter.paint(chart)   // list.size: 900 pt wide
/// ```
public struct ChartPainter: Sendable {
  /// Width of the image in points.
  public static let width = 900.0
  static let margin = 28.0
  static let legendWidth = 236.0
  static let yLabelWidth = 56.0
  static let frameHeight = 180.0
  static let panelSpacing = 22.0
  static let noteLineHeight = 16.0
  static let subtitleLineHeight = 18.0
  /// Curves are drawn this thick, in points.
  static let curveWidth = 2.0

  public var appearance: Appearance

  public init(appearance: Appearance = .light) {
    self.appearance = appearance
  }

  /// Colours of the chart's furniture for the appearance.
  struct Palette {
    var background: Color
    var text: Color
    var secondaryText: Color
    var frame: Color
    var grid: Color
    var zero: Color
    var theme: Theme
  }

  var palette: Palette {
    switch appearance {
    case .light:
      Palette(
        background: .white, text: Color(hex: 0x1C1C1E), secondaryText: Color(hex: 0x6C6C70),
        frame: Color(hex: 0x8E8E93), grid: Color(hex: 0xE5E5EA), zero: Color(hex: 0xAEAEB2),
        theme: .light)
    case .dark:
      Palette(
        background: Color(hex: 0x1C1C1E), text: Color(hex: 0xF2F2F7),
        secondaryText: Color(hex: 0xAEAEB2), frame: Color(hex: 0x8E8E93),
        grid: Color(hex: 0x38383A), zero: Color(hex: 0x636366), theme: .dark)
    }
  }

  /// The colour to clear the canvas with before drawing the list.
  public var background: Color { palette.background }

  /// Where things go: the image size and each panel's plot frame, in points.
  public struct Layout: Sendable, Equatable {
    public var size: Size
    /// One plot frame per panel, in order.
    public var frames: [Rect]
    /// The top of each panel's block (its title row).
    var tops: [Double]
  }

  static func headerHeight(_ chart: Chart) -> Double {
    52 + subtitleLineHeight * Double(chart.subtitle.count) + 10
  }

  static func noteLines(_ panel: ChartPanel) -> [Substring] {
    panel.note.isEmpty ? [] : panel.note.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The layout of `chart`.
  public func layout(of chart: Chart) -> Layout {
    var y = Self.headerHeight(chart)
    var frames: [Rect] = []
    var tops: [Double] = []
    let frameX = Self.margin + Self.yLabelWidth
    let frameWidth = Self.width - Self.margin - Self.legendWidth - frameX
    for panel in chart.panels {
      tops.append(y)
      let notes = Double(Self.noteLines(panel).count) * Self.noteLineHeight
      let frameTop = y + 24 + notes + 30
      frames.append(Rect(x: frameX, y: frameTop, width: frameWidth, height: Self.frameHeight))
      y = frameTop + Self.frameHeight + 44 + Self.panelSpacing
    }
    let height = y - Self.panelSpacing + Self.margin - 14
    return Layout(
      size: Size(width: Self.width, height: height.rounded(.up)), frames: frames, tops: tops)
  }

  /// The display list of `chart`.
  public func paint(_ chart: Chart) -> DisplayList {
    let layout = layout(of: chart)
    let palette = palette
    var list = DisplayList(size: layout.size, capacity: 4096)
    list.fill(
      Rect(x: 0, y: 0, width: layout.size.width, height: layout.size.height),
      color: palette.background)
    list.text(
      chart.title, font: Font(size: 22, weight: .bold), color: palette.text, x: Self.margin,
      midY: 34)
    for (index, line) in chart.subtitle.enumerated() {
      list.text(
        line, font: .footnote, color: palette.secondaryText, x: Self.margin,
        midY: 60 + Self.subtitleLineHeight * Double(index))
    }
    for (index, panel) in chart.panels.enumerated() {
      paint(
        panel, frame: layout.frames[index], top: layout.tops[index], palette: palette,
        into: &list)
    }
    return list
  }

  private func paint(
    _ panel: ChartPanel, frame: Rect, top: Double, palette: Palette, into list: inout DisplayList
  ) {
    list.text(
      panel.title, font: Font(size: 16, weight: .semibold), color: palette.text, x: Self.margin,
      midY: top + 11)
    let notes = Self.noteLines(panel)
    for (index, line) in notes.enumerated() {
      list.text(
        String(line), font: .caption, color: palette.secondaryText, x: Self.margin,
        midY: top + 30 + Self.noteLineHeight * Double(index))
    }
    // The y axis's title sits above its tick labels (text is never rotated).
    list.text(
      panel.yAxis.title, font: Font(size: 12, weight: .medium), color: palette.secondaryText,
      x: Self.margin, midY: frame.minY - 19)

    let x = Mapping(axis: panel.xAxis, from: frame.minX, to: frame.maxX)
    let y = Mapping(axis: panel.yAxis, from: frame.maxY, to: frame.minY)
    let tickFont = Font(size: 12)

    // Grid and tick labels.
    let xTicks = panel.xAxis.ticks
    for value in xTicks {
      let px = x(value)
      list.line(
        from: Point(x: px, y: frame.minY), to: Point(x: px, y: frame.maxY), width: 0.5,
        color: value == 0 ? palette.zero : palette.grid)
      list.text(
        panel.xAxis.label(value), font: tickFont, color: palette.secondaryText, x: px,
        midY: frame.maxY + 13, alignment: .center)
    }
    for value in panel.yAxis.ticks {
      let py = y(value)
      list.line(
        from: Point(x: frame.minX, y: py), to: Point(x: frame.maxX, y: py), width: 0.5,
        color: value == 0 ? palette.zero : palette.grid)
      list.text(
        panel.yAxis.label(value), font: tickFont, color: palette.secondaryText,
        x: frame.minX - 7, midY: py, alignment: .trailing)
    }
    list.text(
      panel.xAxis.title, font: Font(size: 12, weight: .medium), color: palette.secondaryText,
      x: frame.midX, midY: frame.maxY + 32, alignment: .center)

    // Curves, clipped to the frame (analytically, and by the renderer for the line width).
    list.pushClip(frame)
    for series in panel.series {
      let color = palette.theme.accent(series.color)
      var dash = Dash()
      var previous: Point?
      let count = series.points.count
      for (index, point) in series.points.enumerated() {
        guard point.x.isFinite, point.y.isFinite else {
          previous = nil
          continue
        }
        let mapped = Point(x: x(point.x), y: y(point.y + series.drawOffset))
        guard let start = previous else {
          previous = mapped
          continue
        }
        // Skip points closer than half a point to the last one drawn (1 ms fling samples),
        // keeping the last point of the series.
        let dx = mapped.x - start.x
        let dy = mapped.y - start.y
        if dx * dx + dy * dy < 0.25, index < count - 1 { continue }
        if let (a, b) = Self.clip(start, mapped, to: frame) {
          if series.isDashed {
            dash.draw(from: a, to: b, width: Self.curveWidth, color: color, into: &list)
          } else {
            list.line(from: a, to: b, width: Self.curveWidth, color: color)
          }
        }
        previous = mapped
      }
    }
    list.popClip()

    // The frame's edges, over the curves.
    let corners = [
      Point(x: frame.minX, y: frame.minY), Point(x: frame.maxX, y: frame.minY),
      Point(x: frame.maxX, y: frame.maxY), Point(x: frame.minX, y: frame.maxY),
    ]
    for index in corners.indices {
      list.line(
        from: corners[index], to: corners[(index + 1) % corners.count], width: 1,
        color: palette.frame)
    }

    // Legend, right of the frame.
    let legendX = frame.maxX + 18
    for (index, series) in panel.series.enumerated() {
      let midY = frame.minY + 10 + 20 * Double(index)
      let swatch = palette.theme.accent(series.color)
      if series.isDashed {
        for x in [legendX, legendX + 12] {
          list.fill(Rect(x: x, y: midY - 1.5, width: 8, height: 3), radius: 1.5, color: swatch)
        }
      } else {
        list.fill(
          Rect(x: legendX, y: midY - 1.5, width: 20, height: 3), radius: 1.5, color: swatch)
      }
      list.text(
        series.name, font: Font(size: 12), color: palette.text, x: legendX + 28, midY: midY)
    }
  }

  /// A dash pattern carried along a polyline: `on` points drawn, `off` points skipped.
  struct Dash {
    static let on = 6.0
    static let off = 4.0
    /// Whether the pattern is in a drawn stretch.
    var isOn = true
    /// What is left of the current stretch, in points.
    var remaining = Dash.on

    mutating func draw(
      from a: Point, to b: Point, width: Double, color: Color, into list: inout DisplayList
    ) {
      let length = ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
      guard length > 0 else { return }
      var done = 0.0
      while done < length {
        let step = min(remaining, length - done)
        if isOn {
          let t0 = done / length
          let t1 = (done + step) / length
          list.line(
            from: Point(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0),
            to: Point(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1), width: width,
            color: color)
        }
        done += step
        remaining -= step
        if remaining <= 1e-9 {
          isOn.toggle()
          remaining = isOn ? Dash.on : Dash.off
        }
      }
    }
  }

  /// Maps axis values linearly onto a span of points.
  struct Mapping {
    var low: Double
    var scale: Double
    var origin: Double

    init(axis: ChartAxis, from start: Double, to end: Double) {
      low = axis.range.lowerBound
      let span = axis.range.upperBound - axis.range.lowerBound
      scale = span > 0 ? (end - start) / span : 0
      origin = start
    }

    func callAsFunction(_ value: Double) -> Double { origin + (value - low) * scale }
  }

  /// The part of the segment `a`–`b` inside `rect` (Liang–Barsky), or nil if none.
  package static func clip(_ a: Point, _ b: Point, to rect: Rect) -> (Point, Point)? {
    let dx = b.x - a.x
    let dy = b.y - a.y
    var t0 = 0.0
    var t1 = 1.0
    let edges = [
      (-dx, a.x - rect.minX), (dx, rect.maxX - a.x), (-dy, a.y - rect.minY), (dy, rect.maxY - a.y),
    ]
    for (p, q) in edges {
      if p == 0 {
        if q < 0 { return nil }
        continue
      }
      let r = q / p
      if p < 0 {
        if r > t1 { return nil }
        t0 = max(t0, r)
      } else {
        if r < t0 { return nil }
        t1 = min(t1, r)
      }
    }
    return (
      Point(x: a.x + t0 * dx, y: a.y + t0 * dy), Point(x: a.x + t1 * dx, y: a.y + t1 * dy)
    )
  }
}
