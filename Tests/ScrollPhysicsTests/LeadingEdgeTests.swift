import Testing

@testable import ScrollPhysics

/// The movable top edge a refresh control uses to hold the content 60 pt down.
@Suite("Leading edge")
struct LeadingEdgeTests {
  @Test("A pull released with the edge at −60 springs back to −60, not 0")
  func holds() {
    var s = makeScroller()
    s.touchDown(y: 100, time: 0)
    s.touchMove(y: 103, time: 0.01)
    s.touchMove(y: 400, time: 0.5)
    let pulled = s.offset
    #expect(pulled < -100)
    s.setLeadingEdge(-60, time: 0.5)
    // Moving the edge under the finger does not make the content jump.
    #expect(abs(s.offset - pulled) < 1e-9)
    s.touchMove(y: 400, time: 0.9)
    #expect(abs(s.offset - pulled) < 1e-9)
    s.touchUp(time: 1.0)
    #expect(s.phase == .bouncing)
    s.advance(to: 4)
    #expect(s.phase == .idle && s.offset == -60)
  }

  @Test("Moving the edge back to 0 at rest springs the content back from −60 to 0")
  func springsBack() {
    var s = makeScroller()
    s.setLeadingEdge(-60, time: 0)
    // In bounds at 0: nothing moves.
    #expect(s.phase == .idle && s.offset == 0)
    s.scroll(to: -60, animated: false, time: 0.1)
    #expect(s.offset == -60)
    s.setLeadingEdge(0, time: 1)
    #expect(s.phase == .bouncing && s.offset == -60)
    s.advance(to: 1.1)
    #expect(s.offset > -60 && s.offset < 0)
    s.advance(to: 4)
    #expect(s.phase == .idle && s.offset == 0)
  }

  @Test("The edge stays within 0 and −half the viewport; non-finite values are ignored")
  func limits() {
    var s = makeScroller(viewport: 800)
    s.setLeadingEdge(25, time: 0)
    #expect(s.leadingEdge == 0)
    s.setLeadingEdge(-1000, time: 0)
    #expect(s.leadingEdge == -400)
    s.setLeadingEdge(.nan, time: 0)
    #expect(s.leadingEdge == -400)
  }

  @Test("A bounce towards −60 turns to 0 when the edge moves back mid-way")
  func bounceRedirected() {
    var s = makeScroller()
    s.setLeadingEdge(-60, time: 0)
    s.touchDown(y: 100, time: 0)
    s.touchMove(y: 103, time: 0.01)
    s.touchMove(y: 500, time: 0.5)
    s.touchUp(time: 0.6)
    s.advance(to: 0.65)
    #expect(s.phase == .bouncing)
    s.setLeadingEdge(0, time: 0.7)
    s.advance(to: 5)
    #expect(s.phase == .idle && s.offset == 0)
  }
}
