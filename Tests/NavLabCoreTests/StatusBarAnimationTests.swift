import DisplayList
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore

@Suite("Status bar changes are animated")
struct StatusBarAnimationTests {
  @Test("Switching to dark appearance cross-fades the content from black to white over 0.25 s")
  func styleCrossFades() {
    var engine = Engine(options: EngineOptions(screen: "settings"))
    engine.advance(to: 0)
    #expect(engine.statusBarContentColor == .black)
    engine.handle(.key(KeyChord(key: "d")), at: 1)
    engine.advance(to: 1)
    // The style (and the trace) switch at once; the colour follows.
    #expect(engine.frameValues().statusBarStyle == .lightContent)
    engine.advance(to: 1 + StatusBarPolicy.fadeDuration / 2)
    let halfway = engine.statusBarContentColor
    #expect(halfway.red > 100 && halfway.red < 155, "halfway: \(halfway)")
    engine.advance(to: 1 + StatusBarPolicy.fadeDuration)
    #expect(engine.statusBarContentColor == .white)
  }

  @Test("Hide until scrolled fades the status bar in over 0.25 s once scrolled 3 pt")
  func visibilityFades() {
    var engine = Engine(options: EngineOptions(screen: "album"))
    engine.advance(to: 0)
    #expect(engine.statusBarAlpha == 0)
    engine.handle(.scrollTo(offset: 3, animated: false), at: 1)
    engine.advance(to: 1)
    engine.advance(to: 1 + StatusBarPolicy.fadeDuration / 2)
    #expect(abs(engine.statusBarAlpha - 0.5) < 0.01)
    engine.advance(to: 1 + StatusBarPolicy.fadeDuration)
    #expect(engine.statusBarAlpha == 1)
  }
}
