import Testing

@testable import NavGeometry

/// Self-sizing rows: each row of a cycle may have its own height (a 150 pt text editor among
/// 44 pt fields), the cycle repeating as before.
@Suite("List rows of their own heights")
struct ListRowHeightsTests {
  // Inset grouped, sections of 3 and 2 rows, 22 pt apart: rows 44, 150, 44 | 60, 44.
  func list(_ rows: Int) -> ListLayout {
    ListLayout(
      style: .insetGrouped, width: 393, top: 0, totalRows: rows, sectionPattern: [3, 2],
      sectionSpacing: 22, rowHeights: [44, 150, 44, 60, 0])
  }

  @Test("Each row at the sum of the heights above it; 0 takes the section's height")
  func frames() {
    let list = list(5)
    #expect(list.rowFrame(0) == Rect(x: 20, y: 22, width: 353, height: 44))
    #expect(list.rowFrame(1) == Rect(x: 20, y: 66, width: 353, height: 150))
    #expect(list.rowFrame(2) == Rect(x: 20, y: 216, width: 353, height: 44))
    // The second section: 22 pt after 260.
    #expect(list.rowFrame(3) == Rect(x: 20, y: 282, width: 353, height: 60))
    #expect(list.rowFrame(4) == Rect(x: 20, y: 342, width: 353, height: 44))
    #expect(list.contentHeight == 386 + 22)
  }

  @Test("The cycle repeats with its rows' heights")
  func cycles() {
    let list = list(12)
    // One cycle: 22 + 238 + 22 + 104 = 386 pt.
    #expect(list.rowFrame(6) == Rect(x: 20, y: 386 + 66, width: 353, height: 150))
    #expect(list.rowFrame(10) == Rect(x: 20, y: 772 + 22, width: 353, height: 44))
    #expect(list.rowFrame(11) == Rect(x: 20, y: 772 + 66, width: 353, height: 150))
  }

  @Test("Visible rows and sections agree with the frames", arguments: [0.0, 70, 215, 300, 500])
  func visible(minY: Double) {
    let list = list(12)
    var rows: [ListRowPlacement] = []
    list.visibleRows(minY: minY, maxY: minY + 120, into: &rows)
    let expected = (0..<12).filter {
      list.rowFrame($0).maxY > minY && list.rowFrame($0).minY < minY + 120
    }
    #expect(rows.map(\.index) == expected)
    #expect(rows.allSatisfy { $0.frame == list.rowFrame($0.index) })
    var sections: [ListSectionPlacement] = []
    list.visibleSections(minY: 0, maxY: 400, into: &sections)
    #expect(sections.first?.frame.height == 238)
  }

  @Test("Heights that do not cover the cycle are ignored")
  func partial() {
    let list = ListLayout(
      style: .plain, width: 393, top: 0, totalRows: 4, sectionPattern: [4], rowHeights: [90])
    #expect(list.rowFrame(1) == Rect(x: 0, y: 44, width: 393, height: 44))
  }
}
