import Foundation
import ScreenModel
import Testing

@testable import NavLabImport

/// The mechanisms issue 39's second held-out corpus (Tests/Corpus/heldout2.json) showed
/// missing, each on our own minimal SwiftUI: tabs built from an enum's cases whose labels and
/// screens are computed views, tab labels from helper functions and `Tab { } label: { }`, a
/// navigation container inside a tab's stack or beside a detail view, section wrappers calling
/// their content and header closures (with `#if` inside), `LocalizedStringKey` properties, and
/// nested views of one name in different types.
@Suite("Issue 39: second held-out corpus mechanisms")
struct SecondHeldOutImportTests {
  func labels(_ scene: JSONValue) -> [String] {
    (scene["tabBar"]?["items"]?.items ?? []).compactMap {
      if case .string(let label)? = $0["label"] { return label }
      return nil
    }
  }

  func texts(_ value: JSONValue?) -> [String] {
    HeldOutImportTests().texts(value)
  }

  @Test func tabsFromAnEnumWithComputedLabelsAndScreens() throws {
    let result = importSource(
      """
      enum AppScreen: CaseIterable, Identifiable {
        case home, settings
        var id: AppScreen { self }
      }
      extension AppScreen {
        @ViewBuilder var label: some View {
          switch self {
          case .home: Label { Text("Home") } icon: { Image(systemName: "person") }
          case .settings: Label("Settings", systemImage: "gear")
          }
        }
        @ViewBuilder var destination: some View {
          switch self {
          case .home: NavigationStack { List { Text("Row") }.navigationTitle("Home") }
          case .settings: Text("Settings screen")
          }
        }
      }
      struct Tabs: View {
        @State private var selection: AppScreen? = .home
        var body: some View {
          TabView(selection: $selection) {
            ForEach(AppScreen.allCases) { screen in
              screen.destination.tag(screen as AppScreen?).tabItem { screen.label }
            }
          }
        }
      }
      """, view: "Tabs")
    let scene = try #require(result.json)
    #expect(labels(scene) == ["Home", "Settings"])
    #expect(scene["tabBar"]?["items"]?[0]?["glyph"] == .string("person"))
    #expect(scene["title"] == .string("Home"))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Row"))
  }

  @Test func tabLabelsFromHelpersAndLabelClosures() throws {
    let helper = importSource(
      """
      struct Tabs: View {
        func item(text: String, image: String) -> some View {
          VStack { Image(systemName: image); Text(text) }
        }
        var body: some View {
          TabView {
            Text("A").tabItem { self.item(text: "Movies", image: "film") }
            Text("B").tabItem { item(text: "Lists", image: "heart") }
          }
        }
      }
      """)
    #expect(labels(try #require(helper.json)) == ["Movies", "Lists"])
    let closures = importSource(
      """
      enum Pane: String, CaseIterable {
        case feed, profile
        var title: String {
          switch self {
          case .feed: return "Feed"
          case .profile: return "Profile"
          }
        }
      }
      struct Tabs: View {
        var body: some View {
          TabView {
            ForEach(Pane.allCases, id: \\.self) { pane in
              Tab(value: pane) { Text("Screen") } label: {
                Label(pane.title, systemImage: "person")
              }
            }
          }
        }
      }
      """)
    let scene = try #require(closures.json)
    #expect(labels(scene) == ["Feed", "Profile"])
    #expect(scene["tabBar"]?["items"]?[1]?["glyph"] == .string("person"))
  }

