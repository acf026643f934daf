import ContentLayout
import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import ScreenModel
import Testing

/// Issue 43: a `.shadow` follows what its view draws. A circle behind padded text, a colour
/// clipped to a circle in a wider frame, and a padded circle cast round shadows that hug the
/// circle, not the view's whole frame as a rectangle.
@Suite("Shadows follow what their view draws")
struct ShadowOutlineTests {
  /// The content at (40, 40) on white, rasterised at 1 px a point; white is 0xFFFFFFFF.
  func render(_ node: ContentNode) throws -> (LaidOutContent, PixelImage) {
    let rasterizer = Rasterizer(fonts: try RenderingEnvironment.get().fonts, scale: 1)
    let environment = LayoutEnvironment(textMeasure: RasterizerTextMeasure(rasterizer))
    let content = ContentLayout.layout(
      node, proposal: ProposedSize(width: nil, height: nil), in: environment)
    let size = Size(width: content.size.width + 80, height: content.size.height + 80)
    var list = DisplayList(size: size)
    FramePainter.paintContent(
      content, at: Point(x: 40, y: 40), opacity: 1, theme: .light, into: &list)
    let width = Int(size.width)
    let height = Int(size.height)
    var pixels = [UInt32](repeating: 0, count: width * height)
    pixels.withUnsafeMutableBufferPointer { storage in
      rasterizer.render(
        list,
        into: PixelBuffer(pixels: storage.baseAddress!, width: width, height: height, pitch: width),
        background: .white)
    }
    return (content, PixelImage(width: width, height: height, pixels: pixels))
  }

  /// How dark the pixel is, 0 (white) … 255 (black), from its green channel.
  static func darkness(_ pixel: UInt32) -> Int { 255 - Int((pixel >> 8) & 0xFF) }

  static let black = ColorValue.semantic(.black)

  @Test("a circle behind padded text: no shadow in the square's corners, a ring round the circle")
  func backgroundCircle() throws {
    // 20 pt of text padded by 30: a square of at least 60 pt, the circle its inscribed disc.
    let node = ContentNode.text("Hi").padding(30)
      .background(.shape(.circle, fill: .semantic(.green))).shadow(color: Self.black, radius: 6)
    let (content, image) = try render(node)
    let frame = Rect(x: 40, y: 40, width: content.size.width, height: content.size.height)
    let side = min(frame.width, frame.height)
    let radius = side / 2
    // The square's corner, 0.29 of the radius outside the circle along the diagonal: a
    // rectangle's shadow would be darkest there; a circle's leaves it white.
    let corner = (x: Int(frame.midX - radius + 2), y: Int(frame.midY - radius + 2))
    #expect(Self.darkness(image[corner.x, corner.y]) < 8, "corner \(image[corner.x, corner.y])")
    // Just outside the circle, left of it and above it, the shadow darkens the white.
    let left = Self.darkness(image[Int(frame.midX - radius - 2), Int(frame.midY)])
    let top = Self.darkness(image[Int(frame.midX), Int(frame.midY - radius - 2)])
    #expect(left > 20 && top > 20, "left \(left), top \(top)")
    // One shadow element, a circle in the largest centred square.
    let shadows = content.elements.filter {
      if case .shadow = $0.drawing { return true } else { return false }
    }
    #expect(shadows.count == 1)
    #expect(shadows.first?.drawing == .shadow(.circle, radius: 6, color: Self.black))
    #expect(shadows.first.map { abs($0.frame.width - side) < 0.01 } == true)
  }

  @Test("a colour clipped to a circle in a 160 × 100 frame: a round shadow of 100 pt, centred")
  func clippedCircle() throws {
    let node = ContentNode.color(.semantic(.red)).frame(width: 160, height: 100)
      .clipShape(.circle).shadow(color: Self.black, radius: 6)
    let (content, image) = try render(node)
    let shadow = try #require(
      content.elements.first {
        if case .shadow = $0.drawing { return true } else { return false }
      })
    #expect(shadow.frame == Rect(x: 30, y: 0, width: 100, height: 100))
    // Left of the circle, inside the frame (where the capsule used to reach): white.
    #expect(Self.darkness(image[40 + 20, 40 + 50]) < 8)
    // Just outside the circle's left edge, the shadow.
    #expect(Self.darkness(image[40 + 30 - 2, 40 + 50]) > 20)
  }

  @Test("a padded circle's shadow hugs the circle, not the padding")
  func paddedCircle() throws {
    let node = ContentNode.shape(.circle, fill: .semantic(.orange)).frame(width: 100, height: 100)
      .padding(20).shadow(color: Self.black, radius: 4)
    let (content, image) = try render(node)
    let shadow = try #require(
      content.elements.first {
        if case .shadow = $0.drawing { return true } else { return false }
      })
    #expect(shadow.frame == Rect(x: 20, y: 20, width: 100, height: 100))
    // Halfway into the padding, 10 pt from the circle: past a 4 pt shadow, white.
    #expect(Self.darkness(image[40 + 10, 40 + 70]) < 8)
    #expect(Self.darkness(image[40 + 18, 40 + 70]) > 10)
  }
}
