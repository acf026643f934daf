import Testing

@testable import NavGeometry

/// A pull-down menu's place (issue 41) against its numbers: Flutter's Cupertino menu (250 pt
/// wide, 43 pt rows, 13 pt corners, 0.4 pt lines, 15.5 / 17.5 pt paddings, 21 pt icons), an
/// 8 pt band between groups and 8 pt from the label and the screen's edges.
@Suite("Menu layout")
struct MenuLayoutTests {
  typealias M = MenuLayout

  @Test("Metrics: 250 pt wide, 43 pt rows, 8 pt group band, 13 pt corners, 0.4 pt lines")
  func metrics() {
    #expect(M.width == 250 && M.rowHeight == 43 && M.groupGap == 8 && M.cornerRadius == 13)
    #expect(M.separatorWidth == 0.4 && M.leadingPadding == 15.5 && M.trailingPadding == 17.5)
    #expect(M.iconSize == 21 && M.gap == 8)
  }

  @Test("A trailing bar button's menu: under it, trailing edges aligned, 3 rows and a band")
  func trailingBarButton() {
    let menu = M(
      anchor: Rect(x: 355, y: 65, width: 22, height: 22), dividers: [false, false, true, false],
      screen: Size(width: 393, height: 852), safeTop: 59, safeBottom: 34)
    // x = 377 − 250; y = 87 + 8; height = 3 × 43 + 8.
    #expect(menu.frame == Rect(x: 127, y: 95, width: 250, height: 137))
    #expect(menu.items.map(\.minY) == [95, 138, 181, 189])
    #expect(menu.items.map(\.height) == [43, 43, 8, 43])
    #expect(menu.item(at: Point(x: 200, y: 150)) == 1)
    #expect(menu.item(at: Point(x: 200, y: 185)) == 2)
    #expect(menu.item(at: Point(x: 100, y: 150)) == nil)
  }

  @Test("A label in the leading half: leading edges aligned, kept 8 pt inside the screen")
  func leadingLabel() {
    let menu = M(
      anchor: Rect(x: 4, y: 300, width: 80, height: 20), dividers: [false, false],
      screen: Size(width: 393, height: 852), safeTop: 59, safeBottom: 34)
    #expect(menu.frame == Rect(x: 8, y: 328, width: 250, height: 86))
  }

  @Test("No room below: the menu opens above the label; a narrow screen narrows it")
  func above() {
    let menu = M(
      anchor: Rect(x: 20, y: 760, width: 100, height: 20), dividers: [false, false, false],
      screen: Size(width: 393, height: 852), safeTop: 59, safeBottom: 34)
    // 760 − 8 − 129.
    #expect(menu.frame.minY == 623 && menu.frame.height == 129)
    let narrow = M(
      anchor: Rect(x: 10, y: 60, width: 20, height: 20), dividers: [false],
      screen: Size(width: 200, height: 400), safeTop: 20, safeBottom: 0)
    #expect(narrow.frame.width == 184 && narrow.frame.minX == 8)
  }
}
