import DisplayList
import NavGeometry
import Testing

@testable import SDLRenderer

/// Issue 31: the open set's icons (Tabler) drawn by the renderer: SVG path data parsed and
/// flattened, outlines stroked with round ends, filled icons by the non-zero rule, `.circle`
/// variants in a ring or cut out of a disc.
@Suite("Open symbol set in pixels")
struct OpenSymbolRasterTests {
  func ink(_ image: PixelImage, _ x: Int, _ y: Int) -> Int { Int(image[x, y] >> 8 & 0xFF) }

  /// Renders `name` white on black in a 24 pt square at 3x (72 × 72 px, at 6 px from the edge).
  func render(_ name: String) throws -> PixelImage {
    let symbol = try #require(Symbol(sceneName: name), "\(name)")
    return try RasterizerTests().render(width: 84, height: 84, scale: 3, background: .black) {
      $0.symbol(symbol, in: Rect(x: 2, y: 2, width: 24, height: 24), color: .white)
    }
  }

  /// Share of the 72 × 72 px square inked more than half.
  func coverage(_ image: PixelImage) -> Double {
    var count = 0
    for y in 6..<78 { for x in 6..<78 where ink(image, x, y) > 128 { count += 1 } }
    return Double(count) / (72 * 72)
  }

  @Test("Path data: absolute and relative commands, implicit repeats, compact numbers, arcs")
  func flattening() {
    let flattener = SVGPathFlattener(scaleX: 1, scaleY: 1, offsetX: 0, offsetY: 0, step: 0.5)
    // "M2 2h4v4H2z": a square, closed (its closing side is implied, not repeated); ".5.5" is
    // two numbers; "l1 0 1 0" repeats the line.
    let square = flattener.contours("M2 2h4v4H2z")
    #expect(square.count == 1 && square[0].closed)
    #expect(
      square[0].points == [
        Point(x: 2, y: 2), Point(x: 6, y: 2), Point(x: 6, y: 6), Point(x: 2, y: 6),
      ])
    let compact = flattener.contours("m1 1l.5.5l1 0 1 0")
    #expect(compact.count == 1)
    #expect(compact[0].points.last == Point(x: 3.5, y: 1.5))
    // A circle of radius 5 about (12, 12) as two arcs (Tabler's circles): every point on it.
    let circle = flattener.contours("M7 12a5 5 0 1 0 10 0a5 5 0 1 0 -10 0")
    let points = circle.flatMap(\.points)
    #expect(points.count > 20)
    for p in points {
      let r = ((p.x - 12) * (p.x - 12) + (p.y - 12) * (p.y - 12)).squareRoot()
      #expect(abs(r - 5) < 1e-9)
    }
    // Compact arc flags ("0 011 1" = flags 0, 1, then x 1): the end point is reached.
    let arc = flattener.contours("M0 0a1 1 0 011 1")
    #expect(arc.first?.points.last == Point(x: 1, y: 1))
    // Malformed data stops where it stops making sense.
    #expect(flattener.contours("M1 1 L").first == nil)
    #expect(flattener.contours("x").isEmpty)
  }

  @Test("Outline icons are strokes, filled icons are solid, both within their square")
  func strokesAndFills() throws {
    let outline = try render("heart")  // NavLab's own heart shape (filled)
    let tablerOutline = try render("music.note")
    let filled = try render("heart.fill")
    // Tabler's outline music note: thin strokes, well under a fifth of the square.
    #expect(
      coverage(tablerOutline) > 0.03 && coverage(tablerOutline) < 0.3, "\(coverage(tablerOutline))")
    // The filled heart covers far more than an outline would.
    #expect(coverage(filled) > 0.35, "\(coverage(filled))")
    #expect(coverage(outline) > 0.2)
    // Nothing outside the square (6...78 px) but anti-aliasing.
    for image in [tablerOutline, filled] {
      for y in 0..<84 {
        for x in 0..<84 where x < 5 || x > 78 || y < 5 || y > 78 {
          #expect(ink(image, x, y) < 64)
        }
      }
    }
  }

  @Test(".circle draws a ring round the icon; .circle.fill a disc with the icon cut out")
  func enclosures() throws {
    let ring = try render("music.note.circle")
    let disc = try render("music.note.circle.fill")
    // The ring's edge: the middle of the left side is inked, the square's corner is not.
    #expect(ink(ring, 7, 42) > 128)
    #expect(ink(ring, 8, 8) < 32)
    // The disc is solid near its edge, the icon a hole in it: less ink than a whole disc.
    #expect(ink(disc, 12, 42) > 200)
    let discShare = coverage(disc)
    #expect(discShare > 0.5 && discShare < Double.pi / 4 - 0.02)
  }
}

/// Issue 31: the user's own SF Symbols (`--symbols DIR`) take precedence and are drawn filled,
/// fitted into the symbol's frame.
@Suite("User SF Symbols in pixels", .serialized)
struct UserSymbolRasterTests {
  @Test("An installed symbol resolves by name and fills its frame, holes left open")
  func userSymbol() throws {
    // A 80 × 60 frame with a 40 × 20 hole, as an SF Symbols export would give it.
    UserSymbols.install([
      UserSymbols.Entry(name: "navlab.test.frame", paths: ["M0 0h80v-60h-80z M20 -20v-20h40v20z"])
    ])
    defer { UserSymbols.install([]) }
    let symbol = try #require(Symbol(sceneName: "navlab.test.frame"))
    #expect(symbol == .user(0) && symbol.sceneName == "navlab.test.frame")
    // 24 × 18 pt at 3x from (2, 2) pt: 72 × 54 px from (6, 6).
    let image = try RasterizerTests().render(width: 84, height: 84, scale: 3) {
      $0.symbol(symbol, in: Rect(x: 2, y: 2, width: 24, height: 18), color: .white)
    }
    func ink(_ x: Int, _ y: Int) -> Int { Int(image[x, y] >> 8 & 0xFF) }
    #expect(ink(10, 10) > 200)  // the frame's corner
    #expect(ink(42, 33) < 40)  // the hole's middle
    #expect(ink(42, 12) > 200)  // the frame above the hole
    #expect(ink(80, 70) < 10)  // outside the frame
    UserSymbols.install([])
    #expect(Symbol(sceneName: "navlab.test.frame") == nil)
  }
}
