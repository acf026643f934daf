import ScreenModel
import Testing

@testable import NavLabImport

/// The mechanisms issue 39's sixth held-out corpus (Tests/Corpus/heldout6.json, six large
/// apps) showed missing, each on our own minimal SwiftUI: a top-level type and a nested one of
/// the same name, namesake views nested in different types opened by their qualified name, an
/// app's protocol refining `View`, a syntax error in a file that does not hold the opened view.
@Suite("Issue 39: sixth held-out corpus mechanisms")
struct SixthHeldOutImportTests {
  func importFiles(_ files: [(String, String)], view: String?) -> SwiftUIImporter.Result {
    SwiftUIImporter.run(files.map { (path: $0.0, bytes: Array($0.1.utf8)) }, view: view)
  }

  func texts(_ value: JSONValue?) -> [String] { HeldOutImportTests().texts(value) }

  func rowLabels(_ scene: JSONValue) -> [String] {
    scene.rows(ofSection: 0).map { $0["label"]?.text ?? "?" }
  }

  @Test func aTopLevelTypeIsNotShadowedByANestedTypeOfItsName() throws {
    // Generated strings declared first: `Strings.About` must not take `About(…)`'s place, and
    // its `Title` (a name `Other` has too) stays its own when it moves aside.
    let result = importFiles(
      [
        (
          "Generated.swift",
          """
          enum Other { enum Title { static let about = "Other title" } }
          enum Strings {
            enum About {
              enum Title { static let about = Strings.tr("About the app") }
              static let website = Strings.tr("Website")
            }
            static func tr(_ text: String) -> String { text }
          }
          """
        ),
        (
          "About.swift",
          """
          struct About: View {
            var body: some View {
              List { Text(Strings.About.website) }
                .navigationTitle(Strings.About.Title.about)
            }
          }
          """
        ),
      ], view: "About")
    #expect(!result.hasErrors)
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("About the app"))
    #expect(rowLabels(scene) == ["Website"])
    #expect(!result.diagnostics.contains { $0.message.contains("rawValue") })
  }

  @Test func aNestedViewOpensByItsQualifiedNameAndSeesItsOwnNamesakes() throws {
    func module(_ name: String) -> String {
      """
      extension \(name) {
        struct RootView: BaseView {
          @StateObject var state = StateModel()
          var body: some View {
            List { Text(state.greeting) }
              .navigationTitle("\(name)")
          }
        }
        final class StateModel: ObservableObject {
          let greeting = "from \(name)"
        }
      }
      """
    }
    let files = [
      (
        "Base.swift",
        "protocol BaseView: View {}\nprotocol StateModel {}\nenum Alpha {}\nenum Beta {}"
      ),
      ("Alpha.swift", module("Alpha")),
      ("Beta.swift", module("Beta")),
    ]
    for name in ["Alpha", "Beta"] {
      let result = importFiles(files, view: name + ".RootView")
      #expect(!result.hasErrors, "\(result.diagnostics)")
      let scene = try #require(result.json)
      #expect(scene["title"] == .string(name))
      #expect(rowLabels(scene) == ["from " + name])
    }
    // An unknown qualifier is refused with the one line that names the views.
    let missing = importFiles(files, view: "Gamma.RootView")
    #expect(missing.diagnostics.contains { $0.message.hasPrefix("no view named Gamma.RootView") })
  }

  @Test func aSyntaxErrorInAnotherFileIsOneWarning() throws {
    let broken = """
      func apply(_ update: @escaping @MainActor([Int]) -> Void) {}
      let label = "kept"
      """
    let screen = """
      struct Screen: View {
        var body: some View { List { Text("Hello") }.navigationTitle("Home") }
      }
      """
    let result = importFiles([("Broken.swift", broken), ("Screen.swift", screen)], view: "Screen")
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let scene = try #require(result.json)
    #expect(rowLabels(scene) == ["Hello"])
    let warnings = result.diagnostics.filter { $0.file == "Broken.swift" && $0.severity != .note }
    #expect(warnings.count == 1)
    #expect(warnings.first?.severity == .warning)
    #expect(warnings.first?.line == 1)
    // The error in the opened view's own file, or with no view named, still refuses.
    let own = importFiles([("Screen.swift", screen + "\n" + broken)], view: "Screen")
    #expect(own.hasErrors && own.scene == nil)
    let unnamed = importFiles([("Broken.swift", broken), ("Screen.swift", screen)], view: nil)
    #expect(unnamed.hasErrors)
  }
}

