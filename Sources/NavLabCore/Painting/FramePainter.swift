import DisplayList
import NavGeometry

/// Builds the display list of a frame from the engine's state: layout → what to draw.
///
/// Holds reusable buffers for the visible rows and sections, so a steady-state frame does not
/// allocate. Keep one painter for the life of a run.
public struct FramePainter {
  var rows: [ListRowPlacement] = []
  var sections: [ListSectionPlacement] = []
  /// Numbers shown by the HUD (frame time is only known to the app around the engine).
  public var stats = HUDStats()

  public init() {
    rows.reserveCapacity(256)
    sections.reserveCapacity(64)
  }

  /// Horizontal shift of the screen being painted (push/pop slide), in points.
  struct Placement {
    var dx: Double
    var theme: Theme
    var device: Device
    /// The back button's label, when the screen is not the root.
    var backTitle: String?
    /// Opacity multiplier of the screen's titles during a transition.
    var titleAlpha: Double
  }

  /// Replaces `list`'s commands with the frame `engine` shows.
  public mutating func paint(_ engine: Engine, into list: inout DisplayList) {
    let device = engine.device
    list.reset(size: device.size)
    let progress = engine.transitionProgress
    let width = device.size.width
    let topIndex = engine.stack.count - 1
    if progress < 1, topIndex >= 1 {
      // The screen below slides a third of the way out, dimmed; the top one slides over it.
      let below = engine.stack[topIndex - 1]
      paintScreen(
        below, at: placement(engine, index: topIndex - 1, dx: -0.3 * width * progress, titleAlpha: NavigationTransition.largeTitleAlpha(progress: progress)),
        into: &list)
      list.fill(device.bounds, color: Color.black.withOpacity(0.1 * progress))
      let dx = width * (1 - progress)
      list.shadow(
        Rect(x: dx, y: 0, width: width, height: device.size.height), radius: 0, blur: 8,
        color: Color.black.withOpacity(0.25 * progress))
      paintScreen(
        engine.stack[topIndex],
        at: placement(engine, index: topIndex, dx: dx, titleAlpha: min(1, progress * 1.6)),
        into: &list)
    } else {
      paintScreen(
        engine.stack[topIndex], at: placement(engine, index: topIndex, dx: 0, titleAlpha: 1),
        into: &list)
    }
    let theme = Theme.for(engine.effectiveAppearance)
    paintStatusBar(engine, into: &list)
    paintDeviceChrome(device: device, theme: theme, into: &list)
    if engine.hudVisible { paintHUD(engine, into: &list) }
  }

  private func placement(_ engine: Engine, index: Int, dx: Double, titleAlpha: Double)
    -> Placement
  {
    let screen = engine.stack[index]
    let appearance = screen.spec.forcedAppearance ?? engine.appearance
    let backTitle =
      index > 0
      ? NavigationTransition.backButtonTitle(previousTitle: engine.stack[index - 1].spec.title)
      : nil
    return Placement(
      dx: dx, theme: Theme.for(appearance), device: engine.device, backTitle: backTitle,
      titleAlpha: titleAlpha)
  }

  private mutating func paintScreen(
    _ screen: ScreenState, at place: Placement, into list: inout DisplayList
  ) {
    let bounds = place.device.bounds.offsetBy(dx: place.dx)
    list.pushClip(bounds)
    switch screen.spec.kind {
    case .largeTitleList: paintLargeTitleScreen(screen, place, into: &list)
    case .titleCardFeed: paintFeedScreen(screen, place, into: &list)
    case .album: paintAlbumScreen(screen, place, into: &list)
    case .blog: paintBlogScreen(screen, place, into: &list)
    }
    list.popClip()
  }
}

/// What the HUD shows besides the engine's own numbers.
public struct HUDStats: Sendable, Equatable {
  public var frameMilliseconds: Double = 0
  public var worstFrameMilliseconds: Double = 0
  public var droppedFrames: Int = 0
  public var lastReleaseVelocity: Double?

  public init() {}
}
