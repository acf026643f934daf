/// The tab bar at the bottom of the screen and its scroll-edge appearance, for one offset.
///
/// UIKit's iPhone tab bar is 49 pt tall above the home indicator's safe area (Apple HIG "Tab
/// bars"; 83 pt in all on Face ID phones). Since iOS 15 it uses its `scrollEdgeAppearance`,
/// transparent, while the content's bottom edge is visible, and its standard material once
/// content scrolls under it; the material blends in over the first 10 pt of content under the
/// bar, the blend distance of the navigation bar (Flutter `_kNavBarScrollUnderAnimationExtent`,
/// an approximation for the tab bar). Items share the width equally; each shows a 25 pt icon
/// (HIG: 25 × 25 pt regular tab bar glyphs) above a 10 pt label whose baseline lies 45.0 pt
/// below the bar's top (issue 20, measured on an iOS 17.5 snapshot image); the icon's 8.5 pt
/// from the top is an estimate that keeps it clear of the label.
///
/// ```swift
/// let bar = TabBarLayout(width: 393, height: 852, bottomSafeArea: 34, offset: 500,
///                        maxOffset: 505, itemCount: 3)
/// bar.frame.minY          // 852 − 83 = 769
/// bar.backgroundAlpha     // 0.5: 5 pt of content under the bar
/// ```
public struct TabBarLayout: Sendable, Equatable {
  /// Height of the bar above the bottom safe area (UIKit).
  public static let barHeight = 49.0
  /// Scroll distance over which the material blends in at the content's bottom edge.
  public static let blendDistance = 10.0
  /// Side of an item's icon.
  public static let iconSize = 25.0
  /// Gap between the top of the bar and an item's icon (an estimate; was 7 while the label sat
  /// 3.3 pt higher).
  public static let iconTop = 8.5
  /// Distance from the top of the bar to the middle of an item's label's line box: puts 10 pt
  /// Inter's baseline 45.0 pt down, as on iOS 17.5 (was 38: 41.7 pt).
  public static let labelMidY = 41.33
  /// Label font size (UIKit tab bar item titles).
  public static let labelFontSize = 10.0

  /// The whole bar, from its top edge to the bottom of the screen.
  public let frame: Rect
  /// Opacity of the bar's material and top hairline: 0 while the content's bottom edge shows.
  public let backgroundAlpha: Double
  /// Number of items.
  public let itemCount: Int

  /// The bar on a `width` × `height` screen for a scroll view at `offset` whose content ends
  /// (at the bar's top edge) at `maxOffset`.
  public init(
    width: Double, height: Double, bottomSafeArea: Double, offset: Double, maxOffset: Double,
    itemCount: Int
  ) {
    let total = Self.barHeight + max(0, bottomSafeArea)
    frame = Rect(x: 0, y: height - total, width: width, height: total)
    let under = maxOffset - (offset.isNaN ? 0 : offset)
    backgroundAlpha = clamp(under / Self.blendDistance, 0, 1)
    self.itemCount = max(1, itemCount)
  }

  /// The 49 pt tall slot of item `index`.
  public func itemFrame(_ index: Int) -> Rect {
    let width = frame.width / Double(itemCount)
    return Rect(x: width * Double(index), y: frame.minY, width: width, height: Self.barHeight)
  }

  /// The icon square of item `index`.
  public func iconFrame(_ index: Int) -> Rect {
    let slot = itemFrame(index)
    return Rect(
      x: slot.midX - Self.iconSize / 2, y: slot.minY + Self.iconTop, width: Self.iconSize,
      height: Self.iconSize)
  }

  /// The item under a point, if the point is on the bar (the safe area below counts).
  public func item(atX x: Double, y: Double) -> Int? {
    guard y >= frame.minY, y <= frame.maxY, x >= frame.minX, x < frame.maxX else { return nil }
    return min(itemCount - 1, Int((x - frame.minX) / (frame.width / Double(itemCount))))
  }
}
