import ScreenModel
import Testing

/// Issue 39 (session 8): `.bottomBar` and `.status` toolbar items are the scene's bottom
/// toolbar (`barItems.bottom`), `Spacer()` among them a flexible space.
@Suite struct BottomToolbarImportTests {
  @Test func bottomBarItemsAndSpacesAreTheBottomToolbar() throws {
    let result = importSource(
      """
      import SwiftUI
      struct Notes: View {
        var body: some View {
          NavigationStack {
            List { Text("Row") }
              .navigationTitle("Notes")
              .toolbar {
                ToolbarItem(placement: .topBarTrailing) { EditButton() }
                ToolbarItemGroup(placement: .bottomBar) {
                  Button { } label: { Image(systemName: "folder.badge.plus") }
                  Spacer()
                  Button("Compose") { }
                }
                ToolbarItem(placement: .status) { Text("3 Notes") }
              }
          }
        }
      }
      """, view: "Notes")
    let scene = try #require(result.json)
    let bottom = scene["barItems"]?["bottom"]?.items ?? []
    #expect(bottom.count == 6, "\(bottom)")
    #expect(bottom.first?["symbol"] != nil)
    #expect(bottom[1]["space"] == .bool(true))
    #expect(bottom[2]["title"] == .string("Compose"))
    // The status item, centred: a space each side.
    #expect(bottom[3]["space"] == .bool(true) && bottom[5]["space"] == .bool(true))
    #expect(bottom[4]["title"] == .string("3 Notes"))
    #expect(scene["barItems"]?["trailing"]?[0]?["title"] == .string("Edit"))
    #expect(!result.diagnostics.contains { $0.message.contains("placement") })
  }
}
