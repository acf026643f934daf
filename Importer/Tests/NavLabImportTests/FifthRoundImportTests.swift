import Foundation
import ScreenModel
import Testing

@testable import NavLabImport

/// The general mechanisms issue 39's fifth round added, each on our own minimal SwiftUI: a
/// closure whose parameters take a tuple's elements (`ForEach(pairs, id: \.0) { a, b in … }`),
/// SwiftUI's style types (`SegmentedPickerStyle()`), a `switch` in a builder over what the
/// code computes.
@Suite("Issue 39: fifth-round mechanisms")
struct FifthRoundImportTests {
  func texts(_ value: JSONValue?) -> [String] {
    HeldOutImportTests().texts(value)
  }

  @Test func forEachOverTuplesGivesEachParameterItsElement() throws {
    let scene = try #require(
      importSource(
        """
        enum Kind: String { case first = "First Group", second = "Second Group" }
        enum Place: Hashable, Identifiable {
          case home, work, park
          var id: Self { self }
          var name: String {
            switch self {
            case .home: return "Home"
            case .work: return "Work"
            case .park: return "Park"
            }
          }
          static func grouped(all: Bool) -> [(Kind, [Place])] {
            var later: [Place] = [.work]
            if all { later.append(.home) }
            later += [.park]
            return [(.first, [.home]), (.second, later)]
          }
        }
        struct Places: View {
          var body: some View {
            List {
              ForEach(Place.grouped(all: false), id: \\.0) { kind, places in
                Section(kind.rawValue) {
                  ForEach(places) { place in Text(place.name) }
                }
              }
            }
          }
        }
        """, view: "Places"
      ).json)
    #expect(scene["list"]?["sections"]?[0]?["header"] == .string("First Group"))
    #expect(scene["list"]?["sections"]?[1]?["header"] == .string("Second Group"))
    #expect(scene.rows(ofSection: 0).map { $0["label"] } == [.string("Home")])
    #expect(scene.rows(ofSection: 1).map { $0["label"] } == [.string("Work"), .string("Park")])
  }

  @Test func aClosureOfTwoParametersTakesATuplesElements() throws {
    // `map` over an array of pairs, as Swift destructures it.
    let value = try evaluate(
      #"[("a", 1), ("b", 2)].map { name, count in "\(name)\(count)" }"#)
    #expect(value == .array([.string("a1"), .string("b2")]))
  }

  @Test func styleTypesReadAsTheirMembers() throws {
    #expect(SwiftUIStyleNames.member(ofType: "SegmentedPickerStyle") == "segmented")
    #expect(SwiftUIStyleNames.member(ofType: "InsetGroupedListStyle") == "insetGrouped")
    #expect(SwiftUIStyleNames.member(ofType: "DefaultPickerStyle") == "automatic")
    #expect(SwiftUIStyleNames.member(ofType: "WheelDatePickerStyle") == "wheel")
    #expect(SwiftUIStyleNames.member(ofType: "PickerStyle") == nil)
    #expect(SwiftUIStyleNames.member(ofType: "Stepper") == nil)
    let scene = try #require(
      importSource(
        """
        struct Region: View {
          @State private var region = "north"
          var body: some View {
            Form {
              Picker("Region", selection: $region) {
                Text("North").tag("north")
                Text("South").tag("south")
              }
              .pickerStyle(SegmentedPickerStyle())
            }
            .listStyle(PlainListStyle())
          }
        }
        """, view: "Region"
      ).json)
    // Every segment is drawn on the track, not the label and the chosen value.
    let shown = texts(scene["list"])
    #expect(shown.contains("North") && shown.contains("South"))
    #expect(!shown.contains("Region"))
    #expect(scene["list"]?["style"] == .string("plain"))
  }

  @Test func aSwitchInABuilderTakesTheCaseOfItsValue() throws {
    let scene = try #require(
      importSource(
        """
        enum Look { case words, symbol }
        struct Dismiss: View {
          var look: Look
          var body: some View {
            Button {
            } label: {
              switch look {
              case .words: Text("Done")
              case .symbol: Image(systemName: "xmark")
              }
            }
          }
        }
        extension View {
          func closable() -> some View { modifier(Closable()) }
        }
        private struct Closable: ViewModifier {
          func body(content: Content) -> some View {
            content.toolbar {
              ToolbarItem(placement: .cancellationAction) { Dismiss(look: .symbol) }
            }
          }
        }
        struct Sheet: View {
          var body: some View {
            NavigationStack {
              Text("Body").navigationTitle("Sheet").closable()
            }
          }
        }
        """, view: "Sheet"
      ).json)
    // The view's `look` is `.symbol`: its case draws the xmark (before: the first case's text).
    let items = try #require(scene["barItems"]?["leading"]?.items)
    #expect(items.count == 1)
    #expect(items.first?["symbol"] == .string("xmark"))
    #expect(items.first?["title"] == nil)
  }
}

