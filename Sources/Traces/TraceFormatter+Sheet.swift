import NavGeometry
import NavLabCore
import ScreenModel

/// A presented sheet's columns in a trace (`--trace-sheet`, issue 40), after every other
/// column: its top edge, its detent, its list's offset.
extension TraceFormatter {
  /// The columns' names, in their order.
  public static let sheetColumns = ["sheet_top", "sheet_detent", "sheet_offset"]

  /// `header` with the sheet's columns after the rest.
  public static func appendingSheetColumns(to header: String) -> String {
    var text = header
    if text.last == "\n" { text.removeLast() }
    for name in sheetColumns { text += "," + name }
    return text + "\n"
  }

  /// Appends one frame's sheet cells to a row (before its line break): the top and offset with
  /// 3 decimals, the detent's name (`medium`, `large`, `fraction:0.3`, `height:200`, `leaving`);
  /// empty cells while no sheet is presented.
  public static func appendSheet(of engine: Engine, to line: inout String) {
    if line.last == "\n" { line.removeLast() }
    guard let sheet = engine.sheet else {
      line += ",,,\n"
      return
    }
    line += ","
    NumberFormat.append(sheet.top, 3, to: &line)
    line += ","
    switch sheet.detent {
    case .medium?: line += "medium"
    case .large?: line += "large"
    case .fraction(let value)?:
      line += "fraction:"
      NumberFormat.append(value, 3, to: &line)
    case .height(let value)?:
      line += "height:"
      NumberFormat.append(value, 3, to: &line)
    case nil: line += "leaving"
    }
    line += ","
    NumberFormat.append(sheet.screen.offset, 3, to: &line)
    line += "\n"
  }
}
