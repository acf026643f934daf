import NavGeometry

/// What navlab tells a live program each frame (docs/live.md, the wire's request line).
public struct LiveRequest: Sendable, Equatable {
  /// Seconds since the run began, on the engine's injected clock.
  public var time: Double
  /// The top screen's scroll view; nil in the first request, before anything is laid out.
  public var scroll: LiveScrollGeometry?
  /// Every node named with `"id"` on the screens shown this frame, in screen (global)
  /// coordinates: screen by screen (during a push or pop the one below first), each in
  /// drawing order (card content, the scene's content, rows on screen, header content). A
  /// name used twice is reported once, the first found.
  public var frames: [LiveFrame]
  /// Taps, toggles, appearing and disappearing screens since the last request, in order.
  public var events: [LiveEvent]
  /// Every named nested scroll view on the top screen (issue 37: `ScrollView`s the code
  /// watches with `onScrollGeometryChange` / `onScrollPhaseChange`), in drawing order; a name
  /// used twice is reported once, the first found.
  public var scrollViews: [LiveScrollView]

  public init(
    time: Double, scroll: LiveScrollGeometry? = nil, frames: [LiveFrame] = [],
    events: [LiveEvent] = [], scrollViews: [LiveScrollView] = []
  ) {
    self.time = time
    self.scroll = scroll
    self.frames = frames
    self.events = events
    self.scrollViews = scrollViews
  }

  /// The frame reported for `id`, if that node is on screen.
  public func frame(of id: String) -> Rect? {
    frames.first { $0.id == id }?.frame
  }
}

/// One named node's frame on screen.
public struct LiveFrame: Sendable, Equatable {
  public var id: String
  public var frame: Rect

  public init(id: String, frame: Rect) {
    self.id = id
    self.frame = frame
  }
}
