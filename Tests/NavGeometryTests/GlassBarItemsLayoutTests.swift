import Testing

@testable import NavGeometry

/// iOS 26's bar button items: one shared 44 pt glass capsule per side, 16 pt from the edge.
@Suite("Glass bar items layout")
struct GlassBarItemsLayoutTests {
  @Test("Slots: 44 pt for a symbol; a title plus 12 pt each side, at least 44")
  func slots() {
    #expect(GlassBarItemsLayout.slotWidth(textWidth: nil) == 44)
    #expect(GlassBarItemsLayout.slotWidth(textWidth: 37.4) == 61.4)
    #expect(GlassBarItemsLayout.slotWidth(textWidth: 10) == 44)
  }

  @Test(
    "The capsule: 16 pt from its edge, centred on the compact row, never narrower than a circle",
    arguments: [
      (44.0, true, Rect(x: 16, y: 54, width: 44, height: 44)),
      (88, false, Rect(x: 289, y: 54, width: 88, height: 44)),
      (124.1, false, Rect(x: 252.9, y: 54, width: 124.1, height: 44)),
      (0, false, Rect(x: 333, y: 54, width: 44, height: 44)),
    ])
  func platter(slots: Double, leading: Bool, expected: Rect) {
    let layout = GlassBarItemsLayout(
      slotWidths: slots, leading: leading, screenWidth: 393, midY: 76)
    #expect(abs(layout.frame.minX - expected.minX) < 1e-9 && layout.frame.minY == expected.minY)
    #expect(abs(layout.frame.width - expected.width) < 1e-9 && layout.frame.height == 44)
  }

  @Test("Slots run from the capsule's outer end inwards")
  func slotCentres() {
    let trailing = GlassBarItemsLayout(
      slotWidths: 124.1, leading: false, screenWidth: 393, midY: 76)
    // The first item (the magnifier) at the trailing end, then "Select" before it.
    #expect(trailing.slotMidX(before: 0, width: 44) == 377 - 22)
    #expect(abs(trailing.slotMidX(before: 44, width: 80.1) - (377 - 44 - 40.05)) < 1e-9)
    let leading = GlassBarItemsLayout(slotWidths: 61.4, leading: true, screenWidth: 393, midY: 76)
    #expect(abs(leading.slotMidX(before: 0, width: 61.4) - 46.7) < 1e-9)
  }
}
