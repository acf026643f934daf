import DisplayList
import NavGeometry
import ScreenModel

/// A bottom toolbar (SwiftUI's `.bottomBar` and `.status` toolbar items, UIKit's `UIToolbar`):
/// the content ends above it, as above a tab bar; it is drawn over the content with its items
/// in the tint colour (``BottomToolbarLayout``). Above a tab bar when the screen has both.
struct BottomToolbarBehaviour: ScreenBehaviour {
  let items: [BarItem]
  /// Where the bar and its items are, laid out once with the screen (a frame only reads it).
  let bar: BottomToolbarLayout
  /// Whether nothing lies below the bar (no tab bar): its material reaches the screen's edge.
  let reachesBottom: Bool

  init?(_ setup: BehaviourSetup) {
    guard !setup.spec.bottomItems.isEmpty else { return nil }
    items = setup.spec.bottomItems
    let design = setup.spec.design ?? .ios18
    // Each item's width: a symbol's or image's square (a glass slot on iOS 26), a title's
    // estimated line; nil for a space.
    let widths = items.map { item -> Double? in
      if item.isSpace { return nil }
      if design == .ios26 { return FramePainter.glassSlotWidth(item) }
      if item.symbol != nil || item.image != nil { return BarItem.symbolSide }
      return item.title.map(FramePainter.estimatedBarTitleWidth) ?? 0
    }
    // A tab bar (arranged before it, ``TabBarBehaviour``) stays below the toolbar.
    let below = setup.spec.tabBar == nil ? 0 : TabBarLayout.barHeight
    reachesBottom = below == 0
    let device = setup.device
    bar = BottomToolbarLayout(
      widths: widths, screenWidth: device.size.width,
      bottom: device.size.height - device.bottomSafeArea - below, design: design)
  }

  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.bottomBar += BottomToolbarLayout.barHeight
  }

  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .bottomBars else { return }
    painter.paintBottomToolbar(
      bar, items, reachesBottom: reachesBottom, context.place, into: &list)
  }
}
