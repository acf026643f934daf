import Testing

@testable import NavGeometry

@Suite("Large title layout")
struct LargeTitleLayoutTests {
  // iPhone 15 Pro: the bar starts below the 54 pt status bar, so the compact bar ends at 98.
  func layout(_ offset: Double, isLarge: Bool = true) -> LargeTitleLayout {
    LargeTitleLayout(
      offset: offset, topInset: Device.iPhone15Pro.navigationBarTop, width: 393, isLarge: isLarge)
  }

  @Test("Metrics carry the docs/references.md numbers")
  func metrics() {
    typealias M = NavigationBarMetrics
    #expect(M.barHeight == 44 && M.largeTitleExtension == 52 && M.edgePadding == 16)
    #expect(M.largeTitleBottomPadding == 8 && M.largeTitleFontSize == 34)
    #expect(M.largeTitleLineHeight == 41 && M.inlineTitleFontSize == 17)
    #expect(M.largeTitleSwitchThreshold == 10 && M.backgroundBlendDistance == 10)
    #expect(M.maxLargeTitleScale == 1.1 && M.titleCrossFadeDuration == 0.15)
    #expect(M.snapDuration == 0.3 && M.transitionDuration == 0.35)
    #expect(M.backTitleMaxLength == 12 && M.hairlineAlpha == 0.3)
  }

  @Test(
    "Bar bottom, title frame, visibility and background at chosen offsets",
    arguments: [
      // offset, barBottom, title y, shows large title, background alpha
      (-40.0, 190.0, 141.0, true, 0.0),
      (0, 150, 101, true, 0),
      (20, 130, 81, true, 0),
      (41.9, 108.1, 59.1, true, 0),
      (42, 108, 59, false, 0),
      (52, 98, 49, false, 0),
      (57, 98, 49, false, 0.5),
      (100, 98, 49, false, 1),
    ])
  func atOffset(
    offset: Double, barBottom: Double, titleY: Double, shows: Bool, alpha: Double
  ) {
    let bar = layout(offset)
    #expect(bar.collapseDistance == 52)
    #expect(close(bar.barBottom, barBottom))
    #expect(close(bar.largeTitleFrame, Rect(x: 16, y: titleY, width: 361, height: 41)))
    #expect(close(bar.largeTitleFrame.maxY, barBottom - 8))
    #expect(bar.showsLargeTitle == shows)
    #expect(bar.showsInlineTitle == !shows)
    #expect(close(bar.backgroundAlpha, alpha))
    #expect(bar.snapZone == 0...52)
  }

  @Test("The large title grows with the pull, from 1 up to 1.1 (Flutter _computeTitleScale)")
  func scale() {
    #expect(layout(0).largeTitleScale == 1)
    #expect(layout(20).largeTitleScale == 1)
    #expect(layout(100).largeTitleScale == 1)
    #expect(close(layout(-40).largeTitleScale, 1 + 0.03 * 40 / 44))
    #expect(close(layout(-44).largeTitleScale, 1.03))
    #expect(layout(-400).largeTitleScale == 1.1)
    #expect(layout(-40, isLarge: false).largeTitleScale == 1)
    #expect(close(LargeTitleLayout.titleScale(pull: 440.0 / 3.0), 1.1))
  }

  @Test("A compact bar neither stretches nor shows a large title")
  func compact() {
    let pulled = layout(-40, isLarge: false)
    #expect(pulled.collapseDistance == 0 && pulled.barBottom == 98)
    #expect(!pulled.showsLargeTitle && pulled.showsInlineTitle)
    #expect(pulled.snapZone == nil)
    #expect(layout(5, isLarge: false).backgroundAlpha == 0.5)
    #expect(layout(0, isLarge: false).backgroundAlpha == 0)
  }

  @Test("Derived frames: compact bar, large-title area, whole bar")
  func frames() {
    let bar = layout(20)
    #expect(bar.compactBarFrame == Rect(x: 0, y: 54, width: 393, height: 44))
    #expect(bar.largeTitleArea == Rect(x: 0, y: 98, width: 393, height: 32))
    #expect(bar.barFrame == Rect(x: 0, y: 0, width: 393, height: 130))
    #expect(layout(80).largeTitleArea.height == 0)
  }

  @Test(
    "Snap targets: nearer end, tie opens, nil outside the zone",
    arguments: [
      (10.0, 52.0, Optional(0.0)), (26, 52, 0), (27, 52, 52), (51, 52, 52),
      (0, 52, nil), (52, 52, nil), (-5, 52, nil), (60, 52, nil), (10, 0, nil),
    ])
  func snap(resting: Double, collapse: Double, expected: Double?) {
    #expect(
      LargeTitleLayout.snapTarget(restingOffset: resting, collapseDistance: collapse) == expected)
  }

  @Test("A NaN offset lays out as resting")
  func nanOffset() {
    #expect(layout(.nan).barBottom == 150)
  }

  /// UINavigationBar sits right below the status bar on every model (iOS 17/18 screenshots at
  /// 393×852 @3x: on the 15 Pro the collapsed hairline is at 98 and the expanded one at 150,
  /// not at the 59 pt safe area + 44 / + 96). Inline title centre = bar top + 22; large title
  /// line box = expanded bottom − 8 − 41 (Flutter `nav_bar.dart`).
  @Test(
    "Bar frames per device: top = status bar, hairlines collapsed and expanded, title centres",
    arguments: [
      // device, bar top, collapsed hairline, expanded hairline, large title line centre
      (Device.se, 20.0, 64.0, 116.0, 87.5),
      (.iPhone14, 47, 91, 143, 114.5),
      (.iPhone15Pro, 54, 98, 150, 121.5),
      (.iPhone15ProMax, 54, 98, 150, 121.5),
    ])
  func perDevice(
    device: Device, top: Double, collapsed: Double, expanded: Double, largeMid: Double
  ) {
    #expect(device.navigationBarTop == top)
    let rest = LargeTitleLayout(
      offset: 0, topInset: device.navigationBarTop, width: device.size.width, isLarge: true)
    let scrolled = LargeTitleLayout(
      offset: 200, topInset: device.navigationBarTop, width: device.size.width, isLarge: true)
    #expect(rest.barBottom == expanded)
    #expect(scrolled.barBottom == collapsed)
    #expect(rest.compactBarFrame.midY == top + 22)
    #expect(rest.largeTitleFrame.midY == largeMid)
    // Landscape hides the status bar; the bar goes to the very top.
    #expect(device.rotated().navigationBarTop == 0)
  }
}
