import Foundation
import Testing

@testable import ScrollPhysics

/// The code of ScrollPhysics.docc/GettingStarted.md, run: DocumentationTests checks that the
/// article shows exactly the lines between the markers, so the article's example compiles and
/// gives the numbers it prints.
@Suite("Getting started (DocC)")
struct GettingStartedTests {
  @Test("a drag released at 1800 pt/s, then its momentum, as the article prints it")
  func dragAndFling() {
    // The article's prints, kept to compare with what its comments say they print.
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    // BEGIN GettingStarted
    // A viewport 852 points tall over 5,000 points of content, at rest at the top.
    var scroller = Scroller(viewportHeight: 852, contentHeight: 5_000)

    // A finger goes down at y 700, then moves up 30 points every 1/60 s, six times.
    var time = 0.0
    var y = 700.0
    scroller.touchDown(y: y, time: time)
    for _ in 0..<6 {
      time += 1.0 / 60
      y -= 30
      scroller.touchMove(y: y, time: time)
    }
    // The content follows the finger, less the 2-point slop the first move used up.
    print(scroller.offset, scroller.phase)  // 178.0 dragging

    // The finger lifts where it last moved: the content is launched at the finger's speed.
    scroller.touchUp(time: time)
    let release = scroller.takeReleaseVelocity() ?? 0
    print(release.rounded(), scroller.phase)  // 1800.0 decelerating

    // Read the trajectory at any frame time; how often you call advance does not matter.
    scroller.advance(to: time + 0.5)
    let halfASecondLater = scroller.offset  // about 747 points, slowing down
    scroller.advance(to: time + 10)
    print(scroller.offset.rounded(), scroller.phase)  // 1077.0 idle
    // END GettingStarted

    #expect(printed == ["178.0 dragging", "1800.0 decelerating", "1077.0 idle"])

    // UIScrollView's decay from 178 pt at 1800 pt/s: x0 + v0 · (0.998^(1000 t) − 1) / (1000 ln 0.998).
    let decay = 178 + 1800 * (pow(0.998, 500) - 1) / (1000 * log(0.998))
    #expect(abs(halfASecondLater - decay) < 1e-6)
    #expect(abs(release - 1800) < 1e-9)
    #expect(scroller.phase == .idle)
    #expect(abs(scroller.offset - 1076.6) < 0.1)
  }

  @Test("a wheel notch, an animated scroll to the top and a fling, as the article shows them")
  func wheelAndProgrammatic() {
    // BEGIN Wheel
    var list = Scroller(viewportHeight: 852, contentHeight: 3_000)
    list.wheel(deltaY: -1, precise: false, flipped: false, time: 0)  // one notch down
    list.advance(to: 1)  // list.offset == 53 on Linux (a notch is 53 points there)
    let afterNotch = list.offset
    list.scroll(to: 0, animated: true, time: 1)  // back to the top, animated
    list.advance(to: 3)  // list.offset == 0
    list.fling(velocity: 2_000, time: 3)  // as if a drag had been released at 2,000 points/s
    // END Wheel

    #expect(afterNotch == WheelConvention.host.pointsPerNotch)
    #if os(Linux)
      #expect(afterNotch == 53)
    #endif
    list.advance(to: 3.5)
    #expect(list.phase == .decelerating && list.offset > 300)
  }
}
