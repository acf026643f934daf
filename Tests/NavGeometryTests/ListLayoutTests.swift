import Testing

@testable import NavGeometry

@Suite("Virtualised list layout")
struct ListLayoutTests {
  // Inset grouped, sections of 3 and 5 rows: one cycle is 22 + 3·44 + 22 + 5·44 = 396 pt
  // and 8 rows.
  func grouped(_ rows: Int, top: Double = 0) -> ListLayout {
    ListLayout(
      style: .insetGrouped, width: 393, top: top, totalRows: rows, sectionPattern: [3, 5],
      sectionSpacing: 22)
  }

  /// Rows intersecting the window, the slow obvious way.
  func bruteForce(_ list: ListLayout, _ minY: Double, _ maxY: Double) -> [Int] {
    (0..<list.totalRows).filter {
      let frame = list.rowFrame($0)
      return frame.maxY > minY && frame.minY < maxY
    }
  }

  @Test("Row frames: inset margins, spacing before each section")
  func rowFrames() {
    let list = grouped(100)
    #expect(list.rowFrame(0) == Rect(x: 20, y: 22, width: 353, height: 44))
    #expect(list.rowFrame(2) == Rect(x: 20, y: 110, width: 353, height: 44))
    #expect(list.rowFrame(3) == Rect(x: 20, y: 176, width: 353, height: 44))
    #expect(list.rowFrame(8) == Rect(x: 20, y: 418, width: 353, height: 44))
    #expect(list.rowFrame(99) == Rect(x: 20, y: 4928, width: 353, height: 44))
    #expect(list.sectionCount == 26)  // 12 cycles + a 3-row and a 1-row section
    #expect(list.contentHeight == 4972 + 22)
    #expect(ListLayout.cornerRadius == 10)
  }

  @Test(
    "iOS metrics by width: 20 pt margins on 390/393/430 pt phones, 16 on 375; 35 pt gaps",
    arguments: [(375.0, 16.0), (390, 20), (393, 20), (430, 20)])
  func iOSMetrics(width: Double, margin: Double) {
    let list = ListLayout(
      style: .insetGrouped, width: width, top: 0, totalRows: 8, sectionPattern: [3, 5])
    #expect(ListLayout.defaultSectionSpacing == 35 && list.sectionSpacing == 35)
    #expect(list.rowX == margin && list.contentInset == margin)
    #expect(list.rowFrame(0) == Rect(x: margin, y: 35, width: width - 2 * margin, height: 44))
    // 35 pt between the bottom of a group and the top of the next one.
    #expect(list.rowFrame(3).minY - list.rowFrame(2).maxY == 35)
    #expect(list.contentHeight == list.rowFrame(7).maxY + 35)
  }

  @Test("A million rows: exact frames at the very end")
  func million() {
    let list = grouped(1_000_000)
    #expect(list.sectionCount == 250_000)
    #expect(list.rowFrame(999_999).y == 124_999 * 396 + 176 + 4 * 44)
    #expect(list.contentHeight == 49_500_000 + 22)
  }

  @Test("100 vs 1,000,000 rows: same visible rows, shifted by whole cycles")
  func deepOffset() {
    let small = grouped(100)
    let large = grouped(1_000_000)
    let shiftCycles = 100_000
    let shift = Double(shiftCycles) * 396
    var near: [ListRowPlacement] = []
    var deep: [ListRowPlacement] = []
    small.visibleRows(minY: 2000, maxY: 2852, into: &near)
    large.visibleRows(minY: 2000 + shift, maxY: 2852 + shift, into: &deep)
    #expect(!near.isEmpty)
    #expect(near.count == deep.count)
    #expect(near.map(\.index) == bruteForce(small, 2000, 2852))
    for (a, b) in zip(near, deep) {
      #expect(b.index == a.index + shiftCycles * 8)
      #expect(b.section == a.section + shiftCycles * 2)
      #expect(b.indexInSection == a.indexInSection)
      #expect(b.isFirstInSection == a.isFirstInSection && b.isLastInSection == a.isLastInSection)
      #expect(b.frame == a.frame.offsetBy(dy: shift))
      #expect(b.frame == large.rowFrame(b.index))
    }
  }

