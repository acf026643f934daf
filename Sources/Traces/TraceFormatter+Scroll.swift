import NavGeometry
import NavLabCore
import ScreenModel
import ScrollPhysics

/// One nested scroll view's columns in a trace (`--trace-scroll`, issue 37): its offset on each
/// axis it scrolls along and its phase, after every other column.
public struct ScrollTraceColumn: Sendable, Equatable {
  public var key: ScrollViewKey
  /// The scroll view's `name`, or its key (`content#0`, `row3#0`).
  public var label: String
  public var axes: ScrollAxes

  public init(key: ScrollViewKey, label: String, axes: ScrollAxes) {
    self.key = key
    self.label = label
    self.axes = axes
  }

  /// Its header cells: `LABEL.x` and/or `LABEL.y`, then `LABEL.phase`.
  var names: [String] {
    var names: [String] = []
    if axes.contains(.horizontal) { names.append(label + ".x") }
    if axes.contains(.vertical) { names.append(label + ".y") }
    names.append(label + ".phase")
    return names
  }
}

extension TraceFormatter {
  /// The header with `--trace-state`'s state columns and then `--trace-scroll`'s columns.
  public static func header(
    compared: Bool, stateNames: [String], scrollColumns: [ScrollTraceColumn]
  ) -> String {
    var text = header(compared: compared, stateNames: stateNames)
    guard !scrollColumns.isEmpty else { return text }
    text.removeLast()
    for column in scrollColumns {
      for name in column.names {
        text += ","
        appendCell(name, to: &text)
      }
    }
    return text + "\n"
  }

  /// Appends one frame's scroll cells to a row (before its line break): offsets with 3
  /// decimals, as the main offset, and the phase.
  public static func appendScroll(
    _ columns: [ScrollTraceColumn], of engine: Engine, to line: inout String
  ) {
    guard !columns.isEmpty else { return }
    if line.last == "\n" { line.removeLast() }
    for column in columns {
      let state = engine.nestedState(column.key)
      if column.axes.contains(.horizontal) {
        line += ","
        NumberFormat.append(state.offset.x, 3, to: &line)
      }
      if column.axes.contains(.vertical) {
        line += ","
        NumberFormat.append(state.offset.y, 3, to: &line)
      }
      line += ","
      line += state.phase.rawValue
    }
    line += "\n"
  }
}

extension Engine {
  /// The root screen's nested scroll views as trace columns: every one in its free content,
  /// card, header, pinned views and bar, and in the first 100 rows, in that order.
  public func scrollTraceColumns() -> [ScrollTraceColumn] {
    guard let screen = stack.first else { return [] }
    var columns: [ScrollTraceColumn] = []
    var blocks: [ContentBlockID] = [.content, .card, .header, .pinned, .principal]
    blocks += (0..<min(screen.list.totalRows, 100)).map { ContentBlockID.row($0) }
    for block in blocks {
      guard let content = screen.layout(of: block) else { continue }
      for (index, view) in content.scrollViews.enumerated() {
        let key = ScrollViewKey(block, index)
        columns.append(
          ScrollTraceColumn(key: key, label: view.name ?? key.description, axes: view.axes))
      }
    }
    return columns
  }

  /// The root screen's nested scroll view `key`: its offset (resting where it never moved)
  /// and phase.
  public func nestedState(_ key: ScrollViewKey) -> (offset: Point, phase: ScrollPhase) {
    guard let screen = stack.first else { return (.zero, .idle) }
    if let state = screen.nested.states[key] { return (state.offset, state.phase) }
    guard let content = screen.layout(of: key.block), key.index < content.scrollViews.count
    else { return (.zero, .idle) }
    return (content.scrollViews[key.index].restingOffset, .idle)
  }
}
