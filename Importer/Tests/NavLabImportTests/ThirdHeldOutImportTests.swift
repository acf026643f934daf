import Foundation
import ScreenModel
import Testing

@testable import NavLabImport

/// The mechanisms issue 39's third held-out corpus (Tests/Corpus/heldout3.json) showed
/// missing, each on our own minimal SwiftUI: a list inside a stack with views around it, bar
/// buttons in a stack inside one toolbar item (and an `AsyncImage`'s placeholder), toggles
/// labelled by a stack of texts, an empty list's overlay, an app's own `Form` and `Section`
/// wrapping SwiftUI's (`SwiftUI.Section(content: content, …)`), members the files add to
/// built-in types, Foundation's string members, `.init(initialValue:)` and overloads told apart
/// by closure parameters, a segmented picker and a `Grid`.
@Suite("Issue 39: third held-out corpus mechanisms")
struct ThirdHeldOutImportTests {
  func texts(_ value: JSONValue?) -> [String] {
    HeldOutImportTests().texts(value)
  }

  @Test func aListInAStackKeepsItsRowsAndTheViewsAroundIt() throws {
    let scene = try #require(
      importSource(
        """
        struct Settings: View {
          @State private var on = false
          var body: some View {
            VStack(spacing: 0) {
              Text("Intro")
              List {
                Section(header: Text("Account")) {
                  Text("Password")
                  Toggle(isOn: $on) {
                    VStack(alignment: .leading) {
                      Text("Show avatars")
                      Text("On the timeline.").font(.footnote)
                    }
                  }
                }
              }
              Button("Save") {}
            }
            .navigationTitle("Settings")
          }
        }
        """, view: "Settings"
      ).json)
    #expect(scene["list"]?["sections"]?[0]?["header"] == .string("Account"))
    let rows = scene.rows(ofSection: 0)
    #expect(rows.first?["label"] == .string("Password"))
    // A toggle labelled by a stack: its first text is the label, the rest the subtitle.
    #expect(rows.last?["label"] == .string("Show avatars"))
    #expect(rows.last?["subtitle"] == .string("On the timeline."))
    #expect(rows.last?["accessory"] == .string("switch"))
    // The views before the list scroll above it; those after it stay at the bottom.
    #expect(texts(scene["content"]) == ["Intro"])
    #expect(texts(scene["safeAreaInset"]?["bottom"]) == ["Save"])
  }

  @Test func barButtonsInAStackAreItemsAndAnAsyncImageShowsItsPlaceholder() throws {
    let scene = try #require(
      importSource(
        """
        struct Avatar: View {
          var body: some View {
            Button {
            } label: {
              ZStack {
                Circle().fill(.gray)
                AsyncImage(url: URL(string: "")) { image in
                  image.resizable()
                } placeholder: {
                  Image(systemName: "person.fill")
                }
              }
            }
          }
        }
        struct Feed: View {
          var body: some View {
            NavigationStack {
              Text("Feed")
                .toolbar {
                  ToolbarItem(placement: .topBarLeading) { Avatar() }
                  ToolbarItem(placement: .topBarTrailing) {
                    HStack(spacing: 12) {
                      Button {} label: { Image(systemName: "plus") }
                      Spacer()
                      NavigationLink { Text("Detail") } label: { Image(systemName: "bell") }
                    }
                  }
                }
            }
          }
        }
        """, view: "Feed"
      ).json)
    #expect(scene["barItems"]?["leading"]?[0]?["symbol"] == .string("person.fill"))
    #expect(scene["barItems"]?["trailing"]?.count == 2)
    #expect(scene["barItems"]?["trailing"]?[0]?["symbol"] == .string("plus"))
    #expect(scene["barItems"]?["trailing"]?[1]?["symbol"] == .string("bell"))
  }

  @Test func anEmptyListShowsItsOverlayCentred() throws {
    let source = """
      final class Log { var items: [String] = [] }
      struct Readings: View {
        @State private var log: Log
        init() { _log = .init(initialValue: Log()) }
        var body: some View {
          NavigationStack {
            List {
              ForEach(log.items, id: \\.self) { Text($0) }
            }
            .overlay {
              if log.items.isEmpty {
                ContentUnavailableView(
                  "No readings", systemImage: "gauge", description: Text("Add your first reading"))
              }
            }
            .navigationTitle("Readings")
          }
        }
      }
      """
    let result = importSource(source, view: "Readings")
    let scene = try #require(result.json)
    #expect(texts(scene["content"]) == ["No readings", "Add your first reading"])
    #expect(scene["contentFrame"] == .string("safe-area"))
    // `_log = .init(initialValue: Log())` is the state's storage: the log is empty, so the
    // ForEach draws nothing (before, a warning and its content once).
    #expect(!result.diagnostics.contains { $0.message.contains("Binding or State") })
    // With rows, the overlay is not the screen's content.
    let full = try #require(
      importSource(
        source.replacingOccurrences(of: "[String] = []", with: "[String] = [\"12 km\"]"),
        view: "Readings"
      ).json)
    #expect(full.rows(ofSection: 0).first?["label"] == .string("12 km"))
    #expect(full["content"] == nil)
  }

  @Test func anAppsOwnFormAndSectionWrapSwiftUIs() throws {
    let scene = try #require(
      importSource(
        """
        struct Section<Parent: View, Content: View, Footer: View>: View {
          @ViewBuilder let header: () -> Parent
          @ViewBuilder let content: () -> Content
          @ViewBuilder let footer: () -> Footer
          init(
            @ViewBuilder content: @escaping () -> Content,
            @ViewBuilder header: @escaping () -> Parent = { EmptyView() },
            @ViewBuilder footer: @escaping () -> Footer = { EmptyView() }
          ) {
            self.header = header
            self.content = content
            self.footer = footer
          }
          var body: some View {
            SwiftUI.Section(
              content: content,
              header: { header().foregroundStyle(.secondary) },
              footer: { footer().foregroundStyle(.secondary) })
          }
        }
        struct Form<Content: View>: View {
          @ViewBuilder let content: () -> Content
          var body: some View { SwiftUI.Form { content() } }
        }
        struct Privacy: View {
          @State private var upload = true
          var body: some View {
            Form {
              Section {
                Toggle("Confirm Uploads", isOn: $upload)
              } header: {
                Text("Uploads")
              } footer: {
                Text("Asks before uploading.")
              }
            }
            .navigationTitle("Privacy")
          }
        }
        """, view: "Privacy"
      ).json)
    #expect(scene["list"]?["sections"]?[0]?["header"] == .string("Uploads"))
    #expect(scene["list"]?["sections"]?[0]?["footer"] == .string("Asks before uploading."))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Confirm Uploads"))
    #expect(scene.rows(ofSection: 0).first?["accessory"] == .string("switch"))
  }

  @Test func membersOfBuiltInTypesStringsAndOverloads() throws {
    let scene = try #require(
      importSource(
        """
        extension String {
          var isBlank: Bool { trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
          func shout() -> String { uppercased() + "!" }
        }
        extension Int { var doubled: Int { self * 2 } }
        struct Icon { let name: String }
        struct Header<IconView: View>: View {
          let title: String
          let icon: IconView
          init(title: String, @ViewBuilder icon: () -> IconView) {
            self.title = .init(title)
            self.icon = icon()
          }
          var body: some View { VStack { icon; Text(title) } }
        }
        extension Header where IconView == Image {
          init(title: String, icon: Icon) {
            self.init(title: title) { Image(systemName: icon.name) }
          }
        }
        struct Strings: View {
          var body: some View {
            List {
              Text("  ".isBlank ? "blank" : "not blank")
              Text("x".isBlank ? "blank" : "not blank")
              Text("hello wide world".capitalized)
              Text("go".shout())
              Text("\\(21.doubled)")
              Header(title: "Privacy", icon: Icon(name: "hand.raised"))
            }
          }
        }
        """, view: "Strings"
      ).json)
    let labels = scene.rows(ofSection: 0).prefix(5).map { $0["label"] }
    #expect(
      labels == [
        .string("blank"), .string("not blank"), .string("Hello Wide World"), .string("GO!"),
        .string("42"),
      ])
    // The overload whose `icon:` is not a closure, for a value that is not one.
    #expect(texts(scene.rows(ofSection: 0).last?["content"]) == ["Privacy"])
    #expect(Builtins.capitalized("it's a TEST, o'neil") == "It's A Test, O'neil")
  }

  @Test func aSegmentedPickerShowsEveryOptionAndAGridItsRows() throws {
    let scene = try #require(
      importSource(
        """
        struct Search: View {
          @State private var scope = 1
          var body: some View {
            ScrollView {
              VStack {
                Picker("Scope", selection: $scope) {
                  Text("Users").tag(0)
                  Text("Posts").tag(1)
                }
                .pickerStyle(.segmented)
                Grid(horizontalSpacing: 10, verticalSpacing: 10) {
                  GridRow { Text("Donate"); Text("GitHub") }
                  GridRow { Text("Feedback"); Text("News") }
                }
              }
            }
          }
        }
        """, view: "Search"
      ).json)
    #expect(texts(scene["content"]) == ["Users", "Posts", "Donate", "GitHub", "Feedback", "News"])
  }
}

