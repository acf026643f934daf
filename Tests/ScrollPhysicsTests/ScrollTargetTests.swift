import Foundation
import Testing

@testable import ScrollPhysics

/// Issue 37's targets: pages and view-aligned positions chosen from the projected resting
/// point, at most a page from where the gesture began, settled on exactly by a critically
/// damped spring that carries the release velocity.
@Suite("Paging and view-aligned targets")
struct ScrollTargetTests {
  let pages = ScrollTargets.pages(length: 393)
  /// Ten 200 pt cards 12 apart with 16 pt margins in a 393 pt viewport (ScrollLayoutTests).
  let cards = ScrollTargets.positions(
    [0, 212, 424, 636, 848, 1060, 1272, 1484, 1696, 1747], pageLimit: 393)

  @Test("Pages: the page nearest the projected rest, at most one from the start page")
  func pageChoice() {
    let max = 4 * 393.0
    #expect(pages.target(projected: 150, start: 0, maxOffset: max) == 0)
    // 200 / 393 = 0.509 rounds to page 1.
    #expect(pages.target(projected: 200, start: 0, maxOffset: max) == 393)
    // 700 / 393 = 1.78 would be page 2: one page a gesture.
    #expect(pages.target(projected: 700, start: 0, maxOffset: max) == 393)
    #expect(pages.target(projected: 2000, start: 393, maxOffset: max) == 786)
    #expect(pages.target(projected: -300, start: 393, maxOffset: max) == 0)
    #expect(pages.target(projected: -3000, start: 0, maxOffset: max) == 0)
    // A started page is the one nearest the offset where the gesture began (caught mid-way).
    #expect(pages.target(projected: 5000, start: 900, maxOffset: max) == 1179)
    // A last page shorter than the viewport ends at the end of the content.
    #expect(pages.target(projected: 1500, start: 1179, maxOffset: 1500) == 1500)
    #expect(ScrollTargets.none.target(projected: 10, start: 0, maxOffset: 100) == nil)
  }

