import ScreenModel
import Testing

@testable import NavLabImport

/// Issue 39's fourth held-out corpus: a footer written with `**bold**` Markdown showed its
/// asterisks. A literal `Text` is a `LocalizedStringKey`, whose inline Markdown SwiftUI renders.
@Suite("Issue 39: inline Markdown in literal texts")
struct InlineMarkdownImportTests {
  @Test func pairedMarkersAreStylingAndLoneOnesStay() {
    #expect(InlineMarkdown.plain("this will **delete** events") == "this will delete events")
    #expect(InlineMarkdown.plain("*one* and ~~two~~ and `three`") == "one and two and three")
    #expect(InlineMarkdown.plain("Read [the guide](https://example.com).") == "Read the guide.")
    #expect(InlineMarkdown.plain("2 * 3 * 4") == "2 * 3 * 4")
    #expect(InlineMarkdown.plain("Rate ★ [beta]") == "Rate ★ [beta]")
  }

  @Test func aFooterOfMarkdownIsDrawnWithoutItsMarkers() throws {
    let scene = try #require(
      importSource(
        """
        struct Calendar: View {
          @State private var on = false
          var body: some View {
            Form {
              Section {
                Toggle("Save", isOn: $on)
              } footer: {
                Text("This view will **delete** old events.")
              }
            }
          }
        }
        """, view: "Calendar"
      ).json)
    #expect(
      scene["list"]?["sections"]?[0]?["footer"] == .string("This view will delete old events."))
  }
}
