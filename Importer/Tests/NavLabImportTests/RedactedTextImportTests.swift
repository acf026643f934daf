import ScreenModel
import Testing

@testable import NavLabImport

/// A `Text` whose words NavLab cannot know is drawn as SwiftUI's redacted placeholder look (a
/// grey bar one line of its font high), never as its source expression (issue 39).
@Suite struct RedactedTextImportTests {
  static let source = """
    import SwiftUI

    struct About: View {
      var body: some View {
        List {
          Section("Release") {
            Text(Vendor.aboutText)
            Text("Version")
          }
        }
        .navigationTitle("About")
      }
    }
    """

  @Test func anUnknownTextIsARedactedBarNotItsSource() throws {
    let result = importSource(Self.source, view: "About")
    let scene = try #require(result.json)
    // Nowhere in the scene does the expression show.
    #expect(!scene.jsonText.contains("Vendor.aboutText"))
    let row = try #require(scene.rows(ofSection: 0).first)
    let text = row.jsonText
    // An invisible run under a rounded grey bar.
    #expect(text.contains("roundedRectangle") || text.contains("RoundedRectangle"), "\(text)")
    #expect(text.contains("clear"), "\(text)")
    // The literal row is untouched.
    #expect(scene.rows(ofSection: 0).dropFirst().first?["label"] == .string("Version"))
    // Counted as a placeholder (`--strict` fails), with one warning naming the expression.
    #expect(result.placeholders == 1)
    let warnings = result.diagnostics.map(\.description).filter {
      $0.contains("Vendor.aboutText") && $0.contains("redacted")
    }
    #expect(warnings.count == 1, "\(result.diagnostics)")
    #expect(warnings.first?.hasPrefix("Screen.swift:7:") == true)
  }

  @Test func theBarTakesTheFontOfTheText() throws {
    let source = """
      import SwiftUI
      struct Card: View {
        var body: some View {
          VStack {
            Text(Vendor.title).font(.largeTitle)
          }
        }
      }
      """
    let result = importSource(source, view: "Card")
    let scene = try #require(result.json)
    let text = scene.jsonText
    // The font modifier wraps the redacted run, so the bar is a large title's line high.
    #expect(text.contains("largeTitle"), "\(text)")
    #expect(!text.contains("Vendor.title"))
  }

  @Test func aGuardsLogCallThatCannotRunDoesNotHideTheFallback() throws {
    // Kiwix's `Brand.aboutText`: a branding lookup whose `guard … else { log; return nil }`
    // logs through a `Logger` whose subsystem is the bundle's identifier, force-unwrapped (a
    // stand-in since the ninth round; before, the unwrap failed and the log call was skipped
    // with its warning). The `return nil` runs, and `??` gives the fallback words.
    let source = """
      import SwiftUI
      import os
      struct Log {
        // Info.plist is not among the files: the identifier is NavLab's stand-in.
        static let branding = Logger(subsystem: Bundle.main.bundleIdentifier!, category: "B")
      }
      enum Brand { static let aboutText: String = Config.value(for: "ABOUT") ?? "Offline reader" }
      enum Config {
        static func value(for key: String) -> String? {
          guard let object = Bundle.main.object(forInfoDictionaryKey: key) as? String else {
            Log.branding.debug("Missing key \\(key)")
            return nil
          }
          return object
        }
      }
      struct About: View {
        var body: some View { List { Text(Brand.aboutText) } }
      }
      """
    let result = importSource(source, view: "About")
    let scene = try #require(result.json)
    #expect(scene.rows(ofSection: 0).first?["label"] == .string("Offline reader"))
    #expect(result.placeholders == 0)
  }
}
