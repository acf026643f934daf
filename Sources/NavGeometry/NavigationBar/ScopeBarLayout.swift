/// The scope bar under an active search field (SwiftUI `.searchScopes`, UIKit
/// `UISearchBar.scopeButtonTitles`): a segmented control of the scopes' titles, shown while
/// search is active (UIKit's `automaticallyShowsScopeBar`) and never with fewer than two titles.
///
/// Numbers: the control is UIKit's default segmented control height, 32 pt (iOS 13 and later);
/// its track is `tertiarySystemFill` with an 8 pt corner radius, and the selected segment's
/// white thumb (#636366 dark) sits 2 pt inside it with a 6.93 pt radius (Flutter
/// `sliding_segmented_control.dart`, inspected from an iOS 13.2 simulator and Apple's design
/// resources). The 44 pt strip holding it (6 pt above and below the control) and its 16 pt side
/// insets, the search field's, are estimates. It opens with the search's focus.
///
/// ```swift
/// let bar = ScopeBarLayout(top: 106, width: 393, count: 3, focus: 1)
/// bar.controlFrame            // x 16, y 112, 361 × 32
/// bar.segmentFrame(1).minX    // 136.33: the middle third
/// ```
public struct ScopeBarLayout: Sendable, Equatable {
  /// Height of the strip the control sits in (an estimate).
  public static let areaHeight = 44.0
  /// Height of the segmented control (UIKit's default since iOS 13).
  public static let controlHeight = 32.0
  /// Corner radius of the track (Flutter `_kCornerRadius`, from an iOS 13.2 simulator).
  public static let cornerRadius = 8.0
  /// Inset of the selected segment's thumb inside the track.
  public static let thumbInset = 2.0
  /// Corner radius of the thumb (Flutter `_kThumbRadius`).
  public static let thumbRadius = 6.93
  /// Separators between unselected segments: 1 pt wide, 6 pt short of the track's top and
  /// bottom (Flutter `_kSeparatorWidth`, `_kSeparatorInset`).
  public static let separatorInset = 6.0
  /// Label size: 13 pt, medium on the selected segment (Flutter's `FontWeight.w500` for the
  /// highlighted segment; UIKit's segmented control title font is 13 pt).
  public static let fontSize = 13.0

  /// The strip, `areaHeight` tall at full focus (less while it opens).
  public let frame: Rect
  /// The segmented control, centred in the strip.
  public let controlFrame: Rect
  /// How far it is open (0…1), the search's eased focus: its height and opacity follow it.
  public let openness: Double
  /// Number of segments (at least two: a scope bar never shows fewer).
  public let count: Int

  /// The scope bar whose top edge is at `top` on a `width` wide screen with `count` scopes,
  /// opened `focus` (0…1, eased) of the way.
  public init(top: Double, width: Double, count: Int, focus: Double) {
    let f = clamp(focus.isNaN ? 0 : focus, 0, 1)
    openness = count >= 2 ? f : 0
    self.count = max(2, count)
    let height = Self.areaHeight * openness
    frame = Rect(x: 0, y: top, width: width, height: height)
    let side = SearchFieldLayout.sideInset
    controlFrame = Rect(
      x: side, y: top + (height - Self.controlHeight) / 2, width: max(0, width - 2 * side),
      height: Self.controlHeight)
  }

  /// Segment `index`'s share of the control.
  public func segmentFrame(_ index: Int) -> Rect {
    let width = controlFrame.width / Double(count)
    return Rect(
      x: controlFrame.minX + width * Double(index), y: controlFrame.minY, width: width,
      height: controlFrame.height)
  }

  /// The selected segment's thumb.
  public func thumbFrame(_ index: Int) -> Rect {
    segmentFrame(index).insetBy(dx: Self.thumbInset, dy: Self.thumbInset)
  }

  /// The segment under a point, if the point is on the open control.
  public func segment(at point: Point) -> Int? {
    guard openness > 0.5, controlFrame.contains(point) else { return nil }
    let index = Int((point.x - controlFrame.minX) / (controlFrame.width / Double(count)))
    return min(max(index, 0), count - 1)
  }
}
