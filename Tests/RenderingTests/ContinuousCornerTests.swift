import DisplayList
import NavGeometry
import SDLRenderer
import Testing

/// Issue 20's continuous corners: every rounded fill follows UIKit's continuous curve, which
/// leaves the sides 1.528665 × the radius from the corner instead of at the radius.
extension RasterizerTests {
  /// A white 100 × 60 pt shape with corners of `radius` points at `scale` over black, and the
  /// coverage (0...255) of its pixels.
  func whiteShape(radius: Double, scale: Double, height: Double = 60) throws -> PixelImage {
    try render(width: Int(120 * scale), height: Int((height + 20) * scale), scale: scale) { list in
      list.fill(Rect(x: 10, y: 10, width: 100, height: height), radius: radius, color: .white)
    }
  }

  @Test(
    "An inset-grouped cell's corner at @3x (radius 10 pt): the top pixel row is half covered from 9.0 pt in and the side from 9.0 pt down (a circle: 8.3 and 8.3)"
  )
  func continuousCornerAtThreeX() throws {
    let image = try whiteShape(radius: 10, scale: 3)
    let left = 30
    let top = 30
    // Where the top row gets at least half covered, in points from the side.
    let start = try #require((left..<(left + 60)).first { channels(image[$0, top]).r >= 128 })
    let startPoints = Double(start - left) / 3
    // The first row whose side pixel is at least half covered, in points from the top.
    let meet = try #require((top..<(top + 60)).first { channels(image[left, $0]).r >= 128 })
    let meetPoints = Double(meet - top) / 3
    // UIKit's curve at the top row's centre (y = 0.5 px): 27.2 px in; the pixel holding the
    // half-coverage point is 27 (9.0 pt); a circle's is 24 (8.0 pt), its half point 24.55 px.
    #expect(abs(startPoints - 9.0) <= 0.34, "top row starts \(startPoints) pt in")
    #expect(abs(meetPoints - 9.0) <= 0.34, "the side is reached \(meetPoints) pt down")
    // The curve leaves the sides 1.528665 × 30 = 45.9 px from the corner: the top row is
    // uncovered well left of that and fully covered from 46 px on, easing in between (a
    // circle would cover the top row fully from 30 px, 10 pt, on).
    #expect(channels(image[left + 46, top]).r == 255)
    #expect(channels(image[left + 30, top]).r < 255)
    #expect(channels(image[left + 20, top]).r == 0)
    // The corner stays symmetric about its diagonal.
    for k in 0..<45 {
      let across = channels(image[left + k, top + 2]).r
      let down = channels(image[left + 2, top + k]).r
      #expect(abs(across - down) <= 2, "k \(k): \(across) vs \(down)")
    }
  }

  @Test(
    "A capsule keeps circular ends: a 44 pt tall shape with radius 22 is a half circle at each end",
    arguments: [2.0, 3.0])
  func capsuleStaysCircular(scale: Double) throws {
    let image = try whiteShape(radius: 22, scale: scale, height: 44)
    let r = 22 * scale
    let left = Int(10 * scale)
    let top = Int(10 * scale)
    // Along the end, each row's half-coverage point lies on the circle of radius r.
    for row in stride(from: 1, to: Int(r), by: 3) {
      let centre = Double(row) + 0.5
      let expected = r - (r * r - (r - centre) * (r - centre)).squareRoot()
      let start = try #require(
        (left..<(left + Int(r) + 2)).first { channels(image[$0, top + row]).r >= 128 })
      #expect(
        abs(Double(start - left) - expected) <= 1, "row \(row): \(start - left) vs \(expected)")
    }
  }
}
