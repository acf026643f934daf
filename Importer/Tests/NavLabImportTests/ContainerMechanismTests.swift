import Foundation
import ScreenModel
import Testing

@testable import NavLabImport

/// Containers and the values they are built from, as real apps write them (issue 39, seventh
/// round): tab bars from `ForEach`, tabs an iPhone's tab bar hides, initialiser overloads told
/// apart by their arguments' types, Core Data fetches on a first launch.
@Suite struct ContainerMechanismTests {
  @Test func tabsFromForEachAreNamedAndHiddenOnesLeftOut() throws {
    // Feather's shape: `Tab(tab.title, systemImage: tab.icon)` over an enum's list, the title
    // a computed property returning `.localized("…")` (a static method of the files' String
    // extension, read as the declared `String`); a tab `.hidden` in a compact width and a
    // `TabSection` hidden from the tab bar are not in it.
    let source = """
      import SwiftUI
      extension String {
        static func localized(_ name: String) -> String { NSLocalizedString(name, comment: "") }
        static func localized(_ name: String, arguments: CVarArg...) -> String { name }
      }
      enum TabKind: String, CaseIterable, Hashable {
        case home, library, settings, extra
        var title: String {
          switch self {
          case .home: return .localized("Home")
          case .library: return .localized("Library")
          case .settings: return .localized("Settings")
          case .extra: return .localized("Extra")
          }
        }
        var icon: String { self == .home ? "house" : "gear" }
        static var defaultTabs: [TabKind] { [.home, .library, .settings] }
      }
      struct Root: View {
        @Environment(\\.horizontalSizeClass) var horizontalSizeClass
        var body: some View {
          TabView {
            ForEach(TabKind.defaultTabs, id: \\.hashValue) { tab in
              Tab(tab.title, systemImage: tab.icon) { Text(tab.title) }
            }
            ForEach([TabKind.extra], id: \\.hashValue) { tab in
              Tab(tab.title, systemImage: tab.icon) { Text("x") }
                .hidden(horizontalSizeClass == .compact)
            }
            TabSection("More") {
              Tab("Hidden", systemImage: "trash") { Text("h") }
            }
            .defaultVisibility(.hidden, for: .tabBar)
            Tab("Shown", systemImage: "star") { Text("s") }
              .hidden(horizontalSizeClass == .regular)
          }
        }
      }
      """
    let scene = try #require(importSource(source, view: "Root").json)
    let labels = scene["tabBar"]?["items"]?.items?.compactMap { $0["label"]?.text }
    #expect(labels == ["Home", "Library", "Settings", "Shown"], "\(String(describing: labels))")
    #expect(scene["content"]?["text"] == .string("Home"))
  }

  @Test func computedViewsHoldingEachOtherAreNoCallOfThemselves() throws {
    // WeatherXM's rows: `body` → `row` → `title`/`caption`, each a computed view, inside rows
    // the parent builds in a ForEach over a model's sample. Every property read through a
    // reference counted as one function named "", so the fourth level was "calls itself".
    let source = """
      import SwiftUI
      struct Row: View {
        let name: String
        var body: some View { Button { } label: { row } }
        var row: some View { HStack { column; Spacer() } }
        var column: some View { VStack(alignment: .leading) { title; caption } }
        var title: some View { Text(name) }
        var caption: some View { Text("Caption of " + name) }
      }
      struct Root: View {
        var body: some View { List { section } }
        var section: some View { Section("Units") { rows } }
        var rows: some View { ForEach(["Temperature", "Wind"], id: \\.self) { Row(name: $0) } }
      }
      """
    let result = importSource(source, view: "Root")
    let scene = try #require(result.json)
    #expect(result.placeholders == 0, "\(result.diagnostics)")
    #expect(!result.diagnostics.contains { $0.message.contains("calls itself") })
    #expect(BundledDataImportTests.texts(scene) == ["Temperature", "Wind"])
    #expect("\(scene)".contains("Caption of Wind"), "\(scene)")
  }