extension SixthHeldOutImportTests {
  @Test func generatedStringsGoThroughTheBundlesLocalizedString() throws {
    // Importer/Tests/Fixtures/GeneratedStrings: `Words.lookUp` asks a token class's bundle
    // (`Bundle(for:)` in an immediately-run closure) for each key with an English fallback;
    // en.lproj/Localizable.strings has two of the four keys.
    let folder = repositoryRoot + "/Importer/Tests/Fixtures/GeneratedStrings/App"
    let paths = [folder + "/Strings.swift", folder + "/About.swift"]
    let result = SwiftUIImporter.run(
      try paths.map { ($0, try SourceFiles.read($0)) }, view: "About")
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let scene = try #require(result.json)
    // The strings' entry wins over the fallback; a key they lack shows the fallback (the
    // value, for `NSLocalizedString`), else the key.
    #expect(scene["title"] == .string("About"))
    #expect(rowLabels(scene) == ["Source code", "Licence", "Thanks"])
    #expect(!result.diagnostics.contains { $0.message.contains("Bundle") })
  }
}

extension SixthHeldOutImportTests {
  @Test func aClosureRunWhereWrittenGivesItsDeclaredTypeAndPrivateTypesAreTheirFiles() throws {
    // Two files each declare a `private struct Row` of different fields; the screen's rows
    // come from a closure run in place, whose `.init(…)` are its file's `Row`.
    let result = importFiles(
      [
        (
          "Other.swift",
          """
          private struct Row { let count: Int }
          private let counts: [Row] = { [.init(count: 1)] }()
          """
        ),
        (
          "Screen.swift",
          """
          struct Screen: View {
            private let rows: [Row] = {
              [.init(title: "First", detail: "a"), .init(title: "Second", detail: "b")]
            }()
            private let more: [Row] = {
              let base = "Third"
              return [.init(title: base, detail: "c")]
            }()
            var body: some View {
              List {
                ForEach(rows + more, id: \\.title) { row in Text(row.title) }
                ForEach(Self.made(), id: \\.title) { row in Text(row.title) }
              }
            }
            static func made() -> [Row] { return [.init(title: "Made", detail: "d")] }
          }
          private struct Row { let title: String; let detail: String }
          """
        ),
      ], view: "Screen")
    #expect(!result.hasErrors, "\(result.diagnostics)")
    let scene = try #require(result.json)
    #expect(rowLabels(scene) == ["First", "Second", "Third", "Made"])
    #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(result.diagnostics)")
  }
}

extension SixthHeldOutImportTests {
  @Test func aLeadingDotTextIsStringsMemberAndATitleModeIsAValue() throws {
    // `Button(.localized("…"))`: `String.localized` (from an extension of the files), as Swift
    // infers it from the text parameter; a wrapper's `NavigationBarItem.TitleDisplayMode`
    // parameter defaulting to `.automatic`.
    let result = importSource(
      """
      extension String {
        static func localized(_ name: String) -> String { NSLocalizedString(name, comment: "") }
        static func localized(_ name: String, arguments: CVarArg...) -> String {
          String(format: NSLocalizedString(name, comment: ""), arguments: arguments)
        }
      }
      struct Page<Content: View>: View {
        let title: String
        var mode: NavigationBarItem.TitleDisplayMode = .automatic
        @ViewBuilder var content: Content
        var body: some View {
          Form { content }.navigationTitle(title).navigationBarTitleDisplayMode(mode)
        }
      }
      struct Reset: View {
        var body: some View {
          Page(title: .localized("Reset")) {
            Button(.localized("Clear cache"), systemImage: "trash") {}
            Text(.localized("Done"))
          }
        }
      }
      """, view: "Reset")
    let scene = try #require(result.json)
    #expect(scene["title"] == .string("Reset"))
    #expect(scene["largeTitle"] == .string("always"))
    #expect(rowLabels(scene) == ["Clear cache", "Done"])
    #expect(!result.diagnostics.contains { $0.severity == .warning }, "\(result.diagnostics)")
  }
}

extension SixthHeldOutImportTests {
  @Test func anIPhoneIsCompactWideAndRegularTall() throws {
    let result = importSource(
      """
      struct Adaptive: View {
        @Environment(\\.horizontalSizeClass) var width
        @Environment(\\.verticalSizeClass) private var height
        var body: some View {
          List {
            // Not the first branch: a runtime condition would show that one.
            if width != .compact { Text("Regular width") } else { Text("Compact width") }
            if height == .compact { Text("Compact height") } else { Text("Regular height") }
          }
        }
      }
      """, view: "Adaptive")
    let scene = try #require(result.json)
    #expect(rowLabels(scene) == ["Compact width", "Regular height"])
    #expect(!result.diagnostics.contains { $0.message.contains("SizeClass") })
  }
}
