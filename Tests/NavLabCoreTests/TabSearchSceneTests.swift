import ContentLayout
import DisplayList
import NavGeometry
import Testing

@testable import NavLabCore
@testable import ScreenModel

/// Issue 41's scene fields (tabs' badges, roles and screens; search scopes, suggestions and
/// filtersRows; menus; safeAreaInset; aligned overlays) and the live wire's new events.
@Suite("Tab, search and menu scene fields (issue 41)")
struct TabSearchSceneTests {
  static let list = #""list": {"sections": [[{"label": "A"}]]}"#

  func decode(_ json: String) throws(SceneError) -> ScreenSpec {
    try SceneDecoder.decode(Array(json.utf8), file: "s.json", id: "s")
  }

  func problem(_ json: String) -> String? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error.description
    }
  }

  /// `spec` written and read back.
  func roundTrip(_ spec: ScreenSpec) throws -> ScreenSpec {
    try decode(SceneEncoder.encode(spec))
  }

  @Test("Tabs: a count or a word as badge, the search role, a screen of their own; they round-trip")
  func tabs() throws {
    let spec = try decode(
      #"{"title": "T", \#(Self.list), "tabBar": {"items": ["#
        + #"{"label": "Inbox", "glyph": "envelope", "badge": 5},"#
        + #"{"label": "VIP", "glyph": "star", "badge": "New", "screen": {"title": "VIP", \#(Self.list)}},"#
        + #"{"label": "Zero", "glyph": "person", "badge": 0},"#
        + #"{"label": "Search", "glyph": "magnifyingglass", "role": "search"}], "selected": 1}}"#)
    let bar = try #require(spec.tabBar)
    #expect(bar.items.map(\.badge) == ["5", "New", nil, nil])
    #expect(bar.items.map(\.role) == [.none, .none, .none, .search] && bar.searchTab == 3)
    #expect(bar.items[1].screen?.title == "VIP" && bar.selected == 1)
    #expect(try roundTrip(spec) == spec)
    // The badge's count is written back as a number.
    #expect(SceneEncoder.encode(spec).contains(#""badge": 5"#))
    // Tab roots: the tab's own screen, the container for its own tab, a titled empty screen
    // otherwise; each carries the bar with itself selected, the search tab a field.
    #expect(spec.tabRoot(1)?.title == "VIP" && spec.tabRoot(1)?.tabBar?.selected == 1)
    #expect(spec.tabRoot(0)?.title == "Inbox" && spec.tabRoot(0)?.rows.isEmpty == true)
    #expect(spec.tabRoot(3)?.search?.placement == .bottom)
    #expect(spec.tabRoot(4) == nil)
  }

  @Test("Bad tabs are refused in one line naming the field")
  func badTabs() {
    let cases: [(String, String)] = [
      (
        #"{"label": "A", "glyph": "star", "role": "search"}, {"label": "B", "glyph": "star", "role": "search"}"#,
        "tabBar.items: has more than one search tab"
      ),
      (
        #"{"label": "A", "glyph": "star", "screen": {"title": "X", \#(Self.list), "tabBar": {"items": []}}}, {"label": "B", "glyph": "star"}"#,
        "tabBar.items[0].screen.tabBar: a tab's screen shows its container's tab bar"
      ),
      (
        #"{"label": "A", "glyph": "star", "badge": "a very long badge text"}, {"label": "B", "glyph": "star"}"#,
        "tabBar.items[0].badge: is longer than 16 characters"
      ),
      (
        #"{"label": "A", "glyph": "star", "role": "main"}, {"label": "B", "glyph": "star"}"#,
        "tabBar.items[0].role"
      ),
      (
        #"{"label": "A", "glyph": "star", "screen": 3}, {"label": "B", "glyph": "star"}"#,
        "tabBar.items[0].screen: is a number; expected a scene object"
      ),
    ]
    for (items, expected) in cases {
      let message = problem(
        #"{"title": "T", \#(Self.list), "tabBar": {"items": [\#(items)]}}"#)
      #expect(message?.hasPrefix("s.json: " + expected) == true, "\(message ?? "accepted")")
      #expect(message?.contains("\n") == false)
    }
  }

  @Test("Search: scopes, the first scope, suggestions and filtersRows read and round-trip")
  func search() throws {
    let spec = try decode(
      #"{"title": "T", \#(Self.list), "search": {"placeholder": "Find", "scopes": ["All", "Mine"], "#
        + #""scope": 1, "suggestions": ["apple"], "filtersRows": false}}"#)
    let search = try #require(spec.search)
    #expect(search.scopes == ["All", "Mine"] && search.scope == 1 && search.showsScopeBar)
    #expect(search.suggestions == ["apple"] && !search.filtersRows)
    #expect(try roundTrip(spec) == spec)
    let plain = try decode(#"{"title": "T", \#(Self.list), "search": {"placeholder": "Find"}}"#)
    #expect(plain.search?.filtersRows == true && plain.search?.showsScopeBar == false)
  }

  @Test("Menus on bar items and on content, dividers and roles, round-trip; bad ones are refused")
  func menus() throws {
    let spec = try decode(
      #"{"title": "T", \#(Self.list), "barItems": {"trailing": [{"symbol": "ellipsis.circle", "#
        + #""menu": {"title": "Sort", "items": [{"title": "Name", "symbol": "textformat", "action": "byName"}, "#
        + #"{"divider": true}, {"title": "Delete", "role": "destructive", "action": "delete"}]}}]}, "#
        + #""content": {"text": "More", "menu": {"items": [{"title": "Share"}]}}}"#)
    let menu = try #require(spec.trailingItems.first?.menu)
    #expect(menu.title == "Sort" && menu.items.count == 3 && menu.items[1].isDivider)
    #expect(menu.items[0].action == "byName" && menu.items[2].role == .destructive)
    guard case .modified(_, .menu(let inline))? = spec.content else {
      Issue.record("no menu on the content: \(String(describing: spec.content))")
      return
    }
    #expect(inline.items.map(\.title) == ["Share"])
    #expect(try roundTrip(spec) == spec)
    for (field, expected) in [
      (
        #""barItems": {"trailing": [{"title": "X", "action": "go", "menu": {"items": [{"title": "A"}]}}]}"#,
        "barItems.trailing[0]: give either"
      ),
      (
        #""content": {"text": "X", "menu": {"items": []}}"#, "content.menu.items: expected an array"
      ),
      (
        #""content": {"text": "X", "menu": {"items": [{"divider": true, "title": "A"}]}}"#,
        "content.menu.items[0]: a divider takes no other field"
      ),
    ] {
      let message = problem(#"{"title": "T", \#(Self.list), \#(field)}"#)
      #expect(message?.hasPrefix("s.json: " + expected) == true, "\(message ?? "accepted")")
    }
  }

  @Test("An overlay's alignment is read, laid out and written back; safeAreaInset round-trips")
  func alignedOverlayAndInsets() throws {
    let spec = try decode(
      #"{"title": "T", \#(Self.list), "content": {"color": "blue", "frame": {"width": 100, "height": 80}, "#
        + #""overlay": {"content": {"color": "red", "frame": {"width": 20, "height": 10}}, "alignment": "bottomLeading"}}, "#
        + #""safeAreaInset": {"bottom": {"text": "Total"}}}"#)
    let content = try #require(spec.content)
    let laid = ContentLayout.layout(
      content, proposal: ProposedSize(width: 300, height: nil), in: LayoutEnvironment())
    let frames = laid.elements.map(\.frame)
    let view = try #require(frames.first { $0.width == 100 && $0.height == 80 })
    let overlay = try #require(frames.first { $0.width == 20 && $0.height == 10 })
    // The 20 × 10 overlay sits in the 100 × 80 view's bottom-leading corner.
    #expect(overlay.minX == view.minX && overlay.maxY == view.maxY)
    #expect(spec.bottomInset != nil && spec.topInset == nil)
    let again = try roundTrip(spec)
    #expect(again == spec)
    #expect(SceneEncoder.encode(spec).contains(#""alignment": "bottomLeading""#))
  }

  @Test("The live wire carries tab, search, searchScope and searchSubmit both ways")
  func wireEvents() throws {
    let events: [LiveEvent] = [
      .tab(2), .search("ap \"x\""), .search(""), .searchScope(1), .searchSubmit("apple"),
    ]
    var line = ""
    LiveWire.appendRequest(
      LiveRequest(
        time: 0.5,
        scroll: LiveScrollGeometry(
          contentOffset: Point(x: 0, y: 0), contentInsets: EdgeInsets(),
          contentSize: Size(width: 393, height: 800), containerSize: Size(width: 393, height: 852)),
        frames: [], events: events), to: &line)
    #expect(
      line.hasSuffix(
        #""events": [{"tab": 2}, {"search": "ap \"x\""}, {"search": ""}, {"searchScope": 1}, {"searchSubmit": "apple"}]}"#
      ))
    #expect(try LiveWire.decodeRequest(Array(line.utf8)).events == events)
    let good = #"{"time": 0, "events": [{"tab": 1}]}"#
    #expect(try LiveWire.decodeRequest(Array(good.utf8)).events == [.tab(1)])
    for bad in [#"{"tab": -1}"#, #"{"tab": 1.5}"#, #"{"searchScope": "1"}"#, #"{"search": 3}"#] {
      let text = #"{"time": 0, "events": ["# + bad + "]}"
      #expect(throws: LiveFailure.self) { try LiveWire.decodeRequest(Array(text.utf8)) }
    }
  }
}
