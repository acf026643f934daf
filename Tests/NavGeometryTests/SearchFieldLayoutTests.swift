import Testing

@testable import NavGeometry

/// The navigation bar's search field over offset, on the iPhone 15 Pro (bar at 54, compact bar
/// ends at 98, large title area 98...150, search strip 150...202 at rest).
@Suite("Search field layout")
struct SearchFieldLayoutTests {
  func bar(_ offset: Double, isLarge: Bool = true) -> LargeTitleLayout {
    LargeTitleLayout(
      offset: offset, topInset: Device.iPhone15Pro.navigationBarTop, width: 393, isLarge: isLarge,
      searchAreaHeight: SearchFieldLayout.areaHeight)
  }

  @Test("Metrics: 52 pt strip, 36 pt field, 16 pt sides, contents gone at 4/5 (Flutter)")
  func metrics() {
    typealias M = SearchFieldLayout
    #expect(M.areaHeight == 52 && M.fieldHeight == 36 && M.sideInset == 16)
    #expect(M.contentFadeEnd == 0.8 && M.cancelButtonWidth == 67 && M.focusDuration == 0.3)
  }

  @Test(
    "The strip collapses first (0–52), then the title (52–104); a pull stretches the title area",
    arguments: [
      // offset, bar bottom, strip height, large title bottom, shows large title, background
      (-30.0, 232.0, 52.0, 172.0, true, 0.0),
      (0, 202, 52, 142, true, 0),
      (26, 176, 26, 142, true, 0),
      (52, 150, 0, 142, true, 0),
      (78, 124, 0, 116, true, 0),
      (93.9, 108.1, 0, 100.1, true, 0),
      (94, 108, 0, 100, false, 0),
      (104, 98, 0, 90, false, 0),
      (109, 98, 0, 90, false, 0.5),
    ])
  func bar(_ offset: Double, bottom: Double, strip: Double, title: Double, large: Bool, bg: Double)
  {
    let b = bar(offset)
    #expect(b.collapseDistance == 104)
    #expect(abs(b.barBottom - bottom) < 1e-9)
    #expect(abs(b.searchHeight - strip) < 1e-9)
    #expect(abs(b.largeTitleFrame.maxY - title) < 1e-9)
    #expect(b.showsLargeTitle == large)
    #expect(abs(b.backgroundAlpha - bg) < 1e-9)
    #expect(b.searchArea.maxY == b.barBottom && b.searchArea.height == b.searchHeight)
    #expect(b.largeTitleArea.maxY == b.barBottom - b.searchHeight)
  }

  @Test(
    "Field height and background follow the strip; icon and placeholder fade out by 4/5",
    arguments: [
      // offset, field y, field height, field alpha, content alpha
      (-30.0, 188.0, 36.0, 1.0, 1.0),
      (0, 158, 36, 1, 1),
      (2.6, 157.6, 34.2, 0.95, 0.75),
      (5.2, 157.2, 32.4, 0.9, 0.5),
      (10.4, 156.4, 28.8, 0.8, 0),
      (26, 154, 18, 0.5, 0),
      (52, 150, 0, 0, 0),
      (80, 122, 0, 0, 0),
    ])
  func field(_ offset: Double, y: Double, height: Double, alpha: Double, content: Double) {
    let f = SearchFieldLayout(bar: bar(offset))
    #expect(abs(f.fieldFrame.minY - y) < 1e-9)
    #expect(abs(f.fieldFrame.height - height) < 1e-9)
    #expect(f.fieldFrame.minX == 16 && f.fieldFrame.width == 393 - 32)
    #expect(abs(f.fieldAlpha - alpha) < 1e-9)
    #expect(abs(f.contentAlpha - content) < 1e-9)
  }

  @Test("Snap zones: the strip snaps over 0...52, the large title over 52...104")
  func snapZones() {
    #expect(bar(10).searchSnapZone == 0...52)
    #expect(bar(10).snapZone == 52...104)
    // Without a large title the strip still collapses and snaps, under the compact bar.
    let compact = bar(20, isLarge: false)
    #expect(compact.snapZone == nil && compact.searchSnapZone == 0...52)
    #expect(compact.barBottom == 98 + 32 && compact.collapseDistance == 52)
    #expect(bar(-20, isLarge: false).barBottom == 98 + 52)
  }

  @Test("Without a search strip the bar is unchanged: 96 pt, title snap zone 0...52")
  func noSearch() {
    let plain = LargeTitleLayout(offset: 20, topInset: 54, width: 393, isLarge: true)
    #expect(plain.barBottom == 130 && plain.searchHeight == 0 && plain.searchSnapZone == nil)
    #expect(plain.snapZone == 0...52 && plain.largeTitleFrame.maxY == 122)
  }

  @Test("Focus makes room for the 67 pt Cancel button on the trailing side")
  func focus() {
    #expect(SearchFieldLayout(bar: bar(0), focus: 1).fieldFrame.width == 361 - 67)
    #expect(SearchFieldLayout(bar: bar(0), focus: 0.5).fieldFrame.width == 361 - 33.5)
  }

  @Test(
    "Focusing moves the strip up under the status bar (eased), opening it fully",
    arguments: [
      // offset, linear focus, eased focus, shift, field y, field height
      (0.0, 0.0, 0.0, 0.0, 158.0, 36.0),
      (0.0, 0.5, 0.5, 48.0, 110.0, 36.0),
      (0.0, 1.0, 1.0, 96.0, 62.0, 36.0),
      (26.0, 1.0, 1.0, 96.0, 62.0, 36.0),
      // Half open, half focused: strip 26 + 13 = 39, field 27, y = 150 − 48 + 6.
      (26.0, 0.5, 0.5, 48.0, 108.0, 27.0),
    ] as [(Double, Double, Double, Double, Double, Double)])
  func focusMotion(
    offset: Double, focus: Double, eased: Double, shift: Double, y: Double, height: Double
  ) {
    let f = SearchFieldLayout(bar: bar(offset), focus: focus)
    #expect(abs(f.focus - eased) < 1e-9)
    #expect(abs(f.shift - shift) < 1e-9)
    #expect(abs(f.fieldFrame.minY - y) < 1e-9 && abs(f.fieldFrame.height - height) < 1e-9)
    #expect(f.cancelFrame.minX == f.fieldFrame.maxX && f.cancelFrame.width == 67)
    // Flutter's ease-in-out: a quarter of the way in time is about 13 % of the way.
    let quarter = SearchFieldLayout(bar: bar(0), focus: 0.25).focus
    #expect(quarter > 0.12 && quarter < 0.14)
  }
}
