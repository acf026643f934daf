import Testing

@testable import NavGeometry

/// The code of NavGeometry.docc/GettingStarted.md, run: DocumentationTests checks that the
/// article shows exactly the lines between the markers.
@Suite("Getting started (DocC)")
struct GettingStartedTests {
  @Test("a large title's state from an offset, as the article prints it")
  func largeTitleFromOffset() {
    // The article's prints, kept to compare with what its comments say they print.
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

    // BEGIN GettingStarted
    let phone = Device.iPhone15Pro  // 393 × 852 points, status bar 54 points tall

    // The bar for a screen scrolled 20 points: the large title is still showing.
    let bar = LargeTitleLayout(
      offset: 20, topInset: phone.navigationBarTop, width: phone.size.width, isLarge: true)
    print(bar.barBottom)  // 130.0: 54 + 44 (compact bar) + 52 − 20 (large-title area)
    print(bar.largeTitleFrame.maxY)  // 122.0: the title's line sits 8 points above the bottom
    print(bar.showsLargeTitle, bar.backgroundAlpha)  // true 0.0

    // Pulled down 40 points: the bar grows with the pull and the title scales up.
    let pulled = LargeTitleLayout(
      offset: -40, topInset: phone.navigationBarTop, width: phone.size.width, isLarge: true)
    print(pulled.barBottom, pulled.largeTitleScale)  // 190.0 1.0272727272727273

    // Scrolled 57 points: collapsed, the inline title shows and the bar's material blends in.
    let collapsed = LargeTitleLayout(
      offset: 57, topInset: phone.navigationBarTop, width: phone.size.width, isLarge: true)
    print(collapsed.showsInlineTitle, collapsed.backgroundAlpha)  // true 0.5

    // A scroll view that came to rest half-collapsed snaps to the nearer end.
    let target = LargeTitleLayout.snapTarget(restingOffset: 30, collapseDistance: 52)
    print(target ?? 30)  // 52.0 (nil, staying at 30, outside 0 < offset < 52)
    // END GettingStarted

    #expect(
      printed == ["130.0", "122.0", "true 0.0", "190.0 1.0272727272727273", "true 0.5", "52.0"])

    #expect(bar.barBottom == 130)
    #expect(bar.largeTitleFrame.maxY == 122)
    #expect(bar.showsLargeTitle && bar.backgroundAlpha == 0)
    #expect(pulled.barBottom == 190)
    // Flutter's scale: 1 + 0.03 · (44 + 40 − 44) / 44.
    #expect(abs(pulled.largeTitleScale - (1 + 0.03 * 40 / 44)) < 1e-12)
    #expect(collapsed.showsInlineTitle && collapsed.backgroundAlpha == 0.5)
    #expect(target == 52)
  }
}
