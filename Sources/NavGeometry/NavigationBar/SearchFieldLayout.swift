/// The search field in the navigation bar (UIKit `UISearchController` with
/// `hidesSearchBarWhenScrolling`), for one bar layout.
///
/// The field sits in the search strip under the large title (``LargeTitleLayout/searchArea``).
/// As the strip collapses the field shrinks with it in proportion, its background fading with
/// its height, while the magnifier and placeholder fade out first: they are gone once the field
/// is 4/5 of its height (Flutter `search_field.dart` `_kMinHeightBeforeTotalTransparency`,
/// "eyeballed on an iPhone 15 simulator running iOS 17.5").
///
/// ```swift
/// let bar = LargeTitleLayout(offset: 26, topInset: 54, width: 393, isLarge: true,
///                            searchAreaHeight: SearchFieldLayout.areaHeight)
/// let field = SearchFieldLayout(bar: bar)
/// field.fieldFrame.height   // 18: half of 36 with half of the 52 pt strip left
/// field.contentAlpha        // 0: placeholder gone below 4/5 of the height
/// ```
public struct SearchFieldLayout: Sendable, Equatable {
  /// Height of the search strip under the large title: 52 pt, the UIKit search bar area of
  /// iOS 13 and later as given in issue 14 (Apple does not publish it; the 36 pt field centred
  /// with 8 pt above and below). A tunable estimate.
  public static let areaHeight = 52.0
  /// Height of the text field: 36 pt (Flutter `nav_bar.dart` `_kSearchFieldHeight`; UIKit's
  /// `UISearchTextField` in a navigation bar).
  public static let fieldHeight = 36.0
  /// Leading and trailing inset of the field: the bar's 16 pt edge padding (Flutter
  /// `_kNavBarEdgePadding`), the large title's margin.
  public static let sideInset = NavigationBarMetrics.edgePadding
  /// Corner radius of the rounded field (UIKit's search text field, 10 pt on iOS 13+).
  public static let cornerRadius = 10.0
  /// Field height fraction under which the icon and placeholder are fully transparent (Flutter
  /// `_kMinHeightBeforeTotalTransparency` = 4/5).
  public static let contentFadeEnd = 0.8
  /// Width of the Cancel button that appears while the field is focused (Flutter
  /// `_kSearchFieldCancelButtonWidth`, eyeballed on iOS 17.5).
  public static let cancelButtonWidth = 67.0
  /// Duration of the focus and unfocus animation, seconds, ease-in-out (Flutter
  /// `_kNavBarSearchDuration` 300 ms, `Curves.easeInOut`).
  public static let focusDuration = 0.3

  /// The field's rounded rectangle in viewport coordinates (zero height once collapsed).
  public let fieldFrame: Rect
  /// Opacity of the field's background: its height fraction (approximation: UIKit shrinks the
  /// field; fading the fill with it keeps a sliver from looking like a line).
  public let fieldAlpha: Double
  /// Opacity of the magnifier and placeholder: 1 at full height, 0 at 4/5 of it and below.
  public let contentAlpha: Double
  /// The focus animation's eased progress: 0 unfocused, 1 focused.
  public let focus: Double
  /// How far the strip has moved up towards the status bar (the bar's titles go with it): the
  /// focused field sits in a strip right under the status bar, as UIKit's active search does.
  public let shift: Double
  /// The Cancel button beside the focused field (its opacity is ``focus``).
  public let cancelFrame: Rect

  /// The field for `bar`'s search strip; `focus` (0...1) is the focus animation's linear
  /// progress, eased in and out here (Flutter `_kNavBarSearchCurve`): the strip opens fully and
  /// moves up under the status bar while the field makes room for the Cancel button.
  public init(bar: LargeTitleLayout, focus: Double = 0) {
    let f = CubicBezier(0.42, 0, 0.58, 1)(clamp(focus, 0, 1))
    self.focus = f
    let area = bar.searchArea
    let open = bar.searchAreaHeight > 0 ? bar.searchHeight / bar.searchAreaHeight : 0
    let fraction = bar.searchAreaHeight > 0 ? open + (1 - open) * f : 0
    let height = Self.fieldHeight * fraction
    let strip = area.height + (bar.searchAreaHeight - area.height) * f
    shift = f * (area.minY - bar.topInset)
    let cancel = f * Self.cancelButtonWidth
    fieldFrame = Rect(
      x: Self.sideInset, y: area.minY - shift + (strip - height) / 2,
      width: max(0, bar.width - 2 * Self.sideInset - cancel), height: height)
    cancelFrame = Rect(
      x: fieldFrame.maxX, y: fieldFrame.minY, width: Self.cancelButtonWidth,
      height: Self.fieldHeight)
    fieldAlpha = fraction
    contentAlpha = clamp((fraction - Self.contentFadeEnd) / (1 - Self.contentFadeEnd), 0, 1)
  }
}
