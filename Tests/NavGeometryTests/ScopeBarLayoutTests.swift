import Testing

@testable import NavGeometry

/// The search's scope bar (issue 41) against its numbers: UIKit's 32 pt segmented control in a
/// 44 pt strip, 16 pt from the sides as the search field is; the track's 8 pt and the thumb's
/// 6.93 pt radii, the thumb 2 pt inside its segment and 1 × 12 pt separators 6 pt short of the
/// track's edges (Flutter's `sliding_segmented_control.dart` as measured from iOS 13.2).
@Suite("Scope bar layout")
struct ScopeBarLayoutTests {
  @Test("Metrics: 44 pt strip, 32 pt control, radii 8 and 6.93, separators 6 pt in, 13 pt titles")
  func metrics() {
    typealias S = ScopeBarLayout
    #expect(S.areaHeight == 44 && S.controlHeight == 32)
    #expect(S.cornerRadius == 8 && S.thumbRadius == 6.93 && S.thumbInset == 2)
    #expect(S.separatorInset == 6 && S.fontSize == 13)
  }

  @Test("Three scopes on the 393 pt wide 15 Pro: thirds of a 361 pt control, 6 pt into the strip")
  func threeScopes() {
    let bar = ScopeBarLayout(top: 106, width: 393, count: 3, focus: 1)
    #expect(bar.frame == Rect(x: 0, y: 106, width: 393, height: 44))
    #expect(bar.controlFrame == Rect(x: 16, y: 112, width: 361, height: 32))
    let third = 361.0 / 3
    for index in 0..<3 {
      let segment = bar.segmentFrame(index)
      #expect(abs(segment.minX - (16 + third * Double(index))) < 1e-9)
      #expect(abs(segment.width - third) < 1e-9 && segment.minY == 112 && segment.height == 32)
      let thumb = bar.thumbFrame(index)
      #expect(abs(thumb.minX - (segment.minX + 2)) < 1e-9 && thumb.minY == 114)
      #expect(abs(thumb.width - (third - 4)) < 1e-9 && thumb.height == 28)
    }
    #expect(abs(bar.segmentFrame(1).minX - 136.333) < 0.001)
  }

  @Test(
    "Hit testing: a point on the open control names its segment; off it or half shut, none",
    arguments: [
      // x, y, focus, segment
      (17.0, 113.0, 1.0, 0 as Int?), (136.0, 128, 1, 0), (137, 128, 1, 1), (376, 143, 1, 2),
      (15, 128, 1, nil), (200, 111, 1, nil), (200, 145, 1, nil), (200, 128, 0.5, nil),
    ])
  func hitTest(x: Double, y: Double, focus: Double, segment: Int?) {
    let bar = ScopeBarLayout(top: 106, width: 393, count: 3, focus: focus)
    #expect(bar.segment(at: Point(x: x, y: y)) == segment)
  }

  @Test("It opens with the search's focus: height 44 × focus, the control centred in it")
  func opening() {
    let half = ScopeBarLayout(top: 100, width: 375, count: 2, focus: 0.5)
    #expect(half.openness == 0.5 && half.frame.height == 22)
    // The control keeps its 32 pt, centred on the strip's middle (6 pt above the strip's top).
    #expect(half.controlFrame.minY == 100 + (22 - 32) / 2 && half.controlFrame.width == 343)
    #expect(ScopeBarLayout(top: 0, width: 375, count: 2, focus: .nan).openness == 0)
    #expect(ScopeBarLayout(top: 0, width: 375, count: 2, focus: 7).openness == 1)
  }

  @Test("Fewer than two scopes never open (UIKit shows no scope bar for one title)")
  func oneScope() {
    let bar = ScopeBarLayout(top: 100, width: 393, count: 1, focus: 1)
    #expect(bar.openness == 0 && bar.frame.height == 0)
    #expect(bar.segment(at: Point(x: 100, y: 100)) == nil)
  }
}
