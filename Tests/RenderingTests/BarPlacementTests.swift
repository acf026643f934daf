import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import Testing

/// Where the navigation bar's titles land on the 15 Pro at @3x, against iOS 17/18 screenshots
/// (393×852 @3x): inline title baseline at y = 82 pt, large title baseline at 134 pt, because
/// the bar starts below the 54 pt status bar rather than at the 59 pt safe area.
extension GoldenImageTests {
  /// The first text command drawing `string` in `font`.
  func textCommand(_ list: DisplayList, _ string: String, _ font: Font) -> (
    x: Double, midY: Double
  )? {
    for case .text(string, font, _, let x, let midY, _, _, _) in list.commands { return (x, midY) }
    return nil
  }

  /// The lowest pixel row holding ink of an "H" (flat bottom, no overshoot) drawn in `font` with
  /// its line box centred on `midY`, at @3x: the baseline is the row below it.
  func baselineRow(font: Font, midY: Double) throws -> Int {
    let environment = try RenderingEnvironment.get()
    let canvas = try OffscreenCanvas(width: 120, height: 600, scale: 3, fonts: environment.fonts)
    var list = DisplayList(size: Size(width: 40, height: 200))
    list.fill(Rect(x: 0, y: 0, width: 40, height: 200), color: .white)
    list.text("H", font: font, color: .black, x: 4, midY: midY)
    canvas.render(list)
    var lowest = -1
    for y in 0..<600 where (0..<120).contains(where: { canvas.pixel(x: $0, y: y).red < 128 }) {
      lowest = y
    }
    return lowest + 1
  }

  @Test("15 Pro @3x: inline title baseline at 81.67 pt (iOS 17.5), large title baseline at 134 pt")
  func titleBaselines() throws {
    var painter = FramePainter()
    var list = DisplayList()
    let rest = engine("settings")
    painter.paint(rest, into: &list)
    let large = try #require(textCommand(list, "Settings", .largeTitle))
    #expect(large.midY == 121.5)
    #expect(abs(try baselineRow(font: .largeTitle, midY: large.midY) - 134 * 3) <= 1)

    painter.paint(scrolled("settings", to: 200), into: &list)
    let inline = try #require(textCommand(list, "Settings", .headline))
    // Issue 20: 0.67 pt higher than before, 81.67 pt as on iOS 17.5 (was 82.33).
    #expect(abs(inline.midY - (76 - 2.0 / 3)) < 1e-9)
    #expect(try baselineRow(font: .headline, midY: inline.midY) == 245)
    // The collapsed hairline lies at 98 pt, one physical pixel tall.
    let theme = Theme.light
    #expect(
      list.commands.contains {
        if case .fill(let rect, 0, let color) = $0 {
          return rect.minY == 98 && rect.height == 1.0 / 3 && color == theme.hairline
        }
        return false
      })
  }

  @Test("The iPhone 14 draws its notch: black at the top centre, not at the ears")
  func notchDrawn() throws {
    var engine = Engine(options: EngineOptions(device: .iPhone14, screen: "settings"))
    engine.advance(to: 0)
    let canvas = try render(engine)
    // Inside the 157 × 32 pt notch (x 116.5…273.5): black; beside it, the light grouped background.
    #expect(near(channels(canvas, 195, 16), 0x000000))
    #expect(near(channels(canvas, 120, 4), 0x000000))
    #expect(near(channels(canvas, 270, 4), 0x000000))
    #expect(!near(channels(canvas, 110, 4), 0x000000, 40))
    #expect(!near(channels(canvas, 280, 4), 0x000000, 40))
    // The bottom corners are rounded (radius 20): the corner pixel itself stays light.
    #expect(!near(channels(canvas, 117, 31), 0x000000, 40))
  }
}
