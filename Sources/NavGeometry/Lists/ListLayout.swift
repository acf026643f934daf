/// A virtualised vertical list: rows grouped in sections whose sizes repeat cyclically, laid
/// out by arithmetic so that finding the visible rows of a million-row list costs the same as
/// for a hundred.
///
/// Metrics (docs/references.md "Lists"): rows 44 pt; inset-grouped sections are rounded groups with
/// corner radius 10 (Flutter `list_section.dart`). Their side margin is the system's layout
/// margin for the width (``insetGroupedSideMargin(width:)``: 20 pt on 390 pt and wider phones,
/// 16 on 375) and they are 35 pt apart (``defaultSectionSpacing``).
///
/// Layout, in content coordinates starting at `top`: each section is preceded by the section
/// spacing (inset grouped only; plain lists have none) and then its header (`headerHeight`,
/// 0 by default, or the section's own ``ListSectionMetrics/header``), followed by its rows
/// (each section may have its own row height, and each row its own: `rowHeights`, self-sizing
/// cells) and its footer. ``contentHeight`` adds a bottom
/// margin equal to the section spacing (0 for plain lists, which end flush like iOS's).
///
/// `sectionPattern` lists the row counts of one cycle of sections; the cycle repeats until
/// `totalRows` rows are placed, so the last section may be shorter. Zero or negative counts
/// are skipped (an empty section would draw an empty group and isn't what a pattern means);
/// an empty or all-zero pattern puts every row in a single section.
///
/// Construction does not allocate (it only keeps the caller's pattern and metrics arrays).
/// Queries cost O(pattern length + visible rows).
///
/// ```swift
/// let list = ListLayout(style: .insetGrouped, width: 393, top: 0, totalRows: 1_000_000,
///                       sectionPattern: [3, 5])
/// var rows: [ListRowPlacement] = []
/// rows.reserveCapacity(64)
/// list.visibleRows(minY: 20_000_000, maxY: 20_000_852, into: &rows)
/// ```
public struct ListLayout: Sendable, Equatable {
  /// Standard row height (docs/references.md "Lists").
  public static let defaultRowHeight = 44.0
  /// Gap before each inset-grouped section: 35 pt. Grouped `UITableView`s give untitled
  /// sections a default header and footer that cannot be set to 0, leaving about 35 pt above
  /// the first section (the grouped style's well-known ~35 pt top padding, e.g. kouhan.cn
  /// "UITableViewStyleGrouped top padding") and between sections; issue 11 measured about 35 pt
  /// between groups on iOS 17 screenshots. Flutter's `list_section.dart`, eyeballed on iOS 14,
  /// uses 22 (as did NavLab before).
  public static let defaultSectionSpacing = 35.0
  /// Corner radius of an inset-grouped section (Flutter `list_section.dart`).
  public static let cornerRadius = 10.0

  /// Left and right margin of inset-grouped sections on a list `width` points wide: UIKit's
  /// minimum layout margins, 16 pt on compact phones up to 375 pt wide (iPhone SE, 8) and
  /// 20 pt on wider ones (390, 393, 430 pt). Flutter's `_kDefaultInsetGroupedRowsMargin` is
  /// 20 (SwiftUI `Form`, iOS 14.2 SDK). Before: 16 on every phone.
  public static func insetGroupedSideMargin(width: Double) -> Double {
    width > 375 ? 20 : 16
  }
  /// The list's look.
  public let style: ListStyle
  /// Width of the list (the screen width).
  public let width: Double
  /// Content y where the list starts.
  public let top: Double
  /// Number of rows (negative counts as 0).
  public let totalRows: Int
  /// Row counts of one cycle of sections, as given.
  public let sectionPattern: [Int]
  /// Height of every row (a non-positive or non-finite value falls back to 44).
  public let rowHeight: Double
  /// Gap before each section actually used: the given spacing for inset grouped, 0 for plain.
  public let sectionSpacing: Double
  /// Height of each section header (non-positive or non-finite counts as 0) when the
  /// section has no ``ListSectionMetrics`` of its own.
  public let headerHeight: Double
  /// Per pattern position: header, footer and row height (missing entries: `headerHeight`,
  /// no footer, `rowHeight`).
  public let sectionMetrics: [ListSectionMetrics]
  /// The design's side margins, corners and text inset (``ListMetrics/ios18`` unless given).
  public let metrics: ListMetrics
  /// Self-sizing rows: where each row of one cycle starts below the cycle's first row, rows
  /// only (`rowOffsets[i + 1] - rowOffsets[i]` is row `i`'s height); empty when every row
  /// takes its section's height.
  private let rowOffsets: [Double]
  /// Each row's own height, by row of the cycle (with ``rowOffsets``; empty without).
  private let ownRowHeights: [Double]
  /// Number of sections holding at least one row.
  public private(set) var sectionCount: Int
  /// Content y of the bottom of the list, including ``bottomMargin``; `top` when empty.
  public private(set) var contentHeight: Double

