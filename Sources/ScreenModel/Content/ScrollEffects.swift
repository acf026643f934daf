import NavGeometry

/// `.containerRelativeFrame(_:count:span:spacing:alignment:)`: a size taken from the nearest
/// container (a scroll view's visible size less its content margins, else the screen), on the
/// axes given: `(length − spacing × (count − 1)) / count × span + spacing × (span − 1)`
/// (Apple docs, "containerRelativeFrame").
public struct ContainerRelativeFrame: Sendable, Equatable, Hashable {
  /// The axes whose length comes from the container; the other keeps the child's.
  public var axes: ScrollAxes
  public var count: Int
  public var span: Int
  public var spacing: Double
  public var alignment: Alignment

  public init(
    _ axes: ScrollAxes, count: Int = 1, span: Int = 1, spacing: Double = 0,
    alignment: Alignment = .center
  ) {
    self.axes = axes
    self.count = count
    self.span = span
    self.spacing = spacing
    self.alignment = alignment
  }

  /// The length this frame takes from a container `length` long.
  public func length(in length: Double) -> Double {
    let count = Double(max(1, self.count))
    let span = Double(max(1, min(self.span, self.count)))
    return max(0, (length - spacing * (count - 1)) / count * span + spacing * (span - 1))
  }
}

/// What a view looks like at one phase of a `.scrollTransition`: its visual effects, applied
/// after layout (they move and fade the drawing, never the layout).
public struct VisualEffect: Sendable, Equatable, Hashable {
  public var opacity: Double
  public var scale: Double
  public var offsetX: Double
  public var offsetY: Double
  /// Degrees, clockwise, about the view's centre.
  public var rotation: Double
  public var blur: Double

  public init(
    opacity: Double = 1, scale: Double = 1, offsetX: Double = 0, offsetY: Double = 0,
    rotation: Double = 0, blur: Double = 0
  ) {
    self.opacity = opacity
    self.scale = scale
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.rotation = rotation
    self.blur = blur
  }

  /// No effect.
  public static let identity = VisualEffect()

  /// The effect a fraction `t` of the way from `self` to `other` (each value linearly).
  public func interpolated(to other: VisualEffect, _ t: Double) -> VisualEffect {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    return VisualEffect(
      opacity: mix(opacity, other.opacity), scale: mix(scale, other.scale),
      offsetX: mix(offsetX, other.offsetX), offsetY: mix(offsetY, other.offsetY),
      rotation: mix(rotation, other.rotation), blur: mix(blur, other.blur))
  }
}

/// `.scrollTransition(_:axis:transition:)`: the view's effect as it enters and leaves its scroll
/// view's visible region. The phase is −1 (`topLeading`: before the leading edge), 0
/// (`identity`: fully visible) or +1 (`bottomTrailing`); `interactive` follows the position
/// continuously, `animated` switches between the three with an animation (Apple docs,
/// `ScrollTransitionPhase`, `ScrollTransitionConfiguration`). The importer evaluates the code's
/// closure once per phase; the engine blends between them.
public struct ScrollTransition: Sendable, Equatable, Hashable {
  public enum Mode: Sendable, Equatable, Hashable {
    case interactive
    /// Switches phase with this animation, when the view crosses a threshold.
    case animated(AnimationCurve)
    /// No transition (`.identity`).
    case identity
  }
  public var mode: Mode
  /// The axis whose position gives the phase (nil: the scroll view's).
  public var axis: Axis?
  public var topLeading: VisualEffect
  public var identity: VisualEffect
  public var bottomTrailing: VisualEffect

  public init(
    mode: Mode = .interactive, axis: Axis? = nil, topLeading: VisualEffect,
    identity: VisualEffect = .identity, bottomTrailing: VisualEffect
  ) {
    self.mode = mode
    self.axis = axis
    self.topLeading = topLeading
    self.identity = identity
    self.bottomTrailing = bottomTrailing
  }

  /// The effect at `phase` (−1…1; interactive transitions pass the continuous value).
  public func effect(at phase: Double) -> VisualEffect {
    let phase = min(max(phase.isFinite ? phase : 0, -1), 1)
    return phase < 0
      ? identity.interpolated(to: topLeading, -phase)
      : identity.interpolated(to: bottomTrailing, phase)
  }
}
