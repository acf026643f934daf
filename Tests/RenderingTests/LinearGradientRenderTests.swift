import DisplayList
import NavGeometry
import SDLRenderer
import Testing

/// Linear gradients drawn by the software renderer onto an SDL surface (`OffscreenCanvas`):
/// colours against sRGB interpolation computed here, directions, stops, and the shape clip.
@Suite("Linear gradient rendering")
struct LinearGradientRenderTests {
  /// SwiftUI's light `.orange` (#FF9500) and `.pink` (#FF2D55).
  static let orange = Color(hex: 0xFF9500)
  static let pink = Color(hex: 0xFF2D55)

  func canvas(width: Int, height: Int, scale: Double, _ build: (inout DisplayList) -> Void)
    throws -> OffscreenCanvas
  {
    let canvas = try OffscreenCanvas(
      width: width, height: height, scale: scale, fonts: try FontLibrary())
    var list = DisplayList(
      size: Size(width: Double(width) / scale, height: Double(height) / scale))
    build(&list)
    canvas.render(list, background: .white)
    return canvas
  }

  /// `a` to `b` at `t`, each channel in gamma-encoded sRGB (SwiftUI's default
  /// `Gradient.ColorSpace.device`), unrounded.
  static func expected(_ a: Color, _ b: Color, _ t: Double) -> (Double, Double, Double) {
    func lerp(_ x: UInt8, _ y: UInt8) -> Double { Double(x) + (Double(y) - Double(x)) * t }
    return (lerp(a.red, b.red), lerp(a.green, b.green), lerp(a.blue, b.blue))
  }

  /// Whether `pixel` is within one level (1/255) of `expected` in every channel.
  static func near(_ pixel: Color, _ expected: (Double, Double, Double)) -> Bool {
    abs(Double(pixel.red) - expected.0) <= 1 && abs(Double(pixel.green) - expected.1) <= 1
      && abs(Double(pixel.blue) - expected.2) <= 1
  }

