import Testing

@testable import NavGeometry

/// `SheetLayout` against its numbers (issue 40; docs/chrome.md "Sheets").
@Suite("Sheet layout")
struct SheetLayoutTests {
  let layout = SheetLayout(device: .iPhone15Pro, design: .ios18)
  /// The 15 Pro is 852 pt tall with a 34 pt home indicator.
  let height = 852.0

  @Test("Detents: large at 0.08 H, medium at half the screen, fraction and height from the bottom")
  func detents() {
    #expect(close(layout.largeTop, 0.08 * height))
    #expect(close(layout.top(of: .large), 68.16))
    #expect(close(layout.top(of: .medium), 426))
    #expect(close(layout.sheetHeight, height - 68.16))
    // A fraction of the large sheet's height; a height above the bottom safe area.
    #expect(close(layout.top(of: .fraction(0.25)), height - 0.25 * (height - 68.16)))
    #expect(close(layout.top(of: .height(200)), height - 200 - 34))
    // Never above the large detent, never off the bottom.
    #expect(close(layout.top(of: .height(2000)), 68.16))
    #expect(close(layout.top(of: .fraction(0.05)), height - 0.05 * (height - 68.16)))
  }

  @Test("Projection: where momentum alone stops, UIKit's normal rate")
  func projection() {
    // v · 0.998 / (1000 · 0.002) = 0.499 v.
    #expect(close(SheetLayout.projectedTop(426, velocity: 1000), 426 + 499, 1e-9))
    #expect(close(SheetLayout.projectedTop(426, velocity: 0), 426))
  }

  @Test("Release: nearest detent to the projected top, one step at most; fast flings dismiss")
  func release() {
    let tops = [layout.top(of: .large), layout.top(of: .medium)]
    func rest(_ top: Double, _ velocity: Double, from start: Double, dismissable: Bool = true)
      -> Double?
    {
      layout.restingTop(
        releasedAt: top, velocity: velocity, startTop: start, tops: tops,
        dismissable: dismissable)
    }
    // Dragged from medium up 200 pt and let go slowly: nearer large (68) than medium (426).
    #expect(rest(226, 0, from: 426) == tops[0])
    // Dragged up only 100 pt, slowly: back to medium.
    #expect(rest(326, 0, from: 426) == tops[1])
    // A flick up of 100 pt at 1000 pt/s projects to 326 − 499 < 68: large.
    #expect(rest(326, -1000, from: 426) == tops[0])
    // A fast fling down from medium (2000 pt/s projects 998 pt further): dismissed.
    #expect(rest(480, 2000, from: 426) == nil)
    // Faster than 2 H/s dismisses from anywhere.
    #expect(rest(100, 2 * height + 1, from: 68.16) == nil)
    // From large, a moderate fling down goes one step: medium, not dismissal.
    #expect(rest(120, 900, from: 68.16) == tops[1])
    // Dismissal off: the smallest detent holds.
    #expect(rest(480, 1500, from: 426, dismissable: false) == tops[1])
    // Past 48 % of the medium sheet below its top (426 + 0.48 · 426 = 630.5), slowly: gone.
    #expect(rest(640, 0, from: 426) == nil)
    #expect(rest(600, 0, from: 426) == tops[1])
  }

  @Test("The screen behind: 0.9165 and 0.07 H at the large detent, nothing at medium")
  func presenting() {
    let tops = [layout.top(of: .large), layout.top(of: .medium)]
    #expect(close(layout.largeness(top: 68.16, tops: tops), 1))
    #expect(close(layout.largeness(top: 426, tops: tops), 0))
    #expect(close(layout.largeness(top: 247.08, tops: tops), 0.5))
    #expect(close(SheetLayout.presentingScale(largeness: 1), 0.9165))
    #expect(close(SheetLayout.presentingScale(largeness: 0), 1))
    #expect(close(layout.presentingSlide(largeness: 1), 0.07 * height))
    #expect(close(layout.presentingRadius(largeness: 1), 12))
    #expect(close(layout.presentingRadius(largeness: 0), Device.iPhone15Pro.screenCornerRadius))
    // One detent (large): the sheet's own way up from the bottom scales the screen.
    #expect(close(layout.largeness(top: 460.08, tops: [68.16]), 0.5))
    // Medium only: the screen never scales.
    #expect(layout.largeness(top: 426, tops: [426]) == 0)
    // Dimming follows how much of the sheet shows, up to its smallest detent.
    #expect(close(layout.presence(top: 639, tops: tops), 0.5))
    #expect(close(layout.presence(top: 426, tops: tops), 1))
  }

  @Test("iOS 26 floats partial sheets 8 pt in; iOS 18 never does")
  func floating() {
    let glass = SheetLayout(device: .iPhone15Pro, design: .ios26)
    #expect(glass.floatingInset(largeness: 0) == 8)
    #expect(glass.floatingInset(largeness: 1) == 0)
    #expect(layout.floatingInset(largeness: 0) == 0)
    #expect(layout.sheetRadius(largeness: 0) == 12)
    #expect(
      close(glass.sheetRadius(largeness: 0), Device.iPhone15Pro.screenCornerRadius - 8))
  }
}
