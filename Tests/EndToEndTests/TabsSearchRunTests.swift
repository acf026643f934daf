import Foundation
import Testing

/// Issue 41's tabs, search and menus through the binary, on the shipped SwiftUI run live
/// (Examples/SwiftUI/Tabs.swift and Fruits.swift): headless scripts, layout dumps,
/// `--trace-tabs` and `--trace-state`, in both designs, light and dark.
@Suite("Tabs, search and menus end to end", .enabled(if: SwiftUIRunTests.importerBuilt))
struct TabsSearchRunTests {
  struct Look: CustomStringConvertible, Sendable {
    var design: String
    var appearance: String
    var description: String { "\(design) \(appearance)" }
  }

  static let looks = ["ios18", "ios26"].flatMap { design in
    ["light", "dark"].map { Look(design: design, appearance: $0) }
  }

  static let examples = SwiftUIRunTests.root + "/Examples/SwiftUI"

  /// Runs `events` headless on `file` (a path, or a name in the test's folder) for `frames`
  /// frames; the folder holds the dumps and `t.csv`.
  static func run(
    _ file: String, _ look: Look, _ events: [String], frames: Int, in folder: URL? = nil
  ) throws -> URL {
    let folder = try folder ?? NavLabProcess.makeFolder()
    let script = #"{"events": ["# + events.joined(separator: ",\n") + "]}"
    try script.write(
      to: folder.appendingPathComponent("s.json"), atomically: true, encoding: .utf8)
    let result = try NavLabProcess.run(
      [
        "--headless", file, "--script", "s.json", "--frames", "\(frames)", "--trace", "t.csv",
        "--trace-state", "--trace-tabs", "--design", look.design, "--appearance",
        look.appearance,
      ], in: folder)
    #expect(result.status == 0, "\(look): \(result.standardError)")
    return folder
  }

  static func elements(_ folder: URL, _ file: String) throws -> [[String: Any]] {
    try NestedScrollRunTests.elements(folder, file)
  }

  /// The texts of the elements of `role` in a dump, top to bottom as listed.
  static func texts(_ folder: URL, _ file: String, role: String) throws -> [String] {
    try elements(folder, file).filter { $0["role"] as? String == role }.compactMap {
      $0["text"] as? String
    }
  }

