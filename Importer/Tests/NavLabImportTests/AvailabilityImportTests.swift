import ScreenModel
import Testing

@testable import NavLabImport

/// `#available` / `#unavailable` on the simulated iPhone (issue 39, ninth round): the release
/// `UIDevice.current.systemVersion` reports, one source for both, in view builders and in code.
@Suite struct AvailabilityImportTests {
  @Test func availabilityFollowsTheSimulatedRelease() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var look: String {
          if #available(iOS 26, *) { return "glass" }
          guard #available(iOS 17, *) else { return "old" }
          return "v" + UIDevice.current.systemVersion
        }
        var body: some View {
          List {
            if #available(iOS 17.0, *) { Text("17+") } else { Text("pre-17") }
            if #available(iOS 18.6, *) { Text("18.6+") } else { Text("pre-18.6") }
            if #available(iOS 26.0, *) { Text("26") } else { Text("pre-26") }
            if #unavailable(iOS 18) { Text("pre-18") }
            if #unavailable(iOS 26) { Text("not 26") }
            if #available(macOS 27, *) { Text("other platform: the star") }
            Text(look)
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    let labels = scene.rows(ofSection: 0).map { $0["label"]?.text ?? "?" }
    #expect(
      labels == ["17+", "pre-18.6", "pre-26", "not 26", "other platform: the star", "v18.5"],
      "\(scene.jsonText)")
  }

  @Test func versionsCompareComponentByComponent() {
    let version = SystemVersion(major: 18, minor: 5)
    #expect(version.text == "18.5")
    #expect(version.isAtLeast(version: [18]))
    #expect(version.isAtLeast(version: [18, 5, 0]))
    #expect(!version.isAtLeast(version: [18, 5, 1]))
    #expect(!version.isAtLeast(version: [26]))
    #expect(version.isAtLeast(version: [9, 9, 9]))
    #expect(SimulatedDevice.systemVersion == SimulatedDevice.version.text)
  }

  @Test func swiftUIsEnvironmentHasItsDocumentedDefaults() throws {
    let source = """
      import SwiftUI
      final class Settings: ObservableObject { @Published var rate = 1.5 }
      struct Screen: View {
        @Environment(\\.dynamicTypeSize) private var typeSize
        @Environment(\\.openURL) private var openURL
        @Environment(\\.isEnabled) private var isEnabled
        @StateObject private var settings = Settings()
        var body: some View {
          List {
            Text(typeSize >= .accessibility1 ? "Huge" : "Default size")
            Text(isEnabled ? "Enabled" : "Disabled")
            Button("Help") { openURL(URL(string: "https://example.com")!) }
            Slider(value: Binding(settings.$rate), in: 1...2)
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    let labels = scene.rows(ofSection: 0).map { $0["label"]?.text ?? "?" }
    #expect(labels.prefix(2) == ["Default size", "Enabled"], "\(scene.jsonText)")
    // The slider shows the package wrapper's value through `Binding(_:)`: 1.5 in 1...2.
    #expect(scene.rows(ofSection: 0).last?["slider"] == .number(0.5), "\(scene.jsonText)")
    let warnings = result.diagnostics.map(\.description) + result.runtimeWarnings
    #expect(
      !warnings.contains { $0.contains("has no value") || $0.contains("cannot create Binding") },
      "\(warnings)")
  }

  @Test func anEnvironmentKeyTheAppDeclaresIsItsDefaultValue() throws {
    let source = """
      import SwiftUI
      struct Theme {
        var name: String
        static let standard = Theme(name: "Classic")
      }
      struct ThemeKey: EnvironmentKey { static let defaultValue = Theme.standard }
      extension EnvironmentValues {
        var theme: Theme {
          get { self[ThemeKey.self] }
          set { self[ThemeKey.self] = newValue }
        }
        @Entry var greeting: String = "Hello"
      }
      struct Screen: View {
        @Environment(\\.theme) private var theme
        @Environment(\\.greeting) private var greeting
        var body: some View {
          List {
            Text("Theme \\(theme.name)")
            Text(greeting)
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(
      scene.rows(ofSection: 0).map { $0["label"]?.text ?? "?" } == ["Theme Classic", "Hello"],
      "\(scene.jsonText)")
    let warnings = result.diagnostics.map(\.description) + result.runtimeWarnings
    #expect(!warnings.contains { $0.contains("has no value") }, "\(warnings)")
  }

  @Test func theBundleHasAnIdentifierAndTheDeviceAnInstance() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          List {
            Text(Bundle.main.bundleIdentifier ?? "none")
            Text(UIDevice().systemName + " " + ProcessInfo().operatingSystemVersionString)
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(
      scene.rows(ofSection: 0).map { $0["label"]?.text ?? "?" } == [
        "app.navlab.simulated", "iOS Version 18.5",
      ], "\(scene.jsonText)")
  }
}
