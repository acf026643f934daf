import Testing

@testable import NavGeometry

/// Issue 19: section headers, footers and per-section row heights in the virtualised list.
@Suite("Section headers, footers and row heights")
struct SectionMetricsTests {
  // Sections of 2, 3 and 1 rows: a header on the first two, a two-line footer on the second,
  // 84 pt rows in the third.
  static let metrics = [
    ListSectionMetrics(header: ListSectionMetrics.groupedHeaderHeight),
    ListSectionMetrics(
      header: ListSectionMetrics.groupedHeaderHeight,
      footer: ListSectionMetrics.footerHeight(lines: 2)),
    ListSectionMetrics(rowHeight: 84),
  ]

  func list(_ rows: Int, style: ListStyle = .insetGrouped) -> ListLayout {
    ListLayout(
      style: style, width: 393, top: 0, totalRows: rows, sectionPattern: [2, 3, 1],
      sectionMetrics: Self.metrics)
  }

  @Test("Gap from a group's bottom to the next group's top: 56.3 pt with a header, 35 without")
  func iOS175Gaps() {
    let layout = ListLayout(
      style: .insetGrouped, width: 393, top: 0, totalRows: 6, sectionPattern: [2, 2, 2],
      sectionMetrics: [
        ListSectionMetrics(), ListSectionMetrics(header: ListSectionMetrics.groupedHeaderHeight),
        ListSectionMetrics(),
      ])
    // Measured on iOS 17.5 (issue 19): 56.3 pt before a titled section, 35 before an untitled.
    let withHeader = layout.rowFrame(2).minY - layout.rowFrame(1).maxY
    let without = layout.rowFrame(4).minY - layout.rowFrame(3).maxY
    #expect(abs(withHeader - 56.3) < 1e-9)
    #expect(abs(without - 35) < 1e-9)
  }

  @Test("Row frames follow spacing + header + rows + footer, per section, cycle after cycle")
  func frames() {
    let layout = list(100)
    let header = ListSectionMetrics.groupedHeaderHeight
    let footer = 5.07 + 2 * 18 - 7.07
    #expect(abs(ListSectionMetrics.footerHeight(lines: 2) - footer) < 1e-9)
    // Section 0: 35 + 21.3, rows at 56.3 and 100.3.
    #expect(layout.rowFrame(0) == Rect(x: 20, y: 35 + header, width: 353, height: 44))
    #expect(layout.rowFrame(1).minY == 35 + header + 44)
    // Section 1 starts after 2 rows, 35 spacing and its header.
    let second = 35 + header + 88 + 35 + header
    #expect(abs(layout.rowFrame(2).minY - second) < 1e-9)
    // Section 2 (84 pt rows) after 3 rows and the footer.
    let third = second + 3 * 44 + footer + 35
    #expect(abs(layout.rowFrame(5).minY - third) < 1e-9)
    #expect(layout.rowFrame(5).height == 84)
    // One cycle's height, then the pattern repeats.
    let cycle = third + 84
    #expect(abs(layout.rowFrame(6).minY - (cycle + 35 + header)) < 1e-9)
  }

  @Test("Visible rows and sections agree with rowFrame at every window (brute force)")
  func visibleMatchesFrames() {
    let layout = list(200)
    var rows: [ListRowPlacement] = []
    var sections: [ListSectionPlacement] = []
    var y = -50.0
    while y < layout.contentHeight + 50 {
      layout.visibleRows(minY: y, maxY: y + 300, into: &rows)
      let expected = (0..<layout.totalRows).filter {
        let frame = layout.rowFrame($0)
        return frame.maxY > y && frame.minY < y + 300
      }
      #expect(rows.map(\.index) == expected, "window at \(y)")
      for row in rows { #expect(row.frame == layout.rowFrame(row.index)) }
      layout.visibleSections(minY: y, maxY: y + 300, into: &sections)
      for section in sections {
        #expect(section.frame.minY == layout.rowFrame(section.firstRowIndex).minY)
        #expect(section.footerFrame.minY == section.frame.maxY)
        #expect(section.headerFrame.maxY == section.frame.minY)
        #expect(section.patternPosition == section.section % 3)
      }
      y += 37.3
    }
  }

  @Test("Content height ends with the last section's footer and the bottom margin")
  func contentHeight() {
    // 5 rows: the last one is in section 1, which has the footer.
    let layout = list(5)
    #expect(abs(layout.contentHeight - (layout.rowFrame(4).maxY + 5.07 + 36 - 7.07 + 35)) < 1e-9)
  }

  @Test("Plain lists: headers take their room, no spacing")
  func plain() {
    let layout = ListLayout(
      style: .plain, width: 393, top: 0, totalRows: 4, sectionPattern: [2, 2],
      sectionMetrics: [
        ListSectionMetrics(header: ListSectionMetrics.plainHeaderHeight),
        ListSectionMetrics(header: ListSectionMetrics.plainHeaderHeight),
      ])
    #expect(layout.rowFrame(0).minY == 28)
    #expect(layout.rowFrame(2).minY == 28 + 88 + 28)
  }

  @Test("After a one-line footer the next headed group starts 72.33 pt below (iOS 17.5)")
  func footerGap() {
    // Issue 31, iOS 17.5 snapshot references: 72.33 pt from a group with a one-line footer to
    // the rows of the next section with a header (81.33 before the fix).
    let layout = ListLayout(
      style: .insetGrouped, width: 393, top: 0, totalRows: 4, sectionPattern: [2, 2],
      sectionMetrics: [
        ListSectionMetrics(footer: ListSectionMetrics.footerHeight(lines: 1)),
        ListSectionMetrics(header: ListSectionMetrics.groupedHeaderHeight),
      ])
    let gap = layout.rowFrame(2).minY - layout.rowFrame(1).maxY
    #expect(abs(gap - 72.33) < 0.05)
    // The footer's first baseline moves up by the 1.93 pt it sat low (20.33 → 18.4).
    #expect(abs(ListSectionMetrics.footerTopMargin - (7 - 1.93)) < 1e-9)
  }
}