  /// The centre of the first element of `role` whose text is `text`.
  static func centre(_ folder: URL, _ file: String, role: String, text: String) throws -> (
    x: Double, y: Double
  ) {
    let element = try #require(
      try elements(folder, file).first {
        $0["role"] as? String == role && $0["text"] as? String == text
      }, "no \(role) \(text) in \(file)")
    let box = try #require(element["frame"] as? [Double])
    return (box[0] + box[2] / 2, box[1] + box[3] / 2)
  }

  static func tap(_ point: (x: Double, y: Double), at t: Int) -> [String] {
    [
      #"{"t": \#(t), "type": "down", "x": \#(point.x), "y": \#(point.y)}"#,
      #"{"t": \#(t + 50), "type": "up", "x": \#(point.x), "y": \#(point.y)}"#,
    ]
  }

  /// The last row of the trace, by column name.
  static func lastRow(_ folder: URL) throws -> [String: String] {
    let text = try String(contentsOf: folder.appendingPathComponent("t.csv"), encoding: .utf8)
    let lines = text.split(separator: "\n")
    let names = try #require(lines.first).split(separator: ",").map(String.init)
    let cells = try #require(lines.last).split(separator: ",", omittingEmptySubsequences: false)
    #expect(names.count == cells.count)
    var row: [String: String] = [:]
    for (name, cell) in zip(names, cells) { row[name] = String(cell) }
    return row
  }

  // MARK: - Tabs

  @Test(
    "A TabView of two NavigationStacks: a tap on Archive shows its title and rows, none of Inbox's; the selection reaches the code",
    arguments: looks)
  func secondTabShowsItsOwnScreen(_ look: Look) throws {
    let file = "\(Self.examples)/Tabs.swift"
    let rest = try Self.run(
      file, look, [#"{"t": 50, "type": "layout", "path": "rest.json"}"#], frames: 5)
    defer { try? FileManager.default.removeItem(at: rest) }
    #expect(try Self.texts(rest, "rest.json", role: "largeTitle") == ["Inbox"])
    #expect(try Self.texts(rest, "rest.json", role: "listRow").first == "Message 1")
    let archive = try Self.centre(rest, "rest.json", role: "tabItem", text: "Archive")
    // The badge `.badge(3)` on the Archive tab.
    #expect(try Self.texts(rest, "rest.json", role: "badge") == ["3"])

    let folder = try Self.run(
      file, look,
      Self.tap(archive, at: 100) + [#"{"t": 900, "type": "layout", "path": "archive.json"}"#],
      frames: 60)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(try Self.texts(folder, "archive.json", role: "largeTitle") == ["Archive"])
    #expect(
      try Self.texts(folder, "archive.json", role: "listRow") == [
        "Receipts", "Travel", "Old projects",
      ])
    let selected = try Self.elements(folder, "archive.json").filter {
      $0["role"] as? String == "tabItem" && $0["selected"] as? Bool == true
    }
    #expect(selected.compactMap { $0["text"] as? String } == ["Archive"])
    let row = try Self.lastRow(folder)
    #expect(row["selected_tab"] == "1")
    #expect(row["MailTabsView.selection"] == "MailTab.archive")
  }

  @Test(
    "Back to Inbox: its stack (a pushed message) and its scroll position are as they were left",
    arguments: looks)
  func firstTabKeepsItsStackAndScroll(_ look: Look) throws {
    let file = "\(Self.examples)/Tabs.swift"
    let rest = try Self.run(
      file, look, [#"{"t": 50, "type": "layout", "path": "rest.json"}"#], frames: 5)
    defer { try? FileManager.default.removeItem(at: rest) }
    let inbox = try Self.centre(rest, "rest.json", role: "tabItem", text: "Inbox")
    let archive = try Self.centre(rest, "rest.json", role: "tabItem", text: "Archive")
    // A 250 pt drag up (slow: no fling), a tap on a row, Archive, Inbox, then back.
    var events = [#"{"t": 100, "type": "down", "x": 200, "y": 600}"#]
    events += (1...25).map {
      #"{"t": \#(100 + 16 * $0), "type": "move", "x": 200, "y": \#(600 - 10 * $0)}"#
    }
    events.append(#"{"t": 900, "type": "up", "x": 200, "y": 350}"#)
    events.append(#"{"t": 1400, "type": "layout", "path": "scrolled.json"}"#)
    events += Self.tap((200, 450), at: 1500)
    events.append(#"{"t": 2400, "type": "layout", "path": "pushed.json"}"#)
    events += Self.tap(archive, at: 2500)
    events.append(#"{"t": 3000, "type": "layout", "path": "archive.json"}"#)
    events += Self.tap(inbox, at: 3100)
    events.append(#"{"t": 3600, "type": "layout", "path": "back.json"}"#)
    events.append(#"{"t": 3700, "type": "key", "key": "escape"}"#)
    events.append(#"{"t": 4700, "type": "layout", "path": "popped.json"}"#)
    let folder = try Self.run(file, look, events, frames: 300)
    defer { try? FileManager.default.removeItem(at: folder) }
    let pushedTitle = try Self.texts(folder, "pushed.json", role: "navigationTitle")
    #expect(pushedTitle.count == 1 && pushedTitle[0].hasPrefix("Message "), "\(pushedTitle)")
    #expect(try Self.texts(folder, "archive.json", role: "largeTitle") == ["Archive"])
    #expect(try Self.texts(folder, "back.json", role: "navigationTitle") == pushedTitle)
    // iOS 18's back button says "Inbox"; iOS 26's is a chevron on glass, without a title.
    let back = try Self.texts(folder, "back.json", role: "backButton")
    #expect(back == [look.design == "ios18" ? "Inbox" : ""], "\(back)")
    // Popped: the rows where the drag left them.
    func rows(_ file: String) throws -> [String: Double] {
      var frames: [String: Double] = [:]
      for element in try Self.elements(folder, file) where element["role"] as? String == "listRow" {
        if let text = element["text"] as? String, let box = element["frame"] as? [Double] {
          frames[text] = box[1]
        }
      }
      return frames
    }
    let before = try rows("scrolled.json")
    let after = try rows("popped.json")
    #expect(!before.isEmpty)
    #expect(before["Message 1"] == nil || before["Message 1"]! < 100, "\(before)")
    for (text, y) in before { #expect(after[text] == y, "\(text)") }
  }

  @Test(
    "A TabView of .tabItem { Label } tabs without a selection: the second tab shows its own title and rows",
    arguments: looks)
  func tabItemTabsWithoutSelection(_ look: Look) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = """
      import SwiftUI
      struct TwoStacks: View {
        var body: some View {
          TabView {
            NavigationStack {
              List(0..<30) { i in Text("Inbox row \\(i)") }
                .navigationTitle("Inbox")
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            NavigationStack {
              List { Text("Alpha"); Text("Beta") }
                .navigationTitle("Archive")
            }
            .tabItem { Label("Archive", systemImage: "archivebox") }
          }
        }
      }
      """
    try source.write(
      to: folder.appendingPathComponent("TwoStacks.swift"), atomically: true, encoding: .utf8)
    _ = try Self.run(
      "TwoStacks.swift", look, [#"{"t": 50, "type": "layout", "path": "rest.json"}"#], frames: 5,
      in: folder)
    let archive = try Self.centre(folder, "rest.json", role: "tabItem", text: "Archive")
    _ = try Self.run(
      "TwoStacks.swift", look,
      Self.tap(archive, at: 100) + [#"{"t": 900, "type": "layout", "path": "archive.json"}"#],
      frames: 60, in: folder)
    #expect(try Self.texts(folder, "archive.json", role: "largeTitle") == ["Archive"])
    #expect(try Self.texts(folder, "archive.json", role: "listRow") == ["Alpha", "Beta"])
    #expect(try Self.lastRow(folder)["selected_tab"] == "1")
  }

  // MARK: - Search

  static let fruits = [
    "Apple", "Apricot", "Banana", "Cherry", "Grape", "Grapefruit", "Lemon", "Lime", "Mango",
    "Papaya", "Pear", "Quince",
  ]
  static let sour: Set = ["Grapefruit", "Lemon", "Lime", "Quince"]

  @Test(
    "Search runs the code's filter: \"ap\" lists exactly the fruits containing \"ap\"; the scopes are drawn while searching; Sour keeps the sour ones; Return runs onSubmit",
    arguments: looks)
  func searchRunsTheCode(_ look: Look) throws {
    let file = "\(Self.examples)/Fruits.swift"
    let rest = try Self.run(
      file, look, [#"{"t": 50, "type": "layout", "path": "rest.json"}"#], frames: 5)
    defer { try? FileManager.default.removeItem(at: rest) }
    #expect(try Self.texts(rest, "rest.json", role: "searchScope").isEmpty)
    let field = try Self.centre(rest, "rest.json", role: "searchField", text: "Fruits")
    var events = Self.tap(field, at: 100)
    events += [
      #"{"t": 700, "type": "key", "key": "a"}"#, #"{"t": 800, "type": "key", "key": "p"}"#,
      #"{"t": 1500, "type": "layout", "path": "ap.json"}"#,
    ]
    let typed = try Self.run(file, look, events, frames: 100)
    defer { try? FileManager.default.removeItem(at: typed) }
    let expected = Self.fruits.filter { $0.lowercased().contains("ap") }
    #expect(expected == ["Apple", "Apricot", "Grape", "Grapefruit", "Papaya"])
    #expect(try Self.texts(typed, "ap.json", role: "listRow") == expected)
    #expect(try Self.texts(typed, "ap.json", role: "searchScope") == ["All", "Sweet", "Sour"])
    var row = try Self.lastRow(typed)
    #expect(row["FruitsView.query"] == "ap")
    #expect(row["search_text"] == "ap")
    #expect(row["search_scope"] == "0")

    let sourScope = try Self.centre(typed, "ap.json", role: "searchScope", text: "Sour")
    events += Self.tap(sourScope, at: 1600)
    events += [
      #"{"t": 2300, "type": "layout", "path": "sour.json"}"#,
      #"{"t": 2400, "type": "key", "key": "return"}"#,
    ]
    let scoped = try Self.run(file, look, events, frames: 180)
    defer { try? FileManager.default.removeItem(at: scoped) }
    #expect(
      try Self.texts(scoped, "sour.json", role: "listRow")
        == expected.filter { Self.sour.contains($0) })
    row = try Self.lastRow(scoped)
    #expect(row["FruitsView.kind"] == "Kind.sour")
    #expect(row["search_scope"] == "2")
    #expect(row["FruitsView.submitted"] == "ap")
  }

  @Test(
    "iOS 26's bottom field (placement: .toolbar): typing \"ap\" runs the code's filter, the scope titles hang under the navigation bar",
    arguments: ["light", "dark"])
  func bottomSearchRunsTheCode(_ appearance: String) throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = try String(contentsOfFile: "\(Self.examples)/Fruits.swift", encoding: .utf8)
      .replacingOccurrences(
        of: ".searchable(text: $query, prompt:",
        with: ".searchable(text: $query, placement: .toolbar, prompt:")
    #expect(source.contains("placement: .toolbar"))
    try source.write(
      to: folder.appendingPathComponent("Bottom.swift"), atomically: true, encoding: .utf8)
    let look = Look(design: "ios26", appearance: appearance)
    _ = try Self.run(
      "Bottom.swift", look, [#"{"t": 50, "type": "layout", "path": "rest.json"}"#], frames: 5,
      in: folder)
    let field = try Self.centre(folder, "rest.json", role: "searchField", text: "Fruits")
    #expect(field.y > 780)
    var events = Self.tap(field, at: 100)
    events += [
      #"{"t": 700, "type": "key", "key": "a"}"#, #"{"t": 800, "type": "key", "key": "p"}"#,
      #"{"t": 1500, "type": "layout", "path": "ap.json"}"#,
    ]
    _ = try Self.run("Bottom.swift", look, events, frames: 100, in: folder)
    #expect(
      try Self.texts(folder, "ap.json", role: "listRow")
        == Self.fruits.filter { $0.lowercased().contains("ap") })
    let scopes = try Self.elements(folder, "ap.json").filter {
      $0["role"] as? String == "searchScope"
    }
    #expect(scopes.compactMap { $0["text"] as? String } == ["All", "Sweet", "Sour"])
    // Under the navigation bar, above the rows (the field itself is down by the keyboard).
    let scopeTop = try #require((scopes.first?["frame"] as? [Double])?[1])
    let barBottom = 54.0 + 5.67 + 44
    #expect(scopeTop > barBottom && scopeTop < 250, "\(scopeTop)")
  }

  @Test(
    "safeAreaInset(edge: .bottom): fixed on the home indicator's safe area, the last row rests above it, its text follows the code",
    arguments: looks)
  func bottomInsetIsFixedAndTheContentEndsAboveIt(_ look: Look) throws {
    let file = "\(Self.examples)/Fruits.swift"
    let folder = try Self.run(
      file, look,
      [
        #"{"t": 50, "type": "layout", "path": "rest.json"}"#,
        #"{"t": 100, "type": "scroll_to", "offset": 5000, "animated": false}"#,
        #"{"t": 600, "type": "layout", "path": "end.json"}"#,
      ], frames: 40)
    defer { try? FileManager.default.removeItem(at: folder) }
    func inset(_ file: String) throws -> [Double] {
      let element = try #require(
        try Self.elements(folder, file).first { $0["role"] as? String == "safeAreaInset" })
      return try #require(element["frame"] as? [Double])
    }
    let rest = try inset("rest.json")
    // Its bottom on the 15 Pro's 34 pt home indicator area: 852 − 34.
    #expect(abs(rest[1] + rest[3] - (852 - 34)) < 0.001 && rest[0] == 0 && rest[2] == 393)
    #expect(try inset("end.json") == rest)
    #expect(try Self.texts(folder, "rest.json", role: "text").contains("12 fruits"))
    let last = try #require(
      try Self.elements(folder, "end.json").first {
        $0["role"] as? String == "listRow" && $0["text"] as? String == "Quince"
      })
    let row = try #require(last["frame"] as? [Double])
    let rowBottom: Double = row[1] + row[3]
    #expect(rowBottom <= rest[1] + 0.001, "\(row) \(rest)")
    #expect(rowBottom > rest[1] - 60, "\(row) \(rest)")
  }

  // MARK: - Menus

  @Test(
    "A toolbar Menu is drawn with its symbol; a tap lists its buttons beside it; a tap on one runs its action (the rows reverse)",
    arguments: looks)
  func toolbarMenuOpensAndActs(_ look: Look) throws {
    let file = "\(Self.examples)/Fruits.swift"
    let rest = try Self.run(
      file, look, [#"{"t": 50, "type": "layout", "path": "rest.json"}"#], frames: 5)
    defer { try? FileManager.default.removeItem(at: rest) }
    let item = try #require(
      try Self.elements(rest, "rest.json").first { $0["role"] as? String == "toolbarItem" })
    let box = try #require(item["frame"] as? [Double])
    let button: (x: Double, y: Double) = (box[0] + box[2] / 2, box[1] + box[3] / 2)
    var events = Self.tap(button, at: 100)
    events.append(#"{"t": 400, "type": "layout", "path": "open.json"}"#)
    let open = try Self.run(file, look, events, frames: 30)
    defer { try? FileManager.default.removeItem(at: open) }
    #expect(try Self.texts(open, "open.json", role: "menuItem") == ["A to Z", "Z to A"])
    let menu = try #require(
      try Self.elements(open, "open.json").first { $0["role"] as? String == "menu" })
    let frame = try #require(menu["frame"] as? [Double])
    // 250 pt wide, two 43 pt rows, 8 pt under the button, its trailing edge on the button's.
    #expect(frame[2] == 250 && frame[3] == 86)
    let gap: Double = frame[1] - (box[1] + box[3])
    let trailing: Double = frame[0] + frame[2]
    let buttonTrailing: Double = box[0] + box[2]
    #expect(abs(gap - 8) < 0.001)
    #expect(abs(trailing - buttonTrailing) < 0.001)
    #expect(try Self.lastRow(open)["open_menu"] == "barItems.trailing[0]")

    let zToA = try Self.centre(open, "open.json", role: "menuItem", text: "Z to A")
    events += Self.tap(zToA, at: 500)
    events.append(#"{"t": 1200, "type": "layout", "path": "sorted.json"}"#)
    let sorted = try Self.run(file, look, events, frames: 80)
    defer { try? FileManager.default.removeItem(at: sorted) }
    #expect(try Self.texts(sorted, "sorted.json", role: "menuItem").isEmpty)
    let rows = try Self.texts(sorted, "sorted.json", role: "listRow")
    #expect(rows.first == "Quince", "\(rows)")
    #expect(try Self.lastRow(sorted)["FruitsView.ascending"] == "0")
    #expect(try Self.lastRow(sorted)["open_menu"] == "")
  }

  @Test(
    "Menu { … } label: { Image(systemName: \"ellipsis.circle\") } keeps its ring, in a toolbar and in content"
  )
  func menuSymbolIsTheRing() throws {
    let folder = try NavLabProcess.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = """
      import SwiftUI
      struct Notes: View {
        @State private var count = 0
        var body: some View {
          NavigationStack {
            List {
              Text("Count \\(count)")
              Menu {
                Button("Add One") { count += 1 }
                Button("Reset", role: .destructive) { count = 0 }
              } label: {
                Image(systemName: "ellipsis.circle")
              }
            }
            .navigationTitle("Notes")
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) {
                Menu {
                  Button("Add One") { count += 1 }
                } label: {
                  Image(systemName: "ellipsis.circle")
                }
              }
            }
          }
        }
      }
      """
    try source.write(
      to: folder.appendingPathComponent("Notes.swift"), atomically: true, encoding: .utf8)
    let look = Look(design: "ios18", appearance: "light")
    _ = try Self.run(
      "Notes.swift", look, [#"{"t": 50, "type": "layout", "path": "rest.json"}"#], frames: 5,
      in: folder)
    let image = try #require(
      try Self.elements(folder, "rest.json").first { $0["role"] as? String == "image" })
    #expect(image["text"] as? String == "ellipsis.circle")
    let label = try #require(image["frame"] as? [Double])
    let centre: (x: Double, y: Double) = (label[0] + label[2] / 2, label[1] + label[3] / 2)
    var events = Self.tap(centre, at: 100)
    events.append(#"{"t": 400, "type": "layout", "path": "open.json"}"#)
    _ = try Self.run("Notes.swift", look, events, frames: 30, in: folder)
    #expect(try Self.texts(folder, "open.json", role: "menuItem") == ["Add One", "Reset"])
    let add = try Self.centre(folder, "open.json", role: "menuItem", text: "Add One")
    events += Self.tap(add, at: 500)
    events.append(#"{"t": 1200, "type": "layout", "path": "added.json"}"#)
    _ = try Self.run("Notes.swift", look, events, frames: 80, in: folder)
    #expect(try Self.texts(folder, "added.json", role: "listRow").first == "Count 1")
    let scene = try NavLabProcess.run(
      ["--headless", "--frames", "1", "Notes.swift", "--emit-scene", "notes.json"], in: folder)
    #expect(scene.status == 0, "\(scene.standardError)")
    let written = try String(
      contentsOf: folder.appendingPathComponent("notes.json"), encoding: .utf8)
    #expect(written.contains(#""symbol": "ellipsis.circle""#))
  }
}
