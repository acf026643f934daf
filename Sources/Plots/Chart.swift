import DisplayList
import NavGeometry
import NavLabCore
import ScreenModel

/// A line chart for design reviews: panels stacked vertically, one per unit (opacity, points,
/// scale, …), each with its own axes and curves. Pure values; ``ChartPainter`` draws it.
///
/// ```swift
/// let chart = Chart(title: "Blog", subtitle: [], panels: GeometryCurves.blog(range: -150...600))
/// let list = ChartPainter(appearance: .light).paint(chart)
/// ```
public struct Chart: Sendable, Equatable {
  /// The heading at the top of the image.
  public var title: String
  /// Lines of smaller text under the title (what x is, the device, caveats).
  public var subtitle: [String]
  /// The panels, top to bottom.
  public var panels: [ChartPanel]

  public init(title: String, subtitle: [String], panels: [ChartPanel]) {
    self.title = title
    self.subtitle = subtitle
    self.panels = panels
  }

  /// The first series with identifier `id` in any panel.
  public func series(_ id: String) -> ChartSeries? {
    for panel in panels {
      if let found = panel.series(id) { return found }
    }
    return nil
  }
}

/// One plot: a frame with an x and a y axis and the curves that share the y unit.
public struct ChartPanel: Sendable, Equatable {
  /// Heading above the plot, e.g. "Settings: opacity".
  public var title: String
  /// A smaller line under the heading (formula, caveat); empty for none.
  public var note: String
  public var xAxis: ChartAxis
  public var yAxis: ChartAxis
  public var series: [ChartSeries]

  public init(
    title: String, note: String = "", xAxis: ChartAxis, yAxis: ChartAxis, series: [ChartSeries]
  ) {
    self.title = title
    self.note = note
    self.xAxis = xAxis
    self.yAxis = yAxis
    self.series = series
  }

  /// The series with identifier `id`, if this panel has it.
  public func series(_ id: String) -> ChartSeries? {
    series.first { $0.id == id }
  }
}

/// An axis: its title, the range shown and where the ticks go.
public struct ChartAxis: Sendable, Equatable {
  /// Shown beside the axis, with the unit: "scroll offset (pt)".
  public var title: String
  /// The values at the two ends of the plot frame.
  public var range: ClosedRange<Double>
  /// Distance between ticks; nil picks a 1-2-5 step giving about `tickCount` ticks.
  public var tickStep: Double?
  /// How many ticks to aim for when `tickStep` is nil.
  public var tickCount: Int

  public init(
    title: String, range: ClosedRange<Double>, tickStep: Double? = nil, tickCount: Int = 6
  ) {
    self.title = title
    self.range = range
    self.tickStep = tickStep
    self.tickCount = tickCount
  }

  /// An axis whose range covers `values` with `padding` (a fraction of the span) on each side;
  /// a flat set of values gets a range of ±1 around it (±10 % of it when large).
  public static func fitting(
    _ values: [Double], title: String, padding: Double = 0.06, tickCount: Int = 6
  ) -> ChartAxis {
    let finite = values.filter(\.isFinite)
    var low = finite.min() ?? 0
    var high = finite.max() ?? 1
    if high - low < 1e-9 {
      let half = max(1, abs(low) * 0.1)
      low -= half
      high += half
    }
    let pad = (high - low) * padding
    return ChartAxis(title: title, range: (low - pad)...(high + pad), tickCount: tickCount)
  }

  /// The tick spacing used: `tickStep`, or a 1, 2 or 5 × 10ⁿ step.
  public var step: Double {
    if let tickStep, tickStep > 0 { return tickStep }
    return Self.niceStep(span: range.upperBound - range.lowerBound, count: tickCount)
  }

  /// Tick values inside `range`: the multiples of ``step``.
  public var ticks: [Double] {
    let step = step
    guard step > 0, step.isFinite else { return [] }
    let first = (range.lowerBound / step).rounded(.up)
    let last = (range.upperBound / step).rounded(.down)
    guard first <= last, last - first < 1000 else { return [] }
    return stride(from: first, through: last, by: 1).map { $0 * step }
  }

  /// Decimal places that print every tick exactly (0 for steps of 1 or more).
  public var decimals: Int {
    var decimals = 0
    var scaled = step
    while decimals < 6, abs(scaled - scaled.rounded()) > 1e-9 * max(1, abs(scaled)) {
      scaled *= 10
      decimals += 1
    }
    return decimals
  }

