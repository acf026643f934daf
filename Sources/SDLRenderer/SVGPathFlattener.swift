import Glibc
import NavGeometry

/// SVG path data (`d`, SVG 1.1 §8.3: M L H V C S Q T A Z in both cases) turned into polylines.
///
/// Curves and arcs are cut into segments no longer than about `step` output units after
/// `transform`, an axis-aligned scale and offset (grid units to pixels), so a symbol's outline
/// is as smooth at 3x as at 1x. Used when a symbol's mask is made (then cached), never per
/// frame; malformed data ends the path where it stops making sense rather than failing.
struct SVGPathFlattener {
  /// Output = input × scale + offset, per axis.
  var scaleX: Double
  var scaleY: Double
  var offsetX: Double
  var offsetY: Double
  /// Longest segment a curve is cut into, in output units.
  var step = 1.5

  /// Each subpath as a polyline in output units, and whether it was closed (`Z`).
  func contours(_ data: String) -> [(points: [Point], closed: Bool)] {
    var scanner = Scanner(bytes: Array(data.utf8))
    var result: [(points: [Point], closed: Bool)] = []
    var points: [Point] = []
    var current = Point(x: 0, y: 0)
    var start = current
    // The last curve's second control point, for S and T's reflection.
    var lastCubic: Point?
    var lastQuadratic: Point?
    var command: UInt8 = 0

    func finish(closed: Bool) {
      if points.count > 1 { result.append((points, closed)) }
      points = []
    }

    while let next = scanner.nextCommand(current: command) {
      command = next
      let relative = command >= UInt8(ascii: "a")
      let base = relative ? current : Point(x: 0, y: 0)
      var cubicControl: Point?
      var quadraticControl: Point?
      switch command | 0x20 {
      case UInt8(ascii: "m"):
        guard let x = scanner.number(), let y = scanner.number() else { return result }
        finish(closed: false)
        current = Point(x: base.x + x, y: base.y + y)
        start = current
        points = [map(current)]
        // Further pairs after a move are lines (SVG 1.1 §8.3.2).
        command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
      case UInt8(ascii: "l"):
        guard let x = scanner.number(), let y = scanner.number() else { return result }
        current = Point(x: base.x + x, y: base.y + y)
        append(current, to: &points)
      case UInt8(ascii: "h"):
        guard let x = scanner.number() else { return result }
        current = Point(x: (relative ? current.x : 0) + x, y: current.y)
        append(current, to: &points)
      case UInt8(ascii: "v"):
        guard let y = scanner.number() else { return result }
        current = Point(x: current.x, y: (relative ? current.y : 0) + y)
        append(current, to: &points)
      case UInt8(ascii: "c"), UInt8(ascii: "s"):
        let first: Point
        if command | 0x20 == UInt8(ascii: "c") {
          guard let x = scanner.number(), let y = scanner.number() else { return result }
          first = Point(x: base.x + x, y: base.y + y)
        } else {
          first =
            lastCubic.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) } ?? current
        }
        guard let x2 = scanner.number(), let y2 = scanner.number(), let x = scanner.number(),
          let y = scanner.number()
        else { return result }
        let second = Point(x: base.x + x2, y: base.y + y2)
        let end = Point(x: base.x + x, y: base.y + y)
        cubic(current, first, second, end, into: &points)
        cubicControl = second
        current = end
      case UInt8(ascii: "q"), UInt8(ascii: "t"):
        let control: Point
        if command | 0x20 == UInt8(ascii: "q") {
          guard let x = scanner.number(), let y = scanner.number() else { return result }
          control = Point(x: base.x + x, y: base.y + y)
        } else {
          control =
            lastQuadratic.map { Point(x: 2 * current.x - $0.x, y: 2 * current.y - $0.y) }
            ?? current
        }
        guard let x = scanner.number(), let y = scanner.number() else { return result }
        let end = Point(x: base.x + x, y: base.y + y)
        // A quadratic is the cubic with controls two thirds of the way to its control point.
        cubic(
          current,
          Point(
            x: current.x + 2 / 3 * (control.x - current.x),
            y: current.y + 2 / 3 * (control.y - current.y)),
          Point(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y)),
          end, into: &points)
        quadraticControl = control
        current = end
      case UInt8(ascii: "a"):
        guard let rx = scanner.number(), let ry = scanner.number(),
          let rotation = scanner.number(), let large = scanner.flag(), let sweep = scanner.flag(),
          let x = scanner.number(), let y = scanner.number()
        else { return result }
        let end = Point(x: base.x + x, y: base.y + y)
        arc(
          from: current, to: end, radii: (abs(rx), abs(ry)), rotation: rotation * .pi / 180,
          large: large, sweep: sweep, into: &points)
        current = end
      case UInt8(ascii: "z"):
        current = start
        finish(closed: true)
        points = [map(current)]
      default:
        return result
      }
      lastCubic = cubicControl
      lastQuadratic = quadraticControl
    }
    finish(closed: false)
    return result
  }

  private func map(_ p: Point) -> Point {
    Point(x: p.x * scaleX + offsetX, y: p.y * scaleY + offsetY)
  }

  private func append(_ p: Point, to points: inout [Point]) {
    points.append(map(p))
  }

  /// Segments needed for a curve whose control polygon is `length` output units long.
  private func segments(_ length: Double) -> Int {
    guard length.isFinite else { return 1 }
    return min(max(Int((length / step).rounded(.up)), 2), 96)
  }

  private func cubic(_ a: Point, _ b: Point, _ c: Point, _ d: Point, into points: inout [Point]) {
    let (pa, pb, pc, pd) = (map(a), map(b), map(c), map(d))
    let length = distance(pa, pb) + distance(pb, pc) + distance(pc, pd)
    let count = segments(length)
    for index in 1...count {
      let t = Double(index) / Double(count)
      let u = 1 - t
      let w0 = u * u * u
      let w1 = 3 * u * u * t
      let w2 = 3 * u * t * t
      let w3 = t * t * t
      points.append(
        Point(
          x: w0 * pa.x + w1 * pb.x + w2 * pc.x + w3 * pd.x,
          y: w0 * pa.y + w1 * pb.y + w2 * pc.y + w3 * pd.y))
    }
  }

  /// An elliptical arc, by the endpoint-to-centre conversion of SVG 1.1 Appendix F.6.5 (radii
  /// too small for the endpoints grow as F.6.6 says).
  private func arc(
    from p1: Point, to p2: Point, radii: (Double, Double), rotation: Double, large: Bool,
    sweep: Bool, into points: inout [Point]
  ) {
    var (rx, ry) = radii
    guard rx > 0, ry > 0, p1 != p2 else {
      append(p2, to: &points)
      return
    }
    let cosR = cos(rotation)
    let sinR = sin(rotation)
    let dx = (p1.x - p2.x) / 2
    let dy = (p1.y - p2.y) / 2
    let x1 = cosR * dx + sinR * dy
    let y1 = -sinR * dx + cosR * dy
    let lambda = x1 * x1 / (rx * rx) + y1 * y1 / (ry * ry)
    if lambda > 1 {
      rx *= lambda.squareRoot()
      ry *= lambda.squareRoot()
    }
    let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
    let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
    var factor = denominator > 0 ? (max(numerator, 0) / denominator).squareRoot() : 0
    if large == sweep { factor = -factor }
    let cx1 = factor * rx * y1 / ry
    let cy1 = -factor * ry * x1 / rx
    let cx = cosR * cx1 - sinR * cy1 + (p1.x + p2.x) / 2
    let cy = sinR * cx1 + cosR * cy1 + (p1.y + p2.y) / 2
    let start = atan2((y1 - cy1) / ry, (x1 - cx1) / rx)
    var delta = atan2((-y1 - cy1) / ry, (-x1 - cx1) / rx) - start
    if sweep, delta < 0 { delta += 2 * .pi }
    if !sweep, delta > 0 { delta -= 2 * .pi }
    let scale = max(abs(scaleX), abs(scaleY))
    let count = segments(abs(delta) * max(rx, ry) * scale)
    for index in 1...count {
      let angle = start + delta * Double(index) / Double(count)
      let ex = rx * cos(angle)
      let ey = ry * sin(angle)
      if index == count {
        append(p2, to: &points)
      } else {
        append(Point(x: cosR * ex - sinR * ey + cx, y: sinR * ex + cosR * ey + cy), to: &points)
      }
    }
  }

  private func distance(_ a: Point, _ b: Point) -> Double {
    ((b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y)).squareRoot()
  }

  /// Reads commands, numbers and arc flags from path data.
  private struct Scanner {
    let bytes: [UInt8]
    var index = 0

    private mutating func skipSeparators() {
      while index < bytes.count,
        bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",")
          || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t")
          || bytes[index] == UInt8(ascii: "\r")
      {
        index += 1
      }
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
      switch byte | 0x20 {
      case UInt8(ascii: "m"), UInt8(ascii: "l"), UInt8(ascii: "h"), UInt8(ascii: "v"),
        UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "q"), UInt8(ascii: "t"),
        UInt8(ascii: "a"), UInt8(ascii: "z"):
        true
      default: false
      }
    }

    /// The next command letter, or `current` repeated when numbers follow (implicit repeats);
    /// nil at the end.
    mutating func nextCommand(current: UInt8) -> UInt8? {
      skipSeparators()
      guard index < bytes.count else { return nil }
      if Self.isCommand(bytes[index]) {
        index += 1
        return bytes[index - 1]
      }
      // Numbers after Z, or before any command, are malformed.
      guard current != 0, current | 0x20 != UInt8(ascii: "z") else { return nil }
      return current
    }

    /// A number: sign, digits, fraction, exponent (`.5.5` is two numbers).
    mutating func number() -> Double? {
      skipSeparators()
      let begin = index
      if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+")
      {
        index += 1
      }
      var digits = 0
      var sawDot = false
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
          digits += 1
        } else if byte == UInt8(ascii: "."), !sawDot {
          sawDot = true
        } else {
          break
        }
        index += 1
      }
      guard digits > 0 else {
        index = begin
        return nil
      }
      if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
        var probe = index + 1
        if probe < bytes.count,
          bytes[probe] == UInt8(ascii: "-") || bytes[probe] == UInt8(ascii: "+")
        {
          probe += 1
        }
        if probe < bytes.count, bytes[probe] >= UInt8(ascii: "0"), bytes[probe] <= UInt8(ascii: "9")
        {
          index = probe
          while index < bytes.count, bytes[index] >= UInt8(ascii: "0"),
            bytes[index] <= UInt8(ascii: "9")
          {
            index += 1
          }
        }
      }
      let text = String(decoding: bytes[begin..<index], as: UTF8.self)
      guard let value = Double(text), value.isFinite else { return nil }
      return value
    }

    /// An arc flag: a single `0` or `1`, which may run into the next number (`a5 5 0 011 1`).
    mutating func flag() -> Bool? {
      skipSeparators()
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "0"):
        index += 1
        return false
      case UInt8(ascii: "1"):
        index += 1
        return true
      default: return nil
      }
    }
  }
}
