import DisplayList
import NavGeometry
import Testing

@testable import NavInput
@testable import NavLabCore
@testable import ScreenModel

/// Issue 41's search through the engine: a scene file's rows filtered by the typed text, the
/// scope bar and the suggestions, and the code's own filtering left to the code.
@Suite("Search that filters (issue 41)")
struct SearchFilterTests {
  static let mail = #"""
    {"title": "Mail", "largeTitle": "always",
     "search": {"placeholder": "Search", "scopes": ["All", "Unread", "Flagged"], "scope": 1,
                "suggestions": ["Anna", "Invoice"]},
     "list": {"style": "inset-grouped", "sections": [[
       {"label": "Anna", "value": "Lunch"}, {"label": "Ben", "subtitle": "Invoice 42"},
       {"label": "Carla", "value": "Tickets"}, {"label": "Dan", "value": "Anniversary"}]]}}
    """#

  static func engine(_ text: String = mail, filtersRows: Bool = true) throws -> Engine {
    var spec = try SceneDecoder.decode(Array(text.utf8), file: "mail.json", id: "mail")
    spec.search?.filtersRows = filtersRows
    var engine = Engine(options: EngineOptions(device: .iPhone15Pro, scene: spec))
    engine.advance(to: 0)
    return engine
  }

  /// Taps the field (at rest: 16…377 × 158…194 on the 15 Pro) and lets it focus.
  static func focus(_ engine: inout Engine) {
    engine.handle(.pointerDown(x: 100, y: 176), at: 0.1)
    engine.handle(.pointerUp(x: 100, y: 176), at: 0.15)
    TabStackTests.run(&engine, to: 0.6)
  }

  static func type(_ keys: [String], _ engine: inout Engine) {
    for key in keys { engine.handle(.key(KeyChord(key: key)), at: engine.time + 0.01) }
    TabStackTests.run(&engine, to: engine.time + 0.05)
  }

  static func shown(_ engine: Engine) -> [String] {
    TabStackTests.elements(engine).filter { $0.role == .listRow }.map(\.text)
  }

  @Test("Typed text keeps the rows whose label, value or subtitle contain it, ignoring case")
  func filters() throws {
    var engine = try Self.engine()
    Self.focus(&engine)
    // Before anything is typed, the rows stay as written (an empty results area covers them,
    // with the suggestions: iOS's results controller).
    #expect(engine.top.spec.rows.count == 4)
    Self.type(["a", "n", "n"], &engine)
    // "Anna" by its label, "Dan" by its value "Anniversary"; not "Ben", "Carla".
    #expect(engine.top.spec.rows.map(\.label) == ["Anna", "Dan"])
    #expect(Self.shown(engine) == ["Anna", "Dan"] && engine.frameValues().searchText == "ann")
    Self.type(["backspace", "backspace", "backspace", "i", "N", "v"], &engine)
    #expect(engine.top.spec.rows.map(\.label) == ["Ben"])
    // Nothing matches: no rows, and SwiftUI's "No Results" in the content's place, across
    // the screen (its title is not cut).
    Self.type(["z"], &engine)
    #expect(engine.top.spec.rows.isEmpty)
    let texts = TabStackTests.elements(engine).filter { $0.role == .text }
    let title = try #require(texts.first { $0.text.hasPrefix("No Results") })
    #expect(title.text == "No Results for \u{201C}iNvz\u{201D}")
    #expect(abs(title.frame.midX - 393 / 2) < 1)
    // Escape ends the search: the list comes back whole.
    Self.type(["escape"], &engine)
    #expect(engine.top.spec.rows.map(\.label) == ["Anna", "Ben", "Carla", "Dan"])
    #expect(!engine.top.isSearching && engine.top.searchText.isEmpty)
  }

  @Test("The code's own search: the text goes to the code, the rows stay as the code sends them")
  func codeFilters() throws {
    var engine = try Self.engine(filtersRows: false)
    Self.focus(&engine)
    Self.type(["b", "e"], &engine)
    #expect(engine.top.searchText == "be")
    #expect(engine.top.spec.rows.count == 4)
  }

  @Test("The scope bar: three segments under the focused field, the chosen one selected")
  func scopeBar() throws {
    var engine = try Self.engine()
    // Not while the search is off.
    #expect(TabStackTests.elements(engine).filter { $0.role == .searchScope }.isEmpty)
    Self.focus(&engine)
    var scopes = TabStackTests.elements(engine).filter { $0.role == .searchScope }
    #expect(scopes.map(\.text) == ["All", "Unread", "Flagged"])
    #expect(scopes.map(\.selected) == [false, true, false])
    // ScopeBarLayout's thirds of the 361 pt control, 16 pt from the sides, 32 pt tall.
    for (index, scope) in scopes.enumerated() {
      #expect(abs(scope.frame.minX - (16 + 361.0 / 3 * Double(index))) < 0.001)
      #expect(abs(scope.frame.width - 361.0 / 3) < 0.001 && scope.frame.height == 32)
    }
    // The strip starts where the focused field's chrome ends, the control 6 pt into it, and the
    // content starts below the strip.
    let field = try #require(engine.top.searchField(device: engine.device))
    let stripTop = scopes[0].frame.minY - 6
    #expect(abs(stripTop - (field.fieldFrame.maxY + 8)) < 0.001)
    #expect(engine.chromeBottom == stripTop + ScopeBarLayout.areaHeight)
    // A tap on "Flagged" chooses it.
    let flagged = scopes[2].frame
    TabStackTests.tap(&engine, x: flagged.midX, y: flagged.midY)
    scopes = TabStackTests.elements(engine).filter { $0.role == .searchScope }
    #expect(scopes.map(\.selected) == [false, false, true])
    #expect(engine.top.isSearching && engine.frameValues().searchScope == 2)
    // Cancel puts the scope back to the scene's.
    Self.type(["escape"], &engine)
    TabStackTests.run(&engine, to: engine.time + 0.5)
    #expect(engine.stack[0].behaviours.search?.scope == 1)
  }

  @Test("Suggestions list under the scopes while nothing is typed; a tap types one in")
  func suggestions() throws {
    var engine = try Self.engine()
    Self.focus(&engine)
    let listed = TabStackTests.elements(engine).filter { $0.role == .searchSuggestion }
    #expect(listed.map(\.text) == ["Anna", "Invoice"])
    let scopes = TabStackTests.elements(engine).filter { $0.role == .searchScope }
    // 44 pt rows right under the scope bar's strip.
    #expect(listed[0].frame.minY == scopes[0].frame.minY - 6 + ScopeBarLayout.areaHeight)
    #expect(listed.map(\.frame.height) == [44, 44])
    TabStackTests.tap(&engine, x: listed[1].frame.midX, y: listed[1].frame.midY)
    #expect(engine.top.searchText == "Invoice")
    #expect(engine.top.spec.rows.map(\.label) == ["Ben"])
    #expect(TabStackTests.elements(engine).filter { $0.role == .searchSuggestion }.isEmpty)
  }

  @Test("With a live program, a scope tap is heard as its index")
  func scopeEvent() throws {
    let program = ListeningProgram()
    var spec = try SceneDecoder.decode(Array(Self.mail.utf8), file: "mail.json", id: "mail")
    spec.search?.filtersRows = false
    var options = EngineOptions(device: .iPhone15Pro, scene: spec)
    options.liveProgram = program
    var engine = Engine(options: options)
    engine.advance(to: 0)
    Self.focus(&engine)
    let scopes = TabStackTests.elements(engine).filter { $0.role == .searchScope }
    TabStackTests.tap(&engine, x: scopes[0].frame.midX, y: scopes[0].frame.midY)
    TabStackTests.run(&engine, to: engine.time + 0.05)
    #expect(program.requests.flatMap(\.events) == [.searchScope(0)])
  }
}
