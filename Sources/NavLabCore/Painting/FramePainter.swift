import DisplayList
import NavGeometry
import ScreenModel

/// Builds the display list of a frame from the engine's state: layout → what to draw.
///
/// Holds reusable buffers for the visible rows and sections, so a steady-state frame does not
/// allocate. Keep one painter for the life of a run.
public struct FramePainter {
  /// The visible rows and sections, refilled by each list painted. A class, so the copy of
  /// the painter a screen's behaviours paint with fills the same buffers in place.
  let scratch = PaintScratch()
  /// Numbers shown by the HUD (frame time is only known to the app around the engine).
  public var stats = HUDStats()
  /// The red banner's message in lines, kept while it shows (wrapped once, not every frame).
  var bannerLines = BannerLines()

  public init() {
    scratch.rows.reserveCapacity(256)
    scratch.sections.reserveCapacity(64)
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
    /// Opacity of the back button's label (0 while the previous title flies into it).
    var backLabelAlpha: Double = 1
    /// The screen's look: iOS 18 materials or iOS 26 Liquid Glass (issue 14).
    var design = Design.ios18
    /// iOS 26's scroll edge effect under the bar.
    var scrollEdge = ScrollEdgeStyle.soft
    var leadingItems: [BarItem] = []
    var trailingItems: [BarItem] = []
    /// The scene's large-title colour, if it sets one.
    var largeTitleColor: Color?
    /// Whether the screen's list is inset grouped (cards and headers match its cells).
    var insetGrouped = false
    /// Where the tab bar is drawn: the screen's shift, or 0 while a push or pop inside a tab
    /// slides the screens under the tab bar that stays; nil: not drawn (the screen below
    /// during such a push, whose bar is the same).
    var tabBarDX: Double?

    /// Horizontal shift of the content (lists, cards), clear of the landscape side insets.
    var contentDX: Double { dx + device.sideSafeArea }
    /// Width of the content between the side insets.
    var contentWidth: Double { device.size.width - 2 * device.sideSafeArea }
  }

  /// Replaces `list`'s commands with the frame `engine` shows: the phone alone, as a
  /// screenshot shows it.
  public mutating func paint(_ engine: Engine, into list: inout DisplayList) {
    list.reset(size: engine.device.size)
    paintPhone(engine, into: &list)
  }

  /// Replaces `list`'s commands with the window's frame: each phone at its place, with the
  /// window's overlays (HUD, tuning panel, banner, toast, help) over it.
  public mutating func paint(_ studio: Studio, into list: inout DisplayList) {
    list.reset(size: studio.size)
    // `isComparing`, not `studio.b` bound: reading `b` copies the whole second engine.
    guard studio.isComparing, let b = studio.b else {
      paintPhone(studio.a, into: &list)
      paintOverlays(studio, studio.a, tuned: true, into: &list)
      return
    }
    paintSideBySide(studio, studio.a, index: 0, into: &list)
    paintSideBySide(studio, b, index: 1, into: &list)
    list.origin = Point(x: 0, y: 0)
    paintCaptions(studio, into: &list)
  }

  /// One of two phones, at its place, a canvas of its own: its shadows stay on its screen and
  /// its bars' materials never take colour from the other phone or the gap.
  private mutating func paintSideBySide(
    _ studio: Studio, _ engine: Engine, index: Int, into list: inout DisplayList
  ) {
    list.origin = studio.origin(ofPhone: index)
    list.pushCanvas(engine.device.bounds)
    paintPhone(engine, into: &list)
    paintOverlays(studio, engine, tuned: index == 1, into: &list)
    list.popClip()
  }

  /// The window's overlays over one phone; the tuning panel only over the tuned one.
  private mutating func paintOverlays(
    _ studio: Studio, _ engine: Engine, tuned: Bool, into list: inout DisplayList
  ) {
    let device = engine.device
    if studio.hudVisible { paintHUD(engine, slowMotion: studio.slowMotion, into: &list) }
    if studio.tuningPanelVisible, tuned {
      paintTuningPanel(engine, selection: studio.tuningSelection, into: &list)
    }
    if let banner = studio.bannerNotice {
      bannerLines.update(banner.message, width: FramePainter.bannerTextWidth(device))
      paintBanner(bannerLines.lines, heading: banner.heading, device: device, into: &list)
    }
    if let toast = studio.toast {
      paintToast(toast, time: studio.time, device: device, into: &list)
    }
    if studio.helpVisible { paintHelp(device: device, into: &list) }
  }

