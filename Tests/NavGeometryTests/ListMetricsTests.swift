import Testing

@testable import NavGeometry

/// Issue 31: iOS 26's list geometry, measured on iOS 26.2 snapshot references (402×874 @3x),
/// against iOS 18's (iOS 17.5 references, issues 11 and 19).
@Suite("List metrics per design")
struct ListMetricsTests {
  func list(_ metrics: ListMetrics, width: Double = 402) -> ListLayout {
    ListLayout(
      style: .insetGrouped, width: width, top: 0, totalRows: 6, sectionPattern: [3, 3],
      rowHeight: metrics.rowHeight(44), sectionSpacing: metrics.sectionSpacing,
      sectionMetrics: [
        ListSectionMetrics(header: metrics.groupedHeaderHeight),
        ListSectionMetrics(header: metrics.groupedHeaderHeight),
      ], metrics: metrics)
  }

  @Test("iOS 26: rows 52, margins 16, corners 26, 58 pt between headed groups, text at 16.6")
  func ios26() {
    let layout = list(.ios26)
    // Each number as measured on iOS 26.2 (issue 31).
    #expect(layout.rowFrame(0).height == 52)
    #expect(layout.rowFrame(0).minX == 16 && layout.rowFrame(0).maxX == 402 - 16)
    #expect(layout.groupCornerRadius == 26)
    #expect(abs(layout.rowFrame(3).minY - layout.rowFrame(2).maxY - 58) < 1e-9)
    #expect(layout.contentInset == 16.6)
    #expect(ListMetrics.ios26.headerBaselineAboveRows == 14)
    #expect(ListMetrics.ios26.headerFontSize == 17 && ListMetrics.ios26.headerIsBold)
    #expect(!ListMetrics.ios26.uppercasesHeaders)
    // Custom row heights stay as the scene asks.
    #expect(ListMetrics.ios26.rowHeight(84) == 84)
  }

  @Test("iOS 18 keeps the iOS 17.5 numbers: rows 44, margins 20 (16 at 375), corners 10, 56.3")
  func ios18() {
    let layout = list(.ios18, width: 393)
    #expect(layout.rowFrame(0).height == 44)
    #expect(layout.rowFrame(0).minX == 20)
    #expect(list(.ios18, width: 375).rowFrame(0).minX == 16)
    #expect(layout.groupCornerRadius == 10)
    #expect(abs(layout.rowFrame(3).minY - layout.rowFrame(2).maxY - 56.3) < 1e-9)
    #expect(layout.contentInset == 20)
    #expect(ListMetrics.ios18.uppercasesHeaders && ListMetrics.ios18.headerFontSize == 13)
    // The default metrics are iOS 18's.
    #expect(
      ListLayout(style: .insetGrouped, width: 393, top: 0, totalRows: 1, sectionPattern: [])
        .metrics == .ios18)
  }

  @Test("The design picks the metrics")
  func forDesign() {
    #expect(ListMetrics.forDesign(.ios18) == .ios18)
    #expect(ListMetrics.forDesign(.ios26) == .ios26)
  }
}
