import Foundation
import ScreenModel
import Testing

@testable import NavLabImport

/// The mechanisms issue 39's held-out corpus (Tests/Corpus/heldout.json) showed missing, each
/// on our own minimal SwiftUI: framing without a container, views built through initialisers,
/// run-time strings, wrapper views from packages, bindings and content closures, field prompts,
/// date pickers and bar symbols from the open icon set.
@Suite("Issue 39: held-out corpus mechanisms")
struct HeldOutImportTests {
  /// Every text of a content tree (its JSON), in order.
  func texts(_ value: JSONValue?) -> [String] {
    guard let value else { return [] }
    switch value {
    case .object(let pairs):
      return pairs.flatMap { pair -> [String] in
        if pair.key == "text", case .string(let text) = pair.value { return [text] }
        return texts(pair.value)
      }
    case .array(let items): return items.flatMap { texts($0) }
    default: return []
    }
  }

  @Test func aViewWithoutAContainerHasNoBarAndARootStackIsCentred() throws {
    let list = try #require(
      importSource("struct Plain: View { var body: some View { List { Text(\"A\") } } }").json)
    #expect(list["navigationBar"] == .bool(false))
    #expect(list["largeTitle"] == .string("never"))
    #expect(list["contentFrame"] == nil)
    let stack = try #require(
      importSource("struct S: View { var body: some View { VStack { Text(\"Hi\") } } }").json)
    #expect(stack["navigationBar"] == .bool(false))
    #expect(stack["contentFrame"] == .string("safe-area"))
    let scroll = try #require(
      importSource("struct S: View { var body: some View { ScrollView { Text(\"Hi\") } } }").json)
    #expect(scroll["contentFrame"] == nil)
    // A title asks for a bar: the view is shown as a pushed screen would be.
    let titled = importSource(
      "struct T: View { var body: some View { List { Text(\"A\") }.navigationTitle(\"Inbox\") } }")
    let titledScene = try #require(titled.json)
    #expect(titledScene["navigationBar"] == nil)
    #expect(titledScene["title"] == .string("Inbox"))
    #expect(
      titled.diagnostics.contains { $0.message.contains("sets a title, bar items or search") })
  }

  @Test func anEntryViewWhoseInitTakesArgumentsIsBuiltWithSamples() throws {
    let result = importSource(
      """
      final class Model { var name = "x" }
      struct Screen: View {
        private let model: Model
        init(model: Model) { self.model = model }
        var body: some View { Form { Toggle("Wi-Fi", isOn: .constant(true)) }.navigationTitle("Settings") }
      }
      """)
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("Settings"))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Wi-Fi"))
    // The sample is named once, with where and why (a runtime warning).
    #expect(
      result.runtimeWarnings.contains {
        $0.contains("Screen.init's model: no Screen.init takes the arguments ()")
      }, "\(result.runtimeWarnings)")
  }

  @Test func selfInitDelegatesToTheFittingInitialiser() throws {
    let result = importSource(
      """
      struct Intro: View {
        let title: String
        let size: Int
        init(title: String, size: Int) { self.title = title; self.size = size }
        var body: some View { Text(title) }
      }
      extension Intro { init(title: String) { self.init(title: title, size: 1) } }
      struct Screen: View { var body: some View { VStack { Intro(title: "Hello") } } }
      """, view: "Screen")
    #expect(texts(try #require(result.json)["content"]) == ["Hello"])
    #expect(!result.diagnostics.contains { $0.message.contains("has no method init") })
  }

  @Test func runTimeStringsAreLookedUpThroughNestedNamespaces() throws {
    // Importer/Tests/Fixtures/LocalizedKeys: `Texts.Tabs.home` is `lookUp("tab.home")`, a
    // private static function of the outer enum; en.lproj/Localizable.strings holds the values.
    let folder = repositoryRoot + "/Importer/Tests/Fixtures/LocalizedKeys/App"
    let paths = [folder + "/Texts.swift", folder + "/Welcome.swift"]
    let result = SwiftUIImporter.run(try paths.map { ($0, try SourceFiles.read($0)) })
    let scene = try #require(result.json)
    #expect(texts(scene["content"]) == ["Welcome back", "Good morning", "Home"])
  }

  @Test func aWrapperFromAPackageIsReadAsItsClosuresViews() throws {
    let result = importSource(
      """
      struct Screen: View {
        let store: Store
        var body: some View {
          WithViewStore(store) { viewStore in
            NavigationStack {
              Form { Section(header: Text("Name")) { TextField("First Name", text: viewStore.binding) } }
                .navigationTitle("Profile")
            }
          }
        }
      }
      """)
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("Profile"))
    #expect(scene["list"]?["sections"]?[0]?["header"] == .string("Name"))
    #expect(scene.rows(ofSection: 0).first?["placeholder"] == .string("First Name"))
    #expect(
      result.diagnostics.contains { $0.message.contains("WithViewStore is not in the files") })
  }

  @Test func bindingsWithTrailingClosuresAndViewBuilderContent() throws {
    let result = importSource(
      """
      struct Card<Content: View>: View {
        let title: String
        @ViewBuilder let content: Content
        var body: some View { VStack { Text(title); content } }
      }
      struct Screen: View {
        @State private var on = true
        var flag: Binding<Bool> { Binding { on } set: { on = $0 } }
        var body: some View {
          List {
            Toggle("Reminders", isOn: flag)
            Card(title: "Card") { Text("Inside") }
          }
        }
      }
      """, view: "Screen")
    let scene = try #require(result.json)
    let rows = scene.rows(ofSection: 0)
    #expect(rows.first?["label"] == .string("Reminders"))
    #expect(rows.first?["on"] == .bool(true))
    #expect(texts(rows.last?["content"]) == ["Card", "Inside"])
  }

  @Test func promptsDatePickersAndBarSymbolsByTheirOwnName() throws {
    let result = importSource(
      """
      struct Screen: View {
        @State private var notes = ""
        @State private var date = Date()
        var body: some View {
          NavigationStack {
            Form {
              TextField("Notes", text: $notes, prompt: Text("Add extra notes..."))
              DatePicker("Date Started", selection: $date, displayedComponents: .date)
            }
            .navigationTitle("Add")
            .toolbar { Button { } label: { Image(systemName: "checkmark") } }
          }
        }
      }
      """)
    let scene = try #require(result.json)
    let rows = scene.rows(ofSection: 0)
    #expect(rows.first?["placeholder"] == .string("Add extra notes..."))
    #expect(rows.last?["label"] == .string("Date Started"))
    // "checkmark" has no shape of NavLab's own; the open icon set draws it by that name.
    #expect(scene["barItems"]?["trailing"]?[0]?["symbol"] == .string("checkmark"))
  }

  /// The first object of a JSON tree that has the key `key`.
  func first(_ key: String, in value: JSONValue?) -> JSONValue? {
    guard let value else { return nil }
    switch value {
    case .object(let pairs):
      if pairs.contains(where: { $0.key == key }) { return value }
      return pairs.lazy.compactMap { first(key, in: $0.value) }.first
    case .array(let items): return items.lazy.compactMap { first(key, in: $0) }.first
    default: return nil
    }
  }

  @Test func aToggleWithItsLabelHiddenIsItsSwitch() throws {
    let result = importSource(
      """
      struct Row: View {
        @State private var on = true
        var body: some View {
          HStack { Text("Allow Notifications"); Spacer(); Toggle("", isOn: $on).labelsHidden() }
        }
      }
      """)
    let toggle = try #require(first("toggle", in: result.json?["content"]))
    // 51 pt wide, so the title beside it keeps its line.
    #expect(toggle["frame"]?["width"] == .number(51))
    #expect(!result.diagnostics.contains { $0.message.contains("labelsHidden") })
  }
}
