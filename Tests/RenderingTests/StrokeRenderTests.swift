import ContentLayout
import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import ScreenModel
import Testing

/// Outlines (SwiftUI's `stroke`, `strokeBorder`, `StrokeStyle(dash:)`) drawn by the software
/// renderer: areas against the ring's formula, where the line lies against the shape's frame,
/// dashes against their lengths.
extension RasterizerTests {
  /// The summed coverage of the red channel, in pixels (white shapes on black).
  func inkedArea(_ image: PixelImage) -> Double {
    var total = 0
    for y in 0..<image.height {
      for x in 0..<image.width { total += channels(image[x, y]).r }
    }
    return Double(total) / 255
  }

  @Test("A circle's outline covers the ring's area, π(R² − (R − w)²), within 1 %")
  func strokedCircleArea() throws {
    // A circle of 20 pt radius (a capsule's ends are circular), a 2 pt band inside its edge,
    // at 3×: R = 60 px, w = 6 px, area π(3600 − 2916) = 2148.8 px².
    let image = try render(width: 150, height: 150, scale: 3) { list in
      list.stroke(Rect(x: 5, y: 5, width: 40, height: 40), radius: 20, width: 2, color: .white)
    }
    let expected = Double.pi * (3600 - 2916)
    #expect(abs(inkedArea(image) - expected) / expected < 0.01, "\(inkedArea(image))")
    // The centre and the corners of the frame are left alone.
    #expect(channels(image[75, 75]).r == 0)
    #expect(channels(image[16, 16]).r == 0)
    // Along the top, the band is 6 px deep.
    #expect((15..<21).allSatisfy { channels(image[75, $0]).r == 255 })
    #expect(channels(image[75, 21]).r == 0 && channels(image[75, 14]).r == 0)
  }

  @Test(
    "A rectangle's outline is two solid spans on the side rows and solid bands on top and bottom")
  func strokedRectangleBand() throws {
    let image = try render(width: 60, height: 50) { list in
      list.stroke(Rect(x: 10, y: 10, width: 40, height: 30), width: 2, color: .white)
    }
    for y in 0..<50 {
      for x in 0..<60 {
        let inOuter = (10..<50).contains(x) && (10..<40).contains(y)
        let inInner = (12..<48).contains(x) && (12..<38).contains(y)
        #expect(channels(image[x, y]).r == (inOuter && !inInner ? 255 : 0), "(\(x), \(y))")
      }
    }
  }

  @Test(
    "Dashes of 6 pt with 4 pt gaps run from the top edge's start along the middle of the line",
    arguments: [1.0, 3.0])
  func dashedTopEdge(scale: Double) throws {
    // The band's middle starts 1 pt in (half the width): dashes cover x in 1 + 10k ..< 7 + 10k
    // points, at any scale.
    let image = try render(width: Int(110 * scale), height: Int(30 * scale), scale: scale) {
      list in
      list.stroke(
        Rect(x: 0, y: 0, width: 100, height: 20), width: 2, dash: StrokeDash(on: 6, off: 4),
        color: .white)
    }
    for x in Int(12 * scale)..<Int(88 * scale) {
      // Pixels whose centres lie inside a dash by half a pixel or more are covered.
      let along = ((Double(x) + 0.5) / scale - 1).truncatingRemainder(dividingBy: 10)
      let inDash = along * scale > 0.5 && (6 - along) * scale > 0.5
      let inGap = along > 6 && (along - 6) * scale > 0.5 && (10 - along) * scale > 0.5
      guard inDash || inGap else { continue }
      #expect(channels(image[x, 0]).r == (inDash ? 255 : 0), "x \(x) at \(scale)×")
      #expect(channels(image[x, Int(scale)]).r == (inDash ? 255 : 0), "x \(x) at \(scale)×")
    }
    // 60 % of the line's length is drawn (6 of every 10 pt), give or take the corners.
    let solid = 2.0 * (100 + 20 - 2) * 2 * scale * scale
    #expect(abs(inkedArea(image) / solid - 0.6) < 0.05, "\(inkedArea(image) / solid)")
  }
}

