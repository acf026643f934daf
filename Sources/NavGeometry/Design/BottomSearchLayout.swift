/// iOS 26's search at the bottom of the screen: a glass search field above the home indicator,
/// or, with a tab bar, a round search tab at the trailing end of the tab bar's row (SwiftUI
/// `Tab(role: .search)`, Apple's "Adopting Liquid Glass"). Estimates like
/// ``FloatingTabBarLayout``'s: the field 48 pt tall, 20 pt from the sides and 21 pt above the
/// bottom edge (8 without a home indicator); the search tab a 62 pt circle, 8 pt from the tab
/// bar.
///
/// Focused (a tap on it), the field rises with the keyboard and sits just above it, narrowed for
/// a round close button (an `xmark` on glass, iOS 26's replacement for the text Cancel); a search
/// tab grows into the same field. UIKit's `UISearchTab.automaticallyActivatesSearch` documents
/// the activation (selecting the tab activates its search field); the cupertino
/// reimplementations describe a search tab that grows into a full search field on a tap while
/// the other tabs collapse (pub.dev `cupertino_native_plus` `CNTabBarSearchItem`).
///
/// ```swift
/// let field = BottomSearchLayout(width: 393, height: 852, bottomSafeArea: 34,
///                                besideTabBar: false, focus: 1)
/// field.frame       // x 20, y 852 − 335 − 8 − 48 = 461, width 297, height 48
/// field.closeFrame  // x 325: a 48 pt circle 8 pt after the field
/// ```
public struct BottomSearchLayout: Sendable, Equatable {
  /// Height of the bottom search field.
  public static let fieldHeight = 48.0
  /// Gap between the tab bar's capsule and the search tab, between the focused field and its
  /// close button, and between the focused field and the keyboard (an estimate).
  public static let gap = 8.0
  /// Room the search tab takes from the tab bar's row.
  public static let besideTabBarSpace = FloatingTabBarLayout.height + gap
  /// Height of the on-screen keyboard area without a home indicator: the 216 pt portrait
  /// keyboard of UIKit's iPhones plus the 44 pt suggestion (QuickType) bar, 260 pt. An estimate
  /// (UIKit reports the frame at run time; codemia.io "What is the height of iPhone's onscreen
  /// keyboard" gives 216 pt as the portrait reference).
  public static let keyboardHeight = 260.0
  /// What phones with a home indicator add below the keys: the home indicator's band and the
  /// row with the globe and dictation keys, 75 pt (335 pt in all on a 393 pt iPhone; an
  /// estimate: the letters' view is the same on every phone, the difference is the bottom area).
  public static let keyboardBottomBand = 75.0
  /// The landscape keyboard: 162 pt of keys (the same codemia.io page's landscape reference)
  /// plus the 44 pt suggestion bar, and the landscape home indicator's inset where there is one.
  public static let landscapeKeyboardHeight = 206.0

  /// The glass capsule (or circle beside a tab bar), where it is now.
  public let frame: Rect
  /// Where the field (or search tab) rests when not focused.
  public let restFrame: Rect
  /// Whether it is the round search tab beside a tab bar rather than a field.
  public let isTab: Bool
  /// The focus animation's eased progress: 0 at rest, 1 focused above the keyboard.
  public let focus: Double
  /// The round close button beside the focused field (its opacity is ``focus``).
  public let closeFrame: Rect
  /// The keyboard area, sliding up from the bottom edge with ``focus`` (off screen at 0).
  public let keyboardFrame: Rect

  /// The field on a `width` × `height` screen; `focus` (0…1) is the focus animation's linear
  /// progress, eased in and out here like the navigation bar's field
  /// (``SearchFieldLayout/focusDuration``, Flutter `_kNavBarSearchCurve`).
  public init(
    width: Double, height: Double, bottomSafeArea: Double, besideTabBar: Bool, focus: Double = 0
  ) {
    let f = CubicBezier(0.42, 0, 0.58, 1)(clamp(focus.isNaN ? 0 : focus, 0, 1))
    self.focus = f
    let bottom =
      bottomSafeArea > 0
      ? FloatingTabBarLayout.bottomInset : FloatingTabBarLayout.compactBottomInset
    let side = FloatingTabBarLayout.sideInset
    isTab = besideTabBar
    if besideTabBar {
      let size = FloatingTabBarLayout.height
      restFrame = Rect(x: width - side - size, y: height - bottom - size, width: size, height: size)
    } else {
      restFrame = Rect(
        x: side, y: height - bottom - Self.fieldHeight, width: width - 2 * side,
        height: Self.fieldHeight)
    }
    let keyboard = Self.keyboardHeight(
      bottomSafeArea: bottomSafeArea, landscape: width > height)
    keyboardFrame = Rect(x: 0, y: height - keyboard * f, width: width, height: keyboard)
    // Focused: the field sits 8 pt above the keyboard, from the side inset to 8 pt before the
    // close button at the trailing inset.
    let size = Self.fieldHeight
    let close = Rect(
      x: width - side - size, y: height - keyboard - Self.gap - size, width: size, height: size)
    let focused = Rect(x: side, y: close.minY, width: close.minX - Self.gap - side, height: size)
    frame = Rect(
      x: restFrame.minX + (focused.minX - restFrame.minX) * f,
      y: restFrame.minY + (focused.minY - restFrame.minY) * f,
      width: restFrame.width + (focused.width - restFrame.width) * f,
      height: restFrame.height + (focused.height - restFrame.height) * f)
    // The close button rides up with the field.
    closeFrame = Rect(x: close.minX, y: frame.minY, width: size, height: size)
  }

  /// The keyboard area's height: 260 pt, 335 on phones with a home indicator; in landscape
  /// 206 pt plus the bottom safe area (227 on the 15 Pro).
  public static func keyboardHeight(bottomSafeArea: Double, landscape: Bool = false) -> Double {
    if landscape { return landscapeKeyboardHeight + max(0, bottomSafeArea) }
    return keyboardHeight + (bottomSafeArea > 0 ? keyboardBottomBand : 0)
  }

  /// Opacity of the field's magnifier and placeholder (or typed text): a search tab shows them
  /// once it has grown past half way; a field always.
  public var fieldContentAlpha: Double { isTab ? clamp(2 * focus - 1, 0, 1) : 1 }
  /// Opacity of the search tab's centred magnifier: it fades over the first half of the focus.
  public var tabIconAlpha: Double { isTab ? clamp(1 - 2 * focus, 0, 1) : 0 }
}
