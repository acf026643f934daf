import DisplayList
import NavGeometry
import ScreenModel

extension FramePainter {
  /// An open pull-down menu (``OpenMenu``): the platter with its shadow, each item's title at
  /// the leading edge and its symbol at the trailing edge (destructive items red), hairlines
  /// between the rows of a group and a band between groups (``MenuLayout``'s numbers). Over the
  /// screen and its bars, under the status bar.
  /// The platter: white in light mode; in dark mode Apple's elevated secondary background
  /// (#2C2C2E), a menu being raised over the screen (Apple's "elevated" colours for content in
  /// front, Human Interface Guidelines, Dark Mode), lighter than the cells under it.
  static func menuBackground(_ theme: Theme) -> Color {
    theme.appearance == .dark ? Color(hex: 0x2C2C2E) : theme.cellBackground
  }

  func paintMenu(_ menu: OpenMenu, theme: Theme, into list: inout DisplayList) {
    let layout = menu.layout
    let frame = layout.frame
    let radius = MenuLayout.cornerRadius
    list.shadow(frame, radius: radius, blur: 24, color: Color.black.withOpacity(0.2))
    list.fill(frame, radius: radius, color: Self.menuBackground(theme))
    list.element(.menu, text: menu.spec.title, frame: frame, source: menu.source + ".menu")
    let textMaxWidth =
      frame.width - MenuLayout.leadingPadding - MenuLayout.trailingPadding - MenuLayout.iconSize
      - 8
    var previousWasRow = false
    for (index, item) in menu.spec.items.enumerated() {
      let row = layout.items[index]
      if item.isDivider {
        list.fill(row, color: theme.groupedBackground)
        previousWasRow = false
        continue
      }
      if previousWasRow {
        list.fill(
          Rect(x: row.minX, y: row.minY, width: row.width, height: MenuLayout.separatorWidth),
          color: theme.separator)
      }
      previousWasRow = true
      let color = item.role == .destructive ? theme.red : theme.label
      list.text(
        item.title, font: .body, color: color, x: row.minX + MenuLayout.leadingPadding,
        midY: row.midY, maxWidth: textMaxWidth)
      if let symbol = item.symbol {
        let side = MenuLayout.iconSize
        list.symbol(
          symbol,
          in: Rect(
            x: row.maxX - MenuLayout.trailingPadding - side, y: row.midY - side / 2, width: side,
            height: side), color: color)
      }
      list.element(
        .menuItem, text: item.title, frame: row,
        source: "\(menu.source).menu.items[\(index)]")
    }
  }
}
