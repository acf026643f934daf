import NavGeometry

/// Names used in scene files for scroll views and the scroll modifiers (issue 37).
extension SceneFormat {
  static let scrollAxes: [(String, ScrollAxes)] = ScrollAxes.allCases.map { ($0.rawValue, $0) }
  /// `.scrollTargetBehavior`: where a gesture comes to rest.
  static let scrollTargets: [(String, ScrollTarget)] = [
    ("free", .free), ("paging", .paging), ("viewAligned", .viewAligned(limitedToOnePage: true)),
  ]
  /// `.viewAligned(limitBehavior:)`: `always` (iPhone's `.automatic`) moves at most a page of
  /// views a gesture, `never` as far as the momentum takes it.
  static let targetLimits: [(String, Bool)] = [("always", true), ("never", false)]
  static let scrollIndicators: [(String, ScrollIndicatorVisibility)] =
    ScrollIndicatorVisibility.allCases.map { ($0.rawValue, $0) }
  static let scrollBounces: [(String, ScrollBounceBehavior)] = ScrollBounceBehavior.allCases.map {
    ($0.rawValue, $0)
  }
  /// `.scrollTransition(_:)`'s configurations.
  static let transitionModes = ["interactive", "animated", "identity"]
  /// SwiftUI's named animations, as `AnimationCurve` builds them.
  static let animationPresets: [(String, AnimationCurve)] = [
    ("default", .default), ("linear", .linear()), ("easeIn", .easeIn()), ("easeOut", .easeOut()),
    ("easeInOut", .easeInOut()), ("spring", .spring()), ("smooth", .smooth), ("snappy", .snappy),
    ("bouncy", .bouncy),
  ]
}