  @Test func aNavigationContainerInATabsStackOrBesideADetailIsTheScreen() throws {
    let tab = importSource(
      """
      struct Menu: View {
        @State private var loading = false
        var body: some View {
          ZStack {
            NavigationView { List { Text("Fries") }.navigationTitle("Menu") }
            if loading { ProgressView() }
          }
        }
      }
      struct Tabs: View {
        var body: some View {
          TabView {
            Menu().tabItem { Label("Home", systemImage: "house") }
            Text("Account").tabItem { Label("Account", systemImage: "person") }
          }
        }
      }
      """, view: "Tabs")
    let tabs = try #require(tab.json)
    #expect(tabs["title"] == .string("Menu"))
    #expect(tabs.rows(ofSection: 0).first?["label"] == .string("Fries"))
    #expect(!tab.diagnostics.contains { $0.message.contains("does not interpret NavigationView") })
    // On an iPhone a NavigationView of two views shows the first; the second is an iPad column.
    let split = importSource(
      """
      struct Kit: View {
        var body: some View {
          NavigationView {
            List { Text("Buttons"); Text("Colors") }.navigationBarTitle("Kit")
            Text("Select a group")
          }
        }
      }
      """)
    let scene = try #require(split.json)
    #expect(scene["title"] == .string("Kit"))
    #expect(scene.rows(ofSection: 0).count == 2)
    #expect(!texts(scene["content"]).contains("Select a group"))
  }

  @Test func sectionWrappersCallTheirClosuresAndKeysAreLookedUp() throws {
    // Importer/Tests/Fixtures/LocalizedRows: `PaddedSection { … } header: { … }` whose init
    // takes `content` and a defaulted `header`; `OptionRow(title:)` stores a
    // `LocalizedStringKey`; en.lproj/Localizable.strings holds the values.
    let path = repositoryRoot + "/Importer/Tests/Fixtures/LocalizedRows/App/Settings.swift"
    let result = SwiftUIImporter.run([(path, try SourceFiles.read(path))], view: "SettingsScreen")
    let scene = try #require(result.json)
    #expect(scene["list"]?["sections"]?[0]?["header"] == .string("General"))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Enable Background Refresh"))
    #expect(scene.rows(ofSection: 1).first?["label"] == .string("About"))
    #expect(!result.diagnostics.contains { $0.message.contains("does not interpret content") })
  }

  @Test func aNestedViewIsTheOneOfTheTypeItIsUsedIn() throws {
    let result = importSource(
      """
      struct SettingsView: View {
        var body: some View { VStack { GeneralSection() } }
      }
      extension SettingsView {
        struct GeneralSection: View { var body: some View { Text("Settings general") } }
      }
      struct DetailView: View {
        var body: some View { GeneralSection() }
      }
      extension DetailView {
        struct GeneralSection: View { var body: some View { Text("Detail general") } }
      }
      """, view: "SettingsView")
    #expect(texts(try #require(result.json)["content"]) == ["Settings general"])
  }

  @Test func aStoreWhoseInitCannotRunIsASampleOfItsPropertiesAndAGroupGivesItsBranch() throws {
    let result = importSource(
      """
      enum MovieMenu: CaseIterable {
        case nowPlaying, popular
        func title() -> String {
          switch self {
          case .popular: return "Popular"
          case .nowPlaying: return "Now Playing"
          }
        }
      }
      final class Selection: ObservableObject {
        @Published var menu: MovieMenu
        init(menu: MovieMenu) { self.menu = menu; FileManager.default.urls() }
      }
      struct Home: View {
        @StateObject private var selection = Selection(menu: MovieMenu.allCases.first!)
        @State private var grid = false
        var body: some View {
          NavigationView {
            Group {
              if grid { Text("Grid") } else { List { Text("Row") } }
            }
            .navigationBarTitle(selection.menu.title())
            .navigationBarItems(trailing: Button { } label: {
              HStack { Image(systemName: "checkmark") }.frame(width: 30, height: 30)
            })
          }
        }
      }
      """, view: "Home")
    let scene = try #require(result.json)
    // The sample's `menu` is the enum's first case.
    #expect(scene["title"] == .string("Now Playing"))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Row"))
    #expect(scene["barItems"]?["trailing"]?[0]?["symbol"] == .string("checkmark"))
    #expect(!result.diagnostics.contains { $0.message.contains("does not interpret List") })
  }
}
