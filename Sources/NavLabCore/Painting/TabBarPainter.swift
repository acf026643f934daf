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
    _ bar: FloatingTabBarLayout, _ tabs: TabBarBehaviour, _ place: Placement,
    into list: inout DisplayList
  ) {
    let spec = tabs.spec
    let selected = tabs.capsuleSlot
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
    for row in 0..<tabs.rowCount {
      let index = tabs.tab(atRow: row)
      let item = spec.items[index]
      let isSelected = row == selected
      let slot = (isSelected ? bar.selectedFrame(row) : bar.itemFrame(row))
        .offsetBy(dx: place.dx)
      let alpha = isSelected ? 1 : bar.otherItemsAlpha
      guard alpha > 0 else { continue }
      list.element(
        .tabItem, text: item.label, frame: slot, opacity: clamp(alpha, 0, 1),
        source: Self.tabItemSource(index), selected: index == tabs.selected)
      let color = (isSelected ? theme.tint : inactive).withOpacity(alpha)
      // The icon rises from the label's company to the circle's centre as the bar minimizes.
      let iconMidY = slot.minY + 18 + (slot.midY - slot.minY - 18) * m
      let size = TabBarLayout.iconSize
      let icon = Rect(x: slot.midX - size / 2, y: iconMidY - size / 2, width: size, height: size)
      if let symbol = item.symbol {
        list.symbol(symbol, in: icon, color: color)
        // The symbol by its name in the layout dump, as a row's icon is.
        list.element(
          .image, text: item.glyph, frame: icon, opacity: clamp(alpha, 0, 1),
          source: Self.tabItemSource(index) + ".symbol")
      }
      list.text(
        item.label, font: Self.tabBarLabelFont, color: color.withOpacity(1 - m), x: slot.midX,
        midY: slot.minY + 41, alignment: .center)
      if let badge = item.badge {
        paintTabBadge(badge, icon: icon, index: index, alpha: alpha, place, into: &list)
      }
    }
  }

  /// iOS 26's search tab beside the capsule, on the other tabs' screens: a glass circle with a
  /// magnifier (on its own screen the search field grows out of it, ``paintBottomSearch``).
  func paintSearchTab(
    _ circle: BottomSearchLayout, _ tabs: TabBarBehaviour, _ place: Placement,
    into list: inout DisplayList
  ) {
    guard let index = tabs.searchTab else { return }
    let frame = circle.frame.offsetBy(dx: place.dx)
    let theme = place.theme
    list.shadow(
      frame.offsetBy(dx: 0, dy: Self.tabBarShadowDrop), radius: frame.height / 2,
      blur: Self.tabBarShadowBlur, color: Self.tabBarShadowColor(theme))
    paintGlass(frame, theme: theme, sigma: Self.tabBarGlassSigma, into: &list)
    let item = tabs.spec.items[index]
    list.element(
      .tabItem, text: item.label, frame: frame, source: Self.tabItemSource(index),
      selected: false)
    let icon = 22.0
    let iconFrame = Rect(
      x: frame.midX - icon / 2, y: frame.midY - icon / 2, width: icon, height: icon)
    list.symbol(item.symbol ?? .magnifier, in: iconFrame, color: theme.label)
    if let badge = item.badge {
      paintTabBadge(badge, icon: iconFrame, index: index, alpha: 1, place, into: &list)
    }
  }

  /// A tab's badge, as UIKit draws `UITabBarItem.badgeValue` ("text displayed in the
  /// upper-right corner of the item with a surrounding red oval", Apple): a `systemRed`
  /// capsule 18 pt tall with the count or word in white, its leading edge 6 pt right of the
  /// icon's centre and its top at the icon's top. Numbers from Ionic's iOS tab button, which
  /// imitates UIKit's (`tab-button.ios.scss`: 1 pt × 6 pt padding around a 16 pt line of 12 pt
  /// text, placed at `top: 4px; left: calc(50% + 6px)` over a 4 pt icon margin); at least as
  /// wide as it is tall (one digit, estimated 7.2 pt wide, makes it 19.2 pt).
  func paintTabBadge(
    _ text: String, icon: Rect, index: Int, alpha: Double, _ place: Placement,
    into list: inout DisplayList
  ) {
    let height = Self.tabBadgeHeight
    let width = max(
      height, Self.estimatedWidth(text, fontSize: Self.tabBadgeFont.size) + 2 * Self.tabBadgePadding
    )
    let frame = Rect(
      x: icon.midX + Self.tabBadgeOffset, y: icon.minY, width: width, height: height)
    let red = place.theme.appearance == .light ? Color(hex: 0xFF3B30) : Color(hex: 0xFF453A)
    list.fill(frame, radius: height / 2, color: red.withOpacity(alpha))
    list.text(
      text, font: Self.tabBadgeFont, color: Color.white.withOpacity(alpha), x: frame.midX,
      midY: frame.midY, alignment: .center)
    list.element(
      .badge, text: text, frame: frame, opacity: clamp(alpha, 0, 1),
      source: Self.tabItemSource(index) + ".badge")
  }

  /// The badge's height, side padding, text and offset from the icon's centre (see
  /// ``paintTabBadge(_:icon:index:alpha:_:into:)``).
  static let tabBadgeHeight = 18.0
  static let tabBadgePadding = 6.0
  static let tabBadgeOffset = 6.0
  static let tabBadgeFont = Font(size: 12, weight: .regular)

  /// The display list measures no text: a run's width estimated at 0.6 em a character (a digit
  /// of the system font is 0.6 em wide).
  static func estimatedWidth(_ text: String, fontSize: Double) -> Double {
    Double(text.count) * fontSize * 0.6
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
        let icon = bar.iconFrame(index).offsetBy(dx: place.dx)
        list.symbol(symbol, in: icon, color: color)
        list.element(
          .image, text: item.glyph, frame: icon, source: Self.tabItemSource(index) + ".symbol")
      }
      let slot = bar.itemFrame(index).offsetBy(dx: place.dx)
      list.element(
        .tabItem, text: item.label, frame: slot, source: Self.tabItemSource(index),
        selected: index == selected)
      list.text(
        item.label, font: Self.tabBarLabelFont, color: color, x: slot.midX,
        midY: slot.minY + TabBarLayout.labelMidY, alignment: .center)
      if let badge = item.badge {
        paintTabBadge(
          badge, icon: bar.iconFrame(index).offsetBy(dx: place.dx), index: index, alpha: 1, place,
          into: &list)
      }
    }
  }
}

extension TabBarBehaviour {
  func paint(
    _ layer: ScreenLayer, _ context: PaintContext, _ painter: FramePainter,
    into list: inout DisplayList
  ) {
    guard layer == .bottomBars, let dx = context.place.tabBarDX else { return }
    // During a push inside the tab the bar stays where it is (it belongs to the tab bar
    // controller, not to the screens sliding under it).
    var place = context.place
    place.dx = dx
    if let floating = floatingBar(context.behaviour) {
      painter.paintFloatingTabBar(floating, self, place, into: &list)
      if let circle = searchCircle(context.behaviour) {
        painter.paintSearchTab(circle, self, place, into: &list)
      }
    } else {
      painter.paintTabBar(edgeBar(context.behaviour), spec, selected: selected, place, into: &list)
    }
  }
}