  /// The phone `engine` shows, at `list.origin`.
  private mutating func paintPhone(_ engine: Engine, into list: inout DisplayList) {
    let device = engine.device
    let progress = engine.transitionProgress
    let width = device.size.width
    let topIndex = engine.stack.count - 1
    if progress < 1, topIndex >= 1 {
      // The screen below slides a third of the way out, dimmed; the top one slides over it.
      let below = engine.stack[topIndex - 1]
      let backTitle = below.spec.backTitleForNextScreen
      let flies = FramePainter.titleFlies(below, backTitle: backTitle)
      // Inside a tab both screens have the tab bar: it stays, drawn once, by the top screen.
      let sharesTabBar =
        below.spec.tabBar != nil && engine.stack[topIndex].spec.tabBar != nil
      var belowPlace = placement(
        engine, index: topIndex - 1, dx: -0.3 * width * progress,
        titleAlpha: flies ? 0 : NavigationTransition.largeTitleAlpha(progress: progress))
      if sharesTabBar { belowPlace.tabBarDX = nil }
      paintScreen(below, at: belowPlace, into: &list)
      list.fill(device.bounds, color: Color.black.withOpacity(0.1 * progress))
      let dx = width * (1 - progress)
      list.shadow(
        Rect(x: dx, y: 0, width: width, height: device.size.height), radius: 0, blur: 8,
        color: Color.black.withOpacity(0.25 * progress))
      var top = placement(engine, index: topIndex, dx: dx, titleAlpha: min(1, progress * 1.6))
      // The back label is drawn by the flying title until the transition ends.
      top.backLabelAlpha = 0
      if sharesTabBar { top.tabBarDX = nil }
      paintScreen(engine.stack[topIndex], at: top, into: &list)
      if sharesTabBar {
        // The tab bar stays in place over both sliding screens, outside their clips.
        top.tabBarDX = 0
        paintLayer(.bottomBars, of: engine.stack[topIndex], at: top, into: &list)
      }
      paintFlyingTitle(
        below, backTitle: backTitle, flies: flies, progress: progress, device: device,
        topDx: dx, belowDx: -0.3 * width * progress,
        theme: Theme.for(engine.stack[topIndex].spec.forcedAppearance ?? engine.appearance),
        into: &list)
    } else if let sheet = engine.sheet {
      paintPresentation(engine, sheet, into: &list)
    } else {
      paintScreen(
        engine.stack[topIndex], at: placement(engine, index: topIndex, dx: 0, titleAlpha: 1),
        into: &list)
    }
    let theme = Theme.for(engine.effectiveAppearance)
    if let menu = engine.openMenu { paintMenu(menu, theme: theme, into: &list) }
    paintStatusBar(engine, into: &list)
    paintDeviceChrome(device: device, theme: theme, into: &list)
    paintOverlay(engine, into: &list)
  }

  func placement(_ engine: Engine, index: Int, dx: Double, titleAlpha: Double)
    -> Placement
  {
    // The screen's spec is read in place: a copy of the screen would cost kilobytes a frame.
    let spec = engine.stack[index].spec
    let appearance = spec.forcedAppearance ?? engine.appearance
    let backTitle = index > 0 ? engine.stack[index - 1].spec.backTitleForNextScreen : nil
    var theme = spec.colors.applied(to: Theme.for(appearance))
    if let tint = spec.tint { theme.tint = tint }
    var place = Placement(
      dx: dx, theme: theme, device: engine.device, backTitle: backTitle, titleAlpha: titleAlpha,
      leadingItems: spec.leadingItems, trailingItems: spec.trailingItems)
    place.design = engine.stack[index].design
    place.scrollEdge = engine.stack[index].scrollEdge
    place.largeTitleColor = spec.colors.largeTitle?.resolved(appearance)
    place.insetGrouped = spec.listStyle == .insetGrouped
    place.tabBarDX = dx
    return place
  }

