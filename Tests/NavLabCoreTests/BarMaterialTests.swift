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
      if case .backdropBlur(let rect, let radius, let sigma, let tint, let opacity, _) = $0 {
        return (rect, radius, sigma, tint, opacity)
      }
      return nil
    }
  }

  @Test(
    "Settings: no material at rest, half at 57 pt, all of it once collapsed; bar from 0 to 98",
    arguments: [(0.0, 0.0), (57, 0.5), (200, 1)])
  func settings(offset: Double, opacity: Double) throws {
    let found = blurs("settings", offset: offset)
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
