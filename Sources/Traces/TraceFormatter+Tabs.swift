import NavLabCore
import ScreenModel

/// The tab and search columns of a trace (`--trace-tabs`, issue 41), after every other column
/// (after `--trace-sheet`'s): the tab shown, what is typed in the top screen's search field,
/// its scope, and the menu open.
extension TraceFormatter {
  /// The columns' names, in their order.
  public static let tabColumns = ["selected_tab", "search_text", "search_scope", "open_menu"]

  /// `header` with the tab columns after the rest.
  public static func appendingTabColumns(to header: String) -> String {
    var text = header
    if text.last == "\n" { text.removeLast() }
    for name in tabColumns { text += "," + name }
    return text + "\n"
  }

  /// Appends one frame's cells to a row (before its line break): the selected tab's index
  /// (empty without a tab bar); the search text as a CSV cell and the scope's index (empty
  /// without a search field; the scope empty without scopes); the open menu's anchor (a bar
  /// item's scene field or `content`), empty while none is open.
  public static func appendTabs(of engine: Engine, to line: inout String) {
    if line.last == "\n" { line.removeLast() }
    line += ","
    if let tab = engine.selectedTab { line += String(tab) }
    line += ","
    if let search = engine.top.behaviours.search {
      appendCell(search.text, to: &line)
      line += ","
      if search.spec.showsScopeBar { line += String(search.scope) }
    } else {
      line += ","
    }
    line += ","
    if let menu = engine.openMenu { appendCell(menu.source, to: &line) }
    line += "\n"
  }
}
