/// A bottom toolbar's geometry (SwiftUI's `ToolbarItem(placement: .bottomBar)`, UIKit's
/// `UIToolbar` at the bottom of a navigation controller): where the bar lies and where each
/// item is drawn.
///
/// iOS 18 draws a bar 49 pt tall above the home indicator's safe area (the height of a tab
/// bar on an iPhone with a home indicator; on older iPhones a toolbar is 44 pt), its material
/// reaching down to the screen's bottom edge, a hairline on top. Items run from 16 pt inside
/// the leading edge (UIKit's compact bar margins, the navigation bar's), 16 pt apart; flexible
/// spaces (`Spacer()` in a `ToolbarItemGroup`, UIKit's `flexibleSpace()`) share the width left
/// over equally, so one space before an item pushes it to the trailing edge and spaces on both
/// sides centre it (SwiftUI's `.status` placement, centred). iOS 26 draws no bar: each run of
/// items between spaces floats on a glass capsule 44 pt tall (the navigation bar's glass
/// items', ``GlassBarItemsLayout``), its bottom on the safe area's (an estimate from iOS 26
/// screenshots; Apple publishes no number).
///
/// ```swift
/// let bar = BottomToolbarLayout(
///   widths: [nil, 22, nil], screenWidth: 393, bottom: 818, design: .ios18)
/// bar.itemFrames[1].midX   // 196.5: one symbol between two spaces is centred
/// ```
public struct BottomToolbarLayout: Sendable, Equatable {
  /// The bar's height above the home indicator's safe area (iOS 18), and the content's inset.
  public static let barHeight = 49.0
  /// Gap between the outermost items and the screen's edges (UIKit's compact bar margins).
  public static let edgeMargin = 16.0
  /// Gap between neighbouring items with no space between them (iOS 18's bar).
  public static let itemSpacing = 16.0

  /// The bar's frame above the safe area (iOS 18; iOS 26: the band the capsules sit in).
  public let frame: Rect
  /// The vertical centre of the items.
  public let midY: Double
  /// Each item's frame (a space's is empty, at its place), in the order given.
  public let itemFrames: [Rect]
  /// iOS 26: the glass capsule under each run of items between spaces (empty on iOS 18).
  public let platters: [Rect]

  /// The toolbar of items `widths` wide (nil: a flexible space) on a `screenWidth` screen whose
  /// bars end at `bottom` (the home indicator's safe area, or the top of a tab bar below).
  /// On iOS 26, widths are the items' glass slots.
  public init(widths: [Double?], screenWidth: Double, bottom: Double, design: Design) {
    frame = Rect(
      x: 0, y: bottom - Self.barHeight, width: screenWidth, height: Self.barHeight)
    let glass = design == .ios26
    midY = glass ? bottom - GlassBarItemsLayout.height / 2 : frame.midY
    // Runs of items between spaces: on glass each run is one capsule (slots touching), on a
    // bar its items stand `itemSpacing` apart.
    var runs: [(start: Int, end: Int, width: Double)] = []
    var index = 0
    while index < widths.count {
      guard widths[index] != nil else {
        index += 1
        continue
      }
      var end = index
      var width = 0.0
      while end < widths.count, let w = widths[end] {
        width += max(0, w.isFinite ? w : 0) + (end > index && !glass ? Self.itemSpacing : 0)
        end += 1
      }
      runs.append((index, end, glass ? max(width, GlassBarItemsLayout.height) : width))
      index = end
    }
    let spaces = widths.filter { $0 == nil }.count
    let used = runs.reduce(0) { $0 + $1.width }
    // Runs that touch with no space between them (none: a space always separates runs).
    let free = max(0, screenWidth - 2 * Self.edgeMargin - used)
    let share = spaces > 0 ? free / Double(spaces) : 0
    var frames = [Rect](repeating: .zero, count: widths.count)
    var platters: [Rect] = []
    var x = Self.edgeMargin
    var run = 0
    index = 0
    while index < widths.count {
      guard let first = runs.dropFirst(run).first, first.start == index else {
        // A space.
        frames[index] = Rect(x: x, y: midY, width: 0, height: 0)
        x += share
        index += 1
        continue
      }
      if glass {
        platters.append(
          Rect(
            x: x, y: midY - GlassBarItemsLayout.height / 2, width: first.width,
            height: GlassBarItemsLayout.height))
        // Slots centred in a capsule wider than they are (one 30 pt slot on a 44 pt one).
        let slots = widths[first.start..<first.end].reduce(0) { $0 + ($1 ?? 0) }
        var slotX = x + (first.width - slots) / 2
        for item in first.start..<first.end {
          let w = widths[item] ?? 0
          frames[item] = Rect(
            x: slotX, y: midY - GlassBarItemsLayout.height / 2, width: w,
            height: GlassBarItemsLayout.height)
          slotX += w
        }
        x += first.width
      } else {
        for item in first.start..<first.end {
          let w = widths[item] ?? 0
          let height = min(frame.height, max(w > 0 ? 22 : 0, 22))
          frames[item] = Rect(x: x, y: midY - height / 2, width: w, height: height)
          x += w + Self.itemSpacing
        }
        x -= Self.itemSpacing
      }
      index = first.end
      run += 1
    }
    itemFrames = frames
    self.platters = platters
  }
}
