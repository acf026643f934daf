/// Where a pull-down menu (SwiftUI `Menu`, UIKit `UIMenu` on a button) sits when a tap opens
/// it: a 250 pt platter of 43 pt rows beside the label it came from, 8 pt from the label and
/// never closer than 8 pt to the screen's edges or its safe area.
///
/// Sources: Flutter's Cupertino context menu (`context_menu.dart`: the menu is 250 pt wide with
/// 13 pt corners and 0.4 pt lines between rows; `context_menu_action.dart`: a row is at least
/// 43 pt, its text 15.5 pt from the leading edge and its trailing icon 17.5 pt from the other,
/// 21 pt). The 8 pt band between groups (a `Divider` or `Section` in a `Menu`), the 8 pt gap to
/// the label and the placement (below the label, its trailing edge on the label's when the
/// label is in the screen's trailing half, above it when there is no room below) follow iOS's
/// pull-down menus as seen; Apple publishes no numbers for them.
///
/// ```swift
/// let menu = MenuLayout(
///   anchor: Rect(x: 355, y: 65, width: 22, height: 22), dividers: [false, false, true, false],
///   screen: Size(width: 393, height: 852), safeTop: 59, safeBottom: 34)
/// menu.frame  // x 127, y 95, 250 × 137: three rows, one group band
/// ```
public struct MenuLayout: Sendable, Equatable {
  /// Width of the platter.
  public static let width = 250.0
  /// Height of a row.
  public static let rowHeight = 43.0
  /// Height of the band between two groups.
  public static let groupGap = 8.0
  /// Corner radius of the platter.
  public static let cornerRadius = 13.0
  /// Line between two rows of a group.
  public static let separatorWidth = 0.4
  /// A row's title from the platter's leading edge.
  public static let leadingPadding = 15.5
  /// A row's icon from the platter's trailing edge.
  public static let trailingPadding = 17.5
  /// Side of a row's trailing icon.
  public static let iconSize = 21.0
  /// Gap between the label and the platter, and the least gap to the screen's edges.
  public static let gap = 8.0

  /// The platter, in screen points.
  public let frame: Rect
  /// Each item's frame: a row, or the band of a divider.
  public let items: [Rect]

  /// The menu for items whose divider flags are `dividers` (true: a band between groups),
  /// opened from `anchor` on a screen of `screen` size with its safe area's top and bottom.
  public init(anchor: Rect, dividers: [Bool], screen: Size, safeTop: Double, safeBottom: Double) {
    let width = min(Self.width, screen.width - 2 * Self.gap)
    var heights: [Double] = []
    for isDivider in dividers { heights.append(isDivider ? Self.groupGap : Self.rowHeight) }
    let height = heights.reduce(0, +)
    let trailing = anchor.midX > screen.width / 2
    var x = trailing ? anchor.maxX - width : anchor.minX
    x = min(max(x, Self.gap), screen.width - Self.gap - width)
    let lowest = screen.height - safeBottom - Self.gap
    var y = anchor.maxY + Self.gap
    if y + height > lowest { y = max(safeTop + Self.gap, anchor.minY - Self.gap - height) }
    frame = Rect(x: x, y: y, width: width, height: height)
    var rows: [Rect] = []
    var top = y
    for rowHeight in heights {
      rows.append(Rect(x: x, y: top, width: width, height: rowHeight))
      top += rowHeight
    }
    items = rows
  }

  /// The item under a point, if the point is on the platter.
  public func item(at point: Point) -> Int? {
    guard frame.contains(point) else { return nil }
    return items.firstIndex { $0.minY <= point.y && point.y < $0.maxY }
  }
}