  /// One screen, composed of its behaviours (``ScreenBehaviours``): painted layer by layer,
  /// back to front (``ScreenLayer``), each behaviour in its registration order within a layer;
  /// the content layer is clipped at the chrome's bottom when a behaviour asks.
  mutating func paintScreen(
    _ screen: ScreenState, at place: Placement, into list: inout DisplayList
  ) {
    let theme = place.theme
    let device = place.device
    let bounds = device.bounds.offsetBy(dx: place.dx)
    list.pushClip(bounds)
    let background =
      screen.spec.listStyle == .insetGrouped ? theme.groupedBackground : theme.background
    list.fill(bounds, color: background)
    let behaviour = screen.behaviourContext(device: device)
    let chrome = screen.behaviours.chrome(behaviour)
    let context = PaintContext(
      title: screen.spec.title, place: place, behaviour: behaviour, chrome: chrome,
      background: background, scrolls: screen.nested)
    let height = device.size.height
    screen.behaviours.paint(context, self, into: &list) { layer, after, list in
      guard layer == .content else { return }
      guard after else {
        if chrome.clipsContent {
          // The scroll view starts at the chrome's bottom and clips there (seed 003's
          // ScrollView under its top view): nothing shows in the bar's rounded cut-outs.
          list.pushClip(
            Rect(
              x: place.dx, y: chrome.chromeBottom, width: device.size.width,
              height: max(0, height - chrome.chromeBottom)))
        }
        return
      }
      // The list ends the content, after what the behaviours put above it: the rows the
      // chrome leaves uncovered (a plain list's section headers pin at the chrome's bottom).
      if chrome.clipsContent {
        paintList(screen, place, minY: chrome.chromeBottom, maxY: height, into: &list)
        list.popClip()
      } else {
        paintList(
          screen, place, minY: chrome.coveredAbove, maxY: height, pinY: chrome.chromeBottom,
          into: &list)
      }
    }
    list.popClip()
  }
}

extension FramePainter {
  /// One layer of `screen`'s behaviours alone, unclipped (the tab bar that stays during a push
  /// inside a tab).
  func paintLayer(
    _ layer: ScreenLayer, of screen: ScreenState, at place: Placement,
    into list: inout DisplayList
  ) {
    let behaviour = screen.behaviourContext(device: place.device)
    let context = PaintContext(
      title: screen.spec.title, place: place, behaviour: behaviour,
      chrome: screen.behaviours.chrome(behaviour),
      background: screen.spec.listStyle == .insetGrouped
        ? place.theme.groupedBackground : place.theme.background, scrolls: screen.nested)
    screen.behaviours.paint(layer, context, self, into: &list)
  }

  /// Whether the screen below shows a large title that can become the back button's label.
  static func titleFlies(_ below: ScreenState, backTitle: String) -> Bool {
    backTitle == below.spec.title && below.isLarge
      && below.largeTitleAlpha.value > 0.5
  }

  /// During a push or pop, the previous screen's large title slides into the back button's
  /// label, shrinking and taking the tint colour. An inline title, or a title too long for the
  /// back button, fades out with its screen while the label fades in (Flutter
  /// `transitionBetweenRoutes`).
  func paintFlyingTitle(
    _ below: ScreenState, backTitle: String, flies: Bool, progress: Double, device: Device,
    topDx: Double,
    belowDx: Double, theme: Theme, into list: inout DisplayList
  ) {
    let barMid = device.navigationBarTop + NavigationBarMetrics.barHeight / 2 - Self.backLabelLift
    let t = clamp(progress, 0, 1)
    let endX = topDx + Self.backLabelX
    guard flies else {
      list.text(backTitle, font: .body, color: theme.tint.withOpacity(t * t), x: endX, midY: barMid)
      list.textElement(.text, backTitle, font: .body, x: endX, midY: barMid, opacity: t * t)
      return
    }
    let frame = below.navigationBar(device: device).largeTitleFrame
    let startX = belowDx + frame.minX
    let endScale =
      NavigationBarMetrics.inlineTitleFontSize / NavigationBarMetrics.largeTitleFontSize
    list.text(
      backTitle, font: .largeTitle, color: theme.label.mixed(with: theme.tint, t),
      x: startX + (endX - startX) * t, midY: frame.midY + (barMid - frame.midY) * t,
      scale: 1 + (endScale - 1) * t)
    list.textElement(
      .text, backTitle, font: .largeTitle, x: startX + (endX - startX) * t,
      midY: frame.midY + (barMid - frame.midY) * t, scale: 1 + (endScale - 1) * t)
  }
}

/// What the HUD shows besides the engine's own numbers.
public struct HUDStats: Sendable, Equatable {
  public var frameMilliseconds: Double = 0
  public var worstFrameMilliseconds: Double = 0
  public var droppedFrames: Int = 0
  public var lastReleaseVelocity: Double?
  /// The frame budget the graph marks (1000 / fps).
  public var budgetMilliseconds: Double = 1000.0 / 60
  /// The last `history.count` frame times, oldest at `next`, for the HUD's graph.
  public private(set) var history = [Double](repeating: 0, count: 120)
  public private(set) var next = 0

  public init() {}

  /// Records one frame's time (no allocation: the history is a ring).
  public mutating func record(frameMilliseconds time: Double) {
    frameMilliseconds = time
    history[next] = time
    next = (next + 1) % history.count
  }
}
