/// Where the navigation bar and its large title are for one scroll offset.
///
/// `offset` is the distance scrolled from the resting top: positive when the content moved up,
/// negative when it is pulled down. All frames are in viewport coordinates (y from the top of the
/// screen). Numbers are ``NavigationBarMetrics`` (Flutter `nav_bar.dart`, docs/references.md).
///
/// ```swift
/// let bar = LargeTitleLayout(offset: 20, topInset: 54, width: 393, isLarge: true)
/// bar.barBottom         // 54 + 44 + 32 = 130
/// bar.showsLargeTitle   // true (20 < 52 − 10)
/// ```
public struct LargeTitleLayout: Sendable, Equatable {
  /// Scroll offset this layout was computed for.
  public let offset: Double
  /// Top of the navigation bar (``Device/navigationBarTop``, the status bar's height); the
  /// 44 pt compact bar starts here.
  public let topInset: Double
  /// Width of the screen.
  public let width: Double
  /// Whether this screen shows a large title (see ``TitleDisplayResolver``).
  public let isLarge: Bool

  /// Scroll distance that fully collapses the bar: 52 when large, 0 otherwise, plus the
  /// search strip when there is one.
  public let collapseDistance: Double
  /// Viewport y of the bottom of the whole bar (status bar + compact bar + large-title area).
  public let barBottom: Double
  /// The unscaled text line of the large title: x 16, 41 pt tall, bottom 8 pt above
  /// ``barBottom``. It slides under the compact bar while collapsing; clip it to
  /// ``largeTitleArea``.
  public let largeTitleFrame: Rect
  /// Scale of the large title, anchored at its leading bottom corner: 1 at rest and while
  /// collapsing, up to 1.1 when pulled down.
  public let largeTitleScale: Double
  /// Whether the large title (rather than the inline one) should be showing; the target of
  /// the 150 ms cross-fade.
  public let showsLargeTitle: Bool
  /// Opacity of the bar background and hairline, blending in over 10 pt once the content
  /// scrolls under the bar.
  public let backgroundAlpha: Double
  /// Resting offsets where the large title snaps to the nearer end: `0...52` when large (after
  /// the search area, `s...s + 52`, when there is one), `nil` otherwise.
  public let snapZone: ClosedRange<Double>?
  /// Height of the search strip under the large title when fully shown (0: no search field;
  /// ``SearchFieldLayout/areaHeight`` with one).
  public let searchAreaHeight: Double
  /// Height of the search strip now: it collapses first, 1:1 over the first
  /// ``searchAreaHeight`` points of scroll, before the large title does.
  public let searchHeight: Double
  /// Resting offsets where the search strip snaps fully open or closed: `0...s`, or `nil`.
  public let searchSnapZone: ClosedRange<Double>?

  /// Computes the bar for `offset` on a screen whose navigation bar starts at `topInset`, with a
  /// search strip of `searchAreaHeight` points under the large title (UIKit's
  /// `hidesSearchBarWhenScrolling`: the strip collapses before the title).
  public init(
    offset: Double, topInset: Double, width: Double, isLarge: Bool, searchAreaHeight: Double = 0
  ) {
    let metrics = NavigationBarMetrics.self
    // A NaN offset (e.g. from a broken physics step) is treated as resting.
    let offset = offset.isNaN ? 0 : offset
    self.offset = offset
    self.topInset = topInset
    self.width = width
    self.isLarge = isLarge

    let search = searchAreaHeight.isFinite ? max(0, searchAreaHeight) : 0
    self.searchAreaHeight = search
    let titleExtension = isLarge ? metrics.largeTitleExtension : 0
    let collapse = titleExtension + search
    collapseDistance = collapse
    let compactBottom = topInset + metrics.barHeight
    // The search strip goes first; then the large-title area shrinks 1:1 with the scroll. A
    // pull grows the title area 1:1, like Flutter's sliver persistent header; a compact bar
    // never stretches.
    searchHeight = clamp(search - offset, 0, search)
    let titleArea = isLarge ? max(0, collapse - offset) - searchHeight : 0
    barBottom = compactBottom + titleArea + searchHeight

    let titleBottom = compactBottom + titleArea - metrics.largeTitleBottomPadding
    largeTitleFrame = Rect(
      x: metrics.edgePadding, y: titleBottom - metrics.largeTitleLineHeight,
      width: max(0, width - 2 * metrics.edgePadding), height: metrics.largeTitleLineHeight)

    largeTitleScale = isLarge ? Self.titleScale(pull: -offset) : 1
    showsLargeTitle = isLarge && offset < collapse - metrics.largeTitleSwitchThreshold
    backgroundAlpha = clamp((offset - collapse) / metrics.backgroundBlendDistance, 0, 1)
    snapZone = isLarge ? search...collapse : nil
    searchSnapZone = search > 0 ? 0...search : nil
  }

  /// Scale of a large title pulled down by `pull` points (≤ 0 means not pulled).
  ///
  /// Flutter `_RenderLargeTitle._computeTitleScale`: with the title's box
  /// `maxHeight = 52 − 8 = 44` tall at rest and `44 + pull` when pulled,
  /// `scale = 1 + 0.03 · (available − 44) / 44`, clamped to `1...1.1`. Flutter also caps the
  /// scale so a wide title still fits; we don't know the text width here, so the renderer
  /// may lower it further. Reaches 1.1 at a pull of about 147 pt.
  public static func titleScale(pull: Double) -> Double {
    let metrics = NavigationBarMetrics.self
    let restingBox = metrics.largeTitleExtension - metrics.largeTitleBottomPadding
    let scale = 1 + 0.03 * max(0, pull) / restingBox
    return clamp(scale, 1, metrics.maxLargeTitleScale)
  }

  /// Whether the inline (17 pt) title should be showing: the opposite of
  /// ``showsLargeTitle`` for large screens, always for compact ones.
  public var showsInlineTitle: Bool { !showsLargeTitle }

  /// The compact 44 pt bar below the status bar, where the inline title and buttons sit.
  public var compactBarFrame: Rect {
    Rect(x: 0, y: topInset, width: width, height: NavigationBarMetrics.barHeight)
  }

  /// The strip below the compact bar that the large title is visible in (zero height once
  /// collapsed); clip the large title to it.
  public var largeTitleArea: Rect {
    let top = topInset + NavigationBarMetrics.barHeight
    return Rect(x: 0, y: top, width: width, height: barBottom - searchHeight - top)
  }

  /// The search strip at the bottom of the bar (zero height once collapsed).
  public var searchArea: Rect {
    Rect(x: 0, y: barBottom - searchHeight, width: width, height: searchHeight)
  }

  /// The whole bar from the top of the screen to ``barBottom``; its background is drawn here
  /// with ``backgroundAlpha``.
  public var barFrame: Rect { Rect(x: 0, y: 0, width: width, height: barBottom) }

  /// Where to snap a scroll view that came to rest at `restingOffset`, or `nil` to leave it.
  ///
  /// A large title stopped half-collapsed snaps to the nearer end (Flutter PR#156381):
  /// `nil` unless `0 < restingOffset < collapseDistance`; exactly half-way snaps open (0).
  public static func snapTarget(restingOffset: Double, collapseDistance: Double) -> Double? {
    guard collapseDistance > 0, restingOffset > 0, restingOffset < collapseDistance else {
      return nil
    }
    return restingOffset <= collapseDistance / 2 ? 0 : collapseDistance
  }
}
