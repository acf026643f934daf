/// A live program's answer to one request.
public struct LiveResponse: Sendable, Equatable {
  /// The whole scene again when anything it shows changed; nil when nothing did.
  public var scene: ScreenSpec?
  /// Every state value the program holds, in a stable order (the `--trace-state` columns).
  public var state: [LiveStateValue]
  /// New warnings since the last response, one line each (`file:line:column: warning: …`).
  public var warnings: [String]
  /// An animation the code started is still running: ask again next frame even if nothing
  /// else moves.
  public var animating: Bool
  /// The code reads geometry (a geometry reader, a geometry, scroll or preference handler):
  /// every scroll or layout change is worth a request. False: only events and animations are
  /// (a screen whose code only reacts to taps costs nothing while it scrolls). `"geometry"`
  /// on the wire; true when a program does not say.
  public var watchesGeometry: Bool

  public init(
    scene: ScreenSpec? = nil, state: [LiveStateValue] = [], warnings: [String] = [],
    animating: Bool = false, watchesGeometry: Bool = true
  ) {
    self.scene = scene
    self.state = state
    self.warnings = warnings
    self.animating = animating
    self.watchesGeometry = watchesGeometry
  }
}
