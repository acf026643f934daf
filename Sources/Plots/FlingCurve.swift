import DisplayList
import NavGeometry
import NavLabCore
import ScrollPhysics

/// Offset and velocity against time of one fling, for `navlab plot`: the closed-form decay
/// (`DecayCurve`, docs/references.md "Momentum scrolling"), and optionally the same fling run
/// through a `Scroller` whose content ends `edge` points away, so that it bounces there.
///
/// ```swift
/// let fling = FlingCurve(velocity: 2000, rate: .normal)
/// fling.restingOffset        // 0.4995 · 2000 ≈ 999
/// fling.offset.last?.y       // within 0.5 pt of it
/// ```
public struct FlingCurve: Sendable, Equatable {
  /// Start velocity, pt/s (positive: the offset grows).
  public let velocity: Double
  public let rate: DecelerationRate
  /// Distance from the start to the edge the bouncing variant runs into; nil for none.
  public let edge: Double?
  /// Closed-form offset (pt, from the start) against time (s), until 0.5 pt from rest.
  public let offset: [Point]
  /// Closed-form velocity (pt/s) against time (s).
  public let velocityPoints: [Point]
  /// The scroller's offset against time when flung into `edge`, until it rests; empty without
  /// an edge.
  public let bounceOffset: [Point]
  /// The scroller's velocity against time when flung into `edge`.
  public let bounceVelocity: [Point]

  /// Samples a fling of `velocity` pt/s every `step` seconds (1 ms by default); the bounce
  /// runs `configuration` (a tuning's spring; stock when nil) at `rate`.
  public init(
    velocity: Double, rate: DecelerationRate = .normal, edge: Double? = nil, step: Double = 0.001,
    configuration base: ScrollerConfiguration? = nil
  ) {
    self.velocity = velocity
    self.rate = rate
    self.edge = edge
    let step = step > 0 ? step : 0.001
    let curve = DecayCurve(position: 0, velocity: velocity, rate: rate)
    let duration = min(curve.duration(threshold: 0.5), 60)
    var offset: [Point] = []
    var speed: [Point] = []
    let count = Int((duration / step).rounded(.down))
    for index in 0...count {
      let t = Double(index) * step
      offset.append(Point(x: t, y: curve.position(at: t)))
      speed.append(Point(x: t, y: curve.velocity(at: t)))
    }
    if duration - Double(count) * step > 1e-12 {
      offset.append(Point(x: duration, y: curve.position(at: duration)))
      speed.append(Point(x: duration, y: curve.velocity(at: duration)))
    }
    self.offset = offset
    velocityPoints = speed

    var bounceOffset: [Point] = []
    var bounceVelocity: [Point] = []
    if let edge, edge.isFinite, edge >= 0 {
      var configuration = base ?? ScrollerConfiguration()
      configuration.decelerationRate = rate
      let viewport = Device.iPhone15Pro.size.height
      var scroller = Scroller(
        configuration: configuration, viewportHeight: viewport, contentHeight: viewport + edge)
      // A negative fling runs into the top edge: start at the bottom one.
      if velocity < 0 { scroller.scroll(to: edge, animated: false, time: 0) }
      let start = scroller.offset
      scroller.fling(velocity: velocity, time: 0)
      // At most a minute, sampled at `step`; stop once the scroller rests.
      let limit = Int((60 / step).rounded())
      for index in 0...limit {
        let t = Double(index) * step
        scroller.advance(to: t)
        bounceOffset.append(Point(x: t, y: scroller.offset - start))
        bounceVelocity.append(Point(x: t, y: scroller.velocity))
        if index > 0, scroller.phase == .idle { break }
      }
    }
    self.bounceOffset = bounceOffset
    self.bounceVelocity = bounceVelocity
  }

  /// Where the closed form comes to rest, from the start: `−v0 / dC` (0.4995 · v0 at 0.998).
  public var restingOffset: Double {
    DecayCurve(position: 0, velocity: velocity, rate: rate).restingPosition
  }

  /// An edge that a fling of `velocity` reaches: three quarters of its resting distance,
  /// rounded to 10 pt, so the bounce shows.
  public static func defaultEdge(velocity: Double, rate: DecelerationRate) -> Double {
    let rest = abs(DecayCurve(position: 0, velocity: velocity, rate: rate).restingPosition)
    return (rest * 0.75 / 10).rounded() * 10
  }

  /// Two panels against time: offset (pt) and velocity (pt/s).
  public var panels: [ChartPanel] {
    let end = max(offset.last?.x ?? 0, bounceOffset.last?.x ?? 0)
    let time = ChartAxis(title: "time (s)", range: 0...max(end, 0.1), tickCount: 8)
    let v = GeometryCurves.label(velocity)
    let r = GeometryCurves.rateLabel(rate.perMillisecond)
    var offsetSeries = [
      ChartSeries(
        id: "fling_offset",
        name: "closed form, rests at \(GeometryCurves.label(restingOffset.rounded())) pt",
        color: .blue, points: offset)
    ]
    var velocitySeries = [
      ChartSeries(id: "fling_velocity", name: "closed form", color: .blue, points: velocityPoints)
    ]
    if let edge, !bounceOffset.isEmpty {
      let side = velocity < 0 ? "−" : ""
      offsetSeries.append(
        ChartSeries(
          id: "fling_offset.bounce",
          name: "into an edge at \(side)\(GeometryCurves.label(edge)) pt",
          color: .orange, points: bounceOffset))
      let edgeY = velocity < 0 ? -edge : edge
      offsetSeries.append(
        ChartSeries(
          id: "fling_edge", name: "the edge", color: .gray,
          points: [Point(x: 0, y: edgeY), Point(x: max(end, 0.1), y: edgeY)], isDashed: true))
      velocitySeries.append(
        ChartSeries(
          id: "fling_velocity.bounce", name: "into an edge (bounce)", color: .orange,
          points: bounceVelocity))
    }
    func values(_ series: [ChartSeries]) -> [Double] {
      var values = [0.0]
      for item in series { values += item.points.map { $0.y } }
      return values
    }
    let offsetValues = values(offsetSeries)
    let velocityValues = values(velocitySeries)
    return [
      ChartPanel(
        title: "Fling \(v) pt/s: offset",
        note:
          "x(t) = v0 · (r^(1000 t) − 1) / (1000 ln r), r = \(r)/ms; the edge variant runs the "
          + "Scroller at 1 ms steps (spring bounce).",
        xAxis: time, yAxis: .fitting(offsetValues, title: "offset (pt)"), series: offsetSeries),
      ChartPanel(
        title: "Fling \(v) pt/s: velocity",
        note: "v(t) = v0 · r^(1000 t).",
        xAxis: time, yAxis: .fitting(velocityValues, title: "velocity (pt/s)"),
        series: velocitySeries),
    ]
  }
}
