import DisplayList
import NavGeometry
import NavLabCore
import SDLRenderer
import ScreenModel
import Testing

/// Issue 20's tab bar labels against a real iOS 17.5 tab bar (49 pt; snapshot-test images at
/// 393 × 852 @3x): "Item B"'s baseline 45.0 pt below the bar's top and its ink 30.0 pt wide.
/// Part of the serialized golden suite (SDL and the fonts are shared).
extension GoldenImageTests {
  /// Settings at rest with three tabs "Item A", "Item B", "Item C", the first selected.
  func itemTabsEngine() throws -> Engine {
    var scene = try Self.chromeScene()
    scene.tabBar = TabBarSpec(
      items: ["A", "B", "C"].map { TabBarSpec.Item(label: "Item \($0)", glyph: "gear") })
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: scene))
    engine.advance(to: 0)
    return engine
  }

  /// The box of pixels darker than `threshold` (red channel) inside the pixel rectangle.
  func inkBox(
    _ image: PixelImage, x: Range<Int>, y: Range<Int>, threshold: Int = 200
  ) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    var box: (x0: Int, y0: Int, x1: Int, y1: Int)?
    for row in y {
      for column in x where rgb(image[column, row]).r < threshold {
        let b = box ?? (column, row, column + 1, row + 1)
        box = (min(b.x0, column), min(b.y0, row), max(b.x1, column + 1), max(b.y1, row + 1))
      }
    }
    return box
  }

  @Test("Tab bar at @3x: \"Item B\" sits on a baseline 45.0 pt below the bar's top, 30.0 pt wide")
  func tabBarLabelMetrics() throws {
    let engine = try itemTabsEngine()
    let bar = try #require(engine.top.tabBar(device: engine.device))
    let image = try render(engine, scale: 3)
    let slot = bar.itemFrame(1)
    // The label's rows: the lower part of the 49 pt bar, below the icon.
    let labelBox = inkBox(
      image, x: Int(slot.minX * 3)..<Int(slot.maxX * 3),
      y: Int((slot.minY + 34) * 3)..<Int((slot.minY + 49) * 3))
    let label = try #require(labelBox)
    // No descender in "Item B": the ink's bottom is the baseline.
    let baseline = Double(label.y1) / 3 - slot.minY
    let width = Double(label.x1 - label.x0) / 3
    #expect(abs(baseline - 45.0) <= 0.5, "baseline \(baseline) pt below the bar's top")
    #expect(abs(width - 30.0) / 30.0 <= 0.03, "\"Item B\" is \(width) pt wide")
    // The icon stays above the label with a gap.
    let iconBox = inkBox(
      image, x: Int(slot.minX * 3)..<Int(slot.maxX * 3),
      y: Int(slot.minY * 3)..<Int((slot.minY + 34) * 3))
    let icon = try #require(iconBox)
    #expect(icon.y1 < label.y0 - 6, "icon \(icon), label \(label)")
  }
}
