import DisplayList
import NavGeometry
import ScreenModel

/// A bottom toolbar (SwiftUI's `.bottomBar` and `.status` toolbar items, UIKit's `UIToolbar`):
/// the content ends above it, as above a tab bar; it is drawn over the content with its items
/// in the tint colour (``BottomToolbarLayout``). Above a tab bar when the screen has both.
struct BottomToolbarBehaviour: ScreenBehaviour {
  let items: [BarItem]
  let design: Design
  /// Each item's width in the layout: a symbol's or image's square (a glass slot on iOS 26),
  /// a title's estimated line; nil for a space.
  let widths: [Double?]

  init?(_ setup: BehaviourSetup) {
    guard !setup.spec.bottomItems.isEmpty else { return nil }
    items = setup.spec.bottomItems
    let design = setup.spec.design ?? .ios18
    self.design = design
    widths = items.map { item in
      if item.isSpace { return nil }
      if design == .ios26 { return FramePainter.glassSlotWidth(item) }
      if item.symbol != nil || item.image != nil { return BarItem.symbolSide }
      return item.title.map(FramePainter.estimatedBarTitleWidth) ?? 0
    }
  }

  func arrange(_ insets: inout ContentInsets, device: Device, isLarge: Bool) {
    insets.bottomBar += BottomToolbarLayout.barHeight
  }

  /// The toolbar above what lies below it (the tab bar's height, arranged before it).
  func layout(_ device: Device, _ insets: ContentInsets) -> BottomToolbarLayout {
    let below = max(0, insets.bottomBar - BottomToolbarLayout.barHeight)
    return BottomToolbarLayout(
      widths: widths, screenWidth: device.size.width,
      bottom: device.size.height - device.bottomSafeArea - below, design: design)
  }

  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .bottomBars else { return }
    let place = context.place
    let insets = context.behaviour.insets
    let bar = layout(place.device, insets)
    painter.paintBottomToolbar(
      bar, items, reachesBottom: insets.bottomBar <= BottomToolbarLayout.barHeight, place,
      into: &list)
  }
}
