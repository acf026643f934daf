import DisplayList
import NavGeometry
import SDLRenderer
import Testing

@testable import NavLabCore

extension GoldenImageTests {
  /// Where the renderer inks `text` (Inter, @3x), in points: min and max x, min and max y.
  func ink(_ text: String, font: Font, environment: RenderingEnvironment) throws -> (
    Rect, LayoutElement
  ) {
    let canvas = try OffscreenCanvas(width: 1179, height: 300, scale: 3, fonts: environment.fonts)
    var list = DisplayList(size: Size(width: 393, height: 100))
    list.recordsElements = true
    list.fill(Rect(x: 0, y: 0, width: 393, height: 100), color: .white)
    list.text(text, font: font, color: .black, x: 20, midY: 50)
    list.textElement(.text, text, font: font, x: 20, midY: 50)
    canvas.render(list)
    var minX = Int.max
    var maxX = Int.min
    var minY = Int.max
    var maxY = Int.min
    for y in 0..<300 {
      for x in 0..<1179 where canvas.pixel(x: x, y: y).red < 160 {
        minX = min(minX, x)
        maxX = max(maxX, x)
        minY = min(minY, y)
        maxY = max(maxY, y)
      }
    }
    let box = Rect(
      x: Double(minX) / 3, y: Double(minY) / 3, width: Double(maxX - minX + 1) / 3,
      height: Double(maxY - minY + 1) / 3)
    return (box, try #require(list.elements.first))
  }

  /// The layout dump measures no text (the painters have no fonts): its text boxes are an
  /// estimate. Against the renderer's ink at @3x, the box reaches to within 1 pt of the ink's
  /// ends (measured: 0.6 pt short at most, on a 210 pt regular label) and is at most 20 % + 2 pt
  /// wider (measured: +8.6 % on "Settings" 34 pt bold, +11 % on "Cellular" 22 pt bold, +18 % on
  /// "Wi-Fi", whose hyphen the estimate takes for a full letter); the line box (1.211 em) holds
  /// the ink vertically.
  @Test("Layout-dump text boxes reach the rendered ink's ends, at most 20 % + 2 pt wider")
  func layoutTextBoxes() throws {
    let environment = try RenderingEnvironment.get()
    let cases: [(String, Font)] = [
      ("Settings", .largeTitle), ("General", .largeTitle), ("Notifications", .largeTitle),
      ("Wi-Fi", .body), ("Personal Hotspot", .body), ("Notifications", .headline),
      ("TURN OFF", .footnote), ("Home Screen & App Library", .body), ("9:41", .statusBarTime),
      ("Item B", Font(size: 10, weight: .medium)), ("Cellular", .title2),
    ]
    for (text, font) in cases {
      let (ink, element) = try ink(text, font: font, environment: environment)
      let box = element.frame
      let label = "\(text) \(font.size) \(font.weight): ink \(ink), box \(box)"
      #expect(box.minX <= ink.minX + 1 && box.maxX >= ink.maxX - 1, "\(label)")
      #expect(box.width <= 1.2 * ink.width + 2, "\(label)")
      #expect(box.minY <= ink.minY && box.maxY >= ink.maxY, "\(label)")
    }
  }
}
