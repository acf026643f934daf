import ScreenModel
import Testing

@testable import NavLabImport

/// How real apps build screens that a development set written blind from seven new apps met
/// (issue 39, session 8, `recall13`): type aliases of nested constant types, static view
/// properties, a screen's list inside a `GeometryReader` or under a `ZStack`'s overlays,
/// stored view-builder closures, bindings to collections, `@Bindable` models and field labels.
/// Every source here is our own.
@Suite struct DevThirteenImportTests {
  private func warnings(_ result: SwiftUIImporter.Result) -> [String] {
    result.diagnostics.map(\.description) + result.runtimeWarnings
  }

  private func labels(_ scene: JSONValue, section: Int) -> [String] {
    scene.rows(ofSection: section).map { $0["label"]?.text ?? $0["text"]?.text ?? "?" }
  }

  @Test func typeAliasesAndStaticViewsOfNestedConstantTypes() throws {
    let source = """
      import SwiftUI
      enum Theme { enum Style { } }
      extension Theme.Style {
        enum Rows {
          static let icon = "gear"
          static var jump: some View { Image(systemName: "link") }
        }
      }
      struct Screen: View {
        typealias Scoped = Theme.Style.Rows
        var share: some View {
          let flags = [true, false, true]
          let on = flags.count(where: { $0 })
          return Text("On \\(on) of \\(flags.count)")
        }
        var body: some View {
          List {
            Label("General", systemImage: Scoped.icon)
            share
            Theme.Style.Rows.jump
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    let rows = scene.rows(ofSection: 0)
    #expect(rows.first?["glyph"]?.text == "gear", "\(scene.jsonText)")
    #expect(labels(scene, section: 0).dropFirst().first == "On 2 of 3", "\(scene.jsonText)")
    #expect(rows.dropFirst(2).first?["content"]?["image"]?["system"]?.text == "link")
    #expect(result.placeholders == 0, "\(warnings(result))")
  }

  @Test func aListInARootGeometryReaderOrUnderAZStackIsTheScreens() throws {
    let source = """
      import SwiftUI
      struct Measured: View {
        @State private var width: CGFloat = 0
        var body: some View {
          GeometryReader { proxy in
            List {
              Section { Text("Row \\(Int(proxy.size.width))") } header: { Text("Mode") }
            }
            .navigationTitle("Settings")
          }
        }
      }
      struct Covered: View {
        @State private var copy = false
        var body: some View {
          ZStack {
            List {
              Section { Text("Share app") } header: { Text("Share") }
            }
            .navigationTitle("About")
            Text("Animated copy").opacity(copy ? 1 : 0)
          }
        }
      }
      """
    let measured = try #require(importSource(source, view: "Measured").json)
    #expect(measured["list"]?["sections"]?[0]?["header"]?.text == "Mode", "\(measured.jsonText)")
    // The proxy measures the simulated iPhone's safe area: 393 pt wide.
    #expect(labels(measured, section: 0) == ["Row 393"], "\(measured.jsonText)")
    let covered = importSource(source, view: "Covered")
    let scene = try #require(covered.json)
    #expect(scene["list"]?["sections"]?[0]?["header"]?.text == "Share", "\(scene.jsonText)")
    #expect(labels(scene, section: 0) == ["Share app"])
    #expect(warnings(covered).contains { $0.contains("1 view over the List in this ZStack") })
  }

  @Test func aStoredViewBuilderClosureIsReadWhereTheBodyCallsIt() throws {
    let source = """
      import SwiftUI
      struct Pair<V: View, H: View>: View {
        @ViewBuilder var tall: () -> V
        @ViewBuilder var wide: () -> H
        let isWide: Bool
        init(isWide: Bool = false, tall: @escaping () -> V, wide: @escaping () -> H) {
          self.tall = tall
          self.wide = wide
          self.isWide = isWide
        }
        var body: some View {
          if isWide { self.wide() } else { self.tall() }
        }
      }
      struct Screen: View {
        var body: some View {
          Pair { Text("Portrait") } wide: { Text("Landscape") }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["content"]?["text"]?.text == "Portrait", "\(scene.jsonText)")
    #expect(result.placeholders == 0, "\(warnings(result))")
  }

  @Test func aBindingToACollectionIsACollectionOfBindings() throws {
    let source = """
      import SwiftUI
      struct Item: Identifiable { var id = UUID(); var title = ""; var soon = true }
      enum Period: String, CaseIterable, Identifiable {
        case soon = "Soon"
        case later = "Later"
        case never = "Never"
        var id: String { rawValue }
      }
      final class Planner: ObservableObject {
        @Published var items = [Item(title: "Picnic"), Item(title: "Trip", soon: false)]
        func items(in period: Period) -> Binding<[Item]> {
          Binding<[Item]>(
            get: { period == .never ? [] : self.items.filter { period == .soon ? $0.soon : !$0.soon } },
            set: { _ in })
        }
      }
      struct Screen: View {
        @StateObject private var planner = Planner()
        var body: some View {
          List {
            ForEach(Period.allCases) { period in
              if !planner.items(in: period).isEmpty {
                Section {
                  ForEach(planner.items(in: period)) { $item in
                    TextField("Title", text: $item.title)
                    Text(item.title)
                  }
                } header: { Text(period.rawValue) }
              }
            }
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    let sections = try #require(scene["list"]?["sections"]?.items)
    #expect(sections.count == 2, "\(scene.jsonText)")
    #expect(sections.first?["header"]?.text == "Soon")
    #expect(labels(scene, section: 0).last == "Picnic", "\(scene.jsonText)")
    #expect(labels(scene, section: 1).last == "Trip")
    #expect(result.placeholders == 0, "\(warnings(result))")
  }

  @Test func theCalendarIsGregorianInUTCOnTheSimulatedIPhone() throws {
    let source = """
      import SwiftUI
      extension Date {
        var weekOut: Date { Calendar.current.date(byAdding: .day, value: 7, to: self) ?? self }
        static func on(day: Int, month: Int, year: Int) -> Date {
          var parts = DateComponents()
          parts.year = year
          parts.month = month
          parts.day = day
          return Calendar(identifier: .gregorian).date(from: parts) ?? Date()
        }
      }
      struct Screen: View {
        let nextHour = Calendar.current.dateInterval(of: .hour, for: Date())?.end ?? Date()
        var body: some View {
          List {
            Text(Date.now.weekOut.formatted(date: .abbreviated, time: .omitted))
            Text(Date.on(day: 31, month: 1, year: 2024).formatted(date: .numeric, time: .omitted))
            Text(nextHour.formatted(date: .omitted, time: .shortened))
            Text("\\(Calendar.current.component(.year, from: Date()))")
            Text(Calendar.current.date(byAdding: .month, value: 1, to: Date.on(day: 31, month: 1, year: 2024))!.formatted(date: .numeric, time: .omitted))
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    // Now is 9:41 AM on 9 January 2007, UTC; a month after 31 January 2024 is 29 February.
    #expect(
      labels(scene, section: 0) == ["Jan 16, 2007", "1/31/2024", "10:00 AM", "2007", "2/29/2024"],
      "\(scene.jsonText)")
    #expect(!warnings(result).contains { $0.contains("Calendar") }, "\(warnings(result))")
  }

  @Test func anUnsuppliedBindableModelIsASampleAndFieldLabelsArePlaceholders() throws {
    let source = """
      import SwiftUI
      @Observable final class Signup {
        var name = ""
        var email = ""
        var busy = false
      }
      struct Field: View {
        @Binding var text: String
        var placeholder: String
        init(text: Binding<String>, placeholder: String) {
          self._text = text
          self.placeholder = placeholder
        }
        var body: some View {
          TextField(text: $text) { Text(placeholder) }
        }
      }
      struct Screen: View {
        @Bindable var signup: Signup
        var body: some View {
          VStack {
            Field(text: $signup.name, placeholder: "Name")
            SecureField(text: $signup.email) { Text("Password") }
            if signup.busy { ProgressView() } else { Text("Join") }
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    let texts = scene.jsonText
    #expect(texts.contains("\"Name\"") && texts.contains("\"Password\""), "\(texts)")
    #expect(texts.contains("\"Join\""), "\(texts)")
    #expect(warnings(result).contains { $0.contains("@Bindable signup has no value") })
    #expect(result.placeholders == 0, "\(warnings(result))")
  }

  /// A store package's views (The Composable Architecture, outside the files): the store made
  /// from `initialState:`, a view store of `observe:`'s state, a scoped child store, an
  /// `@Bindable` store read through `@ObservableState`'s dynamic members.
  @Test func aComposableArchitectureStoreHoldsItsInitialState() throws {
    let source = """
      import SwiftUI
      import ComposableArchitecture

      @Reducer
      struct Pad {
        @ObservableState
        struct State: Equatable {
          var display: String
          var isBlank: Bool = true
          var child: Child.State
          init(display: String, isBlank: Bool = true, child: Child.State) {
            self.display = display
            self.isBlank = isBlank
            self.child = child
          }
        }
        enum Action { case tap, child(Child.Action) }
      }

      @Reducer
      struct Child {
        struct State: Equatable { var label = "Child" }
        enum Action { case tap }
      }

      struct Root: View {
        var body: some View {
          PadView(store: .init(initialState: .init(display: "0", child: .init())) { Pad() })
        }
      }

      struct PadView: View {
        let store: StoreOf<Pad>
        struct ViewState: Equatable {
          let display: String
          let clear: String
          init(state: Pad.State) {
            display = state.display
            clear = state.isBlank ? "AC" : "C"
          }
        }
        var body: some View {
          WithViewStore(store, observe: ViewState.init) { viewStore in
            VStack {
              Text(viewStore.display)
              Text(viewStore.clear)
              ChildView(store: store.scope(state: \\.child, action: \\.child))
            }
          }
        }
      }

      struct ChildView: View {
        @Bindable var store: StoreOf<Child>
        var body: some View {
          WithPerceptionTracking {
            Text(store.label)
          }
        }
      }
      struct Lone: View {
        let store: StoreOf<Pad>
        @Dependency(\\.logger) var logger
        var body: some View { Text(store.child.label) }
      }
      struct Opens: View {
        var body: some View {
          Lone(store: .init(initialState: .init(display: "1", child: .init(label: "Given"))) { Pad() })
        }
      }
      """
    let result = importSource(source, view: "Root")
    let scene = try #require(result.json)
    let texts = scene["content"]?["vstack"]?.items?.compactMap { $0["text"]?.text }
    #expect(texts == ["0", "AC", "Child"], "\(scene.jsonText)")
    #expect(result.placeholders == 0, "\(warnings(result))")
    // A package's property wrapper (`@Dependency`) makes its value: the memberwise
    // initialiser's other arguments are still read as their types.
    let opens = try #require(importSource(source, view: "Opens").json)
    #expect(opens["content"]?["text"]?.text == "Given", "\(opens.jsonText)")
  }

  @Test func theEnvironmentsLocaleIsTheSimulatedIPhonesAndSegmentsUseTheirOwnFont() throws {
    let source = """
      import SwiftUI
      enum Language { case english, other }
      extension Locale {
        var language: Language { identifier.hasPrefix("en") ? .english : .other }
      }
      struct Screen: View {
        @Environment(\\.locale) private var locale
        @State private var mode = "Light"
        var body: some View {
          VStack {
            Text(locale.language == .english ? "English" : "Other")
            Picker("Mode", selection: $mode) {
              ForEach(["Light", "Automatic"], id: \\.self) { Text($0) }
            }
            .pickerStyle(.segmented)
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    let text = scene.jsonText
    #expect(text.contains("\"English\""), "\(text)")
    #expect(!warnings(result).contains { $0.contains("locale") }, "\(warnings(result))")
    // UISegmentedControl's 13 pt titles: the footnote style.
    #expect(text.contains("\"Automatic\", \"font\": \"footnote\""), "\(text)")
  }

  @Test func aPackagesExtensionOfASwiftTypeIsOpaqueAndBacktickedNamesAreNames() throws {
    let source = """
      import SwiftUI
      import SomePackage
      enum Flavour: String, CaseIterable {
        case plain, spicy
        static let `default`: Self = .spicy
      }
      struct Screen: View {
        var handleRow: some View {
          let handle = "https://example.com/me".shortened(prefix: "@")!
          return HStack {
            Text("Profile")
            Text(handle)
          }
        }
        var body: some View {
          List {
            handleRow
            Text(Flavour.default.rawValue)
            Text("Key".localizedKey)
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    let text = scene.jsonText
    // The row around the unknown extension is still read; only its value is redacted.
    #expect(text.contains("\"Profile\""), "\(text)")
    #expect(labels(scene, section: 0).dropFirst().first == "spicy", "\(text)")
    #expect(
      warnings(result).contains { $0.contains("shortened (a package's extension?)") },
      "\(warnings(result))")
    #expect(result.placeholders == 2, "\(warnings(result))")
  }

  @Test func aComputedViewOfAValueATypesMemberGivesIsRead() throws {
    let source = """
      import SwiftUI
      enum Action {
        case export, share
        var title: String { self == .export ? "Export Data" : "Share" }
        var label: some View { Label(title, systemImage: "square.and.arrow.up") }
      }
      struct Screen: View {
        var body: some View {
          Form {
            Section("Export") {
              ShareLink(item: URL(string: "https://example.com")!, label: { Action.export.label })
            }
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene.jsonText.contains("Export Data"), "\(scene.jsonText)")
    #expect(result.placeholders == 0, "\(warnings(result))")
  }
}
