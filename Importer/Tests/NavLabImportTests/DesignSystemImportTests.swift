import ScreenModel
import Testing

@testable import NavLabImport

/// An app's own names for colours and fonts (Importer/Tests/Fixtures/DesignSystem), and a view
/// whose `View` conformance and `body` are in an extension: each read as Swift reads it.
@Suite struct DesignSystemImportTests {
  static let folder = repositoryRoot + "/Importer/Tests/Fixtures/DesignSystem"

  func imported() throws -> (JSONValue, SwiftUIImporter.Result) {
    let files = try ["Screen.swift", "Styleguide.swift"].map { name in
      (Self.folder + "/" + name, try SourceFiles.read(Self.folder + "/" + name))
    }
    let result = SwiftUIImporter.run(files, view: "Screen")
    return (try #require(result.json), result)
  }

  func items() throws -> [JSONValue] {
    guard case .array(let items)? = try imported().0["content"]?["vstack"] else { return [] }
    return items
  }

  @Test func aViewWhoseBodyIsInAnExtensionIsDrawn() throws {
    let (_, result) = try imported()
    #expect(try items().first?["text"] == .string("Alpha"))
    #expect(!result.diagnostics.contains { $0.message.contains("Row") })
  }

  /// brand.colorset is #3A4BD8, dark #7D94FF (as in AssetsApp): `.brandText` runs to
  /// `.init("brand")`, which where a colour is wanted is `Color("brand")`, both appearances.
  @Test func colourNamesOfTheAppAreTheirDeclarations() throws {
    let items = try items()
    let brand = JSONValue.object([("light", .string("#3A4BD8")), ("dark", .string("#7D94FF"))])
    #expect(items[0]["foreground"] == brand)
    #expect(items[1]["foreground"] == .string("#FF8000"))
    // The app's `Color.background` shadows SwiftUI's `.background` style.
    #expect(items[3]["color"] == brand)
  }

  /// `.appBody` is `.body`; `.appTitle` 22 pt bold (UIFontMetrics scales by 1 at the default
  /// size); `.appCaption` the app's own face, drawn in the system font at 13 pt in the
  /// weight its name ends in, with one warning.
  @Test func fontNamesOfTheAppAreTheirDeclarations() throws {
    let items = try items()
    #expect(items[0]["font"] == .string("body"))
    #expect(
      items[1]["font"] == .object([("size", .number(22)), ("weight", .string("bold"))]))
    #expect(
      items[2]["font"] == .object([("size", .number(13)), ("weight", .string("semibold"))]))
    let result = try imported().1
    #expect(
      result.diagnostics.filter { $0.message.contains("Relative-SemiBold") }.count == 1,
      "\(result.diagnostics)")
    #expect(!result.diagnostics.contains { $0.message.contains("does not interpret .font") })
  }
}
