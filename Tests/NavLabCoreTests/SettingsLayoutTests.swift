import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore

/// Settings' layout against REFERENCE.md: bar 44 pt + 52 pt large title, rows 44 pt, inset
/// groups 16 pt from the edges, 22 pt apart.
@Suite("Settings layout numbers")
struct SettingsLayoutTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var device: Device
    /// Where the navigation bar starts: the status bar's height (54 on the 15 Pro, not 59).
    var barTop: Double
    var width: Double
    var testDescription: String { device.name }
  }

  static let cases = [
    Case(device: .iPhone15Pro, barTop: 54, width: 393),
    Case(device: .iPhone14, barTop: 47, width: 390),
    Case(device: .se, barTop: 20, width: 375),
  ]

  @Test("Bar and large title: content starts 44 + 52 pt below the status bar", arguments: cases)
  func contentTop(_ c: Case) {
    let engine = makeEngine(device: c.device)
    let screen = engine.top
    #expect(screen.isLarge)
    #expect(screen.contentTopAtRest == c.barTop + 96)
    #expect(screen.contentOrigin == c.barTop + 96)
    let bar = screen.navigationBar(device: c.device)
    #expect(bar.barBottom == c.barTop + 44 + 52)
    #expect(bar.compactBarFrame == Rect(x: 0, y: c.barTop, width: c.width, height: 44))
    // 34 pt title in a 41 pt line box, 8 pt above the bar's bottom, 16 pt from the edge.
    #expect(bar.largeTitleFrame.minX == 16)
    #expect(bar.largeTitleFrame.maxY == c.barTop + 96 - 8)
    #expect(bar.backgroundAlpha == 0)
    #expect(bar.showsLargeTitle)
  }

  @Test("Inset-grouped rows: x 16, width − 32, 44 tall, sections 22 pt apart", arguments: cases)
  func rows(_ c: Case) {
    let screen = makeEngine(device: c.device).top
    let list = screen.list
    #expect(list.style == .insetGrouped)
    #expect(list.sectionSpacing == 22)
    // The list starts 12 pt below the bar; the first section is preceded by its 22 pt gap.
    let first = list.rowFrame(0)
    #expect(first == Rect(x: 16, y: 12 + 22, width: c.width - 32, height: 44))
    #expect(screen.contentOrigin + first.minY == c.barTop + 96 + 34)
    // Sections of 5, 4, 13, 2 and 6 rows.
    #expect(list.rowFrame(4).maxY == 34 + 5 * 44)
    #expect(list.rowFrame(5).minY == list.rowFrame(4).maxY + 22)
    #expect(list.rowFrame(9).minY == list.rowFrame(8).maxY + 22)
    #expect(list.rowFrame(10).minY == list.rowFrame(9).maxY)
    #expect(
      list.rowFrame(29)
        == Rect(x: 16, y: 34 + 30 * 44 + 4 * 22 - 44, width: c.width - 32, height: 44))
    #expect(list.sectionCount == 5)
    #expect(list.contentHeight == list.rowFrame(29).maxY + 22)
  }

  @Test("Painted groups, separators and labels", arguments: cases)
  func painted(_ c: Case) throws {
    let engine = makeEngine(device: c.device)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    let origin = engine.top.contentOrigin
    let theme = Theme.light
    // The first group's background: a rounded white rect with radius 10 around rows 0...4.
    let group = Rect(x: 16, y: origin + 34, width: c.width - 32, height: 5 * 44)
    #expect(list.commands.contains(.fill(group, radius: 10, theme.cellBackground)))
    // Separators: one device pixel tall, from the label column to the row's right edge, under
    // every row but the last of its section.
    let hairline = 1 / c.device.scale
    let separators = list.commands.compactMap { command -> Rect? in
      if case .fill(let rect, 0, theme.separator) = command { return rect }
      return nil
    }
    let labelX = 16.0 + 16 + 29 + 16
    #expect(separators.count >= 4)
    for separator in separators {
      #expect(separator.height == hairline)
      #expect(separator.minX == labelX)
      #expect(close(separator.maxX, c.width - 16))
    }
    // Rows 0...3 have separators at their bottoms, row 4 (last of its section) has none.
    let bottoms = Set(separators.map { ($0.maxY - origin).rounded() })
    for row in 0..<4 { #expect(bottoms.contains(34 + Double(row + 1) * 44)) }
    #expect(!bottoms.contains(34 + 5 * 44))
    let strings = texts(list)
    #expect(strings.contains("Settings"))
    #expect(strings.contains("Airplane Mode"))
    #expect(strings.contains("Wi-Fi"))
  }
}
