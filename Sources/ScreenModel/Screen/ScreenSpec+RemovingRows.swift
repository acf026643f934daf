extension ScreenSpec {
  /// The most rows a list whose rows repeat (`"rows": 1000` over a few written ones) is written
  /// out to so one can be removed.
  public static let maximumWrittenOutRows = 1000

  /// The screen without list row `index` (a destructive swipe action in a scene file; issue
  /// 41): its section one row shorter, gone when it was the last. A list whose rows repeat is
  /// first written out row by row; nil when `index` is not a row, or the list repeats to more
  /// than ``maximumWrittenOutRows``.
  ///
  /// ```swift
  /// spec.rowCount                      // 5
  /// spec.removingRow(1)?.rowCount      // 4, rows 2… moved up by one
  /// ```
  public func removingRow(_ index: Int) -> ScreenSpec? {
    guard index >= 0, index < rowCount, !rows.isEmpty else { return nil }
    var spec = self
    if rowCount != rows.count || sectionPattern.reduce(0, +) != rows.count {
      guard let written = writtenOut() else { return nil }
      spec = written
    }
    var first = 0
    for (section, count) in spec.sectionPattern.enumerated() {
      defer { first += count }
      guard index < first + count else { continue }
      spec.sectionPattern[section] -= 1
      if spec.sectionPattern[section] == 0 {
        spec.sectionPattern.remove(at: section)
        if section < spec.sections.count { spec.sections.remove(at: section) }
      }
      break
    }
    spec.rows.remove(at: index)
    spec.rowCount -= 1
    return spec
  }

  /// The list with every row written out once, its pattern's sections repeated as drawn.
  private func writtenOut() -> ScreenSpec? {
    let cycle = sectionPattern.reduce(0, +)
    guard rowCount <= Self.maximumWrittenOutRows, cycle > 0 else { return nil }
    var spec = self
    spec.rows = []
    spec.sectionPattern = []
    spec.sections = []
    var remaining = rowCount
    while remaining > 0 {
      for (section, count) in sectionPattern.enumerated() where remaining > 0 {
        let taken = min(count, remaining)
        spec.sectionPattern.append(taken)
        if section < sections.count { spec.sections.append(sections[section]) }
        for _ in 0..<taken { spec.rows.append(row(spec.rows.count)) }
        remaining -= taken
      }
    }
    return spec
  }
}
