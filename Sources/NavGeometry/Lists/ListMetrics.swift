/// The numbers of an inset-grouped list that differ between designs: row height, side margins,
/// group corners, section headers and where row text starts.
///
/// ``ios18`` holds the iOS 17/18 numbers NavLab has matched since issue 11 (within 0.5 pt of
/// iOS 17.5 snapshots); ``ios26`` the ones measured on iOS 26.2 snapshot references at 402×874
/// @3x (issue 31): 52 pt rows, 16 pt margins, 26 pt corners, 17 pt bold title-case headers whose
/// baseline is 14 pt above the rows, 58 pt from a group to the next headed one, and row text
/// 16.6 pt in from the cell's edge.
///
/// ```swift
/// let metrics = ListMetrics.forDesign(.ios26)
/// let list = ListLayout(
///   style: .insetGrouped, width: 402, top: 0, totalRows: 20, sectionPattern: [5],
///   rowHeight: metrics.rowHeight(44), sectionSpacing: metrics.sectionSpacing, metrics: metrics)
/// ```
public struct ListMetrics: Sendable, Equatable {
  /// The height of a standard row (a scene's 44 pt rows are drawn this tall).
  public var standardRowHeight: Double
  /// Side margin of the groups on phones wider than 375 pt.
  public var wideSideMargin: Double
  /// Side margin of the groups on phones up to 375 pt wide.
  public var compactSideMargin: Double
  /// Corner radius of a group.
  public var cornerRadius: Double
  /// Gap before each group (``ListLayout/sectionSpacing``).
  public var sectionSpacing: Double
  /// Room a one-line section header takes above its group, after the spacing.
  public var groupedHeaderHeight: Double
  /// How far the first row of a list whose first group has a header sits below the list's top:
  /// iOS puts no section gap before that header, only the header's own height (issue 39,
  /// cashapp/AccessibilitySnapshot@5b03db8 `testListWithSectionHeaders_*@3x.png`: the header's
  /// frame 62.00…100.67 pt on iOS 18.5, 62.00…102.33 on 26.2; cells at 97.67 from a 59 pt safe
  /// area on 17.5).
  public var firstHeaderHeight = 116.0 / 3
  /// How much less room a section footer takes than iOS 18's (4 pt on iOS 26: from a group's
  /// bottom to the next headed group's first row is 70 pt under a one-line footer, against 74
  /// with iOS 18's footer; issue 39, AccessibilitySnapshot@5b03db8
  /// `testListWithHeadersAndFooters_26_2_402x874@3x.png`: footer 206.33…236, header 236…276.33).
  public var footerTrim = 0.0
  /// How far above the group's first row the header's baseline sits.
  public var headerBaselineAboveRows: Double
  /// The header's font size in points.
  public var headerFontSize: Double
  /// Whether the header is bold (else regular, in the secondary label colour).
  public var headerIsBold: Bool
  /// Whether headers are drawn in upper case.
  public var uppercasesHeaders: Bool
  /// Where a row's text starts from the cell's leading edge when the row has no icon; nil: the
  /// side margin for the width (cells inherit the table's layout margins).
  public var textInset: Double?

  /// Creates metrics from each number.
  public init(
    standardRowHeight: Double, wideSideMargin: Double, compactSideMargin: Double,
    cornerRadius: Double, sectionSpacing: Double, groupedHeaderHeight: Double,
    headerBaselineAboveRows: Double, headerFontSize: Double, headerIsBold: Bool,
    uppercasesHeaders: Bool, textInset: Double?
  ) {
    self.standardRowHeight = standardRowHeight
    self.wideSideMargin = wideSideMargin
    self.compactSideMargin = compactSideMargin
    self.cornerRadius = cornerRadius
    self.sectionSpacing = sectionSpacing
    self.groupedHeaderHeight = groupedHeaderHeight
    self.headerBaselineAboveRows = headerBaselineAboveRows
    self.headerFontSize = headerFontSize
    self.headerIsBold = headerIsBold
    self.uppercasesHeaders = uppercasesHeaders
    self.textInset = textInset
  }

  /// iOS 17 and 18: 44 pt rows, 20 pt margins (16 up to 375 pt wide), 10 pt corners, 13 pt
  /// upper-case headers 9 pt above the rows (issues 11 and 19; see ``ListLayout`` and
  /// ``ListSectionMetrics``).
  public static let ios18 = ListMetrics(
    standardRowHeight: ListLayout.defaultRowHeight, wideSideMargin: 20, compactSideMargin: 16,
    cornerRadius: ListLayout.cornerRadius, sectionSpacing: ListLayout.defaultSectionSpacing,
    groupedHeaderHeight: ListSectionMetrics.groupedHeaderHeight, headerBaselineAboveRows: 9,
    headerFontSize: 13, headerIsBold: false, uppercasesHeaders: true, textInset: nil)

  /// iOS 26 (issue 31's iOS 26.2 snapshot references, 402×874 @3x): rows 52 pt, groups 16 pt
  /// from the screen's edges with 26 pt corners, headers in title case at 17 pt bold with their
  /// baseline 14 pt above the rows, 58 pt from a group's bottom to the next headed group's first
  /// row (35 pt spacing + 23 pt header), row text 16.6 pt from the cell's edge.
  public static let ios26: ListMetrics = {
    var metrics = ListMetrics(
      standardRowHeight: 52, wideSideMargin: 16, compactSideMargin: 16, cornerRadius: 26,
      sectionSpacing: ListLayout.defaultSectionSpacing,
      groupedHeaderHeight: 58 - ListLayout.defaultSectionSpacing, headerBaselineAboveRows: 14,
      headerFontSize: 17, headerIsBold: true, uppercasesHeaders: false, textInset: 16.6)
    metrics.firstHeaderHeight = 121.0 / 3
    metrics.footerTrim = 4
    return metrics
  }()

  /// The metrics `design` draws lists with.
  public static func forDesign(_ design: Design) -> ListMetrics {
    design == .ios26 ? .ios26 : .ios18
  }

  /// How much higher a list whose first group has a header starts than the section gap and the
  /// header above every later group would put it (17.63 pt on iOS 18, 17.67 on iOS 26).
  public var firstHeaderLift: Double {
    sectionSpacing + groupedHeaderHeight - firstHeaderHeight
  }

  /// The groups' side margin on a list `width` points wide.
  public func sideMargin(width: Double) -> Double {
    width > 375 ? wideSideMargin : compactSideMargin
  }

  /// Where row text starts, from the cell's leading edge, on a list `width` points wide.
  public func contentInset(width: Double) -> Double {
    textInset ?? sideMargin(width: width)
  }

  /// The height rows a scene asks `height` points for are drawn: the standard 44 pt row
  /// becomes ``standardRowHeight``; other heights (custom cells) stay as asked.
  public func rowHeight(_ height: Double) -> Double {
    height == ListLayout.defaultRowHeight ? standardRowHeight : height
  }
}
