import DisplayList
import NavGeometry

extension FramePainter {
  /// Tab item titles: 10 pt medium (UIKit).
  static let tabBarLabelFont = Font(size: TabBarLayout.labelFontSize, weight: .medium)

  /// The tab bar: the bar material and its top hairline fade in once content scrolls under the
  /// bar; the selected item in the tint colour, the others in inactive grey (#999999 light,
  /// #757575 dark; Flutter `CupertinoColors.inactiveGray`).
  func paintTabBar(_ screen: ScreenState, _ place: Placement, into list: inout DisplayList) {
    guard let spec = screen.spec.tabBar, let bar = screen.tabBar(device: place.device) else {
      return
    }
    let theme = place.theme
    let frame = bar.frame.offsetBy(dx: place.dx)
    if bar.backgroundAlpha > 0 {
      list.backdropBlur(
        frame, sigma: theme.barBlurSigma, tint: theme.barBackground, opacity: bar.backgroundAlpha)
      list.fill(
        Rect(
          x: frame.minX, y: frame.minY - place.device.hairline, width: frame.width,
          height: place.device.hairline),
        color: theme.hairline.withOpacity(bar.backgroundAlpha))
    }
    let inactive = theme.appearance == .light ? Color(hex: 0x999999) : Color(hex: 0x757575)
    for (index, item) in spec.items.enumerated() {
      let color = index == screen.selectedTab ? theme.tint : inactive
      if let symbol = item.symbol {
        list.symbol(symbol, in: bar.iconFrame(index).offsetBy(dx: place.dx), color: color)
      }
      let slot = bar.itemFrame(index).offsetBy(dx: place.dx)
      list.text(
        item.label, font: Self.tabBarLabelFont, color: color, x: slot.midX,
        midY: slot.minY + TabBarLayout.labelMidY, alignment: .center)
    }
  }
}
