import ScreenModel
import Testing

@testable import NavLabImport

/// Issue 41 in the live session: a `TabView` reads every tab as a screen of its own and follows
/// `selection`; the search field's text, scope and Return reach `.searchable`, `.searchScopes`
/// and `.onSubmit(of: .search)`, so the code's own filter lists the rows; a `Menu`'s buttons
/// become its items, whose actions run when tapped.
@Suite struct LiveTabsSearchTests {
  static let tabs = """
    import SwiftUI
    struct Mail: View {
      enum Pane: Hashable { case inbox, archive }
      @State private var pane = Pane.inbox
      var body: some View {
        TabView(selection: $pane) {
          Tab("Inbox", systemImage: "tray", value: Pane.inbox) {
            NavigationStack { List { Text("Hello") }.navigationTitle("Inbox") }
          }
          Tab("Archive", systemImage: "archivebox", value: Pane.archive) {
            NavigationStack { List { Text("Alpha"); Text("Beta") }.navigationTitle("Archive") }
          }
        }
      }
    }
    """

  static let fruits = """
    import SwiftUI
    struct Fruits: View {
      @State private var query = ""
      @State private var scope = 0
      @State private var sent = ""
      @State private var count = 0
      let all = ["Apple", "Banana", "Grape", "Lemon", "Papaya"]
      var body: some View {
        NavigationStack {
          List(all.filter { (query.isEmpty || $0.localizedCaseInsensitiveContains(query)) && (scope == 0 || $0.count == 5) }, id: \\.self) { Text($0) }
            .navigationTitle("Fruits")
            .searchable(text: $query)
            .searchScopes($scope) { Text("All").tag(0); Text("Five").tag(1) }
            .onSubmit(of: .search) { sent = query }
            .toolbar {
              Menu {
                Button("Add", systemImage: "plus") { count += 1 }
                Divider()
                Button("Reset", role: .destructive) { count = 0 }
              } label: { Image(systemName: "ellipsis.circle") }
            }
        }
      }
    }
    """

  func event(_ session: LiveSession, _ event: JSONValue, at time: Double) -> JSONValue {
    session.respond(to: .object([("time", .number(time)), ("events", .array([event]))]))
  }

  func rows(_ scene: JSONValue?) -> [String] {
    scene?["list"]?["sections"]?.items?.flatMap { $0.items ?? [] }.compactMap {
      $0["label"]?.text
    } ?? []
  }

  @Test func everyTabIsItsOwnScreenAndTheSelectionFollowsTheTabEvents() throws {
    let session = LiveSession([("Mail.swift", Array(Self.tabs.utf8))])
    let first = session.respond(to: .object([("time", .number(0))]))
    let scene = try #require(first["scene"])
    #expect(scene["title"] == .string("Inbox"))
    #expect(rows(scene) == ["Hello"])
    let items = try #require(scene["tabBar"]?["items"]?.items)
    #expect(items.map { $0["glyph"] } == [.string("tray"), .string("archivebox")])
    #expect(items[0]["screen"] == nil)
    #expect(items[1]["screen"]?["title"] == .string("Archive"))
    #expect(rows(items[1]["screen"]) == ["Alpha", "Beta"])

    let answer = event(session, .object([("tab", .number(1))]), at: 0.1)
    #expect(answer["state"]?["Mail.pane"] == .string("Pane.archive"))
    let shown = try #require(answer["scene"])
    #expect(shown["title"] == .string("Archive"))
    #expect(shown["tabBar"]?["selected"] == .number(1))
    #expect(rows(shown["tabBar"]?["items"]?.items?[0]["screen"]) == ["Hello"])
  }

  @Test func typedTextScopesAndReturnReachTheCode() throws {
    let session = LiveSession([("Fruits.swift", Array(Self.fruits.utf8))])
    let first = session.respond(to: .object([("time", .number(0))]))
    let search = try #require(first["scene"]?["search"])
    // The code filters, navlab does not; the scopes are the code's titles.
    #expect(search["filtersRows"] == .bool(false))
    #expect(search["scopes"] == .array([.string("All"), .string("Five")]))

    var answer = event(session, .object([("search", .string("ap"))]), at: 0.1)
    #expect(answer["state"]?["Fruits.query"] == .string("ap"))
    #expect(rows(answer["scene"]) == ["Apple", "Grape", "Papaya"])
    answer = event(session, .object([("searchScope", .number(1))]), at: 0.2)
    #expect(answer["state"]?["Fruits.scope"] == .number(1))
    #expect(rows(answer["scene"]) == ["Apple", "Grape"])
    answer = event(session, .object([("searchSubmit", .string("ap"))]), at: 0.3)
    #expect(answer["state"]?["Fruits.sent"] == .string("ap"))
  }

  @Test func aToolbarMenusButtonsAreItsItemsAndTheirActionsRun() throws {
    let session = LiveSession([("Fruits.swift", Array(Self.fruits.utf8))])
    let scene = try #require(session.respond(to: .object([("time", .number(0))]))["scene"])
    let item = try #require(scene["barItems"]?["trailing"]?.items?.first)
    #expect(item["symbol"] == .string("ellipsis.circle"))
    let items = try #require(item["menu"]?["items"]?.items)
    #expect(items.map { $0["title"]?.text ?? "—" } == ["Add", "—", "Reset"])
    #expect(items[0]["symbol"] == .string("plus"))
    #expect(items[1]["divider"] == .bool(true))
    #expect(items[2]["role"] == .string("destructive"))
    let add = try #require(items[0]["action"]?.text)
    let answer = event(session, .object([("tap", .string(add))]), at: 0.1)
    #expect(answer["state"]?["Fruits.count"] == .number(1))
  }
}

/// A menu item whose symbol NavLab cannot draw keeps its title, with one warning naming the
/// symbol: the screen is drawn, not refused (an app's `Label("…", systemImage:
/// "sparkles.rectangle.stack")` in a toolbar menu made navlab refuse the whole scene).
@Suite struct MenuSymbolTests {
  @Test func anUndrawableSymbolLeavesTheTitleAndOneWarning() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Feed: View {
        var body: some View {
          NavigationStack {
            List { Text("Row") }
              .navigationTitle("Feed")
              .toolbar {
                Menu {
                  Button { } label: { Label("Sparkle", systemImage: "no.such.symbol.anywhere") }
                  Button("Add", systemImage: "plus") { }
                } label: { Image(systemName: "ellipsis.circle") }
              }
          }
        }
      }
      """)
    let scene = try #require(result.json)
    let items = try #require(scene["barItems"]?["trailing"]?.items?.first?["menu"]?["items"]?.items)
    #expect(items.map { $0["title"]?.text ?? "" } == ["Sparkle", "Add"])
    #expect(items[0]["symbol"] == nil)
    #expect(items[1]["symbol"] == .string("plus"))
    let warnings = result.diagnostics.map(\.message).filter { $0.contains("no.such.symbol") }
    #expect(warnings.count == 1, "\(result.diagnostics)")
    // The scene goes through navlab's own decoder.
    let encoded = SceneEncoder.encode(try #require(result.scene))
    #expect(throws: Never.self) {
      try SceneDecoder.decode(Array(encoded.utf8), file: "Feed.swift", id: "feed")
    }
  }
}
