/// The vertical metrics of one section of a ``ListLayout``'s pattern: the room its header
/// takes above the rows, the room its footer takes below them, and its rows' height.
///
/// ```swift
/// // An inset-grouped section with a one-line header and 52 pt rows.
/// let metrics = ListSectionMetrics(header: ListSectionMetrics.groupedHeaderHeight, rowHeight: 52)
/// ```
public struct ListSectionMetrics: Sendable, Equatable {
  /// Room above the rows for the header (after the section spacing); 0: no header.
  public var header: Double
  /// Room below the rows for the footer (before the next section's spacing); 0: no footer.
  public var footer: Double
  /// Height of this section's rows; nil: the list's ``ListLayout/rowHeight``.
  public var rowHeight: Double?

  /// Creates metrics; negative or non-finite values count as 0 (or nil for `rowHeight`).
  public init(header: Double = 0, footer: Double = 0, rowHeight: Double? = nil) {
    self.header = header > 0 && header.isFinite ? header : 0
    self.footer = footer > 0 && footer.isFinite ? footer : 0
    self.rowHeight = rowHeight.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
  }

  /// Room an inset-grouped section's one-line header adds above its rows: 21.3 pt, so that
  /// the gap from the previous group's bottom to this group's top is 35 + 21.3 = 56.3 pt, as
  /// measured on an iOS 17.5 inset-grouped list with headers (issue 19; 35 pt without one).
  public static let groupedHeaderHeight = 21.3
  /// A plain list's section header: a 28 pt bar (UITableView's default `sectionHeaderHeight`
  /// for the plain style, widely quoted as 28 pt; no Apple document states it).
  public static let plainHeaderHeight = 28.0
  /// Footers: the first line's box starts 5.07 pt below the group and lines are 18 pt apart
  /// (the footnote style's leading, Apple HIG "Typography", Large size: 13 pt on 18). iOS
  /// 17.5 puts a footer's first baseline 18.4 pt below the group; with 7 pt ours was at 20.33
  /// (issue 31's snapshot measurement), so the box moves up by the 1.93 pt difference.
  public static let footerTopMargin = 7.0 - (20.33 - 18.4)
  /// Distance between a footer's lines (the footnote style's 18 pt leading, as above).
  public static let footerLineHeight = 18.0
  /// How much of a footer's room the section spacing after it already holds: iOS 17.5 starts
  /// the next headed section's rows 72.33 pt below a group with a one-line footer, where
  /// 35 + 21.3 (spacing and header) + 7 + 18 (the footer as first modelled) made 81.33 (issue
  /// 31): a grouped table's gap is partly its empty default footer, which a real footer
  /// replaces. 9 pt measured against a 7 pt top margin, so 7.07 against 5.07.
  public static let footerSpacingOverlap = 9.0 - (20.33 - 18.4)
  /// Room a footer of `lines` lines takes below its group (16 pt for one line).
  public static func footerHeight(lines: Int) -> Double {
    lines > 0 ? footerTopMargin + Double(lines) * footerLineHeight - footerSpacingOverlap : 0
  }
}
