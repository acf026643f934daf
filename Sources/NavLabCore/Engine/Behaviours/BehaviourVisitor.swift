/// Something done to each behaviour of a screen in turn, reading it, with a `Target` it fills
/// (the trace row, the chrome, the display list) and a `Context` it reads. Generic, so a visit
/// is specialized and allocates nothing (no `[any ScreenBehaviour]` is built). The context is
/// passed down borrowed rather than stored in the visitor: a painting context holds the whole
/// screen, and a visitor's stored properties are copied at each call.
protocol BehaviourVisitor {
  associatedtype Context
  associatedtype Target
  /// Set to stop the visit after this behaviour.
  var isDone: Bool { get }
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: B, _ context: Context, _ target: inout Target)
}

/// Something done to each behaviour of a screen in turn, changing it.
protocol BehaviourMutator {
  associatedtype Context
  associatedtype Target
  var isDone: Bool { get }
  mutating func visit<B: ScreenBehaviour>(
    _ behaviour: inout B, _ context: Context, _ target: inout Target)
}

extension BehaviourVisitor {
  var isDone: Bool { false }
}

extension BehaviourMutator {
  var isDone: Bool { false }
}