  /// The label of a tick: fixed-point with ``decimals`` places, a minus sign (U+2212) for
  /// negative values and no sign on zero.
  public func label(_ value: Double) -> String {
    let text = NumberFormat.fixed(value, decimals)
    guard text.hasPrefix("-") else { return text }
    let magnitude = text.dropFirst()
    return magnitude.allSatisfy { $0 == "0" || $0 == "." } ? String(magnitude) : "−" + magnitude
  }

  /// A step of 1, 2 or 5 × 10ⁿ that divides `span` into about `count` intervals.
  public static func niceStep(span: Double, count: Int) -> Double {
    guard span > 0, span.isFinite else { return 1 }
    let raw = span / Double(max(1, count))
    var magnitude = 1.0
    while magnitude * 10 <= raw { magnitude *= 10 }
    while magnitude > raw { magnitude /= 10 }
    let fraction = raw / magnitude
    let nice: Double = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10
    return nice * magnitude
  }
}

/// One curve: (x, y) points joined by straight lines, in the order given.
public struct ChartSeries: Sendable, Equatable {
  /// Stable identifier for code and tests, e.g. "top_bar_height.seed" (trace column names
  /// where there is one).
  public var id: String
  /// The legend's text.
  public var name: String
  /// Colour, resolved against the chart's light or dark theme.
  public var color: Accent
  public var points: [Point]
  /// Shift, in y units, applied only when drawing: keeps curves that lie on top of each other
  /// (0/1 steps) apart. The data in `points` is unchanged.
  public var drawOffset: Double
  /// Drawn dashed, so that a solid curve under it still shows.
  public var isDashed: Bool

  public init(
    id: String, name: String, color: Accent, points: [Point], drawOffset: Double = 0,
    isDashed: Bool = false
  ) {
    self.id = id
    self.name = name
    self.color = color
    self.points = points
    self.drawOffset = drawOffset
    self.isDashed = isDashed
  }

  /// The y of the first point exactly at `x`, else interpolated between the points around it;
  /// nil outside the series.
  public func value(at x: Double) -> Double? {
    if let exact = points.first(where: { $0.x == x }) { return exact.y }
    for (a, b) in zip(points, points.dropFirst()) where a.x < x && x < b.x {
      return a.y + (b.y - a.y) * (x - a.x) / (b.x - a.x)
    }
    return nil
  }

  /// The x positions where the curve jumps: consecutive points less than `width` apart in x
  /// whose y differ by more than `height`.
  public func jumps(width: Double = 1e-6, height: Double = 1e-6) -> [Double] {
    zip(points, points.dropFirst()).compactMap { a, b in
      b.x - a.x < width && abs(b.y - a.y) > height ? (a.x + b.x) / 2 : nil
    }
  }
}

/// Samples a function of one variable for plotting.
public enum CurveSampler {
  /// `f` at `from`, `from + step`, … up to `to` (always included). Where `f` jumps between two
  /// samples, bisection finds the edge and two points a hair apart are inserted there, so a step
  /// is drawn vertical at its true position rather than as a slope between two samples.
  public static func sample(
    from: Double, to: Double, step: Double, _ f: (Double) -> Double
  ) -> [Point] {
    guard from.isFinite, to.isFinite, step > 0, to >= from else { return [] }
    let count = Int(((to - from) / step).rounded(.down))
    var xs = (0...count).map { from + Double($0) * step }
    if let last = xs.last, to - last > step * 1e-9 { xs.append(to) }
    var points: [Point] = []
    points.reserveCapacity(xs.count + 16)
    var previous: Point?
    for x in xs {
      let point = Point(x: x, y: f(x))
      if let previous, point.y != previous.y {
        points.append(contentsOf: edge(between: previous, and: point, f))
      }
      points.append(point)
      previous = point
    }
    return points
  }

  /// If `f` is discontinuous between `a` and `b`, the two points either side of the jump.
  private static func edge(between a: Point, and b: Point, _ f: (Double) -> Double) -> [Point] {
    var left = a
    var right = b
    // Follow the half with the larger change until the interval is tiny. A continuous curve's
    // change shrinks with the interval; a jump keeps (at least part of) its height.
    for _ in 0..<60 where right.x - left.x > 1e-9 * max(1, abs(left.x)) {
      let midX = (left.x + right.x) / 2
      let middle = Point(x: midX, y: f(midX))
      if abs(middle.y - left.y) >= abs(right.y - middle.y) {
        right = middle
      } else {
        left = middle
      }
    }
    let span = abs(b.y - a.y)
    guard abs(right.y - left.y) > max(1e-9, span * 1e-3) else { return [] }
    var inserted: [Point] = []
    if left.x > a.x { inserted.append(left) }
    if right.x < b.x { inserted.append(right) }
    return inserted
  }
}
