import Testing

@testable import NavGeometry

/// iOS 26's bottom search field focused: it rises above the keyboard area, narrows for the
/// close button; a search tab grows into the same field.
@Suite("Bottom search focus layout")
struct BottomSearchFocusTests {
  func layout(_ focus: Double, device: Device = .iPhone15Pro, tab: Bool = false)
    -> BottomSearchLayout
  {
    BottomSearchLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, besideTabBar: tab, focus: focus)
  }

  @Test("Keyboard area: 260 pt (216 keys + 44 suggestions), 335 with a home indicator")
  func keyboardHeights() {
    #expect(BottomSearchLayout.keyboardHeight(bottomSafeArea: 0) == 260)
    #expect(BottomSearchLayout.keyboardHeight(bottomSafeArea: 34) == 335)
    // At rest the keyboard waits below the screen.
    #expect(layout(0).keyboardFrame == Rect(x: 0, y: 852, width: 393, height: 335))
  }

  @Test("Focused on the 15 Pro: the field 8 pt above the keyboard, the close circle after it")
  func focused() {
    let field = layout(1)
    #expect(field.keyboardFrame == Rect(x: 0, y: 517, width: 393, height: 335))
    // 852 − 335 − 8 − 48 = 461; 393 − 20 − 48 − 8 − 20 = 297 wide.
    #expect(field.frame == Rect(x: 20, y: 461, width: 297, height: 48))
    #expect(field.closeFrame == Rect(x: 325, y: 461, width: 48, height: 48))
    #expect(field.focus == 1 && field.fieldContentAlpha == 1 && field.tabIconAlpha == 0)
  }

  @Test(
    "On every device the focused field keeps 8 pt from the keyboard and from its close button",
    arguments: Device.all)
  func gaps(device: Device) {
    for tab in [false, true] {
      let field = layout(1, device: device, tab: tab)
      #expect(field.keyboardFrame.minY - field.frame.maxY == 8)
      #expect(field.closeFrame.minX - field.frame.maxX == 8)
      #expect(field.closeFrame.maxX == device.size.width - 20 && field.frame.minX == 20)
      #expect(field.keyboardFrame.maxY == device.size.height)
    }
  }

  @Test("Landscape: a 206 pt keyboard plus the 21 pt inset; the field stays below the bar")
  func landscape() {
    let device = Device.iPhone15Pro.rotated()
    #expect(BottomSearchLayout.keyboardHeight(bottomSafeArea: 21, landscape: true) == 227)
    let field = layout(1, device: device)
    // 393 − 227 − 8 − 48 = 110, below the 44 pt landscape bar.
    #expect(field.keyboardFrame.minY == 166 && field.frame.minY == 110)
    #expect(field.frame.minY > NavigationBarMetrics.barHeight)
  }

  @Test("The SE: a 260 pt keyboard, the field at 351")
  func se() {
    let field = layout(1, device: .se)
    #expect(field.frame == Rect(x: 20, y: 351, width: 279, height: 48))
    #expect(field.closeFrame.minX == 307)
  }

  /// Linear progress → eased (ease-in-out `0.42, 0, 0.58, 1`): 0.25 → 0.1292, 0.5 → 0.5,
  /// 0.75 → 0.8708 (the curve's values, computed independently).
  @Test(
    "Over the 300 ms: the field rises from 783 to 461 and the keyboard from 852 to 517, eased",
    arguments: [(0.25, 0.129_162), (0.5, 0.5), (0.75, 0.870_838)])
  func overTime(progress: Double, eased: Double) {
    let field = layout(progress)
    #expect(abs(field.focus - eased) < 1e-5)
    #expect(abs(field.frame.minY - (783 + (461 - 783) * eased)) < 1e-3)
    #expect(abs(field.frame.width - (353 + (297 - 353) * eased)) < 1e-3)
    #expect(abs(field.keyboardFrame.minY - (852 - 335 * eased)) < 1e-3)
    // The close button rides with the field.
    #expect(field.closeFrame.minY == field.frame.minY)
  }

  @Test(
    "A search tab grows from its 62 pt circle into the field; its icon gives way half way",
    arguments: [(0.25, 0.741_676, 0.0), (0.5, 0, 0), (0.75, 0, 0.741_676)])
  func tabGrows(progress: Double, iconAlpha: Double, contentAlpha: Double) {
    let tab = layout(progress, tab: true)
    let eased = tab.focus
    #expect(abs(tab.frame.minX - (311 + (20 - 311) * eased)) < 1e-3)
    #expect(abs(tab.frame.width - (62 + (297 - 62) * eased)) < 1e-3)
    #expect(abs(tab.frame.height - (62 + (48 - 62) * eased)) < 1e-3)
    #expect(abs(tab.tabIconAlpha - iconAlpha) < 1e-4)
    #expect(abs(tab.fieldContentAlpha - contentAlpha) < 1e-4)
  }

  @Test("Out-of-range and NaN focus stay at the ends")
  func bounds() {
    #expect(layout(-3) == layout(0) && layout(.nan) == layout(0) && layout(7) == layout(1))
    #expect(layout(0).frame == layout(0).restFrame)
  }
}
