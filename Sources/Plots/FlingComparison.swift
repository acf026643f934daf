import DisplayList
import NavGeometry
import NavLabCore
import ScrollPhysics

/// The same fling under two tunings on the same axes (`navlab plot --compare B.json`): A's
/// curves solid, B's dashed, each closed form and into the same edge, so the difference in
/// reach and bounce reads at a glance.
public struct FlingComparison: Sendable, Equatable {
  public let a: FlingCurve
  public let b: FlingCurve
  /// The legend's names of the two tunings ("stock", "soft.json").
  public let names: [String]

  /// Flings of `velocity` pt/s into an edge `edge` points away (nil: three quarters of the
  /// shorter resting distance, so both flings reach it and both springs show), with each
  /// tuning's rate and bounce spring.
  public init(
    velocity: Double, a: Tuning, b: Tuning, names: [String] = ["A", "B"], edge: Double? = nil,
    step: Double = 0.001
  ) {
    func curve(_ tuning: Tuning, edge: Double) -> FlingCurve {
      var configuration = ScrollerConfiguration()
      tuning.apply(to: &configuration)
      return FlingCurve(
        velocity: velocity, rate: configuration.decelerationRate, edge: edge, step: step,
        configuration: configuration)
    }
    let edge =
      edge
      ?? min(
        FlingCurve.defaultEdge(
          velocity: velocity, rate: DecelerationRate(perMillisecond: a.decelerationRate)),
        FlingCurve.defaultEdge(
          velocity: velocity, rate: DecelerationRate(perMillisecond: b.decelerationRate)))
    self.a = curve(a, edge: edge)
    self.b = curve(b, edge: edge)
    self.names = names.count == 2 ? names : ["A", "B"]
  }

  /// Two panels against time, offset and velocity, each with A's and B's curves.
  public var panels: [ChartPanel] {
    let end = max(
      a.offset.last?.x ?? 0, a.bounceOffset.last?.x ?? 0, b.offset.last?.x ?? 0,
      b.bounceOffset.last?.x ?? 0)
    let time = ChartAxis(title: "time (s)", range: 0...max(end, 0.1), tickCount: 8)
    let label = GeometryCurves.label
    let edge = a.edge ?? 0
    let edgeY = a.velocity < 0 ? -edge : edge
    var offsets: [ChartSeries] = []
    var velocities: [ChartSeries] = []
    for (index, curve) in [a, b].enumerated() {
      let tag = index == 0 ? "a" : "b"
      let name = "\(index == 0 ? "A" : "B") \(names[index])"
      let rate = GeometryCurves.rateLabel(curve.rate.perMillisecond)
      offsets.append(
        ChartSeries(
          id: "fling_offset.\(tag)",
          name: "\(name): rate \(rate), rests at \(label(curve.restingOffset.rounded())) pt",
          color: index == 0 ? .blue : .orange, points: curve.offset, isDashed: index == 1))
      offsets.append(
        ChartSeries(
          id: "fling_offset.bounce.\(tag)", name: "\(name): into the edge",
          color: index == 0 ? .green : .red, points: curve.bounceOffset, isDashed: index == 1))
      velocities.append(
        ChartSeries(
          id: "fling_velocity.\(tag)", name: "\(name): closed form",
          color: index == 0 ? .blue : .orange, points: curve.velocityPoints, isDashed: index == 1))
      velocities.append(
        ChartSeries(
          id: "fling_velocity.bounce.\(tag)", name: "\(name): into the edge",
          color: index == 0 ? .green : .red, points: curve.bounceVelocity, isDashed: index == 1))
    }
    offsets.append(
      ChartSeries(
        id: "fling_edge", name: "the edge at \(label(edgeY)) pt", color: .gray,
        points: [Point(x: 0, y: edgeY), Point(x: max(end, 0.1), y: edgeY)], isDashed: true))
    func values(_ series: [ChartSeries]) -> [Double] {
      var values = [0.0]
      for item in series { values += item.points.map { $0.y } }
      return values
    }
    let v = label(a.velocity)
    return [
      ChartPanel(
        title: "A vs B, fling \(v) pt/s: offset",
        note:
          "Solid A, dashed B; the edge curves run each tuning's Scroller (its rate and spring).",
        xAxis: time, yAxis: .fitting(values(offsets), title: "offset (pt)"), series: offsets),
      ChartPanel(
        title: "A vs B, fling \(v) pt/s: velocity", note: "v(t) = v0 · r^(1000 t) for each rate.",
        xAxis: time, yAxis: .fitting(values(velocities), title: "velocity (pt/s)"),
        series: velocities),
    ]
  }
}