  @Test("A two-colour vertical gradient is its colours at the top, middle and bottom, within 1/255")
  func verticalTwoColours() throws {
    // 20 × 100 pt at 3×: 300 rows; the gradient runs from y = 0 to 100 pt.
    let rect = Rect(x: 0, y: 0, width: 20, height: 100)
    let canvas = try canvas(width: 60, height: 300, scale: 3) { list in
      list.linearGradient(
        rect, from: Point(x: 10, y: 0), to: Point(x: 10, y: 100),
        stops: [ColorStop(Self.orange, at: 0), ColorStop(Self.pink, at: 1)])
    }
    // A row's colour is the gradient's at the row's centre: t = (y + ½) / 300.
    for y in [0, 150, 299] {
      let t = (Double(y) + 0.5) / 300
      let pixel = canvas.pixel(x: 30, y: y)
      #expect(
        Self.near(pixel, Self.expected(Self.orange, Self.pink, t)), "row \(y): \(pixel)")
    }
    // The ends are the stops' colours (t = 1/600 and 599/600 of the way).
    #expect(canvas.pixel(x: 30, y: 0) == Self.orange)
    #expect(canvas.pixel(x: 30, y: 299) == Self.pink)
  }

  @Test("A horizontal gradient changes along rows, a diagonal one along both")
  func otherDirections() throws {
    let canvas = try canvas(width: 200, height: 40, scale: 1) { list in
      list.linearGradient(
        Rect(x: 0, y: 0, width: 200, height: 20), from: Point(x: 0, y: 10),
        to: Point(x: 200, y: 10), stops: [ColorStop(.black, at: 0), ColorStop(.white, at: 1)])
      list.linearGradient(
        Rect(x: 0, y: 20, width: 200, height: 20), from: Point(x: 0, y: 20),
        to: Point(x: 200, y: 40), stops: [ColorStop(.black, at: 0), ColorStop(.white, at: 1)])
    }
    for x in [0, 100, 199] {
      let t = (Double(x) + 0.5) / 200
      #expect(Self.near(canvas.pixel(x: x, y: 5), Self.expected(.black, .white, t)), "x \(x)")
      #expect(canvas.pixel(x: x, y: 5) == canvas.pixel(x: x, y: 15))
    }
    // Diagonal: t = ((x + ½) · 200 + (y − 20 + ½) · 20) / (200² + 20²).
    for (x, y) in [(0, 20), (100, 30), (199, 39)] {
      let t = ((Double(x) + 0.5) * 200 + (Double(y - 20) + 0.5) * 20) / (200 * 200 + 20 * 20)
      #expect(
        Self.near(canvas.pixel(x: x, y: y), Self.expected(.black, .white, t)), "(\(x), \(y))")
    }
  }

  @Test("Stops hold their colours at their locations and beyond the ends")
  func stops() throws {
    let red = Color(hex: 0xFF0000)
    let blue = Color(hex: 0x0000FF)
    let canvas = try canvas(width: 10, height: 100, scale: 1) { list in
      list.linearGradient(
        Rect(x: 0, y: 0, width: 10, height: 100), from: Point(x: 0, y: 0),
        to: Point(x: 0, y: 100),
        stops: [ColorStop(red, at: 0.2), ColorStop(.white, at: 0.5), ColorStop(blue, at: 0.8)])
    }
    #expect(canvas.pixel(x: 5, y: 10) == red)  // before the first stop
    #expect(canvas.pixel(x: 5, y: 90) == blue)  // past the last
    // Row 34 (t = 0.345): half-way from red (0.2) to white (0.5) less 1/60.
    #expect(
      Self.near(canvas.pixel(x: 5, y: 34), Self.expected(red, .white, (0.345 - 0.2) / 0.3)))
    #expect(
      Self.near(canvas.pixel(x: 5, y: 65), Self.expected(.white, blue, (0.655 - 0.5) / 0.3)))
  }

  @Test("A gradient is clipped to its shape: a circle's corners and a rounded card's stay clear")
  func clippedToShape() throws {
    let canvas = try canvas(width: 200, height: 100, scale: 1) { list in
      // A circle: a 100 × 100 square with a 50 pt radius.
      list.linearGradient(
        Rect(x: 0, y: 0, width: 100, height: 100), radius: 50, from: Point(x: 50, y: 0),
        to: Point(x: 50, y: 100),
        stops: [ColorStop(Self.orange, at: 0), ColorStop(Self.pink, at: 1)])
      // A rounded rectangle of radius 20.
      list.linearGradient(
        Rect(x: 110, y: 0, width: 90, height: 100), radius: 20, from: Point(x: 110, y: 50),
        to: Point(x: 200, y: 50), stops: [ColorStop(.black, at: 0), ColorStop(.black, at: 1)])
    }
    #expect(canvas.pixel(x: 2, y: 2) == .white)  // outside the circle
    #expect(canvas.pixel(x: 97, y: 97) == .white)
    #expect(Self.near(canvas.pixel(x: 50, y: 50), Self.expected(Self.orange, Self.pink, 0.505)))
    #expect(canvas.pixel(x: 50, y: 1) != .white)  // the top of the circle is painted
    #expect(canvas.pixel(x: 111, y: 1) == .white)  // the card's corner is rounded off
    #expect(canvas.pixel(x: 150, y: 1) == .black)  // its top edge is not
    #expect(canvas.pixel(x: 111, y: 50) == .black)
  }

  @Test("A translucent gradient blends over what is under it")
  func translucent() throws {
    let canvas = try canvas(width: 10, height: 10, scale: 1) { list in
      list.linearGradient(
        Rect(x: 0, y: 0, width: 10, height: 10), from: Point(x: 0, y: 0), to: Point(x: 0, y: 10),
        stops: [
          ColorStop(Color.black.withOpacity(0.5), at: 0),
          ColorStop(Color.black.withOpacity(0.5), at: 1),
        ])
    }
    // Black at alpha 128 over white: 255 × (1 − 128/255) = 127.
    #expect(canvas.pixel(x: 5, y: 5).red == 127)
  }
}
