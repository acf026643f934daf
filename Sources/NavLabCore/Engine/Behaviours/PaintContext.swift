import DisplayList

/// What a behaviour paints from: its screen, where the screen is placed (a push slides it),
/// the behaviours' snapshot and chrome, and the screen's background colour.
struct PaintContext {
  let screen: ScreenState
  let place: FramePainter.Placement
  let behaviour: BehaviourContext
  let chrome: ChromeState
  let background: Color
}
