/// iOS 26's search at the bottom of the screen: a glass search field above the home indicator,
/// or, with a tab bar, a round search tab at the trailing end of the tab bar's row (SwiftUI
/// `Tab(role: .search)`, Apple's "Adopting Liquid Glass"). Estimates like
/// ``FloatingTabBarLayout``'s: the field 48 pt tall, 20 pt from the sides and 21 pt above the
/// bottom edge (8 without a home indicator); the search tab a 62 pt circle, 8 pt from the tab
/// bar.
public struct BottomSearchLayout: Sendable, Equatable {
  /// Height of the bottom search field.
  public static let fieldHeight = 48.0
  /// Gap between the tab bar's capsule and the search tab.
  public static let gap = 8.0
  /// Room the search tab takes from the tab bar's row.
  public static let besideTabBarSpace = FloatingTabBarLayout.height + gap

  /// The glass capsule (or circle beside a tab bar).
  public let frame: Rect
  /// Whether it is the round search tab beside a tab bar rather than a field.
  public let isTab: Bool

  public init(width: Double, height: Double, bottomSafeArea: Double, besideTabBar: Bool) {
    let bottom =
      bottomSafeArea > 0
      ? FloatingTabBarLayout.bottomInset : FloatingTabBarLayout.compactBottomInset
    isTab = besideTabBar
    if besideTabBar {
      let side = FloatingTabBarLayout.height
      frame = Rect(
        x: width - FloatingTabBarLayout.sideInset - side, y: height - bottom - side, width: side,
        height: side)
    } else {
      frame = Rect(
        x: FloatingTabBarLayout.sideInset, y: height - bottom - Self.fieldHeight,
        width: width - 2 * FloatingTabBarLayout.sideInset, height: Self.fieldHeight)
    }
  }
}