  @Test("Positions: the nearest to the projected rest, within a page of the start")
  func positionChoice() {
    // From 0 a page reaches 0 and 212 (and 424 is 424 away): the nearest to 1000 is 212.
    #expect(cards.target(projected: 1000, start: 0, maxOffset: 1747) == 212)
    #expect(cards.target(projected: 260, start: 212, maxOffset: 1747) == 212)
    #expect(cards.target(projected: 330, start: 212, maxOffset: 1747) == 424)
    let free = ScrollTargets.positions([0, 212, 424, 636, 848, 1060], pageLimit: nil)
    #expect(free.target(projected: 1000, start: 0, maxOffset: 1747) == 1060)
    // Views longer than a page: the next one is still reachable.
    let long = ScrollTargets.positions([0, 1000, 2000], pageLimit: 393)
    #expect(long.target(projected: 5000, start: 0, maxOffset: 3000) == 1000)
    #expect(
      ScrollTargets.positions([], pageLimit: nil).target(projected: 5, start: 0, maxOffset: 9)
        == nil)
    // Positions past the end are clamped to it.
    #expect(
      ScrollTargets.positions([0, 900], pageLimit: nil).target(
        projected: 1000, start: 0, maxOffset: 800) == 800)
  }

  @Test("A step goes to the next target its way (a wheel notch on a paging view)")
  func steps() {
    #expect(pages.step(from: 0, by: 1, maxOffset: 1572) == 393)
    #expect(pages.step(from: 393, by: -1, maxOffset: 1572) == 0)
    #expect(pages.step(from: 1572, by: 1, maxOffset: 1572) == 1572)
    #expect(cards.step(from: 212, by: 1, maxOffset: 1747) == 424)
    #expect(cards.step(from: 300, by: -1, maxOffset: 1747) == 212)
  }

  /// A scroller over five 393 pt pages.
  func pager() -> Scroller {
    var scroller = Scroller(viewportHeight: 393, contentHeight: 5 * 393)
    scroller.targets = pages
    return scroller
  }

  /// Drags from 300 by `distance` (negative: towards the start) over `duration` seconds in
  /// 8 ms steps, then holds `hold` seconds and lifts; returns the time of the lift.
  func drag(
    _ scroller: inout Scroller, distance: Double, duration: Double, hold: Double = 0,
    from start: Double = 0
  ) -> Double {
    scroller.touchDown(y: 300, time: start)
    let steps = max(1, Int(duration / 0.008))
    for step in 1...steps {
      let t = start + Double(step) * duration / Double(steps)
      scroller.touchMove(y: 300 - distance * Double(step) / Double(steps), time: t)
    }
    let up = start + duration + hold
    scroller.touchUp(y: 300 - distance, time: up)
    return up
  }

  @Test("A slow 40 pt drag returns to its page; a quick flick moves exactly one page")
  func pagingGestures() {
    var scroller = pager()
    var up = drag(&scroller, distance: 40, duration: 0.4, hold: 0.1)
    #expect(scroller.phase == .decelerating)
    scroller.advance(to: up + 2)
    #expect(scroller.offset == 0 && scroller.phase == .idle)
    // A quick 120 pt flick (about 4000 pt/s): page 1 exactly, never past it.
    up = drag(&scroller, distance: 120, duration: 0.03, from: 3)
    var furthest = 0.0
    var t = up
    while t < up + 2 {
      t += 1.0 / 120
      scroller.advance(to: t)
      furthest = max(furthest, scroller.offset)
    }
    #expect(scroller.offset == 393 && scroller.phase == .idle)
    #expect(furthest <= 393 + 0.5)
    // The next quick flick from page 1 goes to page 2, one back to page 1.
    up = drag(&scroller, distance: 120, duration: 0.03, from: 6)
    scroller.advance(to: up + 2)
    #expect(scroller.offset == 786)
    up = drag(&scroller, distance: -120, duration: 0.03, from: 9)
    scroller.advance(to: up + 2)
    #expect(scroller.offset == 393)
  }

  @Test("The settling spring is critically damped and starts at the release velocity")
  func settleFormula() {
    var scroller = pager()
    scroller.scroll(to: 100, animated: false, time: 0)
    // From 100 at 300 pt/s the momentum would stop at 100 + 0.4995 × 300 = 249.85: page 1
    // (249.85 / 393 = 0.64 rounds up).
    scroller.fling(velocity: 300, time: 0)
    let omega = 300.0.squareRoot()
    let x0 = 100.0 - 393
    let c2 = 300 + omega * x0
    for t in [0.0, 0.05, 0.1, 0.2, 0.4] {
      scroller.advance(to: t)
      let expected = 393 + exp(-omega * t) * (x0 + c2 * t)
      #expect(abs(scroller.offset - expected) < 1e-9, "t = \(t)")
    }
    scroller.advance(to: 3)
    #expect(scroller.offset == 393)
  }

  @Test("View-aligned: a flick rests on a card's leading edge, at most a page of cards on")
  func viewAlignedGesture() {
    var scroller = Scroller(viewportHeight: 393, contentHeight: 2140)
    scroller.targets = cards
    let up = drag(&scroller, distance: 150, duration: 0.03)
    scroller.advance(to: up + 3)
    // A fast flick projects far past 393: the furthest card within a page, 212.
    #expect(scroller.offset == 212)
    // A slow drag of 90 pt from 212 (to 302) ends nearest 212… and one of 130 nearest 424.
    var end = drag(&scroller, distance: 90, duration: 0.6, hold: 0.1, from: 4)
    scroller.advance(to: end + 3)
    #expect(scroller.offset == 212)
    end = drag(&scroller, distance: 130, duration: 0.6, hold: 0.1, from: 8)
    scroller.advance(to: end + 3)
    #expect(scroller.offset == 424)
  }

  @Test("A pull past the leading edge of a paging view springs back to page 0 exactly")
  func pullPastEdge() {
    var scroller = pager()
    let up = drag(&scroller, distance: -120, duration: 0.4, hold: 0.2)
    #expect(scroller.offset < 0)
    scroller.advance(to: up + 3)
    #expect(scroller.offset == 0 && scroller.phase == .idle)
  }

  @Test("A wheel notch on a paging view moves one page")
  func notch() {
    var scroller = pager()
    scroller.wheel(deltaY: -1, precise: false, flipped: false, time: 0)
    scroller.advance(to: 1)
    #expect(scroller.offset == 393)
  }
}
