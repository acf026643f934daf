import ScreenModel
import SwiftParser
import SwiftSyntax
import Testing

@testable import NavLabImport

/// What real apps' screens need (issue 39): values the interpreter cannot produce degrade to
/// samples, `#if` as an iPhone build compiles it, chrome collected from anywhere in the
/// navigation container, tab views wherever they sit, and the controls forms use.
@Suite struct RealScreenImportTests {
  /// The warnings of an import, static and runtime, as one list of lines.
  private func warnings(_ result: SwiftUIImporter.Result) -> [String] {
    result.diagnostics.map(\.description) + result.runtimeWarnings
  }

  @Test func aValueTheInterpreterCannotProduceIsASampleAndTheFormIsStillRead() throws {
    let result = importSource(
      """
      import SwiftUI
      struct SettingsTabs: View {
        @State private var routerPath = RouterPath()
        @Environment(UserPreferences.self) private var preferences
        let isModal: Bool
        var body: some View {
          NavigationStack {
            Form {
              Section("General") {
                Toggle("Sounds", isOn: .constant(true))
                Text(routerPath.name)
              }
            }
            .navigationTitle("Settings")
            .toolbar {
              if isModal { Button("Done") {} }
            }
          }
        }
      }
      """, view: "SettingsTabs")
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("Settings"))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Sounds"))
    // Only `Text(routerPath.name)`, whose words nothing gives, is a stand-in: drawn redacted,
    // never as its source (RedactedTextImportTests).
    #expect(result.placeholders == 1)
    #expect(!scene.jsonText.contains("routerPath.name"))
    // `isModal` is a sample `false`: no Done button, as the app without the argument.
    #expect(scene["barItems"] == nil)
    let lines = warnings(result)
    #expect(
      lines.contains {
        $0.hasPrefix("Screen.swift:3:")
          && $0.contains("RouterPath()") && $0.contains("record")
      }, "\(lines)")
    #expect(lines.contains { $0.contains("isModal") && $0.contains("a sample Bool") }, "\(lines)")
  }

  @Test func anArgumentOfTheFilesOwnFunctionDegradesAndTheRowIsDrawn() throws {
    let result = importSource(
      """
      import SwiftUI
      struct About: View {
        private func makeRow(text: String, color: Color, detail: String) -> some View {
          HStack { Text(text); Spacer(); Text(detail) }
        }
        var body: some View {
          NavigationStack {
            List {
              makeRow(text: "Source code", color: .brandColor, detail: Bundle.main.version)
            }
          }
        }
      }
      """)
    let scene = try #require(result.json)
    let row = try #require(scene.rows(ofSection: 0).first)
    #expect(row.jsonText.contains("Source code"), "\(row.jsonText)")
    #expect(result.placeholders == 0)
    #expect(warnings(result).contains { $0.contains("the argument detail") }, "\(warnings(result))")
  }

  @Test func compilationConditionsAreThoseOfAnIPhoneBuild() {
    func holds(_ text: String) -> Bool {
      let file = Parser.parse(source: "#if \(text)\n#endif")
      let config = file.statements.first!.item.as(IfConfigDeclSyntax.self)!
      return CompilationCondition.holds(config.clauses.first!.condition)
    }
    #expect(holds("os(iOS)"))
    #expect(!holds("os(macOS)"))
    #expect(holds("!os(visionOS)"))
    #expect(holds("!targetEnvironment(macCatalyst) && !os(visionOS)"))
    #expect(!holds("os(macOS) || os(tvOS)"))
    #expect(holds("os(macOS) || canImport(UIKit)"))
    #expect(!holds("canImport(AppKit)"))
    #expect(holds("DEBUG"))
    #expect(holds("swift(>=5.9)"))
    #expect(!holds("(os(iOS) && os(watchOS))"))
  }

  @Test func modifiersUnderAPostfixIfAndBuilderIfsAreReadAsIOS() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Haptics: View {
        var body: some View {
          NavigationStack {
            Form {
              Section {
                Toggle("Timeline", isOn: .constant(true))
                #if os(macOS)
                  Text("Mac only")
                #else
                  Text("Everywhere else")
                #endif
              }
              #if !os(visionOS)
                .listRowBackground(Color.red)
              #endif
            }
            .navigationTitle("Haptics")
            #if !os(visionOS)
              .scrollContentBackground(.hidden)
            #endif
          }
        }
      }
      """)
    let scene = try #require(result.json)
    #expect(result.placeholders == 0, "\(warnings(result))")
    #expect(scene["title"] == .string("Haptics"))
    let labels = scene.rows(ofSection: 0).map { $0["label"] }
    #expect(labels == [.string("Timeline"), .string("Everywhere else")])
  }

  @Test func titlesInTextViewsAndBarItemsOfNavigationBarItems() throws {
    let scene = try #require(
      importSource(
        """
        import SwiftUI
        struct About: View {
          private var dismissButton: some View {
            Button(action: {}, label: { Image(systemName: "xmark") })
          }
          var body: some View {
            NavigationView {
              List { Text("Row") }
                .navigationBarTitle(Text("About"), displayMode: .inline)
                .navigationBarItems(leading: dismissButton, trailing: HStack { Button("Save") {}; Button("Share") {} })
            }
          }
        }
        """
      ).json)
    #expect(scene["title"] == .string("About"))
    #expect(scene["largeTitle"] == .string("never"))
    #expect(scene["barItems"]?["leading"]?.count == 1)
    // Each button's action runs live when the item is tapped (issue 41).
    #expect(
      scene["barItems"]?["trailing"]?.items?.map { $0["title"] } == [
        .string("Save"), .string("Share"),
      ])
    #expect(scene["barItems"]?["trailing"]?.items?.allSatisfy { $0["action"] != nil } == true)
  }

  @Test func titlesAndToolbarsFromInsideTheContentTheInnermostWins() throws {
    let scene = try #require(
      importSource(
        """
        import SwiftUI
        struct Feed: View {
          var body: some View {
            NavigationStack {
              ScrollView {
                VStack {
                  Text("Post")
                }
                .navigationTitle("Inner")
                .toolbar { Button("Refresh") {} }
              }
              .navigationTitle("Outer")
            }
          }
        }
        """
      ).json)
    #expect(scene["title"] == .string("Inner"))
    #expect(scene["barItems"]?["trailing"]?.items?.map { $0["title"] } == [.string("Refresh")])
  }

  @Test func aSectionHeaderThatIsACustomViewIsTheTextItDraws() throws {
    let scene = try #require(
      importSource(
        """
        import SwiftUI
        struct SectionHeaderView: View {
          let text: String
          var body: some View { HStack { Image(systemName: "star"); Text(text) }.padding(8) }
        }
        struct About: View {
          var body: some View {
            NavigationStack {
              List {
                Section(header: SectionHeaderView(text: "The app")) { Text("A") }
                Section { Text("B") } header: { SectionHeaderView(text: "Thanks") }
              }
            }
          }
        }
        """, view: "About"
      ).json)
    let sections = try #require(scene["list"]?["sections"]?.items)
    #expect(sections.map { $0["header"] } == [.string("The app"), .string("Thanks")])
  }

  @Test func aTabViewInsideAZStackWithTabItemsAndASelectionBoundToAnEnvironmentObject() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Home: View { var body: some View { NavigationStack { List { Text("h") }.navigationTitle("Home") } } }
      struct TabbarView: View {
        @EnvironmentObject private var uiState: UIState
        var body: some View {
          ZStack(alignment: .bottom) {
            TabView(selection: $uiState.selectedTab) {
              Home().tabItem { Image("icon-bells"); Text("Dashboard") }.tag(0)
              Text("Catalog view").tabItem { Image(systemName: "leaf"); Text("Catalog") }.tag(1)
            }
            if uiState.showsPlayer { Text("Player") }
          }
        }
      }
      """, view: "TabbarView")
    let scene = try #require(result.json)
    let labels = scene["tabBar"]?["items"]?.items?.map { $0["label"] }
    #expect(labels == [.string("Dashboard"), .string("Catalog")])
    #expect(scene["title"] == .string("Home"))
    #expect(result.placeholders == 0)
  }

  @Test func tabSectionsAndTheSearchRoleAndALowerCaseViewName() throws {
    let scene = try #require(
      importSource(
        """
        import SwiftUI
        struct iOS26Tabs: View {
          var body: some View {
            TabView {
              Tab("Dashboard", systemImage: "gauge") { Text("d") }
              TabSection("Messages") {
                Tab("Received", systemImage: "tray") { Text("r") }
              }
              Tab(value: 3, role: .search) { Text("s") }
            }
          }
        }
        """, view: "iOS26Tabs"
      ).json)
    let labels = scene["tabBar"]?["items"]?.items?.map { $0["label"] }
    #expect(labels == [.string("Dashboard"), .string("Received"), .string("Search")])
    // Issue 41: the search tab keeps its role (iOS 26 draws it apart).
    let roles = scene["tabBar"]?["items"]?.items?.map { $0["role"] }
    #expect(roles == [nil, nil, .string("search")])
  }

  @Test func groupsWithModifiersFieldsAndPickersInAForm() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Form1: View {
        @State private var name = ""
        @State private var fruit = 1
        var configuration: some View {
          Section(header: Text("Island")) {
            TextField("Island name", text: $name).font(.title)
            Picker(selection: $fruit, label: Text("Starting fruit")) {
              Text("Apple").tag(0)
              Text("Pear").tag(1)
            }.foregroundColor(.red)
          }
        }
        var body: some View {
          NavigationStack {
            List {
              Group { configuration }.listRowBackground(Color.gray)
            }
          }
        }
      }
      """)
    let scene = try #require(result.json)
    #expect(result.placeholders == 0, "\(warnings(result))")
    let sections = try #require(scene["list"]?["sections"]?.items)
    #expect(sections.first?["header"] == .string("Island"))
    let text = scene.jsonText
    #expect(text.contains("\"Island name\""))
    #expect(text.contains("\"Starting fruit\""))
    #expect(text.contains("\"Pear\""))
  }

  @Test func aToggleBoundToAnEnvironmentObjectNobodySuppliedKeepsItsLabel() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Preferences: View {
        @EnvironmentObject var userPreferences: UserPreferences
        var body: some View {
          NavigationStack {
            Form { Toggle("Dark theme", isOn: $userPreferences.isDarkScheme) }
          }
        }
      }
      """)
    let scene = try #require(result.json)
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Dark theme"))
    #expect(scene.rows(ofSection: 0).first?["accessory"] == .string("switch"))
  }

  @Test func aHeaderWithTextCaseNilKeepsItsCase() throws {
    let scene = try #require(
      importSource(
        """
        import SwiftUI
        struct Header: View {
          let text: String
          var body: some View { Text(text).textCase(nil) }
        }
        struct About: View {
          var body: some View {
            NavigationStack {
              List {
                Section(header: Header(text: "The app")) { Text("A") }
                Section(header: Text("More")) { Text("B") }
                Section { Text("C") } header: { Text("Kept") }.textCase(nil)
              }
            }
          }
        }
        """, view: "About"
      ).json)
    let sections = try #require(scene["list"]?["sections"]?.items)
    #expect(sections.map { $0["headerAsWritten"] } == [.bool(true), nil, .bool(true)])
  }

  @Test func platformValuesDegradeAndTheEmptyStateIsDrawn() throws {
    let result = importSource(
      """
      import SwiftUI
      import CoreLocation
      class WeatherService: NSObject, ObservableObject {
        let manager = CLLocationManager()
        @Published var current: String? = nil
        override init() {
          super.init()
          manager.delegate = self
        }
      }
      func label(_ key: String, bundle: Bundle = .main) -> String { key }
      struct Weather: View {
        @StateObject private var service = WeatherService()
        var body: some View {
          NavigationStack {
            VStack {
              if let current = service.current {
                Text(current)
              } else {
                ContentUnavailableView(
                  NSLocalizedString("No weather yet", comment: ""), systemImage: "cloud",
                  description: Text(label("Tap refresh")))
              }
            }
            .toolbar { ToolbarItem { Image(systemName: "gear") } }
          }
        }
      }
      """)
    let scene = try #require(result.json)
    let text = scene.jsonText
    #expect(scene["barItems"]?["trailing"]?.count == 1)
    #expect(text.contains("\"No weather yet\""), "\(text)")
    #expect(text.contains("\"Tap refresh\""), "\(text)")
    #expect(result.placeholders == 0, "\(warnings(result))")
  }

  @Test func concatenatedTextsAreOneTextAndPlaceholdersAreNamedNotSourceText() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Cell: View {
        let theme: Theme
        var body: some View {
          NavigationStack {
            VStack {
              Text("Today ").font(.footnote) + Text("$BNB").foregroundColor(.blue)
              theme.banner
            }
          }
        }
      }
      """, view: "Cell")
    let scene = try #require(result.json)
    let text = scene.jsonText
    #expect(text.contains("\"Today $BNB\""), "\(text)")
    #expect(text.contains("\"banner\""), "\(text)")
    #expect(!text.contains("theme.banner"), "\(text)")
  }

  @Test func stringsAreFoundUnderTheFilesCommonFolder() throws {
    // Importer/Tests/Fixtures/NestedStrings: Swift files in App and App/Views, the string
    // catalog in App/Resources/Localization (no Swift file beside it).
    let folder = repositoryRoot + "/Importer/Tests/Fixtures/NestedStrings/App"
    let paths = [folder + "/Views/Screen.swift", folder + "/Greeting.swift"]
    let result = SwiftUIImporter.run(try paths.map { ($0, try SourceFiles.read($0)) })
    let scene = try #require(result.json)
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Hello there"))
  }
}
