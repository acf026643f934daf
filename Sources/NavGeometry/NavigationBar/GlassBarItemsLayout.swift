/// iOS 26's bar button items on one side of the navigation bar: adjacent items share one Liquid
/// Glass platter, a 44 pt capsule (a circle for a lone symbol), 16 pt from the screen's edge.
///
/// Sources: UIKit wraps every `UIBarButtonItem` in a shared glass background that adjacent items
/// of the leading or trailing cluster share (`UIBarButtonItem.hidesSharedBackground` opts out),
/// each item's host view at least 44 pt (wix/react-native-navigation
/// `.cursor/skills/ios26-navigation`, §7 and §7b); "iOS 26 doesn't put a glass behind each toolbar
/// button. It groups adjacent items into one glass shape" (PlugFox/g1455 toolbar guide); a 44 pt
/// glass button 16 pt from the trailing edge (organicmaps/organicmaps#13565: "6 + 44 + 16").
/// The 12 pt padding each side of a title is an estimate.
///
/// ```swift
/// let platter = GlassBarItemsLayout(slotWidths: 88, leading: false, screenWidth: 393, midY: 76)
/// platter.frame   // x 289, y 54, 88 × 44: two symbols in one capsule
/// ```
public struct GlassBarItemsLayout: Sendable, Equatable {
  /// Height of the platter and the smallest item slot (the 44 pt host view).
  public static let height = 44.0
  /// Gap between the platter and the screen's edge.
  public static let edgeMargin = 16.0
  /// Space each side of a title inside its slot (an estimate).
  public static let titlePadding = 12.0

  /// The shared glass capsule.
  public let frame: Rect
  /// Whether the items run from the leading edge inwards.
  public let leading: Bool

  /// The platter for items whose slots add up to `slotWidths` points, on the `leading` or
  /// trailing side of a `screenWidth` bar whose compact row is centred on `midY`.
  public init(slotWidths: Double, leading: Bool, screenWidth: Double, midY: Double) {
    self.leading = leading
    let width = max(Self.height, slotWidths)
    frame = Rect(
      x: leading ? Self.edgeMargin : screenWidth - Self.edgeMargin - width,
      y: midY - Self.height / 2, width: width, height: Self.height)
  }

  /// The slot of an item: 44 pt for a symbol (`textWidth` nil), a title's width plus 12 pt each
  /// side, at least 44 pt.
  public static func slotWidth(textWidth: Double?) -> Double {
    guard let textWidth else { return height }
    return max(height, textWidth + 2 * titlePadding)
  }

  /// The centre x of the slot that starts `before` points from the platter's outer end (its
  /// leading edge for leading items, trailing for trailing ones) and is `width` wide.
  public func slotMidX(before: Double, width: Double) -> Double {
    leading ? frame.minX + before + width / 2 : frame.maxX - before - width / 2
  }
}
