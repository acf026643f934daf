/// A state value a live program holds (`@State`, `@Published`…): a number, a boolean or text.
public enum LiveValue: Sendable, Equatable {
  case number(Double)
  case bool(Bool)
  case text(String)
}

/// One named state value, `Type.property` (`"FeedView.titleOpacity"`); nil for a value the
/// code holds but that has none now (an optional's `nil`, JSON `null`): its column stays, empty.
public struct LiveStateValue: Sendable, Equatable {
  public var name: String
  public var value: LiveValue?

  public init(name: String, value: LiveValue?) {
    self.name = name
    self.value = value
  }
}
