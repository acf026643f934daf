import Testing

@testable import NavGeometry

@Suite("Status bar (seed 002)")
struct StatusBarTests {
  @Test(
    "hide-until-scrolled hides while s < 3",
    arguments: [(-10.0, true), (0, true), (2.9, true), (3, false), (3.1, false), (500, false)])
  func untilScrolled(s: Double, hidden: Bool) {
    #expect(StatusBarPolicy.isHidden(mode: .hideUntilScrolled, scrolled: s) == hidden)
  }

  @Test(
    "hide-until-pulled hides while s > −2",
    arguments: [(-50.0, false), (-2.1, false), (-2, false), (-1.9, true), (0, true), (100, true)])
  func untilPulled(s: Double, hidden: Bool) {
    #expect(StatusBarPolicy.isHidden(mode: .hideUntilPulled, scrolled: s) == hidden)
  }

  @Test("visible and hidden ignore the scroll")
  func fixedModes() {
    for s in [-100.0, 0, 2.9, 3, 100] {
      #expect(!StatusBarPolicy.isHidden(mode: .visible, scrolled: s))
      #expect(StatusBarPolicy.isHidden(mode: .hidden, scrolled: s))
    }
    #expect(StatusBarPolicy.isHidden(mode: .hideUntilScrolled, scrolled: .nan))
  }

  @Test("Modes cycle and keep their raw values")
  func modes() {
    #expect(StatusBarMode.visible.next() == .hidden)
    #expect(StatusBarMode.hidden.next() == .hideUntilScrolled)
    #expect(StatusBarMode.hideUntilScrolled.next() == .hideUntilPulled)
    #expect(StatusBarMode.hideUntilPulled.next() == .visible)
    #expect(StatusBarMode(rawValue: "hide-until-scrolled") == .hideUntilScrolled)
    #expect(StatusBarMode.hideUntilPulled.rawValue == "hide-until-pulled")
    #expect(StatusBarStyle.darkContent.rawValue == "dark")
    #expect(StatusBarStyle(rawValue: "light") == .lightContent)
  }

  @Test("WCAG relative luminance of white, black, mid grey and primaries")
  func luminance() {
    #expect(close(StatusBarPolicy.relativeLuminance(red: 1, green: 1, blue: 1), 1))
    #expect(StatusBarPolicy.relativeLuminance(red: 0, green: 0, blue: 0) == 0)
    #expect(
      close(StatusBarPolicy.relativeLuminance(red: 0.5, green: 0.5, blue: 0.5), 0.2140411, 1e-6))
    #expect(close(StatusBarPolicy.relativeLuminance(red: 1, green: 0, blue: 0), 0.2126))
    #expect(close(StatusBarPolicy.relativeLuminance(red: 0, green: 1, blue: 0), 0.7152))
    // Linear segment below 0.04045.
    #expect(
      close(StatusBarPolicy.relativeLuminance(red: 0.04, green: 0.04, blue: 0.04), 0.04 / 12.92))
    // Out-of-range components are clamped.
    #expect(close(StatusBarPolicy.relativeLuminance(red: 2, green: 2, blue: 2), 1))
  }

  @Test("Dark backgrounds (< 0.179) get light content")
  func style() {
    #expect(StatusBarPolicy.style(backgroundLuminance: 0) == .lightContent)
    #expect(StatusBarPolicy.style(backgroundLuminance: 0.178) == .lightContent)
    #expect(StatusBarPolicy.style(backgroundLuminance: 0.179) == .darkContent)
    #expect(StatusBarPolicy.style(backgroundLuminance: 1) == .darkContent)
    let grey = StatusBarPolicy.relativeLuminance(red: 0.5, green: 0.5, blue: 0.5)
    #expect(StatusBarPolicy.style(backgroundLuminance: grey) == .darkContent)
    #expect(StatusBarPolicy.fadeDuration > 0 && StatusBarPolicy.fadeDuration < 0.5)
  }
}
