/// A live program's answer to one request.
public struct LiveResponse: Sendable, Equatable {
  /// The whole scene again when the screen's structure changed (its chrome, rows or
  /// destinations); nil when it did not. Patches apply after it.
  public var scene: ScreenSpec?
  /// The subtrees named with ``Modifier/node(_:)`` whose content changed, each replacing what
  /// is under its marker (issue 38); empty when none did. A patch equal to what is shown
  /// changes nothing.
  public var patches: [LivePatch]
  /// How the changes of this answer animate (``LivePatch/transaction`` overrides it for one
  /// patch); nil: they show at once.
  public var transaction: LiveTransaction?
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
  /// The code reads the scroll view's geometry (a scroll geometry handler, a frame in the
  /// scroll view's coordinate space), not only the frames reported: a scroll that moves no
  /// reported frame is worth a request. False: only a moved frame is. `"scroll"` on the wire;
  /// true when a program does not say.
  public var watchesScroll: Bool
  /// Named scroll views to move to one of their views, in order, after the scene and patches
  /// are shown (`proxy.scrollTo`, `.scrollPosition(id:)`; issue 37). `"scrollTo"` on the wire.
  public var scrollTo: [LiveScrollTo] = []

  public init(
    scene: ScreenSpec? = nil, patches: [LivePatch] = [], transaction: LiveTransaction? = nil,
    state: [LiveStateValue] = [], warnings: [String] = [], animating: Bool = false,
    watchesGeometry: Bool = true, watchesScroll: Bool = true
  ) {
    self.scene = scene
    self.patches = patches
    self.transaction = transaction
    self.state = state
    self.warnings = warnings
    self.animating = animating
    self.watchesGeometry = watchesGeometry
    self.watchesScroll = watchesScroll
  }
}
