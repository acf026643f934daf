import DisplayList
import ScreenModel
import Testing

@testable import NavLabImport

/// Issue 39, session 7 (chrome and framing): bar items however an app builds them, symbols
/// NavLab has no drawing of standing in with the nearest of their family, SFSafeSymbols'
/// typed names, `.sheet(item:)` and `navigationDestination`'s state. Fixtures inline.
@Suite struct ChromeRecallImportTests {
  /// `qrcode.viewfinder` and `doc.plaintext` are not in the open set; `qrcode` and `doc` are.
  @Test func aSymbolWithoutADrawingIsTheNearestOfItsFamilyUnderItsOwnName() throws {
    #expect(OpenSymbols.entryIndex(named: "qrcode.viewfinder") == nil)
    #expect(OpenSymbols.nearestName("qrcode.viewfinder") == "qrcode")
    #expect(OpenSymbols.nearestName("rectangle.3.offgrid.fill") == "rectangle.fill")
    #expect(OpenSymbols.nearestName("list.clipboard") == "clipboard")
    #expect(OpenSymbols.nearestName("zzzz.qqqq") == nil)
    let symbol = try #require(Symbol(sceneName: "qrcode.viewfinder"))
    #expect(symbol.isFamilyStandIn)
    #expect(symbol.sceneName == "qrcode.viewfinder")
    let family = try #require(Symbol(sceneName: "qrcode")?.openSymbol)
    #expect(symbol.openSymbol?.icon == family.icon)
    #expect(Symbol(sceneName: "qrcode.viewfinder") == symbol)
    #expect(Symbol(sceneName: "qrcode")?.isFamilyStandIn == false)

    let result = importSource(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          NavigationStack {
            VStack { Image(systemName: "doc.plaintext") }
              .navigationTitle("Scan")
              .toolbar {
                Button { } label: { Label("Scan", systemImage: "qrcode.viewfinder") }
              }
          }
        }
      }
      """, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["barItems"]?["trailing"]?[0]?["symbol"] == .string("qrcode.viewfinder"))
    #expect(scene["content"]?["vstack"]?[0]?["image"]?["system"] == .string("doc.plaintext"))
    let warnings = result.diagnostics.map(\.message).filter { $0.contains("nearest of its family") }
    #expect(warnings.count == 2, "\(warnings)")
    #expect(warnings.contains { $0.contains("\"qrcode\"") })
  }

  /// SFSafeSymbols names each symbol by its dotted name run together, camel-cased.
  @Test func sfSafeSymbolsCasesAreTheNamesTheySpell() throws {
    #expect(SafeSymbolNames.names("chevronForward").first == "chevron.forward")
    #expect(SafeSymbolNames.names("person2Fill").first == "person.2.fill")
    #expect(SafeSymbolNames.names("squareGrid2x2").contains("square.grid.2x2"))
    #expect(
      SafeSymbolNames.names("square3Layers3dDownRight").first == "square.3.layers.3d.down.right")
    #expect(SafeSymbolNames.names("_1Magnifyingglass").first == "1.magnifyingglass")
    let result = importSource(
      """
      import SwiftUI
      import SFSafeSymbols
      struct Screen: View {
        var body: some View {
          NavigationStack {
            List { Label("Language", systemSymbol: .globe) }
              .toolbar { Button { } label: { Image(systemSymbol: .gearshape) } }
          }
        }
      }
      """, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["barItems"]?["trailing"]?[0]?["symbol"] != nil)
    #expect(scene.rows(ofSection: 0).first?["glyph"] == .string("globe"))
  }

  /// An app's `ToolbarContent`, items inside a `Group` and an `HStack` from an `if`, a button
  /// under a badge in a `ZStack`, a `Link`, a `Text`, `ToolbarSpacer`; keyboard items quiet; a
  /// `ToolbarItemGroup` with a label is one button opening its items.
  @Test func barItemsHoweverTheAppBuildsThem() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Filters: ToolbarContent {
        var body: some ToolbarContent {
          ToolbarItem(placement: .topBarLeading) { Button("Sort") { } }
          ToolbarItemGroup {
            Button("By name") { }
            Button("By size") { }
          } label: {
            Label("Filter", systemImage: "line.3.horizontal.decrease.circle")
          }
        }
      }
      struct Screen: View {
        @State private var all = true
        var body: some View {
          NavigationStack {
            List { Text("Row") }
              .navigationTitle("Items")
              .toolbar {
                Filters()
                ToolbarItem(placement: .keyboard) { Button("Done") { } }
                ToolbarItem(placement: .topBarTrailing) {
                  ZStack { Button("Inbox") { }; Circle().fill(.red) }
                }
                ToolbarSpacer()
                Link("Help", destination: URL(string: "https://example.com")!)
              }
          }
        }
      }
      """, view: "Screen")
    let scene = try #require(result.json)
    let leading = scene["barItems"]?["leading"]?.items ?? []
    let trailing = scene["barItems"]?["trailing"]?.items ?? []
    #expect(leading.map { $0["title"] } == [.string("Sort")])
    #expect(trailing.count == 3, "\(trailing)")
    #expect(trailing.first?["symbol"] == .string("line.3.horizontal.decrease.circle"))
    #expect(trailing.first?["menu"]?["items"]?.count == 2)
    #expect(trailing.dropFirst().map { $0["title"] } == [.string("Inbox"), .string("Help")])
    #expect(
      !result.diagnostics.contains { $0.message.contains("toolbar") }, "\(result.diagnostics)")

    let items = importSource(
      """
      import SwiftUI
      struct SortMenu: View {
        var body: some View { Menu { Button("A") { } } label: { Image(systemName: "arrow.up.arrow.down") } }
      }
      struct Screen: View {
        @State private var all = true
        var body: some View {
          NavigationView {
            List { Text("Row") }
              .navigationBarTitle(Text("Villagers"), displayMode: .automatic)
              .navigationBarItems(trailing: Group { if all { HStack(spacing: 12) { SortMenu() } } })
          }
        }
      }
      """, view: "Screen")
    let bar = try #require(items.json)
    #expect(bar["barItems"]?["trailing"]?[0]?["symbol"] == .string("arrow.up.arrow.down"))
    #expect(bar["barItems"]?["trailing"]?[0]?["menu"] != nil)
    #expect(items.placeholders == 0)
  }

  /// `.sheet(item:)` shows while its state is not nil, its closure's parameter the value;
  /// `navigationDestination(isPresented:)` and `(item:)` whose state starts unset say nothing.
  @Test func sheetsAndDestinationsFollowTheirState() throws {
    func imported(_ initial: String) throws -> (JSONValue, SwiftUIImporter.Result) {
      let result = importSource(
        """
        import SwiftUI
        struct Screen: View {
          @State private var picked: String? = \(initial)
          @State private var showing = false
          @State private var selected: Int? = nil
          var body: some View {
            NavigationStack {
              List { Text("Row") }
                .navigationTitle("Words")
                .sheet(item: $picked) { word in Text(word) }
                .navigationDestination(isPresented: $showing) { Text("Pushed") }
                .navigationDestination(item: $selected) { number in Text("\\(number)") }
            }
          }
        }
        """, view: "Screen")
      return (try #require(result.json), result)
    }
    let (shown, shownResult) = try imported("\"Hello\"")
    let presented = try #require(shown["presented"])
    #expect(presented["content"]?["text"] == .string("Hello"))
    #expect(
      !shownResult.diagnostics.contains {
        $0.message.contains("sheet") || $0.message.contains("navigationDestination")
      }, "\(shownResult.diagnostics)")
    let (hidden, hiddenResult) = try imported("nil")
    #expect(hidden["presented"] == nil)
    #expect(hiddenResult.diagnostics.isEmpty, "\(hiddenResult.diagnostics)")
  }

  /// `.toolbar(.hidden, for: .navigationBar, .tabBar)` on a tab's screen: no bar and no tab bar
  /// (the `.toolbar` of visibility is not a toolbar of items); `.navigationBarHidden(true)`.
  @Test func barsTheScreenHidesAreNotDrawn() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          TabView {
            NavigationStack {
              List { Text("Row") }
                .navigationTitle("Items")
                .toolbar(.hidden, for: .navigationBar, .tabBar)
                .toolbar { Button("Edit") { } }
                .refreshable { }
                .searchable(text: .constant(""))
            }
            .tabItem { Label("A", systemImage: "house") }
            Text("B").tabItem { Label("B", systemImage: "gear") }
          }
        }
      }
      """, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["navigationBar"] == .bool(false))
    #expect(scene["tabBar"] == nil)
    // What lives in the bar goes with it (the scene would be refused otherwise).
    #expect(scene["barItems"] == nil && scene["refresh"] == nil && scene["search"] == nil)
    let spec = try #require(result.scene)
    #expect(throws: Never.self) {
      try SceneDecoder.decode(Array(SceneEncoder.encode(spec).utf8), file: "s.json", id: "s")
    }
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    let legacy = importSource(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          NavigationView { List { Text("Row") }.navigationBarHidden(true) }
        }
      }
      """, view: "Screen")
    #expect(try #require(legacy.json)["navigationBar"] == .bool(false))
    let shown = importSource(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          NavigationView { List { Text("Row") }.navigationTitle("T").navigationBarHidden(false) }
        }
      }
      """, view: "Screen")
    #expect(try #require(shown.json)["navigationBar"] == nil)
  }

  /// `.toolbar(content: items)`: the view's method of that name builds the items.
  @Test func aToolbarWhoseContentIsAMethodOfTheView() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          NavigationStack {
            List { Text("Row") }
              .navigationTitle("Items")
              .toolbar(content: toolbar)
          }
        }
        private func toolbar() -> some ToolbarContent {
          ToolbarItem(placement: .navigationBarTrailing) {
            Button { } label: { Image(systemSymbol: .globe) }
          }
        }
      }
      """, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["barItems"]?["trailing"]?[0]?["symbol"] == .string("globe"))
  }

  /// Importer/Tests/Fixtures/ChromeRecall: `Image.close` from the app's `extension Image` is
  /// its asset image, a bar item of that file; a title and a row label read through an enum's
  /// `LocalizedStringKey` property are looked up in the strings.
  @Test func appImagesAndLocalizedKeyPropertiesOfTheFiles() throws {
    let folder = repositoryRoot + "/Importer/Tests/Fixtures/ChromeRecall"
    let files = try ["Screen.swift"].map { name in
      (folder + "/" + name, try SourceFiles.read(folder + "/" + name))
    }
    let result = SwiftUIImporter.run(files, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("Storage"))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("About"))
    let image = try #require(scene["barItems"]?["trailing"]?[0]?["image"]?.text)
    #expect(image.hasSuffix("close.imageset/close@3x.png"))
    #expect(result.placeholders == 0 && result.diagnostics.isEmpty, "\(result.diagnostics)")
  }

  /// `.searchable(text:isPresented:placement:prompt: Text("…"))`: the prompt's words.
  @Test func aSearchPromptWrittenAsText() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Screen: View {
        @State private var query = ""
        @State private var searching = false
        var body: some View {
          NavigationStack {
            List { Text("Row") }
              .navigationTitle("Find")
              .searchable(
                text: $query, isPresented: $searching,
                placement: .navigationBarDrawer(displayMode: .always),
                prompt: Text("Search recipes"))
          }
        }
      }
      """, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["search"]?["placeholder"] == .string("Search recipes"))
  }

  /// `.navigationTitle(String(localized: "…", comment: "…"))`: the key's string (the comment
  /// is for translators).
  @Test func aTitleLocalizedWithAComment() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          NavigationStack {
            VStack { Text("Name") }
              .navigationTitle(String(localized: "Create new account", comment: "Title"))
              .navigationBarTitleDisplayMode(.inline)
          }
        }
      }
      """, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("Create new account"))
  }

  /// A title written on the `NavigationStack` itself is outside it: SwiftUI ignores it (a
  /// note says so); one inside is the bar's. A toolbar there is still read.
  @Test func aTitleOnTheContainerItselfIsIgnored() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          NavigationStack {
            List { Text("Row") }
          }
          .navigationTitle("Outside")
          .navigationBarTitleDisplayMode(.inline)
        }
      }
      """, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["title"] == .string(""))
    #expect(
      result.diagnostics.filter { $0.message.contains("outside it, and SwiftUI ignores it") }
        .count == 2, "\(result.diagnostics)")
  }
}
