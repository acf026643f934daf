/// One visible section of a ``ListLayout``: the rounded group background of an inset-grouped
/// list, as written by ``ListLayout/visibleSections(minY:maxY:into:)``.
public struct ListSectionPlacement: Sendable, Equatable {
  /// Global section number.
  public var section: Int
  /// The whole group (all its rows), in content coordinates, not clipped to the window.
  public var frame: Rect
  /// Number of rows in the section (the last section may be cut short).
  public var rowCount: Int
  /// Global index of the section's first row.
  public var firstRowIndex: Int
  /// The section header just above the group (zero height when the list has no headers).
  public var headerFrame: Rect
  /// The room for the section's footer just below the group (zero height without a footer).
  public var footerFrame: Rect
  /// Which entry of the list's section pattern this section repeats.
  public var patternPosition: Int

  /// Creates a placement.
  public init(
    section: Int, frame: Rect, rowCount: Int, firstRowIndex: Int, headerFrame: Rect,
    footerFrame: Rect = Rect(x: 0, y: 0, width: 0, height: 0), patternPosition: Int = 0
  ) {
    self.footerFrame = footerFrame
    self.patternPosition = patternPosition
    self.section = section
    self.frame = frame
    self.rowCount = rowCount
    self.firstRowIndex = firstRowIndex
    self.headerFrame = headerFrame
  }
}