  // One cycle of the pattern: rows, height and non-empty sections in it.
  private let cycleRows: Int
  private let cycleHeight: Double
  private let sectionsPerCycle: Int
  // True when the pattern has no positive entry: all rows form one section.
  private let isSingleSection: Bool

  /// Lays out `totalRows` rows in sections repeating `sectionPattern`. `rowHeights`, when it
  /// gives one height for every row of one cycle, sizes each row by itself (an entry that is
  /// not positive and finite: its section's height); otherwise it is ignored.
  public init(
    style: ListStyle, width: Double, top: Double, totalRows: Int, sectionPattern: [Int],
    rowHeight: Double = 44, sectionSpacing: Double = ListLayout.defaultSectionSpacing,
    headerHeight: Double = 0, sectionMetrics: [ListSectionMetrics] = [],
    metrics: ListMetrics = .ios18, rowHeights: [Double] = []
  ) {
    self.sectionMetrics = sectionMetrics
    self.metrics = metrics
    self.style = style
    self.width = width
    self.top = top
    self.totalRows = max(0, totalRows)
    self.sectionPattern = sectionPattern
    self.rowHeight = rowHeight > 0 && rowHeight.isFinite ? rowHeight : Self.defaultRowHeight
    let spacing = sectionSpacing > 0 && sectionSpacing.isFinite ? sectionSpacing : 0
    self.sectionSpacing = style == .plain ? 0 : spacing
    self.headerHeight = headerHeight > 0 && headerHeight.isFinite ? headerHeight : 0
    isSingleSection = !sectionPattern.contains { $0 > 0 }
    let listRowHeight = self.rowHeight
    (rowOffsets, ownRowHeights) = Self.offsets(
      rowHeights, pattern: sectionPattern, single: isSingleSection, totalRows: self.totalRows,
      sectionHeight: { position in
        position < sectionMetrics.count
          ? sectionMetrics[position].rowHeight ?? listRowHeight : listRowHeight
      })

    // Sum one cycle, in the same order (and with the same expression as `span`) that the
    // queries accumulate it, so that y values computed here and there are bit-identical.
    var rows = 0
    var height = 0.0
    var sections = 0
    let cap = max(self.totalRows, 1)
    for position in 0..<(isSingleSection ? 1 : sectionPattern.count) {
      let count = isSingleSection ? cap : min(max(sectionPattern[position], 0), cap)
      guard count > 0 else { continue }
      rows += count
      let metrics = position < sectionMetrics.count ? sectionMetrics[position] : nil
      height += Self.span(
        spacing: self.sectionSpacing, header: metrics?.header ?? self.headerHeight,
        rows: Self.rowsHeight(
          rowOffsets, first: rows - count, count: count,
          rowHeight: metrics?.rowHeight ?? self.rowHeight), footer: metrics?.footer ?? 0)
      sections += 1
    }
    cycleRows = rows
    cycleHeight = height
    sectionsPerCycle = sections
    sectionCount = 0
    contentHeight = top

    guard self.totalRows > 0 else { return }
    let fullCycles = self.totalRows / rows
    let remainder = self.totalRows % rows
    var count = fullCycles * sections
    if remainder > 0 { count += slot(containingRowInCycle: remainder - 1).ordinal + 1 }
    sectionCount = count
    var last = slot(containingRowInCycle: (self.totalRows - 1) % rows)
    last.cycle = (self.totalRows - 1) / rows
    contentHeight = rowFrame(self.totalRows - 1).maxY + footer(last.position) + bottomMargin
  }

  /// Space below the last row included in ``contentHeight``: the section spacing.
  public var bottomMargin: Double { sectionSpacing }

  /// Left edge of rows and groups: the side margin for inset grouped (``metrics``), 0 for
  /// plain.
  public var rowX: Double {
    style == .insetGrouped ? metrics.sideMargin(width: width) : 0
  }

