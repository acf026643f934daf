import NavGeometry

/// How a live answer's change animates (SwiftUI's `Transaction`: its `animation`, with
/// `.delay(_:)`): navlab moves what is on screen to the new layout along ``curve``, starting
/// ``delay`` seconds after the answer, on the engine's clock (docs/live.md, "Patches").
///
/// ```swift
/// LiveTransaction(.easeInOut(0.35))                     // withAnimation(.easeInOut(duration: 0.35))
/// LiveTransaction(.spring(response: 0.5, damping: 0.8), delay: 0.1)
/// ```
public struct LiveTransaction: Sendable, Equatable, Hashable {
  /// The timing: a Bézier curve over a duration or a spring (the one implementation both
  /// the engine and the importer use).
  public var curve: AnimationCurve
  /// Seconds before the change starts moving (what was shown stays until then).
  public var delay: Double

  public init(_ curve: AnimationCurve, delay: Double = 0) {
    self.curve = curve
    self.delay = delay
  }

  /// Longest duration or delay kept from a wire (longer ones are clamped to it).
  public static let maximumSeconds = 60.0
}
