import Testing

@testable import NavGeometry

/// The tab bar: 49 pt above the bottom safe area, material once content scrolls under it.
@Suite("Tab bar layout")
struct TabBarLayoutTests {
  func bar(_ offset: Double, maxOffset: Double = 500, device: Device = .iPhone15Pro)
    -> TabBarLayout
  {
    TabBarLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, offset: offset, maxOffset: maxOffset, itemCount: 3)
  }

  @Test("49 pt plus the bottom safe area: 83 pt on the 15 Pro (769…852), 49 on the SE")
  func frames() {
    #expect(TabBarLayout.barHeight == 49 && TabBarLayout.iconSize == 25)
    #expect(bar(0).frame == Rect(x: 0, y: 769, width: 393, height: 83))
    #expect(bar(0, device: .se).frame == Rect(x: 0, y: 618, width: 375, height: 49))
    #expect(bar(0, device: .iPhone15ProMax).frame.minY == 932 - 83)
  }

  @Test(
    "Scroll edge: transparent at the content's end, material 10 pt before it",
    arguments: [
      (0.0, 500.0, 1.0), (490, 500, 1), (495, 500, 0.5), (500, 500, 0), (520, 500, 0),
      (0, 0, 0), (-40, 0, 1),
    ])
  func scrollEdge(offset: Double, maxOffset: Double, alpha: Double) {
    #expect(abs(bar(offset, maxOffset: maxOffset).backgroundAlpha - alpha) < 1e-12)
  }

  @Test("Items share the width; icons 25 pt, 8.5 pt from the top; hits include the safe area")
  func items() {
    let b = bar(0)
    #expect(b.itemFrame(1) == Rect(x: 131, y: 769, width: 131, height: 49))
    #expect(b.iconFrame(2) == Rect(x: 262 + 65.5 - 12.5, y: 777.5, width: 25, height: 25))
    #expect(b.item(atX: 10, y: 770) == 0 && b.item(atX: 200, y: 851) == 1)
    #expect(b.item(atX: 392.9, y: 800) == 2)
    #expect(b.item(atX: 200, y: 768.9) == nil)
  }
}