  /// Where a row's text starts, from the row's left edge, when it has no icon: on iOS 18 the
  /// same layout margin (cells inherit the table's margins: 20 pt on 390 pt and wider phones,
  /// 16 on 375; Flutter `list_tile.dart` `_kPadding` start 20, iOS 14.4 Settings); on iOS 26
  /// 16.6 pt (``ListMetrics/ios26``).
  public var contentInset: Double { metrics.contentInset(width: width) }

  /// Corner radius of the groups (``ListMetrics/cornerRadius``).
  public var groupCornerRadius: Double { metrics.cornerRadius }

  /// Width of rows and groups.
  public var rowWidth: Double { max(0, width - 2 * rowX) }

  /// The frame of row `index` in content coordinates. `index` must be in `0..<totalRows`.
  public func rowFrame(_ index: Int) -> Rect {
    precondition(index >= 0 && index < totalRows, "row index out of range")
    var slot = slot(containingRowInCycle: index % cycleRows)
    slot.cycle = index / cycleRows
    let row = index % cycleRows - slot.firstRowInCycle
    return Rect(
      x: rowX, y: groupTop(slot) + rowY(slot, row), width: rowWidth,
      height: rowHeight(slot, row))
  }

  /// Replaces the contents of `buffer` with the rows intersecting `minY...maxY` (content
  /// coordinates), top to bottom.
  ///
  /// Runs in O(pattern length + rows written): the first row is found by arithmetic over the
  /// cycle. Reserve capacity in `buffer` once and reuse it to avoid allocating per frame.
  /// NaN bounds or `maxY < minY` give no rows.
  public func visibleRows(minY: Double, maxY: Double, into buffer: inout [ListRowPlacement]) {
    buffer.removeAll(keepingCapacity: true)
    guard totalRows > 0, !minY.isNaN, !maxY.isNaN, maxY >= minY else { return }
    var index = firstRow(endingAfter: minY)
    guard index < totalRows else { return }
    var slot = slot(containingRowInCycle: index % cycleRows)
    slot.cycle = index / cycleRows
    var row = index % cycleRows - slot.firstRowInCycle
    var count = rowCount(slot)
    var section = globalSection(slot)
    var groupY = groupTop(slot)
    while index < totalRows {
      let y = groupY + rowY(slot, row)
      if y >= maxY { break }
      let height = rowHeight(slot, row)
      buffer.append(
        ListRowPlacement(
          index: index, section: section, indexInSection: row, isFirstInSection: row == 0,
          isLastInSection: row == count - 1,
          frame: Rect(x: rowX, y: y, width: rowWidth, height: height)))
      index += 1
      row += 1
      if row >= count {
        slot = nextSlot(after: slot)
        row = 0
        count = rowCount(slot)
        section += 1
        groupY = groupTop(slot)
      }
    }
  }

  /// Replaces the contents of `buffer` with the sections whose header or rows intersect
  /// `minY...maxY`, each with its full (unclipped) group frame. Same cost as
  /// ``visibleRows(minY:maxY:into:)``.
  public func visibleSections(
    minY: Double, maxY: Double, into buffer: inout [ListSectionPlacement]
  ) {
    buffer.removeAll(keepingCapacity: true)
    guard totalRows > 0, !minY.isNaN, !maxY.isNaN, maxY >= minY else { return }
    // The first row ending below minY belongs to the first section ending below minY.
    let first = firstRow(endingAfter: minY)
    guard first < totalRows else { return }
    var slot = slot(containingRowInCycle: first % cycleRows)
    slot.cycle = first / cycleRows
    var section = globalSection(slot)
    while firstRow(slot) < totalRows {
      let groupY = groupTop(slot)
      let header = header(slot.position)
      let headerY = groupY - header
      if headerY >= maxY { break }
      let count = rowCount(slot)
      let groupHeight = Self.rowsHeight(
        rowOffsets, first: slot.firstRowInCycle, count: count,
        rowHeight: rowHeight(slot.position))
      buffer.append(
        ListSectionPlacement(
          section: section,
          frame: Rect(x: rowX, y: groupY, width: rowWidth, height: groupHeight),
          rowCount: count, firstRowIndex: firstRow(slot),
          headerFrame: Rect(x: rowX, y: headerY, width: rowWidth, height: header),
          footerFrame: Rect(
            x: rowX, y: groupY + groupHeight, width: rowWidth, height: footer(slot.position)),
          patternPosition: slot.position))
      slot = nextSlot(after: slot)
      section += 1
    }
  }

