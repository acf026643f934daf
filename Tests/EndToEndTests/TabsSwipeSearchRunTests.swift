import Foundation
import Testing

/// Issue 41's two halves together through the binary: one SwiftUI file run live with a
/// `TabView` of two `NavigationStack`s whose first tab is a searchable list (the code's own
/// filter) of rows with `.swipeActions`. Searching, swiping a found row away and switching tabs
/// each act on the right screen, in both designs, light and dark.
@Suite("Tabs, search and swipe actions together", .enabled(if: SwiftUIRunTests.importerBuilt))
struct TabsSwipeSearchRunTests {
  typealias Look = TabsSearchRunTests.Look

  static let source = """
    import SwiftUI

    struct PantryView: View {
      @State private var fruits = [
        "Apple", "Apricot", "Banana", "Grape", "Grapefruit", "Lemon", "Papaya",
      ]
      @State private var query = ""
      @State private var flagged = 0

      var shown: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
      }

      var body: some View {
        TabView {
          NavigationStack {
            List {
              ForEach(shown, id: \\.self) { fruit in
                Text(fruit)
                  .swipeActions {
                    Button("Delete", role: .destructive) {
                      if let index = fruits.firstIndex(where: { $0 == fruit }) {
                        fruits.remove(at: index)
                      }
                    }
                    Button("Flag") { flagged += 1 }
                      .tint(.orange)
                  }
              }
            }
            .navigationTitle("Pantry")
            .searchable(text: $query, prompt: "Fruits")
          }
          .tabItem { Label("Pantry", systemImage: "leaf") }
          NavigationStack {
            List {
              Text("Receipts")
              Text("Travel")
            }
            .navigationTitle("Archive")
          }
          .tabItem { Label("Archive", systemImage: "archivebox") }
        }
      }
    }
    """

  static let fruits = ["Apple", "Apricot", "Banana", "Grape", "Grapefruit", "Lemon", "Papaya"]

