import ScreenModel
import Testing

@testable import NavLabImport

/// View builders degrade per statement (issue 39, ninth round): a statement inside a
/// `@ViewBuilder` closure that the interpreter cannot run loses only itself, never the container
/// around it — a custom form wrapper storing `content()` from its initialiser, a stored closure
/// called later, a `Section`, a `Group`, a stack, toolbar content, a `@ViewBuilder` property.
@Suite struct BuilderDegradingImportTests {
  private func warnings(_ result: SwiftUIImporter.Result) -> [String] {
    result.diagnostics.map(\.description) + result.runtimeWarnings
  }

  private func labels(_ scene: JSONValue) -> [[String]] {
    (0..<(scene["list"]?["sections"]?.count ?? 0)).map { index in
      scene.rows(ofSection: index).map { $0["label"]?.text ?? $0["text"]?.text ?? "?" }
    }
  }

  /// Every text of a content tree, in order.
  private func texts(_ value: JSONValue?) -> [String] {
    guard let value else { return [] }
    switch value {
    case .object(let pairs):
      var found: [String] = []
      if let text = value["text"]?.text, value["kind"]?.text == "text" || value["kind"] == nil {
        found.append(text)
      }
      for pair in pairs where pair.key != "text" { found += texts(pair.value) }
      return found
    case .array(let items): return items.flatMap(texts)
    default: return []
    }
  }

