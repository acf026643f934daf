import Testing

@testable import NavGeometry

@Suite("Sticky stretchy header (seed 004 + ScrollKit)")
struct StickyHeaderTests {
  // 15 Pro: top safe area 59, so the header sticks at min(50 + 59, 280) = 109.
  func header(_ offset: Double) -> StickyHeaderLayout {
    StickyHeaderLayout(offset: offset, topSafeArea: 59, width: 393)
  }

  static let cases: [(Double, Double, Double, Bool, Double)] = [
    // offset, ratio, frame height, stuck, inline title opacity
    (-50.0, 330.0 / 280, 330.0, false, 0.0),
    (0, 1, 280, false, 0),
    (100, 180.0 / 280, 180, false, 0),
    (171, 109.0 / 280, 109, false, 0),
    (172, 108.0 / 280, 109, true, 0),
    (280, 0, 109, true, 0),
    (300, -20.0 / 280, 109, true, 100.0 / 280),
    (400, -120.0 / 280, 109, true, 1),
  ]

  @Test(
    "Ratio, frame height, stuck state and content top at chosen offsets",
    arguments: Self.cases)
  func atOffset(offset: Double, ratio: Double, height: Double, stuck: Bool, opacity: Double) {
    let layout = header(offset)
    #expect(layout.minimumHeight == 109)
    #expect(close(layout.visibleRatio, ratio))
    #expect(close(layout.frame, Rect(x: 0, y: 0, width: 393, height: height)))
    #expect(layout.isStuck == stuck)
    #expect(close(layout.inlineTitleOpacity, opacity))
    #expect(close(layout.contentTop, 280 - offset))
    #expect(close(layout.coverOffset, 70 * (1 - ratio)))
  }

  @Test("Pulled, the header stretches from the top and the cover grows with it")
  func stretch() {
    let pulled = header(-50)
    #expect(pulled.frame.y == 0)
    #expect(pulled.stretch == 50)
    #expect(close(pulled.coverScale, 330.0 / 280))
    #expect(close(pulled.coverOffset, -12.5))
    #expect(header(0).coverScale == 1 && header(100).coverScale == 1)
    #expect(close(header(100).coverOffset, 25))
  }

  @Test("The minimum height never exceeds the header")
  func minimumClamp() {
    let tall = StickyHeaderLayout(offset: 10, height: 80, minHeight: 50, topSafeArea: 59)
    #expect(tall.minimumHeight == 80)
    #expect(tall.frame.height == 80)
    #expect(tall.frame.width == 0)
  }
}