extension FifthRoundImportTests {
  @Test func aModifierChainWithoutSelfAppliesToTheViewAMethodIsCalledOn() throws {
    let scene = try #require(
      importSource(
        """
        extension View {
          func titled(_ text: String) -> some View {
            padding().navigationTitle(text)
          }
          func withDone() -> some View { modifier(DoneBar()) }
        }
        struct DoneBar: ViewModifier {
          func body(content: Content) -> some View {
            content.toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
          }
        }
        struct Editor: View {
          var body: some View {
            NavigationStack {
              Text("Draft").titled("Editor").withDone()
            }
          }
        }
        """, view: "Editor"
      ).json)
    #expect(scene["title"] == .string("Editor"))
    #expect(scene["barItems"]?["trailing"]?[0]?["title"] == .string("Done"))
    #expect(texts(scene["content"]) == ["Draft"])
  }
}

extension FifthRoundImportTests {
  @Test func aComputedViewThatIsAForEachGivesItsViewsToTheStack() throws {
    let scene = try #require(
      importSource(
        """
        struct Feed: View {
          var body: some View {
            ScrollView {
              VStack {
                Text("Top")
                items
              }
            }
          }
          var items: some View {
            ForEach(1...2, id: \\.self) { index in
              VStack(alignment: .leading) { row(index) }.padding()
            }
          }
          @ViewBuilder
          func row(_ index: Int) -> some View {
            Text("Item \\(index)")
            Text("Detail \\(index)")
          }
        }
        """, view: "Feed"
      ).json)
    // Before: the ForEach was one placeholder.
    #expect(texts(scene["content"]) == ["Top", "Item 1", "Detail 1", "Item 2", "Detail 2"])
  }
}

/// The fifth held-out set's mechanisms (Tests/Corpus/heldout5.json), on our own SwiftUI.
extension FifthRoundImportTests {
  @Test func anAppsOwnLocalizedStringFunctionReadsTheStringsThroughBundle() throws {
    let source = """
      let fallback = Bundle.main.path(forResource: "en", ofType: "lproj").flatMap { Bundle(path: $0) }
      func NSLocalizedString(_ key: String, comment: String = "") -> String {
        guard let fallback else { return key }
        let english = fallback.localizedString(forKey: key, value: comment, table: nil)
        return Bundle.main.localizedString(forKey: key, value: english, table: nil)
      }
      final class Engine {
        // A private nested class named like Foundation's does not hide it elsewhere.
        private final class Bundle { init(paths: [String]) {} }
      }
      struct Backup: View {
        @State private var on = true
        var body: some View {
          List {
            Section {
              Toggle(NSLocalizedString("CHAPTERS"), isOn: $on)
            } header: {
              Text(NSLocalizedString("LIBRARY"))
            }
          }
        }
      }
      """
    // The strings are found beside the files on disk, as an app's are.
    let folder = FileManager.default.temporaryDirectory.path + "/navlab-bundle-\(getpid())"
    try FileManager.default.createDirectory(
      atPath: folder + "/en.lproj", withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try "\"CHAPTERS\" = \"Chapters\";\n\"LIBRARY\" = \"Library\";\n".write(
      toFile: folder + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    let path = folder + "/Backup.swift"
    try source.write(toFile: path, atomically: true, encoding: .utf8)
    let result = SwiftUIImporter.run([(path, try SourceFiles.read(path))], view: "Backup")
    let scene = try #require(result.json)
    #expect(scene["list"]?["sections"]?[0]?["header"] == .string("Library"))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Chapters"))
  }

  @Test func anInitialiserGoesOnPastAStatementThatCannotRun() throws {
    let scene = try #require(
      importSource(
        """
        final class Registry {
          static let shared = Registry()
          var names: [String] { UserDefaults.standard.stringArray(forKey: "names") ?? [] }
        }
        struct Header: View {
          let title: String
          let subtitle: AttributedString
          init(title: String, subtitle: String, more: URL? = nil) {
            self.title = title
            if let more {
              var text = AttributedString(subtitle + " " + "More…")
              if let range = text.range(of: "More…") {
                text[range].link = more
              }
              self.subtitle = text
            } else {
              self.subtitle = AttributedString(subtitle)
            }
          }
          var body: some View {
            VStack {
              Self.badge(size: 40)
              Text(title)
              Text(subtitle)
            }
          }
          static func badge(size: CGFloat) -> some View {
            Image(systemName: "star").frame(width: size, height: size)
          }
        }
        struct Setup: View {
          let name: String
          @State private var field: String
          init(name: String) {
            self.name = name
            var candidate = name
            var counter = 2
            // Needs UserDefaults, which the interpreter does not model: skipped, with a warning.
            while Registry.shared.names.contains(where: { $0 == candidate }) {
              candidate = "\\(name) \\(counter)"
              counter += 1
            }
            self._field = State(initialValue: candidate)
          }
          var body: some View {
            List {
              Section { Header(title: name, subtitle: "About it.", more: URL(string: "https://x")) }
              Section { TextField("Name", text: $field) }
            }
          }
        }
        struct Wrapper: View { var body: some View { Setup(name: "Shelf") } }
        """, view: "Wrapper"
      ).json)
    let header = texts(scene.rows(ofSection: 0).first)
    #expect(header == ["Shelf", "About it. More…"])
    // The field holds the initialiser's value, drawn as its text (not its placeholder).
    #expect(scene.rows(ofSection: 1).first?["label"] == .string("Shelf"))
    #expect(scene.rows(ofSection: 1).first?["placeholder"] == nil)
  }

  @Test func ifLetShorthandReadsEachInstancesOwnValue() throws {
    let scene = try #require(
      importSource(
        """
        enum Kind { case safe }
        struct Info: Hashable { var id: String; var name: String; var kind: Kind }
        struct Cell: View {
          let info: Info
          var subtitle: String?
          var body: some View {
            VStack {
              Text(info.name)
              if let subtitle { Text(subtitle) } else { Text("None") }
            }
          }
        }
        struct Sources: View {
          var body: some View {
            List {
              Cell(info: .init(id: "a", name: "Alpha", kind: .safe), subtitle: "First")
              Cell(info: .init(id: "b", name: "Beta", kind: .safe), subtitle: "Second")
              Cell(info: .init(id: "c", name: "Gamma", kind: .safe))
            }
          }
        }
        """, view: "Sources"
      ).json)
    // `.init(…)` is the cell's `Info`; each `if let subtitle` reads its own cell's value.
    let rows = scene.rows(ofSection: 0).map { texts($0) }
    #expect(rows == [["Alpha", "First"], ["Beta", "Second"], ["Gamma", "None"]])
  }

