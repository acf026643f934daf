/// The dashes of a stroked outline in a display list: `on` points drawn, `off` points left
/// out, repeating along the outline from its start moved `phase` points into the pattern
/// (SwiftUI's `StrokeStyle(dash: [on, off], dashPhase: phase)`). `on` 0 or `off` 0 is a solid
/// line.
public struct StrokeDash: Sendable, Equatable, Hashable {
  public var on: Double
  public var off: Double
  public var phase: Double

  public init(on: Double, off: Double, phase: Double = 0) {
    self.on = on
    self.off = off
    self.phase = phase
  }

  /// A solid line.
  public static let solid = StrokeDash(on: 0, off: 0)

  /// Whether the line has gaps.
  public var isDashed: Bool {
    on > 0 && off > 0 && on.isFinite && off.isFinite && phase.isFinite
  }

  /// The pattern `scale` times as long (a display list's scale, pixels per point).
  public func scaled(_ scale: Double) -> StrokeDash {
    StrokeDash(on: on * scale, off: off * scale, phase: phase * scale)
  }
}
