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

/// Issue 39 (session 8): a colour behind the screen's scroll view or list is the scene's
/// background, under the bars and the status bar.
@Suite struct ScreenBackgroundImportTests {
  @Test func aBackgroundOnTheScrollViewOrAListWithoutItsOwnIsTheScreens() throws {
    func background(_ modifiers: String, list: Bool = false) -> JSONValue? {
      let result = importSource(
        """
        import SwiftUI
        struct Screen: View {
          var body: some View {
            NavigationStack {
              \(list ? "List { Text(\"Row\") }" : "ScrollView { Text(\"Row\") }")\(modifiers)
                .navigationTitle("Title")
            }
          }
        }
        """, view: "Screen")
      return result.json?["colors"]?["background"]
    }
    // `.ignoresSafeArea()` or not, a colour background fills the safe area's edges.
    #expect(background(".background(Color.yellow.ignoresSafeArea())") != nil)
    #expect(
      background(".background(Color.yellow)")
        == background(".background(Color.yellow.ignoresSafeArea())"))
    // A list's own background covers it unless hidden; a translucent colour lies over the
    // system background (white in the light).
    #expect(background(".background(Color.red)", list: true) == nil)
    let red = background(
      ".scrollContentBackground(.hidden).background(Color.red.opacity(0.5))", list: true)
    // systemRed #FF3B30 at 128/255 over white: 255 − 196 × 0.502 = 157 (9D), 255 − 207 ×
    // 0.502 = 151 (97).
    #expect(red?["light"] == .string("#FF9D97"), "\(String(describing: red))")
  }
}
