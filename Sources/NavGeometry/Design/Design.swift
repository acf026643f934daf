/// Which iOS look the chrome follows: iOS 18's bar materials or iOS 26's Liquid Glass.
public enum Design: String, Sendable, CaseIterable {
  /// Opaque-looking bar materials (blur and tint) with hairlines, an edge-to-edge tab bar.
  case ios18
  /// Liquid Glass: the bar background gives way to the scroll edge effect, bar buttons sit on
  /// glass, the tab bar floats as a glass capsule and minimizes on scroll down.
  case ios26

  /// The other design (the G key).
  public var toggled: Design { self == .ios18 ? .ios26 : .ios18 }
}

/// iOS 26's scroll edge effect under a bar (`ScrollEdgeEffectStyle`, Apple documentation):
/// `soft` blurs and fades the content under the bar, `hard` cuts it off crisply with a dividing
/// line.
public enum ScrollEdgeStyle: String, Sendable, CaseIterable {
  /// The content under the bar is lightly blurred and fades into the background.
  case soft
  /// The content is cut off by the opaque background and a dividing line.
  case hard
}
