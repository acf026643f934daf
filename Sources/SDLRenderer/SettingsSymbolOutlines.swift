import DisplayList
import Glibc
import NavGeometry

/// Outlines of the symbols in iOS Settings' icon tiles, simplified to lines, circles, arcs and
/// convex polygons (with cut-outs) in the unit square of the symbol's rectangle.
///
/// Coordinates are fractions of `r` (0…1 across, 0…1 down); lengths are fractions of its
/// width. The shapes follow the SF Symbols Settings uses (airplane, wifi, antenna.radiowaves,
/// bell.badge, speaker.wave.3, moon, hourglass, gear, switch.2, sun.max, apps.iphone,
/// accessibility, …) closely enough to be recognised at 19 pt, not stroke for stroke.
extension Rasterizer {
  func addSettingsOutline(of symbol: Symbol, in r: Rect) {
    func p(_ x: Double, _ y: Double) -> Point {
      Point(x: r.minX + x * r.width, y: r.minY + y * r.height)
    }
    let u = r.width
    /// A stroke with round ends (and round joins where strokes meet at their ends).
    func stroke(_ a: Point, _ b: Point, _ width: Double) {
      line(a, b, width: width * u)
      circle(center: a, radius: width * u / 2)
      circle(center: b, radius: width * u / 2)
    }
    func dot(_ x: Double, _ y: Double, _ radius: Double) {
      circle(center: p(x, y), radius: radius * u)
    }
    /// A filled rounded rectangle from (x0, y0) to (x1, y1), corner radius `radius`.
    func box(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ radius: Double) {
      let rx = radius * u / r.width
      let ry = radius * u / r.height
      quad(p(x0 + rx, y0), p(x1 - rx, y0), p(x1 - rx, y1), p(x0 + rx, y1))
      quad(p(x0, y0 + ry), p(x1, y0 + ry), p(x1, y1 - ry), p(x0, y1 - ry))
      dot(x0 + rx, y0 + ry, radius)
      dot(x1 - rx, y0 + ry, radius)
      dot(x0 + rx, y1 - ry, radius)
      dot(x1 - rx, y1 - ry, radius)
    }
    func ring(_ x: Double, _ y: Double, _ radius: Double, _ width: Double) {
      arc(center: p(x, y), radius: radius * u, from: 0, to: 2 * .pi, width: width * u)
    }
    /// Two arcs of radio waves to the right of (x, y) (`mirrored`: to the left).
    func waves(_ x: Double, _ y: Double, _ near: Double, _ far: Double, mirrored: Bool = false) {
      let middle = mirrored ? Double.pi : 0
      let spread = 0.75
      arc(
        center: p(x, y), radius: near * u, from: middle - spread, to: middle + spread,
        width: 0.08 * u)
      arc(
        center: p(x, y), radius: far * u, from: middle - spread, to: middle + spread,
        width: 0.08 * u)
    }

    switch symbol {
    case .airplane:
      stroke(p(0.1, 0.5), p(0.9, 0.5), 0.14)
      quad(p(0.5, 0.47), p(0.3, 0.06), p(0.42, 0.06), p(0.7, 0.47))
      quad(p(0.5, 0.53), p(0.3, 0.94), p(0.42, 0.94), p(0.7, 0.53))
      quad(p(0.12, 0.47), p(0.06, 0.24), p(0.14, 0.24), p(0.26, 0.47))
      quad(p(0.12, 0.53), p(0.06, 0.76), p(0.14, 0.76), p(0.26, 0.53))
    case .bluetooth:
      let top = p(0.5, 0.08)
      let bottom = p(0.5, 0.92)
      let upper = p(0.76, 0.3)
      let lower = p(0.76, 0.7)
      stroke(top, bottom, 0.09)
      stroke(top, upper, 0.09)
      stroke(upper, p(0.26, 0.72), 0.09)
      stroke(bottom, lower, 0.09)
      stroke(lower, p(0.26, 0.28), 0.09)
    case .antenna:
      dot(0.5, 0.38, 0.1)
      quad(p(0.45, 0.4), p(0.55, 0.4), p(0.6, 0.92), p(0.4, 0.92))
      waves(0.5, 0.38, 0.22, 0.38)
      waves(0.5, 0.38, 0.22, 0.38, mirrored: true)
    case .link:
      // Two interlocked links of a chain, diagonal.
      stroke(p(0.18, 0.82), p(0.56, 0.44), 0.28)
      erase { stroke(p(0.18, 0.82), p(0.56, 0.44), 0.13) }
      stroke(p(0.44, 0.56), p(0.82, 0.18), 0.28)
      erase { stroke(p(0.44, 0.56), p(0.82, 0.18), 0.13) }
    case .bell:
      dot(0.5, 0.42, 0.27)
      quad(p(0.23, 0.42), p(0.77, 0.42), p(0.86, 0.78), p(0.14, 0.78))
      stroke(p(0.12, 0.76), p(0.88, 0.76), 0.08)
      dot(0.5, 0.87, 0.09)
      dot(0.5, 0.13, 0.07)
    case .speaker:
      quad(p(0.06, 0.36), p(0.26, 0.36), p(0.26, 0.64), p(0.06, 0.64))
      quad(p(0.26, 0.36), p(0.5, 0.14), p(0.5, 0.86), p(0.26, 0.64))
      waves(0.44, 0.5, 0.2, 0.36)
    case .moon:
      dot(0.48, 0.52, 0.4)
      erase { dot(0.72, 0.32, 0.33) }
    case .hourglass:
      triangle(p(0.24, 0.14), p(0.76, 0.14), p(0.5, 0.52))
      triangle(p(0.5, 0.48), p(0.24, 0.86), p(0.76, 0.86))
      stroke(p(0.18, 0.1), p(0.82, 0.1), 0.08)
      stroke(p(0.18, 0.9), p(0.82, 0.9), 0.08)
    case .gear:
      dot(0.5, 0.5, 0.33)
      for tooth in 0..<8 {
        let angle = Double(tooth) * Double.pi / 4
        let (c, s) = (cos(angle), sin(angle))
        let (inner, outer, half) = (0.25, 0.47, 0.075)
        quad(
          p(0.5 + inner * c - half * s, 0.5 + inner * s + half * c),
          p(0.5 + outer * c - half * s, 0.5 + outer * s + half * c),
          p(0.5 + outer * c + half * s, 0.5 + outer * s - half * c),
          p(0.5 + inner * c + half * s, 0.5 + inner * s - half * c))
      }
      erase { dot(0.5, 0.5, 0.14) }
    case .switches:
      stroke(p(0.2, 0.3), p(0.8, 0.3), 0.3)
      erase { stroke(p(0.2, 0.3), p(0.8, 0.3), 0.16) }
      dot(0.72, 0.3, 0.1)
      stroke(p(0.2, 0.7), p(0.8, 0.7), 0.3)
      erase { dot(0.28, 0.7, 0.1) }
    case .sun:
      dot(0.5, 0.5, 0.2)
      for ray in 0..<8 {
        let angle = Double(ray) * Double.pi / 4
        stroke(
          p(0.5 + 0.32 * cos(angle), 0.5 + 0.32 * sin(angle)),
          p(0.5 + 0.44 * cos(angle), 0.5 + 0.44 * sin(angle)), 0.08)
      }
    case .grid:
      for tile in 0..<4 {
        let x = tile % 2 == 0 ? 0.1 : 0.54
        let y = tile < 2 ? 0.1 : 0.54
        box(x, y, x + 0.36, y + 0.36, 0.09)
      }
    case .accessibility:
      ring(0.5, 0.5, 0.43, 0.07)
      dot(0.5, 0.29, 0.075)
      stroke(p(0.27, 0.42), p(0.73, 0.42), 0.08)
      stroke(p(0.5, 0.42), p(0.5, 0.6), 0.1)
      stroke(p(0.5, 0.6), p(0.39, 0.78), 0.08)
      stroke(p(0.5, 0.6), p(0.61, 0.78), 0.08)
    case .flower:
      for petal in 0..<6 {
        let angle = Double(petal) * Double.pi / 3 - Double.pi / 2
        dot(0.5 + 0.24 * cos(angle), 0.5 + 0.24 * sin(angle), 0.16)
      }
      erase { dot(0.5, 0.5, 0.09) }
    case .clock:
      ring(0.5, 0.5, 0.4, 0.08)
      stroke(p(0.5, 0.5), p(0.5, 0.26), 0.08)
      stroke(p(0.5, 0.5), p(0.67, 0.6), 0.08)
    case .siri:
      // A waveform, as Siri draws while listening.
      for bar in 0..<7 {
        // Tallest in the middle: 0.76 of the height, falling off by a cosine.
        let height = 0.16 + 0.6 * cos(Double(bar - 3) * Double.pi / 7)
        let x = 0.14 + 0.12 * Double(bar)
        stroke(p(x, 0.5 - height / 2), p(x, 0.5 + height / 2), 0.08)
      }
    case .faceID:
      for corner in 0..<4 {
        // The four corner brackets of the scanning frame.
        let dx = corner % 2 == 0 ? 1.0 : -1.0
        let dy = corner < 2 ? 1.0 : -1.0
        let x = 0.5 - 0.4 * dx
        let y = 0.5 - 0.4 * dy
        stroke(p(x, y), p(x + 0.2 * dx, y), 0.07)
        stroke(p(x, y), p(x, y + 0.2 * dy), 0.07)
      }
      stroke(p(0.36, 0.36), p(0.36, 0.44), 0.07)
      stroke(p(0.64, 0.36), p(0.64, 0.44), 0.07)
      stroke(p(0.52, 0.36), p(0.52, 0.56), 0.06)
      stroke(p(0.52, 0.56), p(0.46, 0.56), 0.06)
      arc(center: p(0.5, 0.5), radius: 0.18 * u, from: 0.6, to: .pi - 0.6, width: 0.07 * u)
    case .exposure:
      ring(0.5, 0.5, 0.28, 0.08)
      dot(0.5, 0.5, 0.09)
      for spike in 0..<6 {
        let angle = Double(spike) * Double.pi / 3
        dot(0.5 + 0.42 * cos(angle), 0.5 + 0.42 * sin(angle), 0.065)
      }
    case .hand:
      box(0.24, 0.44, 0.76, 0.9, 0.16)
      stroke(p(0.31, 0.16), p(0.31, 0.55), 0.12)
      stroke(p(0.44, 0.1), p(0.44, 0.55), 0.12)
      stroke(p(0.57, 0.12), p(0.57, 0.55), 0.12)
      stroke(p(0.7, 0.2), p(0.7, 0.55), 0.12)
      stroke(p(0.3, 0.66), p(0.13, 0.46), 0.12)
    case .appStore:
      // The App Store's "A" of three sticks.
      stroke(p(0.24, 0.8), p(0.56, 0.2), 0.1)
      stroke(p(0.44, 0.2), p(0.76, 0.8), 0.1)
      stroke(p(0.18, 0.62), p(0.82, 0.62), 0.1)
    case .wallet:
      box(0.08, 0.2, 0.92, 0.82, 0.1)
      erase {
        stroke(p(0.2, 0.38), p(0.8, 0.38), 0.06)
        stroke(p(0.08, 0.54), p(0.92, 0.54), 0.06)
      }
    case .key:
      dot(0.3, 0.5, 0.21)
      erase { dot(0.28, 0.5, 0.08) }
      stroke(p(0.48, 0.5), p(0.9, 0.5), 0.1)
      stroke(p(0.76, 0.5), p(0.76, 0.68), 0.08)
      stroke(p(0.88, 0.5), p(0.88, 0.64), 0.08)
    case .envelope:
      box(0.06, 0.2, 0.94, 0.8, 0.08)
      erase {
        stroke(p(0.1, 0.26), p(0.5, 0.56), 0.07)
        stroke(p(0.5, 0.56), p(0.9, 0.26), 0.07)
      }
    case .person:
      dot(0.5, 0.3, 0.18)
      dot(0.5, 0.92, 0.36)
      // The shoulders end in a straight line.
      erase { quad(p(-0.1, 0.9), p(1.1, 0.9), p(1.1, 1.4), p(-0.1, 1.4)) }
    case .notes:
      box(0.14, 0.08, 0.86, 0.92, 0.1)
      erase {
        for line in 0..<3 {
          let y = 0.4 + 0.16 * Double(line)
          stroke(p(0.28, y), p(0.72, y), 0.06)
        }
        stroke(p(0.14, 0.26), p(0.86, 0.26), 0.03)
      }
    case .checklist:
      for item in 0..<3 {
        let y = 0.22 + 0.28 * Double(item)
        dot(0.18, y, 0.08)
        stroke(p(0.38, y), p(0.88, y), 0.08)
      }
    default:
      break
    }
  }
}