  @Test func aWrapperStoringItsBuilderKeepsTheSiblingsOfWhatCannotRun() throws {
    let source = """
      import SwiftUI
      struct Wrapper<Content: View>: View {
        private var content: Content
        private var plain: Bool
        init(plain: Bool = false, @ViewBuilder content: () -> Content) {
          self.content = content()
          self.plain = plain
        }
        var body: some View {
          Form { Group { content } }
        }
      }
      struct Settings: View {
        var body: some View {
          Wrapper {
            NavigationLink { Text("Detail") } label: { Label("Appearance", systemImage: "gear") }
            Section(header: Text("Data Usage")) {
              Toggle("Low Data Mode", isOn: .constant(false))
            }
            if account()?.privateKey != nil {
              Section(header: Text("Account")) { Text("Private key") }
            } else {
              Text("Signed out")
            }
            Text("Database")
          }
          .navigationTitle("Settings")
        }
      }
      """
    let result = importSource(source, view: "Settings")
    let scene = try #require(result.json)
    #expect(
      labels(scene) == [["Appearance"], ["Low Data Mode"], ["Signed out", "Database"]],
      "\(scene.jsonText)")
    #expect(scene["list"]?["sections"]?[1]?["header"]?.text == "Data Usage")
    // One warning, at the condition, naming it and why.
    let said = warnings(result).filter { $0.contains("privateKey") }
    #expect(said.count == 1, "\(warnings(result))")
    #expect(
      said.first?.contains(
        "Screen.swift:20:10: warning: the condition account()?.privateKey != nil cannot be evaluated ("
      ) == true, "\(said)")
    #expect(said.first?.hasSuffix("read as false, as on a fresh install") == true)
    #expect(result.placeholders == 0)
  }

  @Test func aStoredClosureCalledLaterDegradesPerStatement() throws {
    let source = """
      import SwiftUI
      struct Later<Content: View>: View {
        let content: () -> Content
        var body: some View { List { content() } }
      }
      struct Card<Content: View>: View {
        @ViewBuilder let content: Content
        var body: some View { VStack { content } }
      }
      struct Screen: View {
        var body: some View {
          Later {
            Text("One")
            if flags()!.beta { Text("Beta") } else { Text("Stable") }
            let count = counter()!.value
            Text("Count")
            Text("Two")
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(labels(scene) == [["One", "Stable", "Count", "Two"]], "\(scene.jsonText)")
    #expect(
      warnings(result).contains {
        $0.contains("Screen.swift:14:10: warning: the condition flags()!.beta cannot be evaluated")
      },
      "\(warnings(result))")
  }

  @Test func containersKeepTheSiblingsOfAConditionThatCannotRun() throws {
    let source = """
      import SwiftUI
      struct Box<Content: View>: View {
        var content: () -> Content
        init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
        var body: some View { Section { content() } header: { Text("Box") } }
      }
      struct Screen: View {
        var body: some View {
          NavigationStack {
            List {
              Section("S") {
                Text("s1")
                if account()?.ok == true { Text("hidden") }
                Text("s2")
              }
              Group {
                Text("g1")
                if account()!.ok { Text("hidden") } else { Text("g-else") }
              }
              Box {
                Text("b1")
                if account()!.ok { Text("hidden") }
                Text("b2")
              }
            }
            .toolbar {
              ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
              if account()!.ok { ToolbarItem(placement: .topBarLeading) { Button("Hidden") {} } }
            }
            .navigationTitle("One")
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(
      labels(scene) == [["s1", "s2"], ["g1", "g-else"], ["b1", "b2"]], "\(scene.jsonText)")
    #expect(scene["barItems"]?["trailing"]?[0]?["title"]?.text == "Done", "\(scene.jsonText)")
    #expect(scene["barItems"]?["leading"] == nil)
    for line in [13, 18, 22, 28] {
      #expect(
        warnings(result).contains {
          $0.contains("Screen.swift:\(line):") && $0.contains("read as false")
        },
        "line \(line): \(warnings(result))")
    }
  }

  @Test func aModifierTakingAClosureRunsItAndNamesItsPlace() throws {
    let source = """
      import SwiftUI
      extension View {
        func modifier<Content: View>(@ViewBuilder body: (_ content: Self) -> Content) -> Content {
          body(self)
        }
      }
      struct Screen: View {
        var body: some View {
          VStack {
            Text("One").modifier {
              if #available(iOS 26.0, *) { $0.bold() } else { $0.padding(7) }
            }
            Text("Two").modifier(Broken())
          }
        }
      }
      struct Broken: ViewModifier {
        func body(content: Content) -> some View {
          let inset = compute()!
          return content.padding(inset)
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(texts(scene["content"]) == ["One", "Two"], "\(scene.jsonText)")
    // The closure's view is the padded text (iOS 18.5 takes the else branch), not a failure.
    #expect(scene.jsonText.contains("\"padding\""), "\(scene.jsonText)")
    #expect(
      !warnings(result).contains { $0.contains("closure has no method") }, "\(warnings(result))")
    #expect(!warnings(result).contains { $0.contains(":1:1: warning") }, "\(warnings(result))")
    // A modifier whose code cannot run is named where it cannot; the view it modifies is kept.
    #expect(
      warnings(result).contains {
        $0.hasPrefix("Screen.swift:19:17: warning: cannot evaluate compute")
      },
      "\(warnings(result))")
  }

  @Test func aConditionThatCannotBeEvaluatedReadsFalseInAnyCode() throws {
    let source = """
      import SwiftUI
      extension String {
        func localized(path: String) -> String {
          if let bundle = Bundle(path: systemRoot() + path) {
            return bundle.localizedString(forKey: self, value: nil, table: nil)
          }
          return self
        }
        var checked: String {
          guard probe()! else { return self + "?" }
          return self + "!"
        }
      }
      struct Screen: View {
        var body: some View {
          List {
            LabeledContent("Songs".localized(path: "/Music"), value: "0")
            Text("Ready".checked)
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(labels(scene) == [["Songs", "Ready?"]], "\(scene.jsonText)")
    #expect(result.placeholders == 0)
    #expect(
      warnings(result).contains {
        $0.hasPrefix(
          "Screen.swift:4:8: warning: the condition let bundle = Bundle(path: systemRoot() + path) cannot be evaluated"
        )
      }, "\(warnings(result))")
  }

  @Test func aForEachOverDataNavLabCannotKnowIsEmptyAsOnAFreshInstall() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          List {
            Section("Remote") {
              ForEach(Backend.shared.items, id: \\.id) { item in
                Text(item.title)
              }
              Text("Footer row")
            }
            Section("Computed") {
              ForEach(compute(), id: \\.self) { item in Text("Template") }
            }
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    // The opaque store's rows: none (its `isEmpty` reads true too); what the interpreter could
    // not evaluate keeps its one template.
    #expect(labels(scene) == [["Footer row"], ["Template"]], "\(scene.jsonText)")
    #expect(result.placeholders == 0)
    #expect(
      warnings(result).contains {
        $0.hasPrefix(
          "Screen.swift:6:17: warning: ForEach over Backend.shared.items is data NavLab cannot know; read as empty"
        )
      }, "\(warnings(result))")
  }

  @Test func anOverloadTheFilesAddLeavesSwiftUIsModifierOfThatName() throws {
    let source = """
      import SwiftUI
      extension View {
        func navigationTitle(_ titleKey: LocalizedStringKey, selectedModel: Binding<String>) -> some View {
          self.navigationTitle(titleKey)
        }
        func applyIf<T: View>(_ condition: Bool, apply: (Self) -> T) -> some View {
          if condition { apply(self) } else { self }
        }
      }
      struct Screen: View {
        var body: some View {
          NavigationStack {
            List {
              Text("Row").applyIf(true) { $0.bold() }
            }
            .navigationTitle("Chats")
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(scene["title"]?.text == "Chats", "\(scene.jsonText)")
    #expect(scene.jsonText.contains("\"Row\""), "\(scene.jsonText)")
    #expect(
      !warnings(result).contains { $0.contains("takes the arguments") }, "\(warnings(result))")
  }

  @Test func aBindingToACollectionIsACollectionOfBindings() throws {
    let source = """
      import SwiftUI
      struct Event: Identifiable { var id = UUID(); var title: String }
      final class EventData: ObservableObject {
        @Published var events = [Event(title: "Picnic"), Event(title: "Game Night")]
        func sorted() -> Binding<[Event]> {
          Binding<[Event]>(get: { self.events }, set: { self.events = $0 })
        }
      }
      struct Screen: View {
        @StateObject var data = EventData()
        var body: some View {
          List {
            if !data.sorted().isEmpty {
              Section("Upcoming \\(data.sorted().count)") {
                ForEach(data.sorted()) { $event in Text(event.title) }
              }
            }
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(labels(scene) == [["Picnic", "Game Night"]], "\(scene.jsonText)")
    #expect(scene["list"]?["sections"]?[0]?["header"]?.text == "Upcoming 2")
    #expect(result.placeholders == 0)
  }

  @Test func aGuardThatTrapsStopsTheCodeItGuards() throws {
    let source = """
      import SwiftUI
      enum Config {
        static var appID: String {
          guard let id = Bundle.main.object(forInfoDictionaryKey: "APP_ID") as? String else {
            fatalError("APP_ID must be set in the Info.plist")
          }
          return id
        }
      }
      struct Screen: View {
        var body: some View {
          List {
            Text("App \\(Config.appID)")
            Text("Next")
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(labels(scene) == [["App ", "Next"]], "\(scene.jsonText)")
    #expect(
      warnings(result).contains {
        $0.hasPrefix("Screen.swift:5:7: warning: fatalError(APP_ID must be set in the Info.plist)")
      }, "\(warnings(result))")
    #expect(!warnings(result).contains { $0.contains("guard body does not return") })
  }

  @Test func aTrailingClosureFillsTheParameterItsLabelNamesNotAnEarlierDefaultedOne() throws {
    let source = """
      import SwiftUI
      struct Row<Destination: View, Trailing: View>: View {
        let titleKey: LocalizedStringKey
        @ViewBuilder var trailing: () -> Trailing
        @ViewBuilder var destination: () -> Destination
        init(_ titleKey: LocalizedStringKey,
             @ViewBuilder trailing: @escaping () -> Trailing = { EmptyView() },
             @ViewBuilder destination: @escaping () -> Destination) {
          self.titleKey = titleKey
          self.trailing = trailing
          self.destination = destination
        }
        var body: some View {
          NavigationLink { destination() } label: { Text(titleKey) }
        }
      }
      struct Screen: View {
        var body: some View {
          NavigationStack { List { Row("Translators") { Text("Detail") } } }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(labels(scene) == [["Translators"]], "\(scene.jsonText)")
    #expect(result.placeholders == 0)
    #expect(
      !warnings(result).contains { $0.contains("takes the arguments") }, "\(warnings(result))")
  }
}