extension ThirdHeldOutImportTests {
  @Test func closeAndConfirmButtonsDrawTheSystemSymbols() throws {
    let scene = try #require(
      importSource(
        """
        struct Sheet: View {
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
            NavigationStack {
              Text("Body")
                .toolbar {
                  ToolbarItem(placement: .cancellationAction) { Button(role: .close) { dismiss() } }
                  ToolbarItem(placement: .confirmationAction) { Button(role: .confirm) { dismiss() } }
                }
            }
          }
        }
        """, view: "Sheet"
      ).json)
    #expect(scene["barItems"]?["leading"]?[0]?["symbol"] == .string("xmark"))
    #expect(scene["barItems"]?["trailing"]?[0]?["symbol"] == .string("checkmark"))
  }
}

extension ThirdHeldOutImportTests {
  @Test func anAppsEnumNamedLikeAViewShadowsItWhereItIsVisible() throws {
    let scene = try #require(
      importSource(
        """
        struct SettingsView: View {
          enum Section: String, CaseIterable, Identifiable {
            case general, about
            var id: String { rawValue }
          }
          enum Menu: String, CaseIterable { case one, two }
          var body: some View {
            NavigationStack {
              List {
                ForEach(Section.allCases) { section in
                  SwiftUI.Section(section.rawValue.capitalized) { Text("Row of \\(section.rawValue)") }
                }
                SwiftUI.Section("Menus") {
                  ForEach(Menu.allCases, id: \\.self) { item in Text(item.rawValue) }
                }
              }
            }
          }
        }
        struct Other: View {
          var body: some View { List { Section("Elsewhere") { Text("SwiftUI's") } } }
        }
        """, view: "SettingsView"
      ).json)
    let sections = scene["list"]?["sections"]?.items ?? []
    #expect(
      sections.map { $0["header"] } == [.string("General"), .string("About"), .string("Menus")])
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Row of general"))
    #expect(scene.rows(ofSection: 2).map { $0["label"] } == [.string("one"), .string("two")])
    // Outside the type that nests the enum, `Section` is SwiftUI's view.
    let other = try #require(
      importSource(
        """
        struct SettingsView: View {
          enum Section: CaseIterable { case general }
          var body: some View { Text("x") }
        }
        struct Other: View {
          var body: some View { List { Section("Elsewhere") { Text("SwiftUI's") } } }
        }
        """, view: "Other"
      ).json)
    #expect(other["list"]?["sections"]?[0]?["header"] == .string("Elsewhere"))
  }
}