  @Test func aNestedTypeNamedStateDoesNotHideSwiftUIsElsewhere() throws {
    let scene = try #require(
      importSource(
        """
        struct Filter: View {
          enum State { case on, off }
          var body: some View { Text("Filter") }
        }
        struct Named: View {
          @State private var name: String
          init() { self._name = State(initialValue: "Komga") }
          var body: some View { List { TextField("Name", text: $name) } }
        }
        """, view: "Named"
      ).json)
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Komga"))
  }
}

extension FifthRoundImportTests {
  @Test func aLocalizedStringKeyOfAKeyAndASectionInsideASection() throws {
    let scene = try #require(
      importSource(
        """
        struct Prefs: View {
          @State private var haptics = true
          @State private var server = ""
          var body: some View {
            Form {
              Section(header: Text(LocalizedStringKey("connection"))) {
                TextField("Server", text: $server)
                Section(header: Text("Inner")) {
                  Toggle("Haptics", isOn: $haptics)
                }
                Text("After")
              }
            }
          }
        }
        """, view: "Prefs"
      ).json)
    // No strings file: the key itself, never the expression's source.
    #expect(scene["list"]?["sections"]?[0]?["header"] == .string("connection"))
    let rows = scene.rows(ofSection: 0)
    #expect(rows.count == 3)
    #expect(rows[1]["label"] == .string("Haptics"))
    #expect(rows[1]["accessory"] == .string("switch"))
    #expect(rows[2]["label"] == .string("After"))
  }
}

extension FifthRoundImportTests {
  @Test func ifLetOfAValueNothingDeclaresIsNil() throws {
    let scene = try #require(
      importSource(
        """
        struct Status: View {
          // A type from a package the files do not hold: its value is opaque.
          @ObservedObject private var tracker = Tracker.shared
          var body: some View {
            HStack {
              if let active = tracker.activeConnection {
                Text(active.url)
              } else {
                Text("Connecting")
              }
            }
          }
        }
        """, view: "Status"
      ).json)
    #expect(texts(scene["content"]) == ["Connecting"])
  }
}

extension FifthRoundImportTests {
  @Test func aFileModifierInAPostfixIfClauseModifiesTheViewBeforeIt() throws {
    let scene = try #require(
      importSource(
        """
        extension View {
          func addingDone() -> some View {
            toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
          }
        }
        struct Sheet: View {
          var body: some View {
            NavigationStack {
              Form { Text("Row") }
                .navigationTitle("Sheet")
                #if os(iOS)
                .addingDone()
                #endif
            }
          }
        }
        """, view: "Sheet"
      ).json)
    #expect(scene["barItems"]?["trailing"]?[0]?["title"] == .string("Done"))
    #expect(scene["title"] == .string("Sheet"))
  }
}

extension FifthRoundImportTests {
  @Test func aFileModifierNamedLikeSwiftUIsIsSwiftUIsInsideItsOwnCode() throws {
    let scene = try #require(
      importSource(
        """
        struct Theme { var name: String }
        private struct ThemedTint: ViewModifier {
          let theme: Theme
          func body(content: Content) -> some View { content.tint(.orange) }
        }
        extension View {
          @ViewBuilder
          func tint(_ theme: Theme?) -> some View {
            if let theme { modifier(ThemedTint(theme: theme)) } else { self }
          }
        }
        struct Privacy: View {
          var body: some View {
            Form {
              Section { Text("Row").tint(Theme(name: "warm")) } footer: { Text("Footer") }
            }
          }
        }
        """, view: "Privacy"
      ).json)
    // Before: the inner `content.tint(.orange)` ran the file's `tint` again, and the section
    // became a placeholder.
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Row"))
    #expect(scene["list"]?["sections"]?[0]?["footer"] == .string("Footer"))
  }
}
