/// Something done to each behaviour of a screen in turn, reading it, with a `Target` it fills
/// (the trace row, the chrome, the display list). Generic, so a visit is specialized and
/// allocates nothing (no `[any ScreenBehaviour]` is built).
protocol BehaviourVisitor {
  associatedtype Target
  /// Set to stop the visit after this behaviour.
  var isDone: Bool { get }
  mutating func visit<B: ScreenBehaviour>(_ behaviour: B, _ target: inout Target)
}

/// Something done to each behaviour of a screen in turn, changing it.
protocol BehaviourMutator {
  associatedtype Target
  var isDone: Bool { get }
  mutating func visit<B: ScreenBehaviour>(_ behaviour: inout B, _ target: inout Target)
}

extension BehaviourVisitor {
  var isDone: Bool { false }
}

extension BehaviourMutator {
  var isDone: Bool { false }
}
