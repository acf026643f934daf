import DisplayList
import NavGeometry

extension FramePainter {
  /// The refresh control's spinner above the large title: eight ticks of #3C3C44 (#EBEBF5 in
  /// dark mode; Flutter `activity_indicator.dart` `_kActiveTickColor`).
  func paintRefreshIndicator(
    _ control: RefreshControl, _ place: Placement, into list: inout DisplayList
  ) {
    guard control.phase != .idle else { return }
    let device = place.device
    let layout = RefreshIndicatorLayout(
      control: control, top: device.navigationBarTop + NavigationBarMetrics.barHeight,
      midX: place.dx + device.size.width / 2)
    guard layout.opacity > 0, layout.radius > 0 else { return }
    let color = place.theme.appearance == .light ? Color(hex: 0x3C3C44) : Color(hex: 0xEBEBF5)
    let width = layout.radius * RefreshIndicatorLayout.tickWidthFraction
    for index in 0..<RefreshIndicatorLayout.tickCount {
      let alpha = layout.tickAlpha(index) * layout.opacity
      guard alpha > 0 else { continue }
      let tick = layout.tick(index)
      list.line(from: tick.inner, to: tick.outer, width: width, color: color.withOpacity(alpha))
    }
  }
}

extension RefreshBehaviour {
  /// The spinner hangs from the navigation bar's compact bottom (none without a bar).
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .barExtensions, context.chrome.compactBarBottom != nil else { return }
    painter.paintRefreshIndicator(control, context.place, into: &list)
  }
}
