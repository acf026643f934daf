/// iOS 26's tab bar: a glass capsule floating above the content, inset from the screen edges,
/// that minimizes while the content scrolls down and expands when it scrolls up (SwiftUI
/// `tabBarMinimizeBehavior(.onScrollDown)`, which minimizes it once scrolling down begins;
/// minimized, it shrinks to the selected tab, a circle at the leading edge).
///
/// Apple publishes no metrics for it; these are estimates from iOS 26 screenshots of a
/// 393 pt wide iPhone: a 62 pt tall capsule 20 pt from the sides and 21 pt above the bottom
/// edge (8 pt on phones without a home indicator), items on a 4 pt inner padding, the
/// selected one on a highlight pill. The minimize animation's 0.3 s and the 10 pt of scroll in
/// one direction that trigger it are estimates too.
public struct FloatingTabBarLayout: Sendable, Equatable {
  /// Height of the capsule (and the side of the minimized circle).
  public static let height = 62.0
  /// Gap between the capsule and the screen's sides.
  public static let sideInset = 20.0
  /// Gap between the capsule and the screen's bottom edge on phones with a home indicator.
  public static let bottomInset = 21.0
  /// Gap on phones without one (the SE).
  public static let compactBottomInset = 8.0
  /// Inner padding between the capsule and its items.
  public static let padding = 4.0
  /// Scroll travel in one direction that minimizes (down) or expands (up) the bar.
  public static let directionThreshold = 10.0
  /// Duration of the minimize and expand animation, seconds.
  public static let minimizeDuration = 0.3

  /// The capsule (a circle when fully minimized).
  public let frame: Rect
  /// The capsule when expanded, where the items' slots are.
  public let expandedFrame: Rect
  /// Minimize progress: 0 expanded, 1 minimized.
  public let minimized: Double
  /// Number of items.
  public let itemCount: Int
  /// Opacity of the items other than the selected one (they fade as the bar minimizes).
  public var otherItemsAlpha: Double { 1 - minimized }

  /// The capsule on a `width` × `height` screen, `minimized` (0…1) of the way to its circle,
  /// leaving `trailingSpace` points on the trailing side (for iOS 26's search tab).
  public init(
    width: Double, height: Double, bottomSafeArea: Double, minimized: Double, itemCount: Int,
    trailingSpace: Double = 0
  ) {
    let m = clamp(minimized.isNaN ? 0 : minimized, 0, 1)
    self.minimized = m
    self.itemCount = max(1, itemCount)
    let bottom = bottomSafeArea > 0 ? Self.bottomInset : Self.compactBottomInset
    let full = max(Self.height, width - 2 * Self.sideInset - max(0, trailingSpace))
    let capsuleWidth = full + (Self.height - full) * m
    frame = Rect(
      x: Self.sideInset, y: height - bottom - Self.height, width: capsuleWidth,
      height: Self.height)
    expandedFrame = Rect(x: frame.minX, y: frame.minY, width: full, height: Self.height)
  }

  /// The slot of item `index` in the expanded capsule (inside the padding).
  public func itemFrame(_ index: Int) -> Rect {
    let inner = expandedFrame.insetBy(dx: Self.padding, dy: Self.padding)
    let width = inner.width / Double(itemCount)
    return Rect(
      x: inner.minX + width * Double(index), y: inner.minY, width: width, height: inner.height)
  }

  /// Where the selected item sits: its slot, moving into the circle as the bar minimizes.
  public func selectedFrame(_ index: Int) -> Rect {
    let slot = itemFrame(index)
    let circle = frame.insetBy(dx: Self.padding, dy: Self.padding)
    return Rect(
      x: slot.minX + (circle.minX - slot.minX) * minimized,
      y: slot.minY, width: slot.width + (circle.width - slot.width) * minimized,
      height: slot.height)
  }

  /// The item under a point (the selected one only, once minimized), if it is on the capsule.
  public func item(atX x: Double, y: Double, selected: Int) -> Int? {
    guard frame.contains(Point(x: x, y: y)) else { return nil }
    if minimized > 0.5 { return selected }
    let inner = frame.insetBy(dx: Self.padding, dy: 0)
    let index = Int((x - inner.minX) / (inner.width / Double(itemCount)))
    return min(max(index, 0), itemCount - 1)
  }

  /// The minimize target after the content moved from `anchor` to `offset`: minimize after
  /// `threshold` (10 pt) of scrolling down (content moving up), expand after as much up or at
  /// the top; `nil` keeps the current target. `anchor` is the offset where the current
  /// direction began.
  public static func target(
    offset: Double, anchor: Double, threshold: Double = directionThreshold
  ) -> Double? {
    if offset <= 0 { return 0 }
    if offset - anchor >= threshold { return 1 }
    if anchor - offset >= threshold { return 0 }
    return nil
  }
}
