import DisplayList
import NavGeometry
import ScreenModel
import Testing

@testable import NavLabCore

/// Settings' layout against docs/references.md: bar 44 pt + 52 pt large title + the 52 pt search
/// strip (`SearchFieldLayout.areaHeight`), rows 44 pt, inset groups 20 pt from the edges (16 on 375
/// pt phones), 35 pt apart.
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

  @Test(
    "Bar, large title and search strip: content starts 44 + 52 + 52 pt below the status bar",
    arguments: cases)
  func contentTop(_ c: Case) {
    let engine = makeEngine(device: c.device)
    let screen = engine.top
    #expect(screen.isLarge)
    #expect(screen.contentTopAtRest == c.barTop + 44 + 52 + 52)
    #expect(screen.contentOrigin == c.barTop + 44 + 52 + 52)
    let bar = screen.navigationBar(device: c.device)
    #expect(bar.barBottom == c.barTop + 44 + 52 + 52)
    #expect(bar.compactBarFrame == Rect(x: 0, y: c.barTop, width: c.width, height: 44))
    // The search strip is the bar's last 52 pt, under the large title.
    #expect(bar.searchArea == Rect(x: 0, y: c.barTop + 96, width: c.width, height: 52))
    // 34 pt title in a 41 pt line box, 8 pt above the large-title area's bottom (the search
    // strip's top), 16 pt from the edge.
    #expect(bar.largeTitleFrame.minX == 16)
    #expect(bar.largeTitleFrame.maxY == c.barTop + 96 - 8)
    #expect(bar.backgroundAlpha == 0)
    #expect(bar.showsLargeTitle)
  }

  @Test(
    "Inset-grouped rows: side margin m (20 pt on 393, 16 on 375), 44 tall, sections 35 pt apart",
    arguments: cases)
  func rows(_ c: Case) {
    let screen = makeEngine(device: c.device).top
    let list = screen.list
    let m = c.width > 375 ? 20.0 : 16
    #expect(list.style == .insetGrouped)
    #expect(list.sectionSpacing == 35)
    // The first section is preceded by its 35 pt gap, right under the bar (and its search strip).
    let first = list.rowFrame(0)
    #expect(first == Rect(x: m, y: 35, width: c.width - 2 * m, height: 44))
    #expect(screen.contentOrigin + first.minY == c.barTop + 96 + 52 + 35)
    // Sections of 5, 4, 13, 2 and 6 rows.
    #expect(list.rowFrame(4).maxY == 35 + 5 * 44)
    #expect(list.rowFrame(5).minY == list.rowFrame(4).maxY + 35)
    #expect(list.rowFrame(9).minY == list.rowFrame(8).maxY + 35)
    #expect(list.rowFrame(10).minY == list.rowFrame(9).maxY)
    #expect(
      list.rowFrame(29)
        == Rect(x: m, y: 35 + 30 * 44 + 4 * 35 - 44, width: c.width - 2 * m, height: 44))
    #expect(list.sectionCount == 5)
    #expect(list.contentHeight == list.rowFrame(29).maxY + 35)
  }

  @Test("Painted groups, icons, labels, chevrons and separators", arguments: cases)
  func painted(_ c: Case) throws {
    let engine = makeEngine(device: c.device)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    let origin = engine.top.contentOrigin
    let theme = Theme.light
    let m = c.width > 375 ? 20.0 : 16
    // The first group's background: a rounded white rect with radius 10 around rows 0...4.
    let group = Rect(x: m, y: origin + 35, width: c.width - 2 * m, height: 5 * 44)
    #expect(list.commands.contains(.fill(group, radius: 10, theme.cellBackground)))
    // Icon tile 29 pt, 16 pt into the cell; the label 16 pt after it; a 7 × 12 chevron whose
    // trailing edge is 17.5 pt from the cell's.
    let rowMid = origin + 35 + 22
    let tile = Rect(x: m + 16, y: rowMid - 14.5, width: 29, height: 29)
    #expect(list.commands.contains(.fill(tile, radius: 7, Theme.light.orange)))
    #expect(
      list.commands.contains(
        .symbol(
          .airplane, Rect(x: m + 21, y: rowMid - 9.5, width: 19, height: 19), .white,
          level: 1)))
    let labelX = m + 16 + 29 + 16
    let chevron = Rect(x: c.width - m - 17.5 - 7, y: rowMid - 6, width: 7, height: 12)
    // Without a value the label may use everything up to 10 pt before the chevron.
    #expect(
      list.commands.contains(
        .text(
          "Airplane Mode", font: .body, color: theme.label, x: labelX, midY: rowMid,
          alignment: .leading, scale: 1, maxWidth: chevron.minX - 10 - labelX)))
    #expect(list.commands.contains(.symbol(.chevronRight, chevron, theme.tertiaryLabel, level: 1)))
    // Separators: one device pixel tall, from the label column to the row's right edge, under
    // every row but the last of its section.
    let hairline = 1 / c.device.scale
    let separators = list.commands.compactMap { command -> Rect? in
      if case .fill(let rect, 0, theme.separator) = command { return rect }
      return nil
    }
    #expect(separators.count >= 4)
    for separator in separators {
      #expect(separator.height == hairline)
      #expect(separator.minX == labelX)
      #expect(close(separator.maxX, c.width - m))
    }
    // Rows 0...3 have separators at their bottoms, row 4 (last of its section) has none.
    let bottoms = Set(separators.map { ($0.maxY - origin).rounded() })
    for row in 0..<4 { #expect(bottoms.contains(35 + Double(row + 1) * 44)) }
    #expect(!bottoms.contains(35 + 5 * 44))
    let strings = texts(list)
    #expect(strings.contains("Settings"))
    #expect(strings.contains("Airplane Mode"))
    #expect(strings.contains("Wi-Fi"))
  }

  @Test(
    "Rows without an icon: text and separator at the layout margin (20 pt, 16 on 375)",
    arguments: cases)
  func textOnlyRows(_ c: Case) throws {
    var engine = makeEngine(device: c.device)
    var spec = engine.top.spec
    spec.rows = spec.rows.map { RowContent($0.label, value: $0.value) }
    engine.stack[0] = ScreenState(
      spec: spec, device: c.device, isLarge: true, configuration: engine.top.scroller.configuration)
    var painter = FramePainter()
    var list = DisplayList()
    painter.paint(engine, into: &list)
    let m = c.width > 375 ? 20.0 : 16
    let rowMid = engine.top.contentOrigin + 35 + 22
    #expect(
      list.commands.contains(
        .text(
          "Airplane Mode", font: .body, color: Theme.light.label, x: m + m, midY: rowMid,
          alignment: .leading, scale: 1, maxWidth: c.width - m - 17.5 - 7 - 10 - (m + m))))
    let separators = list.commands.compactMap { command -> Rect? in
      if case .fill(let rect, 0, Theme.light.separator) = command { return rect }
      return nil
    }
    #expect(!separators.isEmpty)
    for separator in separators { #expect(separator.minX == m + m) }
  }
}
