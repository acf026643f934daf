import NavGeometry
import NavLabCore
import ScreenModel

/// A swiped row's columns in a trace (`--trace-swipe`, issue 41), after every other column
/// (after `--trace-sheet`'s and `--trace-tabs`'): which row, how far its content is moved,
/// and what it does.
extension TraceFormatter {
  /// The columns' names, in their order.
  public static let swipeColumns = ["swipe_row", "swipe_offset", "swipe_state"]

  /// `header` with the swipe's columns after the rest.
  public static func appendingSwipeColumns(to header: String) -> String {
    var text = header
    if text.last == "\n" { text.removeLast() }
    for name in swipeColumns { text += "," + name }
    return text + "\n"
  }

  /// Appends one frame's swipe cells to a row (before its line break): the top screen's row
  /// that is open or moving (the last one swiped), its content's horizontal shift with 3
  /// decimals (negative: moved left, its trailing actions showing), and its state (`dragging`,
  /// `full`, `opening`, `open`, `closing`, `removing`); empty cells while no row has moved.
  public static func appendSwipe(of engine: Engine, to line: inout String) {
    if line.last == "\n" { line.removeLast() }
    let swipes = engine.stack[engine.stack.count - 1].swipes
    guard let swipe = swipes.rows.last(where: { !$0.isClosed }) ?? swipes.rows.last else {
      line += ",,,\n"
      return
    }
    line += ","
    line += String(swipe.row)
    line += ","
    NumberFormat.append(swipe.contentShift, 3, to: &line)
    line += ","
    line += swipe.stateName
    line += "\n"
  }
}