  @Test("Queries on a million rows cost what a hundred cost")
  func cost() throws {
    let list = grouped(1_000_000)
    var rows: [ListRowPlacement] = []
    rows.reserveCapacity(64)
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for step in 0..<2000 {
        let minY = Double(step) * 24_000
        list.visibleRows(minY: minY, maxY: minY + 852, into: &rows)
      }
    }
    // The last query's rows are exactly those meeting its window, ~19 rows of 44 pt.
    let minY = 1999.0 * 24_000
    let first = try #require(rows.first)
    let last = try #require(rows.last)
    #expect(rows.count >= 15 && rows.count <= 21)
    #expect(first.frame.maxY > minY && list.rowFrame(first.index - 1).maxY <= minY)
    #expect(last.frame.minY < minY + 852 && list.rowFrame(last.index + 1).minY >= minY + 852)
    // A scan from row 0 would touch ~10⁹ rows over these queries; arithmetic takes
    // milliseconds even in a debug build.
    #expect(elapsed < .seconds(2))
  }

  @Test("Visible rows match brute force, with empty sections skipped in the pattern")
  func bruteForceAgreement() {
    let list = ListLayout(
      style: .insetGrouped, width: 390, top: 204, totalRows: 57, sectionPattern: [2, 0, 4, -1, 1],
      sectionSpacing: 22, headerHeight: 28)
    var rows: [ListRowPlacement] = []
    for minY in stride(from: -100.0, through: 4000, by: 37) {
      for height in [0.0, 1, 43, 300, 852] {
        list.visibleRows(minY: minY, maxY: minY + height, into: &rows)
        #expect(rows.map(\.index) == bruteForce(list, minY, minY + height))
        for row in rows { #expect(row.frame == list.rowFrame(row.index)) }
      }
    }
    // Sections 0, 1, 2 of the first cycle hold 2, 4 and 1 rows.
    list.visibleRows(minY: -.infinity, maxY: .infinity, into: &rows)
    #expect(rows.count == 57)
    #expect(rows[1].isLastInSection && rows[2].isFirstInSection && rows[2].section == 1)
    #expect(rows[6].section == 2 && rows[6].isFirstInSection && rows[6].isLastInSection)
    #expect(rows[7].section == 3 && rows[7].indexInSection == 0)
    #expect(list.sectionCount == 3 * 8 + 1)  // 57 = 8 cycles of 7 rows + 1
    #expect(rows.last?.section == list.sectionCount - 1)
    // First row: top 204 + spacing 22 + header 28.
    #expect(list.rowFrame(0).y == 254)
  }

  @Test("Visible sections: full group frames and headers")
  func sections() {
    let list = ListLayout(
      style: .insetGrouped, width: 393, top: 0, totalRows: 100, sectionPattern: [3, 5],
      sectionSpacing: 22, headerHeight: 28)
    var sections: [ListSectionPlacement] = []
    list.visibleSections(minY: 0, maxY: 200, into: &sections)
    // Section 0: header 22...50, rows 50...182. Section 1: header 204...232.
    #expect(sections.count == 1)
    #expect(sections[0].frame == Rect(x: 20, y: 50, width: 353, height: 132))
    #expect(sections[0].headerFrame == Rect(x: 20, y: 22, width: 353, height: 28))
    #expect(sections[0].rowCount == 3 && sections[0].firstRowIndex == 0)
    list.visibleSections(minY: 100, maxY: 210, into: &sections)
    #expect(sections.map(\.section) == [0, 1])
    #expect(sections[1].frame == Rect(x: 20, y: 232, width: 353, height: 220))
    #expect(sections[1].firstRowIndex == 3 && sections[1].rowCount == 5)
    // The last section is cut short: 100 = 12·8 + 3 + 1.
    list.visibleSections(minY: 1e9, maxY: 2e9, into: &sections)
    #expect(sections.isEmpty)
    list.visibleSections(minY: list.contentHeight - 100, maxY: list.contentHeight, into: &sections)
    #expect(sections.last?.rowCount == 1 && sections.last?.firstRowIndex == 99)
  }

  @Test("Plain lists: full width, no section gaps, no bottom margin")
  func plain() {
    let list = ListLayout(
      style: .plain, width: 393, top: 0, totalRows: 100, sectionPattern: [3, 5])
    #expect(list.sectionSpacing == 0)
    #expect(list.rowFrame(3) == Rect(x: 0, y: 132, width: 393, height: 44))
    #expect(list.contentHeight == 4400)
    var rows: [ListRowPlacement] = []
    list.visibleRows(minY: 132, maxY: 176, into: &rows)
    #expect(rows.map(\.index) == [3])
  }

  @Test("Edge cases: no rows, empty pattern, NaN and huge windows")
  func edges() {
    var rows: [ListRowPlacement] = [
      ListRowPlacement(
        index: 9, section: 9, indexInSection: 9, isFirstInSection: false, isLastInSection: false,
        frame: .zero)
    ]
    let empty = grouped(0, top: 50)
    #expect(empty.sectionCount == 0 && empty.contentHeight == 50)
    empty.visibleRows(minY: 0, maxY: 1000, into: &rows)
    #expect(rows.isEmpty)

    let single = ListLayout(
      style: .insetGrouped, width: 393, top: 0, totalRows: 10, sectionPattern: [0, 0])
    #expect(single.sectionCount == 1)
    #expect(single.rowFrame(9).y == 35 + 9 * 44)
    let none = ListLayout(
      style: .insetGrouped, width: 393, top: 0, totalRows: 10, sectionPattern: [])
    #expect(
      none
        == ListLayout(
          style: .insetGrouped, width: 393, top: 0, totalRows: 10, sectionPattern: []))
    #expect(none.sectionCount == 1)

    let list = grouped(1_000_000)
    list.visibleRows(minY: 1e300, maxY: 2e300, into: &rows)
    #expect(rows.isEmpty)
    list.visibleRows(minY: .infinity, maxY: .infinity, into: &rows)
    #expect(rows.isEmpty)
    list.visibleRows(minY: .nan, maxY: 100, into: &rows)
    #expect(rows.isEmpty)
    list.visibleRows(minY: 500, maxY: 100, into: &rows)
    #expect(rows.isEmpty)
    list.visibleRows(minY: -1e300, maxY: 30, into: &rows)
    #expect(rows.map(\.index) == [0])
    list.visibleRows(minY: list.contentHeight - 30, maxY: 1e300, into: &rows)
    #expect(rows.map(\.index) == [999_999])

    let negative = ListLayout(
      style: .plain, width: 320, top: 0, totalRows: -5, sectionPattern: [4], rowHeight: -1)
    #expect(negative.totalRows == 0 && negative.rowHeight == 44)
  }
}
