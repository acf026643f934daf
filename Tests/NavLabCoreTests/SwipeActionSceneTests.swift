import Foundation
import ScreenModel
import Testing

/// A row's `"swipeActions"` in scene files (issue 41): read, written back the same, refused
/// with one line naming the field; and the row a destructive action removes.
@Suite("Swipe actions in scene files")
struct SwipeActionSceneTests {
  static func decode(_ rows: String) throws -> ScreenSpec {
    let text = #"{"title": "M", "list": {"style": "plain", "sections": [[\#(rows)]]}}"#
    return try SceneDecoder.decode(Array(text.utf8), file: "m.json", id: "m")
  }

  @Test("Edges, full swipe, titles, symbols, roles, tints and live names are read and written back")
  func roundTrip() throws {
    let spec = try Self.decode(
      #"""
      {"label": "A", "swipeActions": [
        {"actions": [{"title": "Delete", "role": "destructive", "action": "del"},
                     {"title": "Flag", "tint": "orange"}]},
        {"edge": "leading", "allowsFullSwipe": false,
         "actions": [{"symbol": "envelope.badge", "tint": "#007AFF"}]}]},
      {"label": "B"}
      """#)
    let row = spec.rows[0]
    #expect(row.swipeActions.count == 2)
    let trailing = try #require(row.swipeActions(.trailing))
    #expect(trailing.allowsFullSwipe)
    #expect(trailing.actions.map(\.title) == ["Delete", "Flag"])
    #expect(trailing.actions[0].role == .destructive)
    #expect(trailing.actions[0].action == "del")
    #expect(trailing.actions[1].tint == .semantic(.orange))
    let leading = try #require(row.swipeActions(.leading))
    #expect(!leading.allowsFullSwipe)
    #expect(leading.actions[0].symbol != nil)
    #expect(spec.rows[1].swipeActions.isEmpty)
    let again = try SceneDecoder.decode(
      Array(SceneEncoder.encode(spec).utf8), file: "m.json", id: "m")
    #expect(again == spec)
  }

  @Test(
    "Bad swipe actions are one line naming the field",
    arguments: [
      (#""swipeActions": []"#, "list.sections[0][0].swipeActions"),
      (#""swipeActions": [{"actions": []}]"#, "list.sections[0][0].swipeActions[0].actions"),
      (
        #""swipeActions": [{"actions": [{"title": "A"}]}, {"actions": [{"title": "B"}]}]"#,
        "list.sections[0][0].swipeActions[1].edge"
      ),
      (#""swipeActions": [{"edge": "top", "actions": [{"title": "A"}]}]"#, "swipeActions[0].edge"),
      (#""swipeActions": [{"actions": [{"role": "destructive"}]}]"#, "swipeActions[0].actions[0]"),
      (#""swipeActions": [{"actions": [{"title": "A", "tint": "plum"}]}]"#, "actions[0].tint"),
      (#""swipeActions": [{"actions": [{"title": "A", "size": 3}]}]"#, "actions[0].size"),
      (
        #""swipeActions": [{"actions": [{"title": "A"}, {"title": "B"}, {"title": "C"}, {"title": "D"}, {"title": "E"}, {"title": "F"}]}]"#,
        "swipeActions[0].actions"
      ),
    ])
  func refused(_ field: String, _ path: String) throws {
    do {
      _ = try Self.decode(#"{"label": "A", \#(field)}"#)
      Issue.record("accepted \(field)")
    } catch {
      let message = "\(error)"
      #expect(message.contains(path), "\(message)")
      #expect(!message.contains("\n"), "\(message)")
    }
  }

  @Test("Removing a row: its section one shorter, gone when empty; repeated rows written out first")
  func removingRows() throws {
    let text = #"""
      {"title": "M", "list": {"style": "inset-grouped", "sections": [
        {"header": "One", "rows": [{"label": "a"}, {"label": "b"}]},
        {"header": "Two", "rows": [{"label": "c"}]}]}}
      """#
    let spec = try SceneDecoder.decode(Array(text.utf8), file: "m.json", id: "m")
    let fewer = try #require(spec.removingRow(1))
    #expect(fewer.rows.map(\.label) == ["a", "c"])
    #expect(fewer.sectionPattern == [1, 1])
    #expect(fewer.rowCount == 2)
    let gone = try #require(fewer.removingRow(1))
    #expect(gone.sectionPattern == [1])
    #expect(gone.sections.map(\.header) == ["One"])
    #expect(spec.removingRow(3) == nil)
    #expect(spec.removingRow(-1) == nil)
    // Seven rows over a pattern of three: written out (a b c a b c a), then row 4 removed.
    var repeated = spec
    repeated.rowCount = 7
    let written = try #require(repeated.removingRow(4))
    #expect(written.rows.map(\.label) == ["a", "b", "c", "a", "c", "a"])
    #expect(written.sectionPattern == [2, 1, 1, 1, 1])
    #expect(written.sections.map(\.header) == ["One", "Two", "One", "Two", "One"])
    repeated.rowCount = 5000
    #expect(repeated.removingRow(0) == nil)
  }
}
