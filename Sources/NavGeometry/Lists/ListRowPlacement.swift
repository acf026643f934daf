/// One visible row of a ``ListLayout``, as written by ``ListLayout/visibleRows(minY:maxY:into:)``.
public struct ListRowPlacement: Sendable, Equatable {
  /// Global row index, 0..<totalRows.
  public var index: Int
  /// Global section number (sections repeat the pattern cyclically).
  public var section: Int
  /// Position of the row inside its section.
  public var indexInSection: Int
  /// Whether this is the section's first row (round the top corners when inset grouped).
  public var isFirstInSection: Bool
  /// Whether this is the section's last row (no separator below it; round the bottom corners).
  public var isLastInSection: Bool
  /// The row in content coordinates.
  public var frame: Rect

  /// Creates a placement.
  public init(
    index: Int, section: Int, indexInSection: Int, isFirstInSection: Bool,
    isLastInSection: Bool, frame: Rect
  ) {
    self.index = index
    self.section = section
    self.indexInSection = indexInSection
    self.isFirstInSection = isFirstInSection
    self.isLastInSection = isLastInSection
    self.frame = frame
  }
}
