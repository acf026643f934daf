import DisplayList

/// What a behaviour paints from: the screen's title, where the screen is placed (a push
/// slides it), the behaviours' snapshot and chrome, and the screen's background colour. Made
/// once per screen and frame and passed down borrowed; it holds no copy of the screen (a
/// screen is kilobytes, and the list it paints is the screen's own).
struct PaintContext {
  let title: String
  let place: FramePainter.Placement
  let behaviour: BehaviourContext
  let chrome: ChromeState
  let background: Color
  /// The screen's nested scroll views (issue 37): where each block's are scrolled to.
  let scrolls: NestedScrolls
}
