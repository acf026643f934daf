import Testing

@testable import NavGeometry

/// SwipeCellKit's numbers in `SwipeActionsLayout` (issue 41): button widths, the open width,
/// the full-swipe threshold and the slots as the row moves.
@Suite("Swipe actions layout")
struct SwipeActionsLayoutTests {
  @Test("Buttons are as wide as the widest title plus 2 × 8 pt, at least 74, at most (W − 30)/n")
  func widths() {
    // Short titles: the 74 pt minimum.
    #expect(SwipeActionsLayout(rowWidth: 393, count: 2, widestTitle: 40).buttonWidth == 74)
    // A 70 pt title needs 86 pt; every button takes the widest one's width.
    let wide = SwipeActionsLayout(rowWidth: 393, count: 2, widestTitle: 70)
    #expect(wide.buttonWidth == 86)
    #expect(wide.openWidth == 172)
    // Five long titles on a 375 pt row: at most (375 − 30) / 5 = 69, under the 74 minimum.
    let crowded = SwipeActionsLayout(rowWidth: 375, count: 5, widestTitle: 120)
    #expect(crowded.buttonWidth == 69)
    #expect(crowded.openWidth == 345)
    for count in 1...5 {
      let layout = SwipeActionsLayout(rowWidth: 393, count: count, widestTitle: 30)
      #expect(layout.buttonWidth >= min(74, (393 - 30) / Double(count)))
      #expect(layout.openWidth <= 393 - 30 + 1e-9)
    }
  }

  @Test(
    "A full swipe: past the open width and past W − 30 (at least open + 20), or the finger past 80 %"
  )
  func fullSwipe() {
    let layout = SwipeActionsLayout(rowWidth: 393, count: 2, widestTitle: 40)
    #expect(layout.fullSwipeOffset == 363)
    #expect(!layout.isFullSwipe(revealed: 362, fingerFromEdge: 300))
    #expect(layout.isFullSwipe(revealed: 364, fingerFromEdge: 300))
    // The finger past 80 % of 393 (314.4 pt) from the trailing edge, the row past 148.
    #expect(layout.isFullSwipe(revealed: 200, fingerFromEdge: 315))
    #expect(!layout.isFullSwipe(revealed: 200, fingerFromEdge: 314))
    #expect(!layout.isFullSwipe(revealed: 148, fingerFromEdge: 390))
    // Wide buttons: the threshold is at least 20 pt past the open width.
    let wide = SwipeActionsLayout(rowWidth: 200, count: 2, widestTitle: 70)
    #expect(wide.openWidth == 170)
    #expect(wide.fullSwipeOffset == 190)
  }

  @Test("While moving the buttons share the revealed width; a full swipe gives it all to the first")
  func slots() {
    let layout = SwipeActionsLayout(rowWidth: 393, count: 2, widestTitle: 40)
    #expect(layout.slot(0, revealed: 100, fullSwipe: false) == (0, 50))
    #expect(layout.slot(1, revealed: 100, fullSwipe: false) == (50, 50))
    #expect(layout.slot(0, revealed: 148, fullSwipe: false) == (0, 74))
    #expect(layout.slot(1, revealed: 148, fullSwipe: false) == (74, 74))
    #expect(layout.slot(0, revealed: 340, fullSwipe: true) == (0, 340))
    #expect(layout.slot(1, revealed: 340, fullSwipe: true).width == 0)
    #expect(layout.slot(2, revealed: 340, fullSwipe: false) == (0, 0))
  }
}
