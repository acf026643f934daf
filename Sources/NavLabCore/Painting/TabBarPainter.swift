import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// Unselected tab items: #999999, #757575 in dark mode.
  static func inactiveTabColor(_ theme: Theme) -> Color {
    theme.appearance == .light ? Color(hex: 0x999999) : Color(hex: 0x757575)
  }

  /// iOS 26's tab bar: a glass capsule with the selected item on a highlight pill; minimizing,
  /// it narrows to a circle around the selected item while the others fade.
  func paintFloatingTabBar(
    _ bar: FloatingTabBarLayout, _ spec: TabBarSpec, selected: Int, _ place: Placement,
    into list: inout DisplayList
  ) {
    let theme = place.theme
    let frame = bar.frame.offsetBy(dx: place.dx)
    // iOS 26's capsule casts a soft shadow that gives it an edge over white cells (issue 31:
    // without it, light glass over a white row had no visible edge). Estimated from iOS 26.2
    // references: about 10 % black, a 12 pt blur, 2 pt down; the glass blurs its inner part,
    // darkening the rim a little as the real material's edge does.
    list.shadow(
      frame.offsetBy(dx: 0, dy: Self.tabBarShadowDrop), radius: frame.height / 2,
      blur: Self.tabBarShadowBlur, color: Self.tabBarShadowColor(theme))
    // A heavier blur than the bar buttons' glass: at σ 6 an icon tile scrolled under the
    // selected tab read as a coloured blob behind its label (issue 31); the tab bar's glass
    // diffuses what it covers into a wash, as iOS 26's does.
    paintGlass(frame, theme: theme, sigma: Self.tabBarGlassSigma, into: &list)
    let pill = bar.selectedFrame(selected).offsetBy(dx: place.dx)
    list.fill(pill, radius: pill.height / 2, color: theme.tertiaryFill)
    let inactive = Self.inactiveTabColor(theme)
    let m = bar.minimized
    // The other items fade inside the narrowing capsule.
    list.pushClip(frame)
    defer { list.popClip() }
    for (index, item) in spec.items.enumerated() {
      let isSelected = index == selected
      let slot = (isSelected ? bar.selectedFrame(index) : bar.itemFrame(index))
        .offsetBy(dx: place.dx)
      let alpha = isSelected ? 1 : bar.otherItemsAlpha
      guard alpha > 0 else { continue }
      list.element(
        .tabItem, text: item.label, frame: slot, opacity: clamp(alpha, 0, 1),
        source: Self.tabItemSource(index))
      let color = (isSelected ? theme.tint : inactive).withOpacity(alpha)
      // The icon rises from the label's company to the circle's centre as the bar minimizes.
      let iconMidY = slot.minY + 18 + (slot.midY - slot.minY - 18) * m
      if let symbol = item.symbol {
        let size = TabBarLayout.iconSize
        list.symbol(
          symbol,
          in: Rect(x: slot.midX - size / 2, y: iconMidY - size / 2, width: size, height: size),
          color: color)
      }
      list.text(
        item.label, font: Self.tabBarLabelFont, color: color.withOpacity(1 - m), x: slot.midX,
        midY: slot.minY + 41, alignment: .center)
    }
  }

  /// The scene field of tab `index`.
  static func tabItemSource(_ index: Int) -> String { "tabBar.items[\(index)]" }

  /// The floating tab bar's shadow: how far down it falls, its blur, and its colour (black at
  /// 10 % in light mode, 30 % in dark, where it only deepens the already dark surround).
  static let tabBarShadowDrop = 2.0
  /// Blur of the floating tab bar's glass, points (estimate, see `paintFloatingTabBar`).
  static let tabBarGlassSigma = 12.0
  static let tabBarShadowBlur = 12.0
  static func tabBarShadowColor(_ theme: Theme) -> Color {
    Color.black.withOpacity(theme.appearance == .light ? 0.10 : 0.30)
  }

  /// Tab item titles: 10 pt medium (UIKit).
  static let tabBarLabelFont = Font(size: TabBarLayout.labelFontSize, weight: .medium)

  /// The tab bar: the bar material and its top hairline fade in once content scrolls under the
  /// bar; the selected item in the tint colour, the others in inactive grey (#999999 light,
  /// #757575 dark; Flutter `CupertinoColors.inactiveGray`).
  func paintTabBar(
    _ bar: TabBarLayout, _ spec: TabBarSpec, selected: Int, _ place: Placement,
    into list: inout DisplayList
  ) {
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
    let inactive = Self.inactiveTabColor(theme)
    for (index, item) in spec.items.enumerated() {
      let color = index == selected ? theme.tint : inactive
      if let symbol = item.symbol {
        list.symbol(symbol, in: bar.iconFrame(index).offsetBy(dx: place.dx), color: color)
      }
      let slot = bar.itemFrame(index).offsetBy(dx: place.dx)
      list.element(.tabItem, text: item.label, frame: slot, source: Self.tabItemSource(index))
      list.text(
        item.label, font: Self.tabBarLabelFont, color: color, x: slot.midX,
        midY: slot.minY + TabBarLayout.labelMidY, alignment: .center)
    }
  }
}

extension TabBarBehaviour {
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .bottomBars else { return }
    if let floating = floatingBar(context.behaviour) {
      painter.paintFloatingTabBar(floating, spec, selected: selected, context.place, into: &list)
    } else {
      painter.paintTabBar(
        edgeBar(context.behaviour), spec, selected: selected, context.place, into: &list)
    }
  }
}
