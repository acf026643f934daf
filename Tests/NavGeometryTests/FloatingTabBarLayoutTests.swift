import Testing

@testable import NavGeometry

/// iOS 26's floating glass tab bar: its capsule, the minimized circle, the scroll trigger.
@Suite("Floating tab bar layout")
struct FloatingTabBarLayoutTests {
  func bar(_ minimized: Double, device: Device = .iPhone15Pro) -> FloatingTabBarLayout {
    FloatingTabBarLayout(
      width: device.size.width, height: device.size.height,
      bottomSafeArea: device.bottomSafeArea, minimized: minimized, itemCount: 3)
  }

  @Test("A 62 pt capsule 20 pt from the sides, 21 pt above the bottom (8 on the SE)")
  func capsule() {
    #expect(bar(0).frame == Rect(x: 20, y: 852 - 21 - 62, width: 353, height: 62))
    #expect(bar(0, device: .se).frame == Rect(x: 20, y: 667 - 8 - 62, width: 335, height: 62))
    #expect(bar(0, device: .iPhone15ProMax).frame.width == 430 - 40)
  }

  @Test(
    "Minimizing narrows it to a 62 pt circle at the leading edge, the selected item inside",
    arguments: [(0.0, 353.0, 254.0), (0.5, 207.5, 139.0), (1, 62, 24)])
  func minimize(m: Double, width: Double, selectedX: Double) {
    let b = bar(m)
    #expect(b.frame.minX == 20 && abs(b.frame.width - width) < 1e-9)
    // Item slots in the expanded capsule: 345 / 3 = 115 pt each, from x 24.
    #expect(b.itemFrame(1) == Rect(x: 139, y: 773, width: 115, height: 54))
    #expect(abs(b.selectedFrame(2).minX - selectedX) < 1e-9)
    #expect(abs(b.otherItemsAlpha - (1 - m)) < 1e-12)
  }

  @Test(
    "Scroll trigger: 10 pt down minimizes, 10 pt up or the top expands, less keeps it",
    arguments: [
      (5.0, 0.0, nil as Double?), (10, 0, 1), (300, 250, 1), (91, 100, nil), (90, 100, 0),
      (0, 40, 0), (-20, -5, 0),
    ])
  func trigger(offset: Double, anchor: Double, target: Double?) {
    #expect(FloatingTabBarLayout.target(offset: offset, anchor: anchor) == target)
  }

  @Test("Hits: any item when expanded; only the selected one once minimized")
  func hits() {
    #expect(bar(0).item(atX: 30, y: 800, selected: 2) == 0)
    #expect(bar(0).item(atX: 360, y: 800, selected: 0) == 2)
    #expect(bar(0).item(atX: 200, y: 760, selected: 0) == nil)
    #expect(bar(1).item(atX: 50, y: 800, selected: 2) == 2)
    #expect(bar(1).item(atX: 200, y: 800, selected: 2) == nil)
  }
}

/// iOS 26's search at the bottom: a glass field, or a search tab beside the tab bar.
@Suite("Bottom search layout")
struct BottomSearchLayoutTests {
  @Test("Alone: a 48 pt field 20 pt from the sides, 21 pt above the bottom (8 on the SE)")
  func field() {
    let field = BottomSearchLayout(width: 393, height: 852, bottomSafeArea: 34, besideTabBar: false)
    #expect(field.frame == Rect(x: 20, y: 783, width: 353, height: 48) && !field.isTab)
    let se = BottomSearchLayout(width: 375, height: 667, bottomSafeArea: 0, besideTabBar: false)
    #expect(se.frame.maxY == 667 - 8)
  }

  @Test("Beside a tab bar: a 62 pt circle at the trailing end; the tab capsule gives up 70 pt")
  func tab() {
    let tab = BottomSearchLayout(width: 393, height: 852, bottomSafeArea: 34, besideTabBar: true)
    #expect(tab.frame == Rect(x: 311, y: 769, width: 62, height: 62) && tab.isTab)
    let bar = FloatingTabBarLayout(
      width: 393, height: 852, bottomSafeArea: 34, minimized: 0, itemCount: 3,
      trailingSpace: BottomSearchLayout.besideTabBarSpace)
    #expect(bar.frame.width == 353 - 70 && bar.frame.maxX == tab.frame.minX - 8)
  }
}