  // MARK: - Cycle arithmetic

  /// A section located inside the repeating pattern.
  private struct Slot {
    /// Which repetition of the pattern.
    var cycle: Int
    /// Index into the pattern.
    var position: Int
    /// Index among the pattern's non-empty sections.
    var ordinal: Int
    /// Rows before this section within its cycle.
    var firstRowInCycle: Int
    /// Height before this section (spacing and header included) within its cycle.
    var yInCycle: Double
    /// Rows in this section of the pattern.
    var count: Int
  }

  private var patternLength: Int { isSingleSection ? 1 : sectionPattern.count }

  // Row count of pattern entry `position`, capped at the total so sums cannot overflow.
  private func entry(_ position: Int) -> Int {
    let cap = max(totalRows, 1)
    if isSingleSection { return cap }
    return min(max(sectionPattern[position], 0), cap)
  }

  // The header room of pattern entry `position`.
  private func header(_ position: Int) -> Double {
    position < sectionMetrics.count ? sectionMetrics[position].header : headerHeight
  }

  // The footer room of pattern entry `position`.
  private func footer(_ position: Int) -> Double {
    position < sectionMetrics.count ? sectionMetrics[position].footer : 0
  }

  /// The row height of the section at pattern entry `position`.
  public func rowHeight(_ position: Int) -> Double {
    position < sectionMetrics.count ? sectionMetrics[position].rowHeight ?? rowHeight : rowHeight
  }

  // Spacing, header, rows and footer of one section whose rows start at `first` in the cycle.
  private func span(_ position: Int, _ count: Int, first: Int) -> Double {
    Self.span(
      spacing: sectionSpacing, header: header(position),
      rows: Self.rowsHeight(rowOffsets, first: first, count: count, rowHeight: rowHeight(position)),
      footer: footer(position))
  }

  // One expression for the init's cycle sum and the queries, so their y values agree bit
  // for bit.
  private static func span(spacing: Double, header: Double, rows: Double, footer: Double)
    -> Double
  {
    spacing + header + rows + footer
  }

  // The height of `count` rows from row `first` of the cycle: their own heights, else
  // `count` rows of `rowHeight`.
  private static func rowsHeight(_ offsets: [Double], first: Int, count: Int, rowHeight: Double)
    -> Double
  {
    offsets.isEmpty ? Double(count) * rowHeight : offsets[first + count] - offsets[first]
  }

  // Where row `row` of the section `slot` starts below the section's first row.
  private func rowY(_ slot: Slot, _ row: Int) -> Double {
    Self.rowsHeight(
      rowOffsets, first: slot.firstRowInCycle, count: row, rowHeight: rowHeight(slot.position))
  }

  // The height of row `row` of the section `slot`.
  private func rowHeight(_ slot: Slot, _ row: Int) -> Double {
    ownRowHeights.isEmpty ? rowHeight(slot.position) : ownRowHeights[slot.firstRowInCycle + row]
  }

  // The running sums of one cycle's row heights and the heights (each row's own when
  // `heights` gives one for every row of the cycle, positive and finite, else its section's);
  // empty when `heights` does not cover the cycle.
  private static func offsets(
    _ heights: [Double], pattern: [Int], single: Bool, totalRows: Int,
    sectionHeight: (Int) -> Double
  ) -> (offsets: [Double], heights: [Double]) {
    guard !heights.isEmpty else { return ([], []) }
    let cap = max(totalRows, 1)
    var counts: [Int] = []
    for position in 0..<(single ? 1 : pattern.count) {
      counts.append(single ? cap : min(max(pattern[position], 0), cap))
    }
    guard counts.reduce(0, +) <= heights.count else { return ([], []) }
    var offsets = [0.0]
    var resolved: [Double] = []
    offsets.reserveCapacity(heights.count + 1)
    resolved.reserveCapacity(heights.count)
    for (position, count) in counts.enumerated() where count > 0 {
      for _ in 0..<count {
        let own = heights[resolved.count]
        resolved.append(own > 0 && own.isFinite ? own : sectionHeight(position))
        offsets.append(offsets[offsets.count - 1] + resolved[resolved.count - 1])
      }
    }
    return (offsets, resolved)
  }

  private func groupTop(_ slot: Slot) -> Double {
    top + Double(slot.cycle) * cycleHeight + slot.yInCycle + sectionSpacing
      + header(slot.position)
  }