/// The same outlines from the content model: where `stroke` and `strokeBorder` put the line
/// against the shape's frame, and a card's border over its background.
@Suite("Shape outlines")
struct StrokeContentTests {
  func render(_ node: ContentNode, width: Double, height: Double) throws -> (
    LaidOutContent, PixelImage
  ) {
    let rasterizer = Rasterizer(fonts: try RenderingEnvironment.get().fonts, scale: 1)
    let environment = LayoutEnvironment(textMeasure: RasterizerTextMeasure(rasterizer))
    let content = ContentLayout.layout(
      node, proposal: ProposedSize(width: width, height: height), in: environment)
    let size = Size(width: width + 40, height: height + 40)
    var list = DisplayList(size: size)
    list.fill(Rect(x: 0, y: 0, width: size.width, height: size.height), color: .white)
    FramePainter.paintContent(
      content, at: Point(x: 20, y: 20), opacity: 1, theme: .light, into: &list)
    let (w, h) = (Int(size.width), Int(size.height))
    var pixels = [UInt32](repeating: 0, count: w * h)
    pixels.withUnsafeMutableBufferPointer { storage in
      rasterizer.render(
        list, into: PixelBuffer(pixels: storage.baseAddress!, width: w, height: h, pitch: w),
        background: .white)
    }
    return (content, PixelImage(width: w, height: h, pixels: pixels))
  }

  static let red = Color(hex: 0xFF0000)
  static let blue = Color(hex: 0x0000FF)

  @Test(
    "stroke centres a 4 pt line on the frame's edge (2 pt outside), strokeBorder keeps it inside")
  func placement() throws {
    for placement in ShapeStroke.Placement.allCases {
      let node = ContentNode.shape(
        ShapeContent(
          .rectangle,
          stroke: ShapeStroke(style: .color(.fixed(Self.blue)), lineWidth: 4, placement: placement))
      )
      let (content, image) = try render(node, width: 60, height: 40)
      // The element keeps the shape's frame (the layout dump's), whatever the line does.
      #expect(content.elements.first?.frame == Rect(x: 0, y: 0, width: 60, height: 40))
      let inside = placement == .inside
      // Screen x = 20 + frame x; the left band: 18..<22 centred, 20..<24 inside.
      let band = inside ? 20..<24 : 18..<22
      for x in 14..<30 {
        let expected = band.contains(x) ? Self.blue : Color.white
        #expect(image[x, 40] == ContentRenderTests.argb(expected), "\(placement) x \(x)")
      }
      // No interior: the middle stays white.
      #expect(image[50, 40] == ContentRenderTests.argb(.white))
    }
  }

  @Test(
    "A card's border: the background's fill inside, the outline over its edge, the corner clear")
  func cardBorder() throws {
    // `.background(RoundedRectangle(12).fill(.red)).overlay(RoundedRectangle(12).strokeBorder(.blue, lineWidth: 2))`.
    let shape = ShapeKind.roundedRectangle(radius: 12)
    let node = ContentNode.color(.clear)
      .background(.shape(shape, fill: .fixed(Self.red)))
      .overlay(
        .shape(
          ShapeContent(
            shape,
            stroke: ShapeStroke(style: .color(.fixed(Self.blue)), lineWidth: 2, placement: .inside)
          )))
    let (_, image) = try render(node, width: 100, height: 60)
    #expect(image[70, 50] == ContentRenderTests.argb(Self.red))  // inside
    #expect(image[70, 20] == ContentRenderTests.argb(Self.blue))  // the top edge's band
    #expect(image[70, 21] == ContentRenderTests.argb(Self.blue))
    #expect(image[70, 22] == ContentRenderTests.argb(Self.red))
    #expect(image[20, 50] == ContentRenderTests.argb(Self.blue))  // the left edge's band
    #expect(image[20, 20] == ContentRenderTests.argb(.white))  // the rounded-off corner
    // Round the corner, no red shows outside the blue line: along the diagonal from the
    // corner, no pixel before the line's first has more of the fill's red in it than of the
    // line's blue (an edge pixel blends both, as overlaid anti-aliased layers do on iOS).
    let diagonal = (0..<12).map { k -> (r: Int, g: Int, b: Int) in
      let pixel = image[20 + k, 20 + k]
      return (Int(pixel >> 16 & 0xFF), Int(pixel >> 8 & 0xFF), Int(pixel & 0xFF))
    }
    let line = try #require(diagonal.firstIndex { $0.b > 200 && $0.r < 100 })
    for k in 0..<line {
      let red = diagonal[k].r - diagonal[k].g
      let blue = diagonal[k].b - diagonal[k].g
      #expect(red <= blue, "k \(k): \(diagonal[k]) is red outside the line")
    }
  }
}
