import ScreenModel
import Testing

@testable import NavLabImport

/// `LabeledContent` outside a form row (issue 39, ninth round's survey: eleven placeholders in
/// one app's settings): its label, a spacer and its content in the secondary colour.
@Suite struct LabeledContentImportTests {
  @Test func labeledContentInAStackIsItsLabelAndItsSecondaryValue() throws {
    let source = """
      import SwiftUI
      struct Screen: View {
        var body: some View {
          VStack {
            LabeledContent("Version", value: "2.1")
            LabeledContent { Text("On") } label: { Text("Status") }
          }
        }
      }
      """
    let result = importSource(source, view: "Screen")
    let scene = try #require(result.json)
    #expect(result.placeholders == 0)
    let rows = try #require(scene["content"]?["vstack"]?.items)
    #expect(rows.count == 2)
    let first = try #require(rows[0]["hstack"]?.items)
    #expect(first.count == 3, "\(scene.jsonText)")
    #expect(first[0]["text"]?.text == "Version")
    #expect(first[1]["spacer"] != nil)
    #expect(first[2]["text"]?.text == "2.1")
    #expect(first[2]["foreground"]?.text == "secondaryLabel")
    #expect(rows[1]["hstack"]?[0]?["text"]?.text == "Status")
    #expect(rows[1]["hstack"]?[2]?["text"]?.text == "On")
  }
}
