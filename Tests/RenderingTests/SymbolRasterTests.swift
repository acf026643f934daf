import DisplayList
import NavGeometry
import SDLRenderer
import Testing

/// Symbols, chevrons and hairlines in device pixels, drawn white on black by the rasterizer
/// (issue 11, items 5 and 6). No text, so no SDL2_ttf.
@Suite("Symbols and hairlines in pixels")
struct SymbolRasterTests {
  /// Renders `list` into a `width` × `height` buffer at `scale`, over black (the rasterizer
  /// suite's helper).
  func render(width: Int, height: Int, scale: Double, _ build: (inout DisplayList) -> Void) throws
    -> PixelImage
  {
    try RasterizerTests().render(
      width: width, height: height, scale: scale, background: .black, build)
  }

  /// Green channel: white ink over black is its coverage, 0…255.
  func ink(_ image: PixelImage, _ x: Int, _ y: Int) -> Int { Int(image[x, y] >> 8 & 0xFF) }

  /// Bounding box (x0, y0, x1, y1, exclusive) of pixels inked more than a quarter.
  func inkBox(_ image: PixelImage) -> (Int, Int, Int, Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<image.height {
      for x in 0..<image.width where ink(image, x, y) > 64 {
        let b = box ?? (x, y, x + 1, y + 1)
        box = (min(b.0, x), min(b.1, y), max(b.2, x + 1), max(b.3, y + 1))
      }
    }
    return box
  }

  @Test(
    "Chevrons fill their size exactly at 3×: disclosure 7 × 12 pt = 21 × 36 px, back 11 × 19 = 33 × 57",
    arguments: [(Symbol.chevronRight, 7.0, 12.0), (.chevronLeft, 11, 19)])
  func chevronBoxes(symbol: Symbol, width: Double, height: Double) throws {
    let image = try render(width: 60, height: 75, scale: 3) { list in
      list.symbol(symbol, in: Rect(x: 2, y: 2, width: width, height: height), color: .white)
    }
    let box = try #require(inkBox(image))
    #expect(box.0 == 6 && box.1 == 6)
    #expect(box.2 - box.0 == Int(width * 3) && box.3 - box.1 == Int(height * 3))
    // The tip points the right way: its row's ink is at the far side of the box.
    let tipRow = 6 + Int(height * 3) / 2
    let tipInk = (box.0..<box.2).filter { ink(image, $0, tipRow) > 128 }
    if symbol == .chevronRight {
      #expect(tipInk.max() == box.2 - 1 && tipInk.min()! > box.0 + Int(width))
    } else {
      #expect(tipInk.min() == box.0 && tipInk.max()! < box.2 - 1 - Int(width))
    }
  }

  @Test("Every symbol draws distinct, anti-aliased ink inside its 19 pt box at 3×")
  func everySymbolDraws() throws {
    var images: [Symbol: PixelImage] = [:]
    for symbol in Symbol.allCases {
      // The status-bar symbols keep their proportions, as in the settings tiles.
      let size: (Double, Double) =
        switch symbol {
        case .wifi: (19, 14)
        case .battery: (21, 10)
        case .cellularBars: (17, 11)
        default: (19, 19)
        }
      let rect = Rect(
        x: 4 + (19 - size.0) / 2, y: 4 + (19 - size.1) / 2, width: size.0, height: size.1)
      let image = try render(width: 81, height: 81, scale: 3) { list in
        list.symbol(symbol, in: rect, color: .white)
      }
      let inked = image.pixels.indices.filter { image.pixels[$0] >> 8 & 0xFF > 64 }.count
      let partial = image.pixels.filter { (1...200).contains($0 >> 8 & 0xFF) }.count
      let area = 57 * 57
      // Enough ink to read (over 5 % of the box), not a blob (under 70 %), soft edges.
      #expect(inked > area / 20, "\(symbol): \(inked) px")
      #expect(inked < area * 7 / 10, "\(symbol): \(inked) px")
      #expect(partial > 20, "\(symbol): \(partial) edge px")
      // Nothing outside its rectangle but the square ends of a few strokes (2 px at most).
      let box = try #require(inkBox(image))
      let x0 = Int(rect.minX * 3) - 2
      let y0 = Int(rect.minY * 3) - 2
      let x1 = Int((rect.maxX * 3).rounded(.up)) + 2
      let y1 = Int((rect.maxY * 3).rounded(.up)) + 2
      #expect(box.0 >= x0 && box.1 >= y0 && box.2 <= x1 && box.3 <= y1, "\(symbol): \(box)")
      images[symbol] = image
    }
    // No two symbols look alike: at least 150 pixels (5 %) differ clearly.
    let all = Symbol.allCases
    for i in all.indices {
      for j in all.indices where j > i {
        let a = images[all[i]]!.pixels
        let b = images[all[j]]!.pixels
        let differing = a.indices.filter {
          abs(Int(a[$0] >> 8 & 0xFF) - Int(b[$0] >> 8 & 0xFF)) > 96
        }
        #expect(differing.count > 150, "\(all[i]) vs \(all[j]): \(differing.count)")
      }
    }
  }

  @Test(
    "A one-device-pixel hairline (1/3 pt) drawn at 1× covers exactly one row at any offset",
    arguments: Array(stride(from: 0.0, to: 1.0, by: 0.125)) + [0.1, 1 / 3.0, 2 / 3.0])
  func hairlineAtOneX(fraction: Double) throws {
    let y = 5 + fraction
    let image = try render(width: 8, height: 12, scale: 1) { list in
      list.fill(Rect(x: 1, y: y, width: 6, height: 1 / 3.0), color: .white)
      // A vertical one too.
      list.fill(Rect(x: 7 + fraction - 6, y: 9, width: 1 / 3.0, height: 2), color: .white)
    }
    // One row, one the line touches, fully painted (before: none when it missed a pixel's
    // middle, e.g. at whole-pixel offsets).
    let rows = (0..<9).filter { row in ink(image, 3, row) > 0 }
    #expect(rows.count == 1)
    #expect(rows.allSatisfy { Double($0) + 1 > y && Double($0) < y + 1 / 3.0 })
    #expect(rows.allSatisfy { ink(image, 3, $0) == 255 })
    let x = 1 + fraction
    let columns = (0..<8).filter { column in ink(image, column, 10) > 0 }
    #expect(columns.count == 1)
    #expect(columns.allSatisfy { Double($0) + 1 > x && Double($0) < x + 1 / 3.0 })
  }
}

extension SymbolRasterTests {
  @Test(
    "The back chevron (11 × 19 pt at 3×) carries iOS's 64 pt² of ink (issue 20: it had 75, a 2.97 pt stroke)"
  )
  func backChevronInk() throws {
    let image = try render(width: 60, height: 75, scale: 3) { list in
      list.symbol(.chevronLeft, in: Rect(x: 2, y: 2, width: 11, height: 19), color: .white)
    }
    var total = 0
    for y in 0..<image.height {
      for x in 0..<image.width { total += ink(image, x, y) }
    }
    // Coverage summed in pixels, nine to a square point at 3×.
    let points = Double(total) / 255 / 9
    #expect(abs(points - 64) <= 1.5, "\(points) pt² of ink")
  }
}
