import NavGeometry
import ScreenModel

extension LayoutEngine {
  /// A `LazyVGrid`'s column widths for `width` (nil: ideal, the columns at their minimum).
  ///
  /// As `LazyVGrid` resolves its `GridItem`s (SwiftUI docs, `GridItem.Size`): fixed columns
  /// take their width; the room left after them and the spacing between items is shared, in
  /// order, by the flexible and adaptive items: each is offered an equal share of what is left;
  /// a flexible item takes it clamped to its minimum and maximum; an adaptive item becomes as
  /// many columns as fit in its share at its minimum width (at least one), each widened to
  /// share it equally, up to its maximum. Returns each column's width and its spacing to the
  /// next, and its alignment.
  func gridColumns(_ grid: GridContent, width: Double?) -> [(
    width: Double, spacing: Double, alignment: Alignment
  )] {
    let items = grid.columns.isEmpty ? [GridItem()] : grid.columns
    let spacings = items.map { max(0, $0.spacing ?? LayoutEngine.defaultSpacing) }
    var room: Double? = width.flatMap { $0.isFinite ? $0 : nil }
    if var left = room {
      for (index, item) in items.enumerated() {
        if case .fixed(let fixed) = item.size { left -= max(0, fixed) }
        if index < items.count - 1 { left -= spacings[index] }
      }
      room = left
    }
    var flexibleLeft = items.filter {
      if case .fixed = $0.size { return false }
      return true
    }.count
    var columns: [(width: Double, spacing: Double, alignment: Alignment)] = []
    for (index, item) in items.enumerated() {
      let alignment = item.alignment ?? .center
      let spacing = spacings[index]
      switch item.size {
      case .fixed(let fixed):
        columns.append((max(0, fixed), spacing, alignment))
      case .flexible(let minimum, let maximum):
        let lower = max(0, minimum)
        let share = room.map { max(0, $0) / Double(max(1, flexibleLeft)) } ?? lower
        let chosen = min(max(share, lower), max(lower, maximum))
        columns.append((chosen, spacing, alignment))
        room = room.map { $0 - chosen }
        flexibleLeft -= 1
      case .adaptive(let minimum, let maximum):
        let lower = max(1, minimum)
        let share = room.map { max(0, $0) / Double(max(1, flexibleLeft)) } ?? lower
        let count = max(1, Int(((share + spacing) / (lower + spacing)).rounded(.down)))
        let each = min(
          max((share - Double(count - 1) * spacing) / Double(count), lower), max(lower, maximum))
        for _ in 0..<count { columns.append((each, spacing, alignment)) }
        room = room.map { $0 - Double(count) * each - Double(count - 1) * spacing }
        flexibleLeft -= 1
      }
    }
    return columns
  }

  /// A `LazyVGrid`: children fill the columns row by row; each cell is offered its column's
  /// width and an unspecified height, a row is as tall as its tallest cell, rows are `spacing`
  /// apart (8 pt by default), and each cell sits in its column at the column's alignment.
  func arrangeGrid(_ grid: GridContent, _ proposal: ProposedSize, _ context: LayoutContext)
    -> (size: Size, slots: [Slot])
  {
    var inner = context
    inner.stackAxis = nil
    let columns = gridColumns(grid, width: proposal.width)
    let columnCount = columns.count
    var xs: [Double] = []
    var x = 0.0
    for (index, column) in columns.enumerated() {
      xs.append(x)
      x += column.width + (index < columnCount - 1 ? column.spacing : 0)
    }
    let width = x
    let rowSpacing = grid.spacing ?? LayoutEngine.defaultSpacing
    var slots: [Slot] = []
    var y = 0.0
    var start = 0
    while start < grid.children.count {
      let end = min(start + columnCount, grid.children.count)
      let cells = Array(grid.children[start..<end])
      let proposals = cells.indices.map { ProposedSize(width: columns[$0].width, height: nil) }
      let sizes = cells.indices.map { size(cells[$0], proposals[$0], inner) }
      let rowHeight = sizes.map(\.height).max() ?? 0
      for index in cells.indices {
        let cellRoom = Size(width: columns[index].width, height: rowHeight)
        let offset = aligned(sizes[index], in: cellRoom, columns[index].alignment)
        slots.append(
          Slot(
            node: cells[index], proposal: proposals[index],
            origin: Point(x: xs[index] + offset.x, y: y + offset.y), context: inner))
      }
      y += rowHeight
      start = end
      if start < grid.children.count { y += rowSpacing }
    }
    return (Size(width: width, height: y), slots)
  }
}