  @Test func aPackageManifestInTheFolderIsNotAppCode() throws {
    // WeatherXM's BuildTools/Package.swift was read as the app's code (warnings at 1:1).
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("manifest-\(UInt64.random(in: 0...UInt64.max))")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("BuildTools"), withIntermediateDirectories: true)
    for name in [
      "App.swift", "Package.swift", "Package@swift-5.9.swift", "BuildTools/Package.swift",
    ] {
      try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent(name))
    }
    let listed = try SourceFiles.list(folder.path).map { ($0 as NSString).lastPathComponent }
    #expect(listed == ["App.swift"])
    #expect(!SourceFiles.isPackageManifest("PackageView.swift"))
  }

  @Test func anObjectNothingSuppliedIsOneSampleItsBindingsReach() throws {
    // `@StateObject var viewModel: VM`, given by the caller, who is not running: one sample
    // object, read and bound alike (`$viewModel.email` was "Binding has no member email").
    let source = """
      import SwiftUI
      final class VM: ObservableObject {
        @Published var email = "me@example.com"
        @Published var notify = true
      }
      struct Root: View {
        @StateObject var viewModel: VM
        var body: some View {
          Form {
            TextField("Email", text: $viewModel.email)
            Toggle("Notify", isOn: $viewModel.notify)
            Text(viewModel.email)
          }
        }
      }
      """
    let result = importSource(source, view: "Root")
    let scene = try #require(result.json)
    let messages = result.runtimeWarnings + result.diagnostics.map(\.message)
    #expect(!messages.contains { $0.contains("Binding has no member") }, "\(messages)")
    #expect(messages.filter { $0.contains("has no value (nothing supplied it)") }.count == 1)
    let rows = scene.rows(ofSection: 0)
    #expect(rows.count == 3)
    // The sample is the class's own initial values: the field shows its text, the switch is on.
    #expect(rows.first?["label"] == .string("me@example.com"), "\(rows)")
    #expect("\(rows[1])".contains("true"), "\(rows[1])")
  }

  @Test func aMethodOfAValueAMemberNamesIsRunAsAView() throws {
    // PodHaven's shape: an enum of the files, not a View itself, whose case is the receiver of
    // a method returning a view (`AppIcon.info.imageButton { … }`); a static instance too.
    // Both were placeholders ("AppIcon.info is runtime data").
    let source = """
      import SwiftUI
      enum AppIcon {
        case info, trash
        var symbol: String { self == .info ? "questionmark.circle" : "trash" }
        func imageButton(action: @escaping () -> Void) -> some View {
          Button(action: action) { Image(systemName: symbol) }
        }
        var image: some View { Image(systemName: symbol) }
      }
      struct Palette {
        static let standard = Palette(name: "Standard")
        let name: String
        func swatch() -> some View { Text(name) }
      }
      struct Root: View {
        var body: some View {
          List {
            HStack {
              Text("Skip Interval")
              Spacer()
              AppIcon.info.imageButton { }.buttonStyle(.plain)
            }
            Palette.standard.swatch()
            AppIcon.trash.image
          }
        }
      }
      """
    let result = importSource(source, view: "Root")
    let scene = try #require(result.json)
    #expect(result.placeholders == 0, "\(result.diagnostics)")
    let rows = scene.rows(ofSection: 0)
    #expect(rows.count == 3)
    #expect("\(rows)".contains("questionmark.circle") && "\(rows[2])".contains("trash"))
    #expect(BundledDataImportTests.texts(scene) == ["Skip Interval", "Standard"])
  }

  @Test func overloadsOfOneLabelListAreChosenByTheArgumentsTypes() throws {
    // Swiftfin's `ChevronButton`: `init(_:content: String)` delegates to
    // `init(_:content: Text)` with `Text(content)`. Taking the first overload for both
    // recursed past 256 calls; Swift picks the `Text` one.
    let source = """
      import SwiftUI
      struct Row: View {
        let title: String
        let value: Text
        var body: some View { LabeledContent { value } label: { Text(title) } }
      }
      extension Row {
        init(_ title: String, content: String) { self.init(title, content: Text(content)) }
        init(_ title: String, content: Text) { self.title = title; self.value = content }
        init(_ title: String, count: Int) { self.init(title, content: "\\(count) items") }
        init(_ title: String, count: Double) { self.init(title, content: "about \\(count)") }
      }
      struct Screen: View {
        var body: some View {
          List {
            Row("Version", content: "1.0")
            Row("Files", count: 3)
            Row("Size", count: 2.5)
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    #expect(
      !result.runtimeWarnings.contains { $0.contains("recursion") }, "\(result.runtimeWarnings)")
    let scene = try #require(result.json)
    let rows = scene.rows(ofSection: 0)
    #expect(rows.map { $0["label"]?.text } == ["Version", "Files", "Size"], "\(rows)")
    #expect(rows.map { $0["value"]?.text } == ["1.0", "3 items", "about 2.5"], "\(rows)")
  }

  @Test func argumentKindsAgainstDeclaredTypes() {
    #expect(Interpreter.valueFits(.string("a"), "String"))
    #expect(!Interpreter.valueFits(.string("a"), "Text"))
    #expect(!Interpreter.valueFits(.int(1), "String"))
    #expect(Interpreter.valueFits(.int(1), "CGFloat"))
    #expect(!Interpreter.valueFits(.double(1.5), "Int"))
    #expect(Interpreter.valueFits(.nilValue, "String?"))
    #expect(!Interpreter.valueFits(.bool(true), "String?"))
    // The files' types and generics are not told apart here.
    #expect(Interpreter.valueFits(.string("a"), "Label"))
  }

  @Test func aCoreDataFetchIsEmptyOnTheFirstFrame() throws {
    // `@FetchRequest` results the files cannot fetch: a first launch has no objects, so the
    // list's empty overlay shows (Feather's sources screen).
    let source = """
      import SwiftUI
      import CoreData
      struct Sources: View {
        @FetchRequest(entity: Source.entity(), sortDescriptors: [])
        private var sources: FetchedResults<Source>
        var body: some View {
          NavigationStack {
            List { ForEach(sources) { Text($0.name ?? "") } }
              .overlay {
                if sources.isEmpty {
                  ContentUnavailableView("No Repositories", systemImage: "globe")
                }
              }
              .navigationTitle("Sources")
          }
        }
      }
      """
    let result = importSource(source, view: "Sources")
    let scene = try #require(result.json)
    // No row (an opaque sample drew the ForEach's content once), and the overlay shows.
    #expect(scene["list"]?["rows"] == .number(0), "\(scene.jsonText)")
    #expect(scene["content"]?.jsonText.contains("No Repositories") == true, "\(scene.jsonText)")
  }

  @Test func aPackageStorageWrapperHoldsItsKeysDeclaredDefault() throws {
    // The Defaults package (Swiftfin): `@Default(.key) var x`, the key declared in the files
    // with `default:` through a helper. A first launch shows the defaults; `$x` binds.
    let source = """
      import SwiftUI
      import Defaults
      extension Defaults.Keys {
        static let useSplash: Key<Bool> = AppKey("useSplash", default: true)
        static let count = Key<Int>("count", default: 3)
        static let hidden: Key<Bool> = AppKey("hidden", default: false)
      }
      private extension Defaults.Keys {
        static func AppKey<Value>(_ name: String, default: Value) -> Key<Value> {
          Key(name, default: `default`)
        }
      }
      struct Screen: View {
        @Default(.useSplash) private var useSplash
        @Default(.count) var count
        @Default(.hidden) var hidden
        var body: some View {
          Form {
            Toggle("Splash", isOn: $useSplash)
            if useSplash { Text("Shown \\(count)") }
            if hidden { Text("Hidden") }
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let rows = try #require(result.json).rows(ofSection: 0)
    #expect(rows.map { $0["label"]?.text } == ["Splash", "Shown 3"], "\(rows)")
    #expect(rows.first?["on"] == .bool(true))
    #expect(result.runtimeWarnings.isEmpty, "\(result.runtimeWarnings)")
  }

  @Test func customRowWrappersReadAsTheirViews() throws {
    // Shapes from Swiftfin and emitron: a generic button whose parameter is named `Label`
    // (so it writes `SwiftUI.Label`), a view made a view by an extension, rows from a
    // `@ViewBuilder subscript`, a member a macro adds (`@Stateful`'s `state`), and a property
    // in a modifier chain (`.backport`).
    let source = """
      import SwiftUI
      @Stateful
      final class Model: ObservableObject {
        var name = "x"
      }
      struct Chevron<Label: View>: View {
        let label: Label
        var body: some View { HStack { label; Image(systemName: "chevron.right") } }
      }
      extension Chevron where Label == SwiftUI.Label<Text, Image> {
        init(_ title: String, systemName: String) {
          self.label = SwiftUI.Label { Text(title) } icon: { Image(systemName: systemName) }
        }
      }
      enum Option: Int, Identifiable, CaseIterable {
        case speed, captions
        var id: Int { rawValue }
        var title: String { self == .speed ? "Playback Speed" : "Subtitles" }
      }
      struct Rows {
        @State private var on = true
        @StateObject private var model = Model()
      }
      extension Rows: View {
        var body: some View {
          List {
            ForEach(Option.allCases) { self[$0] }
            Chevron("Permissions", systemName: "hand.raised")
            if model.state == .connecting {
              Text("Cancel")
            } else {
              Button { } label: { Text("Connect") }.padding().backport.buttonStyle(.plain)
            }
          }
        }
      }
      private extension Rows {
        @ViewBuilder subscript(option: Option) -> some View {
          switch option {
          case .speed: Text(option.title)
          case .captions: Toggle(option.title, isOn: $on)
          }
        }
      }
      """
    let result = importSource(source, view: "Rows")
    let scene = try #require(result.json)
    let texts = BundledDataImportTests.texts(scene)
    for expected in ["Playback Speed", "Subtitles", "Permissions", "Connect"] {
      #expect(texts.contains(expected), "\(expected) in \(texts)")
    }
    #expect(!texts.contains("Cancel"))
    #expect(result.placeholders == 0, "\(scene.jsonText)")
    #expect(result.runtimeWarnings.contains { $0.contains("added by a macro of Model") })
  }

  @Test func aFunctionNamedLikeAViewIsCalledWhenItsLabelsFit() throws {
    // Swiftfin's `func Form(image:content:)` wraps SwiftUI's `Form` with iOS 17's
    // `.toolbarTitleDisplayMode(.inline)`; SwiftUI's `Form { … }` inside it stays SwiftUI's.
    // The wrapper's body is its protocol extension's iPhone clause.
    let source = """
      import SwiftUI
      func Form(image: String, @ViewBuilder content: @escaping () -> some View) -> some View {
        Wrapper(content: content)
      }
      protocol PlatformView: View {
        associatedtype Phone: View
        var iOSView: Phone { get }
      }
      extension PlatformView {
        #if os(iOS)
        var body: some View { iOSView }
        #else
        var body: some View { Text("TV") }
        #endif
      }
      private struct Wrapper<Content: View>: PlatformView {
        private let content: Content
        init(@ViewBuilder content: @escaping () -> Content) { self.content = content() }
        var iOSView: some View { Form { content }.toolbarTitleDisplayMode(.inline) }
      }
      struct About: View {
        var body: some View {
          Form(image: "logo") { Section { Text("Version") } }
            .navigationTitle("About")
        }
      }
      """
    let result = importSource(source, view: "About")
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("About"))
    #expect(scene["largeTitle"] == .string("never"))
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Version"), "\(scene.jsonText)")
    #expect(
      !result.runtimeWarnings.contains { $0.contains("ForEach") }, "\(result.runtimeWarnings)")
  }
}
