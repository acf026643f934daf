import CSDL2
import DisplayList
import Glibc

/// Turns convex outlines into triangles with a one-pixel alpha fringe, for anti-aliased shapes
/// drawn by `SDL_RenderGeometry` (which itself does no anti-aliasing).
///
/// The outline is split along its normals: an inner ring half a pixel inside keeps the full
/// colour, an outer ring half a pixel outside has alpha 0, and the band between them fades.
/// Buffers are reused between shapes, so steady-state drawing does not allocate.
struct ShapeTessellator {
  private(set) var vertices: [SDL_Vertex] = []
  private(set) var indices: [Int32] = []
  private var outline: [SDL_FPoint] = []

  init() {
    vertices.reserveCapacity(1024)
    indices.reserveCapacity(3072)
    outline.reserveCapacity(256)
  }

  mutating func reset() {
    vertices.removeAll(keepingCapacity: true)
    indices.removeAll(keepingCapacity: true)
  }

  /// Adds a rounded rectangle in pixels; the colour runs from `top` to `bottom` (a gradient
  /// when they differ).
  mutating func addRoundedRect(
    x: Float, y: Float, width: Float, height: Float, radius: Float, top: Color, bottom: Color
  ) {
    guard width > 0, height > 0 else { return }
    let r = min(max(radius, 0), min(width, height) / 2)
    outline.removeAll(keepingCapacity: true)
    // Enough segments that the chord error stays under a quarter pixel.
    let segments = r < 0.5 ? 0 : max(2, min(48, Int((r * 0.5).squareRoot() * 4)))
    for corner in 0..<4 {
      // Clockwise from the top-right corner (y grows downwards).
      let cx = corner == 0 || corner == 1 ? x + width - r : x + r
      let cy = corner == 1 || corner == 2 ? y + height - r : y + r
      let start = Float(corner - 1) * (Float.pi / 2)
      if segments == 0 {
        outline.append(SDL_FPoint(x: cx, y: cy))
        continue
      }
      for step in 0...segments {
        let angle = start + Float(step) / Float(segments) * (Float.pi / 2)
        outline.append(SDL_FPoint(x: cx + r * cosf(angle), y: cy + r * sinf(angle)))
      }
    }
    addConvexOutline(top: top, bottom: bottom, gradientTop: y, gradientHeight: height)
  }

  /// Adds a convex polygon given in pixels (clockwise or not).
  mutating func addPolygon(_ points: UnsafeBufferPointer<SDL_FPoint>, color: Color) {
    guard points.count >= 3 else { return }
    outline.removeAll(keepingCapacity: true)
    outline.append(contentsOf: points)
    addConvexOutline(top: color, bottom: color, gradientTop: 0, gradientHeight: 1)
  }

  /// Adds a thick line segment with square-cut ends, in pixels.
  mutating func addLine(
    from a: SDL_FPoint, to b: SDL_FPoint, width: Float, color: Color
  ) {
    let dx = b.x - a.x
    let dy = b.y - a.y
    let length = (dx * dx + dy * dy).squareRoot()
    guard length > 0 else { return }
    let nx = -dy / length * width / 2
    let ny = dx / length * width / 2
    outline.removeAll(keepingCapacity: true)
    outline.append(SDL_FPoint(x: a.x + nx, y: a.y + ny))
    outline.append(SDL_FPoint(x: b.x + nx, y: b.y + ny))
    outline.append(SDL_FPoint(x: b.x - nx, y: b.y - ny))
    outline.append(SDL_FPoint(x: a.x - nx, y: a.y - ny))
    addConvexOutline(top: color, bottom: color, gradientTop: 0, gradientHeight: 1)
  }

  private mutating func addConvexOutline(
    top: Color, bottom: Color, gradientTop: Float, gradientHeight: Float
  ) {
    let count = outline.count
    guard count >= 3 else { return }
    // Orientation decides which side of each edge is "outside".
    var area: Float = 0
    for i in 0..<count {
      let p = outline[i]
      let q = outline[(i + 1) % count]
      area += p.x * q.y - q.x * p.y
    }
    let sign: Float = area >= 0 ? 1 : -1
    var cx: Float = 0
    var cy: Float = 0
    for p in outline {
      cx += p.x
      cy += p.y
    }
    cx /= Float(count)
    cy /= Float(count)

    func color(atY y: Float, alpha scale: Float) -> SDL_Color {
      let t = gradientHeight > 0 ? min(max((y - gradientTop) / gradientHeight, 0), 1) : 0
      func lerp(_ a: UInt8, _ b: UInt8) -> UInt8 {
        UInt8(min(255, max(0, (Float(a) + (Float(b) - Float(a)) * t).rounded())))
      }
      let alpha = Float(lerp(top.alpha, bottom.alpha)) * scale
      return SDL_Color(
        r: lerp(top.red, bottom.red), g: lerp(top.green, bottom.green),
        b: lerp(top.blue, bottom.blue), a: UInt8(min(255, max(0, alpha.rounded()))))
    }

    let base = Int32(vertices.count)
    vertices.append(
      SDL_Vertex(
        position: SDL_FPoint(x: cx, y: cy), color: color(atY: cy, alpha: 1),
        tex_coord: SDL_FPoint(x: 0, y: 0)))
    for i in 0..<count {
      let prev = outline[(i + count - 1) % count]
      let p = outline[i]
      let next = outline[(i + 1) % count]
      // Average of the two edge normals, pointing outwards.
      var n1x = (p.y - prev.y) * sign
      var n1y = -(p.x - prev.x) * sign
      var n2x = (next.y - p.y) * sign
      var n2y = -(next.x - p.x) * sign
      let l1 = (n1x * n1x + n1y * n1y).squareRoot()
      let l2 = (n2x * n2x + n2y * n2y).squareRoot()
      if l1 > 0 {
        n1x /= l1
        n1y /= l1
      }
      if l2 > 0 {
        n2x /= l2
        n2y /= l2
      }
      var nx = n1x + n2x
      var ny = n1y + n2y
      let ln = (nx * nx + ny * ny).squareRoot()
      if ln > 1e-4 {
        nx /= ln
        ny /= ln
      }
      let inner = SDL_FPoint(x: p.x - nx * 0.5, y: p.y - ny * 0.5)
      let outer = SDL_FPoint(x: p.x + nx * 0.5, y: p.y + ny * 0.5)
      vertices.append(
        SDL_Vertex(position: inner, color: color(atY: inner.y, alpha: 1), tex_coord: .init()))
      vertices.append(
        SDL_Vertex(position: outer, color: color(atY: outer.y, alpha: 0), tex_coord: .init()))
    }
    for i in 0..<Int32(count) {
      let j = (i + 1) % Int32(count)
      let inner0 = base + 1 + 2 * i
      let outer0 = inner0 + 1
      let inner1 = base + 1 + 2 * j
      let outer1 = inner1 + 1
      appendTriangle(base, inner0, inner1)
      appendTriangle(inner0, outer0, outer1)
      appendTriangle(inner0, outer1, inner1)
    }
  }

  private mutating func appendTriangle(_ a: Int32, _ b: Int32, _ c: Int32) {
    indices.append(a)
    indices.append(b)
    indices.append(c)
  }
}
