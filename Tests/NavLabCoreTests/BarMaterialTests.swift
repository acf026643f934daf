import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore

/// The navigation bar is drawn as a material (backdrop blur + tint) that fades in with the
/// bar background: Flutter Cupertino's σ 10 pt, #F8F8F8 at 80 % / #212121 at 72 %.
@Suite("Bar material")
struct BarMaterialTests {
  /// The backdrop blurs of `engine`'s frame after scrolling to `offset`.
  func blurs(_ screen: String, offset: Double, appearance: Appearance = .light)
    -> [(Rect, Double, Double, Color, Double)]
  {
    var engine = makeEngine(screen: screen, appearance: appearance)
    engine.handle(.scrollTo(offset: offset, animated: false), at: 0)
    engine.advance(to: 0)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    return list.commands.compactMap {
      if case .backdropBlur(let rect, let radius, let sigma, let tint, let opacity, _, _) = $0 {
        return (rect, radius, sigma, tint, opacity)
      }
      return nil
    }
  }

  /// Settings collapses its 52 pt search strip, then its 52 pt large title: the material blends
  /// in over the 10 pt after 104 pt, half of it at 109.
  @Test(
    "Settings: no bar material at rest, half at 109 pt, all of it once collapsed; bar 0 to 98",
    arguments: [(0.0, 0.0), (109, 0.5), (200, 1)])
  func settings(offset: Double, opacity: Double) throws {
    let all = blurs("settings", offset: offset)
    // The tab bar's material (83 pt: 49 + the 34 pt home indicator area) is drawn too: the
    // list runs on under it at these offsets.
    let tabBar = all.filter { $0.0 == Rect(x: 0, y: 852 - 83, width: 393, height: 83) }
    #expect(tabBar.count == 1 && tabBar.first?.4 == 1)
    let found = all.filter { $0.0.minY == 0 }
    #expect(found.count + tabBar.count == all.count)
    guard opacity > 0 else {
      #expect(found.isEmpty)
      return
    }
    let blur = try #require(found.first)
    #expect(found.count == 1)
    #expect(blur.0 == Rect(x: 0, y: 0, width: 393, height: 98))
    #expect(blur.1 == 0 && blur.2 == 10)
    #expect(blur.3 == Color(hex: 0xF8F8F8, opacity: 0.8) && blur.3.alpha == 204)
    #expect(abs(blur.4 - opacity) < 1e-9)
  }

  @Test("Dark: #212121 at 72 % (alpha 184)")
  func dark() throws {
    let blur = try #require(blurs("settings", offset: 200, appearance: .dark).first)
    #expect(blur.3 == Color(hex: 0x212121, opacity: 0.72) && blur.3.alpha == 184)
  }

  @Test("Feed: the material covers status bar and compact bar (0…98) once scrolled 10 pt")
  func feed() throws {
    let blur = try #require(blurs("feed", offset: 113).first)
    #expect(blur.0 == Rect(x: 0, y: 0, width: 393, height: 98))
    #expect(blur.4 == 1)
  }
}