  /// Runs `events` headless on the pantry (written into `folder`) with the tab, swipe and
  /// state columns; the folder then holds the dumps and `t.csv`.
  static func run(_ look: Look, _ events: [String], frames: Int, in folder: URL) throws {
    let script = #"{"events": ["# + events.joined(separator: ",\n") + "]}"
    try script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "--headless", "Pantry.swift", "--script", "s.json", "--frames", "\(frames)", "--trace",
        "t.csv", "--trace-state", "--trace-tabs", "--trace-swipe", "--design", look.design,
        "--appearance", look.appearance,
      ], in: folder)
    #expect(result.status == 0, "\(look): \(result.standardError)")
  }

  static func makeFolder() throws -> URL {
    let folder = try NavLabProcess.makeFolder()
    try source.write(
      to: folder.appendingPathComponent("Pantry.swift"), atomically: true, encoding: .utf8)
    return folder
  }

  static func rows(_ folder: URL, _ file: String) throws -> [String] {
    try TabsSearchRunTests.texts(folder, file, role: "listRow")
  }

  /// The trace's last row by column name; the state column of the fruits holds the array as
  /// one quoted cell (commas and doubled quotes inside), so cells are split the CSV way.
  static func lastRow(_ folder: URL) throws -> [String: String] {
    let text = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    let names = try #require(lines.first).split(separator: ",").map(String.init)
    let values = cells(of: String(try #require(lines.last)))
    #expect(names.count == values.count, "\(names) \(values)")
    return Dictionary(zip(names, values), uniquingKeysWith: { first, _ in first })
  }

  static func cells(of line: String) -> [String] {
    var cells: [String] = []
    var cell = ""
    var quoted = false
    var previous: Character?
    for character in line {
      switch character {
      case "\"" where quoted:
        quoted = false
      case "\"":
        if previous == "\"" { cell.append("\"") }
        quoted = true
      case "," where !quoted:
        cells.append(cell)
        cell = ""
      default:
        cell.append(character)
      }
      previous = character
    }
    cells.append(cell)
    return cells
  }

  @Test(
    "Typing \"ap\" lists the fruits with \"ap\"; a full swipe on Apricot runs the code's Delete and the filtered list loses it",
    arguments: TabsSearchRunTests.looks)
  func searchThenSwipeAway(_ look: Look) throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.run(
      look, [#"{"t": 50, "type": "layout", "path": "rest.json"}"#], frames: 5, in: folder)
    #expect(try Self.rows(folder, "rest.json") == Self.fruits, "\(look)")
    let field = try TabsSearchRunTests.centre(
      folder, "rest.json", role: "searchField", text: "Fruits")
    var events = TabsSearchRunTests.tap(field, at: 100)
    events += [
      #"{"t": 700, "type": "key", "key": "a"}"#, #"{"t": 800, "type": "key", "key": "p"}"#,
      #"{"t": 1500, "type": "layout", "path": "ap.json"}"#,
    ]
    try Self.run(look, events, frames: 100, in: folder)
    let found = Self.fruits.filter { $0.lowercased().contains("ap") }
    #expect(found == ["Apple", "Apricot", "Grape", "Grapefruit", "Papaya"])
    #expect(try Self.rows(folder, "ap.json") == found, "\(look)")

    // Apricot's row, swiped fully left (past W − 30) while the search stays: Delete runs.
    let apricot = try TabsSearchRunTests.centre(folder, "ap.json", role: "listRow", text: "Apricot")
    events += SwipeActionRunTests.drag(from: 370, to: 30, y: apricot.y, at: 1600, lift: 1900)
    events += [#"{"t": 4000, "type": "layout", "path": "gone.json"}"#]
    try Self.run(look, events, frames: 250, in: folder)
    #expect(
      try Self.rows(folder, "gone.json") == found.filter { $0 != "Apricot" }, "\(look)")
    let trace = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    #expect(trace.contains(",full\n") && trace.contains(",removing\n"), "\(look)")
    let row = try Self.lastRow(folder)
    #expect(row["search_text"] == "ap")
    #expect(row["PantryView.query"] == "ap")
    // The code's own array lost Apricot (its Delete ran), not only the list on screen.
    #expect(
      row["PantryView.fruits"]
        == #"["Apple", "Banana", "Grape", "Grapefruit", "Lemon", "Papaya"]"#, "\(row)")
  }

  @Test(
    "A 140 pt swipe on a row opens Flag then Delete; a tap on Archive then shows Archive's title and rows, none of the pantry's",
    arguments: TabsSearchRunTests.looks)
  func swipeThenSwitchTabs(_ look: Look) throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Self.run(
      look, [#"{"t": 50, "type": "layout", "path": "rest.json"}"#], frames: 5, in: folder)
    let banana = try TabsSearchRunTests.centre(folder, "rest.json", role: "listRow", text: "Banana")
    let archive = try TabsSearchRunTests.centre(
      folder, "rest.json", role: "tabItem", text: "Archive")
    var events = SwipeActionRunTests.drag(from: 300, to: 160, y: banana.y, at: 100, lift: 600)
    events += [#"{"t": 1800, "type": "layout", "path": "open.json"}"#]
    events += TabsSearchRunTests.tap(archive, at: 2000)
    events += [#"{"t": 2900, "type": "layout", "path": "archive.json"}"#]
    try Self.run(look, events, frames: 180, in: folder)
    let actions = try TabsSearchRunTests.texts(folder, "open.json", role: "swipeAction")
    #expect(actions == ["Flag", "Delete"], "\(look)")
    #expect(
      try TabsSearchRunTests.texts(folder, "archive.json", role: "largeTitle") == ["Archive"])
    #expect(try Self.rows(folder, "archive.json") == ["Receipts", "Travel"], "\(look)")
    #expect(try TabsSearchRunTests.texts(folder, "archive.json", role: "swipeAction").isEmpty)
    #expect(try Self.lastRow(folder)["selected_tab"] == "1")
  }
}
