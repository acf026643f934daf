import Testing

@testable import NavGeometry

@Suite("Title card (seed 000)")
struct TitleCardTests {
  @Test("Frames of a two-line card on the 15 Pro")
  func frames() {
    let card = TitleCardLayout(width: 393, calloutLineCount: 2)
    #expect(card.cardFrame == Rect(x: 16, y: 8, width: 361, height: 188))
    #expect(card.iconFrame == Rect(x: 164.5, y: 24, width: 64, height: 64))
    #expect(card.iconFrame.midX == card.cardFrame.midX)
    #expect(card.titleFrame == Rect(x: 32, y: 96, width: 329, height: 34))
    #expect(card.calloutFrame == Rect(x: 32, y: 138, width: 329, height: 42))
    #expect(card.cardFrame.maxY == card.calloutFrame.maxY + 16)
    #expect(card.height == 204)
    #expect(TitleCardLayout.cornerRadius == 16)
  }

  @Test("No callout: no callout spacing either")
  func noCallout() {
    let card = TitleCardLayout(width: 375, calloutLineCount: 0)
    #expect(card.calloutFrame.height == 0)
    #expect(card.cardFrame.height == 138)
    #expect(card.height == 154)
    #expect(TitleCardLayout(width: 375, calloutLineCount: -3) == card)
  }

  @Test(
    "Seed 000's opacity formula", arguments: [(120.0, 0.0), (103, 0), (86, 0.5), (69, 1), (0, 1)])
  func staticOpacity(titleMinY: Double, expected: Double) {
    let opacity = TitleCardLayout.inlineTitleOpacity(
      titleMinY: titleMinY, titleHeight: 34, topInset: 103)
    #expect(close(opacity, expected))
  }

  static let offsetCases: [(Double, Double)] = [
    (0.0, 0.0), (95, 0), (96, 0), (97, 1.0 / 34), (113, 0.5), (129, 33.0 / 34), (130, 1),
    (300, 1), (-50, 0),
  ]

  @Test(
    "The inline title fades in as the card's title passes behind the bar (15 Pro, bar at 98)",
    arguments: Self.offsetCases)
  func opacityByOffset(offset: Double, expected: Double) {
    let card = TitleCardLayout(width: 393, calloutLineCount: 2)
    #expect(card.inlineTitleFadeStart == 96)
    #expect(close(card.inlineTitleOpacity(offset: offset, barBottom: 98), expected))
  }

  @Test("A zero-height title switches at the bar's edge instead of dividing by zero")
  func zeroHeight() {
    #expect(TitleCardLayout.inlineTitleOpacity(titleMinY: 100, titleHeight: 0, topInset: 103) == 1)
    #expect(TitleCardLayout.inlineTitleOpacity(titleMinY: 110, titleHeight: 0, topInset: 103) == 0)
  }
}
