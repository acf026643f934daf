import ScreenModel
import Testing

@testable import NavLabImport

/// What real apps compute before their views (issue 39, eighth round): Foundation's and UIKit's
/// shared objects as a fresh install on the simulated iPhone sees them, types from outside the
/// files as opaque values and records, and conditions on what NavLab cannot know read as a
/// fresh install reads them. Each value NavLab stands in for is named once, with its place.
@Suite struct FoundationValueImportTests {
  private func warnings(_ result: SwiftUIImporter.Result) -> [String] {
    result.diagnostics.map(\.description) + result.runtimeWarnings
  }

  private func labels(_ scene: JSONValue, section: Int) -> [String] {
    scene.rows(ofSection: section).map { $0["label"]?.text ?? $0["text"]?.text ?? "?" }
  }

  @Test func userDefaultsReadRegisteredDefaultsElseTheDocumentedZero() throws {
    let source = """
      import SwiftUI
      final class Preferences: ObservableObject {
        static let shared = Preferences()
        @Published var name: String = UserDefaults.standard.string(forKey: "name") ?? "Guest"
        @Published var launches = UserDefaults.standard.integer(forKey: "launches")
        let group = UserDefaults(suiteName: "group.app")
        init() {
          UserDefaults.standard.register(defaults: ["sound": true, "volume": 7])
          group?.set("Shared", forKey: "label")
        }
      }
      struct Account: View {
        @StateObject private var preferences: Preferences
        init() { _preferences = StateObject(wrappedValue: Preferences.shared) }
        var body: some View {
          List {
            Text("Hello \\(preferences.name)")
            Text("Launches \\(preferences.launches)")
            Text("Volume \\(UserDefaults.standard.integer(forKey: "volume"))")
            Text(UserDefaults(suiteName: "group.app")?.string(forKey: "label") ?? "none")
            Toggle("Sound", isOn: .constant(UserDefaults.standard.bool(forKey: "sound")))
            Toggle("Haptics", isOn: .constant(UserDefaults.standard.bool(forKey: "haptics")))
          }
        }
      }
      """
    let result = importSource(source, view: "Account")
    let scene = try #require(result.json)
    let rows = scene.rows(ofSection: 0)
    #expect(
      labels(scene, section: 0).prefix(4) == ["Hello Guest", "Launches 0", "Volume 7", "Shared"],
      "\(scene.jsonText)")
    // A registered default is the value on a first launch; an unregistered key is false.
    #expect(rows.dropFirst(4).first?["on"] == .bool(true), "\(rows)")
    #expect(rows.dropFirst(5).first?["on"] == nil || rows.dropFirst(5).first?["on"] == .bool(false))
    #expect(!warnings(result).contains { $0.contains("UserDefaults") }, "\(warnings(result))")
  }

  @Test func theDeviceTheSandboxAndURLsAreTheSimulatedIPhones() throws {
    let source = """
      import SwiftUI
      struct Item: Identifiable { let id = UUID(); var title: String }
      struct About: View {
        let items = [Item(title: "One"), Item(title: "Two"), Item(title: "Three")]
        let tags: Set<String> = Set(["swift", "ios", "swift"])
        let link = URL(string: "https://example.com/help")!
        var body: some View {
          List {
            Section("Device") {
              LabeledContent("Model", value: UIDevice.current.model)
              LabeledContent("System", value: UIDevice.current.systemName + " " + UIDevice.current.systemVersion)
              LabeledContent("Width", value: "\\(Int(UIScreen.main.bounds.width))")
              LabeledContent("Folder", value: FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0].lastPathComponent)
              LabeledContent("Host", value: link.host ?? "none")
              LabeledContent("Tags", value: "\\(tags.count)")
              if ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1" {
                Text("Preview")
              }
              if NSClassFromString("XCTestCase") != nil { Text("Under test") }
              if !FileManager.default.fileExists(atPath: "/nowhere/data.json") { Text("No data yet") }
            }
            Section("Items") {
              ForEach(items) { item in Text(item.title) }
            }
          }
        }
      }
      """
    let result = importSource(source, view: "About")
    let scene = try #require(result.json)
    let values = scene.rows(ofSection: 0).compactMap { $0["value"]?.text }
    #expect(
      values == ["iPhone", "iOS 18.5", "393", "Documents", "example.com", "2"], "\(scene.jsonText)")
    #expect(labels(scene, section: 0).last == "No data yet")
    #expect(!labels(scene, section: 0).contains("Preview"))
    #expect(!labels(scene, section: 0).contains("Under test"))
    // Every `UUID()` differs: the three rows are three elements.
    #expect(labels(scene, section: 1) == ["One", "Two", "Three"])
    #expect(result.placeholders == 0, "\(warnings(result))")
  }

  @Test func aTaskRunsAfterTheFirstFrameAndInitialisersSetWrapperStorage() throws {
    let source = """
      import SwiftUI
      import os
      final class Feed: ObservableObject {
        @Published var title = "Loading"
        let logger = Logger(subsystem: "app", category: "feed")
        init() {
          logger.info("made \\(1, privacy: .public)")
          NotificationCenter.default.addObserver(forName: .init("x"), object: nil, queue: .main) { _ in }
          Task { await self.load() }
        }
        func load() async { title = "Loaded" }
      }
      struct FeedView: View {
        @ObservedObject var feed: Feed
        @State private var count: Int
        init() {
          _feed = ObservedObject(wrappedValue: Feed())
          _count = State(initialValue: 3)
        }
        var body: some View {
          List {
            Text(feed.title)
            Text("\\(count) new")
          }
        }
      }
      """
    let result = importSource(source, view: "FeedView")
    let scene = try #require(result.json)
    #expect(labels(scene, section: 0) == ["Loading", "3 new"], "\(warnings(result))")
    #expect(result.placeholders == 0)
  }

  @Test func conditionsOnWhatNavLabCannotKnowTakeTheFreshInstallReading() throws {
    let source = """
      import SwiftUI
      struct Home: View {
        var body: some View {
          List {
            if Auth.auth().currentUser != nil { Text("Signed in") } else { Text("Sign in") }
            Text(Flags.remote.isBeta ? "Beta" : "Stable")
            if !Flags.remote.hideTips { Text("Tips") }
            if let name = Auth.auth().currentUser?.displayName { Text(name) }
            Text(Auth.auth().currentUser?.email ?? "No account")
          }
        }
      }
      """
    let result = importSource(source, view: "Home")
    let scene = try #require(result.json)
    #expect(
      labels(scene, section: 0) == ["Sign in", "Stable", "Tips", "No account"],
      "\(scene.jsonText) \(warnings(result))")
    let lines = warnings(result)
    // Each type from outside the files is named once, with its place and expression.
    #expect(lines.filter { $0.contains("Auth is not in the files") }.count == 1, "\(lines)")
    #expect(
      lines.contains {
        $0.hasPrefix("Screen.swift:6:") && $0.contains("Flags.remote.isBeta")
          && $0.contains("read as false")
      }, "\(lines)")
  }

  @Test func aPackageTypeMadeWithLabelsIsARecordOfThem() throws {
    let source = """
      import SwiftUI
      import SettingsKit
      struct Links: View {
        let settings = [
          Setting(title: "GitHub", value: .link("https://github.com")),
          Setting(title: "Mastodon", value: .link("https://mastodon.social")),
        ]
        let formatter: NumberFormatter = {
          let formatter = NumberFormatter()
          formatter.numberStyle = .decimal
          return formatter
        }()
        var body: some View {
          List {
            ForEach(settings, id: \\.title) { setting in
              Text(setting.title)
            }
            Text(formatter.numberStyle == .decimal ? "Decimal" : "Other")
          }
        }
      }
      """
    let result = importSource(source, view: "Links")
    let scene = try #require(result.json)
    #expect(labels(scene, section: 0) == ["GitHub", "Mastodon", "Decimal"], "\(warnings(result))")
    let lines = warnings(result)
    #expect(
      lines.filter { $0.contains("Setting is not in the files") && $0.contains("record") }.count
        == 1, "\(lines)")
    #expect(lines.contains { $0.hasPrefix("Screen.swift:5:") && $0.contains("Setting(title:") })
  }

  @Test func anEnumsOwnInitialiserChoosesItsCase() throws {
    // Kiwix's `AppType`: a private `init()` that assigns `self` from an Info.plist key, which
    // a fresh build without branding does not have.
    let source = """
      import SwiftUI
      enum AppType {
        case plain
        case branded(name: String)
        static let current = AppType()
        static var isBranded: Bool {
          switch current {
          case .plain: return false
          case .branded: return true
          }
        }
        private init() {
          guard let name = Bundle.main.object(forInfoDictionaryKey: "BRAND") as? String else {
            self = .plain
            return
          }
          self = .branded(name: name)
        }
      }
      struct Library: View {
        var body: some View {
          List {
            if !AppType.isBranded { Text("Catalog") }
            Text("Reading")
          }
        }
      }
      """
    let result = importSource(source, view: "Library")
    let scene = try #require(result.json)
    #expect(labels(scene, section: 0) == ["Catalog", "Reading"], "\(warnings(result))")
  }

  @Test func theFilesExtensionsOfFoundationTypesAndGenericDefaultsAreRead() throws {
    let source = """
      import SwiftUI
      extension Bundle {
        var appName: String { (infoDictionary?["CFBundleDisplayName"] as? String) ?? "Reader" }
      }
      extension Optional where Wrapped == String {
        func or(_ other: String) -> String { self ?? other }
      }
      func setting<T>(_ key: String, defaultValue: T) -> T { defaultValue }
      enum Mode { case off, on }
      struct Info: View {
        let mode: Mode = setting("mode", defaultValue: .off)
        let nickname: String? = nil
        var body: some View {
          List {
            Text(Bundle.main.appName)
            Text(nickname.or("Anonymous"))
            Text(mode == .off ? "Off" : "On")
          }
        }
      }
      """
    let result = importSource(source, view: "Info")
    let scene = try #require(result.json)
    #expect(labels(scene, section: 0) == ["Reader", "Anonymous", "Off"], "\(warnings(result))")
    #expect(result.placeholders == 0)
  }

  @Test func dateIsOneFixedInstantNamedOnceAndFormattedAsEnUS() throws {
    let source = """
      import SwiftUI
      struct Today: View {
        let opened = Date()
        var body: some View {
          List {
            Text(opened.formatted(date: .abbreviated, time: .omitted))
            Text(opened.formatted(date: .numeric, time: .shortened))
            Text(opened.formatted())
            Text(Date(timeIntervalSince1970: 0).formatted(date: .complete, time: .omitted))
            if opened.addingTimeInterval(3600) > opened { Text("Later") }
            Text("\\(Int(opened.timeIntervalSince(Date(timeIntervalSince1970: 1_168_300_000))))")
          }
        }
      }
      """
    let result = importSource(source, view: "Today")
    let scene = try #require(result.json)
    #expect(
      labels(scene, section: 0) == [
        "Jan 9, 2007", "1/9/2007, 9:41 AM", "1/9/2007, 9:41 AM", "Thursday, January 1, 1970",
        "Later", "35660",
      ], "\(warnings(result))")
    let lines = warnings(result)
    #expect(
      lines.filter { $0.hasPrefix("Screen.swift:3:") && $0.contains("Date() is the moment") }
        .count == 1, "\(lines)")
  }

  @Test func aStaticReadWhileItIsMadeIsNotEndlessRecursion() throws {
    // Nostur's settings store: its `init` registers defaults, then fills a cache whose own
    // `init` reads `Store.shared` back (the app defers it with `DispatchQueue.main.async`).
    // The inner read is a sample (main's mechanism); the store's registered defaults remain.
    let source = """
      import SwiftUI
      final class Store: ObservableObject {
        static let shared = Store()
        var footer: String
        init(defaults: UserDefaults = .standard) {
          defaults.register(defaults: ["footer": "Reply Repost Like"])
          footer = defaults.string(forKey: "footer") ?? ""
          Cache.shared.footer = footer
        }
      }
      final class Cache {
        static let shared = Cache()
        var footer: String
        private init() { footer = Store.shared.footer }
      }
      struct Footer: View {
        @ObservedObject private var store: Store = .shared
        var body: some View {
          List { Text(store.footer) }
        }
      }
      """
    let result = importSource(source, view: "Footer")
    let scene = try #require(result.json)
    #expect(labels(scene, section: 0) == ["Reply Repost Like"], "\(warnings(result))")
    let lines = warnings(result)
    #expect(
      lines.contains {
        $0.contains("Store.shared") && $0.contains("read while its own initialiser")
      },
      "\(lines)")
    #expect(!lines.contains { $0.contains("recursion") }, "\(lines)")
  }

  @Test func aStringTheCodeTypesAsALocalizedStringKeyIsLookedUp() throws {
    // Movie Hunter's shape: `var localizedString: LocalizedStringKey { "Key" }`, shown by
    // `Text(category.localizedString)` and `.navigationTitle(…)`; the fixture's strings table
    // (Importer/Tests/Fixtures/ToolStrings/App/en.lproj) has the keys.
    let folder = repositoryRoot + "/Importer/Tests/Fixtures/ToolStrings/App"
    let source = """
      import SwiftUI
      enum Category: CaseIterable {
        case reading, about
        var localizedString: LocalizedStringKey {
          switch self {
          case .reading: return "settings.section.reading"
          case .about: return "settings.about-title"
          }
        }
      }
      struct Keyed: View {
        var body: some View {
          List {
            ForEach(Category.allCases, id: \\.self) { category in
              Text(category.localizedString)
            }
          }
          .navigationTitle(Category.reading.localizedString)
          .toolbar {
            Button(String(localized: "settings.title", comment: "The screen's name")) {}
          }
        }
      }
      """
    let result = SwiftUIImporter.run(
      [(path: folder + "/Keyed.swift", bytes: Array(source.utf8))], view: "Keyed")
    let scene = try #require(result.json)
    #expect(labels(scene, section: 0) == ["Reading", "About Kiwi"], "\(warnings(result))")
    #expect(scene["title"] == .string("Reading"))
    // `String(localized:comment:)`: the comment changes nothing shown.
    #expect(scene.jsonText.contains("\"Settings\""), "\(scene.jsonText)")
  }

  @Test func fallthroughRunsTheNextCase() throws {
    let source = """
      import SwiftUI
      enum Level { case low, mid, high }
      func describe(_ level: Level) -> String {
        var words: [String] = []
        switch level {
        case .low:
          words.append("low")
          fallthrough
        case .mid:
          words.append("mid")
        case .high:
          words.append("high")
        }
        return words.joined(separator: "+")
      }
      struct Levels: View {
        var body: some View {
          List {
            Text(describe(.low))
            Text(describe(.high))
          }
        }
      }
      """
    let result = importSource(source, view: "Levels")
    let scene = try #require(result.json)
    #expect(labels(scene, section: 0) == ["low+mid", "high"], "\(warnings(result))")
  }
}