  private func firstRow(_ slot: Slot) -> Int { slot.cycle * cycleRows + slot.firstRowInCycle }

  private func rowCount(_ slot: Slot) -> Int { min(slot.count, totalRows - firstRow(slot)) }

  private func globalSection(_ slot: Slot) -> Int {
    slot.cycle * sectionsPerCycle + slot.ordinal
  }

  // The non-empty section of the cycle holding row `row` (0..<cycleRows); cycle 0.
  private func slot(containingRowInCycle row: Int) -> Slot {
    var slot = Slot(cycle: 0, position: 0, ordinal: 0, firstRowInCycle: 0, yInCycle: 0, count: 0)
    for position in 0..<patternLength {
      let count = entry(position)
      guard count > 0 else { continue }
      slot.position = position
      slot.count = count
      if row < slot.firstRowInCycle + count { return slot }
      slot.yInCycle += span(position, count, first: slot.firstRowInCycle)
      slot.firstRowInCycle += count
      slot.ordinal += 1
    }
    // Unreachable for rows inside the cycle; undo the last step to stay in range.
    slot.ordinal -= 1
    slot.firstRowInCycle -= slot.count
    slot.yInCycle -= span(slot.position, slot.count, first: slot.firstRowInCycle)
    return slot
  }

  // The non-empty section of the cycle whose span holds `y` (relative to the cycle's top);
  // the first one for y < 0, the last one for y past the cycle. Cycle 0.
  private func slot(containingYInCycle y: Double) -> Slot {
    var slot = Slot(cycle: 0, position: 0, ordinal: 0, firstRowInCycle: 0, yInCycle: 0, count: 0)
    var last = slot
    for position in 0..<patternLength {
      let count = entry(position)
      guard count > 0 else { continue }
      slot.position = position
      slot.count = count
      let height = span(position, count, first: slot.firstRowInCycle)
      if y < slot.yInCycle + height { return slot }
      last = slot
      slot.firstRowInCycle += count
      slot.yInCycle += height
      slot.ordinal += 1
    }
    return last
  }

  // The next non-empty section, wrapping into the next cycle.
  private func nextSlot(after slot: Slot) -> Slot {
    var next = slot
    next.firstRowInCycle += slot.count
    next.yInCycle += span(slot.position, slot.count, first: slot.firstRowInCycle)
    next.ordinal += 1
    var position = slot.position + 1
    while true {
      if position >= patternLength {
        position = 0
        next.cycle += 1
        next.ordinal = 0
        next.firstRowInCycle = 0
        next.yInCycle = 0
      }
      let count = entry(position)
      if count > 0 {
        next.position = position
        next.count = count
        return next
      }
      position += 1
    }
  }

  // Index of the first row whose bottom is below `y`, or `totalRows` when there is none.
  private func firstRow(endingAfter y: Double) -> Int {
    let relative = y - top
    let lastCycle = (totalRows - 1) / cycleRows
    // Clamp as a Double before converting so huge or infinite y cannot overflow Int.
    var cycle = (relative / cycleHeight).rounded(.down)
    if !(cycle >= 0) { cycle = 0 }
    cycle = min(cycle, Double(lastCycle))
    var slot = slot(containingYInCycle: relative - cycle * cycleHeight)
    slot.cycle = Int(cycle)
    let within = relative - Double(slot.cycle) * cycleHeight
    let rowsTop = slot.yInCycle + sectionSpacing + header(slot.position)
    var index = firstRow(slot)
    if within >= rowsTop, rowOffsets.isEmpty {
      let row = ((within - rowsTop) / rowHeight(slot.position)).rounded(.down)
      index += row >= Double(slot.count) ? slot.count : Int(row)
    } else if within >= rowsTop {
      // Self-sizing rows: the first of the section's rows ending below `within`.
      let base = rowOffsets[slot.firstRowInCycle]
      var low = 0
      var high = slot.count
      while low < high {
        let middle = (low + high) / 2
        if rowOffsets[slot.firstRowInCycle + middle + 1] - base <= within - rowsTop {
          low = middle + 1
        } else {
          high = middle
        }
      }
      index += low
    }
    index = min(index, totalRows)
    // Rounding at cycle or row boundaries can leave the estimate one row off; settle it
    // against the exact frames (a step or two at most).
    while index > 0 && rowFrame(index - 1).maxY > y { index -= 1 }
    while index < totalRows && rowFrame(index).maxY <= y { index += 1 }
    return index
  }
}
