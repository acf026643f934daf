import ScreenModel
import Testing

@testable import NavLabImport

/// The screen around the list: navigation, title, styles, toolbar, search, refresh, tabs.
@Suite struct ScreenImportTests {
  @Test func settingsExampleMatchesTheJSONSettingsScreen() throws {
    let path = repositoryRoot + "/Examples/SwiftUI/Settings.swift"
    let result = SwiftUIImporter.run([(path, try SourceFiles.read(path))])
    let scene = try #require(result.json)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    // Assets/scenes/settings.json: 5 sections of 5, 4, 13, 2 and 6 rows.
    #expect((0..<5).map { scene.rows(ofSection: $0).count } == [5, 4, 13, 2, 6])
    #expect(scene["title"] == .string("Settings"))
    #expect(scene["largeTitle"] == .string("always"))
    #expect(scene["list"]?["style"] == .string("inset-grouped"))
    // The link's destination is pushed inline (NavigationLinkImportTests); the row is the JSON's.
    #expect(scene.rows(ofSection: 0)[1]["push"]?["screenID"] != nil)
    #expect(
      scene.rows(ofSection: 0)[1].removing("push")
        == .object([
          ("label", .string("Wi-Fi")), ("value", .string("Home")), ("icon", .string("blue")),
          ("glyph", .string("wifi")),
        ]))
    #expect(scene.rows(ofSection: 2)[9]["glyph"] == .string("SOS"))
    #expect(scene["search"]?["placeholder"] == .string("Search"))
    #expect(scene["refresh"] != nil)
    #expect(scene["tabBar"]?["items"]?.count == 3)
    #expect(scene["tabBar"]?["items"]?[1]?["glyph"] == .string("person"))
  }

  @Test func titleDisplayModeListStyleAndChrome() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Inbox: View {
        var body: some View {
          NavigationStack {
            List { Text("One") }
              .listStyle(.plain)
              .navigationTitle("Inbox")
              .navigationBarTitleDisplayMode(.inline)
              .toolbar {
                ToolbarItem(placement: .topBarLeading) { EditButton() }
                ToolbarItem(placement: .topBarTrailing) {
                  Button { } label: { Image(systemName: "square.and.pencil") }
                }
                ToolbarItem(placement: .topBarTrailing) {
                  Button("Filter", systemImage: "heart") { }
                }
              }
              .searchable(text: .constant(""), prompt: "Find mail")
              .statusBarHidden()
          }
          .tint(.orange)
          .preferredColorScheme(.dark)
        }
      }
      """)
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("Inbox"))
    #expect(scene["largeTitle"] == .string("never"))
    #expect(scene["list"]?["style"] == .string("plain"))
    #expect(scene["statusBar"] == .string("hidden"))
    #expect(scene["appearance"] == .string("dark"))
    // Apple HIG system orange (light): #FF9500.
    #expect(scene["tint"] == .string("#FF9500"))
    #expect(scene["search"]?["placeholder"] == .string("Find mail"))
    #expect(scene["barItems"]?["leading"] == .array([.object([("title", .string("Edit"))])]))
    // A symbol NavLab has no shape for is drawn from its open icon set (issue 41); each
    // button carries its action.
    #expect(scene["barItems"]?["trailing"]?[0]?["symbol"] == .string("square.and.pencil"))
    #expect(scene["barItems"]?["trailing"]?[1]?["symbol"] == .string("heart"))
    #expect(scene["barItems"]?["trailing"]?[1]?["action"] != nil)
    #expect(!result.diagnostics.contains { $0.message.contains("square.and.pencil") })
  }

  @Test func aViewWithoutNavigationSaysHowItIsShown() throws {
    // Issue 39: no bar, as iOS draws a view outside a navigation container.
    let result = importSource(
      """
      struct Plain: View { var body: some View { List { Text("A") } } }
      """)
    #expect(result.scene?.navigationBar == false)
    let note = try #require(result.diagnostics.first { $0.severity == .note })
    #expect(note.message == "Plain has no NavigationStack: no navigation bar is drawn, as on iOS")
  }

  @Test func theEntryIsThePreviewElseTheViewNoOtherUses() throws {
    let source = """
      struct Row: View { var body: some View { Text("row") } }
      struct Screen: View { var body: some View { NavigationStack { List { Row() } } } }
      """
    #expect(importSource(source).entry == "Screen")
    #expect(importSource(source + "\n#Preview { Row() }").entry == "#Preview")
    #expect(importSource(source, view: "Row").entry == "Row")
    let missing = importSource(source, view: "Nope")
    #expect(missing.scene == nil)
    #expect(
      missing.diagnostics.first?.message == "no view named Nope in the files; views: Row, Screen")
  }

  @Test func tabViewTabsAndTheFirstTabsScreen() throws {
    let scene = try #require(
      importSource(
        """
        struct App: View {
          var body: some View {
            TabView {
              Tab("Mail", systemImage: "envelope") { NavigationStack { List { Text("x") }.navigationTitle("Mail") } }
              Tab("Settings", systemImage: "gearshape") { Text("s") }
            }
          }
        }
        """
      ).json)
    let items = scene["tabBar"]?["items"]?.items ?? []
    #expect(items.map { $0["label"] } == [.string("Mail"), .string("Settings")])
    #expect(items.map { $0["glyph"] } == [.string("envelope"), .string("gear")])
    #expect(scene["title"] == .string("Mail"))
    // Issue 41: the other tab is read as its own screen.
    #expect(items.first?["screen"] == nil)
    #expect(items.last?["screen"]?["content"] == .object([("text", .string("s"))]))
  }

  @Test func tabBadgesAreReadAsCountsOrWords() throws {
    let scene = try #require(
      importSource(
        """
        struct App: View {
          var body: some View {
            TabView {
              Tab("Mail", systemImage: "envelope") { Text("m") }.badge(5)
              Text("s").tabItem { Label("Settings", systemImage: "gearshape") }.badge("New")
              Tab("Notes", systemImage: "note.text") { Text("n") }.badge(0)
            }
          }
        }
        """
      ).json)
    guard case .array(let items)? = scene["tabBar"]?["items"] else {
      Issue.record("no tab bar items in \(scene)")
      return
    }
    // A count is written as the number it is (issue 41), a word as text, 0 as no badge.
    #expect(items.map { $0["badge"] } == [.number(5), .string("New"), nil])
  }

  @Test func aScrollViewScreenIsTopLevelContentOverAnEmptyList() throws {
    let scene = try #require(
      importSource(
        """
        struct Card: View {
          var body: some View {
            NavigationStack {
              ScrollView { VStack(alignment: .leading, spacing: 12) { Text("A"); Text("B") } }
                .navigationTitle("Cards")
            }
          }
        }
        """
      ).json)
    #expect(
      scene["content"]
        == .object([
          (
            "vstack",
            .array([.object([("text", .string("A"))]), .object([("text", .string("B"))])])
          ),
          ("alignment", .string("leading")), ("spacing", .number(12)),
        ]))
    #expect(scene["list"]?["rows"] == .number(0))
  }
}
